#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import LegibleRendering

/// The layout's coordinates are the views' own: both views put the document's top left corner
/// at theirs (the AppKit view is flipped), so a layout rectangle or point is the view's as it is.
extension CGRect {
    /// A rectangle of the layout, in the view.
    package init(_ rect: LayoutRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension CGSize {
    /// A size of the layout, in the view.
    package init(_ size: LayoutSize) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension LayoutPoint {
    /// A point of the view, in the layout.
    package init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension LayoutRect {
    /// A rectangle of the view, in the layout.
    package init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
