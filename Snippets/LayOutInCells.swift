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
let touched = layout.element(at: LayoutPoint(x: 12, y: 3))    // the link, formula or text under a point
let cursor = layout.frame(of: model.elements(.table)[0].id)   // where VoiceOver's cursor goes
let screens = layout.pages(height: 24)                        // screenfuls, broken between lines
// snippet.hide
print(layout.plainRows().joined(separator: "\n"), touched as Any, cursor as Any, screens.count)
