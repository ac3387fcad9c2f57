import LegibleMathLayout
import Testing

/// The typesetter's rules, one at a time, in Latin Modern Math at 10 pt (a font unit is 0.01 pt).
@Suite("Math layout", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct MathTypesetterTests {
    let typesetter = LatinModernMath.typesetter!
    var font: OpenTypeFont { typesetter.font }
    /// A MATH constant in points at text size.
    func points(_ constant: MathConstant) -> Double { Double(font.math!.constants[constant]) / 100 }

    @Test("x^2: the superscript's ssty glyph at 7 pt, after x's advance, raised by superscriptShiftUp")
    func superscript() throws {
        let list = typesetter.layout(tex: "x^2", display: false)
        let x = try #require(font.glyph(for: "\u{1D465}"))
        let two = font.glyph(try #require(font.glyph(for: "2")), scriptLevel: 1)
        #expect(list.glyphs.map(\.glyph) == [x, two])
        #expect(list.glyphs[1].size == 7)
        #expect(list.glyphs[1].x == Double(font.advanceWidths[Int(x)]) / 100)
        #expect(abs(list.glyphs[1].y - points(.superscriptShiftUp)) < 1e-9)
    }

    @Test("\\frac{a}{b} in display style: a rule fractionRuleThickness thick on the axis, between null delimiter spaces")
    func fractionBar() throws {
        let list = typesetter.layout(tex: #"\frac{a}{b}"#, display: true)
        let rule = try #require(list.rules.first)
        #expect(list.rules.count == 1)
        #expect(abs(rule.height + rule.depth - points(.fractionRuleThickness)) < 1e-9)
        #expect(abs(rule.y + (rule.height - rule.depth) / 2 - points(.axisHeight)) < 1e-9)
        #expect(rule.x == 1.2 && abs(list.width - rule.width - 2.4) < 1e-9)
        #expect(list.glyphs[0].y >= points(.fractionNumeratorDisplayStyleShiftUp) - 1e-9)
    }

    @Test("\\dfrac is a display-style fraction inline, \\tfrac a text-style one in a display")
    func forcedFractionStyles() {
        func glyphs(_ list: MathDisplayList) -> [[Double]] { list.glyphs.map { [$0.x, $0.y, $0.size] } }
        let display = typesetter.layout(tex: #"\frac{a}{b}"#, display: true)
        let inline = typesetter.layout(tex: #"\frac{a}{b}"#, display: false)
        #expect(glyphs(typesetter.layout(tex: #"\dfrac{a}{b}"#, display: false)) == glyphs(display))
        #expect(glyphs(typesetter.layout(tex: #"\tfrac{a}{b}"#, display: true)) == glyphs(inline))
        #expect(glyphs(display) != glyphs(inline))
    }

    @Test("\\left( grows with what it encloses: a size variant, then an assembly of parts")
    func growingDelimiters() throws {
        let parenthesis = try #require(font.glyph(for: "("))
        let small = typesetter.layout(tex: #"\left(x\right)"#, display: false)
        #expect(small.glyphs.first?.glyph == parenthesis)
        let tall = typesetter.layout(tex: #"\left(\frac{\frac{a}{b}}{\frac{c}{d}}\right)"#, display: true)
        let variants = font.math!.verticalVariants[parenthesis]!.variants.map(\.glyph)
        #expect(variants.dropFirst().contains(tall.glyphs[0].glyph))
        let rows = Array(repeating: "a", count: 30).joined(separator: #"\\"#)
        let huge = typesetter.layout(tex: #"\left(\begin{matrix}"# + rows + #"\end{matrix}\right)"#, display: true)
        let parts = Set(font.math!.verticalVariants[parenthesis]!.assembly!.parts.map(\.glyph))
        let drawn = huge.glyphs.filter { parts.contains($0.glyph) }
        #expect(drawn.count >= 3)
        // The assembly covers the matrix from top to bottom, as the delimiter factor asks.
        let spans = drawn.map(\.y)
        #expect(spans.max()! - spans.min()! > 0.8 * (huge.height + huge.depth) - 20)
    }

    @Test("A tall bracket's assembly stretches each joint by its share of what its connectors give, as LuaTeX does: the extenders part further than the ends")
    func assemblyJoints() {
        // LuaTeX's layout of this 4-row bmatrix in display style: the left bracket's parts
        // (bottom 2527, extender 2528 twice, top 2529) at these baselines.
        let list = typesetter.layout(tex: #"\begin{bmatrix}1\\7\\0\\1\end{bmatrix}"#, display: true)
        let bracket = list.glyphs.filter { $0.x < 1 && (2527...2529).contains($0.glyph) }.sorted { $0.y < $1.y }
        #expect(bracket.map(\.glyph) == [2527, 2528, 2528, 2529])
        #expect(zip(bracket.map(\.y), [-19.119, -5.844, 0.843, 9.119]).allSatisfy { abs($0 - $1) < 0.05 })
    }

    @Test("\\sum in display style is its display variant, with limits centred above and below it")
    func limits() throws {
        let list = typesetter.layout(tex: #"\sum_{i=1}^{n}"#, display: true)
        let sum = try #require(font.glyph(for: "\u{2211}"))
        let operatorGlyph = try #require(list.glyphs.first)
        #expect(operatorGlyph.glyph != sum && font.math!.verticalVariants[sum]!.variants.map(\.glyph).contains(operatorGlyph.glyph))
        let n = try #require(list.glyphs.first { $0.scalar == "\u{1D45B}" })
        let i = try #require(list.glyphs.first { $0.scalar == "\u{1D456}" })
        #expect(n.y > 0 && i.y < 0)
        #expect(n.x > operatorGlyph.x && n.x + 4 < list.width)
    }

    @Test("An inline formula that starts with \\displaystyle is set in display style; \\displaystyles is not that command")
    func leadingStyleSwitch() {
        #expect(typesetter.layout(tex: #" \displaystyle\sum_{i=1}^n i"#, display: false) == typesetter.layout(tex: #"\sum_{i=1}^n i"#, display: true))
        #expect(typesetter.layout(tex: #"\displaystyles x"#, display: false).glyphs.filter(\.isError).count == 14)
    }

    @Test("\\bmod has 5mu either side; \\pmod is 8mu inline, then (mod, 6mu, its argument and )")
    func modulus() throws {
        let mu = 10.0 / 18
        let a = Double(font.advanceWidths[Int(try #require(font.glyph(for: "\u{1D44E}")))]) / 100
        let binary = typesetter.layout(tex: #"a\bmod b"#, display: false)
        #expect(abs(binary.glyphs[1].x - (a + 5 * mu)) < 1e-9)
        let parenthesized = typesetter.layout(tex: #"a\pmod b"#, display: false)
        #expect(abs(parenthesized.glyphs[1].x - (a + 8 * mu)) < 1e-9)
        #expect(parenthesized.glyphs.map(\.scalar) == ["\u{1D44E}", "(", "m", "o", "d", "\u{1D44F}", ")"])
    }

    @Test(#"\mod is a 12mu kern, an ordinary mod and 6mu before its argument, which loses its braces (LuaTeX: a\mod b 38.4689 pt, a\mod{-1} and a\pmod{-1} have a binary minus)"#)
    func looseModulus() throws {
        let list = typesetter.layout(tex: #"a\mod b"#, display: false)
        #expect(abs(list.glyphs[1].x - 11.956) < 0.05 && abs(list.glyphs[4].x - 34.179) < 0.05)
        #expect(abs(list.width - 38.4689) < 0.05)
        #expect(abs(typesetter.layout(tex: #"x\equiv y\mod n"#, display: false).width - 58.8439) < 0.05)
        #expect(abs(typesetter.layout(tex: #"x^{a\mod b}"#, display: false).width - 36.1061) < 0.05)
        let minus = try #require(typesetter.layout(tex: #"a\mod{-1}"#, display: false).glyphs.first { $0.scalar == "\u{2212}" })
        #expect(abs(minus.x - 36.401) < 0.05)
        let parenthesized = try #require(typesetter.layout(tex: #"a\pmod{-1}"#, display: false).glyphs.first { $0.scalar == "\u{2212}" })
        #expect(abs(parenthesized.x - 38.069) < 0.05)
        #expect(typesetter.layout(tex: #"a\bmod b"#, display: false).width < list.width)
    }

    @Test(#"\mod and \pmod start with 18mu in display style, amsmath's \if@display (the oracle's \hbox{$\displaystyle…$} has 12 and 8)"#)
    func displayedModulus() throws {
        let a = Double(font.advanceWidths[Int(try #require(font.glyph(for: "\u{1D44E}")))]) / 100
        #expect(abs(typesetter.layout(tex: #"a\mod b"#, display: true).glyphs[1].x - (a + 10)) < 1e-9)
        #expect(abs(typesetter.layout(tex: #"a\pmod b"#, display: true).glyphs[1].x - (a + 10)) < 1e-9)
    }

    @Test("Text takes TeX's input ligatures: ``a'' -- \"b\" --- c sets curly quotes and dashes")
    func textLigatures() {
        let list = typesetter.layout(tex: #"\text{``a'' -- "b" --- c}"#, display: false)
        #expect(String(String.UnicodeScalarView(list.glyphs.map(\.scalar))) == "\u{201C}a\u{201D}\u{2013}\u{201D}b\u{201D}\u{2014}c")
    }

    @Test("\\sqrt[3]{x}: the degree in scriptscript size, the rule along the sign's top, radicalRuleThickness thick")
    func radical() throws {
        let list = typesetter.layout(tex: #"\sqrt[3]{x}"#, display: false)
        let degree = try #require(list.glyphs.first)
        #expect(degree.size == 5)
        let rule = try #require(list.rules.first)
        #expect(abs(rule.height + rule.depth - points(.radicalRuleThickness)) < 1e-9)
        #expect(list.height >= rule.y + rule.height + points(.radicalExtraAscender) - 1e-9)
    }

    @Test("An unknown command is set as its source, marked as an error, never dropped")
    func unknownCommand() {
        let list = typesetter.layout(tex: #"a\foo b"#, display: false)
        #expect(String(String.UnicodeScalarView(list.glyphs.filter(\.isError).map(\.scalar))) == #"\foo"#)
        #expect(list.glyphs.filter { !$0.isError }.count == 2)
    }

    @Test("A box kept whole inside another keeps its glyphs, their spacing and their error marks")
    func nestedBoxes() {
        let row = #"a + b + c + d \foo"#
        let alone = typesetter.layout(tex: row, display: false).glyphs
        let inside = typesetter.layout(tex: #"\sqrt{"# + row + "}", display: false).glyphs.filter { $0.scalar != "\u{221A}" }
        #expect(inside.map(\.glyph) == alone.map(\.glyph))
        #expect(inside.map(\.isError) == alone.map(\.isError))
        // After the radical sign: the row, kept whole, is placed right of it.
        let moved = (x: inside[0].x - alone[0].x, y: inside[0].y - alone[0].y)
        #expect(moved.x > 0)
        #expect(zip(inside, alone).allSatisfy { abs($0.x - $1.x - moved.x) < 1e-9 && abs($0.y - $1.y - moved.y) < 1e-9 })
    }

    @Test("Binary operators without operands become ordinary: -x has no space after the minus, a-x has medium spaces")
    func binaryOperators() throws {
        let unary = typesetter.layout(tex: "-x", display: false)
        let minus = try #require(font.glyph(for: "\u{2212}"))
        #expect(unary.glyphs[1].x == Double(font.advanceWidths[Int(minus)]) / 100)
        let binary = typesetter.layout(tex: "a-x", display: false)
        let a = try #require(font.glyph(for: "\u{1D44E}"))
        #expect(abs(binary.glyphs[1].x - Double(font.advanceWidths[Int(a)]) / 100 - 40.0 / 18) < 1e-9)
    }

    @Test("Hostile formulas finish with finite numbers and every glyph inside the box", arguments: [
        String(repeating: #"\frac{1}{"#, count: 10_000), String(repeating: #"\left("#, count: 100_000),
        String(repeating: "x^", count: 10_000), String(repeating: "{", count: 50_000) + "x",
        #"\begin{pmatrix}"# + String(repeating: "a&", count: 2_000), #"\sqrt["#, #"\left\right"#, "^_^_",
        // A megabyte on one line (44 bytes, 24,000 times).
        String(repeating: #"a_{i}+\frac{x^2}{y}-\sqrt{z}\cdot\sin(t)\le "#, count: 24_000),
    ])
    func hostile(_ tex: String) {
        let list = typesetter.layout(tex: tex, display: true)
        let numbers = [list.width, list.height, list.depth] + list.glyphs.flatMap { [$0.x, $0.y] }
        #expect(numbers.allSatisfy { $0.isFinite })
        #expect(list.glyphs.allSatisfy { $0.x >= -0.001 && $0.x <= list.width + 0.001 && $0.y <= list.height + 0.001 && $0.y >= -list.depth - 0.001 })
    }

    @Test("The SVG draws glyphs as paths filled with currentColor, named by the spoken form")
    func svg() {
        let list = typesetter.layout(tex: #"\frac{a}{b}"#, display: false)
        let svg = MathSVGWriter(typesetter: typesetter).svg(list, accessibleName: "a over b")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("role=\"img\" aria-label=\"a over b\""))
        #expect(svg.components(separatedBy: "<path ").count - 1 == 2)
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 1)
        #expect(svg.contains("fill=\"currentColor\"") && !svg.contains("<text"))
    }
}
