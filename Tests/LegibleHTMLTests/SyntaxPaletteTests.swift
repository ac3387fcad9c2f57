import LegibleHTML
import LegibleHighlight
import LegibleRendering
import Testing

/// Highlighted code stays readable: every syntax color meets WCAG 2.2's 4.5:1 on the code
/// background, in every appearance.
@Suite("Accessible HTML: syntax colors")
struct SyntaxPaletteTests {
    @Test("every syntax color reads at 4.5:1 on the code background, in every appearance")
    func contrast() {
        for appearance in Appearance.allCases {
            let background = Theme.standard.palette(for: appearance)[.codeBackground]
            let colors = SyntaxPalette.colors(for: appearance)
            #expect(colors.count == SyntaxPalette.Role.allCases.count)
            for (role, color) in colors {
                let ratio = color.contrastRatio(with: background)
                #expect(ratio >= 4.5, "\(appearance): \(role) \(color) on \(background) is \(ratio)")
            }
        }
    }

    @Test("every colored token class has a rule in the stylesheet")
    func rules() {
        let css = AccessibleHTMLRenderer.stylesheet
        for tokenClass in TokenClass.allCases where SyntaxPalette.role(of: tokenClass) != nil {
            #expect(css.contains(".legible pre .\(tokenClass.name) { color: var(--legible-syntax-"))
        }
    }
}
