// The macOS context menu: a right or Control click on a link offers Open, Copy Link and (with
// shareLink) Share; on code, Copy; on a formula, Copy TeX and Copy MathML: iOS's long press.
// snippet.hide
// Linux compiles this against the AppKit stubs (Stubs/README.md); where there is no AppKit, it is empty.
#if canImport(AppKit)
// snippet.show
import AppKit
import LegibleAppKit

let reply = MarkdownTextView(markdown: "Read [the guide](https://example.com/guide).")
reply.shareLink = { url in print("share", url) }    // adds Share… to a link's menu
reply.openLink = { url in print("open", url) }      // the menu's Open, as a click
// snippet.hide
#endif
