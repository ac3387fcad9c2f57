import Foundation
public import LegibleMathLayout

/// Where the text faces that go with a math font are on disk: the files of the roman, bold,
/// italic, sans-serif and monospace faces, each for text, script and scriptscript size, as LaTeX
/// picks their optical sizes.
///
/// Latin Modern Math goes with Latin Modern Roman (10, 7 and 5 pt; its italic 10, 7 and 7),
/// Sans and Mono (10, 8 and 8), the fonts LaTeX with unicode-math sets its text, `\mathbf` and
/// kin in: Debian's fonts-lmodern and TeX distributions put them in `lm`, beside `lm-math`;
/// a reader's own fonts folder may hold them beside the math font.
///
/// ```swift
/// let files = TextFaceFiles.beside(mathFontAt: "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf")
/// files?.regular   // [".../lm/lmroman10-regular.otf", ".../lm/lmroman7-regular.otf", ".../lm/lmroman5-regular.otf"]
/// let faces = try files?.load()
/// ```
public struct TextFaceFiles: Sendable, Equatable {
    /// The roman face's files, by size.
    public let regular: [String]
    /// The bold face's files, by size.
    public let bold: [String]
    /// The italic face's files, by size.
    public let italic: [String]
    /// The sans-serif face's files, by size.
    public let sansSerif: [String]
    /// The monospace face's files, by size.
    public let monospace: [String]

    /// The text faces of the math font at `path`, when it is one whose text fonts are known and
    /// they are there, in the math font's folder or a sibling folder named for them; `nil`
    /// otherwise.
    public static func beside(mathFontAt path: String) -> TextFaceFiles? {
        let url = URL(fileURLWithPath: path)
        guard url.lastPathComponent == "latinmodern-math.otf" else { return nil }
        let folder = url.deletingLastPathComponent()
        for candidate in [folder.deletingLastPathComponent().appendingPathComponent("lm"), folder] {
            let files = latinModern(in: candidate.path)
            if files.all.allSatisfy({ FileManager.default.isReadableFile(atPath: $0) }) { return files }
        }
        return nil
    }

    /// Latin Modern's text faces in `folder`.
    private static func latinModern(in folder: String) -> TextFaceFiles {
        func files(_ name: String, _ sizes: [Int]) -> [String] { sizes.map { "\(folder)/\(name.replacingOccurrences(of: "#", with: String($0)))" } }
        return TextFaceFiles(regular: files("lmroman#-regular.otf", [10, 7, 5]), bold: files("lmroman#-bold.otf", [10, 7, 5]),
                             italic: files("lmroman#-italic.otf", [10, 7, 7]), sansSerif: files("lmsans#-regular.otf", [10, 8, 8]),
                             monospace: files("lmmono#-regular.otf", [10, 8, 8]))
    }

    /// Every file, face by face.
    public var all: [String] { regular + bold + italic + sansSerif + monospace }

    /// The faces, read from their files (a file read twice is read once).
    /// - Throws: the error of reading a file, or LegibleMathLayout's `FontError` when one is not
    ///   a font this reader can read.
    public func load() throws -> TextFaces {
        var read: [String: OpenTypeFont] = [:]
        func fonts(_ paths: [String]) throws -> [OpenTypeFont] {
            try paths.map { path in
                if let font = read[path] { return font }
                let font = try OpenTypeFont(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
                read[path] = font
                return font
            }
        }
        return TextFaces(regular: try fonts(regular), bold: try fonts(bold), italic: try fonts(italic),
                         sansSerif: try fonts(sansSerif), monospace: try fonts(monospace))
    }
}
