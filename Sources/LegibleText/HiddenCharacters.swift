/// Code points that are not seen, or that change the order in which text is seen, in text that
/// may have been written to deceive (a language model's answer that read an attacker's page):
/// where they are, and which of them are there for a reason a reader would accept.
///
/// Three kinds are found:
/// - **Tag characters** U+E0020…U+E007E, invisible copies of ASCII that spell out whatever an
///   attacker hides in them ("ASCII smuggling"); ``Run/spelledText`` decodes them.
/// - **Other invisible characters**: the rest of Unicode's Default_Ignorable_Code_Point (zero
///   width spaces and joiners, word joiners, variation selectors, Hangul fillers, invisible
///   operators, the other tag characters), which can hide bits between the letters of a word or
///   split a word so that a filter does not see it.
/// - **Direction controls** (UAX #9's explicit formatting characters and marks), which reorder
///   what is shown (Trojan Source, CVE-2021-42574).
///
/// What stays unmarked is what honest text needs: a zero width joiner inside an emoji sequence
/// (👨‍👩‍👧) or after a virama; a zero width (non-)joiner between letters of a script whose
/// letters join or form conjuncts (Persian می‌خواهم, Devanagari, Sinhala), as RFC 5892's
/// CONTEXTJ rules allow in domain names, read by script rather than by Joining_Type; a zero
/// width space between letters of Thai, Lao, Khmer or Myanmar, which write no spaces between
/// words; a soft hyphen on its own (it shows only where a line breaks, and text pasted from
/// web pages is full of them); one variation selector after the character it
/// selects a form of (VS17–VS256 only after a Han ideograph); a combining grapheme joiner before
/// a mark; a Mongolian variation selector after a Mongolian letter; a Hangul filler beside
/// conjoining jamo; and a subdivision flag's tag sequence (🏴 then 1 to 7 lowercase letters or
/// digits then CANCEL TAG). In prose, the marks LRM, RLM and ALM and embeddings and isolates
/// that are closed in the same paragraph are honest too (see ``DirectionControlPlan``); in code
/// every direction control is marked, as compilers obey none of them.
///
/// Limits: a run of honest characters can still carry a few bits (one variation selector per
/// character, one joiner between two Persian letters); an attacker gets no more than that.
///
/// ```swift
/// let text = Array("Hi\u{E0069}\u{E0067}!".utf8)
/// text.withUnsafeBufferPointer { HiddenCharacters.runs(in: $0, context: .prose) }
/// // one run, UTF-8 2..<10, kind .tagText, spelledText "ig"
/// ```
package enum HiddenCharacters {
    /// Where the text stands: code is shown as written, so no direction control may act there.
    package enum Context: Sendable {
        case prose, code
    }

    /// What a run of hidden characters is.
    package enum Kind: Hashable, Sendable {
        /// Tag characters that spell ASCII.
        case tagText
        /// Invisible characters other than tags that spell and direction controls.
        case invisible
        /// Direction controls that are not obeyed.
        case directionControl
    }

    /// Hidden characters of one kind, one after the other.
    package struct Run: Hashable, Sendable {
        /// Where they are, in UTF-8 offsets of the text scanned.
        package let utf8Range: Range<Int>
        package let kind: Kind
        /// Their code points.
        package let scalars: [UInt32]

        /// What tag characters spell (U+E0041 is "A"); for other kinds, empty.
        package var spelledText: String {
            guard kind == .tagText else { return "" }
            return String(decoding: scalars.map { UInt8($0 - 0xE0000) }, as: UTF8.self)
        }
    }

    /// The hidden runs of UTF-8 text, in order. `keepsExplicitControl` is asked, in order, about
    /// each embedding, override, isolate and pop in prose (see ``DirectionControlPlan``); in
    /// code none is kept and it is not asked.
    package static func runs(in text: UnsafeBufferPointer<UInt8>, context: Context,
                             keepsExplicitControl: () -> Bool = { false }) -> [Run] {
        var runs: [Run] = []
        // The run being gathered: where it starts and ends, its kind and code points.
        var start = 0
        var end = -1
        var runKind = Kind.invisible
        var scalars: [UInt32] = []
        func endRun() {
            if !scalars.isEmpty { runs.append(Run(utf8Range: start..<end, kind: runKind, scalars: scalars)) }
            scalars = []
        }
        var index = 0
        while let found = nextCandidate(in: text, from: index) {
            index = found
            let (value, length) = text.scalarValue(at: index)
            if value == 0x1F3F4, let sequenceEnd = endOfFlagTagSequence(in: text, after: index + length) {
                index = sequenceEnd
                continue
            }
            guard let kind = kind(of: value, at: index, length: length, in: text, context: context, keepsExplicitControl: keepsExplicitControl) else {
                index += length
                continue
            }
            if kind != runKind || index != end {
                endRun()
                start = index
                runKind = kind
            }
            scalars.append(value)
            index += length
            end = index
        }
        endRun()
        return runs
    }

    /// The explicit direction controls of UTF-8 text, in order: what a ``DirectionControlPlan``
    /// is made from.
    package static func explicitDirectionControls(in text: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var controls: [UInt32] = []
        var index = 0
        while let found = nextCandidate(in: text, from: index) {
            let (value, length) = text.scalarValue(at: found)
            if isExplicitDirectionControl(value) { controls.append(value) }
            index = found + length
        }
        return controls
    }

    /// Whether UTF-8 text holds a code point that ``runs(in:context:keepsExplicitControl:)``
    /// looks at: a quick test that most text fails.
    package static func mayHide(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        nextCandidate(in: text, from: 0) != nil
    }

    // MARK: Code points

    /// Whether a code point is Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode
    /// 15; a test compares it with the standard library's property over every code point).
    package static func isDefaultIgnorable(_ value: UInt32) -> Bool {
        switch value {
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
             0xE0000...0xE0FFF:
            true
        default:
            false
        }
    }

    /// Whether a code point is one of UAX #9's explicit formatting characters or marks: ALM,
    /// LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI.
    package static func isDirectionControl(_ value: UInt32) -> Bool {
        value == 0x61C || value == 0x200E || value == 0x200F || isExplicitDirectionControl(value)
    }

    /// Whether a code point opens or closes an embedding, override or isolate.
    package static func isExplicitDirectionControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The first bytes of the UTF-8 of every code point looked at: the default ignorables, and
    /// U+1F3F4 (🏴), which starts a flag's tag sequence. Every other byte is skipped at once.
    private static let candidateLeads: [Bool] = (0...255).map { [0xC2, 0xCD, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0, 0xF3].contains($0) }

    /// Where the next code point to look at starts, from `start` on.
    private static func nextCandidate(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.count {
            let lead = text[index]
            if !candidateLeads[Int(lead)] {
                index += 1
                continue
            }
            let (value, length) = text.scalarValue(at: index)
            if isDefaultIgnorable(value) || value == 0x1F3F4 { return index }
            index += length
        }
        return nil
    }

    /// What kind of hidden character the code point at `index` is, or `nil` when it is not
    /// hidden there.
    private static func kind(of value: UInt32, at index: Int, length: Int, in text: UnsafeBufferPointer<UInt8>, context: Context,
                             keepsExplicitControl: () -> Bool) -> Kind? {
        if isDirectionControl(value) {
            guard context == .prose else { return .directionControl }
            if !isExplicitDirectionControl(value) { return nil }
            return keepsExplicitControl() ? nil : .directionControl
        }
        guard isDefaultIgnorable(value) else { return nil }
        let previous = scalar(before: index, in: text)
        let next = index + length < text.count ? text.scalarValue(at: index + length).value : nil
        switch value {
        case 0xE0020...0xE007E:
            return .tagText
        case 0x200C, 0x200D:
            return isHonestJoiner(value, at: index, previous: previous, next: next, in: text) ? nil : .invisible
        case 0x200B:
            return areLetters(previous, next, ofOneScriptIn: Self.scriptsWithoutSpaces) ? nil : .invisible
        case 0xAD:
            return isDefaultIgnorable(previous ?? 0) || isDefaultIgnorable(next ?? 0) ? .invisible : nil
        case 0xFE00...0xFE0F:
            return isVisibleBase(previous) ? nil : .invisible
        case 0xE0100...0xE01EF:
            return previous.map { isVisibleBase($0) && UnicodeScript(Unicode.Scalar($0)!) == .han } ?? false ? nil : .invisible
        case 0x34F:
            return (isLetter(previous) || isMark(previous)) && isMark(next) ? nil : .invisible
        case 0x180B...0x180F:
            return previous.map { UnicodeScript(Unicode.Scalar($0)!) == Self.mongolian && isLetter($0) } ?? false ? nil : .invisible
        case 0x115F, 0x1160:
            return isConjoiningJamo(previous) || isConjoiningJamo(next) ? nil : .invisible
        default:
            return .invisible
        }
    }

    /// Whether a zero width joiner or non-joiner is there for the text's sake: a joiner inside an
    /// emoji sequence, either after a virama, or either between two letters (marks between
    /// them) of one script whose letters join or form conjuncts.
    private static func isHonestJoiner(_ value: UInt32, at index: Int, previous: UInt32?, next: UInt32?, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let previous, let next, !isDefaultIgnorable(next) else { return false }
        if value == 0x200D, ScalarProperties(next).isPictographic {
            // The emoji before may carry an emoji presentation selector or a skin tone.
            var base = previous
            if base == 0xFE0F || ScalarProperties(base).isModifier, let before = scalar(before: index - UTF8.width(Unicode.Scalar(base)!), in: text) {
                base = before
            }
            if ScalarProperties(base).isPictographic { return true }
        }
        if isDefaultIgnorable(previous) { return false }
        if Unicode.Scalar(previous)!.properties.canonicalCombiningClass.rawValue == 9 { return true }
        // The letter before, past the marks on it.
        var letter = previous
        var position = index
        while isMark(letter), case let width = UTF8.width(Unicode.Scalar(letter)!), let before = scalar(before: position - width, in: text) {
            position -= width
            letter = before
        }
        return areLetters(letter, next, ofOneScriptIn: Self.joiningScripts) || (isMark(next) && areLetters(letter, letter, ofOneScriptIn: Self.joiningScripts))
    }

    /// Whether both code points are letters of one of `scripts` (the same one).
    private static func areLetters(_ first: UInt32?, _ second: UInt32?, ofOneScriptIn scripts: Set<UnicodeScript>) -> Bool {
        guard let first, let second, isLetter(first), isLetter(second) else { return false }
        let script = UnicodeScript(Unicode.Scalar(first)!)
        return scripts.contains(script) && UnicodeScript(Unicode.Scalar(second)!) == script
    }

    private static func isLetter(_ value: UInt32?) -> Bool {
        guard let value, let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    private static func isMark(_ value: UInt32?) -> Bool {
        guard let value, let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether a variation selector after this code point selects a form of it: it is seen (not
    /// a default ignorable, white space or a control).
    private static func isVisibleBase(_ value: UInt32?) -> Bool {
        guard let value, let scalar = Unicode.Scalar(value), !isDefaultIgnorable(value) else { return false }
        return !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
    }

    private static func isConjoiningJamo(_ value: UInt32?) -> Bool {
        guard let value else { return false }
        return (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    /// The code point that ends just before `index`.
    private static func scalar(before index: Int, in text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard index > 0 else { return nil }
        var start = index - 1
        while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
        return text.scalarValue(at: start).value
    }

    /// Where a subdivision flag's tag sequence that starts at `start` (after 🏴) ends: 1 to 7
    /// tag digits or lowercase tag letters, then CANCEL TAG (UTS #51's emoji_tag_sequence as the
    /// flags of England, Scotland and Wales use it). `nil` when none starts there.
    private static func endOfFlagTagSequence(in text: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var index = start
        var count = 0
        while index < text.count {
            let (value, length) = text.scalarValue(at: index)
            index += length
            switch value {
            case 0xE0030...0xE0039, 0xE0061...0xE007A:
                count += 1
                if count > 7 { return nil }
            case 0xE007F:
                return count > 0 ? index : nil
            default:
                return nil
            }
        }
        return nil
    }

    /// Scripts whose letters join or form conjuncts, where a zero width (non-)joiner between two
    /// letters changes how they are drawn.
    private static let joiningScripts: Set<UnicodeScript> = Set(["Arab", "Syrc", "Nkoo", "Mong", "Mand", "Mani", "Phlp", "Rohg", "Sogd",
                                                                 "Ougr", "Adlm", "Phag", "Chrs", "Deva", "Beng", "Guru", "Gujr",
                                                                 "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh", "Mymr", "Khmr",
                                                                 "Tibt"].compactMap { UnicodeScript(code: $0) })
    /// Scripts written without spaces between words, where a zero width space marks where a
    /// line may break.
    private static let scriptsWithoutSpaces: Set<UnicodeScript> = Set(["Thai", "Laoo", "Khmr", "Mymr"].compactMap { UnicodeScript(code: $0) })
    private static let mongolian = UnicodeScript(code: "Mong")!
}
