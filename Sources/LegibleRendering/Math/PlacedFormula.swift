import LegibleAccessibility

/// A formula where it is drawn in a layout: its box, how far it is scrolled, and what a touch
/// on it lands on.
///
/// An in-line formula sits on its line's baseline. A display formula is centred in its line
/// when it fits; a wider one is never shrunk: it starts at the line's left edge and scrolls
/// sideways (``scrollExtent``), as a wide code block does, showing only within the line.
///
/// ```swift
/// let placed = PlacedFormula(display: formula.element, geometry: geometry, line: lineFrame, baseline: 120)
/// placed.frame            // centred in the line, or at its left edge when wider
/// placed.element(at: tap) // the formula's element when the tap is on what is shown of it
/// ```
public struct PlacedFormula: Hashable, Sendable {
    /// The formula's element in the reading model.
    public let element: ElementID
    /// The formula's box as laid out (before scrolling), y down.
    public let frame: LayoutRect
    /// Where the formula shows: its box, or for a display formula wider than its line, the line.
    public let visibleFrame: LayoutRect
    /// How far a display formula wider than its line can scroll: its width past the line's; 0
    /// when it fits.
    public let scrollExtent: Double
    /// How far it is scrolled, from 0 to ``scrollExtent``: it is drawn moved left by this.
    public private(set) var scrollOffset: Double = 0

    /// An in-line formula whose baseline starts at `origin` (the point of the line's baseline
    /// where its attachment is).
    public init(inline element: ElementID, geometry: FormulaGeometry, origin: LayoutPoint) {
        self.element = element
        frame = LayoutRect(x: origin.x, y: origin.y - geometry.height, width: geometry.width, height: geometry.height + geometry.depth)
        visibleFrame = frame
        scrollExtent = 0
    }

    /// A display formula in a line (`line`: its left edge and width) with its baseline at
    /// `baseline`: centred when it fits, else at the line's left edge, scrollable by the excess.
    public init(display element: ElementID, geometry: FormulaGeometry, line: LayoutRect, baseline: Double) {
        self.element = element
        let excess = geometry.width - line.width
        let x = excess > 0 ? line.x : line.x + (line.width - geometry.width) / 2
        frame = LayoutRect(x: x, y: baseline - geometry.height, width: geometry.width, height: geometry.height + geometry.depth)
        scrollExtent = max(excess, 0)
        visibleFrame = excess > 0 ? LayoutRect(x: line.x, y: frame.y, width: line.width, height: frame.height) : frame
    }

    /// Where the formula is drawn, scrolled: its box moved left by ``scrollOffset``.
    public var drawnFrame: LayoutRect {
        LayoutRect(x: frame.x - scrollOffset, y: frame.y, width: frame.width, height: frame.height)
    }

    /// Scrolls to `offset`, kept within 0 and ``scrollExtent``; `false` when that moves nothing.
    public mutating func scroll(to offset: Double) -> Bool {
        let target = min(max(offset, 0), scrollExtent)
        guard target != scrollOffset else { return false }
        scrollOffset = target
        return true
    }

    /// The formula's element when `point` is on what shows of it; `nil` elsewhere.
    public func element(at point: LayoutPoint) -> ElementID? {
        visibleFrame.contains(point) ? element : nil
    }
}

extension Collection<PlacedFormula> {
    /// The element of the formula shown at `point`, if any (the last drawn, when they overlap).
    public func element(at point: LayoutPoint) -> ElementID? {
        reversed().lazy.compactMap { $0.element(at: point) }.first
    }
}
