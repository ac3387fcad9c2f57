#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleMarkdown
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
/// Or pass a `StreamingAnswer` you append to as tokens arrive; the view shows what the answer
/// holds each time SwiftUI updates it (so update it when you append, as a change of state does):
///
/// ```swift
/// struct StreamedBubble: View {
///     let answer: StreamingAnswer
///     let received: Int          // state that changes with each token, so the bubble updates
///     var body: some View {
///         MarkdownView(answer: answer, theme: .standard) { url in open(url) }
///     }
/// }
/// ```
///
/// Links open through the environment's `openURL` action unless `onOpenURL` is given, and
/// links of a scheme the app handles (``handlesLinks(withScheme:perform:)``) go to its handler
/// first. The view reads its environment: `.font` set to a text style (`.font(.callout)`) is
/// the body text's style; the color scheme is the view's (`.preferredColorScheme(.dark)`),
/// with Increase Contrast on macOS; Dynamic Type reaches it as UIKit's and AppKit's text
/// sizes; with ``linksFollowTint(_:)`` links are drawn in `.tint`. (A custom `Font` cannot be
/// taken apart, nor can `.foregroundStyle` be read from the environment: give those in the
/// ``theme``, as `FontDescription.family(_:size:relativeTo:)` and palette colors.)
///
/// Headings: SwiftUI's `accessibilityHeading(_:)` sets the level of SwiftUI content, but this
/// view's content is the UIKit or AppKit view it wraps, whose own elements VoiceOver reads (the
/// modifier would give the whole view one level, and hide nothing). So the level reaches
/// VoiceOver from those elements: on UIKit as the `accessibilityTextHeadingLevel` attribute of
/// each heading's attributed label, on AppKit as the heading role with its level as the value.
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
    /// Whether the view is no wider than its content (see ``hugsContentWidth(_:)``).
    var hugsContent = false
    /// Whether links are drawn in the tint (see ``linksFollowTint(_:)``).
    var tintsLinks = false
    /// The app's handlers of link schemes (see ``handlesLinks(withScheme:perform:)``).
    var linkHandlers = LinkSchemeHandlers()
    /// The app's renderers of blocks and the views that draw them, by code language; taken
    /// when the platform view is made (see ``rendersBlocks(language:with:view:)``).
    var blockRenderers = BlockRenderers()
    var attachmentRenderers = AttachmentRenderers()
    /// (Kept as objects: on Linux both platforms' hosts are built, each casting to its own view.)
    var blockViews: [String: @MainActor (CustomBlock) -> AnyObject?] = [:]
    /// The URL relative image sources are resolved against (see ``imageBaseURL(_:)``).
    var imageBaseURL: URL?
    /// The app's image loader, taken when the platform view is made (see ``loadImageData(_:)``).
    var imageData: (@MainActor (String) async -> Data?)?
    /// How the Markdown is read, and the words the reading model adds; taken when the
    /// platform view is made.
    var options: ParseOptions = .documents
    var phrases: PhraseTable = .english
    /// How code blocks are set (see ``codeLineNumbers(_:)`` and ``codeBlockOverflow(_:)``).
    var numbersCodeLines = false
    var codeOverflow = CodeBlockOverflow.scroll
    /// The app's math font (see ``mathFont(_:)``).
    var appMathFont: MathFont?
    #if canImport(UIKit)
    /// The UIKit view shown, told what part of it its scroll view shows as it scrolls.
    @State private var shownView = ShownTextView()
    #endif

    /// A view showing `markdown`, complete unless told otherwise.
    public init(_ markdown: String, isComplete: Bool = true, theme: Theme = .standard, announcementPolicy: AnnouncementPolicy = .standard,
                onOpenURL: (@MainActor (URL) -> Void)? = nil) {
        self.markdown = markdown
        self.isComplete = isComplete
        self.theme = theme
        self.announcementPolicy = announcementPolicy
        self.onOpenURL = onOpenURL
    }

    /// A view showing `answer` as it is now: its text so far, read with its options and
    /// phrases, announced as its policy says, and finished once it is. The view parses and
    /// announces the text itself, appending only what is new, so post none of the answer's
    /// own announcements as well.
    ///
    /// While the answer streams in, a replacement character at the end of its text is held
    /// back: it may be a character whose last bytes have not arrived yet.
    public init(answer: StreamingAnswer, theme: Theme = .standard, onOpenURL: (@MainActor (URL) -> Void)? = nil) {
        let isComplete = answer.document.isFinished
        var text = answer.document.textSoFar
        if !isComplete && text.hasSuffix("\u{FFFD}") { text.removeLast() }
        self.init(text, isComplete: isComplete, theme: theme, announcementPolicy: answer.announcer.policy, onOpenURL: onOpenURL)
        options = answer.document.options
        phrases = answer.model.phrases
    }

    /// A view no wider than its content, for a bubble around a short message: it takes the
    /// width of its widest line, at most the width proposed.
    ///
    /// ```swift
    /// MarkdownView(reply).hugsContentWidth()
    /// ```
    public func hugsContentWidth(_ hugs: Bool = true) -> MarkdownView {
        var view = self
        view.hugsContent = hugs
        return view
    }

    /// Resolves relative image sources against `url` (the document's own URL, or the page it
    /// came from) when images load through the default loader.
    ///
    /// ```swift
    /// MarkdownView(readme).imageBaseURL(URL(string: "https://example.org/docs/"))
    /// ```
    public func imageBaseURL(_ url: URL?) -> MarkdownView {
        var view = self
        view.imageBaseURL = url
        return view
    }

    /// Loads images with the app's own loader instead of the default one (`ImageLoader.shared`,
    /// which fetches each image once and caches it): `load` gives an image source's bytes, or
    /// `nil` to show its description. Taken when the platform view is made, as a loader is not
    /// compared between updates.
    ///
    /// ```swift
    /// MarkdownView(answer).loadImageData { source in await attachments.bytes(named: source) }
    /// ```
    public func loadImageData(_ load: @escaping @MainActor (String) async -> Data?) -> MarkdownView {
        var view = self
        view.imageData = load
        return view
    }

    /// Draws links and footnote references in the tint (`.tint(.purple)` around the view; on
    /// macOS the reader's accent color), instead of the theme's link color.
    ///
    /// ```swift
    /// MarkdownView(answer).linksFollowTint().tint(.purple)
    /// ```
    public func linksFollowTint(_ follows: Bool = true) -> MarkdownView {
        var view = self
        view.tintsLinks = follows
        return view
    }

    /// Hands links of a scheme (`"myapp"` for `myapp://…`, in any case) to `perform` instead of
    /// opening them, however the reader opens them (a tap, the menu, VoiceOver).
    ///
    /// ```swift
    /// MarkdownView(answer).handlesLinks(withScheme: "myapp") { url in router.show(url) }
    /// ```
    public func handlesLinks(withScheme scheme: String, perform: @escaping @MainActor (URL) -> Void) -> MarkdownView {
        var view = self
        view.linkHandlers[scheme] = perform
        return view
    }

    /// The theme drawn with in an environment: the body text in the environment's text style
    /// when `.font` is one, links in the tint when asked.
    func theme(font: Font?) -> Theme {
        var theme = self.theme
        if let font, let style = Self.textStyles.first(where: { $0.font == font })?.style { theme = theme.withBodyTextStyle(style) }
        return tintsLinks ? theme.withAccentLinks() : theme
    }

    /// SwiftUI's text style fonts and the theme's text styles they are.
    private static let textStyles: [(font: Font, style: FontDescription.TextStyle)] = [
        (.largeTitle, .largeTitle), (.title, .title1), (.title2, .title2), (.title3, .title3), (.headline, .headline),
        (.subheadline, .subheadline), (.body, .body), (.callout, .callout), (.footnote, .footnote), (.caption, .caption1),
        (.caption2, .caption2),
    ]

    public var body: some View {
        #if canImport(UIKit)
        // What the innermost scroll view shows, in the view's coordinates, as it scrolls: the UIKit
        // view then draws only the bands near it (`visibleBounds`). The scroll view's coordinate
        // space is there from iOS 17; before, every band is drawn
        // (https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:),
        // https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:),
        // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview).
        UIKitMarkdownHost(content: self, shown: shownView)
            .onGeometryChange(for: CGRect?.self) { proxy in
                if #available(iOS 17.0, macOS 14.0, visionOS 1.0, *) { proxy.bounds(of: .scrollView) } else { nil }
            } action: { [shownView] visible in
                shownView.view?.visibleBounds = visible
            }
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
    var linkHandlers: LinkSchemeHandlers { get set }
    var hugsContentWidth: Bool { get set }
    var baseURL: URL? { get set }
    var imagePolicy: ImagePolicy { get set }
    var showsCodeLineNumbers: Bool { get set }
    var codeBlockOverflow: CodeBlockOverflow { get set }
    var mathFont: MathFont? { get set }
    /// Loads images with `load`'s bytes, made images as the platform makes them.
    func loadImages(fromData load: @escaping @MainActor (String) async -> Data?)
    func append(_ bytes: some Collection<UInt8>)
    func finish()
}

