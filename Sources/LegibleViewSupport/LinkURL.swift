public import Foundation

/// The URL a link's destination opens, copies or shares, in every view: a relative destination
/// (`guide/setup.html`, `../faq`, `?page=2`) resolved against the document's base URL, as a
/// browser resolves it against the page's (RFC 3986, section 5), so that it reaches the app's
/// link handler or the system as an absolute URL; without a base, the destination as written.
///
/// ```swift
/// LinkURL.url(for: "setup.html", relativeTo: URL(string: "https://example.org/guide/"))   // https://example.org/guide/setup.html
/// LinkURL.url(for: "https://example.com", relativeTo: nil)                               // https://example.com
/// ```
public enum LinkURL {
    /// The absolute URL of `destination` against `base`; `nil` when it is no URL at all.
    public static func url(for destination: String, relativeTo base: URL?) -> URL? {
        URL(string: destination, relativeTo: base)?.absoluteURL
    }
}
