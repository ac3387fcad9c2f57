import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleMathLayout
import LegibleRendering
import LegibleTestSupport
import Testing

/// The geometry the Apple views draw formulas with, from the typesetter, at Dynamic Type's body
/// sizes (14 pt for the smallest text, 17 pt the default, 23 pt for the largest standard size).
@Suite("Formulas in the views: geometry, fonts and typesetting once")
struct FormulaGeometryTests {
    static let bodySizes: [Double] = [14, 17, 23]

    /// The system's math font; `nil` (and the test passes by skipping) when none is installed,
    /// except under CI, which installs Latin Modern Math.
    static func systemFont() -> MathFont? {
        let font = MathFont.system()
        if font == nil { #expect(!SharedData.isCI, "no math font installed (fonts-lmodern)") }
        return font
    }

    /// The formulas of a document, in order.
    static func formulas(_ markdown: String) -> [MathAttachment] {
        styled(markdown).runs.compactMap { run in
            if case .math(let math) = run.attributes.attachment { math } else { nil }
        }
    }

    /// The linear form measured as a monospaced body font would: half an em a character, with
    /// the ascent and descent of a 17 pt font.
    static func measure(_ text: String) -> FormulaGeometry {
        FormulaGeometry(width: Double(text.count) * 8.5, height: 13, depth: 4)
    }

    @Test("an in-line formula's attachment is its box, and reaches below the baseline by its depth, at 14, 17 and 23 pt")
    func inlineBaseline() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let math = try #require(Self.formulas("Roots $x_{1,2} = \\frac{-b}{2a}$ here.").first)
        var depths: [Double] = []
        for size in Self.bodySizes {
            let formula = formulas.formula(math, bodySize: size, measureLinear: Self.measure)
            guard case .displayList(let list) = formula.drawing else { Issue.record("not typeset"); return }
            #expect(formula.geometry.baselineOffset == list.depth)
            #expect(formula.geometry.attachmentSize == LayoutSize(width: list.width, height: list.height + list.depth))
            // A fraction with a subscript before it reaches well below the baseline and above the x-height.
            #expect(list.depth > size * 0.2 && list.height > size * 0.5)
            depths.append(list.depth)
        }
        // The formula is set at the body size: its depth grows with it (TeX's rules are linear in the size).
        #expect(abs(depths[2] / depths[0] - 23.0 / 14.0) < 0.01)
    }

