import Foundation
import LegibleMathLayout
import LegibleTestSupport
import Testing

/// Our layout and LuaTeX's (`Tests/Oracles/luatex-layout-corpus.jsonl`) drawn from the same
/// outlines by one rasteriser (``InkCoverage``) at 100 px per em, binarised: the share of
/// formulas whose ink agrees with an intersection over union of at least 0.97.
///
/// Position agreement (``TeXLayoutAgreementTests``) counts a formula wrong for one glyph a
/// fraction of a point off; ink says how much of what a reader sees differs.
@Suite("Ink agreement with LuaTeX", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct TeXInkAgreementTests {
    /// The IoU a formula must reach, and the floor on the share that does: a little under the
    /// share when it was set.
    static let threshold = 0.97
    static let floor = 0.975
    /// 100 px per em at TeX's 10 pt.
    static let pixelsPerPoint = 10.0

    /// TeX's layout of `record`, inked.
    static func ink(of record: TeXLayoutRecord, fonts: MathTypesetter) -> InkCoverage {
        var ink = InkCoverage(pixelsPerPoint: pixelsPerPoint)
        for glyph in record.layout.glyphs {
            let font = fonts.font(TeXLayoutRecord.face(glyph.font))
            ink.fill(font.outline(of: UInt16(clamping: glyph.glyph)).segments, unitsPerEm: font.unitsPerEm, x: glyph.x, y: glyph.y, size: glyph.size)
        }
        for rule in record.layout.rules {
            ink.fillRule(x: rule.x, y: rule.y, width: rule.width, height: rule.height, depth: rule.depth)
        }
        return ink
    }

    /// Our layout, inked.
    static func ink(of list: MathDisplayList, fonts: MathTypesetter) -> InkCoverage {
        var ink = InkCoverage(pixelsPerPoint: pixelsPerPoint)
        for glyph in list.glyphs {
            let font = fonts.font(glyph.face)
            ink.fill(font.outline(of: glyph.glyph).segments, unitsPerEm: font.unitsPerEm, x: glyph.x, y: glyph.y, size: glyph.size)
        }
        for rule in list.rules {
            ink.fillRule(x: rule.x, y: rule.y, width: rule.width, height: rule.height, depth: rule.depth)
        }
        return ink
    }

    @Test("Ink agreement with LuaTeX above the floor; the figures are printed")
    func agreement() throws {
        let records = try OracleSnapshot.records("luatex-layout-corpus.jsonl", as: TeXLayoutRecord.self)
        let typesetter = try #require(LatinModernMath.typesetter)
        var agreeing = 0
        var scores: [(iou: Double, tex: String)] = []
        for record in records {
            let ours = Self.ink(of: typesetter.layout(tex: record.tex, display: record.display), fonts: typesetter)
            let iou = ours.intersectionOverUnion(with: Self.ink(of: record, fonts: typesetter))
            if iou >= Self.threshold { agreeing += 1 }
            scores.append((iou, record.tex))
        }
        let share = Double(agreeing) / Double(max(records.count, 1))
        print(String(format: "LuaTeX ink agreement: %d formulas at 100 px/em, %.1f%% with IoU ≥ %.2f", records.count, 100 * share, Self.threshold))
        for (iou, tex) in scores.sorted(by: { $0.iou < $1.iou }).prefix(5) {
            print(String(format: "lowest ink IoU %.3f: ", iou) + tex.replacingOccurrences(of: "\n", with: " "))
        }
        #expect(share >= Self.floor)
    }
}
