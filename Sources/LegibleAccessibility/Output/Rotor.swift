/// A list of places a VoiceOver user can jump between with the rotor: headings, links, tables, ….
public struct Rotor: Sendable {
    /// What a rotor lists.
    public enum Kind: Hashable, Sendable {
        case headings
        case headingsOfLevel(Int)
        case links
        case tables
        case lists
        case codeBlocks
        case images
        case math
        case blockQuotes
        case footnotes

        /// Every rotor a document offers, with a heading-level rotor for each level it uses.
        static let fixed: [Kind] = [.headings, .links, .tables, .lists, .codeBlocks, .images, .math, .blockQuotes, .footnotes]
    }

    /// One place: the element to focus, and for things inside text (links, images, formulas,
    /// footnote references) the range they take in it.
    public struct Entry: Sendable {
        /// The element VoiceOver focuses: the thing itself for blocks, the text element holding it
        /// for things inside text.
        public let element: AccessibilityElement
        /// The thing the entry is about.
        public let target: AccessibilityElement
        /// For a thing inside text, its range in ``ReadingModel/text``.
        public let textRange: Range<String.Index>?
        /// What the entry is called in the rotor's list.
        public var label: String { target.label ?? "" }
    }

    public let kind: Kind
    public let entries: [Entry]
}

extension ReadingModel {
    /// The places a rotor lists, in reading order.
    public func rotor(_ kind: Rotor.Kind) -> Rotor {
        let targets: [AccessibilityElement]
        switch kind {
        case .headings: targets = elements(.heading)
        case .headingsOfLevel(let level): targets = elements(.heading).filter { $0.headingLevel == level }
        case .links: targets = elements(.link)
        case .tables: targets = elements(.table)
        case .lists: targets = elements(.list)
        case .codeBlocks: targets = elements(.codeBlock)
        case .images: targets = elements(.image)
        case .math: targets = elements(.math)
        case .blockQuotes: targets = elements(.blockQuote)
        case .footnotes: targets = elements(.footnoteReference)
        }
        return Rotor(kind: kind, entries: targets.map { target in
            guard target.isInline else { return Rotor.Entry(element: target, target: target, textRange: nil) }
            var holder = target
            while let parent = holder.parent, !holder.isTextElement { holder = parent }
            return Rotor.Entry(element: holder, target: target, textRange: target.textRange)
        })
    }

    /// Every rotor with at least one entry: the fixed ones, and headings of each level used.
    public var rotors: [Rotor] {
        let levels = Set(elements(.heading).compactMap(\.headingLevel)).sorted()
        return (Rotor.Kind.fixed + levels.map(Rotor.Kind.headingsOfLevel)).map(rotor).filter { !$0.entries.isEmpty }
    }
}
