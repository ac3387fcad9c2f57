#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Accessibility
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
@MainActor
open class MarkdownTextView: NSView {
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
    /// Whether ``fittingSize(forWidth:)`` answers the content's width rather than the width
    /// offered, so that a bubble around a short message is no wider than the message (SwiftUI's
    /// `MarkdownView` sizes itself through it).
    public var hugsContentWidth = false
    /// Told the view's new height when it changes (an answer growing as it streams in, a new
    /// width, a larger text size), at most once a frame, with the frame's last height.
    public var onHeightChange: (@MainActor (CGFloat) -> Void)?
    /// The sizes worked out for the document, and the height last reported.
    package var sizing = DocumentSizing()
    /// Shares a link the reader chose Share for in a link's menu (a right or Control click on
    /// it), for instance through an `NSSharingServicePicker`; `nil` (the default) leaves Share
    /// out of the menu.
    public var shareLink: (@MainActor (URL) -> Void)?
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
    package var blockViews: [ElementID: NSView] = [:]
    /// The app's handlers of link schemes (`myapp://`), consulted before ``openLink`` whenever
    /// the reader opens a link: a link whose scheme has one goes to it, not to ``openLink``.
    public var linkHandlers = LinkSchemeHandlers()
    /// Opens a link the reader activates. By default the workspace opens it.
    public var openLink: @MainActor (URL) -> Void = { NSWorkspace.shared.open($0) }
    /// How the document looks: fonts by text style, colors for light and dark with and without
    /// Increase Contrast, spacing.
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
    /// Loads an image from its source (a URL as written in the Markdown). Without one (the
    /// default), images load through `ImageLoader.shared`: relative sources against
    /// ``baseURL``, each fetched once and cached in memory and on disk, over a size limit
    /// refused. Set `{ _ in nil }` to load none. Until an image loads, its description is
    /// shown in its place.
    public var loadImage: (@MainActor (String) async -> NSImage?)? {
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

    /// What is shown: the Markdown, its reading model and its styled document.
    private let content: MarkdownContent
    /// The reading model of what is shown.
    public var readingModel: ReadingModel { content.readingModel }
    /// What is shown, as styled text and blocks: the reading model's text.
    public var styledDocument: StyledDocument { content.styledDocument }
    /// Where everything is shown, at the view's width: as laid out, with each code block wider
    /// than its box moved as far as it is scrolled sideways (the internal `ShownLayout`). Every
    /// accessibility answer and hit test asks it.
    public var documentLayout: any DocumentLayout {
        ShownLayout(drawnLayout, scrolls: codeScrolls)
    }
    /// The document laid out at the view's width, as it is drawn before scrolling (laid out when
    /// first asked for).
    var drawnLayout: any DocumentLayout {
        if let laidOut { return laidOut }
        let made = makeLayout(styledDocument, width: bounds.width)
        laidOut = made
        return made
    }
    var laidOut: (any DocumentLayout)?
    /// Lays a styled document out at a width instead of TextKit 2 (tests give a layout whose
    /// geometry is worked out by hand).
    package var layoutEngine: ((StyledDocument, CGFloat) -> any DocumentLayout)?
    /// The width ``documentLayout`` was made for.
    var laidOutWidth: CGFloat = 0
    /// Where the document's top left corner is in the view.
    let textOrigin = CGPoint.zero
    /// The link or footnote reference the mouse went down on, until it goes up, and whether the
    /// mouse is on it now (it is drawn pressed only then).
    package var pressedTarget: TapTarget?
    package var isPressShown = false
    /// What each code block's Copy button shows: pressed, or "Copied" just after it copied.
    package lazy var copyFeedback = CodeCopyFeedback { [weak self] in self?.needsDisplay = true }
    /// The selected text, in UTF-16 offsets of the styled document, made by dragging.
    package var selection: Range<Int>?
    /// Where the drag making the selection started.
    private var selectionAnchor: Int?
    /// How far each code block wider than its box is scrolled sideways, by element.
    package var codeScrolls: [ElementID: CodeBlockScroll] = [:]
    /// The trackpad gesture scrolling one of them, if any.
    private var sidewaysScroll = SidewaysScrollGesture()
    /// Images loaded so far, by source.
    package var images: [String: NSImage] = [:]
    /// Gathers images that arrive together, so that the view lays out once for all of them.
    package lazy var imageArrivals = ImageArrivals<NSImage> { [weak self] arrived in
        guard let self else { return }
        images.merge(arrived) { $1 }
        relayout()
    }
    /// The sources asked for, loaded or not: each is asked for once, however often the
    /// document changes while it loads (every append of a stream).
    package var requestedImages: Set<String> = []
    /// The element VoiceOver was last moved to (a footnote, the heading an in-document link
    /// names), which the view reports as its focused element (MarkdownTextView+VoiceOverFocus.swift).
    package var focusedElement: ElementID?
    /// The elements streamed appends added or changed since VoiceOver was last told of them,
    /// in order: it is told once a frame, however many appends came.
    package var unreportedChanges: [ElementID] = []
    package lazy var tree = AccessibilityTree(view: self)
    var rotorKinds: [Rotor.Kind] = []
    /// The search delegates of the rotors (a rotor holds its delegate weakly), and the rotors.
    var rotorSearches: [RotorSearch] = []
    var rotors: [NSAccessibilityCustomRotor] = []

    /// A view showing `markdown`, read with `options`, its structure named in `phrases`' language.
    public init(markdown: String = "", options: ParseOptions = .documents, phrases: PhraseTable = .english) {
        content = MarkdownContent(options: options, phrases: phrases)
        super.init(frame: .zero)
        show(markdown)
    }

    public required init?(coder: NSCoder) {
        content = MarkdownContent(options: .documents, phrases: .english)
        super.init(coder: coder)
    }

    // MARK: Content

    /// Appends text of an answer as it arrives. The first append after a finished document
    /// starts a stream that continues it. Elements that did not change keep their identity (and
    /// so VoiceOver's cursor); finished sentences are announced as ``announcementPolicy`` says.
    public func append(_ text: String) {
        append(text.utf8)
    }

    /// Appends bytes of an answer as they arrive; they may end inside a character.
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
        noteChanges(of: update)
        contentDidChange(after: isWhole ? nil : update)
    }

