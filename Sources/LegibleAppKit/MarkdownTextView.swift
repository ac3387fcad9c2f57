#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleViewSupport
import LegibleMarkdown
import LegibleRendering
import LegibleTextKit

/// A view that shows Markdown on macOS (a note, a help page, a language model's answer streaming
/// in) and that VoiceOver reads element by element: headings, paragraphs, links, images by their
/// description, formulas spoken as math, code blocks, tables, lists and footnotes, with rotors
/// and actions, all as Legible's reading model says.
///
/// ```swift
/// let view = MarkdownTextView(markdown: "# Hello\n\nSome *Markdown*.")
/// view.append("More, as it streams in.")
/// view.finish()
/// ```
///
/// What is shown, and what every click, key, menu item and accessibility action means, is the
/// platform-neutral `MarkdownViewCore`'s: the view hands it AppKit's events and carries out
/// the `ViewCommand`s it decides (MarkdownTextView+Commands.swift) with AppKit's calls.
@MainActor
open class MarkdownTextView: NSView {
    /// The owner of the document shown: its chain from Markdown to layout, its selection,
    /// scrolls, focus and pressed link, and the decisions.
    package let core: MarkdownViewCore

    /// The Markdown shown. Setting it shows a finished document (and ends any stream).
    public var markdown: String {
        get { core.markdown }
        set { core.show(newValue) }
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
    /// The clock announcements and the Copy buttons' "Copied" are paced on.
    public var announcementClock: AnnouncementClock {
        get { core.announcementClock }
        set { core.announcementClock = newValue }
    }
    /// Whether ``fittingSize(forWidth:)`` answers the content's width rather than the width
    /// offered, so that a bubble around a short message is no wider than the message (SwiftUI's
    /// `MarkdownView` sizes itself through it).
    public var hugsContentWidth = false
    /// Told the view's new height when it changes (an answer growing as it streams in, a new
    /// width, a larger text size), at most once a frame, with the frame's last height.
    public var onHeightChange: (@MainActor (CGFloat) -> Void)?
    /// Shares a link the reader chose Share for in a link's menu (a right or Control click on
    /// it), for instance through an `NSSharingServicePicker`; `nil` (the default) leaves Share
    /// out of the menu.
    public var shareLink: (@MainActor (URL) -> Void)? {
        didSet { core.canShare = shareLink != nil }
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
    public var makeBlockView: (@MainActor (CustomBlock) -> NSView?)? {
        didSet { renderersDidChange() }
    }
    /// The views drawing blocks, by the block's element.
    package var blockViews = BlockViews<NSView>()
    /// The app's handlers of link schemes (`myapp://`), consulted before ``openLink`` whenever
    /// the reader opens a link: a link whose scheme has one goes to it, not to ``openLink``.
    public var linkHandlers: LinkSchemeHandlers {
        get { core.linkHandlers }
        set { core.linkHandlers = newValue }
    }
    /// Opens a link the reader activates. By default the workspace opens it.
    public var openLink: @MainActor (URL) -> Void = { NSWorkspace.shared.open($0) }
    /// How the document looks: fonts by text style, colors for light and dark with and without
    /// Increase Contrast, spacing.
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
    /// Loads an image from its source (a URL as written in the Markdown). Without one (the
    /// default), images load through `ImageLoader.shared`: relative sources against
    /// ``baseURL``, each fetched once and cached in memory and on disk, over a size limit
    /// refused. Set `{ _ in nil }` to load none. Until an image loads, its description is
    /// shown in its place.
    public var loadImage: (@MainActor (String) async -> NSImage?)? {
        didSet { reloadImages() }
    }
    /// The URL relative link destinations and image sources are resolved against: the
    /// document's own URL, or the page it came from.
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

    /// The reading model of what is shown.
    public var readingModel: ReadingModel { core.readingModel }
    /// What is shown, as styled text and blocks: the reading model's text.
    public var styledDocument: StyledDocument { core.styledDocument }
    /// Where everything is shown, at the view's width: as laid out, with each code block wider
    /// than its box moved as far as it is scrolled sideways. Every accessibility answer and hit
    /// test asks it.
    public var documentLayout: any DocumentLayout { core.documentLayout }
    /// The images shown, as they load.
    package lazy var shownImages = ShownImages<NSImage>(decode: NSImage.init(data:)) { [weak self] in self?.core.relayout() }
    /// The images loaded so far, by source.
    package var images: [String: NSImage] { shownImages.loaded }
    /// The trackpad gesture scrolling a code block sideways, if any.
    private var sidewaysScroll = SidewaysScrollGesture()
    /// The accessibility elements, kept by identity (read them through ``elements``).
    package lazy var tree = AccessibilityTree(view: self)
    var rotorKinds = RotorKinds()
    /// The search delegates of the rotors (a rotor holds its delegate weakly), and the rotors.
    var rotorSearches: [RotorSearch] = []
    var rotors: [NSAccessibilityCustomRotor] = []

    /// A view showing `markdown`, read with `options`, its structure named in `phrases`' language.
    public init(markdown: String = "", options: ParseOptions = .documents, phrases: PhraseTable = .english) {
        core = Self.makeCore(options: options, phrases: phrases)
        super.init(frame: .zero)
        attachCore()
        core.show(markdown)
    }

    public required init?(coder: NSCoder) {
        core = Self.makeCore(options: .documents, phrases: .english)
        super.init(coder: coder)
        attachCore()
    }

    /// A core that lays out nothing until the view, made, gives it TextKit (which needs the
    /// view's fonts and colors) in `attachCore()`.
    private static func makeCore(options: ParseOptions, phrases: PhraseTable) -> MarkdownViewCore {
        MarkdownViewCore(options: options, phrases: phrases, layout: { document, _ in PendingLayout(document: document) }, perform: { _ in })
    }

    /// Lays the document out with TextKit 2 in the theme's fonts, brought up to a streamed
    /// append from what it changed, and carries out the core's commands.
    private func attachCore() {
        core.perform = { [weak self] in self?.perform($0) }
        core.layoutUpdater = { [weak self] laidOut, document, plan in
            TextKitLayout.updating(laidOut, width: CGFloat(self?.core.width ?? 0), to: document, after: plan)
        }
        core.layoutEngine = { [weak self] document, width in
            guard let self else { return PendingLayout(document: document) }
            return TextKitLayout(document: document, width: CGFloat(width), style: textKitStyle(width: CGFloat(width)))
        }
    }

    // MARK: Content

    /// Appends text of an answer as it arrives. The first append after a finished document
    /// starts a stream that continues it. Elements that did not change keep their identity (and
    /// so VoiceOver's cursor); finished sentences are announced as ``announcementPolicy`` says.
    public func append(_ text: String) {
        core.append(text.utf8)
    }

    /// Appends bytes of an answer as they arrive; they may end inside a character.
    public func append(_ bytes: some Collection<UInt8>) {
        core.append(bytes)
    }

    /// Marks the end of a streamed answer: what remains is announced, then that it is complete.
    public func finish() {
        core.finish()
    }

    // MARK: Layout and sizing

    override open var isFlipped: Bool { true }

    /// No height before the view has a width to lay out at (`PendingLayout`).
    override open var intrinsicContentSize: NSSize {
        NSSize(width: NSView.noIntrinsicMetric,
               height: core.drawnLayout is PendingLayout ? NSView.noIntrinsicMetric : CGFloat(documentLayout.size.height))
    }

    override open func layout() {
        super.layout()
        core.width = Double(bounds.width)
        // The frame the core asked for (`.scheduleFrame`): the appends since the last come in.
        displayFrame()
    }

    /// A host that resizes the view without a layout pass gets the layout at the new width too.
    override open func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        core.width = Double(bounds.width)
    }

    /// The size the document needs at a width: as high as it is laid out, and as wide as the
    /// width, or with ``hugsContentWidth`` as wide as its widest line. Laid out once per width
    /// until the content, theme or text size changes, and brought up to the streamed appends
    /// while it is asked for between them;
    /// `.zero` at a width of 0 or infinity.
    public func fittingSize(forWidth width: CGFloat) -> NSSize {
        NSSize(core.fittingSize(forWidth: Double(width), hugging: hugsContentWidth))
    }

    /// The size for a width SwiftUI proposes, `nil` when unspecified: the minimum, ideal and
    /// maximum sizes in ems of the body text (see `ProposedWidth`). The body font is looked up
    /// only when the core keeps no em: a new theme lays the document out whole, which forgets it.
    package func fittingSize(proposedWidth width: CGFloat?) -> NSSize {
        NSSize(core.fittingSize(proposedWidth: width.map(Double.init), em: Double(font(for: theme.body).pointSize), hugging: hugsContentWidth))
    }

    /// The height the document needs at a width, for a hosting view's sizing.
    public func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        fittingSize(forWidth: width).height
    }

