public import Foundation
public import LegibleAccessibility
public import LegibleMarkdown
public import LegibleRendering

/// The one owner of a shown document, for every front end that shows one: the UIKit and AppKit
/// views (and SwiftUI through them) and the terminal. It runs the chain (Markdown bytes, parse,
/// reading model, styled document, layout), keeps what a shown document has beyond its text
/// (the selection, the link pressed, how far each code block and table is scrolled sideways,
/// the pages, the element the screen reader is on, the Copy buttons' feedback), and decides
/// what every event means: a tap, a click, a key, a menu item or an accessibility action goes
/// in, and ``ViewCommand``s come out, each decided here once. A front end delivers events,
/// carries out commands and draws; it decides nothing Linux tests could not see.
///
/// ```swift
/// let core = MarkdownViewCore(layout: { document, width in
///     CellLayout(document: document, options: CellLayoutOptions(width: Int(width)))
/// }) { command in front.perform(command) }
/// core.show("# Notes\n\nSee [the guide](#guide).")
/// core.width = 80                       // laid out now, once: never before a width
/// if core.pressBegan(at: point) { … }   // a link is under the finger: drawn pressed
/// core.pressEnded(at: point)            // .moveFocus(guide) and .reveal(its frame)
/// ```
///
/// Nothing is laid out before the front end gives a width (a view made with a zero frame then
/// given its text lays out once, when its width arrives). Appends wait for the next frame
/// (``ViewCommand/scheduleFrame``): however many arrive before it, the chain runs once and the
/// layout is brought up once, laying out again only what they changed (with the `updating`
/// layout when the front end has one), the pages and scrolls from there, and the height is
/// reported once. Anything that reads the document before that frame (its model, its layout,
/// a tap) sees the appends applied first.
@MainActor
public final class MarkdownViewCore {
    /// Lays a styled document out at a width (TextKit 2 in the Apple views, character cells in
    /// the terminal and in tests).
    public typealias LayoutEngine = @MainActor (StyledDocument, Double) -> any DocumentLayout
    /// Lays out again, from what a streamed append changed, a layout made before at the same
    /// width; `nil` when it cannot (the engine then lays out whole).
    public typealias LayoutUpdater = @MainActor (any DocumentLayout, StyledDocument, LayoutInvalidation) -> (any DocumentLayout)?

    /// What is shown: the Markdown, its reading model and its styled document.
    let content: MarkdownContent
    /// Carries out what the core decided: the front end's handler of ``ViewCommand``s.
    public var perform: @MainActor (ViewCommand) -> Void
    /// How the document is laid out; replaceable (tests lay out in cells).
    public var layoutEngine: LayoutEngine {
        didSet { relayout() }
    }
    /// How a layout is brought up to a streamed append; `nil` lays out whole every time.
    public var layoutUpdater: LayoutUpdater?

    /// What is announced while an answer streams in, and how often; read when a stream starts.
    public var announcementPolicy: AnnouncementPolicy = .standard
    /// The clock announcements and the Copy buttons' confirmations are timed on.
    public var announcementClock: AnnouncementClock = .continuous {
        didSet { copyFeedback.clock = announcementClock }
    }
    /// The app's handlers of link schemes (`myapp://`), consulted before a link is handed on
    /// as ``ViewCommand/open(_:)``.
    public var linkHandlers = LinkSchemeHandlers()
    /// The URL relative link destinations (and image sources) are resolved against.
    public var baseURL: URL?
    /// Whether the app can share a link: a link's menu has Share only then.
    public var canShare = false