    /// Brings the rotors, the layout and the images up to the content: after a streamed
    /// `update`, from what it changed.
    private func contentDidChange(after update: ReadingModelUpdate? = nil) {
        if let selection, selection.upperBound > styledDocument.utf16Count { self.selection = nil }
        updateRotors(after: update)
        let plan = content.invalidation
        relayout(after: plan)
        loadImages(fromBlock: plan.firstBlockToLayOut(in: styledDocument))
    }

    // MARK: Layout

    override open var isFlipped: Bool { true }

    /// No height before the view has a width to lay out at (`PendingLayout`).
    override open var intrinsicContentSize: NSSize {
        NSSize(width: NSView.noIntrinsicMetric,
               height: drawnLayout is PendingLayout ? NSView.noIntrinsicMetric : CGFloat(documentLayout.size.height) + textOrigin.y * 2)
    }

    override open func layout() {
        super.layout()
        if bounds.width != laidOutWidth { relayout() }
    }

    /// A host that resizes the view without a layout pass gets the layout at the new width too.
    override open func setFrameSize(_ newSize: NSSize) {
        super.setFrameSize(newSize)
        if bounds.width != laidOutWidth { relayout() }
    }

    /// Lays the document out again at the view's width.
    /// Lays the document out again at the view's width. After a streamed append (`plan`), a
    /// TextKit layout at the same width lays out again only the blocks the append changed, and
    /// only what they cover is drawn again.
    package func relayout(after plan: LayoutInvalidation? = nil) {
        let redraw = updateLayout(after: plan)
        codeScrolls = CodeBlockScroll.scrolls(in: drawnLayout, viewWidth: Double(laidOutWidth - textOrigin.x), keeping: codeScrolls)
        arrangeBlockViews()
        layoutDidChange()
        invalidateIntrinsicContentSize()
        window?.invalidateCursorRects(for: self)
        if let redraw { setNeedsDisplay(redraw) } else { needsDisplay = true }
    }

