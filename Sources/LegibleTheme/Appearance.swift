/// The reader's display settings that change colors: light or dark, and Increase Contrast.
public struct Appearance: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Light or dark.
    public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Whether the reader asked for more contrast (Increase Contrast on Apple platforms).
    public var increasedContrast: Bool

    /// Creates an appearance.
    public init(colorScheme: ColorScheme, increasedContrast: Bool = false) {
        self.colorScheme = colorScheme
        self.increasedContrast = increasedContrast
    }

    /// Light, standard contrast.
    public static let light = Appearance(colorScheme: .light)
    /// Dark, standard contrast.
    public static let dark = Appearance(colorScheme: .dark)

    /// Every appearance: light and dark, each with standard and increased contrast.
    public static let allCases: [Appearance] = ColorScheme.allCases.flatMap { scheme in
        [Appearance(colorScheme: scheme), Appearance(colorScheme: scheme, increasedContrast: true)]
    }

    /// `light`, `dark`, `light, increased contrast`, ….
    public var description: String { colorScheme.rawValue + (increasedContrast ? ", increased contrast" : "") }
}
