import Foundation
import LegibleMathLayout
import LegibleTestSupport
import Testing

/// Formulas set in a text font, as where a platform has no math font: MathML Core's constants
/// for a font without a `MATH` table, large delimiters from Unicode's pieces, math italic letters
/// from the italic face when the font has no math alphabets. DejaVu Serif (Debian's
/// fonts-dejavu-core, which CI installs with fonts-dejavu-extra) has no `MATH` table but has the
/// math italic letters and the bracket pieces U+239B-U+23AD.
@Suite("Formulas in a font without a MATH table", .enabled(if: DejaVuSerif.available, "DejaVu Serif not installed (apt-get install fonts-dejavu-core)"))
struct TextFontFallbackTests {
    static let dejaVuSerif = DejaVuSerif.font

    static func font(_ path: String) -> OpenTypeFont? { DejaVuSerif.read(path) }

    @Test("a fraction's bar is the underline's thickness, centred on the math axis at half the x-height")
    func fractionOnTheAxis() throws {
        let font = try #require(Self.dejaVuSerif)
        #expect(font.math == nil)
        let list = MathTypesetter(anyFont: font).layout(tex: #"\frac{a}{b}"#, display: false)
        let bar = try #require(list.rules.first)
        let unit = 10 / Double(font.unitsPerEm)
        #expect(abs(bar.height + bar.depth - Double(font.underlineThickness) * unit) < 0.001)
        #expect(abs(bar.y + (bar.height - bar.depth) / 2 - Double(font.xHeight) / 2 * unit) < 0.01)
    }

    @Test("a superscript is raised by the font's own superscript offset, a subscript lowered by its subscript offset")
    func scriptOffsets() throws {
        let font = try #require(Self.dejaVuSerif)
        let unit = 10 / Double(font.unitsPerEm)
        let sup = MathTypesetter(anyFont: font).layout(tex: "x^n", display: false).glyphs[1]
        let sub = MathTypesetter(anyFont: font).layout(tex: "x_n", display: false).glyphs[1]
        #expect(abs(sup.y - Double(font.superscriptYOffset) * unit) < 0.01)
        #expect(abs(sub.y + Double(font.subscriptYOffset) * unit) < 0.01)
    }

    @Test("a tall parenthesis is built from Unicode's pieces: ⎝ at the bottom, ⎜ repeated, ⎛ at the top")
    func delimiterFromPieces() throws {
        let font = try #require(Self.dejaVuSerif)
        let list = MathTypesetter(anyFont: font).layout(tex: #"\left(\begin{matrix}a\\b\\c\end{matrix}\right)"#, display: true)
        let pieces = ["\u{239D}", "\u{239C}", "\u{239B}"].map { font.glyph(for: Unicode.Scalar($0)!) }
        let drawn = list.glyphs.filter { $0.scalar == "(" }.sorted { $0.y < $1.y }.map(\.glyph)
        #expect(drawn.first == pieces[0] && drawn.last == pieces[2])
        #expect(drawn.dropFirst().dropLast().allSatisfy { $0 == pieces[1] } && drawn.count >= 3)
    }

    @Test("a small parenthesis is the font's own: a piece only when the content is taller")
    func smallDelimiterIsTheCharacter() throws {
        let font = try #require(Self.dejaVuSerif)
        let list = MathTypesetter(anyFont: font).layout(tex: #"\left(x\right)"#, display: false)
        #expect(list.glyphs.first?.glyph == font.glyph(for: "("))
    }

    @Test("a text font without the math italic letters takes them from its italic face")
    func mathItalicFromItalicFace() throws {
        let directory = "/usr/share/texmf/fonts/opentype/public/lm"
        guard let roman = Self.font("\(directory)/lmroman10-regular.otf"), let italic = Self.font("\(directory)/lmroman10-italic.otf") else {
            #expect(!SharedData.isCI, "Latin Modern Roman not installed (fonts-lmodern)")
            return
        }
        let list = MathTypesetter(anyFont: roman, textFaces: TextFaces(regular: [roman], italic: [italic])).layout(tex: "x+1", display: false)
        #expect(list.glyphs.map(\.face) == [.italicText(scriptLevel: 0), .math, .math])
        #expect(list.glyphs.map(\.scalar) == ["x", "+", "1"])
    }

    @Test("a font read from its tables, as Core Text gives a system font, is the font read from its file")
    func fontFromTables() throws {
        let path = "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf"
        guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) else {
            #expect(!SharedData.isCI, "Latin Modern Math not installed (fonts-lmodern)")
            return
        }
        func number(_ offset: Int, _ size: Int) -> Int { bytes[offset..<offset + size].reduce(0) { $0 << 8 | Int($1) } }
        var tables: [String: [UInt8]] = [:]
        for record in 0..<number(4, 2) {
            let base = 12 + record * 16
            let tag = String(decoding: bytes[base..<base + 4], as: UTF8.self)
            tables[tag] = Array(bytes[number(base + 8, 4)..<number(base + 8, 4) + number(base + 12, 4)])
        }
        let fromFile = try OpenTypeFont(bytes: bytes), fromTables = try OpenTypeFont(tables: tables)
        #expect(fromTables.glyphCount == fromFile.glyphCount && fromTables.advanceWidths == fromFile.advanceWidths)
        #expect(fromTables.math?.constants == fromFile.math?.constants)
        let tex = #"\left(\sum_{i=1}^n \frac{x_i}{2}\right)^2"#
        #expect(try MathTypesetter(font: fromTables).layout(tex: tex, display: true) == MathTypesetter(font: fromFile).layout(tex: tex, display: true))
    }
}