    /// Lays the document out (as the UIKit view does); returns the part to draw again, `nil` for all.
    private func updateLayout(after plan: LayoutInvalidation?) -> CGRect? {
        if layoutEngine == nil, bounds.width == laidOutWidth, let plan,
           let layout = TextKitLayout.updating(laidOut, width: laidOutWidth, to: styledDocument, after: plan) {
            laidOut = layout
            return plan.redrawFrame(in: layout).map(viewRect) ?? .zero
        }
        laidOutWidth = bounds.width
        laidOut = makeLayout(styledDocument, width: laidOutWidth)
        return nil
    }

    /// Lays a styled document out at a width: with TextKit 2, in the theme's fonts.
    /// Nothing is laid out while the view has no width (`PendingLayout`).
    func makeLayout(_ document: StyledDocument, width: CGFloat) -> any DocumentLayout {
        PendingLayout.layout(document, width: Double(width)) { width in
            let width = CGFloat(width)
            return layoutEngine?(document, width) ?? TextKitLayout(document: document, width: width, style: textKitStyle(width: width))
        }
    }

    override open func draw(_ dirtyRect: NSRect) {
        guard let context = NSGraphicsContext.current?.cgContext else { return }
        drawSelection(in: context)
        drawPressedTarget(in: context)
        guard let layout = drawnLayout as? TextKitLayout else { return }
        layout.draw(in: context, rect: dirtyRect.offsetBy(dx: -textOrigin.x, dy: -textOrigin.y), origin: textOrigin, painter: painter,
                    codeOffsets: codeScrolls.mapValues(\.offset))
    }

    /// A sideways scroll (a trackpad's two-finger swipe, a tilted wheel) over a code block wider
    /// than its box scrolls the block's lines; any other scroll goes on to the enclosing scroll
    /// view. Which is which, and how far, is `SidewaysScrollGesture`'s (a swipe keeps the axis
    /// it began with; a wheel's notch is a line). The pointing hands move with the links.
    override open func scrollWheel(with event: NSEvent) {
        let phase: SidewaysScrollGesture.Phase = event.phase.contains(.began) ? .began
            : event.phase.contains(.ended) || event.phase.contains(.cancelled) ? .ended
            : event.phase.isEmpty ? .none : .changed
        let distance = sidewaysScroll.distance(dx: Double(event.scrollingDeltaX), dy: Double(event.scrollingDeltaY),
                                               isPrecise: event.hasPreciseScrollingDeltas, phase: phase, lineHeight: Double(bodyLineHeight))
        guard let distance, let id = CodeBlockScroll.block(at: layoutPoint(convert(event.locationInWindow, from: nil)), in: documentLayout, scrolls: codeScrolls),
              var scroll = codeScrolls[id], scroll.scroll(by: distance) else {
            super.scrollWheel(with: event)
            return
        }
        show(scroll, of: id)
    }

    /// Left and Right arrows, while the view is the first responder, scroll a code block,
    /// formula or table wider than its box a page of columns (`CodeBlockScroll.keyboardBlock`:
    /// the one the selection starts in, else the first showing), and say which page shows, for
    /// VoiceOver; any other key, an arrow with a modifier (Shift and Option arrows move or extend
    /// a selection), or an arrow with nothing to scroll, goes on as NSView passes it
    /// ([keyDown(with:)](https://developer.apple.com/documentation/appkit/nsresponder/keydown(with:)),
    /// [specialKey](https://developer.apple.com/documentation/appkit/nsevent/specialkey-swift.property)).
    /// An arrow key's event always carries `.numericPad` and `.function`, and Caps Lock may be on:
    /// those are not modifiers the reader pressed.
    override open func keyDown(with event: NSEvent) {
        let pressed = event.modifierFlags.intersection(.deviceIndependentFlagsMask).subtracting([.numericPad, .function, .capsLock])
        let arrow: Bool? = event.specialKey == .rightArrow ? true : event.specialKey == .leftArrow ? false : nil
        let forward = pressed.isEmpty ? arrow : nil
        let start = selection.flatMap { documentLayout.selectionRects(forUTF16: $0).first }.map { LayoutPoint(x: $0.x, y: $0.y + $0.height / 2) }
        let visible = LayoutRect(x: Double(visibleRect.minX - textOrigin.x), y: Double(visibleRect.minY - textOrigin.y),
                                 width: Double(visibleRect.width), height: Double(visibleRect.height))
        guard let forward, let id = CodeBlockScroll.keyboardBlock(at: start, visible: visible, in: documentLayout, scrolls: codeScrolls),
              var scroll = codeScrolls[id], scroll.scroll(forward: forward) else {
            super.keyDown(with: event)
            return
        }
        show(scroll, of: id)
        announce(phrases.text(.pageOfPages, ["page": String(scroll.page + 1), "count": String(scroll.pageCount)]), priority: .high)
    }