    override open func draw(_ dirtyRect: NSRect) {
        guard let context = NSGraphicsContext.current?.cgContext else { return }
        drawHighlights(in: context)
        guard let layout = core.drawnLayout as? TextKitLayout else { return }
        layout.draw(in: context, rect: dirtyRect, origin: .zero, painter: painter, codeOffsets: core.codeScrolls.mapValues(\.offset))
    }

    /// Fills the selected text's background in the system's color for it, and the pressed
    /// link's text in the link color made translucent, behind the text.
    package func drawHighlights(in context: CGContext) {
        fill(core.selectionRects, with: NSColor.selectedTextBackgroundColor.cgColor, in: context)
        fill(core.pressedRects, with: painter.color(.link).copy(alpha: 0.2), in: context)
    }

    /// Fills rectangles of the layout.
    private func fill(_ rects: [LayoutRect], with color: CGColor?, in context: CGContext) {
        guard let color, !rects.isEmpty else { return }
        context.saveGState()
        context.setFillColor(color)
        for rect in rects { context.fill(CGRect(rect)) }
        context.restoreGState()
    }

    /// Light or dark, and Increase Contrast, change colors: lay out and draw again.
    override open func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        core.relayout()
    }

    // MARK: Events

    // AppKit's events, handed to the core, which decides what they mean: a click on a link (or on
    // an image inside one) opens it, on a footnote reference shows the footnote, on a code block's
    // Copy button copies its code, the link drawn pressed while the button is down on it; a drag
    // selects, a double click selects a word; a sideways scroll or an arrow key scrolls a wide code
    // block or table; Cmd-C copies the selection. What is under the mouse is the layout's answer,
    // the same VoiceOver's hit testing uses.

    /// Starts a selection where the mouse goes down; a click alone clears it and presses a link
    /// there, a double click selects the word there. A Control-click is a right click: the
    /// element's menu (MarkdownTextView+Menu.swift).
    override open func mouseDown(with event: NSEvent) {
        if event.modifierFlags.contains(.control), let menu = menu(for: event) { return NSMenu.popUpContextMenu(menu, with: event, for: self) }
        // The reader has moved on from where VoiceOver was last moved.
        if let focused = core.focusedElement { core.elementDidLoseFocus(focused) }
        core.selectionBegan(at: layoutPoint(of: event), clickCount: event.clickCount)
    }

    /// Selects the text between where the mouse went down and where it is now; a pressed link
    /// is drawn pressed only while the mouse is on it.
    override open func mouseDragged(with event: NSEvent) {
        core.selectionMoved(to: layoutPoint(of: event))
    }

    /// Opens the link the mouse went down on, if it is still on it and selected nothing.
    override open func mouseUp(with event: NSEvent) {
        core.pressEnded(at: layoutPoint(of: event))
    }

    /// A pointing hand over each line of each link and footnote reference (cursor rectangles
    /// confined to the visible part, as `addCursorRect(_:cursor:)` says).
    override open func resetCursorRects() {
        let visible = visibleRect
        for target in documentLayout.tapTargets {
            for rect in documentLayout.pressedRects(of: target) {
                let shown = CGRect(rect).intersection(visible)
                if !shown.isEmpty { addCursorRect(shown, cursor: .pointingHand) }
            }
        }
    }

    /// A sideways scroll (a trackpad's two-finger swipe, a tilted wheel) over a code block wider
    /// than its box scrolls the block's lines; any other scroll goes on to the enclosing scroll
    /// view. Which is which, and how far, is `SidewaysScrollGesture`'s (a swipe keeps the axis
    /// it began with, through the momentum after the fingers lift; a wheel's notch is a line).
    /// A momentum event has an empty `phase` and a `momentumPhase`
    /// ([momentumPhase](https://developer.apple.com/documentation/appkit/nsevent/momentumphase)):
    /// it is the swipe's, not a wheel's notch judged by itself, so a vertical flick's momentum
    /// with some sideways jitter does not move the block. The pointing hands move with the links.
    override open func scrollWheel(with event: NSEvent) {
        let momentum = event.momentumPhase
        let phase: SidewaysScrollGesture.Phase = event.phase.contains(.began) ? .began
            : event.phase.contains(.ended) || event.phase.contains(.cancelled) ? .ended
            : !event.phase.isEmpty ? .changed
            : momentum.contains(.ended) || momentum.contains(.cancelled) ? .ended
            : momentum.isEmpty ? .none : .changed
        guard let distance = sidewaysScroll.distance(dx: Double(event.scrollingDeltaX), dy: Double(event.scrollingDeltaY),
                                                     isPrecise: event.hasPreciseScrollingDeltas, phase: phase, lineHeight: Double(bodyLineHeight)),
              core.scrollSideways(at: layoutPoint(of: event), by: distance) else {
            return super.scrollWheel(with: event)
        }
        window?.invalidateCursorRects(for: self)
    }

    /// Left and Right arrows, while the view is the first responder, scroll a code block,
    /// formula or table wider than its box a page of columns (the one the selection starts in,
    /// else the first showing: `MarkdownViewCore.scrollSideways(forward:visible:)`), and say
    /// which page shows, for VoiceOver; any other key, an arrow with a modifier (Shift and
    /// Option arrows move or extend a selection), or an arrow with nothing to scroll, goes on as
    /// NSView passes it
    /// ([keyDown(with:)](https://developer.apple.com/documentation/appkit/nsresponder/keydown(with:)),
    /// [specialKey](https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.property)).
    /// An arrow key's event always carries `.numericPad` and `.function`, and Caps Lock may be on:
    /// those are not modifiers the reader pressed.
    override open func keyDown(with event: NSEvent) {
        let pressed = event.modifierFlags.intersection(.deviceIndependentFlagsMask).subtracting([.numericPad, .function, .capsLock])
        let arrow: Bool? = event.specialKey == .rightArrow ? true : event.specialKey == .leftArrow ? false : nil
        let visible = LayoutRect(x: Double(visibleRect.minX), y: Double(visibleRect.minY), width: Double(visibleRect.width), height: Double(visibleRect.height))
        guard pressed.isEmpty, let forward = arrow, core.scrollSideways(forward: forward, visible: visible) else {
            return super.keyDown(with: event)
        }
        window?.invalidateCursorRects(for: self)
    }

    // MARK: Selection and copying

    /// Takes the first click, so that Cmd-C reaches the view after a selection is made.
    override open var acceptsFirstResponder: Bool { true }

    /// Focus leaving the view (Tab, a click elsewhere) leaves no element of it focused for
    /// `accessibilityFocusedUIElement`
    /// ([resignFirstResponder()](https://developer.apple.com/documentation/appkit/nsresponder/resignfirstresponder())).
    override open func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        if let focused = core.focusedElement { core.elementDidLoseFocus(focused) }
        return true
    }

    /// A focus ring around the view while it is the first responder, as a Tab stop needs: the
    /// ring follows the mask `drawFocusRingMask()` draws
    /// (https://developer.apple.com/documentation/appkit/nsview/drawfocusringmask()).
    override open var focusRingMaskBounds: NSRect { bounds }

    override open func drawFocusRingMask() {
        NSGraphicsContext.current?.cgContext.fill(bounds)
    }

    /// Cmd-C copies the selection, formulas as their TeX and images as their descriptions. It is
    /// taken as a key equivalent as well as through `copy(_:)` below, because that method, which
    /// the Edit menu's Copy reaches, exists only where Objective-C does: Linux, where the view is
    /// checked, compiles key equivalents alone.
    /// Key equivalents go down the whole view hierarchy before the menu, so Cmd-C is taken only
    /// while this view is the first responder, never from a text field that has the focus.
    /// Cmd-A selects the whole document, taken the same way.
    override open func performKeyEquivalent(with event: NSEvent) -> Bool {
        guard window?.firstResponder === self, event.modifierFlags.contains(.command) else { return super.performKeyEquivalent(with: event) }
        switch event.charactersIgnoringModifiers {
        case "c" where core.copySelection():
            return true
        case "a":
            core.selectAll()
            return true
        default:
            return super.performKeyEquivalent(with: event)
        }
    }

    #if canImport(ObjectiveC)
    /// The Edit menu's Copy (the `copy:` action, sent along the responder chain): copies the
    /// selection as Cmd-C does.
    @objc open func copy(_ sender: Any?) {
        core.copySelection()
    }
    #endif

    /// The Edit menu's Select All (the `selectAll:` action): selects the whole document. An
    /// override: NSResponder adopts NSStandardKeyBindingResponding, whose optional `selectAll:`
    /// Swift imports onto it (NSResponder.h, macOS 26 SDK;
    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectall(_:)),
    /// and overriding an Objective-C method makes this one `@objc` too, so it needs no `#if`.
    override open func selectAll(_ sender: Any?) {
        core.selectAll()
    }

    // MARK: Menus

    /// The menu of the element under a right or Control click, else the view's own.
    override open func menu(for event: NSEvent) -> NSMenu? {
        core.menu(at: layoutPoint(of: event)).map(makeMenu) ?? super.menu(for: event)
    }

    /// The menu the keyboard asks for (Control-Return): that of the selection's first character,
    /// with Copy (`MarkdownViewCore.menuForSelection()`).
    /// Without this, NSView shows the menu of whatever is at its middle
    /// ([showContextMenuForSelection(_:)](https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/showcontextmenuforselection(_:))).
    /// With nothing selected the view has no menu to show, so the request goes on up the
    /// responder chain (a table row or window around the view may have one), as a responder
    /// passes on an action it does not take
    /// ([tryToPerform(_:with:)](https://developer.apple.com/documentation/appkit/nsresponder/trytoperform(_:with:))).
    @available(macOS 15.0, *)
    override open func showContextMenuForSelection(_ sender: Any?) {
        if let menu = core.menuForSelection() { return popUp(menu) }
        // By name: `#selector` needs the Objective-C runtime, which Linux, where this is tested, lacks.
        _ = nextResponder?.tryToPerform(NSSelectorFromString("showContextMenuForSelection:"), with: sender)
    }

    // MARK: Accessibility

    /// An element, so that VoiceOver sees the group, its rotors and its hit testing: an NSView
    /// is ignored by default unless it adopts a role protocol (`isAccessibilityElement()`).
    override open func isAccessibilityElement() -> Bool { true }

    override open func accessibilityRole() -> NSAccessibility.Role? { .group }

    override open func accessibilityChildren() -> [Any]? { elements.topLevel }

    override open func accessibilityCustomRotors() -> [NSAccessibilityCustomRotor] { rotors }

    /// The element VoiceOver was last moved to, while it is shown (see
    /// MarkdownTextView+Commands.swift); else as NSView answers. NSObject declares the property
    /// without an actor, so the override is nonisolated; accessibility asks on the main thread,
    /// where the view's state is read.
    nonisolated override open var accessibilityFocusedUIElement: Any? {
        // `assumeIsolated` returns only Sendable values in Swift 6.0; the element is not one.
        nonisolated(unsafe) var focused: Any?
        MainActor.assumeIsolated { focused = core.focusedElement.flatMap(elements.focusTarget(for:)) }
        return focused ?? super.accessibilityFocusedUIElement
    }

    /// The innermost element at a point on screen: a link, formula or image rather than the
    /// stretch of text around it (whose frame, the union of its lines, may cover it), the
    /// stretch of a paragraph read as stops under the point, a cell of a table; the view itself
    /// where nothing is drawn.
    override open func accessibilityHitTest(_ point: NSPoint) -> Any? {
        // Screen coordinates grow upwards from the screen's bottom left; the view's (flipped) downwards.
        let screen = NSAccessibility.screenRect(fromView: self, rect: bounds)
        let at = LayoutPoint(x: Double(point.x - screen.minX), y: Double(screen.maxY - point.y))
        return documentLayout.touch(at: at).flatMap(elements.hitTarget(of:)) ?? self
    }

    /// The elements, with the appends that arrived since the last frame applied first, so that
    /// VoiceOver never reads what the document no longer is.
    package var elements: AccessibilityTree {
        core.applyPendingAppends()
        return tree
    }

    // MARK: Geometry

    /// Where a mouse event happened, in the layout's coordinates.
    func layoutPoint(of event: NSEvent) -> LayoutPoint {
        LayoutPoint(convert(event.locationInWindow, from: nil))
    }

    /// Where an element is on screen.
    func screenFrame(of id: ElementID) -> NSRect {
        guard let frame = documentLayout.frame(of: id) else { return .zero }
        return NSAccessibility.screenRect(fromView: self, rect: CGRect(frame))
    }
}
#endif
