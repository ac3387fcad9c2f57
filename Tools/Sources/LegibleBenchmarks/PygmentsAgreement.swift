import Foundation
import LegibleHighlight
import LegibleTestSupport

/// How often our highlighting gives a character the class Pygments gives it, over every fenced
/// code block of the corpus in a language we highlight.
///
/// Pygments' answers come from a committed snapshot (`Tests/Snapshots/pygments-highlight.txt`,
/// made by `Scripts/generate-pygments-snapshot.py` with its token types already mapped onto our
/// classes, see `Documentation/SyntaxHighlighting.md`), so this check needs no Python.
/// Characters are Unicode scalars; white space is not counted.
///
/// `highlight-agreement [--patterns N] [--language NAME]` prints the share per language and
/// overall and the most frequent disagreements; it exits with 1 when a language with at least
/// ``minimumCharacters`` characters is under its floor (``languageFloor``, or its documented
/// exception) or the whole under ``overallFloor``.
///
/// `highlight-blocks` writes the blocks as JSON lines for the snapshot script.
enum PygmentsAgreement {
    static let languageFloor = 90.0
    static let overallFloor = 95.0
    /// Languages with fewer characters in the corpus are reported but not held to a floor: a
    /// single block decides their share.
    static let minimumCharacters = 1_000
    /// Where Pygments is wrong often enough to pull a language under the target (see
    /// Documentation/SyntaxHighlighting.md): the floor held instead.
    static let floorExceptions: [String: Double] = [
        // Pygments knows Cocoa classes from a list without the typedefs (NSUInteger, NSRange, …).
        "objective-c": 80,
        // Pygments shows the text of block quotes as emphasis.
        "markdown": 78,
    ]

    /// The committed snapshot, beside the package's tests.
    static let snapshotPath = Repository.root.appendingPathComponent("Tests/Snapshots/pygments-highlight.txt").path

    /// Where Pygments has no class for documentation comments, ours count as its comments.
    static let languagesWithDocComments: Set<String> = ["python", "rust"]

    /// A corpus block in a language we highlight.
    struct Block {
        let key: String
        let language: CodeLanguage
        let code: String
    }

    static func supportedBlocks() throws -> [Block] {
        try CorpusCodeBlocks.load().compactMap { block in
            guard let language = block.language.flatMap({ CodeLanguage(named: $0) }), language.isHighlighted else { return nil }
            return Block(key: "\(block.file)\t\(block.index)", language: language, code: block.code)
        }
    }

