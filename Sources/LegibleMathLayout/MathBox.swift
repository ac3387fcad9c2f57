/// A box of TeX's math layout while it is being built: its extent, the italic correction of its
/// last glyph, and the glyphs and rules inside it, relative to its own origin.
///
/// A box placed inside another is kept whole, at an offset, when it holds more than a few items,
/// and its items copied when it holds few: each level of nesting costs the items it adds, not
/// those of the levels inside it (copying them made a million unclosed `\left(` take time in
/// n²). ``flattened()`` makes the one list of positioned glyphs and rules a formula is drawn from.
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
    /// Whether the box is an accented math character, whose italic correction LuaTeX adds to
    /// its width whenever anything follows it in the list.
    var keepsItalicCorrection = false
    /// The face of the glyph placed last, the font TeX fetched last while building the box: an
    /// accent over it is placed by the math font's rules only when that font is a math font.
    private(set) var lastFace: MathDisplayList.Face?
    /// What the box draws, in drawing order.
    private(set) var items: [Item] = []
    /// Where a line may break in the list this box was joined from (``MathTypesetter/hlist(_:style:)``),
    /// from its origin; not kept when the box is placed in another.
    var breakpoints: [Double] = []

    /// Something a box draws: a glyph or rule at its own position, or a box kept whole at an offset.
    enum Item {
        case glyph(MathDisplayList.Glyph)
        case rule(MathDisplayList.Rule)
        case box(Contents, x: Double, y: Double)
    }

    /// The items of a box kept whole inside another; shared, never changed.
    final class Contents {
        let items: [Item]
        /// Whether its glyphs spell out source that could not be typeset.
        let isError: Bool

        init(_ items: [Item], isError: Bool) {
            self.items = items
            self.isError = isError
        }
    }

    /// Boxes with at most this many items are copied into the box they are placed in: a glyph
    /// with its scripts, a delimited row, stay one flat list.
    private static let copiedItems = 4

    /// A box that draws one glyph, at its origin.
    init(glyph: MathDisplayList.Glyph) {
        items = [.glyph(glyph)]
        lastFace = glyph.face
    }

    /// An empty box.
    init() {}

    /// The face of the box's first item when that is a glyph.
    var firstGlyphFace: MathDisplayList.Face? {
        guard case .glyph(let glyph) = items.first else { return nil }
        return glyph.face
    }

    /// Puts `other`'s items into this box with its origin at (x, y); the extent is the caller's.
    mutating func place(_ other: MathBox, x: Double, y: Double) {
        if let face = other.lastFace { lastFace = face }
        guard other.items.count <= Self.copiedItems else {
            items.append(.box(Contents(other.items, isError: false), x: x, y: y))
            return
        }
        for item in other.items { items.append(item.moved(x: x, y: y)) }
    }

    /// Moves everything the box draws up by `shift` (down when negative); the extent is the caller's.
    mutating func raiseItems(by shift: Double) {
        items = items.map { $0.moved(x: 0, y: shift) }
    }

    /// Marks every glyph of the box as spelling out source that could not be typeset.
    mutating func markAsError() {
        items = [.box(Contents(items, isError: true), x: 0, y: 0)]
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
        keepsItalicCorrection = false
        accentAttachment = nil
    }

    /// The glyphs and rules the box draws, each at its place from the box's origin, in the order
    /// they were placed. Boxes kept whole are walked with a stack of their own, not recursion,
    /// so that nesting as deep as the formula is long cannot overflow the call stack.
    func flattened() -> (glyphs: [MathDisplayList.Glyph], rules: [MathDisplayList.Rule]) {
        var glyphs: [MathDisplayList.Glyph] = []
        var rules: [MathDisplayList.Rule] = []
        var stack: [(items: [Item], next: Int, x: Double, y: Double, isError: Bool)] = [(items, 0, 0, 0, false)]
        while let top = stack.indices.last {
            let frame = stack[top]
            guard frame.next < frame.items.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            switch frame.items[frame.next] {
            case .glyph(var glyph):
                glyph.x += frame.x
                glyph.y += frame.y
                glyph.isError = glyph.isError || frame.isError
                glyphs.append(glyph)
            case .rule(var rule):
                rule.x += frame.x
                rule.y += frame.y
                rules.append(rule)
            case .box(let contents, let x, let y):
                stack.append((contents.items, 0, frame.x + x, frame.y + y, frame.isError || contents.isError))
            }
        }
        return (glyphs, rules)
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
        box.items = [.rule(MathDisplayList.Rule(x: 0, y: 0, width: width, height: height, depth: depth))]
        return box
    }
}

extension MathBox.Item {
    /// The item moved right by `x` and up by `y`.
    func moved(x: Double, y: Double) -> MathBox.Item {
        switch self {
        case .glyph(var glyph):
            glyph.x += x
            glyph.y += y
            return .glyph(glyph)
        case .rule(var rule):
            rule.x += x
            rule.y += y
            return .rule(rule)
        case .box(let contents, let boxX, let boxY):
            return .box(contents, x: boxX + x, y: boxY + y)
        }
    }
}
