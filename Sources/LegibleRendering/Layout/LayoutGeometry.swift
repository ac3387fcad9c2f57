/// A point of a laid-out document: `x` to the right, `y` down, from the document's top left,
/// in the layout's units (points for TextKit, character cells for ``CellLayout``).
public struct LayoutPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and a height, in the layout's units.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle of a laid-out document, as `CGRect` is on Apple platforms (convert with
/// `CGRect(x: r.x, y: r.y, width: r.width, height: r.height)`).
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its top left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether the point lies inside (the left and top edges included, the right and bottom not).
    public func contains(_ point: LayoutPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: LayoutRect) -> LayoutRect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return LayoutRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// `(x, y, width×height)`, as the tests print rectangles.
    public var description: String {
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        return "(\(number(x)), \(number(y)), \(number(width))×\(number(height)))"
    }
}
