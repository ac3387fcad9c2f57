/// Where a link's destination, or text that looks like an address, goes: its scheme and host,
/// read as a browser reads a URL (the URL standard, closely enough to name the host): white
/// space and controls at the ends and tabs and line breaks inside are dropped; in the schemes
/// with hosts (`http`, `https`, `ws`, `wss`, `ftp`) any number of slashes or backslashes may
/// follow the colon; the host ends at `/`, `\`, `?` or `#`, and what comes before its last `@`
/// is user information, not the host (`https://bank.example@evil.test/` goes to `evil.test`).
///
/// ```swift
/// WebAddress("https:\\\\evil.test\\@bank.example/")?.host?.ascii   // "evil.test"
/// WebAddress(linkText: "bank.example.com/login")?.host?.ascii  // "bank.example.com"
/// WebAddress(linkText: "Node.js")                              // nil: js is no top-level domain
/// ```
package struct WebAddress: Hashable, Sendable {
    /// The scheme, lower case (`https`); `nil` for a relative address.
    package let scheme: String?
    /// The host, for a scheme that has one (or a scheme-relative `//host/…`).
    package let host: HostName?
    /// Whether user information comes before the host: text that shows it before the `@` hides
    /// where it goes.
    package let hasUserInfo: Bool
    /// Whether it is an e-mail address (link text `name@bank.example`, or a `mailto:` link),
    /// whose host is its domain.
    package let isEmail: Bool

    /// The schemes whose URLs have a host after `//`.
    package static let schemesWithHosts: Set<String> = ["http", "https", "ws", "wss", "ftp"]

    /// The address of a destination as written (entities and escapes decoded); `nil` when it is
    /// empty.
    package init?(_ destination: String) {
        let address = Self.cleaned(destination)
        guard !address.isEmpty else { return nil }
        if let colon = Self.schemeEnd(in: address) {
            let scheme = address[..<colon].lowercased()
            let rest = address[address.index(after: colon)...]
            if scheme == "mailto" {
                let domain = rest.split(separator: "@", omittingEmptySubsequences: false).last?.prefix { $0 != "?" && $0 != "," }
                self.init(scheme: scheme, host: domain.flatMap { HostName($0) }, hasUserInfo: false, isEmail: true)
            } else if Self.schemesWithHosts.contains(scheme) {
                self.init(scheme: scheme, authority: rest.drop { $0 == "/" || $0 == "\\" })
            } else {
                self.init(scheme: scheme, host: nil, hasUserInfo: false, isEmail: false)
            }
        } else if address.hasPrefix("//") || address.hasPrefix("\\\\") || address.hasPrefix("/\\") || address.hasPrefix("\\/") {
            self.init(scheme: nil, authority: address.dropFirst(2))
        } else {
            self.init(scheme: nil, host: nil, hasUserInfo: false, isEmail: false)
        }
    }

    /// The address a link's text shows, if the text looks like one to a reader: the whole text
    /// is a URL of a scheme with hosts (`https://bank.example/login`), starts with `www.`, is an
    /// e-mail address, or is a host name (a path may follow) whose last label is a top-level
    /// domain a reader knows (``TopLevelDomains``), such as `bank.example.com` or
    /// `paypal.com/signin`; `nil` otherwise (`Node.js`, `str.join`, `click here`).
    package init?(linkText text: String) {
        var shown = Substring(text.trimmingSpaces)
        if shown.hasPrefix("<") && shown.hasSuffix(">") && shown.count > 2 { shown = shown.dropFirst().dropLast() }
        guard !shown.isEmpty, !shown.contains(where: { $0.isWhitespace }) else { return nil }
        if let colon = Self.schemeEnd(in: shown), Self.schemesWithHosts.contains(shown[..<colon].lowercased()) {
            self.init(String(shown))
            return
        }
        if shown.lowercased().hasPrefix("www.") {
            self.init("http://" + shown)
            return
        }
        let hostText = shown.prefix { !"/?#:".contains($0) }
        let labels = hostText.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, Self.isKnownTopLevelDomain(last) else { return nil }
        if let at = hostText.lastIndex(of: "@") {
            // name@bank.example: an e-mail address, whose domain is where it goes.
            let domain = hostText[hostText.index(after: at)...]
            guard at > hostText.startIndex, domain.split(separator: ".").allSatisfy(Self.isHostLabel), let host = HostName(domain) else { return nil }
            self.init(scheme: nil, host: host, hasUserInfo: false, isEmail: true)
            return
        }
        guard labels.allSatisfy(Self.isHostLabel), let host = HostName(hostText) else { return nil }
        self.init(scheme: nil, host: host, hasUserInfo: false, isEmail: false)
    }

    private init(scheme: String?, host: HostName?, hasUserInfo: Bool, isEmail: Bool) {
        self.scheme = scheme
        self.host = host
        self.hasUserInfo = hasUserInfo
        self.isEmail = isEmail
    }

    /// An address whose authority (`user@host:port`, then the path) starts `authority`.
    private init(scheme: String?, authority: Substring) {
        let end = authority.firstIndex { "/\\?#".contains($0) } ?? authority.endIndex
        var hostAndPort = authority[..<end]
        let at = hostAndPort.lastIndex(of: "@")
        if let at { hostAndPort = hostAndPort[hostAndPort.index(after: at)...] }
        let host: Substring
        if hostAndPort.hasPrefix("["), let close = hostAndPort.firstIndex(of: "]") {
            host = hostAndPort[...close]
        } else {
            host = hostAndPort.prefix { $0 != ":" }
        }
        self.init(scheme: scheme, host: HostName(host), hasUserInfo: at != nil, isEmail: false)
    }

    /// The destination as a browser reads it: C0 controls and spaces at the ends dropped, tabs
    /// and line breaks inside removed.
    private static func cleaned(_ destination: String) -> Substring {
        var scalars = Substring(destination).unicodeScalars.drop { $0.value <= 0x20 }
        while let last = scalars.last, last.value <= 0x20 { scalars = scalars.dropLast() }
        guard scalars.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return Substring(scalars) }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
        return Substring(String(kept))
    }

    /// Where a URL's scheme ends (its colon): a letter, then letters, digits, `+`, `-` or `.`.
    private static func schemeEnd(in address: Substring) -> Substring.Index? {
        guard let colon = address.firstIndex(of: ":"), colon > address.startIndex,
              let first = address.first, first.isASCII, first.isLetter,
              address[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return colon
    }

    /// Whether a label can be part of a host name a reader takes for one: letters, digits and
    /// hyphens, not at its ends.
    private static func isHostLabel(_ label: Substring) -> Bool {
        !label.isEmpty && label.first != "-" && label.last != "-" && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    private static func isKnownTopLevelDomain(_ label: Substring) -> Bool {
        let lowered = label.lowercased()
        if lowered.hasPrefix("xn--") { return lowered.count > 4 }
        if !lowered.unicodeScalars.allSatisfy(\.isASCII) { return lowered.count >= 2 && lowered.allSatisfy(\.isLetter) }
        return TopLevelDomains.known.contains(lowered)
    }
}
