/// The part of a host name that one owner registered (`example.co.uk` of `docs.example.co.uk`),
/// worked out without the Public Suffix List, which has some 9,000 rules and changes monthly:
/// the last two labels, or the last three when the top-level domain is a country code and the
/// second level one of the generic words countries register under (`co`, `com`, `ac`, `gov`, …:
/// `.co.uk`, `.com.au`, `.ac.jp`).
///
/// Its limits, each making two different owners' hosts compare as one (a warning missed,
/// never an honest link warned about): suffixes run by companies for their users
/// (`github.io`, `blogspot.com`: `alice.github.io` and `bob.github.io` compare equal), deeper
/// public suffixes (`city.kawasaki.jp`, `k12.ca.us`), and country second levels not in the
/// list below (`asn.au`). An IP address is its own registrable domain.
///
/// ```swift
/// RegistrableDomain.of(HostName("docs.example.co.uk")!)  // "example.co.uk"
/// RegistrableDomain.of(HostName("bank-example.attacker.test")!)  // "attacker.test"
/// ```
package enum RegistrableDomain {
    /// The second-level words under which country-code domains register names.
    private static let genericSecondLevels: Set<String> = [
        "ac", "co", "com", "edu", "gov", "govt", "gob", "gouv", "mil", "net", "nic", "org", "or", "ne", "go", "ltd", "plc",
        "sch", "int", "nom", "res", "gen", "biz", "info",
    ]

    /// The registrable domain of a host, in ASCII.
    package static func of(_ host: HostName) -> String {
        let labels = host.asciiLabels
        guard !host.isIPAddress, labels.count > 2 else { return host.ascii }
        let topLevel = labels[labels.count - 1]
        let second = labels[labels.count - 2]
        let count = topLevel.count == 2 && genericSecondLevels.contains(second) ? 3 : 2
        return labels.suffix(count).joined(separator: ".")
    }

    /// Whether two hosts are one site to a reader: the same host, one inside the other
    /// (`example.com` and `docs.example.com`), or the same registrable domain.
    package static func sameSite(_ first: HostName, _ second: HostName) -> Bool {
        let a = first.withoutWWW.ascii
        let b = second.withoutWWW.ascii
        return a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a) || of(first) == of(second)
    }
}
