/// How big a formula is drawn, and where its baseline is: what a text engine needs of the
/// attachment it draws a formula in.
///
/// Units are points. A formula's box has its baseline `height` below its top and `depth` above
/// its bottom; an in-line formula's box is placed so that its baseline sits on the line's
/// (on Apple platforms, an `NSTextAttachment` with bounds `(0, -baselineOffset, width,
/// height + depth)`: its origin is on the baseline, y up).
///
/// ```swift
/// let geometry = FormulaGeometry(width: 30.2, height: 11.6, depth: 4.1)   // \frac{a}{b} at 17 pt
/// geometry.attachmentSize     // 30.2 × 15.7
/// geometry.baselineOffset     // 4.1: the box reaches that far below the text's baseline
/// ```
public struct FormulaGeometry: Hashable, Sendable {
    /// The formula's advance width.
    public var width: Double
    /// Its extent above the baseline.
    public var height: Double
    /// Its extent below the baseline.
    public var depth: Double

    /// A geometry from the formula's box.
    public init(width: Double, height: Double, depth: Double) {
        self.width = width
        self.height = height
        self.depth = depth
    }

    /// The size of the attachment the formula is drawn in: its width, and its height and depth.
    public var attachmentSize: LayoutSize { LayoutSize(width: width, height: height + depth) }

    /// How far the attachment reaches below the text's baseline: the formula's depth, so that
    /// the formula's baseline is the text's.
    public var baselineOffset: Double { depth }
}
