import LegibleHighlight
import LegibleRendering

/// The colors of highlighted code in each appearance, chosen so that every one reads at 4.5:1
/// or more on the theme's code background (WCAG 2.2 1.4.3), as the tests check. The classes
/// Legible's highlighter writes share seven colors; names, operators and punctuation keep the
/// code's own color.
package enum SyntaxPalette {
    /// A color of highlighted code.
    package enum Role: String, CaseIterable {
        case keyword, type, function, string, constant, comment, tag
    }

    /// The role that colors a token class, or `nil` for the code's own color.
    package static func role(of tokenClass: TokenClass) -> Role? {
        switch tokenClass {
        case .keyword, .deleted: .keyword
        case .type: .type
        case .function, .attribute, .preprocessor: .function
        case .string, .regex: .string
        case .number, .constant, .stringEscape, .attributeName, .heading: .constant
        case .comment, .docComment, .prompt: .comment
        case .tag, .inserted: .tag
        case .identifier, .operator, .punctuation, .emphasis, .strong, .diffHeader: nil
        }
    }

    /// The colors of an appearance.
    package static func colors(for appearance: Appearance) -> [Role: ThemeColor] {
        switch (appearance.colorScheme, appearance.increasedContrast) {
        case (.light, false):
            [.keyword: ThemeColor(hex: 0xCF222E), .type: ThemeColor(hex: 0x953800), .function: ThemeColor(hex: 0x6639BA),
             .string: ThemeColor(hex: 0x0A3069), .constant: ThemeColor(hex: 0x0550AE), .comment: ThemeColor(hex: 0x59636E),
             .tag: ThemeColor(hex: 0x116329)]
        case (.light, true):
            [.keyword: ThemeColor(hex: 0xA0111F), .type: ThemeColor(hex: 0x702C00), .function: ThemeColor(hex: 0x512598),
             .string: ThemeColor(hex: 0x032563), .constant: ThemeColor(hex: 0x023B95), .comment: ThemeColor(hex: 0x393F46),
             .tag: ThemeColor(hex: 0x024C1A)]
        case (.dark, false):
            [.keyword: ThemeColor(hex: 0xFF7B72), .type: ThemeColor(hex: 0xFFA657), .function: ThemeColor(hex: 0xD2A8FF),
             .string: ThemeColor(hex: 0xA5D6FF), .constant: ThemeColor(hex: 0x79C0FF), .comment: ThemeColor(hex: 0x9198A1),
             .tag: ThemeColor(hex: 0x7EE787)]
        case (.dark, true):
            [.keyword: ThemeColor(hex: 0xFFB1AF), .type: ThemeColor(hex: 0xFFB757), .function: ThemeColor(hex: 0xDBB7FF),
             .string: ThemeColor(hex: 0xADDCFF), .constant: ThemeColor(hex: 0x91CBFF), .comment: ThemeColor(hex: 0xD1D9E0),
             .tag: ThemeColor(hex: 0x72F088)]
        }
    }
}
