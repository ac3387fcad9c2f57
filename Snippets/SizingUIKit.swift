// Sizing for cells and bubbles: a size per width, laid out once and cached; hugging a short
// message; a height report once a frame while an answer streams in.
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
// snippet.show
import LegibleUIKit
import UIKit

let bubble = MarkdownTextView(markdown: "Sure!")
bubble.hugsContentWidth = true                           // no wider than a short message
let size = bubble.fittingSize(forWidth: 280)             // laid out once per width, then cached
bubble.onHeightChange = { height in print(height) }      // once a frame while an answer streams
// snippet.hide
print(size)
#endif
