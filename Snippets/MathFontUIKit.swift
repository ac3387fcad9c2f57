// A math font the app bundles, for iOS, which has none of its own.
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
import Foundation
import LegibleRendering
import LegibleUIKit

let view = MarkdownTextView(markdown: "$x^2$")
// snippet.show
if let url = Bundle.main.url(forResource: "latinmodern-math", withExtension: "otf") {
    view.mathFont = try? MathFont(contentsOf: url)     // nil, and the linear form, if it has no MATH table
}
// snippet.hide
print(view.mathFont == nil ? "no math font bundled" : "math font set")
#endif
