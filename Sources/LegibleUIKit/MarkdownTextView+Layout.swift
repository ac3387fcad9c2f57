#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import UIKit

/// Size, layout and pages: the view lays its document out at its width, is as high as that
/// layout, and answers where every element, line and page is from it.
extension MarkdownTextView {
    /// Lays the document out again at the view's width, and with it the pages and the
    /// elements that turn them. After a streamed append (`plan`), a TextKit layout at the same
    /// width lays out again only the blocks the append changed, and only what they cover is drawn again.
    package func relayout(after plan: LayoutInvalidation? = nil) {
        let redraw = updateLayout(after: plan)
        codeScrolls = CodeBlockScroll.scrolls(in: drawnLayout, viewWidth: Double(laidOutWidth - textOrigin.x), keeping: codeScrolls)
        arrangeCodeScrollViews()
        arrangeBlockViews()
        let height = pageHeight ?? enclosingScrollView?.bounds.height
        pages = height.map { documentLayout.pages(height: Double($0)) } ?? []
        currentPage = min(currentPage, max(pages.count - 1, 0))
        markPageTurns()
        layoutDidChange()
        invalidateIntrinsicContentSize()
        if let redraw { setNeedsDisplay(redraw) } else { setNeedsDisplay() }
    }

    /// Lays the document out, from what changed when a TextKit layout at the view's width can
    /// be updated, else whole; returns the part of the view to draw again (`nil`: all of it).
    private func updateLayout(after plan: LayoutInvalidation?) -> CGRect? {
        guard layoutEngine == nil, bounds.width == laidOutWidth, let plan,
              let layout = TextKitLayout.updating(laidOut, width: laidOutWidth, to: styledDocument, after: plan) else {
            laidOutWidth = bounds.width
            laidOut = makeLayout(styledDocument, width: laidOutWidth)
            return nil
        }
        laidOut = layout
        return plan.redrawFrame(in: layout).map(viewRect) ?? .zero
    }

    /// Lays a styled document out at a width: with TextKit 2, in the theme's fonts.
    /// Nothing is laid out while the view has no width (`PendingLayout`).
    func makeLayout(_ document: StyledDocument, width: CGFloat) -> any DocumentLayout {
        PendingLayout.layout(document, width: Double(width)) { width in
            let width = CGFloat(width)
            return layoutEngine?(document, width) ?? TextKitLayout(document: document, width: width, style: textKitStyle(width: width))
        }
    }

    /// Gives `.causesPageTurn` to the stop whose line ends each page but the last, so that
    /// read-all asks for the next page when it gets there.
    private func markPageTurns() {
        let ends = pages.dropLast().compactMap { page in
            documentLayout.lineIndices(on: page).last.map { (documentLayout.element(ofLine: $0), documentLayout.line(at: $0).utf16Range.upperBound) }
        }
        tree.markPageTurns(Dictionary(ends, uniquingKeysWith: max))
    }

    // MARK: Geometry

    /// Where an element is drawn, in the view's coordinates.
    func frame(of id: ElementID) -> CGRect {
        documentLayout.frame(of: id).map(viewRect) ?? .null
    }

    /// Where a stretch of the text is drawn, in the view's coordinates: the rectangles of its
    /// lines, as one.
    func frame(ofUTF16 range: Range<Int>) -> CGRect {
        let rects = documentLayout.selectionRects(forUTF16: range).map(viewRect)
        return rects.dropFirst().reduce(rects.first ?? .null) { $0.union($1) }
    }

    /// The shape of a stretch of the text, in the view's coordinates: the rectangle of its text
    /// on each line it is on.
    func path(ofUTF16 range: Range<Int>) -> UIBezierPath {
        let path = UIBezierPath()
        for rect in documentLayout.selectionRects(forUTF16: range) { path.append(UIBezierPath(rect: viewRect(rect))) }
        return path
    }

    /// A rectangle of the layout in the view's coordinates.
    func viewRect(_ rect: LayoutRect) -> CGRect {
        CGRect(x: CGFloat(rect.x) + textOrigin.x, y: CGFloat(rect.y) + textOrigin.y, width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    /// A point of the view in the layout's coordinates.
    func layoutPoint(_ point: CGPoint) -> LayoutPoint {
        LayoutPoint(x: Double(point.x - textOrigin.x), y: Double(point.y - textOrigin.y))
    }

    /// A point on the screen in the view's coordinates (what reading content is asked with).
    func viewPoint(fromScreen point: CGPoint) -> CGPoint {
        let origin = UIAccessibility.convertToScreenCoordinates(.zero, in: self).origin
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    // MARK: Pages

    /// The scroll view the view is in, if any.
    var enclosingScrollView: UIScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// Turns to the next or previous page: scrolls it into view (without animation under
    /// Reduce Motion) and says which page it is. `false` when there is no page that way.
    func turnPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let forward: Bool
        switch direction {
        case .next, .down: forward = true
        case .previous, .up: forward = false
        default: return false
        }
        let target = currentPage + (forward ? 1 : -1)
        guard pages.indices.contains(target) else { return false }
        currentPage = target
        if let scrollView = enclosingScrollView {
            scrollView.scrollRectToVisible(convert(viewRect(pages[target].frame), to: scrollView), animated: !UIAccessibility.isReduceMotionEnabled)
        }
        let status = phrases.text(.pageOfPages, ["page": String(target + 1), "count": String(pages.count)])
        UIAccessibility.post(notification: .pageScrolled, argument: status)
        return true
    }

    /// Scrolls a code block (or a table, for any of its cells) wider than the view sideways, a
    /// page of columns at a time (`.right` shows the columns further right, `.left` those
    /// before), and says which page shows. `false` for any other direction, a block that fits,
    /// or at the end.
    func scrollCode(_ element: ElementID, _ direction: UIAccessibilityScrollDirection) -> Bool {
        // A table cell's swipe scrolls its table.
        guard direction == .left || direction == .right, let id = CodeBlockScroll.block(moving: element, in: codeScrolls),
              var scroll = codeScrolls[id], scroll.scroll(forward: direction == .right) else {
            return false
        }
        codeScrolls[id] = scroll
        codeScrollViews[id]?.contentOffset = CGPoint(x: CGFloat(scroll.offset), y: 0)
        setNeedsDisplay()
        let status = phrases.text(.pageOfPages, ["page": String(scroll.page + 1), "count": String(scroll.pageCount)])
        UIAccessibility.post(notification: .pageScrolled, argument: status)
        return true
    }

}
#endif
