import LegibleHighlight
import Testing

@Suite("JavaScript, TypeScript, JSX, JSON")
struct JavaScriptHighlightingTests {
    @Test("a slash after a value divides; where an expression starts it opens a regex")
    func regexVersusDivision() {
        #expect(highlighted("let q = a / b / c; let r = /ab+c/gi.test(s)\n", "js")
            == "kw{let} id{q} op{=} id{a} op{/} id{b} op{/} id{c}pun{;} kw{let} id{r} op{=} re{/ab+c/gi}pun{.}id{test}pun{(}id{s}pun{)}\n")
        #expect(highlighted("foo(1)/2; x = [/[/]/, 4 / 2]\n", "js")
            == "id{foo}pun{(}num{1}pun{)}op{/}num{2}pun{;} id{x} op{=} pun{[}re{/[/]/}pun{,} num{4} op{/} num{2}pun{]}\n")
    }

    @Test("template literals nest in their interpolations")
    func templates() {
        #expect(highlighted("const t = `a ${b + `c ${d}`} e`\n", "js")
            == "kw{const} id{t} op{=} str{`a }esc{${}id{b} op{+} str{`c }esc{${}id{d}esc{}}str{`}esc{}}str{ e`}\n")
        #expect(highlighted("`line one\nline ${two}`\n", "js")
            == "str{`line one}\nstr{line }esc{${}id{two}esc{}}str{`}\n")
    }

    @Test("line, block and documentation comments")
    func comments() {
        #expect(highlighted("/** Doc */ x = 1 // note\n/* block */\n", "js")
            == "doc{/** Doc */} id{x} op{=} num{1} com{// note}\ncom{/* block */}\n")
    }

    @Test("type annotations, interfaces, generics")
    func typeScript() {
        #expect(highlighted("interface Props { msg?: string; n: number }\nfunction f<T>(x: T): Promise<T> { return x as any }\n", "ts")
            == "kw{interface} ty{Props} pun{{} id{msg}op{?:} ty{string}pun{;} id{n}op{:} ty{number} pun{}}\nkw{function} fn{f}op{<}id{T}op{>}pun{(}id{x}op{:} ty{T}pun{)}op{:} ty{Promise}op{<}id{T}op{>} pun{{} kw{return} id{x} kw{as} ty{any} pun{}}\n")
    }

    @Test("JSX elements: tags, attributes, expressions, text, self-closing tags")
    func jsx() {
        #expect(highlighted("const el = <div className=\"a\" onClick={() => go(1)}>Hi {name} <b/></div>\n", "jsx")
            == "kw{const} id{el} op{=} pun{<}tag{div} an{className}op{=}str{\"a\"} an{onClick}op{=}pun{{()} pun{=>} id{go}pun{(}num{1}pun{)}>}Hi pun{{}id{name}pun{}} pun{<}tag{b}pun{/></}tag{div}pun{>}\n")
    }

    @Test("in TSX, <T,> and <T extends U> are type parameters, <A> an element")
    func tsx() {
        #expect(highlighted("const f = <T,>(x: T) => x\nconst g = <A>text</A>\n", "tsx")
            == "kw{const} id{f} op{=} op{<}id{T}pun{,}op{>}pun{(}id{x}op{:} ty{T}pun{)} pun{=>} id{x}\nkw{const} id{g} op{=} pun{<}tag{A}pun{>}textpun{</}tag{A}pun{>}\n")
    }

    @Test("JSON keys are attribute names; values, comments")
    func json() {
        #expect(highlighted("{\"key\": \"value\", \"n\": -1.5e3, \"ok\": true, \"list\": [null, \"a\\\"b\"]} // c\n", "json")
            == "pun{{}an{\"key\"}pun{:} str{\"value\"}pun{,} an{\"n\"}pun{:} num{-1.5e3}pun{,} an{\"ok\"}pun{:} con{true}pun{,} an{\"list\"}pun{:} pun{[}con{null}pun{,} str{\"a\\\"b\"}pun{]}} com{// c}\n")
    }
}
