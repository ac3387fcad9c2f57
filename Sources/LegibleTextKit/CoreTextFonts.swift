#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
#if canImport(CoreText)
import CoreText
import Foundation
#endif
import LegibleMathLayout
import LegibleRendering

/// The fonts formulas are set in on a device where the app bundles none: the system's math font
/// read through Core Text, else the system's text font with MathML Core's fallbacks.
///
/// A system font cannot be opened as a file on iOS, visionOS or a sandboxed Mac app, so its
/// tables are copied one by one (`CTFontCopyTable`) and read as the font they make. The math
/// font asked for is STIX Two Math (PostScript name `STIXTwoMath-Regular`), which Apple's
/// systems have shipped since macOS 13 and iOS 16; where Core Text has no font of that name it
/// answers with another, so the name is checked, and a system without it sets formulas in its
/// text font (San Francisco), letters from its italic, delimiters from Unicode's pieces.
package enum CoreTextFonts {
    /// The tables a formula needs of a font: outlines, metrics, the character map, the math
    /// table and the features text in math is set with.
    static let tableTags = ["head", "hhea", "maxp", "hmtx", "cmap", "CFF ", "glyf", "loca", "post", "OS/2", "MATH", "GSUB", "GPOS"]

    /// The system's math font, with the system font's faces for text in formulas; `nil` where
    /// the system has none (or off Apple's platforms).
    package static let systemMathFont: MathFont? = {
        #if canImport(CoreText)
        guard let font = openTypeFont(named: "STIXTwoMath-Regular") else { return nil }
        return try? MathFont(font: font, name: "STIX Two Math", textFaces: systemTextFaces)
        #else
        return nil
        #endif
    }()

    /// The system's text font as the font formulas are set in when there is no math font: its
    /// glyphs, the fallback constants and Unicode's delimiter pieces (`MathTypesetter(anyFont:)`).
    package static let systemTextFont: MathFont? = {
        #if canImport(CoreText)
        let faces = systemTextFaces
        guard let regular = faces.regular.first else { return nil }
        return MathFont(textFont: regular, name: "system font", textFaces: faces)
        #else
        return nil
        #endif
    }()

    #if canImport(CoreText)
    /// The system font's regular, bold and italic faces, its monospaced face, each read once.
    static let systemTextFaces: TextFaces = {
        let size: CGFloat = 17
        let regular = CTFontCreateUIFontForLanguage(.system, size, nil)
        let monospace = CTFontCreateUIFontForLanguage(.userFixedPitch, size, nil)
        func face(_ font: CTFont?, _ trait: CTFontSymbolicTraits) -> [OpenTypeFont] {
            guard let font else { return [] }
            let styled = trait.isEmpty ? font : CTFontCreateCopyWithSymbolicTraits(font, size, nil, trait, trait)
            return styled.flatMap { openTypeFont($0) }.map { [$0] } ?? []
        }
        return TextFaces(regular: face(regular, []), bold: face(regular, .traitBold), italic: face(regular, .traitItalic),
                         sansSerif: face(regular, []), monospace: face(monospace, []))
    }()

    /// The installed font whose PostScript name is `name`, read from its tables; `nil` when
    /// there is none (Core Text then answers with another font, whose name differs).
    static func openTypeFont(named name: String) -> OpenTypeFont? {
        let font = CTFontCreateWithName(name as CFString, 17, nil)
        guard CTFontCopyPostScriptName(font) as String == name else { return nil }
        return openTypeFont(font)
    }

    /// A Core Text font read from its tables.
    static func openTypeFont(_ font: CTFont) -> OpenTypeFont? {
        var tables: [String: [UInt8]] = [:]
        for tag in tableTags {
            let code = tag.utf8.reduce(CTFontTableTag(0)) { $0 << 8 | CTFontTableTag($1) }
            if let data = CTFontCopyTable(font, code, []) { tables[tag] = [UInt8](data as Data) }
        }
        return try? OpenTypeFont(tables: tables)
    }
    #endif
}

extension MathFontChoice {
    /// The fonts of a view: the system's math font (a file on Linux, Core Text's STIX Two Math
    /// on Apple's systems), else the app's, else the system's text font with MathML Core's
    /// fallbacks, else the linear form.
    package static func standard(app: MathFont?) -> MathFontChoice {
        MathFontChoice(system: MathFont.installed ?? CoreTextFonts.systemMathFont, app: app, text: CoreTextFonts.systemTextFont)
    }
}
#endif
