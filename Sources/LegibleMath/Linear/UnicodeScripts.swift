/// The Unicode superscript and subscript characters, which write a script on the line of the
/// text (`x²`, `aₙ₋₁`) where no typesetter raises or lowers it.
///
/// Unicode has them for the digits, `+ − = ( )`, most Latin letters and a few Greek ones (the
/// modifier letters of phonetics); a script with any other character has no such form.
package enum UnicodeScripts {
    /// `text` in superscript characters, or nil when one of its characters has none.
    package static func superscript(_ text: String) -> String? {
        convert(text, superscripts)
    }

    /// `text` in subscript characters, or nil when one of its characters has none.
    package static func `subscript`(_ text: String) -> String? {
        convert(text, subscripts)
    }

    private static func convert(_ text: String, _ table: [Unicode.Scalar: Unicode.Scalar]) -> String? {
        guard !text.isEmpty else { return nil }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard let script = table[scalar] else { return nil }
            result.append(script)
        }
        return String(result)
    }

    private static func table(_ plain: String, _ scripts: String) -> [Unicode.Scalar: Unicode.Scalar] {
        Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, scripts.unicodeScalars))
    }

    /// Primes, stars and daggers are already written high, and stay as they are; `⊤` and `T`
    /// (a transpose) are the modifier capital T.
    private static let superscripts = table(
        "0123456789+\u{2212}=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWαβγδεθιφχ\u{2032}\u{2033}\u{2034}\u{2217}*\u{2020}\u{2021}\u{22A4}\u{00B0}",
        "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵅᵝᵞᵟᵋᶿᶥᵠᵡ\u{2032}\u{2033}\u{2034}**\u{2020}\u{2021}ᵀ\u{00B0}")

    private static let subscripts = table(
        "0123456789+\u{2212}=()aehijklmnoprstuvxβγρφχ",
        "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ")
}
