import LegibleHighlight
import Testing

@Suite("Swift")
struct SwiftHighlightingTests {
    @Test("declarations, types, literals")
    func declarations() {
        #expect(highlighted("func area(of r: Double) -> Double { r * r }", "swift")
            == "kw{func} fn{area}pun{(}id{of} id{r}pun{:} ty{Double}pun{)} pun{->} ty{Double} pun{{} id{r} op{*} id{r} pun{}}")
        #expect(highlighted("let x = [1, 2.5, 0x1F, nil]", "swift")
            == "kw{let} id{x} pun{=} pun{[}num{1}pun{,} num{2.5}pun{,} num{0x1F}pun{,} con{nil}pun{]}")
    }

    @Test("raw strings with any number of # and their escapes and interpolations")
    func rawStrings() {
        #expect(highlighted(##"#"a "quoted" \n"#"##, "swift") == ##"str{#"a "quoted" \n"#}"##)
        #expect(highlighted(###"##"a "# \##(x)"##"###, "swift") == ###"str{##"a "# }esc{\##(}id{x}esc{)}str{"##}"###)
        #expect(highlighted(#""a\tb \(f(x)) c""#, "swift") == #"str{"a}esc{\t}str{b }esc{\(}id{f}pun{(}id{x}pun{)}esc{)}str{ c"}"#)
    }

    @Test("regex literals versus division")
    func regex() {
        #expect(highlighted("let r = /[a-z]+/", "swift") == "kw{let} id{r} pun{=} re{/[a-z]+/}")
        #expect(highlighted("let q = a / b / c", "swift") == "kw{let} id{q} pun{=} id{a} op{/} id{b} op{/} id{c}")
        #expect(highlighted("#/a/b/#", "swift") == "re{#/a/b/#}")
    }

    @Test("nested block comments and doc comments")
    func comments() {
        #expect(highlighted("/* a /* b */ c */ x", "swift") == "com{/* a /* b */ c */} id{x}")
        #expect(highlighted("/// Doc\n// plain\n//// not doc", "swift") == "doc{/// Doc}\ncom{// plain}\ncom{//// not doc}")
    }

    @Test("multi-line strings carry across lines")
    func multiline() {
        #expect(highlighted("let s = \"\"\"\n  a \\(b)\n  \"\"\"\nx", "swift")
            == "kw{let} id{s} pun{=} str{\"\"\"}\nstr{  a }esc{\\(}id{b}esc{)}\nstr{  \"\"\"}\nid{x}")
    }
}
