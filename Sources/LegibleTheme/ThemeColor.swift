import Foundation

/// An sRGB color with 8 bits a channel, opaque, with the WCAG 2.2 measures of contrast.
///
/// ```swift
/// let gray = ThemeColor(hex: 0x767676)
/// gray.contrastRatio(with: .white)   // 4.54…, just enough for body text
/// ```
public struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0–255.
    public let red: UInt8
    /// The green channel, 0–255.
    public let green: UInt8
    /// The blue channel, 0–255.
    public let blue: UInt8

    /// Creates a color from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8), blue: UInt8(truncatingIfNeeded: hex))
    }

    /// Pure white.
    public static let white = ThemeColor(hex: 0xFFFFFF)
    /// Pure black.
    public static let black = ThemeColor(hex: 0x000000)

    /// `#RRGGBB`.
    public var description: String {
        "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The relative luminance as WCAG 2.2 defines it (0 for black, 1 for white).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.2 contrast ratio with another color, from 1 (none) to 21 (black on white).
    public func contrastRatio(with other: ThemeColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
