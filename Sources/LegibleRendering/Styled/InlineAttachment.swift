import LegibleAccessibility
import LegibleMath

/// What is drawn in place of a U+FFFC OBJECT REPLACEMENT CHARACTER of the text: an image or a
/// formula.
public enum InlineAttachment: Hashable, Sendable {
    /// An image.
    case image(ImageAttachment)
    /// A formula, in-line or displayed.
    case math(MathAttachment)

    /// The attachment's element in the reading model.
    public var element: ElementID {
        switch self {
        case .image(let image): image.element
        case .math(let math): math.element
        }
    }
}

/// An image: where it comes from and how it is described.
public struct ImageAttachment: Hashable, Sendable {
    /// The image's element in the reading model.
    public let element: ElementID
    /// The image's source (URL or path), as written.
    public let source: String
    /// The author's alt text; empty when they gave none.
    public let alt: String
    /// What the image is called: the alt text, or a name made from its file name when the alt
    /// text is empty (as `ImageFacts.description`).
    public let description: String
    /// The image's title, if any.
    public let title: String?
    /// What is shown in its place until it loads (as `ImageFacts.placeholder`): its description,
    /// with the host it would come from for a remote image.
    public let placeholder: String

    /// Creates the attachment from its parts; the placeholder is the description unless given.
    public init(element: ElementID, source: String, alt: String, description: String, title: String?, placeholder: String? = nil) {
        self.element = element
        self.source = source
        self.alt = alt
        self.description = description
        self.title = title
        self.placeholder = placeholder ?? description
    }
}

/// A formula: its TeX, and its spoken form from the reading model.
///
/// Two attachments are equal when they are the same formula with the same TeX; the spoken form
/// is worked out by the reading model when first asked for, since math speech costs more than
/// laying out text.
public struct MathAttachment: Hashable, Sendable {
    /// The formula's element in the reading model.
    public var element: ElementID { model.id }
    /// The formula, parsed once by the reading model (a math block's without its final line
    /// break): the layout, the linear form and the cell drawing all read it.
    public let formula: Formula
    /// Whether it is display math (its own block, or `$$…$$` inside a paragraph).
    public let isDisplay: Bool
    /// Whether it reads as math (`MathFacts.isReadable`): one whose TeX hides characters
    /// does not, though its formula (of the TeX with warnings) may parse.
    public let isReadable: Bool
    private let model: AccessibilityElement

    /// The attachment of a formula element of a reading model.
    public init?(_ element: AccessibilityElement) {
        guard let math = element.math else { return nil }
        model = element
        formula = math.formula
        isDisplay = math.isDisplay
        isReadable = math.isReadable
    }

    /// The TeX as written, with warnings where it hides characters (`MathFacts.tex`).
    public var tex: String { formula.tex }

    /// How the formula is spoken ("a over 2"), in the reading model's language.
    public var spokenForm: String { model.label ?? tex }

    /// The formula as one line of Unicode (`ax² + bx + c = 0`, `√(b² − 4ac)`; see
    /// `UnicodeMathWriter`), for a terminal or plain text. A formula that cannot be read is its
    /// TeX between its dollar signs, so that a reader sees it is source and not a formula.
    public var linearForm: String {
        let linear = UnicodeMathWriter().linear(formula)
        guard isReadable, linear.isReadable else { return isDisplay ? "$$" + tex + "$$" : "$" + tex + "$" }
        return linear.text
    }

    /// The formula drawn in character cells (see ``MathDrawing``), for a display formula in a
    /// terminal, broken into lines to fit `width` cells when it is given; nil when it cannot
    /// be read.
    public func drawing(fitting width: Int? = nil, cellWidth: (String) -> Int) -> MathDrawing? {
        isReadable ? MathDrawing(formula, fitting: width, cellWidth: cellWidth) : nil
    }

    public static func == (lhs: MathAttachment, rhs: MathAttachment) -> Bool {
        lhs.element == rhs.element && lhs.tex == rhs.tex && lhs.isDisplay == rhs.isDisplay
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(tex)
    }
}
