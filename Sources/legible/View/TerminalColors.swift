import LegibleRendering

/// How many colours a terminal shows, and a theme colour as the SGR parameters of the nearest
/// one it has. 24-bit colour sent to a 16-colour terminal (the Linux console) is shown wrong or
/// not at all.
enum TerminalColors {
    case trueColor
    case palette256
    case basic16

    /// From the environment: `COLORTERM=truecolor` or `24bit` for 24-bit, a `TERM` naming
    /// 256 colours for the xterm palette, else the 16 basic colours.
    init(environment: [String: String]) {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        let term = environment["TERM"] ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else if term.contains("256color") {
            self = .palette256
        } else {
            self = .basic16
        }
    }

    /// The SGR parameters that set the foreground to `color` or the nearest colour there is.
    func foreground(_ color: ThemeColor) -> String {
        switch self {
        case .trueColor:
            return "38;2;\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return "38;5;\(Self.nearest256(color))"
        case .basic16:
            let index = Self.nearest(color, among: Self.basic)
            return index < 8 ? "\(30 + index)" : "\(90 + index - 8)"
        }
    }

    /// xterm's 16 basic colours, in SGR order (30–37, then the bright 90–97).
    static let basic: [ThemeColor] = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
                                      0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF].map { ThemeColor(hex: $0) }

    /// The nearest of the xterm palette's 6×6×6 cube (16–231) and grey ramp (232–255).
    static func nearest256(_ color: ThemeColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: UInt8) -> Int { levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0 }
        let (r, g, b) = (level(color.red), level(color.green), level(color.blue))
        let cube = ThemeColor(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
        let greyValue = UInt8(8 + 10 * greyIndex)
        let grey = ThemeColor(red: greyValue, green: greyValue, blue: greyValue)
        return distance(color, grey) < distance(color, cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }

    static func nearest(_ color: ThemeColor, among colors: [ThemeColor]) -> Int {
        colors.indices.min { distance(color, colors[$0]) < distance(color, colors[$1]) } ?? 0
    }

    private static func distance(_ a: ThemeColor, _ b: ThemeColor) -> Int {
        let (dr, dg, db) = (Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue))
        return dr * dr + dg * dg + db * db
    }
}
