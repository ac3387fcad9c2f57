/// Writes TeX math as MathML Core, from the same semantic analysis that speech reads, so that a
/// screen reader reading the MathML hears what ``MathSpeaker`` says.
///
/// ```swift
/// let writer = MathMLWriter()
/// writer.mathML(#"\sin(x+1)"#)
/// // <math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>sin</mi><mo>&#x2061;</mo><mrow><mo>(</mo><mrow><mi>x</mi><mo>+</mo>
/// // <mn>1</mn></mrow><mo>)</mo></mrow></mrow><annotation encoding="application/x-tex">\sin(x+1)
/// // </annotation></semantics></math>   (on one line)
/// writer.mathML("x^2", display: true)
/// // <math xmlns="…" display="block"><semantics><msup><mi>x</mi><mn>2</mn></msup><annotation …>x^2</annotation></semantics></math>
/// ```
///
/// The output uses only MathML Core elements and attributes: `math` (with `display="block"` for
/// display math), `semantics` with an `annotation` holding the TeX, `mi`, `mn`, `mo`, `mtext`,
/// `mrow`, `mfrac`, `msqrt`, `mroot`, `msub`, `msup`, `msubsup`, `munder`, `mover`,
/// `munderover`, `mspace`, `mtable`/`mtr`/`mtd`, and `mstyle` with `displaystyle` and
/// `scriptlevel` where TeX sets a style of its own (`\dfrac`, `{\displaystyle \sum_{i=1}^n i}`),
/// as MathJax writes it (on the `mtable` for cells that TeX sets in a style of their own, as
/// amsmath's `aligned` does); text in a font (`\textbf`) is styled by CSS, and a
/// single letter of it is also the mathematical alphanumeric; `~` and `\ ` are a no-break space in an `mtext`, as MathJax writes them. Its `mrow`s follow the semantic tree, so what a
/// formula means is in the markup: a function applied to its argument is
/// `<mrow>f<mo>&#x2061;</mo>(x)</mrow>` (function application), factors stand side by side in
/// one `mrow` (a side condition such as `(k > 0)` set apart by an `mspace`), and a fenced
/// expression is one `mrow` with its fences.
/// Letters in a font are the Unicode mathematical alphanumerics (`\mathbf{x}` is `<mi>𝐱</mi>`),
/// as MathML Core wants; `mathvariant="normal"` marks a single upright letter, its only value there.
///
/// The result is one line of XML with `&`, `<` and `>` escaped, ready to embed in HTML. Writing
/// never fails: whatever ``MathSpeaker`` can speak, this can write.
public struct MathMLWriter: Sendable {
    /// A writer; it has no settings.
    public init() {}

    /// The MathML namespace, on the `math` element so that the markup is valid XML as well as HTML.
    static let namespace = "http://www.w3.org/1998/Math/MathML"

    /// The MathML Core element for `formula`, as display math when `display` is true.
    public func mathML(_ formula: Formula, display: Bool = false) -> String {
        var markup = MathMLMarkup()
        markup.open(display ? "math xmlns=\"\(Self.namespace)\" display=\"block\"" : "math xmlns=\"\(Self.namespace)\"")
        markup.open("semantics")
        markup.element(for: formula.semantics)
        markup.open("annotation encoding=\"application/x-tex\"")
        markup.text(formula.tex)
        markup.close("annotation")
        markup.close("semantics")
        markup.close("math")
        return markup.output
    }

    /// The MathML Core element for the TeX math `tex` (the content of a math span, without its
    /// delimiters); a caller with other outputs of the same formula parses it once as a
    /// ``Formula``.
    public func mathML(_ tex: String, display: Bool = false) -> String {
        mathML(Formula(tex), display: display)
    }
}
