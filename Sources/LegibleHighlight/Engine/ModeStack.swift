/// The stack of open constructs, its first four kept inline: the state stored for every line
/// is copied without allocating, and opening a string or a comment allocates nothing, however
/// many lines share the state. Deeper constructs go to an array.
struct ModeStack: Hashable, Sendable {
    private static let inlineCount = 4
    private var inline: (Mode, Mode, Mode, Mode)
    private var overflow: [Mode] = []
    /// How many constructs are open.
    private(set) var count = 1

    /// A stack holding `root` only.
    init(_ root: Mode) {
        inline = (root, root, root, root)
    }

    /// The construct at `index`, from 0 for the outermost.
    subscript(index: Int) -> Mode {
        get {
            switch index {
            case 0: inline.0
            case 1: inline.1
            case 2: inline.2
            case 3: inline.3
            default: overflow[index - Self.inlineCount]
            }
        }
        set {
            switch index {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            case 3: inline.3 = newValue
            default: overflow[index - Self.inlineCount] = newValue
            }
        }
    }

    /// The innermost construct.
    var last: Mode { self[count - 1] }

    mutating func append(_ mode: Mode) {
        if count < Self.inlineCount {
            self[count] = mode
        } else {
            overflow.append(mode)
        }
        count += 1
    }

    mutating func removeLast() {
        if count > Self.inlineCount { overflow.removeLast() }
        count -= 1
    }

    /// Closes every construct from `index` on.
    mutating func removeAll(from index: Int) {
        while count > index { removeLast() }
    }

    static func == (a: ModeStack, b: ModeStack) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count { hasher.combine(self[index]) }
    }
}
