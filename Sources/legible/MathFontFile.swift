import Foundation
import LegibleMathLayout
import LegibleRendering

/// The OpenType math font `legible math --layout` and `--svg` set formulas in: the file given,
/// or the first of the usual math fonts installed on the system (`MathFont.systemFontPaths`,
/// where the views look too). Fonts are never bundled.
struct MathFontFile {
    let font: OpenTypeFont
    /// The file's name, without its folder (the oracle's layouts name fonts so).
    let name: String

    /// Latin Modern Roman, the text font LaTeX pairs with Latin Modern Math, regular, bold and
    /// italic, and Latin Modern Sans and Mono, in the optical sizes LaTeX picks for text, script
    /// and scriptscript size (roman 10, 7 and 5 pt, italic 10, 7 and 7, sans and mono 10, 8 and 8).
    static let textPaths = (regular: [10, 7, 5].map { "\(textDirectory)/lmroman\($0)-regular.otf" },
                            bold: [10, 7, 5].map { "\(textDirectory)/lmroman\($0)-bold.otf" },
                            italic: [10, 7, 7].map { "\(textDirectory)/lmroman\($0)-italic.otf" },
                            sansSerif: [10, 8, 8].map { "\(textDirectory)/lmsans\($0)-regular.otf" },
                            monospace: [10, 8, 8].map { "\(textDirectory)/lmmono\($0)-regular.otf" })
    private static let textDirectory = "/usr/share/texmf/fonts/opentype/public/lm"

    /// The text font files at `paths`, or none when one is not there.
    static func text(_ paths: [String]) throws -> [MathFontFile] {
        guard paths.allSatisfy({ FileManager.default.isReadableFile(atPath: $0) }) else { return [] }
        return try paths.map(open)
    }

    static func open(_ path: String?) throws -> MathFontFile {
        guard let path = path ?? MathFont.systemFontPaths.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            throw InputFile.Unreadable(path: "math font", reason: "none of the usual math fonts is installed; give one with --font PATH")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw InputFile.Unreadable(path: path, reason: "no such file") }
        do {
            return MathFontFile(font: try OpenTypeFont(bytes: [UInt8](data)), name: URL(fileURLWithPath: path).lastPathComponent)
        } catch {
            throw InputFile.Unreadable(path: path, reason: "not a math font this reader can use: \(error)")
        }
    }
}
