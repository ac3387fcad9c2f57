import Foundation
import LegibleMarkdown
import LegibleTestSupport

/// The documented contract of `html(options: .unsafe)`: on real documents it is byte for byte
/// the HTML of the reference, cmark with `--unsafe` for the CommonMark preset and cmark-gfm with
/// `--unsafe --footnotes -e table -e strikethrough -e autolink -e tagfilter -e tasklist` for the
/// GitHub preset (without math, which cmark-gfm does not have). Every corpus document the manifest
/// lists is rendered by both in this process (Debian's libraries, as the speed benchmark loads
/// them).
///
///     swift run -c release LegibleBenchmarks unsafe-agreement [--show N]
///
/// Prints identical / total per preset and, for each document that differs, its path and the
/// first difference with some context (at most N, 20 by default, per preset). The references are
/// older than our specs (cmark 0.30.2 against CommonMark 0.31.2; cmark-gfm 0.29.0.gfm.6 against
/// the gfm.13 spec and extension tests we pass), so some differences are theirs: footnote back
/// references (gfm.13 added `data-footnote-backref-idx` and "Back to reference N", see
/// ``olderBackReferences(_:)``), and the others are explained in
/// `Documentation/UnsafeHTMLAgreement.md`. Exits with 1 when fewer documents than ``floors`` are
/// identical (or identical but for the back references), so a new difference fails CI.
enum UnsafeHTMLAgreement {
    /// Documents identical, or identical once written in gfm.6's footnote form, below which the
    /// run fails, per preset: every other difference is explained in the document above.
    static let floors = ["CommonMark": 2_174, "GitHub": 2_172]

    static func run(_ arguments: [String]) throws {
        let show = arguments.firstIndex(of: "--show").flatMap { Int(arguments.dropFirst($0 + 1).first ?? "") } ?? 20
        let files = try SharedData.corpus()
        let expected = try SharedData.corpusCount()
        guard files.count == expected else { throw BenchmarkError("saw \(files.count) corpus documents, the manifest lists \(expected)") }
        let documents = try files.map { [UInt8](try Data(contentsOf: $0)) }
        let root = SharedData.root.appendingPathComponent("data/corpus").path + "/"
        let names = files.map { String($0.path.dropFirst(root.count)) }
        var failed = false
        let presets: [(String, ParseOptions, HTMLOptions, ReferenceParser)] = [
            ("CommonMark", .commonMark, [.unsafe], try ReferenceParsers.cmark()),
            ("GitHub", ParseOptions.gitHub.subtracting(.math), [.gitHub, .unsafe], try ReferenceParsers.cmarkGFM(footnotes: true)),
        ]
        for (preset, parseOptions, htmlOptions, reference) in presets {
            guard let referenceHTML = reference.htmlText else { continue }
            var identical = 0
            var explained = 0
            var shown = 0
            var differing: [String] = []
            for (name, bytes) in zip(names, documents) {
                let ours = MarkdownDocument(parsing: bytes, options: parseOptions).html(options: htmlOptions)
                guard var difference = firstDifference(ours, referenceHTML(bytes)) else {
                    identical += 1
                    continue
                }
                if preset == "GitHub", let older = Optional(firstDifference(olderBackReferences(ours), referenceHTML(bytes))) {
                    guard let older else {
                        explained += 1
                        continue
                    }
                    difference = older
                }
                differing.append(name)
                if shown < show {
                    shown += 1
                    print("\(name) differs \(difference)")
                }
            }
            let floor = floors[preset] ?? 0
            print("\(preset) preset, --unsafe, against \(reference.name): \(identical) / \(documents.count) documents byte-identical"
                  + " (floor \(floor)); \(explained) more once the back references are written as gfm.6 writes them")
            if !differing.isEmpty { print("  differing: " + differing.joined(separator: " ")) }
            if identical + explained < floor { failed = true }
        }
        if failed { throw BenchmarkError("fewer identical documents than the floor") }
    }

    /// Our footnote back references (cmark-gfm 0.29.0.gfm.13's form, which its extension tests
    /// expect) as Debian's older 0.29.0.gfm.6 writes them: no index, and "Back to content".
    static func olderBackReferences(_ html: String) -> String {
        html.replacing(#/ data-footnote-backref-idx="[^"]*"/#, with: "")
            .replacing(#/aria-label="Back to reference [^"]*"/#, with: "aria-label=\"Back to content\"")
    }
}
