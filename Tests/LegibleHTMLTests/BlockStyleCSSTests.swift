import LegibleHTML
import LegibleRendering
import Testing

/// A theme's block styles and its translucent and system colors in the accessible page's
/// stylesheet, as the views draw them.
@Suite("Stylesheet: block styles and theme colors")
struct BlockStyleCSSTests {
    @Test("each block style becomes a rule, resolved through its fallbacks, after the default rules")
    func blockRules() {
        var theme = Theme.standard
        theme.blockStyles = [
            .heading(nil): BlockStyle(spaceBefore: 2),
            .heading(2): BlockStyle(border: .role(.rule), borderWidth: 1),
            .blockQuote: BlockStyle(background: .color(ThemeColor(hex: 0x8250DF, alpha: 0.5)), cornerRadius: 6, padding: 0.5),
            .thematicBreak: BlockStyle(border: .role(.link), borderWidth: 3),
        ]
        let css = AccessibleHTMLRenderer.stylesheet(theme: theme)
        let rules = css.split(separator: "\n").filter { $0.hasPrefix(".legible h") || $0.hasPrefix(".legible blockquote") || $0.hasPrefix(".legible .legible-alert") && $0.contains("radius") }
        #expect(rules.contains(".legible h1, .legible h2, .legible h3, .legible h4, .legible h5, .legible h6 { margin-top: 3.0rem; }"))
        #expect(rules.contains(".legible h2 { margin-top: 3.0rem; border: 1.0px solid var(--legible-rule); }"))
        #expect(rules.contains(".legible blockquote { padding: 0.5rem; background: #8250DF80; border-radius: 6.0px; }"))
        // Alerts are quotes: they take the quote's style.
        #expect(rules.contains(".legible .legible-alert { padding: 0.5rem; background: #8250DF80; border-radius: 6.0px; }"))
        #expect(css.contains(".legible hr { border-top: 3.0px solid var(--legible-link); }"))
        #expect(!AccessibleHTMLRenderer.stylesheet(theme: .standard).contains("margin-top: 3.0rem"))
    }

    @Test("a system color is the CSS system color that matches it, or its stand-in; a translucent one has its alpha")
    func colors() {
        var theme = Theme.standard
        theme.palettes[.light]?.colors[.text] = .system(.label)
        theme.palettes[.light]?.colors[.background] = .system(.systemBackground)
        theme.palettes[.light]?.colors[.link] = .accent
        theme.palettes[.light]?.colors[.codeBackground] = ThemeColor(hex: 0x000000, alpha: 0.05)
        let css = AccessibleHTMLRenderer.stylesheet(theme: theme)
        #expect(css.contains("  --legible-text: CanvasText;\n"))
        #expect(css.contains("  --legible-background: Canvas;\n"))
        #expect(css.contains("  --legible-link: #007AFF;\n"))
        #expect(css.contains("  --legible-code-background: #0000000D;\n"))
    }
}
