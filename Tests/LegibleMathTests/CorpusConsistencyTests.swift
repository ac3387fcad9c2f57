import Foundation
import Testing
import LegibleMath
import LegibleTestSupport
import LegibleTestTraits

/// Checks of ClearSpeak speech that need no oracle, over every distinct math span of the corpus:
/// what the speech must say whatever the wording, derived from the formula's own structure.
@Suite("Consistency of spoken math on the corpus")
struct CorpusConsistencyTests {
    /// One failed check: which, on what TeX, and why.
    struct Failure: CustomStringConvertible {
        let check: String
        let tex: String
        let detail: String
        var description: String { "\(check): \(detail) in \(tex.prefix(160))" }
    }

    @Test("Every span passes every consistency check", .needsSharedData(SharedData.corpusManifest))
    func consistency() throws {
        let spans = try CorpusMathSpans.load()
        var seen = Set<String>()
        var failures: [Failure] = []
        let checker = SpeechConsistency()
        for span in spans where seen.insert(span.tex).inserted {
            failures += checker.failures(of: span.tex)
        }
        let counts = Dictionary(grouping: failures, by: \.check).mapValues(\.count)
        for check in SpeechConsistency.checks {
            print("consistency check '\(check)': \(counts[check, default: 0]) failing spans of \(seen.count)")
        }
        for failure in failures.prefix(30) { print(failure) }
        #expect(seen.count > 10_000)
        #expect(failures.isEmpty)
    }

    @Test("The checks catch what they look for")
    func checksCatch() {
        let checker = SpeechConsistency()
        #expect(checker.missingWords([["bold"], ["x"]], in: "x") == ["bold"])
        #expect(checker.missingWords([["alpha"]], in: "the sum of alpha").isEmpty)
        #expect(SpeechConsistency.hasDoubledOperator("x times, times y"))
        #expect(SpeechConsistency.hasDoubledOperator("raised to the times power"))
        #expect(!SpeechConsistency.hasDoubledOperator("2 times 3"))
    }
}

/// The consistency checks, one function each; `failures(of:)` runs them all on one formula.
struct SpeechConsistency {
    static let checks = ["one reading per name", "every symbol spoken", "no silent grouping", "no doubled operator"]

    let speaker = MathSpeaker()
    let wording = MathWording.english

    func failures(of tex: String) -> [CorpusConsistencyTests.Failure] {
        let formula = Formula(tex)
        let tree = formula.semantics
        let speech = SpeechComparison.normalized(speaker.speak(formula).text)
        var failures: [CorpusConsistencyTests.Failure] = []
        func fail(_ check: String, _ detail: String) {
            failures.append(.init(check: check, tex: tex, detail: detail))
        }
        let mixed = namesReadBothWays(tree)
        if !mixed.isEmpty { fail(Self.checks[0], "read both as a function and as a factor: \(mixed.sorted())") }
        let missing = missingWords(expectedWords(tree), in: speech)
        if !missing.isEmpty { fail(Self.checks[1], "not in the speech: \(missing)") }
        let silent = silentGroupings(tree, speech: speech)
        if !silent.isEmpty { fail(Self.checks[2], "fences not spoken around: \(silent)") }
        if Self.hasDoubledOperator(speech) { fail(Self.checks[3], "\"times times\" or \"times power\" in: \(speech)") }
        return failures
    }

    // MARK: - One reading per name

    /// Names written before parentheses or brackets that the tree applies as a function in one
    /// place and multiplies in another.
    func namesReadBothWays(_ tree: SemanticNode) -> Set<String> {
        var applied = Set<String>()
        var multiplied = Set<String>()
        walk(tree) { node, _ in
            if node.type == .application, node.role == .letterFunction,
               let name = SemanticAnalyzer.functionNameSignature(node.first) {
                applied.insert(name)
            }
            if node.type == .infix, node.role == .implicit {
                for (left, right) in zip(node.children, node.children.dropFirst())
                // A side condition or a modulus (`d \pmod{n}`) stands beside a product; it is no factor.
                where right.type == .fenced && (right.role == .parentheses || right.role == .brackets) && !right.isAsideFromProduct {
                    if let name = SemanticAnalyzer.functionNameSignature(left) { multiplied.insert(name) }
                }
            }
        }
        return applied.intersection(multiplied)
    }

    // MARK: - Every symbol spoken

    /// For each identifier, number and font of the formula, the words any reading of it says, at
    /// least one of which the speech must contain.
    func expectedWords(_ tree: SemanticNode) -> [[String]] {
        var expected: [[String]] = []
        walk(tree) { node, parent in
            // The mark of an accent is read by the accent's name ("x bar"), not as a symbol.
            if parent?.role == .accent, parent?.children.last?.key == node.key, parent?.first.key != node.key { return }
            switch node.type {
            case .identifier:
                expected.append(identifierWords(node))
                if node.font != .normal, node.font != .italic, let font = wording.clearSpeakFontNames[node.font],
                   !(node.font == .doubleStruck && wording.namedSets[node.key] != nil),
                   !(parent?.type == .infix && parent?.role == .implicit && node.key == "d") {
                    expected.append([font.before.isEmpty ? font.after : font.before].map { $0.lowercased() })
                }
            case .number:
                // The 1 of an inverse, f^{-1}, is "inverse".
                expected.append(numberWords(node.key) + (parent?.isMinusOne == true ? [wording[.inverse]] : []))
                if node.font != .normal, node.font != .italic, let font = wording.clearSpeakFontNames[node.font] {
                    expected.append([font.before.lowercased()])
                }
            default:
                break
            }
        }
        return expected
    }

