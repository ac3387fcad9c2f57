// Images without code of the app's: the default loader, relative sources resolved against the
// base URL; a loader of the app's, here one that loads none.
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
import Foundation
// snippet.show
import LegibleUIKit
import UIKit

let post = MarkdownTextView(markdown: "![The build times](charts/build.png)")
post.baseURL = URL(string: "https://example.org/blog/")          // charts/build.png from there
let noImages = MarkdownTextView(markdown: "![A photo](photo.jpg)")
noImages.loadImage = { _ in nil }        // none loaded: each image's description in its place
// snippet.hide
print(post.baseURL as Any, noImages.markdown.count)
#endif
