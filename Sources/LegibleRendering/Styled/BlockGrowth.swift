import LegibleAccessibility

/// A block at the end of a streamed answer that an update grows in place, at the cost of what
/// arrived rather than of the block: a table (``GrowingTable``) or a code block
/// (``GrowingCode``). What else the update changed after it is applied as any change is.
enum BlockGrowth {
    case table(GrowingTable)
    case code(GrowingCode)

    /// The growth of the first top-level element `update` builds again, if it is one of these.
    init?(_ update: ReadingModelUpdate, rebuilding units: [AccessibilityElement], in document: StyledDocument) {
        if let table = GrowingTable(update, rebuilding: units, in: document) {
            self = .table(table)
        } else if let code = GrowingCode(update, rebuilding: units, in: document) {
            self = .code(code)
        } else {
            return nil
        }
    }

    /// The block that grows.
    var block: Int {
        switch self {
        case .table(let table): table.block
        case .code(let code): code.block
        }
    }

    /// The top-level element that grows.
    var unit: ElementID {
        switch self {
        case .table(let table): table.table.id
        case .code(let code): code.code.id
        }
    }

    /// The elements of the block that go (a table's rows after those kept).
    var dropped: [ElementID] {
        switch self {
        case .table(let table): table.dropped
        case .code: []
        }
    }

    /// How many first rows of a table, or lines of code, are kept.
    var keptRows: Int {
        switch self {
        case .table(let table): table.keptRows
        case .code(let code): code.keptLines
        }
    }
}

extension StyledDocument {
    /// Grows the block in place, its text edited already; returns the bytes of code highlighted.
    mutating func grow(_ growth: BlockGrowth) -> Int {
        switch growth {
        case .table(let table):
            grow(table)
            return 0
        case .code(let code):
            return grow(code)
        }
    }
}
