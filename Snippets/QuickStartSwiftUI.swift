// Show Markdown in SwiftUI: pass the text so far; what extends it is appended, so VoiceOver keeps
// its place and finished sentences are announced.
// snippet.hide
#if canImport(SwiftUI)
// snippet.show
import LegibleSwiftUI
import SwiftUI

struct AnswerView: View {
    let text: String           // the answer so far: it grows as tokens arrive
    let isComplete: Bool
    var body: some View { MarkdownView(text, isComplete: isComplete) }
}
// snippet.hide
print(AnswerView(text: "# Hello", isComplete: true).text)
#endif
