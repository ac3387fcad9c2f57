import Foundation

/// A color of a theme: an sRGB color with 8 bits a channel and an opacity, or one of the
/// platform's own colors (``SystemColor``: the label colors, backgrounds, the accent color),
/// which follow the reader's settings as the system's controls do; with the WCAG 2.2 measures
/// of contrast.
///
/// ```swift
/// let gray = ThemeColor(hex: 0x767676)
/// gray.contrastRatio(with: .white)              // 4.54…, just enough for body text
/// ThemeColor(hex: 0x0969DA, alpha: 0.12)        // a translucent tint, drawn over what is behind it
/// ThemeColor.system(.secondaryLabel)            // UIColor.secondaryLabel, NSColor.secondaryLabelColor
/// ThemeColor.accent                             // the view's tint (iOS) or the reader's accent color (macOS)
/// ```
///
/// A system color's ``red``, ``green`` and ``blue`` are a stand-in (the platform's published value
/// in light mode; ``Theme/palette(for:)`` gives the dark one in dark palettes) for the front ends
/// no platform resolves it in: the terminal and the accessible page. Its contrast is not checked
/// (``Theme/contrastProblems()`` says so), as only the platform knows its value at run time.
public struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0–255 (a system color's stand-in).
    public let red: UInt8
    /// The green channel, 0–255 (a system color's stand-in).
    public let green: UInt8
    /// The blue channel, 0–255 (a system color's stand-in).
    public let blue: UInt8
    /// How opaque the color is, from 0 (invisible) to 1 (opaque): a translucent color is drawn
    /// over what is behind it.
    public let alpha: Double
    /// The platform color this stands for; `nil` for a fixed sRGB color.
    public let system: SystemColor?

    /// Creates a color from its channels and opacity (clamped to 0…1; not a number is opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, system: nil)
    }

    /// Creates a color from `0xRRGGBB`, and an opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8), blue: UInt8(truncatingIfNeeded: hex),
                  alpha: alpha)
    }

    /// A color's parts; the one initializer that makes a system color (``SystemColor`` too).
    fileprivate init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double, system: SystemColor?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        self.system = system
    }

    /// One of the platform's colors, which the Apple views take from the system, so that it
    /// follows light and dark, Increase Contrast and the reader's accent color as the system's
    /// own controls do.
    public static func system(_ color: SystemColor) -> ThemeColor {
        color.standIn(for: .light)
    }

    /// The accent color: the view's `tintColor` on iOS (in SwiftUI, `.tint`), the reader's
    /// accent color on macOS (`NSColor.controlAccentColor`).
    public static let accent = ThemeColor.system(.accent)

    /// Pure white.
    public static let white = ThemeColor(hex: 0xFFFFFF)
    /// Pure black.
    public static let black = ThemeColor(hex: 0x000000)

    /// This color with another opacity (a system color stays one, made translucent).
    public func withAlpha(_ alpha: Double) -> ThemeColor {
        ThemeColor(red: red, green: green, blue: blue, alpha: alpha, system: system)
    }

    /// This color in a palette for `scheme`: a system color's stand-in for that scheme (its
    /// opacity kept), a fixed color as it is.
    func standIn(for scheme: Appearance.ColorScheme) -> ThemeColor {
        system.map { $0.standIn(for: scheme).withAlpha(alpha) } ?? self
    }

    /// Whether only the platform knows the value (a system color), so it cannot be measured here.
    public var isResolvedByPlatform: Bool { system != nil }

    /// The opaque color seen when this one is drawn over `background` (itself taken as opaque):
    /// each channel mixed by the opacity, as a compositor does ("source over").
    public func composited(over background: ThemeColor) -> ThemeColor {
        guard alpha < 1 else { return ThemeColor(red: red, green: green, blue: blue) }
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return ThemeColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// `#RRGGBB`, `#RRGGBBAA` when translucent, `system label` for a system color.
    public var description: String {
        if let system { return "system " + system.rawValue + (alpha < 1 ? " at \(Int((alpha * 100).rounded()))%" : "") }
        let channels = alpha < 1 ? [red, green, blue, UInt8((alpha * 255).rounded())] : [red, green, blue]
        return "#" + channels.map { value in
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The relative luminance as WCAG 2.2 defines it (0 for black, 1 for white), of the color's
    /// channels (composite a translucent color first, ``composited(over:)``).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.2 contrast ratio with another color, from 1 (none) to 21 (black on white).
    /// A translucent color is measured as drawn over `other` (and `other`, if translucent, as
    /// drawn over white).
    public func contrastRatio(with other: ThemeColor) -> Double {
        let background = other.composited(over: .white)
        let foreground = composited(over: background)
        let lighter = max(foreground.relativeLuminance, background.relativeLuminance)
        let darker = min(foreground.relativeLuminance, background.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}

/// The platform colors a theme can name: each follows light and dark and Increase Contrast on
/// Apple platforms, where the views take it from UIKit or AppKit.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    /// Primary text: `UIColor.label`, `NSColor.labelColor`.
    case label
    /// Secondary text: `UIColor.secondaryLabel`, `NSColor.secondaryLabelColor`.
    case secondaryLabel
    /// Links: `UIColor.link`, `NSColor.linkColor`.
    case link
    /// Thin rules: `UIColor.separator`, `NSColor.separatorColor`.
    case separator
    /// The page: `UIColor.systemBackground`, `NSColor.textBackgroundColor`.
    case systemBackground
    /// Grouped content on the page: `UIColor.secondarySystemBackground`, `NSColor.controlBackgroundColor`.
    case secondarySystemBackground
    /// The accent color: the view's `tintColor` (iOS), `NSColor.controlAccentColor` (macOS).
    case accent

    /// The stand-in where no platform resolves the color: the value Apple's Human Interface
    /// Guidelines give for the color scheme, translucent ones as seen on that scheme's page (so a
    /// stand-in is opaque, and ``ThemeColor/alpha`` is only what the theme asks); the accent as
    /// the default blue.
    public func standIn(for scheme: Appearance.ColorScheme) -> ThemeColor {
        let dark = scheme == .dark
        let hex: UInt32 = switch self {
        case .label: dark ? 0xFFFFFF : 0x000000
        case .secondaryLabel: dark ? 0x8D8D93 : 0x8A8A8E      // #EBEBF5 / #3C3C43 at 60%
        case .link, .accent: dark ? 0x0A84FF : 0x007AFF
        case .separator: dark ? 0x38383A : 0xC6C6C8           // #545458 at 60% / #3C3C43 at 29%
        case .systemBackground: dark ? 0x000000 : 0xFFFFFF
        case .secondarySystemBackground: dark ? 0x1C1C1E : 0xF2F2F7
        }
        let color = ThemeColor(hex: hex)
        return ThemeColor(red: color.red, green: color.green, blue: color.blue, alpha: 1, system: self)
    }
}
