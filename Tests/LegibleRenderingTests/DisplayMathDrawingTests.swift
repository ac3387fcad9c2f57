import LegibleRendering
import Testing

/// Display formulas in the cell layout: drawn in two dimensions in a terminal's Unicode, cut
/// with a marker or run on like code when too wide, linear everywhere else.
@Suite("Display formulas drawn in the cell layout")
struct DisplayMathDrawingTests {
    func unicodeLayout(_ markdown: String, width: Int, codeOverflow: CellLayoutOptions.CodeOverflow = .clip,
                       drawing: CellLayoutOptions.Drawing = .boxDrawing) -> CellLayout {
        CellLayout(document: styled(markdown), options: CellLayoutOptions(width: width, codeOverflow: codeOverflow, drawing: drawing, mathForm: .unicode))
    }

    @Test("a display formula is drawn, indented like code; an inline one stays on its line")
    func drawn() {
        let layout = unicodeLayout("Since $x = \\frac{1}{2}$:\n\n$$x = \\frac{1}{2}$$\n", width: 40)
        #expect(layout.screen == [
            "Since x = 1/2:",
            "",
            "       1",
            "  x = ───",
            "       2",
        ])
    }

    @Test("a formula in a table cell is its linear form")
    func inTable() {
        let layout = unicodeLayout("| a | b |\n|---|---|\n| $\\frac{1}{2}$ | $\\sqrt{x+1}$ |\n", width: 40)
        #expect(layout.screen.contains("│ 1/2 │ √(x + 1) │"))
    }

    @Test("a drawing wider than the column is cut a cell short of the edge, each row that lost something marked")
    func clipped() {
        let layout = unicodeLayout("$$\\frac{aaaaaaaaaaaaaaaaaaaa}{b} + c$$\n", width: 16)
        #expect(layout.screen == [
            "   aaaaaaaaaaaa›",
            "  ─────────────›",
            "            b",
        ])
    }

    @Test("scrolled sideways, a wide drawing runs on past the edge whole")
    func scrolled() {
        let layout = unicodeLayout("$$\\frac{aaaaaaaaaaaaaaaaaaaa}{b} + c$$\n", width: 16, codeOverflow: .scroll)
        #expect(layout.screen == [
            "   aaaaaaaaaaaaaaaaaaaa",
            "  ────────────────────── + c",
            "            b",
        ])
    }

    @Test("where nothing scrolls, a wide formula is its linear form, wrapped: nothing is lost")
    func wrapped() {
        let layout = unicodeLayout("$$\\frac{aaaaaaaaaaaaaaaaaaaa}{b} + c$$\n", width: 16, codeOverflow: .wrap)
        #expect(layout.screen == ["  (aaaaaaaaaaaaa", "  aaaaaaa)/b + c"])
    }

    @Test("a display wider than the column is broken into lines that fit, in a pipe as in the pager")
    func broken() {
        for overflow in [CellLayoutOptions.CodeOverflow.clip, .wrap] {
            let layout = unicodeLayout("$$x = a + b + c + d + e + f$$\n", width: 16, codeOverflow: overflow)
            #expect(layout.screen == ["  x = a + b + c", "      + d + e", "      + f"])
        }
    }

    @Test("plain drawing writes the linear form")
    func plain() {
        #expect(unicodeLayout("$$x = \\frac{1}{2}$$\n", width: 40, drawing: .plain).screen == ["  x = 1/2"])
    }

    @Test("East Asian wide characters take two cells in the drawing, as in the text around it")
    func wideCharacters() {
        let layout = unicodeLayout("$$\\frac{\\text{面积}}{2}$$\n", width: 40)
        #expect(layout.screen == ["   面积", "  ──────", "    2"])
    }

    @Test("a formula that cannot be read is its source between dollar signs")
    func unreadable() {
        #expect(unicodeLayout("$$\\frac{a}{b$$\n", width: 40).screen == ["  $$\\frac{a}{b$$"])
    }
}
