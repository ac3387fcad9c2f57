import LegibleMarkdown
import LegibleText

/// The reading model of a streamed tail whose last block the parser grows in place (a table
/// gaining rows, a fenced code block gaining lines; see `TailGrowth`), kept from append to
/// append so that an append builds only what arrived: the rows that became complete, and the
/// row or line still being written.
///
/// What complete rows and lines made is appended to buffers that every part of the growth
/// views (``GrownModel``); the document's and the block's records, and a table's last complete
/// row (whose link to the next row changes), are overridden in each part; what the unfinished
/// line makes is provisional, built again at every append. A row is built by the same builder
/// as a whole table, after the records it refers to (the table, the row before, the header
/// cells), so its records, text, spans and warnings are those of a build of the tail.
///
/// A code block whose text gets a warning (hidden characters, direction controls: see
/// `ContentWarning`) is not grown: its part is built whole, as a fresh build makes it.
final class GrowingPart {
    /// What an append made of the part.
    struct Grown {
        /// The part's model now.
        let model: ReadingModel
        /// The length of its text.
        let length: TextBase
        /// Where the text the previous part had settled ends: before it, nothing changed.
        let unchangedLength: TextBase
        /// The records that may have changed: the growing block's, and those from this index
        /// on (in the previous part and in this one).
        let firstChangedRecord: Int32
    }

    /// The parser's run of growth this follows.
    let run: ObjectIdentifier
    /// The growing block's record.
    let block: Int32
    private let kind: TailGrowth.Kind
    /// The model whose phrases and math reading the parts share.
    private let speaking: ReadingModelStorage
    private let records: AppendOnlyBuffer<ElementRecord>
    private let text: AppendOnlyBuffer<UInt8>
    private let textElements: AppendOnlyBuffer<Int32>
    private let inlineSpans: AppendOnlyBuffer<InlineSpan>
    private let inlineHTML: AppendOnlyBuffer<String>
    private let warnings: AppendOnlyBuffer<ContentWarning>
    /// The settled text's length.
    private var settledLength: TextBase
    /// The document's and the block's records as settled (every part overrides them).
    private var document: ElementRecord
    private var blockRecord: ElementRecord
    /// A table's header cells, and its last complete row (the header row before any other).
    private var headerCells: [Int32] = []
    private var lastRow: Int32 = -1
    /// Complete body rows or lines of code, and a code block's literal bytes they make.
    private var settledCount: Int
    private var settledLiteral: Int

    private init(run: ObjectIdentifier, kind: TailGrowth.Kind, block: Int32, speaking: ReadingModelStorage, settledRecords: Int,
                 settledLength: TextBase, settledCount: Int, settledLiteral: Int) {
        self.run = run
        self.kind = kind
        self.block = block
        self.speaking = speaking
        self.settledLength = settledLength
        self.settledCount = settledCount
        self.settledLiteral = settledLiteral
        records = AppendOnlyBuffer(capacity: settledRecords * 2 + 64)
        text = AppendOnlyBuffer(capacity: Int(settledLength.utf8) * 2 + 256)
        textElements = AppendOnlyBuffer()
        inlineSpans = AppendOnlyBuffer()
        inlineHTML = AppendOnlyBuffer()
        warnings = AppendOnlyBuffer()
        document = ElementRecord(role: .document, node: nil)
        blockRecord = document
    }

