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
    /// Owns what is shown and decides what every event means (`MarkdownViewCore`); the view
    /// delivers UIKit's events to it and carries out its commands (MarkdownTextView+Commands.swift).
    package let core: MarkdownViewCore

    /// The Markdown shown. Setting it shows a finished document (and ends any stream).
    public var markdown: String {
        get { core.markdown }
        set {
            // What was visible of the document replaced says nothing of the new one: drawn whole
            // until told again (rather than blank where the old one reached).
            visibleBounds = nil
            core.show(newValue)
        }
    }

    /// Whether an answer is streaming in: appended to and not yet finished.
    public var isStreaming: Bool { core.isStreaming }
    /// How Markdown is read: the dialect (GitHub's by default).
    public var options: ParseOptions { core.options }
    /// The words the reading model adds, in the reader's language.
    public var phrases: PhraseTable { core.phrases }
    /// What is announced while an answer streams in, and how often; read when a stream starts.
    public var announcementPolicy: AnnouncementPolicy {
        get { core.announcementPolicy }
        set { core.announcementPolicy = newValue }
    }
    /// The clock announcements and the Copy buttons' confirmations are paced on.
    public var announcementClock: AnnouncementClock {
        get { core.announcementClock }
        set { core.announcementClock = newValue }
    }
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
    package var blockViews = BlockViews<UIView>()
    /// The app's handlers of link schemes (`myapp://`), consulted before ``openLink`` whenever
    /// the reader opens a link: a link whose scheme has one goes to it, not to ``openLink``.
    public var linkHandlers: LinkSchemeHandlers {
        get { core.linkHandlers }
        set { core.linkHandlers = newValue }
    }
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
    public var shareLink: (@MainActor (URL) -> Void)? {
        didSet { core.canShare = shareLink != nil }
    }

    /// Whether `sizeThatFits(_:)` and ``fittingSize(forWidth:)`` answer the content's width
    /// rather than the width offered, so that a bubble around a short message is no wider than
    /// the message (SwiftUI's `MarkdownView` sizes itself through them).
    public var hugsContentWidth = false
    /// Told the view's new height when it changes (an answer growing as it streams in, a new
    /// width, a larger text size), at most once a frame, with the frame's last height: for a
    /// chat that keeps its newest message in view, or a cell that asks its table to resize.
    public var onHeightChange: (@MainActor (CGFloat) -> Void)?

    /// How high a page is, for reading a long document page by page (VoiceOver's three-finger
    /// swipe, and read-all turning pages). By default the height of the scroll view the view is
    /// in; without one, the document is one page.
    public var pageHeight: CGFloat? {
        didSet { setNeedsLayout() }
    }

    /// The reading model of what is shown.
    public var readingModel: ReadingModel { core.readingModel }
    /// What is shown, as styled text and blocks: the reading model's text.
    public var styledDocument: StyledDocument { core.styledDocument }
    /// How the document looks: fonts by text style (scaled by Dynamic Type), colors for light
    /// and dark with and without Increase Contrast, spacing.
    public var theme: Theme = .standard {
        didSet { core.relayout() }
    }
    /// The math font formulas are drawn in when the system has none (the system's comes first:
    /// STIX Two Math, which macOS 13 and iOS 16 and later ship, read through Core Text); without
    /// either, formulas are set in the system's text font with MathML Core's fallbacks
    /// (`MathFontChoice.standard(app:)`).
    public var mathFont: MathFont? {
        didSet {
            formulas = FormulaTypesetter(fonts: .standard(app: mathFont))
            core.relayout()
        }
    }
    /// Typesets each formula once (by its TeX and the text size) for the life of the view, so a
    /// streamed answer's formulas are not set again on every chunk.
    package var formulas = FormulaTypesetter(fonts: .standard(app: nil))
    /// Whether text follows the reader's Dynamic Type size as it changes (as UILabel's
    /// property of the same name).
    public var adjustsFontForContentSizeCategory = true {
        didSet { core.relayout() }
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
        get { core.baseURL }
        set {
            core.baseURL = newValue
            reloadImages()
        }
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
        didSet { core.relayout() }
    }
    /// Whether each code block's lines are numbered in a gutter left of the code, as editors
    /// number them. Off by default. The numbers are drawn only: VoiceOver does not read them,
    /// and selection and Copy leave them out.
    public var showsCodeLineNumbers = false {
        didSet { core.relayout() }
    }
    /// What a code line wider than its box does: the block scrolls sideways (`.scroll`, the
    /// default), or the line wraps at the box's edge, its continuations indented (`.wrap`).
    public var codeBlockOverflow = CodeBlockOverflow.scroll {
        didSet { core.relayout() }
    }
    /// Where everything is shown, at the view's width: as laid out, with each code block wider
    /// than its box moved as far as it is scrolled sideways. Every accessibility answer and hit
    /// test asks it.
    public var documentLayout: any DocumentLayout { core.documentLayout }
    /// The document laid out at the view's width, as it is drawn before scrolling.
    package var drawnLayout: any DocumentLayout { core.drawnLayout }
    /// The images shown, as they load: each arrival is laid out, and a band has a view that draws
    /// them (a backing store as large as the band) only while a loaded image is in it.
    package lazy var shownImages = ShownImages<UIImage>(decode: UIImage.init(data:)) { [weak self] in
        self?.core.relayout()
    }
    /// The images loaded so far, by source.
    package var images: [String: UIImage] { shownImages.loaded }
    /// Observers of Dynamic Type and Bold Text changes. Set once while the view is made and
    /// read once in `deinit`, which has the view to itself: no other access can race.
    nonisolated(unsafe) private var settingObservers: [any NSObjectProtocol] = []
    /// The scroll views a finger drags code blocks wider than the view with, by element.
    package var codeScrollViews: [ElementID: CodeBlockScrollView] = [:]
    /// Where the element a long press showed a menu for is, in the view: what the menu lifts.
    var menuPreviewRects: [CGRect] = []
    /// Told when the selection changes, as UITextInput asks.
    public weak var inputDelegate: (any UITextInputDelegate)?
    lazy var textTokenizer = LineTokenizer(textInput: self)

    package lazy var tree = AccessibilityTree(view: self)
    var rotorKinds = RotorKinds()
    /// Whether Dynamic Type or Bold Text changed since the last layout (see `textSettingsDidChange`).
    var fontsNeedLayout = false
    /// The input view shown instead of the keyboard (see ``inputView``).
    private let noKeyboard = UIView(frame: .zero)
    /// The views drawing the document, by band (`DrawingBands`): every band, or with
    /// ``visibleBounds`` those near it.
    package var bands: [Int: DocumentBandView] = [:]
    /// The part of the view its scroll view shows, in the view's coordinates, for a view taller
    /// than a few screens (a long answer in a chat): the view then draws only that part and
    /// half its height above and below, in bands of 512 points, so that what it draws holds a
    /// few screens whatever the document's length. `nil` (the default) draws every band: no
    /// surface is taller than a band, but together they are as large as the view (a view in
    /// UIKit cannot learn by itself that a scroll view it is in has scrolled). SwiftUI's
    /// `MarkdownView` sets it as its scroll view scrolls (iOS 17 and later); in a scroll view of
    /// your own, set it from the scroll view delegate's `scrollViewDidScroll(_:)`, and again
    /// whenever the view moves within what scrolls (a message inserted above it), since a
    /// stale rectangle leaves undrawn what has come into sight. Setting ``markdown`` sets it
    /// to `nil`.
    ///
    /// ```swift
    /// func scrollViewDidScroll(_ scrollView: UIScrollView) {
    ///     answerView.visibleBounds = scrollView.convert(scrollView.bounds, to: answerView)
    /// }
    /// ```
    public var visibleBounds: CGRect? {
        didSet { if visibleBounds != oldValue { arrangeBands() } }
    }

    /// A view showing `markdown`, read with `options`, its structure named in `phrases`' language.
    public init(markdown: String = "", options: ParseOptions = .documents, phrases: PhraseTable = .english) {
        core = MarkdownViewCore(options: options, phrases: phrases, layout: { document, _ in PendingLayout(document: document) }) { _ in }
        super.init(frame: .zero)
        setUp()
        core.show(markdown)
    }

    public required init?(coder: NSCoder) {
        core = MarkdownViewCore(layout: { document, _ in PendingLayout(document: document) }) { _ in }
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        core.perform = { [weak self] in self?.perform($0) }
        // TextKit 2 in the theme's fonts; a streamed append lays out again only what it changed.
        core.layoutEngine = { [unowned self] document, width in
            TextKitLayout(document: document, width: CGFloat(width), style: textKitStyle(width: CGFloat(width)))
        }
        core.layoutUpdater = { [unowned self] layout, document, plan in
            TextKitLayout.updating(layout, width: CGFloat(core.width), to: document, after: plan)
        }
        isAccessibilityElement = false
        // The view draws nothing itself (its bands draw the document, `DocumentBandView`), so it
        // is not opaque: an opaque view must fill its bounds, and what it leaves comes out black
        // (https://developer.apple.com/documentation/uikit/uiview/isopaque). No background: what
        // is behind the view (a chat bubble) shows through.
        isOpaque = false
        backgroundColor = nil
        // The view takes the first responder only to be read and selected: no Shortcuts Bar
        // (undo, redo, paste) over the keyboard an iPad shows for a responder adopting UIKeyInput
        // (https://developer.apple.com/documentation/uikit/uiresponder/inputassistantitem).
        // On iOS it is there from the package's floor (iOS 16); on visionOS from 2.0.
        #if os(visionOS)
        if #available(visionOS 2.0, *) { clearShortcutsBar() }
        #else
        clearShortcutsBar()
        #endif
        let interaction = UITextInteraction(for: .nonEditable)
        interaction.textInput = self
        addInteraction(interaction)
        addInteraction(UIContextMenuInteraction(delegate: self))
        #if !os(visionOS)
        addInteraction(UIPointerInteraction(delegate: self))
        #endif
        // From iOS 17 and on visionOS, where `traitCollectionDidChange(_:)` is deprecated, UIKit
        // says when the two traits the fonts are read from change, once the view has them
        // (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)).
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) { (view: MarkdownTextView, _) in
                view.textSettingsDidChange()
            }
        }
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

    /// Takes the undo, redo and paste buttons off the keyboard's Shortcuts Bar.
    @available(iOS 16.0, visionOS 2.0, *)
    private func clearShortcutsBar() {
        inputAssistantItem.leadingBarButtonGroups = []
        inputAssistantItem.trailingBarButtonGroups = []
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
    /// shown once its last byte arrives. Appends before the next frame are laid out together.
    public func append(_ bytes: some Collection<UInt8>) {
        core.append(bytes)
    }

    /// Marks the end of a streamed answer: what remains is announced, then that it is complete.
    public func finish() {
        core.finish()
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
               height: drawnLayout is PendingLayout ? UIView.noIntrinsicMetric : CGFloat(documentLayout.size.height))
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        arrangeBands()
        core.pageHeight = (pageHeight ?? enclosingScrollView?.bounds.height).map(Double.init)
        let fontsChanged = fontsNeedLayout
        fontsNeedLayout = false
        // A new width lays out (the first one, once: nothing is laid out before it). New fonts lay
        // out again whole, and forget the sizes kept at other widths in the old fonts, even when
        // they come with a new width (a rotation while the text size changes), which may have
        // brought back a layout kept at that width.
        if Double(bounds.width) != core.width { core.width = Double(bounds.width) }
        if fontsChanged { core.relayout() }
        // The frame the core asked for (`.scheduleFrame`): the appends since the last come in.
        displayFrame()
    }

    /// The elements directly under the view, with any appends waiting for the frame applied
    /// first, so that VoiceOver never reads a list the document has left behind.
    override public var accessibilityElements: [Any]? {
        get {
            core.applyPendingAppends()
            return tree.topLevel
        }
        set {}
    }

    #if !os(visionOS)
    /// Dynamic Type and Bold Text change the fonts: once UIKit has given the view its new traits,
    /// it is laid out again in the next layout pass. The settings' notifications
    /// (`textSettingsDidChange()`) may come before UIKit changes the traits, and the layout
    /// they ask for would then see the old ones; this call comes after, whatever the order
    /// ([traitCollectionDidChange(_:)](https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)),
    /// for iOS 16; deprecated from iOS 17, where the trait registration in `setUp()` says the
    /// same, and on visionOS from 1.0, so not built there).
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
        if theme.usesAccentColor { core.relayout() }
    }

    /// Prints the document whole, with its images: the view draws nothing itself (its bands do),
    /// and UIKit asks a view printed through its print formatter for this drawing
    /// ([draw(_:for:)](https://developer.apple.com/documentation/uikit/uiview/draw(_:for:))).
    override public func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawDocument(in: context, rect: rect, origin: .zero, images: true)
    }

    /// Draws again what is in `rect` (the view's coordinates): in the bands that draw it
    /// (`DocumentBandView`), since the view itself draws nothing.
    override public func setNeedsDisplay(_ rect: CGRect) {
        for index in DrawingBands.meeting(LayoutRect(rect), viewHeight: Double(bounds.height)) {
            guard let band = bands[index] else { continue }
            band.setNeedsDisplay(rect.offsetBy(dx: -band.frame.minX, dy: -band.frame.minY))
        }
    }

    /// Draws everything again, in every band.
    override public func setNeedsDisplay() {
        for band in bands.values { band.setNeedsDisplay() }
    }

    /// Copies the selection as one pasteboard item in two forms: plain text, with formulas as
    /// their TeX and images as their descriptions, and HTML (`public.html`), which apps that
    /// paste rich text (Mail, Notes, Pages) take with its headings, lists, links and tables.
    override public func copy(_ sender: Any?) {
        core.copySelection()
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
}
#endif
