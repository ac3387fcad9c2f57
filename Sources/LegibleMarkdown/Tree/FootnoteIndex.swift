/// A node of some document storage, by reference.
struct NodeReference: Hashable, Sendable {
    let storage: DocumentStorage
    let index: Int32

    static func == (lhs: NodeReference, rhs: NodeReference) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
        hasher.combine(index)
    }
}

/// The footnotes of a streamed document, numbered across all its segments: which definition
/// each reference points to, the number of each footnote (by order of first reference), and
/// which reference to its footnote each reference is. A parsed ``MarkdownDocument`` keeps the
/// same facts in its own storage; a streamed document's segments are parsed apart, so the
/// numbering is worked out for each snapshot and carried by its nodes.
final class FootnoteIndex: Sendable {
    struct Footnote: Sendable {
        let definition: NodeReference
        let references: [NodeReference]
    }

    /// Footnote `n` is `footnotes[n - 1]`.
    let footnotes: [Footnote]
    private let references: [NodeReference: (number: Int32, occurrence: Int32)]
    private let definitionNumbers: [NodeReference: Int32]

    /// Numbers the footnotes of segments given in document order: a definition is the first one
    /// with its label; a footnote's number is the order of its first reference.
    init(segments: [DocumentStorage]) {
        var definitionsByLabel: [String: NodeReference] = [:]
        for storage in segments {
            for (label, index) in storage.segmentFacts.footnoteDefinitions where definitionsByLabel[label] == nil {
                definitionsByLabel[label] = NodeReference(storage: storage, index: index)
            }
        }
        var footnotes: [(definition: NodeReference, references: [NodeReference])] = []
        var numbers: [String: Int] = [:]
        var references: [NodeReference: (number: Int32, occurrence: Int32)] = [:]
        for storage in segments {
            for occurrence in storage.segmentFacts.footnoteReferences {
                guard let definition = definitionsByLabel[occurrence.label] else { continue }
                let number: Int
                if let known = numbers[occurrence.label] {
                    number = known
                } else {
                    footnotes.append((definition, []))
                    number = footnotes.count
                    numbers[occurrence.label] = number
                }
                let reference = NodeReference(storage: storage, index: occurrence.node)
                footnotes[number - 1].references.append(reference)
                references[reference] = (Int32(number), Int32(footnotes[number - 1].references.count))
            }
        }
        self.footnotes = footnotes.map { Footnote(definition: $0.definition, references: $0.references) }
        self.references = references
        var definitionNumbers: [NodeReference: Int32] = [:]
        for (offset, footnote) in footnotes.enumerated() { definitionNumbers[footnote.definition] = Int32(offset + 1) }
        self.definitionNumbers = definitionNumbers
    }

    func reference(_ node: NodeReference) -> (number: Int32, occurrence: Int32)? { references[node] }

    func number(ofDefinition node: NodeReference) -> Int32? { definitionNumbers[node] }
}
