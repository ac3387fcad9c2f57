import Foundation
import LegibleMathLayout
import LegibleTestSupport
import Testing

/// Fonts that are truncated, lie about their offsets or loop are refused with a `FontError`:
/// never a crash, never a hang.
struct HostileFontTests {
    /// Loads `bytes`; a failure must be a `FontError`, which the caller may inspect.
    private func load(_ bytes: [UInt8]) -> Result<OpenTypeFont, FontError> {
        do {
            return .success(try OpenTypeFont(bytes: bytes))
        } catch let error as FontError {
            return .failure(error)
        } catch {
            Issue.record("not a FontError: \(error)")
            return .failure(.notAFont("\(error)"))
        }
    }

    private func error(_ bytes: [UInt8]) -> FontError? {
        if case .failure(let error) = load(bytes) { return error }
        return nil
    }

    @Test("A CFF subroutine that calls itself is refused at the nesting limit")
    func selfCallingSubroutine() {
        let bytes = TestFont.cff(localSubroutines: [TestFont.callLocal(0)])
        #expect(error(bytes) == .limitExceeded(table: "CFF ", reason: "glyph 2: subroutines nested deeper than 10"))
    }

    @Test("Subroutines calling the next one twenty times over, eight deep, are refused by the work limit")
    func exponentialSubroutines() {
        let subroutines = (0..<8).map { level -> [UInt8] in
            level == 7 ? [11] : Array(repeating: TestFont.callLocal(level + 1), count: 20).joined() + [11]
        }
        let clock = ContinuousClock()
        var refusal: FontError?
        let elapsed = clock.measure { refusal = error(TestFont.cff(localSubroutines: subroutines)) }
        #expect(refusal == .limitExceeded(table: "CFF ", reason: "glyph 2: more than 200000 charstring steps"))
        #expect(elapsed < .seconds(5), "the work limit bounds the time (20^7 calls otherwise)")
    }

    @Test("A call of a subroutine that does not exist is refused")
    func missingSubroutine() {
        let bytes = TestFont.cff(charStrings: TestFont.defaultCharStrings.dropLast() + [TestFont.callLocal(5) + TestFont.endchar])
        #expect(error(bytes) == .malformed(table: "CFF ", reason: "glyph 3: call of missing subroutine -102"))
    }

    @Test("A charstring without endchar is refused")
    func missingEndchar() {
        let bytes = TestFont.cff(charStrings: [TestFont.number(1) + TestFont.number(1) + [TestFont.rmoveto]] + TestFont.defaultCharStrings.dropFirst())
        #expect(error(bytes) == .malformed(table: "CFF ", reason: "glyph 0: charstring does not end with endchar"))
    }

    @Test("A composite glyph that contains itself, directly or through another, is refused")
    func compositeCycles() {
        let direct = TestFont.trueType(glyphs: [[], TestFont.triangle, TestFont.composite(2, dx: 0, dy: 0), []])
        #expect(error(direct) == .limitExceeded(table: "glyf", reason: "glyph 2: composites nested deeper than 16 (a cycle?)"))
        let mutual = TestFont.trueType(glyphs: [[], TestFont.composite(2, dx: 0, dy: 0), TestFont.composite(1, dx: 0, dy: 0), []])
        #expect(error(mutual) == .limitExceeded(table: "glyf", reason: "glyph 1: composites nested deeper than 16 (a cycle?)"))
    }

    @Test("Not a font, a collection, and an empty file are refused by name")
    func notFonts() {
        #expect(error([]) == .notAFont("0 bytes is shorter than a font header"))
        #expect(error(Array("ttcf".utf8) + [UInt8](repeating: 0, count: 12)) == .notAFont("a font collection (.ttc); pass one font of it"))
        #expect(error(Array("<html><body>".utf8)) == .notAFont("unknown sfnt version 0x3c68746d"))
    }

