public import LegibleAccessibility
public import LegibleRendering

/// Code blocks, display formulas and tables wider than their box scroll sideways (a finger's
/// drag, a trackpad's swipe, a wheel, VoiceOver's three-finger swipe, a key); a long document
/// turns a page at a time for reading.
extension MarkdownViewCore {
    /// Scrolls the block whose lines are at a point sideways by a distance (positive shows what
    /// is further right), as a trackpad, a wheel or a drag asks. `false` when nothing there
    /// scrolls, or it is at its end: the scroll is then the enclosing view's.
    @discardableResult
    public func scrollSideways(at point: LayoutPoint, by distance: Double) -> Bool {
        guard let id = CodeBlockScroll.block(at: point, in: documentLayout, scrolls: codeScrolls) else { return false }
        return scrollSideways(id) { $0.scroll(by: distance) }
    }

    /// Scrolls a block (or the table an element is a cell of) to an offset, as a scroll view a
    /// finger drags over it says. `false` when that moves nothing.
    @discardableResult
    public func scrollSideways(_ element: ElementID, to offset: Double) -> Bool {
        scrollSideways(element) { $0.scroll(to: offset) }
    }

    /// Scrolls a block (or the table an element is a cell of) a page of columns further right
    /// (`forward`) or back, as VoiceOver's three-finger swipe or an arrow key asks, and says
    /// which page shows. `false` at the end, or for what does not scroll.
    @discardableResult
    public func scrollSideways(_ element: ElementID, forward: Bool) -> Bool {
        guard scrollSideways(element, { $0.scroll(forward: forward) }),
              let id = CodeBlockScroll.block(moving: element, in: codeScrolls), let scroll = codeScrolls[id] else { return false }
        perform(.pageTurned(phrases.text(.pageOfPages, ["page": String(scroll.page + 1), "count": String(scroll.pageCount)])))
        return true
    }

    /// The actions that scroll an element sideways a page of columns, by name, `forward` for
    /// "Scroll right": those that would move something, for a code block, formula or table wider
    /// than its box or a cell of such a table; none for anything else. For a screen reader that
    /// offers no scroll gesture on an element (VoiceOver on macOS scrolls scroll areas, which a
    /// block is not), as its custom actions.
    public func sidewaysScrollActions(of element: ElementID) -> [(name: String, forward: Bool)] {
        guard let id = CodeBlockScroll.block(moving: element, in: codeScrolls), let scroll = codeScrolls[id] else { return [] }
        var actions: [(name: String, forward: Bool)] = []
        if scroll.offset < scroll.contentWidth - scroll.visibleWidth { actions.append((phrases.text(.scrollRightAction), true)) }
        if scroll.offset > 0 { actions.append((phrases.text(.scrollLeftAction), false)) }
        return actions
    }

    /// Scrolls the table an element is a cell of just far enough that the cell shows in the
    /// table's box (the screen reader moved onto a cell scrolled out of it, where the reader who
    /// sees the screen would not see what is read); nothing for anything else, or a cell that shows.
    func scrollSidewaysToShow(_ element: ElementID) {
        guard let block = CodeBlockScroll.block(moving: element, in: codeScrolls), block != element, let scroll = codeScrolls[block],
              let frame = drawnLayout.frame(of: element) else { return }
        let shownLeft = scroll.left + scroll.offset
        if frame.x < shownLeft {
            scrollSideways(block, to: frame.x - scroll.left)
        } else if frame.maxX > shownLeft + scroll.visibleWidth {
            scrollSideways(block, to: min(frame.maxX - scroll.left - scroll.visibleWidth, frame.x - scroll.left))
        }
    }

    private func scrollSideways(_ element: ElementID, _ move: (inout CodeBlockScroll) -> Bool) -> Bool {
        guard let id = CodeBlockScroll.block(moving: element, in: codeScrolls), var scroll = codeScrolls[id], move(&scroll) else { return false }
        codeScrolls[id] = scroll
        perform(.redraw(nil))
        return true
    }

    /// Turns to the next page (`forward`) or the previous one, as VoiceOver's three-finger swipe
    /// or read-all asks: it is revealed, and said ("page 2 of 5"). `false` when there is no page
    /// that way.
    @discardableResult
    public func turnPage(forward: Bool) -> Bool {
        let target = currentPage + (forward ? 1 : -1)
        guard pages.indices.contains(target) else { return false }
        currentPage = target
        perform(.reveal(pages[target].frame))
        perform(.pageTurned(phrases.text(.pageOfPages, ["page": String(target + 1), "count": String(pages.count)])))
        return true
    }
}
