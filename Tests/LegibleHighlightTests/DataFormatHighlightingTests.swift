import LegibleHighlight
import Testing

@Suite("YAML, TOML, diff")
struct DataFormatHighlightingTests {
    @Test("a YAML block scalar runs over its more indented lines, blank ones included")
    func yamlBlockScalars() {
        #expect(highlighted("block: |\n  line one\n  line: two\n\n  three\nnext: &a true\nref: *a\n", "yaml")
            == "an{block}pun{:} pun{|}\nstr{  line one}\nstr{  line: two}\n\nstr{  three}\nan{next}pun{:} id{&a} con{true}\nan{ref}pun{:} id{*a}\n")
    }

    @Test("YAML keys, sequences, comments, quoted and plain scalars")
    func yaml() {
        #expect(highlighted("# c\nkey: value\nlist:\n  - 1\n  - \"two\" # c\n  - 'it''s'\n---\n", "yaml")
            == "com{# c}\nan{key}pun{:} str{value}\nan{list}pun{:}\n  pun{-} num{1}\n  pun{-} str{\"two\"} com{# c}\n  pun{-} str{'it''s'}\npun{---}\n")
    }

    @Test("TOML tables, keys, strings, dates, constants")
    func toml() {
        #expect(highlighted("[package]\nname = \"x\" # c\n[[bin]]\nversion = '1.0'\ndate = 1979-05-27T07:32:00Z\nflags = [true, inf]\n", "toml")
            == "kw{[package]}\nan{name} op{=} str{\"x\"} com{# c}\nkw{[[bin]]}\nan{version} op{=} str{'1.0'}\nan{date} op{=} num{1979-05-27T07:32:00Z}\nan{flags} op{=} pun{[}con{true}pun{,} num{inf}pun{]}\n")
    }

    @Test("diff headers, hunks, added and removed lines; +++ inside a hunk is an added line")
    func diff() {
        #expect(highlighted("diff --git a/x b/x\nindex 1..2\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n context\n-old\n+new\n+++ added triple\n", "diff")
            == "dh{diff --git a/x b/x}\ndh{index 1..2}\ndh{--- a/x}\ndh{+++ b/x}\ndh{@@ -1,2 +1,2 @@}\n context\ndel{-old}\nins{+new}\nins{+++ added triple}\n")
    }
}