    /// Where table `tag`'s length field lies in the file's table directory.
    private func lengthField(of tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).map { 12 + $0 * 16 }.first { Array(bytes[$0..<($0 + 4)]) == Array(tag.utf8) }.map { $0 + 12 }
    }

    private func withLength(_ length: Int, of tag: String, in bytes: [UInt8]) throws -> [UInt8] {
        var bytes = bytes
        let field = try #require(lengthField(of: tag, in: bytes))
        bytes.replaceSubrange(field..<(field + 4), with: TestFont.u32(length))
        return bytes
    }

    @Test("Every table cut at every byte is refused (the tables are read to their last byte)",
          arguments: [("head", 54), ("hhea", 36), ("maxp", 6), ("hmtx", 12), ("cmap", 44), ("CFF ", nil), ("MATH", nil), ("GSUB", nil)] as [(String, Int?)])
    func truncatedTables(_ tag: String, readLength: Int?) throws {
        let bytes = TestFont.cff()
        let field = try #require(lengthField(of: tag, in: bytes))
        let length = readLength ?? (Int(bytes[field]) << 24 | Int(bytes[field + 1]) << 16 | Int(bytes[field + 2]) << 8 | Int(bytes[field + 3]))
        let accepted = try (0..<length).filter { error(try withLength($0, of: tag, in: bytes)) == nil }
        #expect(accepted.isEmpty, "\(tag) cut to these lengths still loaded: \(accepted)")
    }

    @Test("The glyf and loca tables cut at every byte are refused")
    func truncatedTrueType() throws {
        let bytes = TestFont.trueType(glyphs: [[], TestFont.triangle, TestFont.composite(1, dx: 5, dy: 5), []])
        for tag in ["glyf", "loca"] {
            let field = try #require(lengthField(of: tag, in: bytes))
            let length = Int(bytes[field + 2]) << 8 | Int(bytes[field + 3])
            let accepted = try (0..<length).filter { error(try withLength($0, of: tag, in: bytes)) == nil }
            #expect(accepted.isEmpty, "\(tag) cut to these lengths still loaded: \(accepted)")
        }
    }

    @Test("Every byte of every table set to 0x00, 0x7F, 0x80 or 0xFF: loaded or refused, never a crash or hang")
    func corruptedBytes() throws {
        let fonts = [TestFont.cff(), TestFont.cidKeyedCFF(localSubroutines: [[TestFont.lineSubroutine], [TestFont.lineSubroutine]]),
                     TestFont.trueType(glyphs: [[], TestFont.triangle, TestFont.composite(1, dx: 5, dy: 5), []])]
        for bytes in fonts {
            let tableData = (12 + 16 * (Int(bytes[4]) << 8 | Int(bytes[5])))..<bytes.count
            var refused = 0
            for position in tableData {
                for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                    var corrupted = bytes
                    corrupted[position] = value
                    if error(corrupted) != nil { refused += 1 }
                }
            }
            #expect(refused > 0)
        }
    }

    @Test("A real font with each table's length halved in its directory: refused or loaded, never a crash",
          .enabled(if: FontToolsGolden.fontsAvailable, FontToolsGolden.missingFontsComment), arguments: FontToolsGolden.all)
    func halvedTablesOfARealFont(_ golden: FontToolsGolden) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden.path)))
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        var refusedTables = [String]()
        var read: Set = ["head", "hhea", "hmtx", "maxp", "cmap", "OS/2", "MATH", "GSUB", "GPOS", "CFF ", "glyf", "loca"]
        for record in 0..<count {
            let tag = String(decoding: bytes[(12 + record * 16)..<(16 + record * 16)], as: UTF8.self)
            let field = 12 + record * 16 + 12
            let length = Int(bytes[field]) << 24 | Int(bytes[field + 1]) << 16 | Int(bytes[field + 2]) << 8 | Int(bytes[field + 3])
            if error(try withLength(length / 2, of: tag, in: bytes)) != nil { refusedTables.append(tag) }
            // Only the 32-byte header of `post` is read (a slant and a thickness), not its glyph names.
            if tag == "post", length / 2 < 32 { read.insert(tag) }
        }
        // Every table the reader uses is read far beyond its middle.
        let present = Set((0..<count).map { String(decoding: bytes[(12 + $0 * 16)..<(16 + $0 * 16)], as: UTF8.self) })
        #expect(Set(refusedTables) == read.intersection(present))
    }
}
