// Show Markdown in AppKit: the same view as UIKit's, an NSView.
// snippet.hide
// Linux compiles this against the AppKit stubs (Stubs/README.md); where there is no AppKit, it is empty.
#if canImport(AppKit)
// snippet.show
import AppKit
import LegibleAppKit

let answerView = MarkdownTextView(markdown: "# Compound interest\n\nThe balance is $A = P(1 + r)^t$.")
answerView.openLink = { url in print("open", url) }  // by default, the system opens links
answerView.append("\n\nA streamed answer grows a token at a time…")
answerView.finish()                                 // announces what remains, then the end
// snippet.hide
print(answerView.markdown.count)
#endif
