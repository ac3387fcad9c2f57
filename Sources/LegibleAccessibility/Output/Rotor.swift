/// A list of places a VoiceOver user can jump between with the rotor: headings, links, tables, ….
///
/// ```swift
/// for rotor in model.rotors {
///     print(rotor.name, rotor.entries.map(\.label))    // Headings ["Mean and spread", …]
/// }
/// model.rotor(.headings(level: 2))                       // only the level-2 headings
/// ```
public struct Rotor: Sendable {
    /// What a rotor lists, named as SwiftUI's `AccessibilitySystemRotor` names the rotors
    /// VoiceOver has of its own (`.headings`, `.headings(level:)`, `.links`, `.tables`, `.lists`,
    /// `.images`), plus those a Markdown document adds (code blocks, formulas, quotes, footnotes).
    public struct Kind: Hashable, Sendable {
        private enum Base: Hashable, Sendable {
            case headings(level: Int?), links, tables, lists, images, codeBlocks, math, blockQuotes, footnotes
        }

        private let base: Base

        /// Every heading.
        public static let headings = Kind(base: .headings(level: nil))
        /// The headings of one level (1–6).
        public static func headings(level: Int) -> Kind { Kind(base: .headings(level: level)) }
        /// Links, footnote references excepted.
        public static let links = Kind(base: .links)
        /// Tables.
        public static let tables = Kind(base: .tables)
        /// Lists, nested ones included.
        public static let lists = Kind(base: .lists)
        /// Images.
        public static let images = Kind(base: .images)
        /// Code blocks.
        public static let codeBlocks = Kind(base: .codeBlocks)
        /// Formulas, in-line and displayed.
        public static let math = Kind(base: .math)
        /// Block quotes.
        public static let blockQuotes = Kind(base: .blockQuotes)
        /// Footnote references.
        public static let footnotes = Kind(base: .footnotes)

        /// The level of a ``headings(level:)`` rotor.
        public var headingLevel: Int? {
            if case .headings(let level) = base { return level }
            return nil
        }

        /// Whether VoiceOver has this rotor of its own, so a view feeds the system rotor
        /// (`UIAccessibilityCustomRotor(systemType:itemSearch:)`, `NSAccessibilityCustomRotor(rotorType:…)`
        /// with `.heading`, `.headingLevel1`…`.headingLevel6`, `.link`, `.table`, `.list`, `.image`)
        /// rather than adding one named ``Rotor/name``.
        public var isSystemRotor: Bool {
            switch base {
            case .headings, .links, .tables, .lists, .images: true
            case .codeBlocks, .math, .blockQuotes, .footnotes: false
            }
        }

        /// The rotors every document may offer, before the heading-level ones.
        static let fixed: [Kind] = [.headings, .links, .tables, .lists, .codeBlocks, .images, .math, .blockQuotes, .footnotes]

        /// The role of the elements the rotor lists.
        var role: AccessibilityRole {
            switch base {
            case .headings: .heading
            case .links: .link
            case .tables: .table
            case .lists: .list
            case .images: .image
            case .codeBlocks: .codeBlock
            case .math: .math
            case .blockQuotes: .blockQuote
            case .footnotes: .footnoteReference
            }
        }

        /// The rotor's name in `phrases`.
        /// What the rotor is called in `phrases`' language ("Code blocks", "Codeblöcke").
        public func name(in phrases: PhraseTable) -> String {
            switch base {
            case .headings(nil): phrases.text(.headingsRotor)
            case .headings(let level?): phrases.text(.headingsOfLevelRotor, ["level": String(level)])
            case .links: phrases.text(.linksRotor)
            case .tables: phrases.text(.tablesRotor)
            case .lists: phrases.text(.listsRotor)
            case .images: phrases.text(.imagesRotor)
            case .codeBlocks: phrases.text(.codeBlocksRotor)
            case .math: phrases.text(.formulasRotor)
            case .blockQuotes: phrases.text(.quotesRotor)
            case .footnotes: phrases.text(.footnotesRotor)
            }
        }
    }

    /// One place: the element to focus, and the range of the thing it is about.
    public struct Entry: Sendable {
        /// The element VoiceOver focuses: the thing itself for blocks, the text element holding it
        /// for things inside text (links, images, in-line formulas, footnote references).
        public let element: AccessibilityElement
        /// The thing the entry is about.
        public let target: AccessibilityElement
        /// Where ``target`` is in the document's rendered text, in UTF-16 code units (as `NSRange`
        /// counts): for a thing inside text, the range VoiceOver moves to within ``element``
        /// (`UIAccessibilityCustomRotorItemResult.targetRange`).
        public var utf16Range: Range<Int> { target.utf16Range }
        /// Where ``target`` is in the document's rendered text, in UTF-8 bytes.
        public var utf8Range: Range<Int> { target.utf8Range }
        /// What the entry is called in the rotor's list.
        public var label: String { target.label ?? "" }
    }

    /// What the rotor lists.
    public let kind: Kind
    /// Its name in the model's language ("Code blocks", "Codeblöcke"), for a rotor a view adds.
    public let name: String
    /// Its places, in reading order.
    public let entries: [Entry]
}

extension ReadingModel {
    /// The places a rotor lists, in reading order.
    public func rotor(_ kind: Rotor.Kind) -> Rotor {
        var targets = elements(kind.role)
        if let level = kind.headingLevel { targets = targets.filter { $0.headingLevel == level } }
        return Rotor(kind: kind, name: kind.name(in: phrases), entries: targets.map { target in
            guard target.isInline else { return Rotor.Entry(element: target, target: target) }
            var holder = target
            while let parent = holder.parent, !holder.isTextElement { holder = parent }
            return Rotor.Entry(element: holder, target: target)
        })
    }

    /// Every rotor with at least one entry: the fixed ones, and headings of each level used.
    public var rotors: [Rotor] {
        let levels = Set(elements(.heading).compactMap(\.headingLevel)).sorted()
        return (Rotor.Kind.fixed + levels.map(Rotor.Kind.headings(level:))).map(rotor).filter { !$0.entries.isEmpty }
    }
}

extension Rotor.Kind {
    /// The rotors that list `element`: the one for its role, and for a heading, its level's.
    /// A view streaming an answer adds these as elements arrive, rather than asking the whole
    /// model for ``ReadingModel/rotors`` at every append.
    public static func listing(_ element: AccessibilityElement) -> [Rotor.Kind] {
        let kinds = fixed.filter { $0.role == element.role }
        guard let level = element.headingLevel, element.role == .heading else { return kinds }
        return kinds + [.headings(level: level)]
    }

    /// The rotors to show after a streamed update, given those `shown`: with the rotors of what
    /// the update added or changed, in rotor order; `nil` when that is what is shown. (A rotor
    /// whose last entry an update took away stays until the model's own list is taken.)
    public static func kinds(after update: ReadingModelUpdate, shown: [Rotor.Kind]) -> [Rotor.Kind]? {
        let arrived = (update.added + update.changed).flatMap(listing)
        guard arrived.contains(where: { !shown.contains($0) }) else { return nil }
        return inRotorOrder(Set(shown + arrived))
    }

    /// `kinds` in the order ``ReadingModel/rotors`` lists rotors: the fixed ones, then
    /// headings by level.
    public static func inRotorOrder(_ kinds: Set<Rotor.Kind>) -> [Rotor.Kind] {
        fixed.filter(kinds.contains) + kinds.compactMap(\.headingLevel).sorted().map(Rotor.Kind.headings(level:))
    }
}
