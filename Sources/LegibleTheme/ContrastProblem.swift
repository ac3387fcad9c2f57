/// A color pair of a theme that fails WCAG 2.2 contrast in some appearance, as
/// ``Theme/contrastProblems()`` reports it, so that a custom theme's unreadable text is found
/// before a reader meets it rather than silently accepted.
///
/// ```swift
/// var theme = Theme.standard
/// theme.palettes[.dark]?.colors[.link] = ThemeColor(hex: 0x1F3A5F)
/// theme.contrastProblems().map(\.description)
/// // ["dark: link #1F3A5F on background #0D1117 is 1.64:1, needs 4.5:1", …]
/// ```
public struct ContrastProblem: Hashable, Sendable, CustomStringConvertible {
    /// The appearance the pair fails in.
    public let appearance: Appearance
    /// What is drawn on what, and the rule that applies.
    public let pair: ColorPair
    /// The pair's contrast ratio, below ``ColorPair/minimumRatio``.
    public let ratio: Double

    /// `dark: link #1F3A5F on background #0D1117 is 1.64:1, needs 4.5:1`.
    public var description: String {
        let palette = "\(appearance): \(pair.foreground.rawValue) \(foreground) on \(pair.background.rawValue) \(background)"
        return palette + " is \((ratio * 100).rounded(.down) / 100):1, needs \(pair.minimumRatio):1"
    }

    /// The colors, for the description.
    let foreground: ThemeColor
    let background: ThemeColor
}

extension Theme {
    /// Every color pair the theme draws that fails WCAG 2.2 contrast (1.4.3 for text, 1.4.11 for
    /// bars and rules), in every appearance; empty for the standard theme.
    public func contrastProblems() -> [ContrastProblem] {
        Appearance.allCases.flatMap { appearance in
            let palette = palette(for: appearance)
            return ColorPair.drawn.compactMap { (pair: ColorPair) -> ContrastProblem? in
                let foreground = palette[pair.foreground], background = palette[pair.background]
                let ratio = foreground.contrastRatio(with: background)
                guard ratio < pair.minimumRatio else { return nil }
                return ContrastProblem(appearance: appearance, pair: pair, ratio: ratio, foreground: foreground, background: background)
            }
        }
    }
}
