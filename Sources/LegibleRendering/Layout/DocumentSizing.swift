/// The sizes a view reports for its document, worked out once: the height at each width asked
/// for (a table or collection view asks a cell's height at a few widths, again and again), how
/// wide the document's content is (for a bubble that hugs a short message), and the changes of
/// height a streamed answer makes, reported once a frame, however many appends the frame had.
///
/// ```swift
/// var sizing = DocumentSizing()
/// sizing.size(forWidth: 320) { CellLayout(document: doc, options: CellLayoutOptions(width: Int($0))) }
/// sizing.size(forWidth: 320) { _ in fatalError("not laid out again") }   // cached
/// sizing.heightChanged(to: 48)   // true: schedule one report for this frame
/// sizing.heightChanged(to: 64)   // false: one is scheduled already
/// sizing.takeReport()            // 64, the frame's last height
/// ```
public struct DocumentSizing: Sendable {
    /// How many widths are remembered: a cell is sized at its width and one or two others
    /// (rotation, a split view's resize); a view animating its width asks at many, which would
    /// otherwise grow the cache without end. The oldest is forgotten first.
    public static let rememberedWidthLimit = 4

    /// The sizes at the widths asked for, oldest first.
    private var sizes: [(width: Double, size: LayoutSize)] = []
    /// The height last reported, and whether a report is scheduled.
    private var reportedHeight: Double?
    private var latestHeight: Double?
    private var isReportScheduled = false

    /// Sizes with nothing cached or reported.
    public init() {}

    /// The document's size at a width: how high it is, and how wide its content is (its widest
    /// line or drawing, at most the width). Laid out with `layout` only the first time a width
    /// is asked for since the document last changed.
    public mutating func size(forWidth width: Double, layout: (Double) -> any DocumentLayout) -> LayoutSize {
        if let cached = sizes.first(where: { $0.width == width }) { return cached.size }
        let size = Self.size(of: layout(width), width: width)
        remember(size, forWidth: width)
        return size
    }

    /// Remembers the size of a layout already made at a width (the one the view draws).
    public mutating func remember(_ layout: some DocumentLayout, width: Double) {
        sizes.removeAll { $0.width == width }
        remember(Self.size(of: layout, width: width), forWidth: width)
    }

    /// A layout's height, and its content's width rounded up to a whole point: a fractional
    /// width would be rounded to the screen's pixels (SwiftUI and Auto Layout snap frames), and
    /// rounded down the widest line would no longer fit, wrap, and its last line be clipped
    /// ("This method may return fractional sizes … use the ceil function":
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/size()).
    private static func size(of layout: some DocumentLayout, width: Double) -> LayoutSize {
        LayoutSize(width: min(layout.contentWidth.rounded(.up), width), height: layout.size.height)
    }

    private mutating func remember(_ size: LayoutSize, forWidth width: Double) {
        if sizes.count >= Self.rememberedWidthLimit { sizes.removeFirst() }
        sizes.append((width, size))
    }

    /// The document, its theme or its fonts changed: every size is worked out again.
    public mutating func contentDidChange() {
        sizes.removeAll()
    }

    /// The view laid its document out again at its own width (the content, the width or the
    /// fonts changed): every size is forgotten, and the view's own is worked out only when it
    /// is asked for (its content width is a pass over every line, which a streamed append must
    /// not pay for; the view answers its own width from the layout it draws). `true` when a
    /// height report must be scheduled (see ``heightChanged(to:)``).
    public mutating func viewDidLayOut(_ layout: some DocumentLayout, width: Double) -> Bool {
        contentDidChange()
        return heightChanged(to: layout.size.height)
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

extension DocumentLayout {
    /// How wide the document's content is: the right edge of its widest line's text or of what
    /// is drawn beside the text (a table's rules, a code block's frame), for a view that hugs a
    /// short message rather than filling its width. (A line's frame may be as wide as the view;
    /// its text ends where its last character other than a space or line break does, since a
    /// line that wraps keeps the space it wrapped at.)
    public var contentWidth: Double {
        let text = document.text.utf16
        var right = 0.0
        for index in 0..<lineCount {
            let range = line(at: index).utf16Range
            var end = range.upperBound
            while end > range.lowerBound, end <= text.count,
                  [0x20, 0x0A, 0x0D].contains(text[text.index(text.startIndex, offsetBy: end - 1)]) { end -= 1 }
            right = max(right, xPosition(ofUTF16: end, inLine: index))
        }
        for block in document.blocks {
            if let frame = decorationFrame(of: block.id) { right = max(right, frame.maxX) }
        }
        return right
    }
}
