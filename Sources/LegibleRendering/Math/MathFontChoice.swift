/// Which font formulas are drawn in: the fallback chain of the views.
///
/// The system's math font where there is one, else the font the app gives, else the system's
/// text font set with MathML Core's fallbacks (a platform with no math font still draws a
/// fraction as a fraction), else none: then a formula is drawn as its linear Unicode form
/// (`ax² + bx + c = 0`, `√(b² − 4ac)`) in the body font, never as its TeX source.
///
/// ```swift
/// MathFontChoice(system: MathFont.system(), app: try? MathFont(contentsOf: bundledFontURL), text: systemTextFont)
/// ```
public enum MathFontChoice: Sendable {
    /// The system's math font.
    case system(MathFont)
    /// The font the app gave.
    case app(MathFont)
    /// No math font: the system's text font, which formulas are set in with MathML Core's
    /// fallback constants and Unicode's delimiter pieces (`MathFont.init(textFont:name:textFaces:)`).
    case textFont(MathFont)
    /// No font at all: formulas are drawn as their linear form in the body font.
    case linear

    /// The first of the chain there is: `system`, then `app`, then `text`, then the linear form.
    public init(system: MathFont?, app: MathFont?, text: MathFont? = nil) {
        if let system {
            self = .system(system)
        } else if let app {
            self = .app(app)
        } else if let text {
            self = .textFont(text)
        } else {
            self = .linear
        }
    }

    /// The font chosen; `nil` for the linear form.
    public var font: MathFont? {
        switch self {
        case .system(let font), .app(let font), .textFont(let font): font
        case .linear: nil
        }
    }
}