    /// `highlight-blocks`: one JSON object a line: `file`, `index`, `language`, `code`.
    static func dumpBlocks(_ arguments: [String]) throws {
        var out = ""
        for block in try supportedBlocks() {
            let parts = block.key.split(separator: "\t")
            let object: [String: Any] = ["file": String(parts[0]), "index": Int(parts[1]) ?? 0,
                                         "language": block.language.name, "code": block.code]
            out += String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self) + "\n"
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    /// Agreement counts for one language.
    struct Tally {
        var blocks = 0
        var characters = 0
        var same = 0
        var sameWithDocComments = 0
    }

    static func run(_ arguments: [String]) throws {
        let patternCount = value(of: "--patterns", in: arguments).flatMap(Int.init) ?? 25
        let onlyLanguage = value(of: "--language", in: arguments)
        let snapshot = try Snapshot.load(snapshotPath)
        let blocks = try supportedBlocks()
        guard blocks.count == snapshot.blocks.count else {
            throw BenchmarkError("the corpus has \(blocks.count) blocks in highlighted languages, the snapshot \(snapshot.blocks.count): "
                                 + "regenerate it with Scripts/generate-pygments-snapshot.py")
        }
        var tallies: [String: Tally] = [:]
        var pairs: [String: Int] = [:]
        var patterns: [String: (count: Int, example: String)] = [:]
        for block in blocks {
            guard let expected = snapshot.blocks[block.key] else {
                throw BenchmarkError("block \(block.key) is not in the snapshot: regenerate it")
            }
            let name = block.language.name
            guard expected.hash == fnv1a32(block.code), expected.language == name else {
                throw BenchmarkError("block \(block.key) changed since the snapshot: regenerate it")
            }
            let ours = classes(of: block.code, CodeHighlighter(language: block.language).runs(in: block.code))
            let theirs = try Snapshot.decode(expected.runs, count: ours.count)
            let scalars = Array(block.code.unicodeScalars)
            let docAllowed = !languagesWithDocComments.contains(name)
            var tally = tallies[name, default: Tally()]
            tally.blocks += 1
            var i = 0
            while i < scalars.count {
                guard !isWhitespace(scalars[i]) else { i += 1; continue }
                let (a, b) = (theirs[i], ours[i])
                tally.characters += 1
                if a == b { tally.same += 1; tally.sameWithDocComments += 1; i += 1; continue }
                let docMatch = docAllowed && a == Snapshot.number(.comment) && b == Snapshot.number(.docComment)
                if docMatch { tally.sameWithDocComments += 1 }
                // A pattern: the stretch of characters with this same disagreement.
                var j = i
                var text = ""
                while j < scalars.count && theirs[j] == a && ours[j] == b {
                    if !isWhitespace(scalars[j]) {
                        if j > i { tally.characters += 1; if docMatch { tally.sameWithDocComments += 1 } }
                    }
                    if text.unicodeScalars.count < 24 { text.unicodeScalars.append(scalars[j] == "\n" ? "⏎" : scalars[j]) }
                    j += 1
                }
                if onlyLanguage == nil || onlyLanguage == name, !docMatch {
                    let weight = scalars[i..<j].filter { !isWhitespace($0) }.count
                    let pair = "\(name)\t\(label(a))→\(label(b))"
                    pairs[pair, default: 0] += weight
                    let key = "\(pair)\t\(text)"
                    patterns[key, default: (0, block.key)].count += weight
                }
                i = j
            }
            tallies[name] = tally
        }
        try report(tallies, pairs: pairs, patterns: patterns, patternCount: patternCount, version: snapshot.pygmentsVersion)
    }

    private static func report(_ tallies: [String: Tally], pairs: [String: Int], patterns: [String: (count: Int, example: String)],
                               patternCount: Int, version: String) throws {
        print("agreement with Pygments \(version): share of non-whitespace characters given the same class")
        print("language        blocks  characters   same class   doc comments as comments   floor")
        var total = Tally()
        var failures: [String] = []
        for (name, tally) in tallies.sorted(by: { $0.value.characters > $1.value.characters }) {
            let strict = 100 * Double(tally.same) / Double(max(1, tally.characters))
            let share = 100 * Double(tally.sameWithDocComments) / Double(max(1, tally.characters))
            let floor = tally.characters < minimumCharacters ? nil : floorExceptions[name] ?? languageFloor
            print(name.padding(toLength: 14, withPad: " ", startingAt: 0)
                  + String(format: " %7d %11d %11.2f%% %11.2f%%", tally.blocks, tally.characters, strict, share)
                  + (floor.map { String(format: "   %16.0f%%", $0) } ?? "   (too few to hold)"))
            total.blocks += tally.blocks
            total.characters += tally.characters
            total.same += tally.same
            total.sameWithDocComments += tally.sameWithDocComments
            if let floor, share < floor { failures.append(name) }
        }
        let strict = 100 * Double(total.same) / Double(max(1, total.characters))
        let overall = 100 * Double(total.sameWithDocComments) / Double(max(1, total.characters))
        print("overall       " + String(format: " %7d %11d %11.2f%% %11.2f%%   %16.0f%%", total.blocks, total.characters, strict, overall, overallFloor))
        print("\nmost frequent disagreements by class (Pygments → ours), in characters:")
        for (pair, count) in pairs.sorted(by: { $0.value > $1.value }).prefix(patternCount) {
            print(String(format: "  %7d  %@", count, pair.replacingOccurrences(of: "\t", with: "  ") as NSString))
        }
        print("\nmost frequent disagreeing texts:")
        for (key, value) in patterns.sorted(by: { $0.value.count > $1.value.count }).prefix(patternCount) {
            let parts = key.split(separator: "\t", omittingEmptySubsequences: false)
            print(String(format: "  %7d  ", value.count) + String(parts[0]).padding(toLength: 12, withPad: " ", startingAt: 0)
                  + String(parts[1]).padding(toLength: 28, withPad: " ", startingAt: 0) + String(reflecting: String(parts[2]))
                  + "   (" + value.example.replacingOccurrences(of: "\t", with: " #") + ")")
        }
        if overall < overallFloor { failures.append("overall") }
        if !failures.isEmpty {
            throw BenchmarkError("agreement under the floor: \(failures.joined(separator: ", "))")
        }
    }

    /// Our class of every scalar of `code`, as the snapshot's numbers (`plain` for none).
    static func classes(of code: String, _ runs: [TokenRun]) -> [UInt8] {
        var classes: [UInt8] = []
        var offset = 0
        var runIndex = 0
        for scalar in code.unicodeScalars {
            while runIndex < runs.count && runs[runIndex].utf8Range.upperBound <= offset { runIndex += 1 }
            let inRun = runIndex < runs.count && runs[runIndex].utf8Range.contains(offset)
            classes.append(inRun ? Snapshot.number(runs[runIndex].tokenClass) : Snapshot.plain)
            offset += UTF8.width(scalar)
        }
        return classes
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}"
    }

