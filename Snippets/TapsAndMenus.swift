// Taps, pressed links and menus, decided once in the core for every view: what a tap at a point
// opens, what to draw pressed, and which menu items an element offers.
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering

// snippet.hide
let markdown = "See [the guide](https://example.com/guide) and $x^2$.\n"
// snippet.show
let model = ReadingModel(document: MarkdownDocument(parsing: markdown, options: .gitHub))
let layout = CellLayout(document: StyledDocument(model: model), options: CellLayoutOptions(width: 80))
if let target = layout.tapTarget(at: LayoutPoint(x: 6, y: 0)) {
    print(target.action)                        // openLink("https://example.com/guide")
    print(layout.pressedRects(of: target))      // the link's text, a rectangle a line
}
for element in model.elements where !element.menuItems.isEmpty {
    print(element.role, element.menuItems.map(\.title))
}                                               // link ["Open", "Copy Link", "Share…"]
                                                // math ["Copy TeX", "Copy MathML"]
