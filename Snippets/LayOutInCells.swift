// Draw a document: its styled document laid out in terminal cells, and what the layout answers
// for VoiceOver and a pager.
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

// snippet.hide
let answer = """
    # Rates

    See [the table](#rates) and $r = 5\\%$.

    | Compounding | Balance |
    |:------------|--------:|
    | Yearly      | 1628.89 |
    """
// snippet.show
let model = ReadingModel(document: MarkdownDocument(parsing: answer, options: .gitHub))
let layout = CellLayout(document: StyledDocument(model: model), options: CellLayoutOptions(width: 80))
layout.element(at: LayoutPoint(x: 12, y: 3))      // the link, formula or text under a point
layout.frame(of: model.elements(.table)[0].id)    // where VoiceOver's cursor goes
layout.pages(height: 24)                          // screenfuls, broken between lines
// snippet.hide
print(layout.plainRows().joined(separator: "\n"))
