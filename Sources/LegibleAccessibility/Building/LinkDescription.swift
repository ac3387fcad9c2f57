import LegibleMarkdown

/// How a link's destination is described: by its host, not its whole URL; a look-alike host in
/// ASCII (``LookAlikeHost``).
enum LinkDescription {
    static func facts(of link: MarkdownNode, storage: ReadingModelStorage) -> LinkFacts {
        facts(text: link.plainText, destination: link.destination ?? "", style: link.linkStyle ?? .written,
              title: link.title.map { ContentWarning.revealing($0, warns: storage.warns, phrases: storage.phrases) }, warns: storage.warns)
    }

    /// The facts of a link with this text and destination; whether its text names another site
    /// or its host is a look-alike only when the model `warns`.
    static func facts(text: String, destination: String, style: LinkStyle, title: String?, warns: Bool) -> LinkFacts {
        let target = WebAddress(destination)?.host
        let isLookAlike = warns && (target.map(LookAlikeHost.isLookAlike) ?? false)
        let disguise = warns ? LinkDisguise(text: text, destination: destination) : nil
        let host = isLookAlike && !destination.lowercased().hasPrefix("mailto:") ? target.map { LinkDisguise.displayed($0.withoutWWW, isLookAlike: true) } : host(of: destination)
        return LinkFacts(destination: destination, host: host, style: style, title: title, textNamesOtherSite: disguise?.textNamesOtherSite ?? false,
                         hostIsLookAlike: isLookAlike)
    }

    /// The host without `www.` (`https://www.example.com/a` → `example.com`), the address of a
    /// `mailto:` link, the file of a relative path, or `nil` for a link within the document.
    static func host(of destination: String) -> String? {
        if destination.hasPrefix("#") || destination.isEmpty { return nil }
        let lowered = destination.lowercased()
        if lowered.hasPrefix("mailto:") { return String(destination.dropFirst(7)) }
        guard let schemeEnd = destination.range(of: "://") else {
            // A relative link: its file is the best description of where it goes.
            let path = destination.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? destination
            return path.split(separator: "/").last.map(String.init) ?? path
        }
        var host = destination[schemeEnd.upperBound...]
        if let end = host.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { host = host[..<end] }
        if let userEnd = host.lastIndex(of: "@") { host = host[host.index(after: userEnd)...] }
        if host.lowercased().hasPrefix("www.") { host = host.dropFirst(4) }
        return host.isEmpty ? nil : String(host)
    }

    /// A bare URL as a person would say it: no scheme, no `www.`, no query or fragment, no
    /// trailing slash (`https://www.example.com/docs/?a=1` → `example.com/docs`).
    static func friendlyURL(_ url: String) -> String {
        var rest = Substring(url)
        if let schemeEnd = rest.range(of: "://") { rest = rest[schemeEnd.upperBound...] }
        if rest.lowercased().hasPrefix("mailto:") { rest = rest.dropFirst(7) }
        if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        return String(rest).removingPercentEncodingIfValid
    }
}
