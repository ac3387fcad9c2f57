/// The surfaces a view draws a long document on: tiles a fixed height apart, only those near
/// what is visible. A view that drew the whole document in one surface would hold a backing
/// store as tall as the document (a 20,000-point answer at 3x is 1,170 × 60,000 pixels, about
/// 280 MB) and redraw all of it; with tiles it holds what is on screen and a screen above and
/// below, whatever the document's length, and a change redraws only the tiles it touches.
///
/// ```swift
/// DrawingTiles.tiles(height: 20_000, width: 390, visible: LayoutRect(x: 0, y: 5_000, width: 390, height: 844))
/// // tiles 8 to 13: y 4,096 to 7,168, each 512 high
/// ```
public enum DrawingTiles {
    /// How high a tile is: small enough that a view keeps a few screens' worth, large enough
    /// that a screen takes a handful.
    public static let tileHeight = 512.0

    /// The tiles to keep for a document `height` high and `width` wide when `visible` (in the
    /// document's coordinates) is what shows: those meeting it grown by its own height above and
    /// below, so that a scroll finds the next screen drawn. Without a visible rectangle (a view
    /// in no window), the first screen's worth, so that it shows as soon as it is put on one.
    public static func tiles(height: Double, width: Double, visible: LayoutRect?) -> [LayoutRect] {
        guard height > 0, width > 0 else { return [] }
        let top = visible.map { max(0, $0.y - $0.height) } ?? 0
        let bottom = min(height, visible.map { $0.maxY + $0.height } ?? tileHeight * 2)
        guard bottom > top else { return [] }
        let first = Int((top / tileHeight).rounded(.down))
        let last = Int(((bottom - 0.5) / tileHeight).rounded(.down))
        return (first...max(first, last)).map { index in
            let y = Double(index) * tileHeight
            return LayoutRect(x: 0, y: y, width: width, height: min(tileHeight, height - y))
        }
    }
}
