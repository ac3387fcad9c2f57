#if canImport(SwiftUI)
import LegibleAccessibility
import LegibleRendering
import SwiftUI

/// A SwiftUI view that shows Markdown with the accessibility of Legible's UIKit and AppKit
/// views: elements for VoiceOver as the reading model says, rotors, actions, and while an
/// answer streams in, announcements of finished sentences.
///
/// Pass the answer's text so far and whether it is complete; the view appends what is new, so
/// elements keep their identity (and VoiceOver its place) as text arrives:
///
/// ```swift
/// struct AnswerBubble: View {
///     let text: String          // grows as tokens arrive
///     let isComplete: Bool
///     var body: some View {
///         MarkdownView(text, isComplete: isComplete)
///             .padding(12)
///             .background(.quaternary, in: RoundedRectangle(cornerRadius: 16))
///     }
/// }
/// ```
///
/// Links open through the environment's `openURL` action unless `onOpenURL` is given.
public struct MarkdownView: View {
    /// The Markdown so far.
    public var markdown: String
    /// Whether the Markdown is all there (a document), or an answer still streaming in.
    public var isComplete: Bool
    /// How the document looks.
    public var theme: Theme
    /// What is announced while the answer streams in.
    public var announcementPolicy: AnnouncementPolicy
    /// Opens a link the reader activates; `nil` for the environment's `openURL`.
    public var onOpenURL: (@MainActor (URL) -> Void)?

    /// A view showing `markdown`, complete unless told otherwise.
    public init(_ markdown: String, isComplete: Bool = true, theme: Theme = .standard, announcementPolicy: AnnouncementPolicy = .standard,
                onOpenURL: (@MainActor (URL) -> Void)? = nil) {
        self.markdown = markdown
        self.isComplete = isComplete
        self.theme = theme
        self.announcementPolicy = announcementPolicy
        self.onOpenURL = onOpenURL
    }

    public var body: some View {
        #if canImport(UIKit)
        UIKitMarkdownHost(content: self)
        #else
        AppKitMarkdownHost(content: self)
        #endif
    }
}

/// What both platforms' views do for ``MarkdownView``.
@MainActor
protocol MarkdownShowing: AnyObject {
    var markdown: String { get set }
    var isStreaming: Bool { get }
    var theme: Theme { get set }
    var announcementPolicy: AnnouncementPolicy { get set }
    var openLink: @MainActor (URL) -> Void { get set }
    func append(_ text: String)
    func finish()
}

extension MarkdownView {
    /// Brings a platform view up to this view's Markdown: text that extends what the view shows
    /// is appended (streaming), anything else replaces it; a complete answer is finished.
    @MainActor
    func update(_ view: some MarkdownShowing, openURL: OpenURLAction) {
        view.theme = theme
        view.announcementPolicy = announcementPolicy
        view.openLink = onOpenURL ?? { openURL($0) }
        let shown = view.markdown
        if markdown != shown {
            if markdown.hasPrefix(shown) && (view.isStreaming || !isComplete) {
                view.append(String(markdown.dropFirst(shown.count)))
            } else if isComplete {
                view.markdown = markdown
            } else {
                view.markdown = ""
                view.append(markdown)
            }
        }
        if isComplete && view.isStreaming { view.finish() }
    }
}
#endif
