/// The width to lay a document out at for a size a layout system proposes (SwiftUI's
/// `sizeThatFits(_:)` of a representable, which is asked "more than once with different
/// proposed sizes"): the proposed width when it is a usable one, else the width the view has.
///
/// A proposal may leave the width unspecified (`nil`, "your ideal size") or make it infinite
/// ("your maximum size"), and before the first layout pass the view's own width is 0. Laying
/// text out at none of these makes sense (at 0, a line per character and a huge height; at
/// infinity, one line per paragraph and an infinite width), so then there is no width, and the
/// host answers with no size of its own (SwiftUI's default sizing).
///
/// ```swift
/// ProposedWidth.layoutWidth(proposed: 320, current: 0)        // 320
/// ProposedWidth.layoutWidth(proposed: nil, current: 280)      // 280
/// ProposedWidth.layoutWidth(proposed: .infinity, current: 0)  // nil
/// ```
public enum ProposedWidth {
    /// The width to lay out at, or `nil` when neither the proposal nor the view has a usable one.
    public static func layoutWidth(proposed: Double?, current: Double) -> Double? {
        if let proposed, isUsable(proposed) { return proposed }
        return isUsable(current) ? current : nil
    }

    /// Finite and positive.
    private static func isUsable(_ width: Double) -> Bool { width.isFinite && width > 0 }
}
