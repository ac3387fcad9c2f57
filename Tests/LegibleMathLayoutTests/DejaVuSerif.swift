import Foundation
import LegibleMathLayout
import LegibleTestSupport

/// DejaVu Serif (Debian's fonts-dejavu-core, which CI installs with fonts-dejavu-extra) without
/// its `MATH` table, read once: the font of the tests of formulas set where there is no math
/// font. DejaVu Serif 2.37 has a small `MATH` table; read without it, it is a text font that has
/// the math italic letters and the bracket pieces U+239B-U+23AD, as a system text font may.
enum DejaVuSerif {
    static let font: OpenTypeFont? = read("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", without: "MATH")

    /// Whether the tests can run: under CI the font must be there.
    static var available: Bool { SharedData.isCI || font != nil }

    /// The font in the file at `path`, or nil.
    static func read(_ path: String) -> OpenTypeFont? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { try? OpenTypeFont(bytes: [UInt8]($0)) }
    }

    /// The font in the file at `path` read from its tables but `tag`'s, or nil.
    static func read(_ path: String, without tag: String) -> OpenTypeFont? {
        guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), bytes.count >= 12 else { return nil }
        func uint32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var tables: [String: [UInt8]] = [:]
        // The table directory: a 12-byte header, then 16 bytes a table (tag, checksum, offset, length).
        for record in 0..<(Int(bytes[4]) << 8 | Int(bytes[5])) {
            let start = 12 + 16 * record
            guard start + 16 <= bytes.count else { return nil }
            let name = String(decoding: bytes[start..<(start + 4)], as: UTF8.self)
            let (offset, length) = (uint32(start + 8), uint32(start + 12))
            guard name != tag, offset + length <= bytes.count else { continue }
            tables[name] = Array(bytes[offset..<(offset + length)])
        }
        return try? OpenTypeFont(tables: tables)
    }
}
