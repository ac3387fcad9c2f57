public import LegibleAccessibility
public import LegibleRendering

/// Layout, scrolls, pages and sizes: the document is laid out at the front end's width (never
/// before it has one), and everything a layout change moves follows from what changed.
extension MarkdownViewCore {
    /// Lays the document out again (the content, the theme or the fonts changed): after a
    /// streamed append (`plan`) at the same width, through ``layoutUpdater`` from what it
    /// changed, else whole. The scrolls, the pages and the height follow; the part of the
    /// document to draw again is asked for.
    public func relayout(after plan: LayoutInvalidation? = nil) {
        relayout(after: plan, sameContent: false)
    }

    /// Lays the document out again as ``relayout(after:)`` does; `sameContent` when only the
    /// width changed, so that a layout measured at another width is still the document's.
    func relayout(after plan: LayoutInvalidation?, sameContent: Bool) {
        // The em SwiftUI's probes are measured in is looked up again at a new width (a lookup
        // beside the layout a new width costs): new fonts may come with it, and UIKit's
        // `layoutSubviews()` then only sets the width, with no `relayout()`.
        if sameContent { sizing.forgetEm() }
        // Appends waiting for the frame come first, so that what this layout tells the front end
        // is not laid out again underneath it; with the same content, they laid it out already.
        if plan == nil, applyPendingAppends(), sameContent { return }
        let document = content.styledDocument
        let previous = laidOut
        var redraw: LayoutRect?
        // The pages are cut again from the first changed line only when the layout was updated
        // in place; a layout made whole (another width, a theme) may differ from the top.
        var firstChangedLine = 0
        if let plan, !plan.isWhole {
            sizing.contentDidChange(after: plan) { layoutUpdater?($0, document, plan) }
        } else if !sameContent {
            sizing.contentDidChange()
        }
        if let plan, !plan.isWhole, !(previous is PendingLayout), width == laidOutWidth,
           let updated = layoutUpdater?(previous, document, plan) {
            laidOut = updated
            firstChangedLine = plan.firstChangedLine(in: updated)
            drawnContentWidth.layoutChanged(after: plan, in: updated)
            redraw = plan.redrawFrame(in: updated)
            codeScrolls = CodeBlockScroll.scrolls(updating: codeScrolls, in: updated, viewWidth: width, changedBlocks: plan.insertedBlocks)
        } else {
            // The layout the document was sized with at this width, if it was.
            if let measured = sizing.takeLayout(forWidth: width) {
                laidOut = measured.layout
                drawnContentWidth = measured.contentWidth
            } else {
                laidOut = PendingLayout.layout(document, width: width) { layoutEngine(document, $0) }
                drawnContentWidth = ContentWidthMeasure()
            }
            laidOutWidth = width
            codeScrolls = CodeBlockScroll.scrolls(in: laidOut, viewWidth: width, keeping: codeScrolls)
        }
        // From the first line the change touched (the plan's: the offset where it starts may be a
        // line break between blocks, which belongs to no line).
        updatePages(fromLine: firstChangedLine)
        if !(laidOut is PendingLayout), sizing.heightChanged(to: laidOut.size.height) { scheduleFrame() }
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
        // As drawn: scrolling code and tables sideways moves no line up or down.
        pages = drawnLayout.pages(height: height, updating: pages, fromLine: firstChangedLine)
        currentPage = min(currentPage, max(pages.count - 1, 0))
    }

    /// The stop whose line ends each page but the last, with where its text ends, for read-all
    /// to ask for the next page when it gets there (`.causesPageTurn`).
    public var pageTurns: [ElementID: Int] {
        // As drawn: scrolling code and tables sideways moves no line up or down.
        let layout = drawnLayout
        let ends = layout.lastLineIndices(on: pages).dropLast().compactMap { index in
            index.map { (layout.element(ofLine: $0), layout.line(at: $0).utf16Range.upperBound) }
        }
        return Dictionary(ends, uniquingKeysWith: max)
    }

    /// The size the document wants at a width: as high as it is laid out there, and as wide as
    /// the width, or, when `hugging`, as its content rounded up to a whole point, so that a
    /// bubble around a short message is no wider than the message and its last line is not
    /// clipped. A width other than the view's own stays laid out while the content is the same,
    /// and follows an append while it is asked for between appends (a bubble that hugs a
    /// streamed answer is asked after each); one not asked since the last append is forgotten.
    public func fittingSize(forWidth offered: Double, hugging: Bool) -> LayoutSize {
        guard offered.isFinite, offered > 0 else { return LayoutSize(width: 0, height: 0) }
        let document = styledDocument
        if offered == width, !(laidOut is PendingLayout) {
            let content = hugging ? min(drawnContentWidth.width(of: laidOut).rounded(.up), width) : width
            return LayoutSize(width: content, height: laidOut.size.height)
        }
        let size = sizing.size(forWidth: offered) { layoutEngine(document, $0) }
        return LayoutSize(width: hugging ? size.width : offered, height: size.height)
    }

    /// The size the document wants for a width a layout system proposes (see
    /// `ProposedWidth`): at a usable width as ``fittingSize(forWidth:hugging:)`` says; for the
    /// minimum, ideal and maximum sizes, at widths of its own in `em`s of its body text. `em`
    /// (a font lookup in the Apple views) is evaluated only when none is kept: the first time
    /// since the document was shown, last laid out whole (``relayout(after:)``: the theme or
    /// the fonts changed) or at a new ``width``, not on each of SwiftUI's many proposals.
    public func fittingSize(proposedWidth proposed: Double?, em: @autoclosure () -> Double, hugging: Bool) -> LayoutSize {
        let request = ProposedWidth(proposed: proposed, em: sizing.em(em))
        return fittingSize(forWidth: request.width, hugging: hugging || request.hugsContent)
    }
}
