// Code blocks for readers who see them: numbered lines, long lines wrapped rather than
// scrolled, and the header with the language and a Copy button (on by default).
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
// snippet.show
import LegibleUIKit
import UIKit

let reply = MarkdownTextView(markdown: "~~~swift\nlet total = prices.reduce(0, +)\n~~~\n")
reply.showsCodeLineNumbers = true        // in a gutter: drawn, not read aloud or copied
reply.codeBlockOverflow = .wrap          // long lines wrap, indented, instead of scrolling
reply.showsCodeBlockHeaders = true       // "Swift" and a Copy button that says "Copied" after
// snippet.hide
print(reply.codeBlockOverflow)
#endif
