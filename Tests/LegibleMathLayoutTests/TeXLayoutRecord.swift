import Foundation
import LegibleMathLayout
import LegibleTestSupport

/// One formula of `Tests/Oracles/luatex-layout-corpus.jsonl` (written by
/// `Scripts/tex-layout-snapshot.py`): LuaTeX's layout of it in Latin Modern Math at 10 pt.
struct TeXLayoutRecord: Decodable {
    struct Layout: Decodable {
        struct Glyph: Decodable {
            let glyph: Int
            let font: String
            let x: Double, y: Double, size: Double
        }

        struct Rule: Decodable {
            let x: Double, y: Double, width: Double, height: Double, depth: Double
        }

        let width: Double, height: Double, depth: Double
        let glyphs: [Glyph]
        let rules: [Rule]
    }

    let tex: String
    let display: Bool
    let layout: Layout

    static let fontPath = "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf"
    /// Latin Modern Roman, LaTeX's text font, regular and bold, at 10, 7 and 5 pt, italic at 10,
    /// 7 and 7, and Latin Modern Sans and Mono at 10, 8 and 8: the optical sizes LaTeX picks.
    static let textFontPaths = (regular: [10, 7, 5].map { "\(textFontDirectory)/lmroman\($0)-regular.otf" },
                                bold: [10, 7, 5].map { "\(textFontDirectory)/lmroman\($0)-bold.otf" },
                                italic: [10, 7, 7].map { "\(textFontDirectory)/lmroman\($0)-italic.otf" },
                                sansSerif: [10, 8, 8].map { "\(textFontDirectory)/lmsans\($0)-regular.otf" },
                                monospace: [10, 8, 8].map { "\(textFontDirectory)/lmmono\($0)-regular.otf" })
    static let textFontDirectory = "/usr/share/texmf/fonts/opentype/public/lm"

    /// The first way `ours` differs from TeX's layout by more than `tolerance` points, or nil:
    /// the box, then the glyphs (each of TeX's matched to the nearest of ours with the same glyph
    /// and size), then the rules.
    func difference(from ours: MathDisplayList, tolerance: Double) -> String? {
        for (name, tex, mine) in [("width", layout.width, ours.width), ("height", layout.height, ours.height), ("depth", layout.depth, ours.depth)]
        where abs(tex - mine) > tolerance {
            return "box \(name) \(mine), TeX \(tex)"
        }
        guard ours.glyphs.count == layout.glyphs.count else { return "\(ours.glyphs.count) glyphs, TeX \(layout.glyphs.count)" }
        var unmatched = ours.glyphs
        for glyph in layout.glyphs {
            let candidates = unmatched.indices.filter {
                Int(unmatched[$0].glyph) == glyph.glyph && abs(unmatched[$0].size - glyph.size) < 0.01 && Self.face(glyph.font) == unmatched[$0].face
            }
            func distance(_ index: Int) -> Double { max(abs(unmatched[index].x - glyph.x), abs(unmatched[index].y - glyph.y)) }
            guard let nearest = candidates.min(by: { distance($0) < distance($1) }) else {
                return "no glyph \(glyph.glyph) at \(glyph.size) pt (TeX's at \(glyph.x), \(glyph.y))"
            }
            guard distance(nearest) <= tolerance else {
                return "glyph \(glyph.glyph) at (\(unmatched[nearest].x), \(unmatched[nearest].y)), TeX (\(glyph.x), \(glyph.y))"
            }
            unmatched.remove(at: nearest)
        }
        guard ours.rules.count == layout.rules.count else { return "\(ours.rules.count) rules, TeX \(layout.rules.count)" }
        var unmatchedRules = ours.rules
        for rule in layout.rules {
            func distance(_ other: MathDisplayList.Rule) -> Double {
                // The edges, not the baseline: a rule from y − depth to y + height is one rectangle.
                max(abs(other.x - rule.x), abs(other.width - rule.width),
                    abs(other.y + other.height - rule.y - rule.height), abs(other.y - other.depth - rule.y + rule.depth))
            }
            guard let nearest = unmatchedRules.indices.min(by: { distance(unmatchedRules[$0]) < distance(unmatchedRules[$1]) }),
                  distance(unmatchedRules[nearest]) <= tolerance else {
                return "no rule like TeX's at (\(rule.x), \(rule.y)), \(rule.width) wide"
            }
            unmatchedRules.remove(at: nearest)
        }
        return nil
    }

    /// The face of a font file the oracle names.
    static func face(_ fileName: String) -> MathDisplayList.Face {
        for (family, paths) in [("lmroman", textFontPaths.regular), ("lmroman", textFontPaths.bold), ("lmroman", textFontPaths.italic),
                                ("lmsans", textFontPaths.sansSerif), ("lmmono", textFontPaths.monospace)] where fileName.hasPrefix(family) {
            guard let level = paths.firstIndex(where: { $0.hasSuffix("/" + fileName) }) else { continue }
            switch (family, fileName) {
            case ("lmsans", _): return .sansSerifText(scriptLevel: level)
            case ("lmmono", _): return .monospaceText(scriptLevel: level)
            case (_, let name) where name.contains("-bold"): return .boldText(scriptLevel: level)
            case (_, let name) where name.contains("-italic"): return .italicText(scriptLevel: level)
            default: return .text(scriptLevel: level)
            }
        }
        return .math
    }

    /// The constructs a formula uses, for agreement per construct.
    var constructs: [String] {
        let kinds: [(String, [String])] = [
            ("scripts", ["^", "_", "'"]), ("fractions", ["\\frac", "\\dfrac", "\\tfrac", "\\over", "\\binom", "\\choose"]),
            ("radicals", ["\\sqrt"]), ("big operators", ["\\sum", "\\prod", "\\int", "\\lim", "\\max", "\\min", "\\bigcup", "\\bigcap"]),
            ("delimiters", ["\\left", "\\big", "\\Big"]), ("accents", ["\\hat", "\\bar", "\\tilde", "\\vec", "\\dot", "\\overline", "\\widehat", "\\underline"]),
            ("environments", ["\\begin"]), ("text", ["\\text", "\\mathrm", "\\operatorname"]),
            ("alphabets", ["\\mathbf", "\\mathcal", "\\mathbb", "\\boldsymbol", "\\mathsf", "\\mathfrak"]),
        ]
        let found = kinds.filter { _, marks in marks.contains { tex.contains($0) } }.map(\.0)
        return found.isEmpty ? ["plain rows"] : found
    }
}
