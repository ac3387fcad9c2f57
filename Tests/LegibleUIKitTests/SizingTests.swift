import Foundation
import LegibleRendering
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// Sizes for cells and bubbles, with the cell layout at a point a cell.
@MainActor
@Suite("UIKit: sizing")
struct SizingTests {
    /// A view laid out in cells, counting its layouts.
    func view(_ markdown: String, width: CGFloat = 40) -> (MarkdownTextView, layouts: () -> Int) {
        let view = MarkdownTextView(markdown: markdown)
        var count = 0
        view.core.layoutEngine = { document, width in
            count += 1
            return CellLayout(document: document, options: CellLayoutOptions(width: Int(width)))
        }
        view.frame = CGRect(x: 0, y: 0, width: width, height: 24)
        view.layoutSubviews()
        return (view, { count })
    }

    @Test("a cell's height at a width is laid out once, however often it is asked; the view's own width is not laid out again")
    func cached() {
        let (view, layouts) = view("Then a paragraph long enough to wrap at twenty cells.\n")
        let before = layouts()
        #expect(view.fittingSize(forWidth: 20) == CGSize(width: 20, height: 3))
        #expect(view.sizeThatFits(CGSize(width: 20, height: 1000)) == CGSize(width: 20, height: 3))
        #expect(view.fittingSize(forWidth: 40).height == 2)
        #expect(layouts() == before + 1)
    }

    @Test("a bubble hugs a short message, and is as wide as offered for a long one")
    func hugs() {
        let (view, _) = view("Sure!\n")
        view.hugsContentWidth = true
        #expect(view.fittingSize(forWidth: 40) == CGSize(width: 5, height: 1))
        view.markdown = "Then a paragraph long enough to wrap at twenty cells.\n"
        #expect(view.fittingSize(forWidth: 20).width == 19)
    }

    @Test("no size at a zero or infinite width, rather than a line per character or a line per paragraph")
    func unusableWidths() {
        let (view, _) = view("Text.\n")
        #expect(view.fittingSize(forWidth: 0) == .zero)
        #expect(view.fittingSize(forWidth: .infinity) == .zero)
    }

    @Test("while an answer streams in, the new height is reported once a frame, with the frame's last height")
    func heightReports() {
        let (view, _) = view("")
        var reported: [CGFloat] = []
        view.onHeightChange = { reported.append($0) }
        view.layoutIfNeeded()
        #expect(!view.stubNeedsLayout)
        view.append("First line.\n\n")
        view.append("Second line.\n\n")
        view.append("Third.\n")
        #expect(reported == [])
        // The next layout pass is the frame the core asked for (`.scheduleFrame`).
        #expect(view.stubNeedsLayout)
        view.layoutIfNeeded()
        #expect(reported == [5])
        view.append(" More.")
        view.layoutSubviews()
        #expect(reported == [5])
    }

    @Test("content set before the view has a width is laid out once, when the width arrives, and appends wait for the frame")
    func noLayoutBeforeWidth() {
        let view = MarkdownTextView(markdown: String(repeating: "A paragraph of an answer that wraps.\n\n", count: 50))
        var widths: [Double] = []
        view.core.layoutEngine = { document, width in
            widths.append(width)
            return CellLayout(document: document, options: CellLayoutOptions(width: Int(width)))
        }
        view.append("More text arriving before any width.")
        view.displayFrame()
        view.layoutSubviews()
        #expect(widths == [])
        #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
        view.layoutSubviews()
        view.layoutSubviews()
        #expect(widths == [40])
        #expect(view.intrinsicContentSize.height == CGFloat(view.documentLayout.size.height))
        // Three appends before the next frame: one layout brings them in.
        for word in [" One", " two", " three."] { view.append(word) }
        view.displayFrame()
        #expect(widths.count == 2)
    }

    @Test("SwiftUI's ideal size is in ems of the body text as it is now: after a new theme, Dynamic Type size or scaling setting (reading R57-6)")
    func idealFollowsFonts() {
        let (view, _) = view(String(repeating: "Several words to a line. ", count: 24), width: 300)
        // The ideal width in ems: the content is within a few cells of 32 em for this text.
        func ems() -> Double {
            let width = Double(view.fittingSize(proposedWidth: nil).width)
            return (width / ProposedWidth.readingMeasureEms).rounded(.up)
        }
        var theme = view.theme
        theme.body = .system(size: 2)
        view.theme = theme
        #expect(ems() == 2)
        theme.body = .system(size: 3)
        view.theme = theme
        #expect(ems() == 3)
        // Dynamic Type's largest accessibility size doubles it (in the stubs), from the next layout pass.
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        view.layoutSubviews()
        #expect(ems() == 6)
        view.adjustsFontForContentSizeCategory = false
        #expect(ems() == 3)
        view.adjustsFontForContentSizeCategory = true
        #expect(ems() == 6)
        // The default size again, in the layout pass that gives the view a new width: UIKit
        // then sets the width alone.
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                            preferredContentSizeCategory: .large)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
        view.layoutSubviews()
        #expect(ems() == 3)
    }

    @Test("new fonts that come with a new width lay out again, rather than bring back the layout kept at that width in the old fonts")
    func fontsWithNewWidth() {
        let (view, layouts) = view("Then a paragraph long enough to wrap at twenty cells.\n", width: 40)
        // A cell asks the height at 20: that layout is kept.
        _ = view.fittingSize(forWidth: 20)
        let before = layouts()
        view.stubTraits = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .normal, legibilityWeight: .regular,
                                            preferredContentSizeCategory: .accessibilityExtraLarge)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 24)
        view.layoutSubviews()
        #expect(layouts() > before)
        #expect(view.core.width == 20)
    }

    @Test("SwiftUI's first display lays out once: the size asked before the width is the layout drawn when that width comes")
    func firstDisplayLaysOutOnce() {
        let view = MarkdownTextView(markdown: "A paragraph long enough to wrap at twenty cells.\n")
        var widths: [Double] = []
        view.core.layoutEngine = { document, width in
            widths.append(width)
            return CellLayout(document: document, options: CellLayoutOptions(width: Int(width)))
        }
        #expect(view.sizeThatFits(CGSize(width: 20, height: 1000)) == CGSize(width: 20, height: 3))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        view.layoutSubviews()
        #expect(widths == [20])
        #expect(view.documentLayout.size.height == 3)
        // Sized again at another width, then given a third: laid out at each, nothing kept wrongly.
        _ = view.fittingSize(forWidth: 40)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 3)
        view.layoutSubviews()
        #expect(widths == [20, 40, 30])
        // A new theme lays out again, never with a layout made for the old one.
        view.theme = .standard
        #expect(widths == [20, 40, 30, 30])
    }
}