extension MarkdownView {
    /// Brings a platform view up to this view's Markdown: text that extends what the view shows
    /// is appended (streaming), anything else replaces it; a complete answer is finished.
    ///
    /// Text extends what is shown when it begins with its bytes (``StreamContinuation``), even
    /// where the first new bytes join the last character shown (a skin tone after an emoji).
    @MainActor
    func update(_ view: some MarkdownShowing, environment: EnvironmentValues) {
        // A theme set again, equal, would lay the whole document out again: once per token.
        let theme = theme(font: environment.font)
        if view.theme != theme { view.theme = theme }
        view.linkHandlers = linkHandlers
        let openURL = environment.openURL
        view.announcementPolicy = announcementPolicy
        view.hugsContentWidth = hugsContent
        // Set only when changed: each lays the whole document out again.
        if view.showsCodeLineNumbers != numbersCodeLines { view.showsCodeLineNumbers = numbersCodeLines }
        if view.codeBlockOverflow != codeOverflow { view.codeBlockOverflow = codeOverflow }
        // A font set again sets every formula again: only when it is another.
        if view.mathFont?.name != appMathFont?.name { view.mathFont = appMathFont }
        // A base URL set again, equal, would ask for every image again: once per token.
        if view.baseURL != imageBaseURL { view.baseURL = imageBaseURL }
        view.imagePolicy = environment.imagePolicy
        view.openLink = onOpenURL ?? { openURL($0) }
        let shown = view.markdown
        if markdown != shown {
            if view.isStreaming || !isComplete, let added = StreamContinuation.appended(to: shown, toReach: markdown) {
                view.append(added)
            } else if isComplete {
                view.markdown = markdown
            } else {
                view.markdown = ""
                view.append(markdown.utf8)
            }
        }
        if isComplete && view.isStreaming { view.finish() }
    }
}
#endif
