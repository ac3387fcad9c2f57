#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleViewSupport
import LegibleMarkdown
import LegibleRendering
import LegibleTextKit
import UIKit

/// A view that shows Markdown (a note, a help page, a language model's answer streaming in) and
/// that VoiceOver, Switch Control, Voice Control, Speak Screen and braille users read element by
/// element: headings with their level, paragraphs, links, images by their description, formulas
/// spoken as math, code blocks, tables as data tables, lists and footnotes, with rotors and
/// actions, all as Legible's reading model says.
///
/// ```swift
/// let view = MarkdownTextView(markdown: "# Hello\n\nSome *Markdown*.")
///
/// // Streaming: append text as it arrives; VoiceOver hears finished sentences.
/// let answer = MarkdownTextView()
/// answer.append("## Compound interest\n\nCompound interest grows")
/// answer.append(" a balance.\n")
/// answer.finish()
/// ```
@MainActor
open class MarkdownTextView: UIView {
    /// The Markdown shown. Setting it shows a finished document (and ends any stream).
    public var markdown: String {
        get { content.markdown }
        set { show(newValue) }
    }

    /// Whether an answer is streaming in: appended to and not yet finished.
    public var isStreaming: Bool { content.isStreaming }
    /// How Markdown is read: the dialect (GitHub's by default).
    public var options: ParseOptions { content.options }
    /// The words the reading model adds, in the reader's language.
    public var phrases: PhraseTable { content.phrases }
    /// What is announced while an answer streams in, and how often; read when a stream starts.
    public var announcementPolicy: AnnouncementPolicy = .standard
    /// The clock announcements are paced on; read when a stream starts.
    public var announcementClock: AnnouncementClock = .continuous
    /// The app's renderers of blocks (a diagram for a `mermaid` code block): the layout
    /// reserves the height each gives, its elements are read as each names them, and
    /// ``makeBlockView`` gives the view drawn over the block.
    public var blockRenderers = BlockRenderers() {
        didSet { renderersDidChange() }
    }
    /// The app's renderers of in-line images of its own source schemes (`chart://…`): the
    /// layout gives each the size its renderer says and its element is read as the renderer
    /// names it; the picture comes through ``loadImage``.
    public var attachmentRenderers = AttachmentRenderers() {
        didSet { renderersDidChange() }
    }
    /// Makes the view that draws a block a renderer of ``blockRenderers`` draws (placed over the
    /// space reserved for it, and sized to it as the layout changes); `nil` draws nothing there.
    public var makeBlockView: (@MainActor (CustomBlock) -> UIView?)? {
        didSet { renderersDidChange() }
    }
    /// The views drawing blocks, by the block's element.
    package var blockViews: [ElementID: UIView] = [:]
    /// The app's handlers of link schemes (`myapp://`), consulted before ``openLink`` whenever
    /// the reader opens a link: a link whose scheme has one goes to it, not to ``openLink``.
    public var linkHandlers = LinkSchemeHandlers()
    /// Opens a link the reader activates. By default the scene of the view's window asks the
    /// system to open it: `UIScene.open(_:options:completionHandler:)`, unlike
    /// `UIApplication.shared`, is available in app extensions, so a share extension or widget
    /// can link this library.
    public lazy var openLink: @MainActor (URL) -> Void = { [weak self] url in
        self?.window?.windowScene?.open(url, options: nil)
    }

    /// Shares a link the reader chose Share for in a link's menu (a long press on it), for
    /// example by presenting a `UIActivityViewController` from the app's view controller; the
    /// menu has no Share item while this is `nil`.
    public var shareLink: (@MainActor (URL) -> Void)?

    /// Whether `sizeThatFits(_:)` and ``fittingSize(forWidth:)`` answer the content's width
    /// rather than the width offered, so that a bubble around a short message is no wider than
    /// the message (SwiftUI's `MarkdownView` sizes itself through them).
    public var hugsContentWidth = false
    /// Told the view's new height when it changes (an answer growing as it streams in, a new
    /// width, a larger text size), at most once a frame, with the frame's last height: for a
    /// chat that keeps its newest message in view, or a cell that asks its table to resize.
    public var onHeightChange: (@MainActor (CGFloat) -> Void)?
    /// The sizes worked out for the document, and the height last reported.
    package var sizing = DocumentSizing()

