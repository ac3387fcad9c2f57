import LegibleAccessibility

/// What a tap or a click on a document opens: a link (the text of a link, or an image inside
/// one), a footnote reference, a code block's Copy button or a remote image's placeholder (which
/// the tap loads), with the stretch of text drawn
/// pressed while the finger or the button is down (a link's or a reference's). Found from the layout, so every platform agrees on what is under a point.
///
/// ```swift
/// let target = layout.tapTarget(at: point)        // a link, or nil for plain text
/// layout.pressedRects(of: target!)                // what to draw pressed, a rectangle a line
/// ```
public struct TapTarget: Hashable, Sendable {
    /// What the tap does.
    public enum Action: Hashable, Sendable {
        /// Opens a link's destination, as written (entities and escapes decoded).
        case openLink(String)
        /// Shows a footnote (the element the reference refers to; `nil` when it is undefined).
        case goToFootnote(ElementID?)
        /// Copies a code block's code: its header's Copy button (``CodeBlockHeader``).
        case copyCode(String)
        /// Loads an image its view's `ImagePolicy` leaves to the reader (by its source, as
        /// written): a tap on the image's placeholder.
        case loadImage(String)
    }

    /// The link or footnote reference tapped: what is drawn pressed, and what must still be
    /// under the finger when it lifts for the tap to count.
    public let element: ElementID
    /// The element's text, in UTF-16 offsets of the document.
    public let utf16Range: Range<Int>
    /// What the tap does.
    public let action: Action

    /// A target from its parts.
    public init(element: ElementID, utf16Range: Range<Int>, action: Action) {
        self.element = element
        self.utf16Range = utf16Range
        self.action = action
    }
}

extension DocumentLayout {
    /// What a tap at a point opens: the link there (its text, or an image or formula inside it),
    /// else the footnote reference there; `nil` on plain text, beyond a line's end and between
    /// lines, so that a tap there selects or does nothing as it would without links.
    public func tapTarget(at point: LayoutPoint) -> TapTarget? {
        guard let index = lineIndex(at: point) else { return nil }
        let lineRange = line(at: index).utf16Range
        let offset = utf16Offset(atX: point.x, inLine: index)
        guard lineRange.contains(offset), let block = document.blockIndex(containingUTF16: offset),
              let attributes = document.run(atUTF16: offset, inBlock: block)?.attributes else { return nil }
        return Self.target(of: attributes, in: document)
    }

    /// Every link and footnote reference of the document, in reading order, for a pointer to
    /// show a link over each (AppKit's cursor rectangles, iPadOS's pointer regions).
    public var tapTargets: [TapTarget] {
        var targets: [TapTarget] = []
        for block in document.blocks {
            for run in block.runs {
                guard let target = Self.target(of: run.attributes, in: document), targets.last?.element != target.element else { continue }
                targets.append(target)
            }
        }
        return targets
    }

    /// Where activating the text `range` (an element's) taps when nothing else does it: the
    /// middle of its first character that is in no link or footnote reference, so that
    /// VoiceOver's double tap on a paragraph or a table cell, which it carries out as a tap
    /// there when the element does not activate itself, opens nothing the reader did not choose
    /// (its default, the middle of the element's frame, can be a link inside it:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivationpoint).
    /// `nil` when every character is a link's (the element is one) or none is laid out.
    public func activationPoint(ofUTF16 range: Range<Int>) -> LayoutPoint? {
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard let block = document.blockIndex(containingUTF16: offset), let run = document.run(atUTF16: offset, inBlock: block) else {
                offset += 1
                continue
            }
            guard Self.target(of: run.attributes, in: document) != nil else { break }
            offset = max(run.utf16Range.upperBound, offset + 1)
        }
        guard offset < range.upperBound, let rect = selectionRects(forUTF16: offset..<offset + 1).first else { return nil }
        return LayoutPoint(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    }

    /// The target text with these attributes belongs to: its link, else its footnote reference,
    /// else the remote image it is (whose placeholder a tap loads).
    private static func target(of attributes: TextAttributes, in document: StyledDocument) -> TapTarget? {
        if let link = attributes.link, let range = document.utf16Range(of: link.element) {
            return TapTarget(element: link.element, utf16Range: range, action: .openLink(link.destination))
        }
        if let reference = attributes.footnoteReference, let range = document.utf16Range(of: reference.element) {
            return TapTarget(element: reference.element, utf16Range: range, action: .goToFootnote(reference.footnote))
        }
        if case .image(let image)? = attributes.attachment, case .ask = ImagePolicy.ask.decision(for: image.source),
           let range = document.utf16Range(of: image.element) {
            return TapTarget(element: image.element, utf16Range: range, action: .loadImage(image.source))
        }
        return nil
    }

    /// Where a pressed target is drawn pressed: the rectangle of its text on each line it is on
    /// (a link that wraps is pressed on both lines, not across the text between).
    public func pressedRects(of target: TapTarget) -> [LayoutRect] {
        switch target.action {
        case .copyCode, .loadImage: return []
        case .openLink, .goToFootnote: break
        }
        return selectionRects(forUTF16: target.utf16Range)
    }
}
