import Foundation
import Testing
import LegibleMath
import LegibleTestSupport

/// Exact-match rates against the Speech Rule Engine's own test suite (`../shared/data/math-speech`),
/// after normalising case, white space and pause punctuation: English against the suite's
/// expectations, German against SRE 4.0.6's own German answers for the same TeX.
@Suite("Speech Rule Engine conformance")
struct SpeechRuleEngineConformanceTests {
    struct Record: Decodable {
        let id: String
        let ruleset: String
        let style: String
        let category: String
        let tex: String
        let expected: String
    }

    /// Lower case, pause punctuation (`,.;:`) removed, white space collapsed.
    static func normalized(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text.lowercased() {
            if character == "," || character == "." || character == ";" || character == ":" { continue }
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(character)
        }
        return result
    }

    /// The match rate of `records` per category and overall, printed; mismatches are written to
    /// the file named by `LEGIBLE_MATH_FAILURES` when it is set.
    static func rate(of records: [Record], style: MathSpeechStyle, language: String = "en", label: String) -> Double {
        let speaker = MathSpeaker(style: style, language: language)
        var perCategory: [String: (passed: Int, total: Int)] = [:]
        var passed = 0
        var failures = ""
        for record in records {
            let spoken = speaker.speak(record.tex).text
            let ok = normalized(spoken) == normalized(record.expected)
            if ok { passed += 1 } else {
                failures += "\(record.category) | \(record.tex)\n  expected: \(record.expected)\n  spoken:   \(spoken)\n"
            }
            perCategory[record.category, default: (0, 0)].total += 1
            if ok { perCategory[record.category, default: (0, 0)].passed += 1 }
        }
        for (category, counts) in perCategory.sorted(by: { $0.key < $1.key }) {
            let percent = 100 * Double(counts.passed) / Double(counts.total)
            print("\(label) \(category): \(counts.passed)/\(counts.total) = \(String(format: "%.1f", percent))%")
        }
        let rate = Double(passed) / Double(max(records.count, 1))
        print("\(label) overall: \(passed)/\(records.count) = \(String(format: "%.1f", 100 * rate))%")
        if let path = ProcessInfo.processInfo.environment["LEGIBLE_MATH_FAILURES"], !path.isEmpty {
            try? failures.write(toFile: path + "." + label, atomically: true, encoding: .utf8)
        }
        return rate
    }

    /// The records a style is measured on: ClearSpeak's default preferences (and the `_Auto` ones,
    /// which behave alike), MathSpeak's default verbosity.
    static func selected(_ records: [Record], style: MathSpeechStyle) -> [Record] {
        style == .clearSpeak
            ? records.filter { $0.style == "default" || $0.style.hasSuffix("_Auto") }
            : records.filter { $0.style == "default" }
    }

    @Test("English ClearSpeak default and _Auto records: at least 97% exact")
    func clearSpeak() throws {
        guard let records = try SharedData.records("data/math-speech/clearspeak.json", as: Record.self) else { return }
        let selected = Self.selected(records, style: .clearSpeak)
        #expect(selected.count == 670)
        #expect(Self.rate(of: selected, style: .clearSpeak, label: "clearspeak") >= 0.97)
    }

    @Test("English MathSpeak default records: at least 97% exact")
    func mathSpeak() throws {
        guard let records = try SharedData.records("data/math-speech/mathspeak.json", as: Record.self) else { return }
        let selected = Self.selected(records, style: .mathSpeak)
        #expect(selected.count == 401)
        #expect(Self.rate(of: selected, style: .mathSpeak, label: "mathspeak") >= 0.97)
    }

    @Test("German ClearSpeak: at least 95% as SRE says it")
    func germanClearSpeak() throws {
        guard let records = try SharedData.records("data/math-speech/clearspeak-de.json", as: Record.self) else { return }
        let selected = Self.selected(records, style: .clearSpeak)
        #expect(selected.count == 670)
        #expect(Self.rate(of: selected, style: .clearSpeak, language: "de", label: "clearspeak-de") >= 0.95)
    }

    @Test("German MathSpeak: at least 92% as SRE says it")
    func germanMathSpeak() throws {
        guard let records = try SharedData.records("data/math-speech/mathspeak-de.json", as: Record.self) else { return }
        let selected = Self.selected(records, style: .mathSpeak)
        #expect(selected.count == 400)
        #expect(Self.rate(of: selected, style: .mathSpeak, language: "de", label: "mathspeak-de") >= 0.92)
    }
}
