#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import LegibleTextKit
import LegibleViewSupport
import UIKit

/// The document drawn in bands (`DrawingBands`, `DocumentBandView`): each band a view no taller
/// than 512 points drawing its part of the document with TextKit 2, in the colors of the
/// reader's appearance, its loaded images in a view of their own over it (`ImageOverlayView`).
extension MarkdownTextView {
    /// Makes the bands that are to be drawn (all, or those near ``visibleBounds``), gives them
    /// their frames, and lets go of the others.
    func arrangeBands() {
        let height = Double(bounds.height)
        let shown = DrawingBands.shown(viewHeight: height, visible: visibleBounds.map(LayoutRect.init))
        for (index, band) in bands where !shown.contains(index) {
            band.removeFromSuperview()
            bands[index] = nil
        }
        let withImages = !images.isEmpty
        for index in shown {
            let band = bands[index] ?? {
                let band = DocumentBandView(owner: self)
                // Under the code blocks' scroll views and the blocks' own views.
                insertSubview(band, at: 0)
                bands[index] = band
                return band
            }()
            let frame = CGRect(DrawingBands.frame(of: index, width: Double(bounds.width), viewHeight: height))
            if band.frame != frame { band.frame = frame }
            if withImages { band.showImages() }
        }
    }

    /// Draws the document inside `rect` (the view's coordinates) for `band`, into its context:
    /// the pressed link's fill, then the text and its decorations.
    func drawText(in context: CGContext, rect: CGRect, from band: UIView) {
        let origin = documentOrigin(in: band)
        drawPressedTarget(in: context, origin: origin)
        guard let layout = drawnLayout as? TextKitLayout else { return }
        var textPainter = painter
        let images = self.images
        textPainter.drawImage = { image, _ in images[image.source] != nil }
        layout.draw(in: context, rect: rect, origin: origin, painter: textPainter, codeOffsets: core.codeScrolls.mapValues(\.offset))
    }

    /// Draws the loaded images inside `rect` (the view's coordinates) for a band's image overlay.
    func drawImages(in context: CGContext, rect: CGRect, from overlay: UIView) {
        guard let layout = drawnLayout as? TextKitLayout else { return }
        layout.drawImages(in: context, rect: rect, origin: documentOrigin(in: overlay), painter: painter)
    }

    /// Where the document's top left is in a descendant's coordinates.
    private func documentOrigin(in view: UIView) -> CGPoint {
        let placed = view.convert(CGRect.zero, to: self)
        return CGPoint(x: -placed.minX, y: -placed.minY)
    }
}
#endif
