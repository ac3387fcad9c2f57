import LegibleHighlight
import Testing

@Suite("Ruby, PHP, SQL")
struct ScriptingLanguageHighlightingTests {
    @Test("Ruby interpolation, symbols, heredocs, regex versus division, =begin comments")
    func ruby() {
        #expect(highlighted("def greet(name) = \"Hi #{name}\"\nx = :sym; y = { key: 1 }\ntext = <<~EOS\n  body #{1}\n  EOS\nz = a / b; r = /ab+/\n=begin\ncomment\n=end\n", "ruby")
            == "kw{def} fn{greet}pun{(}id{name}pun{)} op{=} str{\"Hi }esc{#{}id{name}esc{}}str{\"}\nid{x} op{=} con{:sym}pun{;} id{y} op{=} pun{{} con{key}op{:} num{1} pun{}}\nid{text} op{=} str{<<~EOS}\nstr{  body #{1}}\nstr{  EOS}\nid{z} op{=} id{a} op{/} id{b}pun{;} id{r} op{=} re{/ab+/}\ncom{=begin}\ncom{comment}\ncom{=end}\n")
    }

    @Test("PHP between <?php and ?>, HTML around it; heredocs")
    func phpRegions() {
        #expect(highlighted("<?php\n$x = \"v $y\";\necho <<<EOT\n  Hi $name\n  EOT;\n?>\n<p>html</p>\n", "php")
            == "pre{<?php}\nid{$x} op{=} str{\"v }esc{$y}str{\"}pun{;}\nkw{echo} str{<<<EOT}\nstr{  Hi $name}\nstr{  EOT;}\npre{?>}\npun{<}tag{p}pun{>}htmlpun{</}tag{p}pun{>}\n")
    }

    @Test("a PHP block without <?php is PHP from its start")
    func phpWithoutOpeningTag() {
        #expect(highlighted("function f($a) { return $a; } # c\n", "php")
            == "kw{function} fn{f}pun{(}id{$a}pun{)} pun{{} kw{return} id{$a}pun{;} pun{}} com{# c}\n")
    }

    @Test("SQL quoted identifiers are names, not strings; doubled quotes; keywords in any case")
    func sqlQuotedIdentifiers() {
        #expect(highlighted("SELECT \"order\", `group`, [key] FROM t WHERE name = 'it''s' -- c\nselect * from x where id = :id\n", "sql")
            == "kw{SELECT} id{\"order\"}pun{,} id{`group`}pun{,} id{[key]} kw{FROM} id{t} kw{WHERE} id{name} op{=} str{'it''s'} com{-- c}\nkw{select} op{*} kw{from} id{x} kw{where} id{id} op{=} id{:id}\n")
    }

    @Test("PostgreSQL dollar-quoted strings, across lines")
    func sqlDollarQuotes() {
        #expect(highlighted("CREATE FUNCTION f() RETURNS int AS $body$\n  SELECT 1;\n$body$ LANGUAGE sql;\n", "sql")
            == "kw{CREATE} kw{FUNCTION} id{f}pun{()} kw{RETURNS} ty{int} kw{AS} str{$body$}\nstr{  SELECT 1;}\nstr{$body$} kw{LANGUAGE} id{sql}pun{;}\n")
    }
}
