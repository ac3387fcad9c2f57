// Show Markdown in UIKit: one view, drawn with TextKit 2 and exposed to VoiceOver element by
// element.
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
// snippet.show
import LegibleUIKit
import UIKit

let answerView = MarkdownTextView(markdown: "# Compound interest\n\nThe balance is $A = P(1 + r)^t$.")
answerView.openLink = { url in print("open", url) }  // by default, the system opens links
answerView.append("\n\nA streamed answer grows a token at a time…")
answerView.finish()                                 // announces what remains, then the end
// snippet.hide
print(answerView.markdown.count)
#endif
