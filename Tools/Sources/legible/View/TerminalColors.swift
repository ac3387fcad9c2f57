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
            return Self.basicForeground(color)
        }
    }

    /// The SGR parameters that set the background to `color`, or where only the 16 basic
    /// colours can be relied on, to the terminal's own grey (bright black) behind a dark
    /// colour and its white behind a light one: a code span's chip, which must stay behind
    /// the terminal's own foreground whatever the palette.
    func background(_ color: ThemeColor) -> String {
        switch self {
        case .trueColor:
            return "48;2;\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return "48;5;\(Self.nearest256(color))"
        case .basic16:
            let lightness = (Double(max(color.red, color.green, color.blue)) + Double(min(color.red, color.green, color.blue))) / 510
            return lightness < 0.5 ? "100" : "47"
        }
    }

    /// The basic colour of the same hue: a terminal's 16 colours are whatever its theme makes
    /// them, so only their hues can be relied on. Nearest by RGB distance made the theme's
    /// light keyword red, number blue and string blue all grey. Colours with little colour in
    /// them are grey (bright black) or the terminal's white or black; the rest are red, yellow,
    /// green, cyan, blue or magenta by hue, bright when light.
    static func basicForeground(_ color: ThemeColor) -> String {
        let (r, g, b) = (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        guard chroma > 0.15 else { return lightness > 0.85 ? "97" : lightness < 0.15 ? "30" : "90" }
        var hue: Double
        if high == r { hue = (g - b) / chroma } else if high == g { hue = (b - r) / chroma + 2 } else { hue = (r - g) / chroma + 4 }
        hue = (hue * 60).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        // SGR order: 1 red, 3 yellow, 2 green, 6 cyan, 4 blue, 5 magenta.
        let index = switch hue {
        case 20..<75: 3
        case 75..<165: 2
        case 165..<200: 6
        case 200..<260: 4
        case 260..<340: 5
        default: 1
        }
        return lightness > 0.6 ? "\(90 + index)" : "\(30 + index)"
    }

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

    private static func distance(_ a: ThemeColor, _ b: ThemeColor) -> Int {
        let (dr, dg, db) = (Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue))
        return dr * dr + dg * dg + db * db
    }
}
