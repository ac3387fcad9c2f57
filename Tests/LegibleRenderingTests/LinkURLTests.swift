import Foundation
import LegibleViewSupport
import Testing

/// The URL a link opens: relative destinations against the document's base (appkit C11).
@Suite("Link URLs")
struct LinkURLTests {
    @Test("a relative destination resolves against the base as a browser's does", arguments: [
        ("setup.html", "https://example.org/guide/intro", "https://example.org/guide/setup.html"),
        ("../faq", "https://example.org/guide/intro", "https://example.org/faq"),
        ("/about", "https://example.org/guide/intro", "https://example.org/about"),
        ("?page=2", "https://example.org/list", "https://example.org/list?page=2"),
        ("notes/a.md", "file:///Users/me/docs/readme.md", "file:///Users/me/docs/notes/a.md"),
    ])
    func relative(destination: String, base: String, expected: String) {
        #expect(LinkURL.url(for: destination, relativeTo: URL(string: base))?.absoluteString == expected)
    }

    @Test("an absolute destination is itself, whatever the base; without a base a relative one is as written")
    func absolute() {
        #expect(LinkURL.url(for: "https://example.com/x", relativeTo: URL(string: "https://example.org/"))?.absoluteString == "https://example.com/x")
        #expect(LinkURL.url(for: "mailto:a@example.org", relativeTo: URL(string: "https://example.org/"))?.absoluteString == "mailto:a@example.org")
        #expect(LinkURL.url(for: "setup.html", relativeTo: nil)?.absoluteString == "setup.html")
    }
}
