/// What a link's text hides about where the link goes: text that names one site (an address,
/// a domain, an e-mail address) on a link to another, and hosts that may be taken for others.
/// The reading model adds the warning after the link's text (``ContentWarning``), and the
/// audit reports it.
///
/// The text names a site when it looks like an address to a reader (``WebAddress/init(linkText:)``);
/// it names another site when its host and the destination's are not one site
/// (``RegistrableDomain/sameSite(_:_:)``), when it shows user information before the host
/// (`https://bank.example@evil.test`), or when the link goes to a scheme with no host
/// (`javascript:`, an app's own). Text that is the destination's file name is a file name,
/// not a host (`[README.md](https://github.com/…/README.md)`); a relative destination stays on
/// the site the document is on, so it is not compared.
///
/// ```swift
/// LinkDisguise(text: "https://bank.example.com/login", destination: "https://bank-example.attacker.test/login")?.warning
/// // .linkGoesTo(host: "bank-example.attacker.test", isLookAlike: false)
/// LinkDisguise(text: "example.com", destination: "https://docs.example.com/")  // nil: one site
/// ```
package struct LinkDisguise: Hashable, Sendable {
    /// The warning the model adds after the link's text.
    package let warning: ContentWarning
    /// Whether the text names another site than the one the link goes to.
    package var textNamesOtherSite: Bool {
        if case .linkGoesTo = warning { return true }
        return false
    }

    /// What a link with this text and destination disguises, or `nil` when it disguises nothing.
    package init?(text: String, destination: String) {
        let target = WebAddress(destination)
        let targetHost = target?.host
        let targetIsLookAlike = targetHost.map(LookAlikeHost.isLookAlike) ?? false
        if let shown = Self.shownAddress(text, destination: destination), let shownHost = shown.host {
            if let targetHost {
                if shown.hasUserInfo || !RegistrableDomain.sameSite(shownHost, targetHost) {
                    warning = .linkGoesTo(host: Self.displayed(targetHost, isLookAlike: targetIsLookAlike), isLookAlike: targetIsLookAlike)
                    return
                }
            } else if let scheme = target?.scheme {
                warning = .linkGoesTo(host: scheme + ":", isLookAlike: false)
                return
            }
            if !targetIsLookAlike, LookAlikeHost.isLookAlike(shownHost) {
                warning = .lookAlikeAddress(shownHost.ascii)
                return
            }
        }
        guard let targetHost, targetIsLookAlike else { return nil }
        warning = .lookAlikeAddress(targetHost.ascii)
    }

    /// How a host is shown: in ASCII when it is a look-alike, else in Unicode, without `www.`.
    package static func displayed(_ host: HostName, isLookAlike: Bool) -> String {
        isLookAlike ? host.ascii : host.withoutWWW.unicode
    }

    /// The address a link's text shows, unless the text is the destination's file name.
    private static func shownAddress(_ text: String, destination: String) -> WebAddress? {
        // Most link text names no address: only text with a dot or a colon can.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }),
              let address = WebAddress(linkText: text) else { return nil }
        if address.scheme == nil, !address.isEmail, text.trimmingSpaces.lowercased() == fileName(of: destination)?.lowercased() { return nil }
        return address
    }

    /// The last segment of a destination's path, percent-decoded (`README.md`).
    private static func fileName(of destination: String) -> String? {
        let path = destination.prefix { $0 != "?" && $0 != "#" }
        return path.split(separator: "/").last.map { String($0).removingPercentEncodingIfValid }
    }
}
