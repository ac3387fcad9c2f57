import Foundation
import LegibleMathLayout
import LegibleTestSupport

/// The reference fonts of the layout tests, read once: Latin Modern Math with Latin Modern Roman,
/// the pair LaTeX uses (Debian's fonts-lmodern, which CI installs).
enum LatinModernMath {
    static let typesetter: MathTypesetter? = {
        func font(_ path: String) -> OpenTypeFont? {
            (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { try? OpenTypeFont(bytes: [UInt8]($0)) }
        }
        guard let math = font(TeXLayoutRecord.fontPath) else { return nil }
        let paths = TeXLayoutRecord.textFontPaths
        return try? MathTypesetter(font: math, textFonts: paths.regular.compactMap(font), boldTextFonts: paths.bold.compactMap(font),
                                   italicTextFonts: paths.italic.compactMap(font), sansSerifTextFonts: paths.sansSerif.compactMap(font),
                                   monospaceTextFonts: paths.monospace.compactMap(font))
    }()

    /// Whether the tests can run: under CI the fonts must be there.
    static var available: Bool { SharedData.isCI || typesetter != nil }
}
