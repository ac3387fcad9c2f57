import LegibleRendering
import Testing

/// Output without colour sets code spans between backticks: in a terminal everything is in the
/// monospaced face that sets code apart elsewhere, so without a colour chip `cargo build` would
/// read as prose. The backticks are drawn, not part of the text a reader copies.
@Suite("Cell layout: code spans marked without colour")
struct CodeMarksTests {
    func layout(_ markdown: String, codeMarks: Bool = true) -> CellLayout {
        CellLayout(document: styled(markdown), options: CellLayoutOptions(width: 60, codeMarks: codeMarks))
    }

    @Test("a code span is drawn between backticks, which are not its text")
    func marked() {
        let layout = layout("Run `cargo build` now.")
        #expect(layout.screen == ["Run `cargo build` now."])
        #expect(layout.content(ofLine: 0) == "Run cargo build now.")
    }

    @Test("a span with backticks in it gets one more than its longest run, and spaces inside where it starts or ends with one")
    func backticksInside() {
        #expect(layout("Use ``a`b`` and `` `c` ``.").screen == ["Use ``a`b`` and `` `c` ``."])
    }

    @Test("marks nest with the styles around the span, outside them")
    func insideStyles() {
        let layout = CellLayout(document: styled("~~`Double`~~ `Decimal`"), options: CellLayoutOptions(width: 60, textMarks: true, codeMarks: true))
        #expect(layout.screen == ["~~`Double`~~ `Decimal`"])
    }

    @Test("a code block is not marked: its frame sets it apart; nor is anything without the option")
    func unmarked() {
        #expect(layout("```\nlet x = 1\n```\n").screen.allSatisfy { !$0.contains("`") })
        #expect(layout("Run `cargo build` now.", codeMarks: false).screen == ["Run cargo build now."])
    }
}