    /// The width the document is laid out at; 0 (the start) lays nothing out.
    public var width: Double = 0 {
        didSet {
            guard width != oldValue else { return }
            relayout(after: nil, sameContent: true)
        }
    }
    /// How high a page is, for reading page by page; `nil`: the document is one page.
    public var pageHeight: Double? {
        didSet {
            guard pageHeight != oldValue else { return }
            updatePages(fromLine: 0)
            // The stops that end a page change with the pages.
            perform(.layoutChanged)
        }
    }
    /// The document as laid out at ``width``, before any scrolling: what is drawn. A layout
    /// with no lines until there is a width.
    public var drawnLayout: any DocumentLayout {
        applyPendingAppends()
        return laidOut
    }
    var laidOut: any DocumentLayout
    /// How wide the content of ``drawnLayout`` is, measured from where it last changed.
    var drawnContentWidth = ContentWidthMeasure()
    /// The width ``drawnLayout`` was laid out at.
    var laidOutWidth: Double = 0
    /// The bytes appended since the last frame, and whether a frame is asked for.
    private var pendingBytes: [UInt8] = []
    var isFrameScheduled = false
    /// How far each code block, display formula and table wider than its box is scrolled.
    public internal(set) var codeScrolls: [ElementID: CodeBlockScroll] = [:]
    /// The document's pages, when it is read page by page, and the one showing.
    public internal(set) var pages: [LayoutPage] = []
    public internal(set) var currentPage = 0
    /// The document laid out at the widths asked for other than ``width`` (one is adopted when
    /// the view is given its width: a first display lays out once), and its height reports.
    var sizing = DocumentSizing()
    /// The text selected, in UTF-16 offsets of the document; `nil` for none.
    public internal(set) var selection: Range<Int>?
    /// Where a selection being dragged out started.
    var selectionAnchor: Int?
    /// The link, footnote reference or Copy button a finger or the mouse button went down on,
    /// until it lifts, and whether it is over it now (it is drawn pressed only then).
    public internal(set) var pressedTarget: TapTarget?
    /// The selection when the press began: a press that ends with another (text selected by
    /// dragging meanwhile) opens nothing.
    var selectionAtPress: Range<Int>?
    public internal(set) var isPressShown = false
    /// Each code block's Copy button: pressed, or "Copied" just after it copied.
    public let copyFeedback: CodeCopyFeedback
    /// The element the screen reader is on, if it is one of this document's.
    public internal(set) var focusedElement: ElementID?
    /// The elements still being written when the stream last changed (none once it is
    /// complete, or for a document shown whole): what may still change as more arrives.
    public private(set) var openElements: Set<ElementID> = []

    /// A core showing nothing yet, read with `options`, its structure named in `phrases`'
    /// language, laid out by `layout`, carrying out its decisions through `perform`.
    public init(options: ParseOptions = .documents, phrases: PhraseTable = .english, layout: @escaping LayoutEngine,
                updating: LayoutUpdater? = nil, perform: @escaping @MainActor (ViewCommand) -> Void) {
        content = MarkdownContent(options: options, phrases: phrases)
        layoutEngine = layout
        layoutUpdater = updating
        self.perform = perform
        laidOut = PendingLayout(document: content.styledDocument)
        copyFeedback = CodeCopyFeedback(clock: .continuous)
        copyFeedback.didChange = { [weak self] in self?.perform(.redraw(nil)) }
    }

    // MARK: Content

    /// The Markdown shown.
    public var markdown: String {
        applyPendingAppends()
        return content.markdown
    }
    /// How Markdown is read.
    public var options: ParseOptions { content.options }
    /// The words the reading model adds, in the reader's language.
    public var phrases: PhraseTable { content.phrases }
    /// Whether an answer is streaming in: appended to and not yet finished.
    public var isStreaming: Bool { !pendingBytes.isEmpty || content.isStreaming }
    /// The reading model of what is shown.
    public var readingModel: ReadingModel {
        applyPendingAppends()
        return content.readingModel
    }
    /// What is shown, as styled text and blocks.
    public var styledDocument: StyledDocument {
        applyPendingAppends()
        return content.styledDocument
    }
    /// Where everything is shown: as laid out, each block scrolled sideways moved as far as it
    /// is. Every accessibility answer and hit test asks it.
    public var documentLayout: any DocumentLayout { ShownLayout(drawnLayout, scrolls: codeScrolls) }

