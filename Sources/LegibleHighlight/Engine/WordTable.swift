/// What a language's reserved and built-in words are, found in one hash lookup of a name's bytes.
///
/// Built from space-separated word lists, so a language reads as data:
/// ```swift
/// WordTable([.keyword: "if else while", .constant: "true false nil"],
///           declarations: ["func": .function, "struct": .type])
/// ```
struct WordTable: Sendable {
    /// What a word is.
    struct Word: Sendable {
        /// Its class.
        var tokenClass: TokenClass
        /// The class of the name that follows it, when it declares one (`func` → function).
        var declares: TokenClass?
        /// Whether it ends a value, so that a `/` after it divides (`this`, `self`).
        var endsValue = false
        /// Whether it is still a word after a `.` (`.self`, `.await`); other words are member
        /// names there (`x.default`).
        var keptAfterDot = false
    }

    private var bytes: [UInt8] = []
    private var entries: [(start: Int32, length: Int32, word: Word)] = []
    private var slots: [Int32]
    private let mask: Int
    private var longest = 0
    /// The first bytes of the words (both cases when case is ignored) and, as bits, their
    /// lengths: most names are rejected by these two tests without hashing.
    private var firstBytes = ByteSet()
    private var lengths: UInt64 = 0
    /// Whether lookups ignore ASCII case (SQL); the lists are then given in lowercase.
    let ignoresCase: Bool

    /// A table of the words in each class's space-separated list; words in `declarations` are
    /// keywords that give the next name the class given; words in `values` end a value; words in
    /// `afterDot` keep their class after a `.`.
    init(_ lists: [TokenClass: String], declarations: [String: TokenClass] = [:], values: String = "",
         afterDot: String = "", ignoresCase: Bool = false) {
        self.ignoresCase = ignoresCase
        var words: [(String, Word)] = []
        for (tokenClass, list) in lists.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for word in list.split(separator: " ") { words.append((String(word), Word(tokenClass: tokenClass))) }
        }
        for (word, declared) in declarations.sorted(by: { $0.key < $1.key }) {
            words.removeAll { $0.0 == word }
            words.append((word, Word(tokenClass: .keyword, declares: declared)))
        }
        for word in values.split(separator: " ") {
            if let index = words.firstIndex(where: { $0.0 == word }) {
                words[index].1.endsValue = true
            } else {
                words.append((String(word), Word(tokenClass: .keyword, endsValue: true)))
            }
        }
        for word in afterDot.split(separator: " ") {
            for index in words.indices where words[index].0 == word { words[index].1.keptAfterDot = true }
        }
        var capacity = 16
        while capacity < words.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = [Int32](repeating: -1, count: capacity)
        for (text, word) in words {
            let key = Array(text.utf8)
            var slot = Int(Self.hash(key[...], ignoresCase: false)) & mask
            while slots[slot] >= 0 {
                let existing = entries[Int(slots[slot])]
                if Array(bytes[Int(existing.start)..<Int(existing.start + existing.length)]) == key { break }
                slot = (slot + 1) & mask
            }
            if slots[slot] >= 0 {
                entries[Int(slots[slot])].word = word  // a later list overrides an earlier one
                continue
            }
            slots[slot] = Int32(entries.count)
            entries.append((Int32(bytes.count), Int32(key.count), word))
            bytes += key
            longest = max(longest, key.count)
            firstBytes.insert(key[0])
            if ignoresCase && isASCIILetter(key[0]) { firstBytes.insert(key[0] & ~0x20) }
            if key.count < 64 { lengths |= 1 << UInt64(key.count) }
        }
    }

    /// The word spelled by `name`, if it is in the table.
    func word(_ name: UnsafeBufferPointer<UInt8>) -> Word? {
        guard name.count <= longest, !name.isEmpty, firstBytes.contains(name[0]),
              name.count >= 64 || lengths & (1 << UInt64(name.count)) != 0 else { return nil }
        var slot = Int(Self.hash(name[...], ignoresCase: ignoresCase)) & mask
        while true {
            let entry = slots[slot]
            guard entry >= 0 else { return nil }
            let candidate = entries[Int(entry)]
            if Int(candidate.length) == name.count && equal(name, Int(candidate.start)) { return candidate.word }
            slot = (slot + 1) & mask
        }
    }

    private func equal(_ name: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        for k in 0..<name.count {
            var byte = name[k]
            if ignoresCase && byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            if byte != bytes[start + k] { return false }
        }
        return true
    }

    private static func hash<C: Collection<UInt8>>(_ key: C, ignoresCase: Bool) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for var byte in key {
            if ignoresCase && byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
