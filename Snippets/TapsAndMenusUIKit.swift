// Links for readers who tap: a tap opens a link through `openLink`, drawn pressed while the
// finger is on it; a long press shows the element's menu.
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
// snippet.show
import LegibleUIKit
import UIKit

let chat = MarkdownTextView(markdown: "Read [the guide](https://example.com/guide).")
chat.openLink = { url in print("open", url) }    // a tap, the menu's Open, VoiceOver's action
chat.shareLink = { url in print("share", url) }  // adds Share to a link's long-press menu
// snippet.hide
print(chat.markdown.count)
#endif
