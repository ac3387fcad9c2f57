public import LegibleRendering

/// A finger, the mouse or a terminal's cursor on the document: what is under a point, a link
/// drawn pressed while the finger or button is down on it and opened when it lifts there, a
/// selection dragged out or made by a double click.
extension MarkdownViewCore {
    /// What a tap or click at a point opens: a code block's Copy button there, else the link or
    /// footnote reference there; `nil` on plain text.
    public func tapTarget(at point: LayoutPoint) -> TapTarget? {
        drawnLayout.copyButtonTarget(at: point) ?? documentLayout.tapTarget(at: point)
    }

    /// A finger or the mouse button went down at a point: the target there, if any, is drawn
    /// pressed. `false` when there is none (the touch is the platform's: a selection, a scroll).
    @discardableResult
    public func pressBegan(at point: LayoutPoint) -> Bool {
        pressedTarget = tapTarget(at: point)
        selectionAtPress = selection
        isPressShown = pressedTarget != nil
        if pressedTarget != nil { perform(.redraw(nil)) }
        return pressedTarget != nil
    }

    /// The finger or mouse moved: the target is drawn pressed while it is over it, as a
    /// button's highlight is. `false` when nothing is pressed.
    @discardableResult
    public func pressMoved(to point: LayoutPoint) -> Bool {
        guard let pressed = pressedTarget else { return false }
        let isInside = tapTarget(at: point) == pressed
        if isInside != isPressShown {
            isPressShown = isInside
            perform(.redraw(nil))
        }
        return true
    }

    /// The finger or button lifted: if it is still over the target it went down on, and no text
    /// was selected by dragging meanwhile (the selection is as it was when the press began:
    /// one made before, which a text view keeps until it is cleared, does not stop a link), the
    /// target does what it does. `false` when nothing was pressed.
    @discardableResult
    public func pressEnded(at point: LayoutPoint) -> Bool {
        guard let pressed = pressedTarget else { return false }
        pressCancelled()
        if selection == selectionAtPress || selection?.isEmpty == true, tapTarget(at: point) == pressed { activate(pressed) }
        return true
    }

    /// The platform took the touch (a scroll began, a menu showed): nothing opens.
    public func pressCancelled() {
        guard pressedTarget != nil else { return }
        pressedTarget = nil
        isPressShown = false
        perform(.redraw(nil))
    }

    /// Where the pressed target is drawn pressed, when it is shown pressed.
    public var pressedRects: [LayoutRect] {
        guard isPressShown, let pressedTarget else { return [] }
        return documentLayout.pressedRects(of: pressedTarget)
    }

    /// Does what a tap on a target does: a link opens (inside the document when it names a
    /// heading), a footnote reference shows its footnote, a Copy button copies its block's code,
    /// a remote image's placeholder loads the image.
    public func activate(_ target: TapTarget) {
        switch target.action {
        case .openLink(let destination): follow(destination, focusOnly: false)
        case .goToFootnote(let footnote): if let footnote { reveal(footnote) }
        case .copyCode(let code): copyCode(code, of: target.element)
        case .loadImage(let source): perform(.loadImage(source))
        }
    }

    // MARK: Selection

    /// The mouse went down (a click, `count` 1) or clicked again (`count` 2, a double click) at
    /// a point, for a front end that selects text itself: a click starts a selection there and
    /// clears the old one (and presses a link there), a double click selects the word.
    public func selectionBegan(at point: LayoutPoint, clickCount count: Int) {
        selectionAnchor = documentLayout.closestUTF16Offset(to: point)
        selection = count == 2 ? selectionAnchor.map(styledDocument.wordRange(atUTF16:)) : nil
        if count == 1 { pressBegan(at: point) }
        perform(.redraw(nil))
    }

    /// The mouse was dragged to a point: the text between where it went down and there is
    /// selected (and a pressed link is shown pressed only while the mouse is on it).
    public func selectionMoved(to point: LayoutPoint) {
        pressMoved(to: point)
        guard let anchor = selectionAnchor, let offset = documentLayout.closestUTF16Offset(to: point) else { return }
        selection = min(anchor, offset)..<max(anchor, offset)
        perform(.redraw(nil))
    }

    /// Selects a stretch of the text (UTF-16 offsets, kept within the text); `nil` clears.
    public func select(_ range: Range<Int>?) {
        let old = selectionRects
        selection = range.map { $0.clamped(to: 0..<styledDocument.utf16Count) }
        // Only where the selection was and is now is drawn again.
        let changed = old + selectionRects
        if let first = changed.first { perform(.redraw(changed.dropFirst().reduce(first) { $0.union($1) })) }
    }

    /// Selects the whole document.
    public func selectAll() {
        select(0..<styledDocument.utf16Count)
    }

    /// Copies the selection, as plain text (formulas as their TeX, images as their
    /// descriptions) and as HTML; `false` when nothing is selected.
    @discardableResult
    public func copySelection() -> Bool {
        guard let selection, !selection.isEmpty else { return false }
        perform(.copy(PasteboardContent(text: styledDocument.copiedText(utf16Range: selection),
                                        html: styledDocument.copiedHTML(utf16Range: selection))))
        return true
    }

    /// Where the selection is drawn: the rectangle of its text on each line.
    public var selectionRects: [LayoutRect] {
        guard let selection, !selection.isEmpty else { return [] }
        return documentLayout.selectionRects(forUTF16: selection)
    }
}