    /// How high a page is, for reading a long document page by page (VoiceOver's three-finger
    /// swipe, and read-all turning pages). By default the height of the scroll view the view is
    /// in; without one, the document is one page.
    public var pageHeight: CGFloat?

    /// What is shown: the Markdown, its reading model and its styled document.
    private let content: MarkdownContent
    /// The reading model of what is shown.
    public var readingModel: ReadingModel { content.readingModel }
    /// What is shown, as styled text and blocks: the reading model's text.
    public var styledDocument: StyledDocument { content.styledDocument }
    /// How the document looks: fonts by text style (scaled by Dynamic Type), colors for light
    /// and dark with and without Increase Contrast, spacing.
    public var theme: Theme = .standard {
        didSet { relayout() }
    }
    /// The math font formulas are drawn in when the system has none (the system's comes first:
    /// STIX Two Math, which macOS 13 and iOS 16 and later ship, read through Core Text); without
    /// either, formulas are set in the system's text font with MathML Core's fallbacks
    /// (`MathFontChoice.standard(app:)`).
    public var mathFont: MathFont? {
        didSet {
            formulas = FormulaTypesetter(fonts: .standard(app: mathFont))
            relayout()
        }
    }
    /// Typesets each formula once (by its TeX and the text size) for the life of the view, so a
    /// streamed answer's formulas are not set again on every chunk.
    package var formulas = FormulaTypesetter(fonts: .standard(app: nil))
    /// Whether text follows the reader's Dynamic Type size as it changes (as UILabel's
    /// property of the same name).
    public var adjustsFontForContentSizeCategory = true {
        didSet { relayout() }
    }
    /// Loads an image from its source (a URL as written in the Markdown). Without one (the
    /// default), images load through `ImageLoader.shared`: relative sources against
    /// ``baseURL``, each fetched once and cached in memory and on disk, over a size limit
    /// refused. Set `{ _ in nil }` to load none. Until an image loads, its description is
    /// shown in its place.
    public var loadImage: (@MainActor (String) async -> UIImage?)? {
        didSet { reloadImages() }
    }
    /// The URL relative image sources are resolved against: the document's own URL, or the
    /// page it came from.
    public var baseURL: URL? {
        didSet { reloadImages() }
    }
    /// Which images the default loader loads: by default (`.ask`) a remote image shows its
    /// description and host until the reader asks for it (a tap on it, or VoiceOver's "Load
    /// image" action); `.allowHosts` loads those hosts' images at once; `.allowAll` every
    /// image, for the app's own Markdown. A document's `file:` URLs never load (see
    /// `ImagePolicy`).
    public var imagePolicy = ImagePolicy.ask {
        didSet { if imagePolicy != oldValue { reloadImages() } }
    }
    /// Whether each code block has a header: its language on the left and a button that
    /// copies its code on the right, as chat apps show them. On by default. (VoiceOver and
    /// Switch Control users copy with the code block's "Copy code" action either way.)
    public var showsCodeBlockHeaders = true {
        didSet { relayout() }
    }
    /// Whether each code block's lines are numbered in a gutter left of the code, as editors
    /// number them. Off by default. The numbers are drawn only: VoiceOver does not read them,
    /// and selection and Copy leave them out.
    public var showsCodeLineNumbers = false {
        didSet { relayout() }
    }
    /// What a code line wider than its box does: the block scrolls sideways (`.scroll`, the
    /// default), or the line wraps at the box's edge, its continuations indented (`.wrap`).
    public var codeBlockOverflow = CodeBlockOverflow.scroll {
        didSet { relayout() }
    }
    /// Where everything is shown, at the view's width: as laid out, with each code block wider
    /// than its box moved as far as it is scrolled sideways (the internal `ShownLayout`). Every
    /// accessibility answer and hit test asks it.
    public var documentLayout: any DocumentLayout {
        ShownLayout(drawnLayout, scrolls: codeScrolls)
    }
    /// The document laid out at the view's width, as it is drawn before scrolling (laid out when
    /// first asked for).
    package var drawnLayout: any DocumentLayout {
        if let laidOut { return laidOut }
        let made = makeLayout(styledDocument, width: bounds.width)
        laidOut = made
        return made
    }
    var laidOut: (any DocumentLayout)?
    /// Lays a styled document out at a width instead of TextKit 2 (tests give a layout whose
    /// geometry is worked out by hand).
    package var layoutEngine: ((StyledDocument, CGFloat) -> any DocumentLayout)?
    /// Images loaded so far, by source.
    package var images: [String: UIImage] = [:] {
        // The overlay has a backing store as large as the view: none while no image shows.
        didSet { imageOverlay.isHidden = images.isEmpty }
    }
    /// Gathers images that arrive together, so that the view lays out once for all of them.
    package lazy var imageArrivals = ImageArrivals<UIImage> { [weak self] arrived in
        guard let self else { return }
        images.merge(arrived) { $1 }
        relayout()
    }
    /// The sources asked for, loaded or not: each is asked for once, however often the
    /// document changes while it loads (every append of a stream).
    package var requestedImages: Set<String> = []
    /// Observers of Dynamic Type and Bold Text changes. Set once while the view is made and
    /// read once in `deinit`, which has the view to itself: no other access can race.
    nonisolated(unsafe) private var settingObservers: [any NSObjectProtocol] = []
    /// Where the document's top left corner is in the view.
    let textOrigin = CGPoint.zero
    /// The width ``documentLayout`` was made for.
    var laidOutWidth: CGFloat = 0
    /// The document's pages, when it is read page by page, and the one showing.
    package var pages: [LayoutPage] = []
    package var currentPage = 0
    /// How far each code block wider than the view is scrolled sideways, by element.
    package var codeScrolls: [ElementID: CodeBlockScroll] = [:]
    /// The scroll views a finger drags code blocks wider than the view with, by element.
    package var codeScrollViews: [ElementID: CodeBlockScrollView] = [:]
    /// The link or footnote reference a finger went down on, until it lifts, and whether the
    /// finger is on it now (it is drawn pressed only then).
    package var pressedTarget: TapTarget?
    package var isPressShown = false
    /// Where the element a long press showed a menu for is, in the view: what the menu lifts.
    var menuPreviewRects: [CGRect] = []
    /// What each code block's Copy button shows: pressed, or "Copied" just after it copied.
    package lazy var copyFeedback = CodeCopyFeedback { [weak self] in self?.setNeedsDisplay() }
    /// The selected text, for UITextInput.
    var selection: TextRange?
    /// Told when the selection changes, as UITextInput asks.
    public weak var inputDelegate: (any UITextInputDelegate)?
    lazy var textTokenizer = LineTokenizer(textInput: self)

