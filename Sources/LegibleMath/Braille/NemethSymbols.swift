/// The Nemeth Code's symbols for the characters a ``MathExpression`` holds, each with what it is
/// to the rules around it (spacing, indicators).
///
/// Sources: *The Nemeth Braille Code for Mathematics and Science Notation, 1972 Revision*
/// (American Printing House for the Blind), its symbol list, and BANA's Nemeth guidance. A
/// character the Code gives no symbol (`⊢`, `≺`, `♠`) is not here: the transcriber writes it in a
/// transcriber's note (``NemethTranscriber``). Letters and digits are not here either
/// (``NemethLetters``).
enum NemethSymbols {
    /// What a symbol is to the rules around it.
    enum Role: Sendable {
        /// An ordinary symbol: `∞`, `∂`, `∅`, `%`.
        case ordinary
        /// A sign of operation, unspaced: `+`, `×`, `∪`, `∑`.
        case operation
        /// A sign of comparison, with a space before and after it: `=`, `<`, `∈`, `→`.
        case comparison
        /// An opening grouping symbol: `(`, `[`, `{`, `⟨`.
        case opening
        /// A closing grouping symbol: `)`, `]`, `}`, `⟩`.
        case closing
        /// A grouping symbol that opens and closes alike, or a bar between terms: `|`, `‖`.
        case bar
        /// The comma: `⠠` on the base level, followed by a space; `⠪` inside a script.
        case comma
        /// A mark of punctuation, written after the punctuation indicator `⠸`: `.`, `;`, `?`.
        case punctuation
        /// An ellipsis, spaced as a word: `⠄⠄⠄`.
        case ellipsis
        /// A prime, written directly after its base, before any script: `⠄`.
        case prime
        /// A symbol written on the superscript level: the degree sign's circle, `⠘⠨⠡`.
        case superscripted
        /// A shape (`∠`, `△`, `□`), followed by a space before a letter or numeral.
        case shape
        /// An operator that only says how its neighbours relate (U+2061 to U+2064): no symbol.
        case invisible
    }

    /// A symbol: its braille cells and its role.
    struct Symbol: Sendable {
        let cells: String
        let role: Role
    }

    /// The symbol of `scalar`, or nil when the Code has none.
    static func symbol(for scalar: Unicode.Scalar) -> Symbol? {
        table[scalar]
    }

    /// The cells of an accent mark put over or under a base (a modifier): a bar, a tilde, an arrow,
    /// a dot; nil for a mark the Code has no modifier for.
    static func modifier(for scalar: Unicode.Scalar) -> String? {
        modifiers[scalar]
    }

    /// The enlarged form of a grouping symbol (`⠠⠷` for `⠷`, `⠈⠠⠷` for `⠈⠷`), as a grouping
    /// symbol spanning the lines of a matrix is written: the enlargement cell goes before the
    /// symbol's last cell.
    static func enlarged(_ cells: String) -> String {
        guard let last = cells.last else { return cells }
        return String(cells.dropLast()) + "⠠" + String(last)
    }

