import Foundation

/// The example documents of `Examples/`, which the README shows.
public enum Examples {
    /// `Examples/assistant-answer.md`: an assistant's answer with headings, math, code, a
    /// table, images, a task list and footnotes.
    public static let assistantAnswer: String =
        (try? String(contentsOf: Repository.root.appendingPathComponent("Examples/assistant-answer.md"), encoding: .utf8)) ?? ""

    /// Formulas wherever they stand: in a heading, in a paragraph, displayed, in a table cell,
    /// and one that does not read as math.
    public static let formulasEverywhere = #"""
        # Heading with $x^2$

        Inline $\frac{a+b}{2}$ here.

        $$\begin{pmatrix} a & b \\ c & d \end{pmatrix}$$

        | f | g |
        |---|---|
        | $\binom{n}{k}$ | $\foo$ |
        """#
}
