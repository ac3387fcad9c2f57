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
    /// Where it is.
    let path: String

    /// The font files at `paths`.
    static func text(_ paths: [String]) throws -> [MathFontFile] {
        try paths.map(open)
    }

    static func open(_ path: String?) throws -> MathFontFile {
        guard let path = path ?? MathFont.systemFontPaths.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            throw InputFile.Unreadable(path: "math font", reason: "none of the usual math fonts is installed; give one with --font PATH")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw InputFile.Unreadable(path: path, reason: "no such file") }
        do {
            return MathFontFile(font: try OpenTypeFont(bytes: [UInt8](data)), name: URL(fileURLWithPath: path).lastPathComponent, path: path)
        } catch {
            throw InputFile.Unreadable(path: path, reason: "not a math font this reader can use: \(error)")
        }
    }
}
