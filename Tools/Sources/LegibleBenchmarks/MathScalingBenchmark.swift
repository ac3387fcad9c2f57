import Foundation
import LegibleMath
import LegibleMathLayout

/// Formulas that could make the math module slow or hungry, each read the way a front end reads a
/// math span: the readability check, ClearSpeak and MathSpeak speech, MathML, and the layout in
/// Latin Modern Math where it is installed (as the views and `--math svg` draw). Each is timed,
/// and its peak memory measured, at size n and 10·n in fresh processes (``ScalingCheck``); a ratio
/// near 10 is linear, 15 fails. At 10·n the first four are the reliability issue's sizes: a
/// 10,000-deep `\frac`, a 1,000 x 1,000 matrix, 100,000 nested braces and a 10 MB formula on one
/// line. The last two are malformed, as streamed or careless TeX is.
enum MathScalingBenchmark {
    struct Input: Sendable {
        let name: String
        let size: Int
        let tex: @Sendable (Int) -> String
    }

    static let inputs: [Input] = [
        Input(name: "nested fractions \\frac{\\frac{…}{b}}{b}", size: 1_000) {
            String(repeating: "\\frac{", count: $0) + "a" + String(repeating: "}{b}", count: $0)
        },
        // The size counts cells: 316 x 316 at n, 1,000 x 1,000 at 10·n.
        Input(name: "a square matrix of n cells", size: 100_000) { cells in
            let side = Int(Double(cells).squareRoot())
            let row = Array(repeating: "x_{1}", count: side).joined(separator: "&")
            return "\\begin{pmatrix}" + Array(repeating: row, count: side).joined(separator: "\\\\") + "\\end{pmatrix}"
        },
        Input(name: "nested braces {{{…x…}}}", size: 10_000) {
            String(repeating: "{", count: $0) + "x" + String(repeating: "}", count: $0)
        },
        Input(name: "a formula of n bytes on one line", size: 1_000_000) { bytes in
            let piece = "a_{i}+\\frac{x^2}{y}-\\sqrt{z}\\cdot\\sin(t)\\le "
            return String(repeating: piece, count: bytes / piece.utf8.count)
        },
        Input(name: "unknown commands \\foo{a}\\foo{a}…", size: 100_000) {
            String(repeating: "\\foo{a}", count: $0)
        },
        Input(name: "unclosed \\left( \\left( …", size: 100_000) {
            String(repeating: "\\left( a+", count: $0)
        },
    ]

    static func run(_ arguments: [String]) throws {
        print("math pathological inputs (readability, ClearSpeak, MathSpeak, MathML, layout): "
              + "time(10n)/time(n) and peak memory, limit \(ScalingBenchmark.limit)")
        try ScalingCheck.check(inputs.map { ($0.name, $0.size) }) { index, size in
            ["math-pathological-probe", String(index), String(size)]
        }
    }

    /// The child's side: build the formula, warm up, read it once; prints the processor time in
    /// seconds and the peak memory growth in bytes.
    static func probe(_ arguments: [String]) throws {
        guard arguments.count >= 2, let index = Int(arguments[0]), let size = Int(arguments[1]),
              inputs.indices.contains(index) else {
            throw BenchmarkError("usage: math-pathological-probe CASE SIZE")
        }
        let tex = inputs[index].tex(size)
        let (clearSpeak, mathSpeak, writer) = (MathSpeaker(), MathSpeaker(style: .mathSpeak), MathMLWriter())
        let typesetter = (try? Data(contentsOf: URL(fileURLWithPath: FontLoadBenchmark.latinModernMath)))
            .flatMap { try? OpenTypeFont(bytes: [UInt8]($0)) }.flatMap { try? MathTypesetter(font: $0) }
        func read(_ tex: String) -> Int {
            let formula = Formula(tex)
            return (formula.isReadable ? 1 : 0) + clearSpeak.speak(formula).text.utf8.count
                + mathSpeak.speak(formula).text.utf8.count + writer.mathML(formula, display: true).utf8.count
                + (typesetter?.layout(formula, display: true).glyphs.count ?? 0)
        }
        var sink = read("\\frac{a}{b}+x^2")
        var seconds = 0.0
        guard let memory = Stopwatch.peakMemoryGrowth({ seconds = Stopwatch.fastestProcessorTime(of: 1) { sink &+= read(tex) } }) else {
            throw BenchmarkError("cannot read /proc/self/status")
        }
        print(sink >= 0 ? "\(seconds) \(memory)" : "0 0")
    }
}
