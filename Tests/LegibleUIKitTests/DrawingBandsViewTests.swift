@_spi(Testing) import CoreGraphics
import Foundation
import LegibleRendering
import LegibleTestSupport
import LegibleUIKit
import LegibleViewSupport
import Testing
@_spi(Testing) import UIKit

/// The view draws its document in bands no taller than `DrawingBands.height`, and with its
/// visible part known only the bands near it (uikit B8; issue 46's must-show 4).
@MainActor
@Suite("UIKit: the document drawn in bands")
struct DrawingBandsViewTests {
    static let screen = CGSize(width: 390, height: 844)
    static let answerSize = Int(ProcessInfo.processInfo.environment["BANDS_SIZE"] ?? "") ?? 1 << 20

    /// The views that hold a drawing surface: the bands and their image overlays.
    static func surfaces(of view: MarkdownTextView) -> [UIView] {
        view.bands.values.flatMap { band in [band as UIView] + (band.imageOverlay.map { [$0 as UIView] } ?? []) }
    }

    /// About a megabyte of the corpus's documents, one after another: a long answer.
    static func longAnswer() throws -> String {
        var answer = ""
        for url in try SharedData.corpus() where answer.utf8.count < Self.answerSize {
            answer += try String(contentsOf: url, encoding: .utf8) + "\n\n"
        }
        return answer
    }

    @Test("a 1 MB answer streamed into a chat's scroll view, which follows its end, never has a drawing surface taller than a band, nor more than a few screens of them")
    func longAnswerStreamed() throws {
        let answer = Array(try Self.longAnswer().utf8)
        #expect(answer.count >= Self.answerSize)
        let view = MarkdownTextView()
        view.core.layoutEngine = { document, width in RowLayout(document: document, tableWidth: Double(width)) }
        let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: Self.screen))
        scrollView.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: Self.screen.width, height: 0)
        var tallest = 0.0, mostDrawn = 0.0, chunks = 0
        for start in stride(from: 0, to: answer.count, by: 64 << 10) {
            view.append(answer[start..<min(start + (64 << 10), answer.count)])
            // Auto Layout gives the view its height; the chat shows its end.
            view.layoutSubviews()
            view.frame.size.height = view.fittingSize(forWidth: Self.screen.width).height
            view.visibleBounds = CGRect(x: 0, y: max(0, view.bounds.height - Self.screen.height), width: Self.screen.width, height: Self.screen.height)
            view.layoutSubviews()
            let surfaces = Self.surfaces(of: view)
            tallest = max(tallest, surfaces.map { Double($0.bounds.height) }.max() ?? 0)
            mostDrawn = max(mostDrawn, view.bands.values.reduce(0) { $0 + Double($1.bounds.height) })
            chunks += 1
        }
        view.finish()
        #expect(chunks >= 16)
        #expect(view.bounds.height > 100 * Self.screen.height)
        #expect(tallest <= DrawingBands.height)
        // The screen, and up to one and a half screens either way once made (kept, not remade).
        #expect(mostDrawn <= 4 * Double(Self.screen.height) + 2 * DrawingBands.height)
        // The end, which the reader sees, is drawn.
        let last = try #require(view.bands.values.max { $0.frame.maxY < $1.frame.maxY })
        #expect(last.frame.maxY == view.bounds.maxY)
    }

    @Test("scrolling moves the bands: those near what is shown are made, those far from it let go, and the part shown is covered")
    func scrolling() throws {
        let view = laidOutView((1...400).map { "Paragraph \($0)." }.joined(separator: "\n\n"))
        view.frame.size.height = view.fittingSize(forWidth: view.bounds.width).height
        view.layoutSubviews()
        let all = Int((Double(view.bounds.height) / DrawingBands.height).rounded(.up))
        #expect(all > 10)
        // Not knowing what is shown, every band is drawn, none taller than a band.
        #expect(view.bands.count == all)
        #expect(view.bands.values.allSatisfy { $0.bounds.height <= DrawingBands.height && $0.bounds.width == view.bounds.width })
        for top in [0, 3_000, 6_000, 0] as [CGFloat] {
            let shown = CGRect(x: 0, y: top, width: view.bounds.width, height: 600)
            view.visibleBounds = shown
            let frames = view.bands.values.map(\.frame).sorted { $0.minY < $1.minY }
            #expect(frames.first.map { $0.minY <= max(0, shown.minY - 300) } == true)
            #expect(frames.last.map { $0.maxY >= shown.maxY + 300 } == true)
            #expect(frames.count <= 8)
            // No gap between the bands.
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY == $1.minY })
            // The bands are behind the view's other subviews (code blocks' scroll views).
            #expect(view.subviews.prefix(frames.count).allSatisfy { $0 is DocumentBandView })
        }
        view.visibleBounds = nil
        #expect(view.bands.count == all)
    }

    @Test("what is to be drawn again is drawn again by the bands it falls in, in their coordinates")
    func redrawInBands() throws {
        let view = laidOutView((1...100).map { "Paragraph \($0)." }.joined(separator: "\n\n"))
        view.frame.size.height = view.fittingSize(forWidth: view.bounds.width).height
        view.layoutSubviews()
        let band = DrawingBands.height
        for index in view.bands.keys { view.bands[index]?.stubDisplayRequests = [] }
        view.setNeedsDisplay(CGRect(x: 10, y: band - 20, width: 100, height: 40))
        #expect(view.bands[0]?.stubDisplayRequests == [CGRect(x: 10, y: band - 20, width: 100, height: 40)])
        #expect(view.bands[1]?.stubDisplayRequests == [CGRect(x: 10, y: -20, width: 100, height: 40)])
        #expect(view.bands[2]?.stubDisplayRequests == [])
        view.setNeedsDisplay()
        #expect(view.bands.values.allSatisfy { $0.stubDisplayRequests.last == .some(nil) })
    }

    @Test("a band draws its part of the document: a pressed link below the first band is filled where it is in that band")
    func bandDrawsItsPart() throws {
        let view = laidOutView((1...60).map { "Paragraph \($0)." }.joined(separator: "\n\n") + "\n\nSee [the guide](https://example.com).")
        view.frame.size.height = view.fittingSize(forWidth: view.bounds.width).height
        view.layoutSubviews()
        let link = try #require(view.documentLayout.tapTargets.first)
        let rect = try #require(view.documentLayout.pressedRects(of: link).first)
        let index = Int(rect.y / DrawingBands.height)
        #expect(index >= 1)
        view.touchesBegan([UITouch(location: CGPoint(x: rect.x + 1, y: rect.y + 1))], with: nil)
        let band = try #require(view.bands[index])
        let context = CGContext()
        UIGraphicsPushContext(context)
        band.draw(band.bounds)
        UIGraphicsPopContext()
        #expect(context.filled.map(\.rect) == [CGRect(rect).offsetBy(dx: 0, dy: -band.frame.minY)])
    }
}
