import LegibleHighlight
import Testing

@Suite("HTML, XML, CSS, Markdown")
struct MarkupHighlightingTests {
    @Test("HTML tags, attributes, references, comments, declarations")
    func html() {
        #expect(highlighted("<!DOCTYPE html>\n<p class=\"a\" hidden>Hi &amp; bye<!-- c --></p>\n", "html")
            == "pre{<!DOCTYPE html>}\npun{<}tag{p} an{class}op{=}str{\"a\"} an{hidden}pun{>}Hi esc{&amp;} byecom{<!-- c -->}pun{</}tag{p}pun{>}\n")
    }

    @Test("<script> is JavaScript and <style> CSS, up to their end tags even inside a string")
    func scriptAndStyle() {
        #expect(highlighted("<script>if (a < b) { s = \"</script>\"; }</script>\n<style>p { color: red }</style>\n", "html")
            == "pun{<}tag{script}pun{>}kw{if} pun{(}id{a} op{<} id{b}pun{)} pun{{} id{s} op{=} str{\"}pun{</}tag{script}pun{>}\"; }pun{</}tag{script}pun{>}\npun{<}tag{style}pun{>}tag{p} pun{{} kw{color}pun{:} con{red} pun{}</}tag{style}pun{>}\n")
    }

    @Test("XML declarations, namespaced names, CDATA")
    func xml() {
        #expect(highlighted("<?xml version=\"1.0\"?>\n<a:b x=\"1\"><![CDATA[ <raw> ]]></a:b>\n", "xml")
            == "pre{<?xml version=\"1.0\"?>}\ntag{<a:b} an{x=}str{\"1\"}tag{>}pre{<![CDATA[ <raw> ]]>}tag{</a:b>}\n")
    }

    @Test("CSS selectors, at-rules, properties, values, units, colors")
    func css() {
        #expect(highlighted("@media (max-width: 600px) {\n  .a > p:hover, #id { color: #fff; margin: 0 -4px 1.5em; transform: translate(10%) !important; }\n}\n", "css")
            == "pun{@}kw{media} pun{(}kw{max-width}pun{:} num{600}ty{px}pun{)} pun{{}\n  pun{.}ty{a} op{>} tag{p}pun{:}attr{hover}pun{,} pun{#}id{id} pun{{} kw{color}pun{:} num{#fff}pun{;} kw{margin}pun{:} num{0} num{-4}ty{px} num{1.5}ty{em}pun{;} kw{transform}pun{:} id{translate}pun{(}num{10}ty{%}pun{)} kw{!important}pun{;} pun{}}\npun{}}\n")
    }

    @Test("Markdown headings, emphasis, code, links, lists, quotes")
    func markdown() {
        #expect(highlighted("# Title\nSome *em* and **strong** and `code` and [link](http://x).\n- [x] item\n> quote\n[ref]: /url\n", "markdown")
            == "h{# Title}\nSome em{*em*} and st{**strong**} and str{`code`} and [tag{link}](an{http://x}).\npun{-} pun{[x]} item\npun{>} quote\n[id{ref}]: an{/url}\n")
    }

    @Test("fenced code is highlighted in its language; Markdown fences inside Markdown")
    func markdownFences() {
        #expect(highlighted("```swift\nlet x = 1\n```\n````markdown\n```py\nx = 1\n```\n````\nafter\n", "markdown")
            == "str{```swift}\nkw{let} id{x} pun{=} num{1}\nstr{```}\nstr{````markdown}\nstr{```py}\nid{x} op{=} num{1}\nstr{```}\nstr{````}\nafter\n")
    }
}
