// Show Markdown in AppKit: a finished document in an NSView, as high as its text at a width.
// snippet.hide
// Linux compiles this against the AppKit stubs (Stubs/README.md); where there is no AppKit, it is empty.
#if canImport(AppKit)
// snippet.show
import AppKit
import LegibleAppKit

let notes = MarkdownTextView(markdown: "## Rates\n\n| Compounding | Balance |\n|---|--:|\n| Yearly | 1628.89 |")
notes.frame.size = CGSize(width: 480, height: notes.fittingHeight(forWidth: 480))
notes.markdown = "## Rates\n\nSetting `markdown` replaces the document; `append` streams onto it."
print(notes.readingModel.textElements.compactMap(\.label))   // what VoiceOver finds, in order
// snippet.hide
#endif
