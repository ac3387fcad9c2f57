import LegibleHighlight
import Testing

@Suite("Java, Kotlin, C#")
struct ManagedLanguageHighlightingTests {
    @Test("Java annotations, text blocks, method declarations")
    func java() {
        #expect(highlighted("@Override\npublic static void main(String[] args) { System.out.println(\"\"\"\n  text\"\"\"); }\n", "java")
            == "attr{@Override}\nkw{public} kw{static} ty{void} fn{main}pun{(}id{String}pun{[]} id{args}pun{)} pun{{} id{System}pun{.}id{out}pun{.}id{println}pun{(}str{\"\"\"}\nstr{  text\"\"\"}pun{);} pun{}}\n")
    }

    @Test("Kotlin string templates, in raw strings too")
    func kotlin() {
        #expect(highlighted("fun greet(name: String) = \"Hi $name, ${name.length + 1}\"\nval raw = \"\"\"a $x\\n\"\"\"\n", "kotlin")
            == "kw{fun} fn{greet}pun{(}id{name}op{:} ty{String}pun{)} op{=} str{\"Hi }esc{$name}str{, }esc{${}id{name}pun{.}id{length} op{+} num{1}esc{}}str{\"}\nkw{val} id{raw} op{=} str{\"\"\"a }esc{$x}str{\\n\"\"\"}\n")
    }

    @Test("C# verbatim and interpolated strings, documentation comments, directives")
    func cSharp() {
        #expect(highlighted("var p = @\"C:\\dir\"\"x\"; var s = $\"{a} {{b}}\";\n/// <summary>Doc</summary>\n#if DEBUG\npublic int Add(int a) => a;\n", "csharp")
            == "kw{var} id{p} op{=} str{@\"C:\\dir\"\"x\"}pun{;} kw{var} id{s} op{=} str{$\"}esc{{}id{a}esc{}}str{ }esc{{{}str{b}esc{}}}str{\"}pun{;}\ndoc{/// <summary>Doc</summary>}\npre{#if DEBUG}\nkw{public} ty{int} fn{Add}pun{(}ty{int} id{a}pun{)} op{=>} id{a}pun{;}\n")
    }
}