    package lazy var tree = AccessibilityTree(view: self)
    var rotorKinds: [Rotor.Kind] = []
    /// The element VoiceOver is on, if it is one of this view's.
    package private(set) var focusedElement: ElementID?
    /// Whether Dynamic Type or Bold Text changed since the last layout (see `textSettingsDidChange`).
    var fontsNeedLayout = false
    /// The input view shown instead of the keyboard (see ``inputView``).
    private let noKeyboard = UIView(frame: .zero)
    /// Draws the loaded images over the text, apart from it for Smart Invert.
    package private(set) lazy var imageOverlay = ImageOverlayView(owner: self)

    /// A view showing `markdown`, read with `options`, its structure named in `phrases`' language.
    public init(markdown: String = "", options: ParseOptions = .documents, phrases: PhraseTable = .english) {
        content = MarkdownContent(options: options, phrases: phrases)
        super.init(frame: .zero)
        setUp()
        show(markdown)
    }

    public required init?(coder: NSCoder) {
        content = MarkdownContent(options: .documents, phrases: .english)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isAccessibilityElement = false
        // `draw(_:)` paints the text and its decorations only, so the view is not opaque: an
        // opaque view must fill its bounds, and what it leaves comes out black
        // (https://developer.apple.com/documentation/uikit/uiview/isopaque). No background: what
        // is behind the view (a chat bubble) shows through.
        isOpaque = false
        backgroundColor = nil
        // Drawn again at a new size, not the old drawing stretched while a cell animates its
        // height (https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw).
        contentMode = .redraw
        // The view takes the first responder only to be read and selected: no Shortcuts Bar
        // (undo, redo, paste) over the keyboard an iPad shows for a responder adopting UIKeyInput
        // (https://developer.apple.com/documentation/uikit/uiresponder/inputassistantitem).
        if #available(iOS 16.0, visionOS 2.0, *) {
            inputAssistantItem.leadingBarButtonGroups = []
            inputAssistantItem.trailingBarButtonGroups = []
        }
        imageOverlay.isHidden = true
        addSubview(imageOverlay)
        let interaction = UITextInteraction(for: .nonEditable)
        interaction.textInput = self
        addInteraction(interaction)
        addInteraction(UIContextMenuInteraction(delegate: self))
        #if !os(visionOS)
        addInteraction(UIPointerInteraction(delegate: self))
        #endif
        // Dynamic Type and Bold Text change fonts, and so the layout. (Dark mode and Increase
        // Contrast change only colors, which are resolved when drawing.)
        for name in [UIContentSizeCategory.didChangeNotification, UIAccessibility.boldTextStatusDidChangeNotification] {
            // Run where posted: UIKit posts both on the main thread, as it changes the traits of the
            // views there (a `.main` queue would gain nothing, and blocks a poster already on it
            // where Foundation waits for the operation, as on Linux).
            settingObservers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.textSettingsDidChange() }
            })
        }
    }

    deinit {
        for observer in settingObservers { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: Content

    /// Appends text of an answer as it arrives. The first append after a finished document
    /// starts a stream that continues it. Elements that did not change keep their identity and
    /// VoiceOver's focus; finished sentences are announced as ``announcementPolicy`` says.
    public func append(_ text: String) {
        append(text.utf8)
    }

    /// Appends bytes of an answer as they arrive; they may end inside a character, which is
    /// shown once its last byte arrives.
    public func append(_ bytes: some Collection<UInt8>) {
        let update = content.append(bytes, policy: announcementPolicy, clock: announcementClock) { [weak self] announcement in
            self?.post(streamed: announcement.text)
        }
        apply(update)
    }

    /// Marks the end of a streamed answer: what remains is announced, then that it is complete.
    public func finish() {
        content.finish().map(apply)
    }

    private func show(_ markdown: String) {
        content.show(markdown)
        tree.rebuild(readingModel, in: self)
        contentDidChange()
    }

    private func apply(_ update: ReadingModelUpdate) {
        // A stream that continues a document shown whole lays everything out again (see
        // `MarkdownContent.append`), and so is arranged whole; otherwise only what it changed.
        let isWhole = content.invalidation.isWhole
        if isWhole { tree.rebuild(readingModel, in: self) } else { tree.apply(update, in: self) }
        keepFocus(after: update)
        contentDidChange(after: isWhole ? nil : update)
    }

    /// Brings the rotors, the layout and the images up to the content: after a streamed
    /// `update`, from what it changed.
    private func contentDidChange(after update: ReadingModelUpdate? = nil) {
        if let selection, selection.range.upperBound > styledDocument.utf16Count { self.selection = nil }
        accessibilityElements = tree.topLevel
        updateRotors(after: update)
        let plan = content.invalidation
        relayout(after: plan)
        loadImages(fromBlock: plan.firstBlockToLayOut(in: styledDocument))
    }

    // MARK: Overrides (in the class: Swift on Linux cannot override in an extension)

    /// As high as the document laid out at the width offered (laid out once per width; see
    /// ``fittingSize(forWidth:)``).
    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(forWidth: size.width)
    }

    /// The document's height at the view's width, for Auto Layout and self-sizing cells. (No
    /// width of its own even with ``hugsContentWidth``: the content's width depends on the
    /// width offered, which Auto Layout would take from it; a bubble asks
    /// ``fittingSize(forWidth:)`` with its largest width instead.)
    override public var intrinsicContentSize: CGSize {
        // No height before the view has a width to lay out at (`PendingLayout`).
        CGSize(width: UIView.noIntrinsicMetric,
               height: drawnLayout is PendingLayout ? UIView.noIntrinsicMetric : CGFloat(documentLayout.size.height) + textOrigin.y * 2)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        imageOverlay.frame = bounds
        guard bounds.width != laidOutWidth || fontsNeedLayout else { return }
        fontsNeedLayout = false
        relayout()
    }

    #if !os(visionOS)
    /// Dynamic Type and Bold Text change the fonts: once UIKit has given the view its new traits,
    /// it is laid out again in the next layout pass. The settings' notifications
    /// (`textSettingsDidChange()`) may come before UIKit changes the traits, and the layout
    /// they ask for would then see the old ones; this call comes after, whatever the order
    /// ([traitCollectionDidChange(_:)](https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)),
    /// deprecated from iOS 17 but still called; deprecated on visionOS from 1.0, so not built
    /// there).
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight else { return }
        textSettingsDidChange()
    }
    #endif

    override public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        turnPage(direction)
    }

    /// The accent color is the view's tint: a theme that draws in it is laid out again in the new one.
    override public func tintColorDidChange() {
        super.tintColorDidChange()
        if theme.usesAccentColor { relayout() }
    }

    /// Draws the visible part of the document with TextKit 2, in the colors of the reader's
    /// appearance; the loaded images are the image overlay's (`ImageOverlayView`).
    override public func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawPressedTarget(in: context)
        guard let layout = drawnLayout as? TextKitLayout else { return }
        var textPainter = painter
        let images = self.images
        textPainter.drawImage = { image, _ in images[image.source] != nil }
        layout.draw(in: context, rect: rect.offsetBy(dx: -textOrigin.x, dy: -textOrigin.y), origin: textOrigin, painter: textPainter,
                    codeOffsets: codeScrolls.mapValues(\.offset))
    }

    /// What is drawn again is drawn again in the image overlay too, which shows the same part
    /// of the document.
    override public func setNeedsDisplay() {
        super.setNeedsDisplay()
        imageOverlay.setNeedsDisplay()
    }

    override public func setNeedsDisplay(_ rect: CGRect) {
        super.setNeedsDisplay(rect)
        imageOverlay.setNeedsDisplay(rect)
    }

    /// The image overlay's drawing: the loaded images inside `rect`.
    func drawImages(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = drawnLayout as? TextKitLayout else { return }
        layout.drawImages(in: context, rect: rect.offsetBy(dx: -textOrigin.x, dy: -textOrigin.y), origin: textOrigin, painter: painter)
    }

    /// Copies the selection as one pasteboard item in two forms: plain text, with formulas as
    /// their TeX and images as their descriptions, and HTML (`public.html`), which apps that
    /// paste rich text (Mail, Notes, Pages) take with its headings, lists, links and tables.
    override public func copy(_ sender: Any?) {
        guard let selection, !selection.range.isEmpty else { return }
        // `items` replaces what the pasteboard held; each dictionary is one item, keyed by type
        // identifier (https://developer.apple.com/documentation/uikit/uipasteboard/items).
        UIPasteboard.general.items = [["public.utf8-plain-text": styledDocument.copiedText(utf16Range: selection.range),
                                       "public.html": styledDocument.copiedHTML(utf16Range: selection.range)]]
    }

    /// Selects the whole document (Select All in the edit menu, Cmd-A on a keyboard), through
    /// `selectedTextRange` so the text interaction shows the selection and its handles.
    override public func selectAll(_ sender: Any?) {
        selectedTextRange = TextRange(0..<styledDocument.utf16Count)
    }

    override public var canBecomeFirstResponder: Bool { true }

    // A touch on a link is the view's (see MarkdownTextView+Taps.swift); any other goes on up
    // the responder chain, as UIResponder's default does. All four are overridden, as
    // `touchesBegan(_:with:)`'s documentation asks of a view that handles touches itself.

    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginPress(touches) { super.touchesBegan(touches, with: event) }
    }

    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !movePress(touches) { super.touchesMoved(touches, with: event) }
    }

    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endPress(touches) { super.touchesEnded(touches, with: event) }
    }

    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelPress()
        super.touchesCancelled(touches, with: event)
    }

    /// No keyboard: the view adopts `UIKeyInput` (through `UITextInput`) only to be read and
    /// selected, and UIKit shows the system keyboard for a first responder that adopts it unless
    /// its input view says otherwise (UIKeyInput's documentation). An empty view stands in.
    override public var inputView: UIView? { noKeyboard }

    // MARK: Focus

    func elementDidBecomeFocused(_ id: ElementID) {
        focusedElement = id
        currentPage = documentLayout.pageIndex(of: id, in: pages) ?? currentPage
    }

    func elementDidLoseFocus(_ id: ElementID) {
        if focusedElement == id { focusedElement = nil }
    }

    /// When the element VoiceOver is on is gone, moves VoiceOver to the one now in its place.
    private func keepFocus(after update: ReadingModelUpdate) {
        guard let focused = focusedElement, update.removed.contains(focused) else { return }
        let replacement = readingModel.replacement(for: focused).flatMap { tree.focusTarget(for: $0.id) }
        focusedElement = replacement?.id
        UIAccessibility.post(notification: .layoutChanged, argument: replacement)
    }
}
#endif