    /// Growth that goes on from `model`, the part of a tail `growth` says grows, as a build of
    /// the whole tail made it: what its complete rows or lines made is settled, the rest is
    /// provisional. `nil` when the block is not where the growth says, or is code with warnings.
    static func begin(from model: ReadingModel, growth: TailGrowth) -> GrowingPart? {
        let storage = model.storage
        let count = Int32(storage.recordCount)
        var block = count - 1
        while block > 0, !(storage.record(block).parent == 0 && storage.record(block).node?.arenaIndex == growth.block) { block -= 1 }
        guard block > 0 else { return nil }
        let blockRecord = storage.record(block)
        // The provisional records are the last ones: the row being written, or what ends the
        // table for now; settled text ends where they start, or with the block.
        var firstProvisional = count
        var end = TextBase(utf8: blockRecord.textEnd, utf16: blockRecord.utf16End)
        if growth.provisionalRow >= 0, blockRecord.lastChild >= 0 {
            firstProvisional = blockRecord.lastChild
            let row = storage.record(firstProvisional)
            end = TextBase(utf8: row.textStart, utf16: row.utf16Start)
        } else if !growth.provisionalBlocks.isEmpty, blockRecord.next >= 0 {
            firstProvisional = blockRecord.next
        }
        let bytes = Array(storage.text.utf8)
        if growth.kind == .fencedCode {
            guard !storage.inlineSpans.contains(where: { $0.owner == block && $0.kind == .warning }) else { return nil }
            let settled = max(0, growth.settledLiteral - 1)
            let start = Int(blockRecord.textStart)
            end = TextBase(utf8: Int32(start + settled),
                           utf16: blockRecord.utf16Start + Int32(Self.utf16Count(bytes[start..<(start + settled)])))
        }
        let part = GrowingPart(run: growth.run, kind: growth.kind, block: block, speaking: storage, settledRecords: Int(firstProvisional),
                               settledLength: end, settledCount: growth.settledCount, settledLiteral: growth.settledLiteral)
        for index in 0..<firstProvisional { part.records.append(storage.record(index)) }
        part.text.append(contentsOf: bytes[..<Int(end.utf8)])
        part.textElements.append(contentsOf: storage.textElements.prefix { $0 < firstProvisional })
        let spans = storage.inlineSpans.prefix { $0.owner < firstProvisional }
        part.inlineSpans.append(contentsOf: spans)
        // Raw HTML and warning spans each index their own list with `html`.
        let lastHTML = spans.lazy.filter { $0.kind == .inlineHTML }.map(\.html).max() ?? -1
        let lastWarning = spans.lazy.filter { $0.kind == .warning }.map(\.html).max() ?? -1
        part.inlineHTML.append(contentsOf: storage.inlineHTML.prefix(Int(lastHTML + 1)))
        part.warnings.append(contentsOf: storage.warnings.prefix(Int(lastWarning + 1)))
        part.document = storage.record(0)
        part.document.textEnd = end.utf8
        part.document.utf16End = end.utf16
        part.document.lastChild = block
        part.blockRecord = blockRecord
        part.blockRecord.next = -1
        part.blockRecord.textEnd = end.utf8
        part.blockRecord.utf16End = end.utf16
        switch growth.kind {
        case .table:
            let header = blockRecord.firstChild
            var cell = header >= 0 ? storage.record(header).firstChild : -1
            while cell >= 0 {
                part.headerCells.append(cell)
                cell = storage.record(cell).next
            }
            part.lastRow = firstProvisional == blockRecord.lastChild ? storage.record(firstProvisional).previous : blockRecord.lastChild
            part.blockRecord.lastChild = part.lastRow
            part.blockRecord.rowCount = Int32(growth.settledCount + 1)
            part.blockRecord.rowsSeen = Int32(growth.settledCount + 1)
            var last = part.records[Int(part.lastRow)]
            last.next = -1
            part.records.replace(at: Int(part.lastRow), with: last)
        case .fencedCode:
            part.blockRecord.lineCount = Int32(growth.settledCount)
        }
        return part
    }

    /// The part of the tail of `snapshot`, whose `growth` goes on from the last one; `nil` when
    /// the part cannot grow in place (code whose new text would get a warning), and the growth
    /// must end.
    func grow(to snapshot: MarkdownSnapshot, growth: TailGrowth) -> Grown? {
        let unchanged = settledLength
        let firstChanged = Int32(records.count)
        if kind == .fencedCode, speaking.warns, let code = snapshot.tailNode(growth.block), code.literalByteCount > settledLiteral,
           code.withLiteralBytes(in: max(0, settledLiteral - 1)..<code.literalByteCount, HiddenCharacters.mayHide) {
            return nil
        }
        switch kind {
        case .table: settleRows(of: snapshot, upTo: growth.settledCount)
        case .fencedCode: settleLines(of: snapshot, growth: growth)
        }
        var provisional = Built(recordBase: Int32(records.count), textBase: settledLength, textElementBase: Int32(textElements.count),
                                htmlBase: Int32(inlineHTML.count), warningBase: Int32(warnings.count))
        var documentNow = document
        var blockNow = blockRecord
        var overrides: [(index: Int32, element: ElementRecord)] = []
        blockNow.node = snapshot.tailNode(growth.block)
        switch kind {
        case .table:
            var lastRowNow = records[Int(lastRow)]
            if let row = snapshot.tailNode(growth.provisionalRow) {
                let first = provisional.add(buildRows([row], after: lastRowNow))
                lastRowNow.next = first
                blockNow.lastChild = first
                blockNow.rowCount += 1
                blockNow.rowsSeen += 1
            } else if !growth.provisionalBlocks.isEmpty {
                var builder = ReadingModelBuilder(root: nil, blocks: growth.provisionalBlocks.compactMap(snapshot.tailNode), footnotes: [],
                                                  followsText: true, expectedSize: 0, phrases: speaking.phrases, trusted: !speaking.warns)
                let built = builder.buildBlocksOnly()
                let (first, last) = provisional.addTopLevel(built, after: block)
                blockNow.next = first
                documentNow.lastChild = last
            }
            blockNow.textEnd = growth.provisionalRow >= 0 ? provisional.end.utf8 : settledLength.utf8
            blockNow.utf16End = growth.provisionalRow >= 0 ? provisional.end.utf16 : settledLength.utf16
            overrides.append((lastRow, lastRowNow))
        case .fencedCode:
            if let code = blockNow.node, code.literalByteCount > settledLiteral {
                code.withLiteralBytes(in: max(0, settledLiteral - 1)..<(code.literalByteCount - 1)) { provisional.text.append(contentsOf: $0) }
                provisional.utf16Count += Self.utf16Count(provisional.text)
                blockNow.lineCount += 1
            }
            blockNow.textEnd = provisional.end.utf8
            blockNow.utf16End = provisional.end.utf16
        }
        documentNow.textEnd = provisional.end.utf8
        documentNow.utf16End = provisional.end.utf16
        overrides += [(0, documentNow), (block, blockNow)]
        let grown = GrownModel(records: LayeredArray(settled: records.view, overrides: overrides, provisional: provisional.records),
                               text: LayeredArray(settled: text.view, provisional: provisional.text),
                               textElements: LayeredArray(settled: textElements.view, provisional: provisional.textElements),
                               inlineSpans: LayeredArray(settled: inlineSpans.view, provisional: provisional.inlineSpans),
                               inlineHTML: LayeredArray(settled: inlineHTML.view, provisional: provisional.inlineHTML),
                               warnings: LayeredArray(settled: warnings.view, provisional: provisional.warnings))
        return Grown(model: ReadingModel(storage: ReadingModelStorage(grown: grown, like: speaking)), length: provisional.end,
                     unchangedLength: unchanged, firstChangedRecord: firstChanged)
    }

