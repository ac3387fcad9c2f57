import LegibleAccessibility

/// Pages for reading a long document a screenful at a time: what `accessibilityScroll(_:)`
/// turns, what `causesPageTurn` continues across, what a pager shows.
extension DocumentLayout {
    /// The document cut into pages `height` high, each ending after its last whole line, the
    /// next starting where it ends, so every row of the document is on one page and every line
    /// on exactly one (a line taller than a page gets a page of its own, as tall as it is).
    /// O(n log n) in the lines.
    public func pages(height: Double) -> [LayoutPage] {
        pages(height: height, updating: [], fromLine: 0)
    }

    /// The same pages as ``pages(height:)``, after a change that left every line before
    /// `firstChangedLine` where it was (a streamed append: the lines of the blocks before the
    /// changed ones), given the pages `earlier` had at the same height: those that end above the
    /// changed line are kept, and only the rest are cut again. O(m log m) in the lines from the
    /// first page cut again, which for an append at the end is the last page or two.
    ///
    /// ```swift
    /// let change = layout.apply(update)
    /// pages = layout.pages(height: 24, updating: pages, fromLine: layout.firstLine(ofBlock: change.removedBlocks.lowerBound))
    /// ```
    public func pages(height: Double, updating earlier: [LayoutPage], fromLine firstChangedLine: Int) -> [LayoutPage] {
        guard height > 0 else { return [] }
        // A page stays when the page after it also ends above the change: where a page ends
        // depends on the first line after it, which is then on the next page, unchanged. (The
        // last page never stays: its height was cut to the document's end.)
        let changedTop = firstChangedLine < lineCount ? line(at: firstChangedLine).frame.y : size.height
        var keptCount = max(0, earlier.count - 1)
        while keptCount > 0 && earlier[keptCount].contentBottom > changedTop { keptCount -= 1 }
        var pages = Array(earlier[..<keptCount])
        var top = pages.last?.contentBottom ?? 0.0
        // The lines on the pages cut again: from the first whose top is on them.
        var firstLine = min(firstChangedLine, lineCount)
        while firstLine > 0 && line(at: firstLine - 1).frame.y >= top { firstLine -= 1 }
        // Bands: the vertical extents of lines merged where they overlap (the cells of a table
        // row, a formula beside text). A page breaks only between bands.
        let extents = (firstLine..<lineCount).map { index -> (Double, Double) in
            let frame = line(at: index).frame
            return (frame.y, frame.y + max(frame.height, 0))
        }.sorted { $0.0 < $1.0 }
        var bands: [(top: Double, bottom: Double)] = []
        for (top, bottom) in extents {
            if let last = bands.last, top < last.bottom {
                bands[bands.count - 1].bottom = max(last.bottom, bottom)
            } else {
                bands.append((top, bottom))
            }
        }
        func add(top: Double, bottom: Double) {
            pages.append(LayoutPage(index: pages.count, frame: LayoutRect(x: 0, y: top, width: size.width, height: max(height, bottom - top)),
                                    contentBottom: bottom))
        }
        var index = 0
        while index < bands.count {
            var bottom = top
            while index < bands.count, bands[index].bottom <= top + height {
                bottom = bands[index].bottom
                index += 1
            }
            if bottom == top {
                // Nothing fits: a line taller than a page, or rows with no line for a page.
                if bands[index].top < top + height {
                    bottom = bands[index].bottom
                    index += 1
                } else {
                    bottom = top + height
                }
            }
            add(top: top, bottom: bottom)
            top = bottom
        }
        // Rows after the last line (a table's bottom rule) go on the last page if they fit.
        let end = size.height
        if top < end {
            if let last = pages.last, end - last.frame.y <= height {
                pages[pages.count - 1] = LayoutPage(index: last.index, frame: last.frame, contentBottom: end)
            } else {
                while top < end {
                    add(top: top, bottom: min(end, top + height))
                    top += height
                }
            }
        }
        // The last page is only as high as what is left of the document.
        if let page = pages.last {
            let frame = LayoutRect(x: 0, y: page.frame.y, width: size.width, height: max(page.contentBottom - page.frame.y, min(height, end - page.frame.y)))
            pages[pages.count - 1] = LayoutPage(index: page.index, frame: frame, contentBottom: page.contentBottom)
        }
        return pages
    }

    /// The first line, in reading order, whose top is at or below `y` (`lineCount` when none
    /// is), for a layout whose blocks are stacked top to bottom in reading order. O(log n).
    public func firstLineIndex(atOrBelowY y: Double) -> Int {
        firstIndex(in: 0..<lineCount) { line(at: $0).frame.y >= y }
    }

    /// The index of the page showing a vertical position: the last page starting at or above it.
    public func pageIndex(ofY y: Double, in pages: [LayoutPage]) -> Int? {
        let low = firstIndex(in: 0..<pages.count) { middle in pages[middle].frame.y > y }
        return low > 0 ? low - 1 : (pages.isEmpty ? nil : 0)
    }

    /// The index of the page holding the top of an element.
    public func pageIndex(of element: ElementID, in pages: [LayoutPage]) -> Int? {
        guard let frame = frame(of: element) else { return nil }
        return pageIndex(ofY: frame.y, in: pages)
    }

    /// The lines whose tops are on a page, in reading order.
    public func lineIndices(on page: LayoutPage) -> [Int] {
        (0..<lineCount).filter { page.holds(y: line(at: $0).frame.y) }
    }

    /// The last line, in reading order, whose top is on each page (`nil` for a page with none):
    /// one pass over the lines, each page found by its top, rather than one pass per page.
    public func lastLineIndices(on pages: [LayoutPage]) -> [Int?] {
        var last = [Int?](repeating: nil, count: pages.count)
        for index in 0..<lineCount {
            let y = line(at: index).frame.y
            if let page = pageIndex(ofY: y, in: pages), pages[page].holds(y: y) { last[page] = index }
        }
        return last
    }

    /// Where reading continues when a page turns to `page`: its first line in reading order.
    public func readingPosition(on page: LayoutPage) -> ReadingPosition? {
        // A page's lines are mostly one run of line numbers; the first whose top is on the page
        // is found from the line at the page's top left.
        var first: Int?
        for index in 0..<lineCount where page.holds(y: line(at: index).frame.y) {
            first = index
            break
        }
        guard let index = first else { return nil }
        let line = line(at: index)
        return ReadingPosition(element: line.element, line: index, utf16Offset: line.utf16Range.lowerBound)
    }

    /// The text a page shows, its lines in reading order joined by line breaks
    /// (`accessibilityPageContent()`).
    public func content(of page: LayoutPage) -> String {
        lineIndices(on: page).map(content(ofLine:)).joined(separator: "\n")
    }
}
