import Foundation
import LegibleMathLayout

/// Loads a math font from bytes already in memory (every table read and checked, every glyph's
/// outline interpreted for its bounds) and reports the fastest load, wall clock and processor time.
/// The goal from issue 29 is under 10 ms for Latin Modern Math; a slower load exits with 1.
///
///     swift run -c release LegibleBenchmarks font-load [path] [repetitions]
enum FontLoadBenchmark {
    static let latinModernMath = "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf"
    static let limitSeconds = 0.010

    static func run(_ arguments: [String]) throws {
        let path = arguments.first ?? latinModernMath
        let repetitions = arguments.dropFirst().first.flatMap(Int.init) ?? 50
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var font: OpenTypeFont?
        var failure: Error?
        let work = {
            do { font = try OpenTypeFont(bytes: bytes) } catch { failure = error }
        }
        let wall = Stopwatch.fastest(of: repetitions, work)
        let processor = Stopwatch.fastestProcessorTime(of: repetitions, work)
        if let failure { throw failure }
        let glyphs = font?.glyphCount ?? 0
        print("font-load \((path as NSString).lastPathComponent): \(bytes.count) bytes, \(glyphs) glyphs; fastest of \(repetitions): "
              + String(format: "%.2f ms wall, %.2f ms processor (%.2f µs a glyph); limit %.0f ms",
                       wall * 1000, processor * 1000, processor * 1e6 / Double(max(glyphs, 1)), limitSeconds * 1000))
        if processor > limitSeconds {
            print("font-load: slower than the limit")
            exit(1)
        }
    }
}