    // MARK: Settling

    /// Builds the rows that became complete since the last append and adds them to the buffers.
    private func settleRows(of snapshot: MarkdownSnapshot, upTo count: Int) {
        guard count > settledCount, var row = records[Int(lastRow)].node.flatMap({ snapshot.tailNode($0.arenaIndex) })?.nextSibling else { return }
        var rows = [row]
        while rows.count < count - settledCount, let next = row.nextSibling {
            rows.append(next)
            row = next
        }
        var settled = Built(recordBase: Int32(records.count), textBase: settledLength, textElementBase: Int32(textElements.count),
                            htmlBase: Int32(inlineHTML.count), warningBase: Int32(warnings.count))
        var previous = records[Int(lastRow)]
        let first = settled.add(buildRows(rows, after: previous))
        previous.next = first
        // Every part since this row was the last overrides it: none reads this copy.
        records.replace(at: Int(lastRow), with: previous)
        records.append(contentsOf: settled.records)
        text.append(contentsOf: settled.text)
        textElements.append(contentsOf: settled.textElements)
        inlineSpans.append(contentsOf: settled.inlineSpans)
        inlineHTML.append(contentsOf: settled.inlineHTML)
        warnings.append(contentsOf: settled.warnings)
        lastRow = settled.lastTopLevel
        settledLength = settled.end
        settledCount = count
        blockRecord.lastChild = lastRow
        blockRecord.rowCount = Int32(count + 1)
        blockRecord.rowsSeen = Int32(count + 1)
        blockRecord.textEnd = settledLength.utf8
        blockRecord.utf16End = settledLength.utf16
        document.textEnd = settledLength.utf8
        document.utf16End = settledLength.utf16
    }

    /// Adds the text of the lines of code that became complete since the last append.
    private func settleLines(of snapshot: MarkdownSnapshot, growth: TailGrowth) {
        guard growth.settledLiteral > settledLiteral, let code = snapshot.tailNode(growth.block) else { return }
        // A code block's text is its literal without the last line break: a complete line
        // brings the break before it and its content.
        code.withLiteralBytes(in: max(0, settledLiteral - 1)..<(growth.settledLiteral - 1)) { bytes in
            text.append(contentsOf: bytes)
            settledLength = settledLength.advanced(by: TextBase(utf8: Int32(bytes.count), utf16: Int32(Self.utf16Count(bytes))))
        }
        settledLiteral = growth.settledLiteral
        settledCount = growth.settledCount
        blockRecord.lineCount = Int32(settledCount)
        blockRecord.textEnd = settledLength.utf8
        blockRecord.utf16End = settledLength.utf16
        document.textEnd = settledLength.utf8
        document.utf16End = settledLength.utf16
    }

    // MARK: Building

