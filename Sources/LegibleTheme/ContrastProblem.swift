/// A color pair of a theme that fails WCAG 2.2 contrast in some appearance, as
/// ``Theme/contrastProblems()`` reports it, so that a custom theme's unreadable text is found
/// before a reader meets it rather than silently accepted; or a pair that could not be checked,
/// as a system color's value is known only to the platform at run time.
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
    /// The pair's contrast ratio, below ``ColorPair/minimumRatio``, with translucent colors
    /// composited over what they are drawn on; `nil` when a color of the pair is a system color,
    /// which only the platform resolves (check that pair on a device, or with Accessibility
    /// Inspector's color contrast calculator).
    public let ratio: Double?

    /// `dark: link #1F3A5F on background #0D1117 is 1.64:1, needs 4.5:1`, or for a pair with a
    /// system color, `light: link system accent on background #FFFFFF not checked: …`.
    public var description: String {
        let palette = "\(appearance): \(pair.foreground.rawValue) \(foreground) on \(pair.background.rawValue) \(background)"
        guard let ratio else {
            return palette + " not checked: the platform resolves system colors at run time, so check it on a device (needs \(pair.minimumRatio):1)"
        }
        return palette + " is \((ratio * 100).rounded(.down) / 100):1, needs \(pair.minimumRatio):1"
    }

    /// The colors, for the description.
    let foreground: ThemeColor
    let background: ThemeColor
}

extension Theme {
    /// Every color pair the theme draws that fails WCAG 2.2 contrast (1.4.3 for text, 1.4.11 for
    /// bars and rules), in every appearance, and every pair it cannot check (a system color, with
    /// ``ContrastProblem/ratio`` `nil`); empty for the standard theme. A translucent color is
    /// measured as drawn: a foreground over its background, a translucent background over the
    /// page's, and the page's over the color scheme's own (white or black).
    public func contrastProblems() -> [ContrastProblem] {
        Appearance.allCases.flatMap { appearance in
            let palette = palette(for: appearance)
            let canvas = appearance.colorScheme == .dark ? ThemeColor.black : .white
            let page = palette[.background].composited(over: canvas)
            return ColorPair.drawn.compactMap { (pair: ColorPair) -> ContrastProblem? in
                let foreground = palette[pair.foreground], background = palette[pair.background]
                guard !foreground.isResolvedByPlatform, !background.isResolvedByPlatform else {
                    return ContrastProblem(appearance: appearance, pair: pair, ratio: nil, foreground: foreground, background: background)
                }
                let ratio = foreground.contrastRatio(with: pair.background == .background ? page : background.composited(over: page))
                guard ratio < pair.minimumRatio else { return nil }
                return ContrastProblem(appearance: appearance, pair: pair, ratio: ratio, foreground: foreground, background: background)
            }
        }
    }
}