    /// One line a symbol: the role's letter, the cells, then the characters written so.
    /// Roles: `O` ordinary, `+` operation, `=` comparison, `(` opening, `)` closing, `|` bar,
    /// `,` comma, `.` punctuation, `E` ellipsis, `'` prime, `^` superscripted, `S` shape,
    /// `I` invisible.
    private static let data = """
    O ⠠⠿ ∞
    O ⠈⠙ ∂
    O ⠨⠫ ∇
    O ⠸⠴ ∅
    O ⠈⠰⠇ ℓ
    O ⠈⠰⠏ ℘
    O ⠠⠠⠁ ℵ
    O ⠠⠠⠃ ℶ
    O ⠠⠠⠉ ℷ
    O ⠠⠠⠙ ℸ
    O ⠸⠠⠗ ℜ
    O ⠸⠠⠊ ℑ
    O ⠊ ı
    O ⠚ ȷ
    O ⠠⠞ ⊤ ⊺
    O ⠸⠻ †
    O ⠸⠸⠻ ‡
    O ⠈⠠⠎ §
    O ⠈⠠⠏ ¶
    O ⠈⠇ £
    O ⠈⠽ ¥
    O ⠈⠎ $
    O ⠈⠴ %
    O ⠸⠯ &
    O ⠨⠼ #
    O ⠯ !
    + ⠬ +
    + ⠤ − -
    + ⠬⠤ ±
    + ⠤⠬ ∓
    + ⠈⠡ ×
    + ⠡ ⋅ · ∙
    + ⠈⠼ ∗ *
    + ⠨⠌ ÷
    + ⠸⠌ / ∕
    + ⠨⠡ ∘
    + ⠨⠬ ∪ ⋃
    + ⠨⠩ ∩ ⋂
    + ⠸⠡ ∖ \\
    + ⠈⠬ ∨ ⋁
    + ⠈⠩ ∧ ⋀
    + ⠫⠉⠸⠫⠬⠻ ⊕ ⨁
    + ⠫⠉⠸⠫⠤⠻ ⊖
    + ⠫⠉⠸⠫⠈⠡⠻ ⊗ ⨂
    + ⠫⠉⠸⠫⠡⠻ ⊙ ⨀
    + ⠫⠉⠸⠫⠸⠌⠻ ⊘
    + ⠫⠲⠸⠫⠬⠻ ⊞
    + ⠫⠲⠸⠫⠤⠻ ⊟
    + ⠫⠲⠸⠫⠈⠡⠻ ⊠
    + ⠫⠲⠸⠫⠡⠻ ⊡
    + ⠨⠠⠎ ∑
    + ⠨⠠⠏ ∏
    + ⠮ ∫
    + ⠮⠮ ∬
    + ⠮⠮⠮ ∭
    + ⠮⠮⠮⠮ ⨌
    + ⠮⠈⠫⠉⠻ ∮
    + ⠈⠯ ∀
    + ⠈⠿ ∃
    + ⠌⠈⠿ ∄
    + ⠳ ∣
    + ⠌⠳ ∤
    = ⠨⠅ =
    = ⠐⠅ <
    = ⠨⠂ >
    = ⠌⠨⠅ ≠
    = ⠐⠅⠱ ≤ ⩽
    = ⠨⠂⠱ ≥ ⩾
    = ⠐⠅⠨⠅ ≦
    = ⠨⠂⠨⠅ ≧
    = ⠐⠅⠐⠅ ≪
    = ⠨⠂⠨⠂ ≫
    = ⠐⠅⠐⠅⠐⠅ ⋘
    = ⠨⠂⠨⠂⠨⠂ ⋙
    = ⠈⠱⠈⠱ ≈
    = ⠈⠱⠈⠱⠱ ≊
    = ⠈⠱ ∼
    = ⠈⠱⠱ ≃
    = ⠈⠱⠨⠅ ≅
    = ⠸⠇ ≡
    = ⠐⠨⠅⠣⠡⠻ ≐
    = ⠐⠨⠅⠣⠫⠞⠻ ≜
    = ⠸⠒⠨⠅ ≔
    = ⠨⠅⠸⠒ ≕
    = ⠸⠐⠅ ⊂
    = ⠸⠨⠂ ⊃
    = ⠸⠐⠅⠱ ⊆
    = ⠸⠨⠂⠱ ⊇
    = ⠸⠐⠅⠌⠨⠅ ⊊
    = ⠸⠨⠂⠌⠨⠅ ⊋
    = ⠌⠸⠐⠅ ⊄
    = ⠌⠸⠨⠂ ⊅
    = ⠌⠸⠐⠅⠱ ⊈
    = ⠌⠸⠨⠂⠱ ⊉
    = ⠈⠑ ∈
    = ⠈⠢ ∋
    = ⠌⠈⠑ ∉
    = ⠌⠈⠢ ∌
    = ⠫⠇ ∥
    = ⠌⠫⠇ ∦
    = ⠫⠏ ⟂
    = ⠌⠐⠅ ≮
    = ⠌⠨⠂ ≯
    = ⠌⠐⠅⠱ ≰
    = ⠌⠨⠂⠱ ≱
    = ⠐⠅⠈⠱ ≲
    = ⠨⠂⠈⠱ ≳
    = ⠐⠅⠨⠂ ≶
    = ⠨⠂⠐⠅ ≷
    = ⠐⠅⠌⠨⠅ ≨
    = ⠨⠂⠌⠨⠅ ≩
    = ⠌⠈⠱⠨⠅ ≇
    = ⠌⠈⠱ ≁
    = ⠌⠈⠱⠈⠱ ≉
    = ⠌⠸⠇ ≢
    = ⠠⠡ ∴
    = ⠈⠌ ∵
    = ⠫⠕ →
    = ⠫⠒⠒⠕ ⟶
    = ⠫⠪⠒⠒ ← ⟵
    = ⠫⠪⠒⠒⠕ ↔ ⟷
    = ⠫⠶⠶⠕ ⇒ ⟹
    = ⠫⠪⠶⠶ ⇐ ⟸
    = ⠫⠪⠶⠶⠕ ⇔ ⟺
    = ⠫⠳⠒⠒⠕ ↦ ⟼
    = ⠫⠣⠒⠒⠕ ↑
    = ⠫⠩⠒⠒⠕ ↓
    = ⠫⠣⠶⠶⠕ ⇑
    = ⠫⠩⠶⠶⠕ ⇓
    = ⠫⠘⠒⠒⠕ ↗
    = ⠫⠰⠒⠒⠕ ↘
    = ⠫⠰⠪⠒⠒ ↙
    = ⠫⠘⠪⠒⠒ ↖
    = ⠫⠒⠒⠈⠕ ⇀
    = ⠫⠒⠒⠠⠕ ⇁
    = ⠫⠈⠪⠒⠒ ↼
    = ⠫⠠⠪⠒⠒ ↽
    = ⠌⠫⠒⠒⠕ ↛
    = ⠌⠫⠪⠒⠒ ↚
    = ⠌⠫⠪⠒⠒⠕ ↮
    = ⠌⠫⠶⠶⠕ ⇏
    = ⠌⠫⠪⠶⠶ ⇍
    = ⠌⠫⠪⠶⠶⠕ ⇎
    ( ⠷ ( ⟮
    ) ⠾ ) ⟯
    ( ⠈⠷ [
    ) ⠈⠾ ]
    ( ⠨⠷ {
    ) ⠨⠾ }
    ( ⠨⠨⠷ ⟨
    ) ⠨⠨⠾ ⟩
    ( ⠈⠰⠷ ⌊
    ) ⠈⠰⠾ ⌋
    ( ⠈⠘⠷ ⌈
    ) ⠈⠘⠾ ⌉
    | ⠳ |
    | ⠳⠳ ‖
    , ⠠ ,
    . ⠸⠲ .
    . ⠸⠆ ;
    . ⠸⠦ ?
    . ⠸⠒ :
    E ⠄⠄⠄ … ⋯ ⋮ ⋱ ⋰
    ' ⠄ ′ '
    ' ⠄⠄ ″ "
    ' ⠄⠄⠄ ‴
    ' ⠄⠄⠄⠄ ⁗
    ^ ⠨⠡ °
    S ⠫⠪ ∠
    S ⠫⠞ △
    S ⠫⠲ □
    S ⠫⠙ ◇
    S ⠫⠏ ⊥
    I  \u{2061} \u{2062} \u{2063} \u{2064}
    """

