/// `text` cut into pieces of `size` UTF-8 bytes, as a language model's tokens arrive; a piece is
/// a little longer where the cut would fall inside a character.
///
/// ```swift
/// chunks(of: "let é = 1", size: 4)   // ["let ", "é =", " 1"]
/// ```
public func chunks(of text: String, size: Int) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var length = 0
    for scalar in text.unicodeScalars {
        piece.unicodeScalars.append(scalar)
        length += UTF8.width(scalar)
        if length >= size {
            pieces.append(piece)
            piece = ""
            length = 0
        }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
}
