import LegibleHighlight
import Testing

@Suite("Python")
struct PythonHighlightingTests {
    @Test("triple-quoted f-strings: code in braces, conversions, nested format specs, doubled braces")
    func fStrings() {
        #expect(highlighted("f\"\"\"{x!r:>{w}} {{ok}}\"\"\"\n", "py")
            == "str{f\"\"\"}esc{{}id{x}esc{!r:}str{>}esc{{}id{w}esc{}}}str{ }esc{{{}str{ok}esc{}}}str{\"\"\"}\n")
        #expect(highlighted("f\"{a + b:.2f}\" rf\"\\d{n}\"\n", "py")
            == "str{f\"}esc{{}id{a} op{+} id{b}esc{:}str{.2f}esc{}}str{\"} str{rf\"\\d}esc{{}id{n}esc{}}str{\"}\n")
    }

    @Test("% and {} placeholders in other strings; raw and byte prefixes in any case")
    func placeholders() {
        #expect(highlighted("\"%5.2f and {0:>8}\" % (1,)\n", "py")
            == "str{\"}esc{%5.2f}str{ and }esc{{0:>8}}str{\"} op{%} pun{(}num{1}pun{,)}\n")
        #expect(highlighted("Rb\"\\d+\" + b'x'\n", "py")
            == "str{Rb\"\\d+\"} op{+} str{b'x'}\n")
    }

    @Test("a triple-quoted string first on its line is a docstring; spanning lines")
    func docstrings() {
        #expect(highlighted("def f():\n    \"\"\"Doc\n    more.\"\"\"\n    x = \"\"\"not doc\"\"\"\n", "py")
            == "kw{def} fn{f}pun{():}\n    doc{\"\"\"Doc}\ndoc{    more.\"\"\"}\n    id{x} op{=} str{\"\"\"not doc\"\"\"}\n")
    }

    @Test("def, class, decorators with dotted names, imports")
    func declarations() {
        #expect(highlighted("@d2l.add_to_class(Model)\nclass A(B):\n    def __init__(self): pass\nimport os.path as p\n", "py")
            == "attr{@d2l.add_to_class}pun{(}id{Model}pun{)}\nkw{class} ty{A}pun{(}id{B}pun{):}\n    kw{def} fn{__init__}pun{(}id{self}pun{):} kw{pass}\nkw{import} id{os.path} kw{as} id{p}\n")
    }

    @Test("numbers, constants and word operators")
    func literals() {
        #expect(highlighted("print(.5, 1., 1e-3, 0x1F, 10j, None, True)\nx = y if y is not None else -1\n", "py")
            == "id{print}pun{(}num{.5}pun{,} num{1.}pun{,} num{1e-3}pun{,} num{0x1F}pun{,} num{10j}pun{,} con{None}pun{,} con{True}pun{)}\nid{x} op{=} id{y} kw{if} id{y} kw{is} kw{not} con{None} kw{else} op{-}num{1}\n")
    }
}
