import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import Testing

/// Blocks in cells: containers' bars and markers, code that is clipped or scrolled, tables as
/// grids or row by row, formulas, rules.
@Suite("Cell layout: blocks")
struct BlockLayoutTests {
    static let table = """
        | Name | Role | City |
        |:--|:-:|--:|
        | Ada Lovelace | Analyst of the Engine | London |
        | Grace Hopper | Compiler pioneer | Arlington |
        """

    @Test("a table that fits is a grid with its alignments")
    func tableAt80() {
        let layout = layout(Self.table, width: 80)
        #expect(layout.screen == [
            "┌──────────────┬───────────────────────┬───────────┐",
            "│ Name         │         Role          │      City │",
            "├──────────────┼───────────────────────┼───────────┤",
            "│ Ada Lovelace │ Analyst of the Engine │    London │",
            "│ Grace Hopper │   Compiler pioneer    │ Arlington │",
            "└──────────────┴───────────────────────┴───────────┘",
        ])
        #expect(layout.lineDescriptions[4] == "\"Analyst of the Engine\" (16, 3, 23×1) tableCell@54#1")
    }

    @Test("a narrower grid wraps cells in their columns and rules its rows")
    func tableAt40() {
        #expect(layout(Self.table, width: 40).screen == [
            "┌───────────┬──────────────┬───────────┐",
            "│ Name      │     Role     │      City │",
            "├───────────┼──────────────┼───────────┤",
            "│ Ada       │  Analyst of  │    London │",
            "│ Lovelace  │  the Engine  │           │",
            "├───────────┼──────────────┼───────────┤",
            "│ Grace     │   Compiler   │ Arlington │",
            "│ Hopper    │   pioneer    │           │",
            "└───────────┴──────────────┴───────────┘",
        ])
    }

    @Test("a table too wide for the width is shown row by row, each cell after its header")
    func tableAt20() {
        let layout = layout(Self.table, width: 20)
        #expect(layout.screen == [
            "Name", "Role", "City",
            "────────────────────",
            "Name: Ada Lovelace",
            "Role: Analyst of the",
            "      Engine",
            "City: London",
            "────────────────────",
            "Name: Grace Hopper",
            "Role: Compiler",
            "      pioneer",
            "City: Arlington",
        ])
        // Every cell is still a line of its own, with the cell as its element.
        #expect(layout.lineDescriptions[3] == "\"Ada Lovelace\" (6, 4, 14×1) tableCell@39")
    }

    @Test("plain drawing shows tables row by row, with blank rows instead of rules")
    func plainTable() {
        #expect(layout(Self.table, width: 80, drawing: .plain).screen == [
            "Name", "Role", "City", "",
            "Name: Ada Lovelace", "Role: Analyst of the Engine", "City: London", "",
            "Name: Grace Hopper", "Role: Compiler pioneer", "City: Arlington",
        ])
    }

    static let code = "```python\nfor item in range(10): print(item * item, 'squared, which is a long line')\n\tindented\n```"

    @Test("a code line longer than the width is clipped and marked, never wrapped", arguments: [
        (20, ["┌─ Python ──────────", "│ for item in range›", "│     indented", "└───────────────────"]),
        (40, ["┌─ Python ──────────────────────────────", "│ for item in range(10): print(item * i›", "│     indented",
              "└───────────────────────────────────────"]),
    ])
    func clippedCode(width: Int, rows: [String]) {
        let layout = layout(Self.code, width: width)
        #expect(layout.screen == rows)
        // The clipped line still holds its whole text and its line break; its frame stops at the mark.
        #expect(layout.content(ofLine: 0) == "for item in range(10): print(item * item, 'squared, which is a long line')")
        #expect(layout.frame(ofLine: 0) == LayoutRect(x: 2, y: 1, width: Double(width - 3), height: 1))
        #expect(layout.lines[0].utf16Range == 0..<75)
    }

    @Test("scrolled code keeps the whole line; the layout is wider than the width")
    func scrolledCode() {
        let layout = layout(Self.code, width: 40, codeOverflow: .scroll)
        #expect(layout.screen[1] == "│ for item in range(10): print(item * item, 'squared, which is a long line')")
        #expect(layout.frame(ofLine: 0) == LayoutRect(x: 2, y: 1, width: 74, height: 1))
        #expect(layout.size.width == 76)
        // A tab reaches the next tab stop: "indented" starts 4 cells in.
        #expect(layout.xPosition(ofUTF16: 76, inLine: 1) == 6)
    }

    @Test("quotes draw a bar a level, lists their markers, a break a rule")
    func containers() {
        let markdown = "> Quote *one*\n>\n> > nested [link](https://x.example)\n\n- a\n  1. b\n  2. c\n- [ ] d\n\n---\n\nEnd $x^2$."
        #expect(layout(markdown, width: 20).screen == [
            "│ Quote one", "│", "│ │ nested link", "", "• a", "  1. b", "  2. c", "☐ d", "", "────────────────────", "", "End x^2.",
        ])
        #expect(layout(markdown, width: 20, drawing: .plain).screen == [
            "  Quote one", "", "    nested link", "", "- a", "  1. b", "  2. c", "[ ] d", "", "", "", "End x^2.",
        ])
    }

    @Test("an alert starts with its kind's symbol and title on a row of their own, and keeps a bar, all in the kind's color")
    func alert() {
        let model = ReadingModel(document: MarkdownDocument(parsing: "> [!WARNING]\n> Back up.\n>\n> Then go.", options: .documents))
        let options = CellLayoutOptions(width: 20)
        let drawn = CellLayout(document: StyledDocument(model: model), options: options)
        #expect(drawn.screen == ["⚠ Warning", "│ Back up.", "│", "│ Then go."])
        let decorations = drawn.paint(rows: 0..<4).flatMap { $0 }.compactMap { span -> CellDecoration.Role? in
            if case .decoration(let role) = span.style { return role }
            return nil
        }
        #expect(decorations == Array(repeating: .alert(.warning), count: 5))
        let plain = CellLayout(document: StyledDocument(model: model), options: CellLayoutOptions(width: 20, drawing: .plain))
        #expect(plain.screen == ["⚠ Warning", "  Back up.", "", "  Then go."])
    }

    @Test("a disclosure group's summary is drawn in bold where the group starts; its end is not drawn")
    func details() {
        let markdown = "<details>\n<summary>Setup</summary>\n\nText.\n\n</details>\n\nAfter."
        #expect(layout(markdown, width: 20).screen == ["Setup", "", "Text.", "", "After."])
        #expect(styled(markdown).runDescriptions == ["\"Setup\" strong", "\"Text.\"", "\"After.\""])
    }

    @Test("an alert's title is in the document's language, and cut to a narrow screen")
    func alertTitle() throws {
        let phrases = try #require(PhraseTable.named("de"))
        let german = ReadingModel(document: MarkdownDocument(parsing: "> [!CAUTION]\n> Vorsicht.", options: .documents), phrases: phrases)
        #expect(CellLayout(document: StyledDocument(model: german), options: CellLayoutOptions(width: 20)).screen.first
                == "⊘ " + phrases.text(.alertCaution))
        let model = ReadingModel(document: MarkdownDocument(parsing: "> [!IMPORTANT]\n> Read.", options: .documents))
        #expect(CellLayout(document: StyledDocument(model: model), options: CellLayoutOptions(width: 10)).screen.first == "❢ Importan")
    }

    @Test("headings of level 1 and 2 are underlined; display math is a box of its own")
    func headingsAndMath() {
        #expect(layout("# Title\n\n## Part\n\n### Small\n\n$$\n\\frac{a}{b} + \\sqrt{c}\n$$", width: 12).screen == [
            "Title", "═════", "", "Part", "────", "", "Small", "", "  \\frac{a}", "  {b} +", "  \\sqrt{c}",
        ])
    }

    @Test("a formula too wide for the line gets rows of its own, still one line of the text")
    func wideInlineMath() {
        let layout = layout("Sum $a_1 + a_2 + a_3 + a_4$ done", width: 12)
        #expect(layout.screen == ["Sum", "a_1 + a_2 +", "a_3 + a_4", "done"])
        #expect(layout.lineDescriptions[1] == "\"\u{FFFC} \" (0, 1, 12×2) text@0")
    }

    @Test("footnotes follow a short rule, numbered")
    func footnotes() {
        #expect(layout("Fact[^1].\n\n[^1]: Source.", width: 20).screen == ["Fact¹.", "", "────────────────────", "1. Source."])
        #expect(layout("Fact[^1].\n\n[^1]: Source.", width: 20, drawing: .plain).screen == ["Fact[1].", "", "1. Source."])
    }

    @Test("absurd nesting leaves at least half the width for the text")
    func deepNesting() {
        let markdown = String(repeating: "> ", count: 50) + "deep text here"
        let layout = layout(markdown, width: 20)
        #expect(layout.screen == ["│ │ │ │ │ deep text", "│ │ │ │ │ here"])
    }
}
