public import LegibleAccessibility
public import LegibleRendering

/// Layout, scrolls, pages and sizes: the document is laid out at the front end's width (never
/// before it has one), and everything a layout change moves follows from what changed.
extension MarkdownViewCore {
    /// Lays the document out again (the content, the width, the theme or the fonts changed):
    /// after a streamed append (`plan`) at the same width, through ``layoutUpdater`` from what
    /// it changed, else whole. The scrolls, the pages and the height follow; the part of the
    /// document to draw again is asked for.
    public func relayout(after plan: LayoutInvalidation? = nil) {
        relayout(after: plan, reusing: nil)
    }

    /// Lays the document out again as ``relayout(after:)`` does, taking `ready` (a layout of the
    /// document at ``width`` made to size it) instead of laying out whole.
    func relayout(after plan: LayoutInvalidation?, reusing ready: (any DocumentLayout)?) {
        // Appends waiting for the frame come first, so that what this layout tells the front end
        // is not laid out again underneath it; a layout made before them is no longer the document's.
        var ready = ready
        if plan == nil, applyPendingAppends() { ready = nil }
        measuredLayout = nil
        let document = content.styledDocument
        let previous = laidOut
        var redraw: LayoutRect?
        if let plan, !plan.isWhole, !(previous is PendingLayout), width == laidOutWidth,
           let updated = layoutUpdater?(previous, document, plan) {
            laidOut = updated
            redraw = plan.redrawFrame(in: updated)
            codeScrolls = CodeBlockScroll.scrolls(updating: codeScrolls, in: updated, viewWidth: width, changedBlocks: plan.insertedBlocks)
        } else {
            laidOut = ready ?? PendingLayout.layout(document, width: width) { layoutEngine(document, $0) }
            laidOutWidth = width
            codeScrolls = CodeBlockScroll.scrolls(in: laidOut, viewWidth: width, keeping: codeScrolls)
        }
        updatePages(fromLine: plan.flatMap { $0.isWhole ? nil : laidOut.firstLineLaidOutAgain ?? laidOut.lineIndex(containingUTF16: $0.insertedUTF16Range.lowerBound) } ?? 0)
        if !(laidOut is PendingLayout), sizing.viewDidLayOut(laidOut, width: width) { scheduleFrame() }
        perform(.layoutChanged)
        perform(.redraw(redraw))
    }

    /// The pages at ``pageHeight``, those before `firstChangedLine` kept as they were.
    func updatePages(fromLine firstChangedLine: Int) {
        guard let height = pageHeight, height > 0, !(laidOut is PendingLayout) else {
            pages = []
            currentPage = 0
            return
        }
        pages = documentLayout.pages(height: height, updating: pages, fromLine: firstChangedLine)
        currentPage = min(currentPage, max(pages.count - 1, 0))
    }

    /// The stop whose line ends each page but the last, with where its text ends, for read-all
    /// to ask for the next page when it gets there (`.causesPageTurn`).
    public var pageTurns: [ElementID: Int] {
        let layout = documentLayout
        let ends = pages.dropLast().compactMap { page in
            layout.lineIndices(on: page).last.map { (layout.element(ofLine: $0), layout.line(at: $0).utf16Range.upperBound) }
        }
        return Dictionary(ends, uniquingKeysWith: max)
    }

    /// The size the document wants at a width: as high as it is laid out there (laid out once
    /// per width while the content stays the same), and as wide as the width, or, when
    /// `hugging`, as its content rounded up to a whole point, so that a bubble around a short
    /// message is no wider than the message and its last line is not clipped.
    public func fittingSize(forWidth offered: Double, hugging: Bool) -> LayoutSize {
        guard offered.isFinite, offered > 0 else { return LayoutSize(width: 0, height: 0) }
        let document = styledDocument
        let isPending = drawnLayout is PendingLayout
        var measured: (width: Double, layout: any DocumentLayout)?
        let size = offered == width && !isPending
            ? LayoutSize(width: min(drawnLayout.contentWidth, width), height: drawnLayout.size.height)
            : sizing.size(forWidth: offered) { width in
                let layout = layoutEngine(document, width)
                measured = (width, layout)
                return layout
            }
        // Nothing is drawn yet: the layout is kept for when the view is given this width.
        if isPending, let measured { measuredLayout = measured }
        return LayoutSize(width: hugging ? min(size.width.rounded(.up), offered) : offered, height: size.height)
    }
}
