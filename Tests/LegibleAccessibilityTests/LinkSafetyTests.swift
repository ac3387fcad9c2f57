import LegibleAccessibility
import Testing

/// Host names as browsers go to them, look-alike hosts, registrable domains and link text that
/// names another site.
@Suite("Link safety")
struct LinkSafetyTests {
    @Test("Punycode encodes and decodes RFC 3492's and IDNA's examples")
    func punycode() {
        let examples = [("münchen", "mnchen-3ya"), ("аpple", "pple-43d"), ("bücher", "bcher-kva"), ("日本語", "wgv71a119e"),
                        ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn")]
        for (label, encoded) in examples {
            #expect(Punycode.encode(label) == encoded)
            #expect(Punycode.decode(encoded) == label)
        }
        #expect(Punycode.decode("99999999999999999999a") == nil)  // overflows
        #expect(Punycode.decode("ab!") == nil)
    }

    @Test("a host is read as a browser reads it: folded, lower case, hidden characters dropped")
    func hostNames() {
        #expect(HostName("ＢＡＮＫ.Example")?.ascii == "bank.example")
        #expect(HostName("münchen.de")?.ascii == "xn--mnchen-3ya.de")
        #expect(HostName("xn--pple-43d.com")?.unicode == "аpple.com")
        #expect(HostName("bank\u{AD}example.com")?.ascii == "bankexample.com")
        #expect(HostName("bank\u{AD}example.com")?.hadHiddenCharacters == true)
        #expect(HostName("%62ank.example.")?.ascii == "bank.example")
        #expect(HostName("a b.com") == nil)
        #expect(HostName("192.0.2.1")?.isIPAddress == true)
        #expect(HostName("cafe.bad")?.isIPAddress == false)
    }

    @Test("a destination's host is where a browser goes, whatever comes before an @ or how the slashes lean")
    func destinations() {
        #expect(WebAddress("https://bank.example@evil.test/login")?.host?.ascii == "evil.test")
        #expect(WebAddress("https://bank.example@evil.test/login")?.hasUserInfo == true)
        #expect(WebAddress("https:\\\\evil.test\\@bank.example/")?.host?.ascii == "evil.test")
        #expect(WebAddress(" \thttps://evil.test")?.host?.ascii == "evil.test")
        #expect(WebAddress("//evil.test/x.png")?.host?.ascii == "evil.test")
        #expect(WebAddress("mailto:help@bank.example")?.host?.ascii == "bank.example")
        #expect(WebAddress("images/chart.png")?.host == nil)
        #expect(WebAddress("javascript:alert(1)")?.scheme == "javascript")
    }

    @Test("link text looks like an address with a scheme, www., an e-mail form or a known top-level domain")
    func addressesInText() {
        #expect(WebAddress(linkText: "https://bank.example.com/login")?.host?.ascii == "bank.example.com")
        #expect(WebAddress(linkText: "www.bank.example")?.host?.ascii == "www.bank.example")
        #expect(WebAddress(linkText: "paypal.com/signin")?.host?.ascii == "paypal.com")
        #expect(WebAddress(linkText: "help@bank.co.uk")?.isEmail == true)
        #expect(WebAddress(linkText: "<https://bank.example>")?.host?.ascii == "bank.example")
        for text in ["Node.js", "str.join", "app.config.errorHandler", "click here", "v1.5", "R.swift", "Vue 3.4"] {
            #expect(WebAddress(linkText: text) == nil, "\(text)")
        }
    }

    @Test("a look-alike host mixes scripts, imitates Latin letters, or held hidden characters")
    func lookAlikes() {
        func isLookAlike(_ host: String) -> Bool { HostName(host).map(LookAlikeHost.isLookAlike) ?? false }
        #expect(isLookAlike("аpple.com"))        // Cyrillic а with Latin
        #expect(isLookAlike("аррӏе.com"))        // all Cyrillic, all look like Latin
        #expect(isLookAlike("xn--pple-43d.com"))
        #expect(isLookAlike("pаypal.com"))
        #expect(isLookAlike("bank\u{200B}.com"))
        #expect(isLookAlike("exa\u{2044}mple.com"))  // a fraction slash
        #expect(isLookAlike("ɡoogle.com"))        // IPA ɡ
        #expect(!isLookAlike("apple.com"))
        #expect(!isLookAlike("münchen.de"))
        #expect(!isLookAlike("пример.рф"))         // Cyrillic under a Cyrillic domain
        #expect(!isLookAlike("аррӏе.ru"))
        #expect(!isLookAlike("例え.jp"))
        #expect(!isLookAlike("ελλάδα.gr"))
        #expect(!isLookAlike("ايران.ir"))
    }

    @Test("the registrable domain is the last two labels, three under a country's generic second level")
    func registrableDomains() {
        #expect(RegistrableDomain.of(HostName("docs.example.co.uk")!) == "example.co.uk")
        #expect(RegistrableDomain.of(HostName("bank-example.attacker.test")!) == "attacker.test")
        #expect(RegistrableDomain.of(HostName("www.example.com")!) == "example.com")
        #expect(RegistrableDomain.of(HostName("192.0.2.1")!) == "192.0.2.1")
        #expect(RegistrableDomain.sameSite(HostName("gov.uk")!, HostName("www.gov.uk")!))
        #expect(!RegistrableDomain.sameSite(HostName("bank.example.com")!, HostName("bank-example.attacker.test")!))
    }

    @Test("text naming another site gets the real host; text naming the same site, a file or no site gets nothing")
    func disguises() {
        func warning(_ text: String, _ destination: String) -> ContentWarning? { LinkDisguise(text: text, destination: destination)?.warning }
        #expect(warning("https://bank.example.com/login", "https://bank-example.attacker.test/login")
            == .linkGoesTo(host: "bank-example.attacker.test", isLookAlike: false))
        #expect(warning("аpple.com", "https://xn--pple-43d.com/") == .lookAlikeAddress("xn--pple-43d.com"))
        #expect(warning("apple.com", "https://xn--pple-43d.com/") == .linkGoesTo(host: "xn--pple-43d.com", isLookAlike: true))
        #expect(warning("https://bank.example@evil.test", "https://bank.example@evil.test") == .linkGoesTo(host: "evil.test", isLookAlike: false))
        #expect(warning("support@bank.example", "mailto:thief@evil.test") == .linkGoesTo(host: "evil.test", isLookAlike: false))
        #expect(warning("bank.example", "javascript:steal()") == .linkGoesTo(host: "javascript:", isLookAlike: false))
        #expect(warning("click here", "https://xn--pple-43d.com/") == .lookAlikeAddress("xn--pple-43d.com"))
        // Honest links.
        #expect(warning("example.com", "https://docs.example.com/") == nil)
        #expect(warning("https://www.rust-lang.org", "https://www.rust-lang.org/learn") == nil)
        #expect(warning("README.md", "https://github.com/owner/repo/blob/main/README.md") == nil)
        #expect(warning("Node.js", "https://nodejs.org/") == nil)
        #expect(warning("the guide", "https://example.com/guide") == nil)
        #expect(warning("bank.example", "/login") == nil)
        #expect(warning("münchen.de", "https://xn--mnchen-3ya.de/") == nil)
    }
}
