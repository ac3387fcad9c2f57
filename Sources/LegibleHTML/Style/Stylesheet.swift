import LegibleHighlight
import LegibleMarkdown
import LegibleTheme

/// The default stylesheet of accessible HTML, made from a `Theme`'s palettes (the colors the
/// terminal and the Apple views draw with), highlighted code included: each token class takes
/// the color role the theme gives it (`Theme.foregroundRole(for:)`), the one mapping every
/// front end draws with. Light and dark, each with
/// `prefers-contrast: more`, every text color at 4.5:1 or more on its background. It honours
/// `prefers-reduced-motion`, reflows at 320 CSS pixels (text wraps, even long URLs; tables and
/// code scroll in their own regions), and shows where focus is.
///
/// Formulas are 1.1 em of the text around them, in its color (unless the theme's
/// `formulaColor` sets them apart): the typesetter's SVG (an in-line one in an inline block
/// whose last line's baseline is the formula's, see `MathSVGWriter.htmlSVG`), or MathML in a
/// math font (`math`, then STIX Two Math, Latin Modern Math, Cambria Math), a plain inline box
/// so that it sits on the text's baseline: an inline block with `overflow` takes its bottom edge
/// as its baseline and lifted formulas off the line.
/// A display formula scrolls sideways only (a wide one, as a wide code block does); vertically
/// it never scrolls, and its padding leaves room for scripts and stretched fences, which a box
/// that scrolls would otherwise clip (`Scripts/browser/check-math-layout.py` measures both).
enum Stylesheet {
    static func css(theme: Theme) -> String {
        var css = "/* Legible accessible HTML: the default stylesheet. */\n"
        css += ".legible, .legible-page {\n" + variables(theme, .light) + "  color-scheme: light dark;\n}\n"
        css += "@media (prefers-color-scheme: dark) {\n  .legible, .legible-page {\n" + variables(theme, .dark, indent: "    ") + "  }\n}\n"
        css += "@media (prefers-contrast: more) {\n  .legible, .legible-page {\n"
            + variables(theme, Appearance(colorScheme: .light, increasedContrast: true), indent: "    ") + "  }\n}\n"
        css += "@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  .legible, .legible-page {\n"
            + variables(theme, Appearance(colorScheme: .dark, increasedContrast: true), indent: "    ") + "  }\n}\n"
        css += rules
        if let role = theme.formulaColor {
            // Formulas take the color of the text around them unless the theme sets them apart.
            css += ".legible math, .legible .legible-math-box, .legible .legible-math-display > svg { color: var(--legible-\(kebab(role.rawValue))); }\n"
        }
        for tokenClass in TokenClass.allCases {
            // Classes drawn in the code's own color need no rule: `pre` has it.
            let role = theme.foregroundRole(for: tokenClass)
            if role != .code { css += ".legible pre .\(tokenClass.name) { color: var(--legible-\(kebab(role.rawValue))); }\n" }
        }
        for alert in MarkdownNode.Alert.allCases {
            let kind = alert.rawValue.lowercased()
            css += ".legible .legible-alert-\(kind) { --legible-alert-color: var(--legible-\(kebab(alert.colorRole.rawValue))); }\n"
            css += ".legible .legible-alert-\(kind) .legible-alert-icon::before { content: \"\(alert.symbol)\"; }\n"
        }
        css += ".legible pre .doc-comment, .legible pre .emphasis { font-style: italic; }\n"
        css += ".legible pre .strong, .legible pre .heading, .legible pre .diff-header { font-weight: bold; }\n"
        return css + blockStyleRules(theme)
    }