    @Test("an in-line formula placed on a line: its box's top is its height above the baseline, and a touch on it lands on its element")
    func inlineHitTest() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let math = try #require(Self.formulas("Energy $E = mc^2$ is conserved.").first)
        for size in Self.bodySizes {
            let geometry = formulas.formula(math, bodySize: size, measureLinear: Self.measure).geometry
            let placed = PlacedFormula(inline: math.element, geometry: geometry, origin: LayoutPoint(x: 60, y: 100))
            #expect(placed.frame == LayoutRect(x: 60, y: 100 - geometry.height, width: geometry.width, height: geometry.height + geometry.depth))
            #expect(placed.element(at: LayoutPoint(x: 60 + geometry.width / 2, y: 99)) == math.element)
            #expect(placed.element(at: LayoutPoint(x: 59, y: 99)) == nil)
            #expect(placed.element(at: LayoutPoint(x: 60 + geometry.width + 1, y: 99)) == nil)
        }
    }

    @Test("a display formula narrower than its line is centred in it, at 14, 17 and 23 pt, and does not scroll")
    func displayCentred() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let math = try #require(Self.formulas("$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$").first)
        #expect(math.isDisplay)
        let line = LayoutRect(x: 16, y: 40, width: 320, height: 60)
        for size in Self.bodySizes {
            let geometry = formulas.formula(math, bodySize: size, measureLinear: Self.measure).geometry
            let placed = PlacedFormula(display: math.element, geometry: geometry, line: line, baseline: 80)
            #expect(geometry.width < 320)
            #expect(abs((placed.frame.x - 16) - (336 - placed.frame.maxX)) < 1e-9)
            #expect(placed.scrollExtent == 0)
            #expect(placed.element(at: LayoutPoint(x: 176, y: 80)) == math.element)
        }
    }

    @Test("a display formula wider than its line is not shrunk: it starts at the line's edge and scrolls by its excess; only what shows is touched")
    func displayScrolls() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let tex = (1...30).map { "a_{\($0)} x^{\($0)}" }.joined(separator: " + ")
        let math = try #require(Self.formulas("$$\n\(tex)\n$$\n").first)
        let line = LayoutRect(x: 10, y: 0, width: 200, height: 40)
        for size in Self.bodySizes {
            let formula = formulas.formula(math, bodySize: size, measureLinear: Self.measure)
            guard case .displayList(let list) = formula.drawing else { Issue.record("not typeset"); return }
            var placed = PlacedFormula(display: math.element, geometry: formula.geometry, line: line, baseline: 30)
            #expect(placed.frame.width == list.width)
            #expect(placed.frame.x == 10)
            #expect(placed.scrollExtent == list.width - 200)
            let scrolled = placed.scroll(to: 1e9)
            #expect(scrolled)
            #expect(placed.scrollOffset == placed.scrollExtent)
            #expect(placed.drawnFrame.maxX == 210)
            #expect(placed.element(at: LayoutPoint(x: 100, y: 30)) == math.element)
            #expect(placed.element(at: LayoutPoint(x: 300, y: 30)) == nil)
        }
    }

    @Test("of several formulas placed, a touch lands on the one under it")
    func hitTestAmongFormulas() throws {
        let maths = Self.formulas("Both $a$ and $b$ hold.")
        #expect(maths.count == 2)
        let geometry = FormulaGeometry(width: 10, height: 8, depth: 2)
        let placed = maths.enumerated().map { PlacedFormula(inline: $1.element, geometry: geometry, origin: LayoutPoint(x: 40 + 50 * Double($0), y: 20)) }
        #expect(placed.element(at: LayoutPoint(x: 45, y: 15)) == maths[0].element)
        #expect(placed.element(at: LayoutPoint(x: 95, y: 21)) == maths[1].element)
        #expect(placed.element(at: LayoutPoint(x: 70, y: 15)) == nil)
    }

    @Test("the fallback chain: the system's math font first, then the app's, then the system's text font, then none")
    func fallbackChain() throws {
        guard let font = Self.systemFont() else { return }
        let app = try MathFont(data: try Data(contentsOf: URL(fileURLWithPath: try #require(MathFont.systemFontPaths.first {
            FileManager.default.isReadableFile(atPath: $0)
        }))), name: "app font")
        guard case .system(let system) = MathFontChoice(system: font, app: app) else { Issue.record("not the system font"); return }
        #expect(system.name == font.name)
        guard case .app(let given) = MathFontChoice(system: nil, app: app) else { Issue.record("not the app font"); return }
        #expect(given.name == "app font")
        let text = MathFont(textFont: font.font, name: "text font")
        guard case .textFont(let textFont) = MathFontChoice(system: nil, app: nil, text: text) else { Issue.record("not the text font"); return }
        #expect(textFont.name == "text font")
        guard case .linear = MathFontChoice(system: nil, app: nil) else { Issue.record("not the linear form"); return }
    }

    @Test("without a math font a formula is its linear form in the body font, measured as the body font draws it: never its TeX")
    func linearFallback() throws {
        let formulas = FormulaTypesetter(fonts: MathFontChoice(system: nil, app: nil))
        let math = try #require(Self.formulas("Roots of $ax^2 + bx + c = 0$ are $x_1$ and $x_2$.").first)
        let formula = formulas.formula(math, bodySize: 17, measureLinear: Self.measure)
        guard case .linear(let text) = formula.drawing else { Issue.record("typeset without a font"); return }
        #expect(text == "ax² + bx + c = 0")
        #expect(formula.geometry == Self.measure("ax² + bx + c = 0"))
    }

    @Test("an app's font is refused with a reason when it is not a font, or has no MATH table")
    func appFontRefused() throws {
        #expect(throws: FontError.self) { try MathFont(data: Data("not a font".utf8)) }
        let text = "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf"
        if FileManager.default.isReadableFile(atPath: text) {
            #expect(throws: FontError.missingTable("MATH")) { try MathFont(contentsOf: URL(fileURLWithPath: text)) }
        }
    }

    @Test("the system's font is the first path holding a font with a MATH table: a file that is not a font is passed over")
    func systemFontSearch() throws {
        guard Self.systemFont() != nil else { return }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("legible-not-a-font-\(UUID().uuidString).otf")
        try Data("OTTO and nothing more".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        let found = MathFont.system(paths: ["/no/such/font.otf", junk.path] + MathFont.systemFontPaths)
        #expect(found?.name == MathFont.system()?.name)
        #expect(MathFont.system(paths: [junk.path]) == nil)
    }

    @Test("a streamed answer's formulas are typeset once each, however many chunks arrive; an open $ is text until it closes")
    func typesetOncePerStream() throws {
        guard let font = Self.systemFont() else { return }
        let formulas = FormulaTypesetter(fonts: .system(font))
        let answer = StreamingAnswer()
        var styled = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        let chunks = ["The roots of $ax^2", " + bx + c = 0$ are $x_1$ and", " $x_2$, with $$\\Delta = b^2 - 4ac$$", " and more text", "."]
        var seen: [[String]] = []
        for chunk in chunks {
            styled.apply(answer.append(chunk, at: .zero).update)
            var texs: [String] = []
            for run in styled.runs {
                guard case .math(let math) = run.attributes.attachment else { continue }
                _ = formulas.formula(math, bodySize: 17, measureLinear: Self.measure)
                texs.append(math.tex)
            }
            seen.append(texs)
        }
        #expect(seen[0] == [])
        #expect(seen[1] == ["ax^2 + bx + c = 0", "x_1"])
        #expect(seen.last == ["ax^2 + bx + c = 0", "x_1", "x_2", "\\Delta = b^2 - 4ac"])
        #expect(formulas.typesetCount == 4)
        _ = formulas.formula(try #require(Self.formulas("$x_1$").first), bodySize: 23, measureLinear: Self.measure)
        #expect(formulas.typesetCount == 5)
    }
}
