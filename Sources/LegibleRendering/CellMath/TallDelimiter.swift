/// A fence drawn as tall as what it encloses, from the Unicode bracket pieces (`⎛⎜⎝`, `⎡⎢⎣`,
/// `⎧⎨⎩⎪`) that terminals draw to join from row to row.
enum TallDelimiter {
    /// The column of cells drawing `fence` over `height` rows (two or more) with its middle at
    /// `baseline`.
    static func column(_ fence: String, height: Int, baseline: Int) -> CharacterBox {
        let pieces = (0..<height).map { row in piece(fence, row: row, height: height, baseline: baseline) }
        return CharacterBox.column(pieces, baseline: baseline)
    }

    private static func piece(_ fence: String, row: Int, height: Int, baseline: Int) -> String {
        let isTop = row == 0
        let isBottom = row == height - 1
        // Top, middle and bottom pieces of the fences drawn the same way.
        let threePiece: [String: (String, String, String)] = [
            "(": ("⎛", "⎜", "⎝"), ")": ("⎞", "⎟", "⎠"),
            "[": ("⎡", "⎢", "⎣"), "]": ("⎤", "⎥", "⎦"),
            "⌈": ("⎡", "⎢", "⎢"), "⌉": ("⎤", "⎥", "⎥"),
            "⌊": ("⎢", "⎢", "⎣"), "⌋": ("⎥", "⎥", "⎦"),
            "|": ("│", "│", "│"), "‖": ("‖", "‖", "‖"),
        ]
        if let (top, middle, bottom) = threePiece[fence] {
            return isTop ? top : isBottom ? bottom : middle
        }
        switch fence {
        case "{", "}":
            let left = fence == "{"
            if isTop { return left ? "⎧" : "⎫" }
            if isBottom { return left ? "⎩" : "⎭" }
            // The brace's point is on the middle row.
            return row == height / 2 ? (left ? "⎨" : "⎬") : "⎪"
        case "⟨", "⟩":
            // An angle's upper half leans one way and its lower half the other.
            // An odd height has the angle's point on its middle row.
            if height % 2 == 1, row == height / 2 { return fence }
            let upper = row < height / 2
            if fence == "⟨" { return upper ? "╱" : "╲" }
            return upper ? "╲" : "╱"
        default:
            // A fence without pieces stands once, on the row of the text around it.
            return row == baseline ? fence : " "
        }
    }
}