    private static let roles: [Character: Role] = [
        "O": .ordinary, "+": .operation, "=": .comparison, "(": .opening, ")": .closing, "|": .bar, ",": .comma,
        ".": .punctuation, "E": .ellipsis, "'": .prime, "^": .superscripted, "S": .shape, "I": .invisible,
    ]

    private static let table: [Unicode.Scalar: Symbol] = {
        var table: [Unicode.Scalar: Symbol] = [:]
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count > 2, let role = fields[0].first.flatMap({ roles[$0] }) else { continue }
            for field in fields.dropFirst(2) {
                for scalar in field.unicodeScalars { table[scalar] = Symbol(cells: String(fields[1]), role: role) }
            }
        }
        return table
    }()

    /// Bar `¯` `‾` (and `_` under), tilde, arrows, dots and the ring: Nemeth's modifiers. The hat
    /// is `⠸⠣`, as the Speech Rule Engine's Nemeth tables write it.
    private static let modifiers: [Unicode.Scalar: String] = [
        "\u{00AF}": "⠱", "\u{203E}": "⠱", "_": "⠱", "~": "⠈⠱", "^": "⠸⠣", "\u{2192}": "⠫⠕", "\u{2190}": "⠫⠪⠒⠒",
        "\u{2194}": "⠫⠪⠒⠒⠕", "\u{02D9}": "⠡", "\u{00A8}": "⠡⠡", "\u{20DB}": "⠡⠡⠡", "\u{20DC}": "⠡⠡⠡⠡", "\u{02DA}": "⠨⠡",
    ]
}
