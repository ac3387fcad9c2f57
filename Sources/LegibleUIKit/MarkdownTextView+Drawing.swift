#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleRendering
import LegibleTextKit
import LegibleViewSupport
import UIKit

/// The document drawn in bands (`DrawingBands`, `DocumentBandView`): each band a view no taller
/// than 512 points drawing its part of the document with TextKit 2, in the colors of the
/// reader's appearance, the loaded images in its part in a view of their own over it
/// (`DrawingSurface`).
extension MarkdownTextView {
    /// Makes the bands that are to be drawn (all, or those near ``visibleBounds``), lets go of
    /// those no longer near it, and gives each its frame and, where a loaded image is in it,
    /// its image overlay.
    func arrangeBands() {
        let height = Double(bounds.height)
        let visible = visibleBounds.map(LayoutRect.init)
        let kept = DrawingBands.kept(viewHeight: height, visible: visible)
        for (index, band) in bands where !kept.contains(index) {
            band.removeFromSuperview()
            bands[index] = nil
        }
        for index in DrawingBands.shown(viewHeight: height, visible: visible) where bands[index] == nil {
            let band = DocumentBandView(owner: self)
            // Under the code blocks' scroll views and the blocks' own views.
            insertSubview(band, at: 0)
            bands[index] = band
        }
        let imageFrames = shownImageFrames()
        for (index, band) in bands {
            band.place(at: CGRect(DrawingBands.frame(of: index, width: Double(bounds.width), viewHeight: height)))
            band.showsImages = imageFrames.contains { $0.intersects(band.frame) }
        }
    }

    /// Where the loaded images are, in the view: their elements' frames.
    private func shownImageFrames() -> [CGRect] {
        let layout = drawnLayout
        return images.keys.flatMap { shownImages.elements[$0] ?? [] }.compactMap { layout.frame(of: $0).map(CGRect.init) }
    }

    /// Draws the document inside `rect` (the view's coordinates) for `band`, into its context:
    /// the pressed link's fill, then the text and its decorations, the lines a little past the
    /// band's edges included (`DrawingBands.bleed`).
    func drawText(in context: CGContext, rect: CGRect, from band: UIView) {
        drawDocument(in: context, rect: rect.insetBy(dx: 0, dy: -CGFloat(DrawingBands.bleed)), origin: documentOrigin(in: band), images: false)
    }

    /// Draws the loaded images inside `rect` (the view's coordinates) for a band's image overlay.
    func drawImages(in context: CGContext, rect: CGRect, from overlay: UIView) {
        guard let layout = drawnLayout as? TextKitLayout else { return }
        layout.drawImages(in: context, rect: rect, origin: documentOrigin(in: overlay), painter: painter)
    }

    /// Draws the document inside `rect` with its top left at `origin` in `context`: the pressed
    /// link's fill, the text and decorations, and, with `images`, the loaded images too (a
    /// print, which Smart Invert does not touch); without, their places are left to the bands'
    /// image overlays.
    func drawDocument(in context: CGContext, rect: CGRect, origin: CGPoint, images withImages: Bool) {
        drawPressedTarget(in: context, origin: origin)
        guard let layout = drawnLayout as? TextKitLayout else { return }
        var textPainter = painter
        if !withImages {
            let images = self.images
            textPainter.drawImage = { image, _ in images[image.source] != nil }
        }
        layout.draw(in: context, rect: rect, origin: origin, painter: textPainter, codeOffsets: core.codeScrolls.mapValues(\.offset))
    }

    /// Where the document's top left is in a descendant's coordinates.
    private func documentOrigin(in view: UIView) -> CGPoint {
        let placed = view.convert(CGRect.zero, to: self)
        return CGPoint(x: -placed.minX, y: -placed.minY)
    }
}
#endif
