import LegibleMathLayout
import LegibleTestSupport
import Testing

/// TeX's search for a delimiter's size starts at the character itself, then its larger sizes,
/// then an assembly of pieces: a font's `MATH` table may list variants without the character.
@Suite("Math layout: a delimiter's size", .enabled(if: DejaVuSerif.available, "DejaVu Serif not installed (apt-get install fonts-dejavu-core)"))
struct DelimiterSearchTests {
    /// DejaVu Serif with its `MATH` table, which gives `(` no variants, only pieces (2.4 em at the least).
    static let dejaVuSerifMath = DejaVuSerif.read("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")

    @Test("\\left(x\\right) is the font's own ( where the MATH table lists no variants, as LuaTeX sets it")
    func characterBeforePieces() throws {
        let font = try #require(Self.dejaVuSerifMath)
        let parenthesis = try #require(font.glyph(for: "("))
        #expect(font.math?.verticalVariants[parenthesis]?.variants.isEmpty == true)
        let list = try MathTypesetter(font: font).layout(tex: #"\left(x\right)"#, display: false)
        #expect(list.glyphs.count == 3 && list.glyphs.first?.glyph == parenthesis && list.glyphs.last?.glyph == font.glyph(for: ")"))
        // LuaTeX (../shared/tools/tex_layout_oracle.py --font DejaVuSerif.ttf): 13.4424 × (7.7121 + 1.4432) pt.
        #expect(abs(list.width - 13.4424) < 0.05 && abs(list.height + list.depth - 9.1553) < 0.05)
    }

    @Test("\\left(\\frac{a}{b}\\right) needs more than the character: the pieces, as LuaTeX sets it")
    func piecesWhenTheCharacterIsShort() throws {
        let font = try #require(Self.dejaVuSerifMath)
        let list = try MathTypesetter(font: font).layout(tex: #"\left(\frac{a}{b}\right)"#, display: false)
        let pieces: [Unicode.Scalar] = ["\u{239D}", "\u{239B}"]
        #expect(list.glyphs.filter { $0.scalar == "(" }.map(\.glyph) == pieces.map { font.glyph(for: $0) })
        // LuaTeX: 17.5211 × (14.9386 + 8.6698) pt.
        #expect(abs(list.width - 17.5211) < 0.05 && abs(list.height + list.depth - 23.6084) < 0.05)
    }
}
