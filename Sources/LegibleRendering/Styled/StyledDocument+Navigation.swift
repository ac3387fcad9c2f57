import LegibleAccessibility

/// Text navigation: from any element to the text element before or after it, where reading by
/// line continues (`accessibilityNextTextNavigationElement`,
/// `accessibilityPreviousTextNavigationElement`).
extension StyledDocument {
    /// The text element after an element: for a text element, the next one in reading order;
    /// for a link, image, formula or footnote reference, the one after the text holding it;
    /// for a container, table or separator, the first one after it.
    public func nextTextElement(after element: ElementID) -> ElementID? {
        if let order = textOrder(ofHolder: element) {
            return order + 1 < textElements.count ? textElements[order + 1] : nil
        }
        guard let range = utf16Range(of: element) else { return nil }
        let index = firstTextElement(startingAtOrAfter: range.isEmpty ? range.lowerBound : range.upperBound)
        return index < textElements.count ? textElements[index] : nil
    }

    /// The text element before an element: for a text element, the previous one in reading
    /// order; for a link, image, formula or footnote reference, the one before the text
    /// holding it; for a container, table or separator, the last one before it.
    public func previousTextElement(before element: ElementID) -> ElementID? {
        if let order = textOrder(ofHolder: element) {
            return order > 0 ? textElements[order - 1] : nil
        }
        guard let range = utf16Range(of: element) else { return nil }
        var index = firstTextElement(startingAtOrAfter: range.lowerBound)
        // A container's range starts with the line break before its first block.
        while index > 0, let previous = utf16Range(of: textElements[index - 1]), previous.upperBound > range.lowerBound { index -= 1 }
        return index > 0 ? textElements[index - 1] : nil
    }

    /// The reading-order position of a text element, or of the text element holding an
    /// in-line element; `nil` for containers, tables and separators.
    private func textOrder(ofHolder element: ElementID) -> Int? {
        if let order = textOrder(of: element) { return order }
        return textElement(holding: element).flatMap(textOrder(of:))
    }

    /// The text element an element lies inside (a link's paragraph, a row's first cell);
    /// `nil` for text elements themselves, and for containers, tables and separators.
    func textElement(holding element: ElementID) -> ElementID? {
        guard textOrder(of: element) == nil, let range = utf16Range(of: element), let blocks = blockIndices(of: element),
              blocks.count == 1, blocks.lowerBound < self.blocks.count else { return nil }
        let block = self.blocks[blocks.lowerBound]
        guard block.id != element, !block.nesting.contains(where: { $0.id == element }) else { return nil }
        return textElement(atUTF16: range.lowerBound) ?? textElement(atUTF16: range.lowerBound + 1)
    }

    /// The index in ``textElements`` of the first text element starting at or after an offset.
    private func firstTextElement(startingAtOrAfter offset: Int) -> Int {
        var low = 0
        var high = textElements.count
        while low < high {
            let middle = (low + high) / 2
            if (utf16Range(of: textElements[middle])?.lowerBound ?? 0) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