    /// Table rows built after `previous`, the last complete row, with the builder of a whole
    /// table: local records are the document, the table, the row before, the header cells, and
    /// then the rows'.
    private func buildRows(_ rows: [MarkdownNode], after previous: ElementRecord) -> Local {
        var table = blockRecord
        table.lastChild = 2
        let context = [document, table, previous] + headerCells.map { records[Int($0)] }
        var builder = ReadingModelBuilder(rows: rows, context: context, headerCells: (0..<Int32(headerCells.count)).map { $0 + 3 },
                                          phrases: speaking.phrases, trusted: !speaking.warns)
        let built = builder.buildRows()
        var map: [Int32] = [0, block, lastRow] + headerCells
        map.reserveCapacity(built.records.count)
        return Local(built: built, contextMap: map, parentOfTops: block)
    }

    /// The records, text and spans a build made with its own numbering, and how its context's
    /// records map to the part's.
    struct Local {
        let built: ReadingModelBuilder.Built
        /// The part's record for each local context record (the first `count` local records).
        let contextMap: [Int32]
        /// The part's record the built top-level records are children of.
        let parentOfTops: Int32
    }

    /// Records, text and spans numbered in the part: settled ones appended, or provisional ones.
    struct Built {
        let recordBase: Int32
        let textBase: TextBase
        let textElementBase: Int32
        let htmlBase: Int32
        let warningBase: Int32
        var records: [ElementRecord] = []
        var text: [UInt8] = []
        var utf16Count = 0
        var textElements: [Int32] = []
        var inlineSpans: [InlineSpan] = []
        var inlineHTML: [String] = []
        var warnings: [ContentWarning] = []
        /// The last record added among the children of the place they were built for.
        var lastTopLevel: Int32 = -1

        init(recordBase: Int32, textBase: TextBase, textElementBase: Int32, htmlBase: Int32, warningBase: Int32) {
            self.recordBase = recordBase
            self.textBase = textBase
            self.textElementBase = textElementBase
            self.htmlBase = htmlBase
            self.warningBase = warningBase
        }

        /// Where the text ends in the part.
        var end: TextBase { textBase.advanced(by: TextBase(utf8: Int32(text.count), utf16: Int32(utf16Count))) }

        /// Adds what a build made, numbered after what is here; returns the part's number of its
        /// first record.
        mutating func add(_ local: Local) -> Int32 {
            let built = local.built
            let contextCount = Int32(local.contextMap.count)
            let recordOffset = recordBase + Int32(records.count) - contextCount
            let textOffset = end
            let orderOffset = textElementBase + Int32(textElements.count)
            let htmlOffset = htmlBase + Int32(inlineHTML.count)
            let warningOffset = warningBase + Int32(warnings.count)
            func map(_ index: Int32) -> Int32 {
                index < 0 ? index : index < contextCount ? local.contextMap[Int(index)] : index + recordOffset
            }
            let first = recordBase + Int32(records.count)
            for var record in built.records.dropFirst(Int(contextCount)) {
                record.parent = map(record.parent)
                record.firstChild = map(record.firstChild)
                record.lastChild = map(record.lastChild)
                record.next = map(record.next)
                record.previous = map(record.previous)
                if record.role == .tableCell { record.columnHeaderRecord = map(record.columnHeaderRecord) }
                if record.textOrder >= 0 { record.textOrder += orderOffset }
                record.textStart += textOffset.utf8
                record.textEnd += textOffset.utf8
                record.utf16Start += textOffset.utf16
                record.utf16End += textOffset.utf16
                if record.parent == local.parentOfTops { lastTopLevel = recordBase + Int32(records.count) }
                records.append(record)
            }
            text += built.text
            utf16Count += built.utf16Count
            textElements += built.textElements.map(map)
            inlineSpans += built.inlineSpans.map { span in
                var span = span
                span.owner = map(span.owner)
                span.utf8Start += textOffset.utf8
                span.utf8End += textOffset.utf8
                span.utf16Start += textOffset.utf16
                span.utf16End += textOffset.utf16
                if span.html >= 0 { span.html += span.kind == .warning ? warningOffset : htmlOffset }
                return span
            }
            inlineHTML += built.inlineHTML
            warnings += built.warnings
            return first
        }

        /// Adds top-level blocks a builder made after the document's record (its own, local 0,
        /// is the part's document), after `previous`: returns the part's numbers of the first and
        /// last of them.
        mutating func addTopLevel(_ built: ReadingModelBuilder.Built, after previous: Int32) -> (first: Int32, last: Int32) {
            let first = add(Local(built: built, contextMap: [0], parentOfTops: 0))
            records[Int(first - recordBase)].previous = previous
            return (first, lastTopLevel)
        }
    }

    private static func utf16Count(_ bytes: some Collection<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
        return count
    }
}
