import LegibleText

/// Whether a host name may be taken for another (`аpple.com`, with a Cyrillic а, for
/// `apple.com`), so that it must be shown in its ASCII (Punycode) form, `xn--pple-43d.com`, as
/// browsers show such hosts. Modelled on Chromium's IDN display policy, which applies UTS #39
/// (Unicode security mechanisms) label by label. A label is a look-alike when:
///
/// - it mixes scripts beyond what UTS #39's "highly restrictive" level allows (one script, or
///   Latin with Han and Japanese kana, with Han and Bopomofo, or with Han and Hangul; Common and
///   Inherited characters mix with any): `pаypal`, Latin and Cyrillic;
/// - it is written entirely in Cyrillic or Greek letters that look like Latin ones (`аррӏе`),
///   and the top-level domain is not one of those scripts' countries (whole-script confusables);
/// - it holds a symbol or punctuation other than a hyphen (`⁄` that looks like a slash), a
///   character from the phonetic and letterlike blocks that imitate Latin letters (`ɑ`, `ᴋ`,
///   `K` KELVIN SIGN), or a combining mark after a Latin letter (`ı̇`);
/// - the host held default ignorable code points, which a browser silently drops.
///
/// Limits: hosts all in ASCII are never look-alikes (`paypa1.com`: Chromium compares the
/// skeletons of hosts with a list of popular domains, which Legible does not keep), and the
/// whole-script test knows only the Cyrillic and Greek letters below, not UTS #39's full
/// confusables table.
package enum LookAlikeHost {
    /// Whether a host is a look-alike.
    package static func isLookAlike(_ host: HostName) -> Bool {
        if host.hadHiddenCharacters { return true }
        guard !host.isIPAddress else { return false }
        let topLevel = host.unicodeLabels.last ?? ""
        return host.unicodeLabels.contains { label in
            !label.unicodeScalars.allSatisfy(\.isASCII) && isLookAlike(label: label, topLevel: topLevel)
        }
    }

    private static func isLookAlike(label: String, topLevel: String) -> Bool {
        var scripts: Set<UnicodeScript> = []
        var previous: Unicode.Scalar?
        for scalar in label.unicodeScalars {
            defer { previous = scalar }
            if scalar.isASCII {
                if scalar.properties.isAlphabetic { scripts.insert(.latin) }
                continue
            }
            if isImitation(scalar) { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                if let previous, UnicodeScript(previous) == .latin { return true }
                continue
            case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .connectorPunctuation, .dashPunctuation,
                 .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .spaceSeparator,
                 .control, .format:
                return true
            default:
                break
            }
            let script = UnicodeScript(scalar)
            if !script.isCommon { scripts.insert(script) }
        }
        if !isHighlyRestrictive(scripts) { return true }
        return isWholeScriptConfusable(label.unicodeScalars.filter(\.properties.isAlphabetic), scripts: scripts, topLevel: topLevel)
    }

    /// UTS #39's "highly restrictive" level: one script, or Latin with the scripts Japanese,
    /// Chinese or Korean are written in.
    private static func isHighlyRestrictive(_ scripts: Set<UnicodeScript>) -> Bool {
        scripts.count <= 1
            || scripts.isSubset(of: [.latin, .han, .hiragana, .katakana])
            || scripts.isSubset(of: [.latin, .han, .bopomofo])
            || scripts.isSubset(of: [.latin, .han, .hangul])
    }

    /// Whether a label's letters are all Cyrillic, or all Greek, letters that look like Latin
    /// ones, under a top-level domain that is not of that script.
    private static func isWholeScriptConfusable(_ letters: [Unicode.Scalar], scripts: Set<UnicodeScript>, topLevel: String) -> Bool {
        guard scripts.count == 1, let script = scripts.first, let lookAlikes = latinLookAlikes[script], !letters.isEmpty,
              letters.allSatisfy({ lookAlikes.contains($0) }) else { return false }
        let ownTopLevel = topLevel.unicodeScalars.contains { UnicodeScript($0) == script }
        return !ownTopLevel && !(countriesWriting[script] ?? []).contains(topLevel)
    }

    /// Lower-case Cyrillic and Greek letters drawn like Latin letters in common fonts.
    private static let latinLookAlikes: [UnicodeScript: Set<Unicode.Scalar>] = [
        .cyrillic: Set("асԁеһіјӏорԛѕԝхуүҽѵѡпгкьъ".unicodeScalars),
        .greek: Set("αικνορτυχ".unicodeScalars),
    ]

    /// The country-code top-level domains of countries writing in Cyrillic or Greek, under
    /// which a label in that script is expected.
    private static let countriesWriting: [UnicodeScript: Set<String>] = [
        .cyrillic: ["ru", "su", "by", "ua", "kz", "bg", "mk", "rs", "mn", "kg", "tj", "uz", "me", "ba"],
        .greek: ["gr", "cy"],
    ]

    /// Characters made to imitate Latin letters or other signs, which no host needs: IPA and
    /// phonetic letters, spacing modifier letters, letterlike symbols (`K` KELVIN SIGN, which
    /// NFKC folds but a host may still hold when written as Punycode).
    private static func isImitation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0250...0x02FF, 0x1D00...0x1DBF, 0x2100...0x214F, 0xA720...0xA7FF: true
        default: false
        }
    }
}
