import LegibleTheme

/// The theme's fonts and colors for styled text (LegibleTheme holds the theme as data; what a
/// run of a styled document looks like is worked out here, where runs are).
///
/// ```swift
/// Theme.standard.font(for: TextAttributes(role: .heading(level: 1)))   // title1, bold
/// ```
extension Theme {
    /// The font for text with some attributes: its role's font, made bold by strong emphasis,
    /// italic by emphasis, a code span in the code font's family (or monospaced) at its size.
    public func font(for attributes: TextAttributes) -> FontDescription {
        var font: FontDescription
        switch attributes.role {
        case .body: font = body
        case .heading(let level): font = headings[min(max(level, 1), 6) - 1]
        case .codeBlock: font = code
        case .tableHeader: font = tableHeader
        }
        if attributes.inline.contains(.code) {
            // The code font's family (or monospaced design), at the size of the text around it.
            font.isMonospaced = true
            font.familyName = code.familyName
            font.relativeSize *= code.relativeSize
        }
        if attributes.inline.contains(.strong) { font.weight = max(font.weight, .bold) }
        if attributes.inline.contains(.emphasis) { font.isItalic.toggle() }
        if !attributes.inline.isDisjoint(with: [.superscript, .subscript]) { font.relativeSize *= Self.scriptSize }
        return font
    }

    /// The text color for text with some attributes.
    public func foregroundRole(for attributes: TextAttributes) -> ColorRole {
        if attributes.link != nil { return .link }
        if attributes.footnoteReference != nil { return .footnoteReference }
        if case .math? = attributes.attachment, let formulaColor { return formulaColor }
        if attributes.inline.contains(.code) { return .code }
        switch attributes.role {
        case .heading: return .heading
        case .codeBlock: return .code
        case .body, .tableHeader: return .text
        }
    }

    /// The background role for text with some attributes: code has its own.
    public func backgroundRole(for attributes: TextAttributes) -> ColorRole {
        attributes.role == .codeBlock || attributes.inline.contains(.code) ? .codeBackground : .background
    }
}
