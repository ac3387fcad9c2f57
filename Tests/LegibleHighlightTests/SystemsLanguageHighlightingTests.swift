import LegibleHighlight
import Testing

@Suite("Rust, Go, C, C++, Objective-C")
struct SystemsLanguageHighlightingTests {
    @Test("Rust lifetimes versus character literals")
    func rustLifetimesAndCharacters() {
        #expect(highlighted("fn f<'a>(x: &'a str, c: char) -> bool { c == 'a' || c == '\\n' || c == '\\u{1F600}' || b'x' == 1 }\n", "rust")
            == "kw{fn} fn{f}op{<}ty{'a}op{>}pun{(}id{x}pun{:} op{&}ty{'a} ty{str}pun{,} id{c}pun{:} ty{char}pun{)} pun{->} ty{bool} pun{{} id{c} op{==} str{'a'} op{||} id{c} op{==} str{'\\n'} op{||} id{c} op{==} str{'\\u{1F600}'} op{||} str{b'x'} op{==} num{1} pun{}}\n")
        #expect(highlighted("'outer: loop { break 'outer; }\n", "rust")
            == "ty{'outer}pun{:} kw{loop} pun{{} kw{break} ty{'outer}pun{;} pun{}}\n")
    }

    @Test("Rust raw strings with any number of #, across lines")
    func rustRawStrings() {
        #expect(highlighted("let r = r#\"a \"quoted\" s\"#; let b = br##\"x\"#y\"##;\nlet m = r\"one\ntwo\";\n", "rust")
            == "kw{let} id{r} op{=} str{r#\"a \"quoted\" s\"#}pun{;} kw{let} id{b} op{=} str{br##\"x\"#y\"##}pun{;}\nkw{let} id{m} op{=} str{r\"one}\nstr{two\"}pun{;}\n")
    }

    @Test("nested and documentation comments, attributes, macros, types after : and ->")
    func rustCommentsAndAttributes() {
        #expect(highlighted("/// doc\n//! inner\n/* a /* b */ c */ #[derive(Debug)]\nstruct P { x: i32 }\nprintln!(\"{}\", 1u8);\n", "rust")
            == "doc{/// doc}\ndoc{//! inner}\ncom{/* a /* b */ c */} attr{#[derive(Debug)]}\nkw{struct} ty{P} pun{{} id{x}pun{:} ty{i32} pun{}}\nfn{println!}pun{(}str{\"{}\"}pun{,} num{1u8}pun{);}\n")
    }

    @Test("Go raw strings across lines, runes, method names after their receiver")
    func go() {
        #expect(highlighted("func (r *T) Name(x int) string { return `raw\nline` + 'c' }\n", "go")
            == "kw{func} pun{(}id{r} op{*}id{T}pun{)} fn{Name}pun{(}id{x} ty{int}pun{)} ty{string} pun{{} kw{return} str{`raw}\nstr{line`} op{+} str{'c'} pun{}}\n")
    }

    @Test("C directives continue after a final backslash; function declarations")
    func cPreprocessor() {
        #expect(highlighted("#include <stdio.h>\n#define MAX(a, b) \\\n  ((a) > (b) ? (a) : (b))\nstatic int *make(char c) { return 'x' + c; } // end\n", "c")
            == "pre{#include <stdio.h>}\npre{#define MAX(a, b) \\}\npre{  ((a) > (b) ? (a) : (b))}\nkw{static} ty{int} op{*}fn{make}pun{(}ty{char} id{c}pun{)} pun{{} kw{return} str{'x'} op{+} id{c}pun{;} pun{}} com{// end}\n")
    }

    @Test("C++ raw strings with a delimiter, across lines")
    func cppRawStrings() {
        #expect(highlighted("auto s = R\"xy(a )\" b\n)xy\";\nstd::vector<int> v{1, 2};\n", "cpp")
            == "kw{auto} id{s} op{=} str{R\"xy(a )\" b}\nstr{)xy\"}pun{;}\nid{std}op{::}id{vector}op{<}ty{int}op{>} id{v}pun{{}num{1}pun{,} num{2}pun{};}\n")
    }

    @Test("Objective-C @ keywords and strings, method declarations")
    func objectiveC() {
        #expect(highlighted("@interface Foo : NSObject\n- (void)doThing:(NSUInteger)n withName:(NSString *)name;\n- (BOOL)isReady;\n@end\nNSString *s = @\"hi\";\n", "objc")
            == "kw{@interface} id{Foo} op{:} ty{NSObject}\nop{-} pun{(}ty{void}pun{)}fn{doThing:}pun{(}ty{NSUInteger}pun{)}id{n} fn{withName:}pun{(}ty{NSString} op{*}pun{)}id{name}pun{;}\nop{-} pun{(}ty{BOOL}pun{)}fn{isReady}pun{;}\nkw{@end}\nty{NSString} op{*}id{s} op{=} str{@\"hi\"}pun{;}\n")
    }
}