    /// Shows a finished document, ending any stream (and dropping what was appended since the
    /// last frame).
    public func show(_ markdown: String) {
        pendingBytes = []
        openElements = []
        // A selection's offsets mean nothing in another document.
        clearSelection()
        content.show(markdown)
        perform(.elementsChanged(nil))
        contentDidChange(after: nil)
    }

    /// Appends bytes of an answer as they arrive (they may end inside a character). The first
    /// append after a finished document starts a stream that continues it. Finished sentences
    /// are announced as ``announcementPolicy`` says; the element the screen reader was on keeps
    /// its place, or moves to what took its place.
    public func append(_ bytes: some Collection<UInt8>) {
        pendingBytes.append(contentsOf: bytes)
        scheduleFrame()
    }

    /// Marks the end of a streamed answer: what remains is announced, then that it is complete.
    public func finish() {
        applyPendingAppends()
        content.finish().map(apply)
    }

    /// The display draws a frame (asked for with ``ViewCommand/scheduleFrame``): the appends
    /// since the last one are applied together, and the document's height is returned when it
    /// changed since it was last reported (at most once a frame, the frame's last height).
    public func displayFrame() -> Double? {
        isFrameScheduled = false
        applyPendingAppends()
        return sizing.takeReport()
    }

    /// Asks for a frame, once until it comes.
    func scheduleFrame() {
        guard !isFrameScheduled else { return }
        isFrameScheduled = true
        perform(.scheduleFrame)
    }

    /// Runs the chain once for the bytes appended since the last frame, before the frame: what a
    /// screen reader asks between two frames (the elements under the view) is asked of the
    /// document as it is. `false` when there were none.
    @discardableResult
    public func applyPendingAppends() -> Bool {
        guard !pendingBytes.isEmpty else { return false }
        let bytes = pendingBytes
        pendingBytes = []
        let update = content.append(bytes, policy: announcementPolicy, clock: announcementClock) { [weak self] announcement in
            guard let self else { return }
            perform(.announce(ViewAnnouncement(text: announcement.text, priority: .low, language: phrases.languageCode)))
        }
        apply(update)
        return true
    }

    private func apply(_ update: ReadingModelUpdate) {
        openElements = update.openElements
        // A stream that continues a document shown whole lays everything out again (see
        // `MarkdownContent.append`), and is rebuilt whole; otherwise only what it changed.
        let isWhole = content.invalidation.isWhole
        perform(.elementsChanged(isWhole ? nil : update))
        keepFocus(after: update)
        contentDidChange(after: isWhole ? nil : content.invalidation)
    }

    /// The selection kept within the text, the layout brought up to the content.
    private func contentDidChange(after plan: LayoutInvalidation?) {
        if let selection, selection.upperBound > styledDocument.utf16Count { clearSelection() }
        relayout(after: plan)
    }

    /// Ends the selection on the core's own account, telling the front end before and after.
    private func clearSelection() {
        guard selection != nil else { return }
        perform(.selectionWillChange)
        select(nil)
        selectionAnchor = nil
        perform(.selectionDidChange)
    }

    /// When the element the screen reader is on is gone, moves it to the one now in its place.
    private func keepFocus(after update: ReadingModelUpdate) {
        guard let focused = focusedElement, update.removed.contains(focused) else { return }
        focusedElement = readingModel.replacement(for: focused)?.id
        if let focusedElement { perform(.moveFocus(focusedElement)) }
    }

    // MARK: Focus

    /// The screen reader moved onto one of the document's elements: the page it is on shows,
    /// and a table cell scrolled out of its table's box is scrolled into it.
    public func elementDidBecomeFocused(_ id: ElementID) {
        focusedElement = id
        currentPage = documentLayout.pageIndex(of: id, in: pages) ?? currentPage
        scrollSidewaysToShow(id)
    }

    /// The screen reader left an element.
    public func elementDidLoseFocus(_ id: ElementID) {
        if focusedElement == id { focusedElement = nil }
    }
}
