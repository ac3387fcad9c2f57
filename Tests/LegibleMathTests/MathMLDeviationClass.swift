/// The documented classes of difference between SRE's speech of our MathML and of MathJax's
/// (`Documentation/MathSpeechDeviations.md`, "MathML"): where our MathML says more than
/// MathJax's (function application, a modulus set apart, a set) and SRE's guess from MathJax's is
/// worse, and where MathML Core cannot say what MathJax's does (fonts of text).
///
/// A span belongs to the classes of its differences when every difference is one of them: the
/// two normalised readings are aligned word by word (longest common subsequence) and each run of
/// words that differ, ours against theirs, must be a pair that a class lists.
enum MathMLDeviationClass: String, CaseIterable, Sendable {
    /// We mark function application (U+2061): "f of x" where SRE guesses "f times x".
    case application
    /// `\pmod n` is set apart: "b, mod n" where SRE says "b times, mod n" or "b of, mod n"; a
    /// compound modulus is grouped, "the mod of k plus 1", where SRE says "mod k, plus 1".
    case modulus
    /// A side condition is set apart: "x = 0, (a > 0)" where SRE multiplies.
    case aside
    /// `\tag{3}` is read; MathJax's MathML has no tag.
    case tag
    /// Braces are a set, and `\{x : P\}` is "the set of all x such that P".
    case set
    /// `\mid` between numbers or letters is "divides", not an absolute value.
    case divides
    /// A function raised to −1 is its inverse.
    case inverse
    /// A one-line alignment has no line count.
    case singleLine
    /// The range under a named operator (`\mathrm{argmax}_a`) is read as its limit, "over a".
    case namedLimits
    /// MathML Core has no `mathvariant` for text: a word in `\textbf` or `\textit` is bold or
    /// italic by CSS only, which SRE does not read. A limit of MathML Core, not a choice.
    case textFont
    /// A minus or plus after a factorial or an ellipsis subtracts or adds: "n factorial minus n
    /// factorial", where SRE, in MathJax's flat row, takes it for a sign ("negative n factorial").
    case sign
    /// Lines broken by `\\` outside an environment are read as lines ("2 lines, line 1: …"),
    /// where SRE hears nothing of MathJax's line break, or runs the lines together with "times".
    case lines
    /// A ring above a number is degrees: we write `30°`, which SRE reads "30 degrees"; from
    /// MathJax's `msup` SRE says "raised to the composed with power".
    case degrees

    /// Pairs of differing words, ours and SRE's from MathJax's MathML, that the class explains.
    private var pairs: [(ours: String, theirs: String)] {
        switch self {
        case .application: return [("of", "times"), ("of", "")]
        case .modulus: return [("", "times"), ("", "of"), ("the", "")]
        case .aside: return [("", "times")]
        case .tag: return []
        case .set:
            return [("the set of all", "open brace"), ("such that", "colon"), ("such that", "divides"),
                    ("the set", "open brace"), ("", "close brace")]
        case .divides: return [("divides", "times the absolute value of"), ("divides", "times")]
        case .inverse: return [("inverse", "to the negative 1 power"), ("inverse of", "to the negative 1 power")]
        case .singleLine: return [("", "1 lines line 1")]
        case .namedLimits: return [("over", "sub")]
        case .textFont: return [("", "bold"), ("", "italic"), ("", "sans serif"), ("", "monospace")]
        case .sign: return [("minus", "negative"), ("plus", "positive")]
        case .lines: return []
        case .degrees:
            return [("degrees", "raised to the composed with power"), ("degree", "raised to the composed with power")]
        }
    }

    /// Whether the class applies to a span with this TeX at all.
    private func applies(to tex: String) -> Bool {
        switch self {
        case .modulus: return tex.contains("mod")
        case .tag: return tex.contains("\\tag")
        case .textFont: return tex.contains("\\text")
        case .sign: return tex.contains("!") || tex.contains("dots")
        case .lines: return tex.contains("\\\\") && !tex.contains("\\begin")
        case .degrees: return tex.contains("\\circ")
        default: return true
        }
    }

    /// Whether `ours` against `theirs` is a difference the class explains.
    private func explains(ours: [Substring], theirs: [Substring]) -> Bool {
        if self == .tag {
            // The tag, "open paren 3 close paren", is ours alone.
            return theirs.isEmpty && ours.count == 5 && ours[0] == "open" && ours[1] == "paren"
                && ours[3] == "close" && ours[4] == "paren"
        }
        if self == .lines {
            // "2 lines line 1", "line 2": only the words of the line structure, against nothing or
            // SRE's "times" between two lines.
            return (theirs.isEmpty || theirs == ["times"]) && ours.contains { $0 == "line" || $0 == "lines" }
                && ours.allSatisfy { $0 == "line" || $0 == "lines" || $0.allSatisfy(\.isNumber) }
        }
        let pair = (ours.joined(separator: " "), theirs.joined(separator: " "))
        return pairs.contains { $0.ours == pair.0 && $0.theirs == pair.1 }
    }

    /// The classes that explain every difference between two normalised readings, or nil when
    /// some difference is in none (or the readings are too long to align cheaply).
    static func classes(tex: String, ours: String, theirs: String) -> Set<MathMLDeviationClass>? {
        let a = ours.split(separator: " ")
        let b = theirs.split(separator: " ")
        guard a.count * b.count <= 4_000_000 else { return nil }
        var found: Set<MathMLDeviationClass> = []
        for hunk in differingRuns(a, b) {
            guard let match = allCases.first(where: { $0.applies(to: tex) && $0.explains(ours: hunk.ours, theirs: hunk.theirs) })
            else { return nil }
            found.insert(match)
        }
        return found
    }

    /// The runs of words that differ between `a` and `b`, aligned by a longest common subsequence.
    private static func differingRuns(_ a: [Substring], _ b: [Substring]) -> [(ours: [Substring], theirs: [Substring])] {
        let width = b.count + 1
        // lengths[i * width + j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var runs: [(ours: [Substring], theirs: [Substring])] = []
        var run: (ours: [Substring], theirs: [Substring]) = ([], [])
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                if !run.ours.isEmpty || !run.theirs.isEmpty { runs.append(run) }
                run = ([], [])
                i += 1
                j += 1
            } else if j == b.count || (i < a.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                run.ours.append(a[i])
                i += 1
            } else {
                run.theirs.append(b[j])
                j += 1
            }
        }
        if !run.ours.isEmpty || !run.theirs.isEmpty { runs.append(run) }
        return runs
    }
}
