/// A box of TeX's math layout while it is being built: its extent, the italic correction of its
/// last glyph, and the glyphs and rules inside it, relative to its own origin.
///
/// Boxes are flattened as they are combined (``place(_:x:y:)`` copies the items, moved), so the
/// finished formula is one list of positioned items and no tree survives layout.
struct MathBox {
    var width = 0.0, height = 0.0, depth = 0.0
    /// How far the last glyph's ink leans past the width (TeX's italic correction).
    var italicCorrection = 0.0
    /// The top accent attachment when the box is a single glyph, from its origin.
    var accentAttachment: Double?
    /// Whether the box is one glyph (scripts and accents treat a character nucleus differently).
    var isSingleGlyph = false
    /// Whether the box is a math character's, scripted or not: an italic correction before it is kept.
    var isCharacter = false
    /// Whether the box ends in an unscripted character (accented or not), whose italic correction
    /// is kept before another character.
    var endsInCharacter = false
    var glyphs: [MathDisplayList.Glyph] = []
    var rules: [MathDisplayList.Rule] = []
    /// Where a line may break in the list this box was joined from (``MathTypesetter/hlist(_:style:)``),
    /// from its origin; not kept when the box is placed in another.
    var breakpoints: [Double] = []

    /// Copies `other`'s items into this box with its origin at (x, y); the extent is the caller's.
    mutating func place(_ other: MathBox, x: Double, y: Double) {
        for var glyph in other.glyphs {
            glyph.x += x
            glyph.y += y
            glyphs.append(glyph)
        }
        for var rule in other.rules {
            rule.x += x
            rule.y += y
            rules.append(rule)
        }
    }

    /// Adds `other` at the right end of this box, raised by `shift`, growing the box to hold it.
    mutating func append(_ other: MathBox, shift: Double = 0) {
        place(other, x: width, y: shift)
        width += other.width
        height = max(height, other.height + shift)
        depth = max(depth, other.depth - shift)
        italicCorrection = other.italicCorrection
        isSingleGlyph = false
        isCharacter = false
        endsInCharacter = false
        accentAttachment = nil
    }

    /// A box of empty space `width` wide.
    static func kern(_ width: Double) -> MathBox {
        var box = MathBox()
        box.width = width
        return box
    }

    /// A rule as a box, its top `height` above the baseline.
    static func rule(width: Double, height: Double, depth: Double) -> MathBox {
        var box = MathBox()
        box.width = width
        box.height = height
        box.depth = depth
        box.rules = [MathDisplayList.Rule(x: 0, y: 0, width: width, height: height, depth: depth)]
        return box
    }
}
