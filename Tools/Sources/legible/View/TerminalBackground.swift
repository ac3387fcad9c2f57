import LegibleRendering

/// Whether the terminal is light or dark, for the theme's colours: from `COLORFGBG` (set by
/// rxvt, Konsole and others as `fg;bg`, palette indices), else from the terminal's answer to an
/// OSC 11 query for its background colour.
enum TerminalBackground {
    /// The scheme `COLORFGBG` names: its last field is the background's palette index, and
    /// 7 (light grey) and 15 (white) are light, 0–6 and 8 dark; `nil` when unset or unreadable.
    static func scheme(colorFGBG: String?) -> Appearance.ColorScheme? {
        guard let last = colorFGBG?.split(separator: ";").last, let index = Int(last), (0...255).contains(index) else { return nil }
        return index == 7 || index == 15 ? .light : .dark
    }

    /// The scheme of an OSC 11 answer, `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ending in BEL or ST
    /// (each component 1 to 4 hex digits); `nil` when it is not one.
    static func scheme(osc11Reply reply: String) -> Appearance.ColorScheme? {
        guard let start = reply.range(of: "rgb:") else { return nil }
        let components = reply[start.upperBound...].prefix { $0.isHexDigit || $0 == "/" }.split(separator: "/")
        guard components.count == 3 else { return nil }
        let values = components.compactMap { part -> Double? in
            guard !part.isEmpty, part.count <= 4, let value = Int(part, radix: 16) else { return nil }
            return Double(value) / Double((1 << (4 * part.count)) - 1)
        }
        guard values.count == 3 else { return nil }
        let color = ThemeColor(red: UInt8(values[0] * 255), green: UInt8(values[1] * 255), blue: UInt8(values[2] * 255))
        // Above the luminance of mid grey (#777, 0.18), dark text reads better than light.
        return color.relativeLuminance > 0.18 ? .light : .dark
    }
}
