/// The link reference definitions of a document, by normalised label (CommonMark 4.7).
struct ReferenceMap: Sendable {
    struct Definition: Equatable, Sendable {
        var destination: [UInt8]
        var title: [UInt8]
    }

    private var definitions: [String: Definition] = [:]

    var isEmpty: Bool { definitions.isEmpty }

    /// Every definition, by label.
    var all: [String: Definition] { definitions }

    /// Adds the definitions of `other` whose labels this map does not define yet.
    mutating func addMissing(from other: ReferenceMap) {
        for (label, definition) in other.definitions where definitions[label] == nil { definitions[label] = definition }
    }

    /// Records a definition unless one with the same label exists: the first definition wins.
    mutating func define(_ label: String, _ definition: Definition) {
        if definitions[label] == nil { definitions[label] = definition }
    }

    func definition(for label: String) -> Definition? { definitions[label] }

    /// Normalises a label for matching: Unicode case fold, runs of white space collapsed to one
    /// space, leading and trailing white space removed. Escapes are not interpreted.
    static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(end - start)
        var isASCII = true
        var pendingSpace = false
        for index in start..<end {
            let byte = bytes[index]
            if ASCII.isWhitespace(byte) {
                pendingSpace = !collapsed.isEmpty
                continue
            }
            if pendingSpace {
                collapsed.append(ASCII.space)
                pendingSpace = false
            }
            if byte >= 0x80 { isASCII = false }
            collapsed.append(isASCII ? ASCII.lowercased(byte) : byte)
        }
        let string = String(decoding: collapsed, as: UTF8.self)
        guard !isASCII else { return string }
        // Lowercasing, uppercasing and lowercasing again approximates full case folding
        // (`ẞ` → `ß` → `SS` → `ss`, so `[ẞ]` matches `[SS]`).
        return string.lowercased().uppercased().lowercased()
    }
}
