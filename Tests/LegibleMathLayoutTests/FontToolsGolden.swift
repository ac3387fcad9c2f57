import Foundation
import LegibleMathLayout
import LegibleTestSupport
import Testing

/// What fontTools reads from one system font (`Tests/Oracles/fonttools-NAME.json`, written by
/// `Scripts/font-reader-goldens.py`), and that font as our reader reads it.
struct FontToolsGolden: CustomTestStringConvertible, Sendable {
    /// The fonts with a golden: the reference font and another CFF one, a TrueType one, and the
    /// one with math kerns.
    static let names = ["latinmodern-math", "texgyre-termes-math", "dejavu-math", "asana-math"]

    let name: String
    let path: String

    var testDescription: String { name }

    static let all: [FontToolsGolden] = names.map { name in
        let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url(name)))) as? [String: Any]
        return FontToolsGolden(name: name, path: object?["path"] as? String ?? "(golden \(name) unreadable)")
    }

    /// Whether every golden's font is installed; under CI they must be (`.ci/run` installs them).
    static var fontsAvailable: Bool { SharedData.isCI || all.allSatisfy { FileManager.default.fileExists(atPath: $0.path) } }
    static let missingFontsComment: Comment =
        "math fonts not installed (apt-get install fonts-lmodern fonts-texgyre-math fonts-dejavu-extra fonts-oflb-asana-math)"

    private static func url(_ name: String) -> URL { OracleSnapshot.directory.appendingPathComponent("fonttools-\(name).json") }

    /// The golden's JSON object and the font our reader made of the same file. Fails when the
    /// installed file is not the one the golden was made from.
    func load() throws -> (golden: [String: Any], font: OpenTypeFont) {
        let golden = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.url(name))) as? [String: Any])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count == golden["fileSize"] as? Int,
                     "\(path) is not the file the golden was made from (\(golden["debianPackage"] ?? "?")); run Scripts/font-reader-goldens.py")
        return (golden, try OpenTypeFont(bytes: bytes))
    }
}

/// Integers of a JSON value (a number, or null as nil), for comparing with what the reader holds.
func ints(_ value: Any?) -> [Int]? { (value as? [NSNumber])?.map(\.intValue) }

/// Compares two lists item by item; a failure names how many differ and the first few.
func expectAgreement<T: Equatable>(_ what: String, ours: [T], fontTools: [T], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(ours.count == fontTools.count, "\(what): \(ours.count) items, fontTools \(fontTools.count)", sourceLocation: sourceLocation)
    let differing = zip(ours, fontTools).enumerated().filter { $0.element.0 != $0.element.1 }
    #expect(differing.isEmpty, """
        \(what): \(differing.count) of \(fontTools.count) differ, first: \
        \(differing.prefix(3).map { "#\($0.offset) ours \($0.element.0) fontTools \($0.element.1)" }.joined(separator: "; "))
        """, sourceLocation: sourceLocation)
}