    /// Draws a block scrolled sideways where it now is; the pointing hands move with its links.
    private func show(_ scroll: CodeBlockScroll, of id: ElementID) {
        codeScrolls[id] = scroll
        needsDisplay = true
        window?.invalidateCursorRects(for: self)
    }

    /// Light or dark, and Increase Contrast, change colors: lay out and draw again.
    override open func viewDidChangeEffectiveAppearance() {
        super.viewDidChangeEffectiveAppearance()
        relayout()
    }

    // MARK: Selection and copying

    /// Takes the first click, so that Cmd-C reaches the view after a selection is made.
    override open var acceptsFirstResponder: Bool { true }

    /// Focus leaving the view (Tab, a click elsewhere) leaves no element of it focused for
    /// `accessibilityFocusedUIElement`
    /// ([resignFirstResponder()](https://developer.apple.com/documentation/appkit/nsresponder/resignfirstresponder())).
    override open func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        focusedElement = nil
        return true
    }

    /// A focus ring around the view while it is the first responder, as a Tab stop needs: the
    /// ring follows the mask `drawFocusRingMask()` draws
    /// (https://developer.apple.com/documentation/appkit/nsview/drawfocusringmask()).
    override open var focusRingMaskBounds: NSRect { bounds }

    override open func drawFocusRingMask() {
        NSGraphicsContext.current?.cgContext.fill(bounds)
    }

    /// Starts a selection where the mouse goes down; a click alone clears it, a double click
    /// selects the word there (`StyledDocument.wordRange(atUTF16:)`).
    /// A single click on a link presses it (see MarkdownTextView+Clicks.swift).
    override open func mouseDown(with event: NSEvent) {
        // A Control-click is a right click: the element's menu (MarkdownTextView+Menu.swift).
        if event.modifierFlags.contains(.control), let menu = menu(for: event) { return NSMenu.popUpContextMenu(menu, with: event, for: self) }
        // The reader has moved on from where VoiceOver was last moved (MarkdownTextView+VoiceOverFocus.swift).
        focusedElement = nil
        selectionAnchor = documentOffset(at: event)
        selection = event.clickCount == 2 ? selectionAnchor.map(styledDocument.wordRange(atUTF16:)) : nil
        if event.clickCount == 1 { beginPress(at: convert(event.locationInWindow, from: nil)) }
        needsDisplay = true
    }

    /// The menu of the element under a right or Control click (MarkdownTextView+Menu.swift),
    /// else the view's own.
    override open func menu(for event: NSEvent) -> NSMenu? {
        contextMenu(at: convert(event.locationInWindow, from: nil)) ?? super.menu(for: event)
    }

    /// Selects the text between where the mouse went down and where it is now.
    override open func mouseDragged(with event: NSEvent) {
        movePress(to: convert(event.locationInWindow, from: nil))
        guard let anchor = selectionAnchor, let offset = documentOffset(at: event) else { return }
        selection = min(anchor, offset)..<max(anchor, offset)
        needsDisplay = true
    }

    /// Opens the link the mouse went down on, if it is still on it and selected nothing.
    override open func mouseUp(with event: NSEvent) {
        endPress(at: convert(event.locationInWindow, from: nil))
    }

    /// A pointing hand over links (see MarkdownTextView+Clicks.swift).
    override open func resetCursorRects() {
        addLinkCursorRects()
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
        case "c" where copySelection():
            return true
        case "a":
            selectEverything()
            return true
        default:
            return super.performKeyEquivalent(with: event)
        }
    }

    /// Selects the whole document's text.
    private func selectEverything() {
        selection = 0..<styledDocument.utf16Count
        needsDisplay = true
    }

    #if canImport(ObjectiveC)
    /// The Edit menu's Copy (the `copy:` action, sent along the responder chain): copies the
    /// selection as Cmd-C does.
    @objc open func copy(_ sender: Any?) {
        _ = copySelection()
    }
    #endif

    /// The Edit menu's Select All (the `selectAll:` action): selects the whole document. An
    /// override: NSResponder adopts NSStandardKeyBindingResponding, whose optional `selectAll:`
    /// Swift imports onto it (NSResponder.h, macOS 26 SDK;
    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectall(_:)),
    /// and overriding an Objective-C method makes this one `@objc` too, so it needs no `#if`.
    override open func selectAll(_ sender: Any?) {
        selectEverything()
    }

    /// The menu the keyboard asks for (Control-Return): that of the selection's first character,
    /// with Copy, where `ContextMenu.keyboardAnchor(selection:in:)` says (MarkdownTextView+Menu.swift).
    /// Without this, NSView shows the menu of whatever is at its middle
    /// ([showContextMenuForSelection(_:)](https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/showcontextmenuforselection(_:))).
    /// With nothing selected the view has no menu to show, so the request goes on up the
    /// responder chain (a table row or window around the view may have one), as a responder
    /// passes on an action it does not take
    /// ([tryToPerform(_:with:)](https://developer.apple.com/documentation/appkit/nsresponder/trytoperform(_:with:))).
    @available(macOS 15.0, *)
    override open func showContextMenuForSelection(_ sender: Any?) {
        if let anchor = ContextMenu.keyboardAnchor(selection: selection, in: documentLayout), popUpMenu(at: anchor) { return }
        // By name: `#selector` needs the Objective-C runtime, which Linux, where this is tested, lacks.
        _ = nextResponder?.tryToPerform(NSSelectorFromString("showContextMenuForSelection:"), with: sender)
    }

    /// Puts the selected text on the general pasteboard, as plain text and as HTML (for apps
    /// that paste rich text); false when nothing is selected.
    private func copySelection() -> Bool {
        guard let selection, !selection.isEmpty else { return false }
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(styledDocument.copiedText(utf16Range: selection), forType: .string)
        NSPasteboard.general.setString(styledDocument.copiedHTML(utf16Range: selection), forType: .html)
        return true
    }

    /// Fills the selected text's background, behind the text, in the system's color for it.
    package func drawSelection(in context: CGContext) {
        guard let selection, !selection.isEmpty else { return }
        context.saveGState()
        context.setFillColor(NSColor.selectedTextBackgroundColor.cgColor)
        for rect in documentLayout.selectionRects(forUTF16: selection) { context.fill(viewRect(rect)) }
        context.restoreGState()
    }

    /// The offset in the document's text nearest to where a mouse event happened.
    private func documentOffset(at event: NSEvent) -> Int? {
        let point = convert(event.locationInWindow, from: nil)
        return documentLayout.closestUTF16Offset(to: layoutPoint(point))
    }

    // MARK: Geometry

    /// A rectangle of the layout in the view's coordinates.
    func viewRect(_ rect: LayoutRect) -> CGRect {
        CGRect(x: CGFloat(rect.x) + textOrigin.x, y: CGFloat(rect.y) + textOrigin.y, width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// Where an element is on screen.
    func screenFrame(of id: ElementID) -> NSRect {
        guard let frame = documentLayout.frame(of: id) else { return .zero }
        return NSAccessibility.screenRect(fromView: self, rect: viewRect(frame))
    }

    // MARK: Accessibility

    /// An element, so that VoiceOver sees the group, its rotors and its hit testing: an NSView
    /// is ignored by default unless it adopts a role protocol (`isAccessibilityElement()`).
    override open func isAccessibilityElement() -> Bool { true }

    override open func accessibilityRole() -> NSAccessibility.Role? { .group }

    override open func accessibilityChildren() -> [Any]? { tree.topLevel }

    override open func accessibilityCustomRotors() -> [NSAccessibilityCustomRotor] { rotors }

    /// The element VoiceOver was last moved to, while it is shown (see `moveVoiceOver(to:)`);
    /// else as NSView answers. NSObject declares the property without an actor, so the override
    /// is nonisolated; accessibility asks on the main thread, where the view's state is read.
    nonisolated override open var accessibilityFocusedUIElement: Any? {
        // `assumeIsolated` returns only Sendable values in Swift 6.0; the element is not one.
        nonisolated(unsafe) var focused: Any?
        MainActor.assumeIsolated { focused = focusedElement.flatMap(tree.focusTarget(for:)) }
        return focused ?? super.accessibilityFocusedUIElement
    }

    /// The innermost element at a point on screen: a link, formula or image rather than the
    /// stretch of text around it (whose frame, the union of its lines, may cover it), the
    /// stretch of a paragraph read as stops under the point, a cell of a table; the view itself
    /// where nothing is drawn.
    override open func accessibilityHitTest(_ point: NSPoint) -> Any? {
        // Screen coordinates grow upwards from the screen's bottom left; the view's (flipped) downwards.
        let screen = NSAccessibility.screenRect(fromView: self, rect: bounds)
        let at = LayoutPoint(x: Double(point.x - screen.minX - textOrigin.x), y: Double(screen.maxY - point.y - textOrigin.y))
        return documentLayout.touch(at: at).flatMap(tree.hitTarget(of:)) ?? self
    }

    // MARK: Actions and announcements

    /// Does what an element's action says: copies code, opens a link, speaks a formula's TeX,
    /// points VoiceOver at a footnote or back at its reference.
    @discardableResult
    func perform(_ action: ElementAction) -> Bool {
        switch action.kind {
        case .copyCode:
            copyCode(action.payload ?? "", of: nil)
            return true
        case .openLink:
            if let destination = action.payload, let heading = readingModel.anchorTargets().element(forDestination: destination),
               let object = tree.focusTarget(for: heading.id) {
                // An in-document link: VoiceOver moves to the heading.
                moveVoiceOver(to: object)
                return true
            }
            guard let destination = action.payload, let url = linkURL(destination) else { return false }
            follow(url)
            return true
        case .showTeXSource:
            guard let tex = action.payload else { return false }
            announce(tex, priority: .high)
            return true
        case .goToFootnote, .backToReference:
            guard let target = action.target, let object = tree.focusTarget(for: target) else { return false }
            moveVoiceOver(to: object)
            return true
        case .loadImage:
            guard let source = action.payload else { return false }
            loadImageAskedFor(source)
            return true
        }
    }

    /// Posts a streamed answer's announcement at low priority: queued behind speech already
    /// going on, so that one sentence does not cut off the one before.
    func post(streamed text: String) {
        announce(text, priority: .low)
    }

    /// Posts an announcement at a priority: as an `AccessibilityNotification.Announcement`
    /// with the priority attribute where that exists (macOS 14), as AppKit's announcement
    /// request before.
    func announce(_ text: String, priority: NSAccessibilityPriorityLevel) {
        if #available(macOS 14.0, *) {
            var announcement = AttributedString(text)
            announcement[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] =
                priority == .low ? .low : priority == .high ? .high : .default
            AccessibilityNotification.Announcement(announcement).post()
        } else {
            // Posted on the main window, as Apple's guide does: the view may not be in one.
            NSAccessibility.post(element: NSApp.mainWindow ?? self, notification: .announcementRequested,
                                 userInfo: [.announcement: text, .priority: priority.rawValue])
        }
    }
}
#endif
