/// A formula as one line of Unicode text, as ``UnicodeMathWriter`` writes it.
///
/// ```swift
/// UnicodeMathWriter().linear("x_1 + x_2")      // text "x₁ + x₂", isReadable true
/// UnicodeMathWriter().linear(#"\frac{a}{b"#)   // text "\frac{a}{b", isReadable false
/// ```
public struct LinearMath: Hashable, Sendable {
    /// The linear form, or the TeX source when the formula cannot be read.
    public let text: String

    /// Why the formula cannot be read (see ``MathSpeaker/problems(in:)``); empty when it can.
    public let problems: [TeXProblem]

    /// Whether ``text`` is the linear form; when false it is the TeX source, which a caller
    /// should mark as not understood.
    public var isReadable: Bool { problems.isEmpty }
}