    private func identifierWords(_ node: SemanticNode) -> [String] {
        let name = SymbolSpeech(wording: wording, rules: .clearSpeak).name(node.key).lowercased()
        // A letter exponent is an ordinal ("n-th"); ⊤ and a superscript T are "transpose".
        var words = [name, name + wording[.ordinalLetterSuffix]]
        if ["⊤", "⊺", "T"].contains(node.key) { words.append(wording[.transpose]) }
        if node.role == .word {
            words.append(node.key.unicodeScalars.map { SymbolSpeech(wording: wording, rules: .clearSpeak).name(String($0)) }
                .joined(separator: " ").lowercased())
        }
        if node.font == .doubleStruck, let set = wording.namedSets[node.key] {
            // "the integers", "the positive integers", "z-two".
            words += [set, set.split(separator: " ").last.map(String.init) ?? set, node.key.lowercased() + "-"]
        }
        return words
    }

    /// A number as digits or in any word the rules say it with: "one half", "squared", "fifth", "12th".
    private func numberWords(_ digits: String) -> [String] {
        var words = [digits.lowercased()]
        if let value = Int(digits) {
            words += [wording.cardinal(value), wording.numericOrdinal(value)]
            if let ordinal = wording.ordinal(value) { words += [ordinal, ordinal + "s"] }
            switch value {
            case 1: words += ["degree", "minute", "second", "foot", "inch"]
            case 2: words += ["squared", "half", "halves", "square"]
            case 3: words += ["cubed", "cube"]
            default: break
            }
        }
        return words
    }

    /// The groups of `expected` none of whose words occur in `speech`, as whole words.
    func missingWords(_ expected: [[String]], in speech: String) -> [String] {
        let padded = " " + speech + " "
        return expected.filter { alternatives in
            !alternatives.map(SpeechComparison.normalized).contains { word in
                // "r-d" says d, the exponent of ℝ^d.
                word.hasSuffix("-") ? padded.contains(" " + word)
                    : padded.contains(" " + word + " ") || padded.contains("-" + word + " ")
            }
        }.map { $0[0] }
    }

    // MARK: - No silent grouping

    /// Parentheses and brackets around more than one token that the speech does not name: the
    /// speech must name at least as many opening fences of each kind as there are such pairs
    /// whose content is not simple (ClearSpeak reads only simple content, "f of 2 x", without its
    /// fences). Returns the fences named too few times.
    func silentGroupings(_ tree: SemanticNode, speech: String) -> [String] {
        var pairs: [String: Int] = [:]
        walk(tree) { node, _ in
            guard node.type == .fenced, node.role == .parentheses || node.role == .brackets, !node.first.isLeaf,
                  !ClearSpeakSimplicity.isSimple(node.first), !node.first.isModulusClause,
                  !isNestedApplication(node.first),
                  let open = node.operators.first, !open.isEmpty else { return }
            pairs[SymbolSpeech(wording: wording, rules: .clearSpeak).name(open.key).lowercased(), default: 0] += 1
        }
        let words = speech.split(separator: " ")
        return pairs.compactMap { name, count in
            let phrase = name.split(separator: " ")
            let said = words.indices.count { words[$0...].starts(with: phrase) }
            return said < count ? name : nil
        }
    }

    /// A function applied to an argument that needs no fences, inside the fences of another
    /// function's argument: ClearSpeak reads those fences as a pause ("f of, g of x").
    private func isNestedApplication(_ content: SemanticNode) -> Bool {
        content.type == .application
            && (content.second.type != .fenced || ClearSpeakSimplicity.isSimple(content.second.first))
    }

    // MARK: - No doubled operator

    /// "times times" or "times power": an operator read where no operand is.
    static func hasDoubledOperator(_ speech: String) -> Bool {
        let words = SpeechComparison.normalized(speech)
        return words.contains("times times") || words.contains("times power")
    }

    // MARK: - Walking the tree

    /// Calls `visit` with every node of `tree` and its parent, without recursion.
    private func walk(_ tree: SemanticNode, _ visit: (SemanticNode, SemanticNode?) -> Void) {
        var stack: [(SemanticNode, SemanticNode?)] = [(tree, nil)]
        while let (node, parent) = stack.popLast() {
            visit(node, parent)
            for child in node.children.reversed() { stack.append((child, node)) }
            for symbol in node.operators where !symbol.isLeaf { stack.append((symbol, node)) }
        }
    }
}