    /// The theme's block styles (`Theme.blockStyles`) as rules after the default ones: for each
    /// kind a style reaches (its own or a fallback's, as the views resolve it), its margins (in
    /// lines of the body's 1.5), padding (ems of the body), background, border and corners. A
    /// thematic break's border is its rule.
    static func blockStyleRules(_ theme: Theme) -> String {
        guard !theme.blockStyles.isEmpty else { return "" }
        let alerts = MarkdownNode.Alert.allCases
        let kinds: [(BlockKind, String)] = [(.heading(nil), "h1, .legible h2, .legible h3, .legible h4, .legible h5, .legible h6")]
            + (1...6).map { (level: Int) in (.heading(level), "h\(level)") }
            + [(.paragraph, "p"), (.blockQuote, "blockquote"), (.alert(nil), ".legible-alert")]
            + alerts.map { (alert: MarkdownNode.Alert) in (.alert(alert), ".legible-alert-\(alert.rawValue.lowercased())") }
            + [(.codeBlock, ".legible-code"), (.table, "table"), (.thematicBreak, "hr")]
        return kinds.compactMap { kind, selector in
            let style = theme.blockStyle(for: kind)
            var declarations: [String] = []
            func number(_ value: Double) -> String { String(value.isFinite ? (value * 1000).rounded() / 1000 : 0) }
            func color(_ color: BlockColor) -> String {
                switch color {
                case .role(let role): "var(--legible-\(kebab(role.rawValue)))"
                case .color(let color): cssValue(color)
                }
            }
            if let before = style.spaceBefore { declarations.append("margin-top: \(number(before * 1.5))rem") }
            if let after = style.spaceAfter { declarations.append("margin-bottom: \(number(after * 1.5))rem") }
            if kind == .thematicBreak {
                if let rule = style.border ?? style.background {
                    declarations.append("border-top: \(number(max(style.borderWidth ?? 1, 0)))px solid \(color(rule))")
                }
            } else {
                if style.padding != nil { declarations.append("padding: \(number(style.paddingEms))rem") }
                if let background = style.background { declarations.append("background: \(color(background))") }
                if let border = style.border { declarations.append("border: \(number(max(style.borderWidth ?? 1, 0)))px solid \(color(border))") }
                if let radius = style.cornerRadius { declarations.append("border-radius: \(number(max(radius, 0)))px") }
            }
            return declarations.isEmpty ? nil : ".legible \(selector) { \(declarations.joined(separator: "; ")); }\n"
        }.joined()
    }

    /// The custom properties of one appearance.
    private static func variables(_ theme: Theme, _ appearance: Appearance, indent: String = "  ") -> String {
        let palette = theme.palette(for: appearance)
        return ColorRole.allCases.map { role in "\(indent)--legible-\(kebab(role.rawValue)): \(cssValue(palette[role]));\n" }.joined()
    }