    static func label(_ value: UInt8) -> String {
        value == Snapshot.plain ? "plain" : (Int(value) < TokenClass.allCases.count ? TokenClass.allCases[Int(value)].name : "?")
    }

    static func value(of option: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// FNV-1a (32 bits) of the UTF-8 of `code`, as the snapshot script computes it.
    static func fnv1a32(_ code: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in code.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The snapshot: a header, then one line a block: file, index, language, hash, classes.
    ///
    /// The classes are run-length coded: a letter per class (`a` + the class's ``number(_:)``, `_`
    /// for plain text) followed by the run's length in scalars when over 1. White space takes
    /// the class of the run before it, as it is not counted.
    struct Snapshot {
        struct Entry {
            let language: String
            let hash: UInt32
            let runs: Substring
        }

        static let plain: UInt8 = 0xFF

        /// A class's number: its place in `TokenClass.allCases`, the order the generator writes.
        static func number(_ tokenClass: TokenClass) -> UInt8 { numbers[tokenClass] ?? plain }

        private static let numbers = Dictionary(uniqueKeysWithValues: TokenClass.allCases.enumerated().map { ($1, UInt8($0)) })
        var pygmentsVersion = "?"
        var blocks: [String: Entry] = [:]

        static func load(_ path: String) throws -> Snapshot {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw BenchmarkError("no snapshot at \(path): run Scripts/generate-pygments-snapshot.py")
            }
            var snapshot = Snapshot()
            for line in text.split(separator: "\n") {
                if line.hasPrefix("#") {
                    if line.hasPrefix("# pygments ") { snapshot.pygmentsVersion = String(line.dropFirst("# pygments ".count)) }
                    continue
                }
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 5, let hash = UInt32(fields[3], radix: 16) else { throw BenchmarkError("bad snapshot line: \(line.prefix(80))") }
                snapshot.blocks["\(fields[0])\t\(fields[1])"] = Entry(language: String(fields[2]), hash: hash, runs: fields[4])
            }
            return snapshot
        }

        /// The class of each of `count` scalars.
        static func decode(_ runs: Substring, count: Int) throws -> [UInt8] {
            var classes: [UInt8] = []
            classes.reserveCapacity(count)
            var iterator = runs.utf8.makeIterator()
            var pending = iterator.next()
            while let letter = pending {
                let value: UInt8 = letter == UInt8(ascii: "_") ? plain : letter - UInt8(ascii: "a")
                var length = 0
                pending = iterator.next()
                while let digit = pending, isDigit(digit) {
                    length = length * 10 + Int(digit - UInt8(ascii: "0"))
                    pending = iterator.next()
                }
                classes.append(contentsOf: repeatElement(value, count: max(1, length)))
            }
            guard classes.count == count else { throw BenchmarkError("a snapshot entry covers \(classes.count) characters, the block has \(count)") }
            return classes
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}
