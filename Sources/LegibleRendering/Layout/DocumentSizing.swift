/// The sizes a view reports for its document: the document laid out at each width asked for
/// other than the one it is drawn at (a table or collection view asks a cell's height at a few
/// widths, again and again; SwiftUI proposes widths before it gives one, and asks a bubble
/// that hugs its content, drawn narrower than proposed, again after every append), brought up
/// to a streamed append rather than laid out again while it is asked for between appends, and
/// forgotten once it is not (SwiftUI's probes for the minimum and ideal sizes, asked when the
/// view appears and seldom after: an update for every append would cost more than laying one
/// out again when it is asked); how wide the content is; the em of the body text the probes
/// are laid out in; and the changes of height a streamed answer makes, reported once a frame,
/// however many appends it had.
///
/// ```swift
/// var sizing = DocumentSizing()
/// sizing.size(forWidth: 320) { CellLayout(document: doc, options: CellLayoutOptions(width: Int($0))) }
/// sizing.size(forWidth: 320) { _ in fatalError("not laid out again") }   // kept
/// sizing.contentDidChange(after: plan) { updater($0, document, plan) }    // an append: updated
/// sizing.contentDidChange(after: next) { updater($0, document, next) }    // 320 not asked since: forgotten
/// sizing.heightChanged(to: 48)   // true: schedule one report for this frame
/// sizing.heightChanged(to: 64)   // false: one is scheduled already
/// sizing.takeReport()            // 64, the frame's last height
/// ```
public struct DocumentSizing {
    /// How many widths are kept: a cell is sized at its width and one or two others (rotation,
    /// a split view's resize; SwiftUI's probes for the minimum and ideal sizes); a view
    /// animating its width asks at many, which would otherwise grow them without end. The
    /// oldest is forgotten first.
    public static let rememberedWidthLimit = 4

    /// A layout kept at a width, and how wide its content is, measured from where it changed.
    public struct Measured {
        /// The width it is laid out at.
        public let width: Double
        public fileprivate(set) var layout: any DocumentLayout
        public fileprivate(set) var contentWidth = ContentWidthMeasure()
        /// Whether its size was asked for (or it was made or remembered) since the content last
        /// changed: only then is it brought up to the next change.
        fileprivate var isAsked = true
    }

    /// The layouts at the widths asked for, oldest first.
    private var measured: [Measured] = []
    /// The body text's em, once asked for, until the document is shown anew or its theme or
    /// fonts change.
    private var keptEm: Double?
    /// The height last reported, and whether a report is scheduled.
    private var reportedHeight: Double?
    private var latestHeight: Double?
    private var isReportScheduled = false

    /// Sizes with nothing kept or reported.
    public init() {}

    /// The document's size at a width: how high it is, and how wide its content is (its widest
    /// line or drawing, rounded up to a whole point, at most the width). Laid out with `layout`
    /// only the first time a width is asked for since the document was last shown anew.
    public mutating func size(forWidth width: Double, layout: (Double) -> any DocumentLayout) -> LayoutSize {
        let index = measured.firstIndex { $0.width == width } ?? {
            remember(Measured(width: width, layout: layout(width)))
            return measured.count - 1
        }()
        measured[index].isAsked = true
        let layout = measured[index].layout
        // A fractional width would be rounded to the screen's pixels (SwiftUI and Auto Layout
        // snap frames), and rounded down the widest line would no longer fit, wrap, and its last
        // line be clipped ("This method may return fractional sizes … use the ceil function":
        // https://developer.apple.com/documentation/foundation/nsattributedstring/size()).
        let content = measured[index].contentWidth.width(of: layout).rounded(.up)
        return LayoutSize(width: min(content, width), height: layout.size.height)
    }

    /// Keeps a layout already made at a width.
    public mutating func remember(_ layout: any DocumentLayout, width: Double, contentWidth: ContentWidthMeasure = ContentWidthMeasure()) {
        measured.removeAll { $0.width == width }
        remember(Measured(width: width, layout: layout, contentWidth: contentWidth))
    }

    private mutating func remember(_ entry: Measured) {
        if measured.count >= Self.rememberedWidthLimit { measured.removeFirst() }
        measured.append(entry)
    }

    /// The layout kept at `width`, no longer kept (the view draws it now).
    public mutating func takeLayout(forWidth width: Double) -> Measured? {
        guard let index = measured.firstIndex(where: { $0.width == width }) else { return nil }
        return measured.remove(at: index)
    }

    /// The body text's em (its point size): `measure`d the first time it is asked for since
    /// the document was last shown anew or its theme or fonts changed (``contentDidChange()``),
    /// kept after that.
    public mutating func em(_ measure: () -> Double) -> Double {
        if let keptEm { return keptEm }
        let em = measure()
        keptEm = em
        return em
    }

    /// The em is measured again when it is next asked for; the layouts are kept.
    public mutating func forgetEm() {
        keptEm = nil
    }

    /// The document was shown anew, or its theme or fonts changed: every width is laid out
    /// again when it is asked for, and the em measured again.
    public mutating func contentDidChange() {
        measured.removeAll()
        keptEm = nil
    }

    /// A streamed append changed the document as `plan` says: each layout kept whose size was
    /// asked for since the last change is brought up to it by `update` (`nil` when it cannot
    /// be, and then forgotten), its content measured again from what changed; the others are
    /// forgotten, laid out again only if they are asked for again.
    public mutating func contentDidChange(after plan: LayoutInvalidation, update: (any DocumentLayout) -> (any DocumentLayout)?) {
        guard !plan.isWhole else { return contentDidChange() }
        measured = measured.compactMap { entry in
            guard entry.isAsked, let layout = update(entry.layout) else { return nil }
            var updated = entry
            updated.layout = layout
            updated.contentWidth.layoutChanged(after: plan, in: layout)
            updated.isAsked = false
            return updated
        }
    }

    /// The view's height at its width is now `height`. `true` when a report must be scheduled
    /// for the next frame: the first change since the last report; later ones in the same frame
    /// only update what that report will say.
    public mutating func heightChanged(to height: Double) -> Bool {
        latestHeight = height
        guard !isReportScheduled else { return false }
        isReportScheduled = true
        return true
    }

    /// The height to report now, at the frame's end: the last one set, or `nil` when it is the
    /// one reported before (a frame that grew and shrank back reports nothing).
    public mutating func takeReport() -> Double? {
        isReportScheduled = false
        guard let latestHeight, latestHeight != reportedHeight else { return nil }
        reportedHeight = latestHeight
        return latestHeight
    }
}
