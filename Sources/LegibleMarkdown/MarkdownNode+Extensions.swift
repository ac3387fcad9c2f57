/// What the GitHub extensions add to nodes: table alignment and header rows, footnotes.
extension MarkdownNode {
    /// How a table column is aligned by its delimiter row (`:--`, `:-:`, `--:`).
    public enum ColumnAlignment: Hashable, Sendable {
        /// No colon in the delimiter row (`---`).
        case none
        /// `:---`.
        case left
        /// `:---:`.
        case center
        /// `---:`.
        case right
    }

    /// The alignment of a table cell's column; `nil` for other kinds.
    public var columnAlignment: ColumnAlignment? {
        guard kind == .tableCell else { return nil }
        switch TableSyntax.Alignment(rawValue: raw.small) ?? .none {
        case .none: return ColumnAlignment.none
        case .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }

    /// Whether a table row is the header row.
    public var isHeaderRow: Bool { kind == .tableRow && raw.has(RawNode.Flag.variant) }

    /// The label of a footnote reference as written (`1` in `[^1]`), or of a footnote
    /// definition; `nil` for other kinds.
    public var footnoteLabel: String? {
        guard kind == .footnoteReference || kind == .footnoteDefinition else { return nil }
        return storage.string(raw.text)
    }

    /// The number of a footnote (1 for the first referenced), for a reference and for a referenced
    /// definition; `nil` for an unreferenced definition and for other kinds.
    public var footnoteNumber: Int? {
        guard kind == .footnoteReference || kind == .footnoteDefinition else { return nil }
        if let footnoteIndex {
            let number = kind == .footnoteReference ? footnoteIndex.reference(reference)?.number : footnoteIndex.number(ofDefinition: reference)
            return number.map(Int.init)
        }
        let number = storage.footnoteNumber(of: index)
        return number > 0 ? Int(number) : nil
    }

    /// The definition a footnote reference points to.
    public var footnoteDefinition: MarkdownNode? {
        guard kind == .footnoteReference, let number = footnoteNumber else { return nil }
        if let footnoteIndex {
            let definition = footnoteIndex.footnotes[number - 1].definition
            return MarkdownNode(storage: definition.storage, index: definition.index, footnoteIndex: footnoteIndex)
        }
        return node(storage.footnotes[number - 1].definition)
    }

    /// The references to a footnote definition, in document order (empty if unreferenced).
    public var footnoteReferences: [MarkdownNode] {
        guard kind == .footnoteDefinition, let number = footnoteNumber else { return [] }
        if let footnoteIndex {
            return footnoteIndex.footnotes[number - 1].references.map {
                MarkdownNode(storage: $0.storage, index: $0.index, footnoteIndex: footnoteIndex)
            }
        }
        return storage.footnotes[number - 1].references.compactMap(node)
    }

    /// Which reference to its footnote this is: 1 for the first, 2 for the second, ….
    public var footnoteOccurrence: Int? {
        guard kind == .footnoteReference else { return nil }
        if let footnoteIndex { return footnoteIndex.reference(reference).map { Int($0.occurrence) } }
        let number = storage.footnoteNumber(of: index)
        guard number > 0 else { return nil }
        return storage.footnoteReferenceIndex(of: index, number: number)
    }

    /// Calls `body` with the UTF-8 bytes of ``literal`` without making a `String`, for callers in
    /// this package that assemble large texts.
    package func withLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withLiteral(of: index, body)
    }

    /// How many UTF-8 bytes ``literal`` has.
    package var literalByteCount: Int { Int(raw.text.count) + (storage.impliesLineBreak(after: index) ? 1 : 0) }

    /// Calls `body` with the bytes of ``literal`` in `range`, without reading the rest: for a
    /// code block that grows, the lines that arrived.
    package func withLiteralBytes<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withText { text in
            let bytes = text[raw.text]
            if range.upperBound <= bytes.count { return body(UnsafeBufferPointer(rebasing: bytes[range])) }
            // The line break a growing block's literal implies is not in its slice.
            var copy = Array(bytes[min(range.lowerBound, bytes.count)...])
            if storage.impliesLineBreak(after: index) { copy.append(ASCII.newline) }
            return Array(copy.prefix(range.count)).withUnsafeBufferPointer(body)
        }
    }
}

extension MarkdownDocument {
    /// The referenced footnote definitions, in the order of their numbers.
    public var footnotes: [MarkdownNode] {
        storage.footnotes.map { MarkdownNode(storage: storage, index: $0.definition) }
    }
}