    /// A theme color in CSS: `#RRGGBB` (`#RRGGBBAA` translucent); a system color as the CSS
    /// system color that is its counterpart (`Canvas`, `CanvasText`, `LinkText`), the others as
    /// their stand-in for the appearance, which the palette holds.
    static func cssValue(_ color: ThemeColor) -> String {
        let keyword: String? = switch color.system {
        case .label?: "CanvasText"
        case .systemBackground?: "Canvas"
        case .link?: "LinkText"
        default: nil
        }
        if let keyword, color.alpha == 1 { return keyword }
        return ThemeColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha).description
    }

    /// `codeBackground` → `code-background`.
    private static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
        return result
    }

    /// Everything but the colors.
    private static let rules = """
        .legible-page { margin: 0; background: var(--legible-background); color: var(--legible-text); }
        .legible {
          background: var(--legible-background); color: var(--legible-text);
          font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
          max-width: 46rem; margin: 0 auto; padding: 1rem; box-sizing: border-box;
          overflow-wrap: break-word;
        }
        .legible h1, .legible h2, .legible h3, .legible h4, .legible h5, .legible h6 {
          color: var(--legible-heading); line-height: 1.25; margin: 1.5em 0 0.5em;
        }
        .legible h1 { font-size: 2em; } .legible h2 { font-size: 1.5em; } .legible h3 { font-size: 1.25em; }
        .legible h4 { font-size: 1em; } .legible h5 { font-size: 0.875em; } .legible h6 { font-size: 0.875em; font-style: italic; }
        .legible p, .legible blockquote, .legible .legible-scroll, .legible .legible-math-display { margin: 0 0 1em; }
        .legible a { color: var(--legible-link); text-decoration: underline; text-underline-offset: 0.15em; }
        .legible :focus-visible { outline: 3px solid var(--legible-link); outline-offset: 2px; }
        .legible .legible-scroll > table:focus-visible { outline-offset: -3px; }
        .legible code, .legible pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.9em; }
        .legible code { background: var(--legible-code-background); color: var(--legible-code); padding: 0.1em 0.3em; border-radius: 0.25em; }
        .legible .legible-scroll { overflow-x: auto; max-width: 100%; }
        .legible .legible-code { background: var(--legible-code-background); border: 1px solid var(--legible-rule); border-radius: 0.4em; }
        .legible pre { margin: 0; padding: 0.8em 1em; color: var(--legible-code); white-space: pre; line-height: 1.45; }
        .legible table { border-collapse: collapse; }
        .legible th, .legible td { border: 1px solid var(--legible-rule); padding: 0.35em 0.7em; vertical-align: top; }
        .legible th { font-weight: 600; text-align: left; }
        .legible .legible-align-left { text-align: left; } .legible .legible-align-center { text-align: center; }
        .legible .legible-align-right { text-align: right; }
        .legible blockquote { margin-left: 0; padding-left: 1em; border-left: 0.25em solid var(--legible-quote-bar); color: var(--legible-secondary-text); }
        .legible .legible-alert { margin: 0 0 1em; padding: 0.5em 1em; border-left: 0.25em solid var(--legible-alert-color); }
        .legible .legible-alert > :last-child { margin-bottom: 0; }
        .legible .legible-alert-title { color: var(--legible-alert-color); font-weight: 600; margin: 0 0 0.5em; }
        .legible .legible-alert-icon::before { display: inline-block; width: 1.25em; }
        .legible hr { border: 0; border-top: 2px solid var(--legible-rule); margin: 1.5em 0; }
        .legible ul, .legible ol { padding-left: 2em; margin: 0 0 1em; }
        .legible li::marker { color: var(--legible-list-marker); }
        .legible .legible-tight > li > p { margin: 0; }
        .legible .legible-tasks > li:has(> .legible-task, > p:first-child > .legible-task:first-child) { list-style: none; }
        .legible .legible-task {
          display: inline-block; box-sizing: border-box; width: 1em; height: 1em; margin: 0 0.5em 0 -1.5em; vertical-align: -0.15em;
          border: 0.125em solid var(--legible-list-marker); border-radius: 0.2em;
        }
        .legible .legible-task[aria-checked="true"] { background: var(--legible-link); border-color: var(--legible-link); }
        .legible .legible-task[aria-checked="true"]::after {
          content: ""; display: block; box-sizing: border-box; width: 0.35em; height: 0.6em; margin: 0.01em auto 0;
          border: solid var(--legible-background); border-width: 0 0.14em 0.14em 0; transform: rotate(45deg);
        }
        .legible img { max-width: 100%; height: auto; }
        .legible .legible-undescribed { outline: 2px dashed var(--legible-rule); }
        .legible .legible-warning { color: var(--legible-alert-caution); font-weight: 600; }
        .legible .legible-image-placeholder { border: 1px dashed var(--legible-rule); border-radius: 0.25em; padding: 0 0.3em; }
        .legible math { font-size: 1.1em; font-family: math, "STIX Two Math", "Latin Modern Math", "Cambria Math", serif; }
        .legible .legible-math-display { overflow: auto hidden; max-width: 100%; padding-block: 0.5em; }
        .legible .legible-math-box { display: inline-flex; flex-direction: column; font-size: 1.1em; }
        .legible .legible-math-display > svg { display: block; margin-inline: auto; font-size: 1.1em; }
        .legible .legible-math-glyphs { display: none; }
        .legible .legible-math-source {
          position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
          overflow: hidden; clip-path: inset(50%); white-space: nowrap;
        }
        .legible .legible-math-tex pre { background: var(--legible-code-background); border-radius: 0.4em; }
        .legible .legible-math-tex pre code { background: none; padding: 0; font-size: 1em; }
        .legible .legible-footnote-reference a { padding: 0 0.15em; }
        .legible .legible-back-reference { display: inline-block; min-width: 24px; min-height: 24px; text-align: center; }
        .legible .legible-footnotes ol { list-style: none; }
        .legible .legible-footnote-number { float: left; width: 1.6em; margin-left: -2em; text-align: right; }
        .legible .legible-details { font-weight: 600; border-left: 3px solid var(--legible-rule); padding-left: 0.6em; }
        .legible .legible-footnotes { border-top: 1px solid var(--legible-rule); margin-top: 2em; padding-top: 0.5em; font-size: 0.9em; color: var(--legible-secondary-text); }
        .legible .legible-visually-hidden, .legible .legible-speech, .legible-page .legible-visually-hidden {
          position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
          overflow: hidden; clip-path: inset(50%); white-space: nowrap; user-select: none;
        }
        @media (prefers-reduced-motion: reduce) {
          .legible *, .legible *::before, .legible *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
        }

        """
}
