/// Interprets one Type 2 charstring (Adobe TN 5177), drawing the glyph's outline with `pen`
/// (to find its ink bounds, or to keep its path).
///
/// Hints are counted only to skip hintmask bytes; the advance width operand is recognised and
/// dropped (widths come from `hmtx`). Subroutine nesting, stack depth and total work are bounded
/// by ``FontLimits``, so self-calling subroutines and exponential call trees are refused.
struct CharstringInterpreter<Pen: OutlinePen> {
    let table: ByteReader
    let globalSubroutines: [Range<Int>]
    let localSubroutines: [Range<Int>]

    private var stack = [Double]()
    private var x = 0.0, y = 0.0
    private(set) var pen: Pen
    private var stemCount = 0
    /// Whether the first stack-clearing operator, which may carry the width, has been seen.
    private var sawWidth = false
    private var work = 0
    private var ended = false
    private var sawMoveTo = false

    init(table: ByteReader, globalSubroutines: [Range<Int>], localSubroutines: [Range<Int>], pen: Pen) {
        self.table = table
        self.pen = pen
        self.globalSubroutines = globalSubroutines
        self.localSubroutines = localSubroutines
        stack.reserveCapacity(FontLimits.charstringStack)
    }

    mutating func run(_ charString: Range<Int>) throws {
        try execute(charString, depth: 0)
        guard ended else { throw malformed("charstring does not end with endchar") }
    }

    private func malformed(_ reason: String) -> FontError { .malformed(table: "CFF ", reason: reason) }

    /// Subroutine numbers are stored minus a bias that depends on how many there are.
    private static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    private mutating func execute(_ range: Range<Int>, depth: Int) throws {
        let bytes = table.bytes
        var i = range.lowerBound
        func byte(_ at: Int) throws -> Int {
            guard at < range.upperBound else { throw FontError.truncated(table: "CFF ", offset: at - table.base) }
            return Int(bytes[at])
        }
        while i < range.upperBound, !ended {
            work += 1
            guard work <= FontLimits.charstringWork else {
                throw FontError.limitExceeded(table: "CFF ", reason: "more than \(FontLimits.charstringWork) charstring steps")
            }
            let b0 = Int(bytes[i])
            if b0 >= 32 || b0 == 28 {
                let value: Double
                switch b0 {
                case 28: value = Double(Int16(bitPattern: UInt16(try byte(i + 1) << 8 | (try byte(i + 2))))); i += 3
                case 32...246: value = Double(b0 - 139); i += 1
                case 247...250: value = Double((b0 - 247) * 256 + (try byte(i + 1)) + 108); i += 2
                case 251...254: value = Double(-(b0 - 251) * 256 - (try byte(i + 1)) - 108); i += 2
                default:
                    let raw = try (1...4).reduce(UInt32(0)) { $0 << 8 | UInt32(try byte(i + $1)) }
                    value = Double(Int32(bitPattern: raw)) / 65536
                    i += 5
                }
                guard stack.count < FontLimits.charstringStack else { throw malformed("more than \(FontLimits.charstringStack) operands") }
                stack.append(value)
                continue
            }
            i += 1
            switch b0 {
            case 1, 3, 18, 23: // hstem, vstem, hstemhm, vstemhm
                takeWidth(ifCountIs: { $0 % 2 == 1 })
                stemCount += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20: // hintmask, cntrmask: pending operands are an implicit vstem
                takeWidth(ifCountIs: { $0 % 2 == 1 })
                stemCount += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                i += (stemCount + 7) / 8
                guard i <= range.upperBound else { throw FontError.truncated(table: "CFF ", offset: i - table.base) }
            case 21: // rmoveto
                takeWidth(ifCountIs: { $0 > 2 })
                try need(2)
                moveTo(x + stack[0], y + stack[1])
            case 22: // hmoveto
                takeWidth(ifCountIs: { $0 > 1 })
                try need(1)
                moveTo(x + stack[0], y)
            case 4: // vmoveto
                takeWidth(ifCountIs: { $0 > 1 })
                try need(1)
                moveTo(x, y + stack[0])
            case 5: // rlineto
                try need(2)
                for pair in stride(from: 0, to: stack.count - 1, by: 2) { lineTo(x + stack[pair], y + stack[pair + 1]) }
            case 6, 7: // hlineto, vlineto: alternating directions
                try need(1)
                var horizontal = b0 == 6
                for delta in stack {
                    if horizontal { lineTo(x + delta, y) } else { lineTo(x, y + delta) }
                    horizontal.toggle()
                }
            case 8: // rrcurveto
                try need(6)
                for at in stride(from: 0, through: stack.count - 6, by: 6) { relativeCurve(at) }
            case 24: // rcurveline: curves, then one line
                guard stack.count >= 8, (stack.count - 2) % 6 == 0 else { throw malformed("rcurveline with \(stack.count) operands") }
                var at = 0
                while stack.count - at >= 8 { relativeCurve(at); at += 6 }
                lineTo(x + stack[at], y + stack[at + 1])
            case 25: // rlinecurve: lines, then one curve
                guard stack.count >= 8, stack.count % 2 == 0 else { throw malformed("rlinecurve with \(stack.count) operands") }
                var at = 0
                while stack.count - at > 6 { lineTo(x + stack[at], y + stack[at + 1]); at += 2 }
                relativeCurve(at)
            case 26, 27: // vvcurveto, hhcurveto: an odd count starts with the other direction's delta
                try need(4)
                var at = stack.count % 4 == 1 ? 1 : 0
                var sideways = at == 1 ? stack[0] : 0
                while at + 4 <= stack.count {
                    if b0 == 26 {
                        curve(sideways, stack[at], stack[at + 1], stack[at + 2], 0, stack[at + 3])
                    } else {
                        curve(stack[at], sideways, stack[at + 1], stack[at + 2], stack[at + 3], 0)
                    }
                    sideways = 0
                    at += 4
                }
            case 30, 31: // vhcurveto, hvcurveto: alternating; the last curve may take a fifth delta
                try need(4)
                var horizontal = b0 == 31
                var at = 0
                while at + 4 <= stack.count {
                    let last = stack.count - at == 5 ? stack[at + 4] : 0
                    if horizontal {
                        curve(stack[at], 0, stack[at + 1], stack[at + 2], last, stack[at + 3])
                    } else {
                        curve(0, stack[at], stack[at + 1], stack[at + 2], stack[at + 3], last)
                    }
                    horizontal.toggle()
                    at += 4
                }
            case 10, 29: // callsubr, callgsubr
                guard let number = stack.popLast() else { throw malformed("subroutine call without a number") }
                let subroutines = b0 == 10 ? localSubroutines : globalSubroutines
                let index = Int(number) + Self.bias(subroutines.count)
                guard subroutines.indices.contains(index) else { throw malformed("call of missing subroutine \(Int(number))") }
                guard depth < FontLimits.subroutineNesting else {
                    throw FontError.limitExceeded(table: "CFF ", reason: "subroutines nested deeper than \(FontLimits.subroutineNesting)")
                }
                try execute(subroutines[index], depth: depth + 1)
                continue // operands left by the subroutine stay for the caller
            case 11: // return
                return
            case 14: // endchar
                takeWidth(ifCountIs: { $0 == 1 || $0 == 5 })
                guard stack.isEmpty else { throw FontError.unsupported(table: "CFF ", reason: "endchar composing an accented glyph (seac)") }
                ended = true
            case 12:
                let operation = try byte(i)
                i += 1
                try flex(operation)
            default:
                throw malformed("reserved operator \(b0)")
            }
            stack.removeAll(keepingCapacity: true)
        }
    }

    /// The flex operators (12 34...37): two curves that may be drawn as a line at small sizes.
    private mutating func flex(_ operation: Int) throws {
        let s = stack
        switch operation {
        case 35: // flex
            try need(13)
            relativeCurve(0)
            relativeCurve(6)
        case 34: // hflex
            try need(7)
            let startY = y
            curve(s[0], 0, s[1], s[2], s[3], 0)
            curve(s[4], 0, s[5], startY - y, s[6], 0)
        case 36: // hflex1
            try need(9)
            let startY = y
            curve(s[0], s[1], s[2], s[3], s[4], 0)
            curve(s[5], 0, s[6], s[7], s[8], startY - (y + s[7]))
        case 37: // flex1: the last point returns to the start along the lesser axis
            try need(11)
            let startX = x, startY = y
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            curve(s[0], s[1], s[2], s[3], s[4], s[5])
            if abs(dx) > abs(dy) {
                curve(s[6], s[7], s[8], s[9], s[10], startY - (y + s[7] + s[9]))
            } else {
                curve(s[6], s[7], s[8], s[9], startX - (x + s[6] + s[8]), s[10])
            }
        default:
            throw FontError.unsupported(table: "CFF ", reason: "charstring operator 12 \(operation)")
        }
    }

    /// Drops the advance width, which the first stack-clearing operator carries as an extra
    /// leading operand.
    private mutating func takeWidth(ifCountIs hasWidth: (Int) -> Bool) {
        guard !sawWidth else { return }
        sawWidth = true
        if hasWidth(stack.count) { stack.removeFirst() }
    }

    private func need(_ count: Int) throws {
        guard stack.count >= count else { throw malformed("operator with \(stack.count) operands, needs \(count)") }
    }

    private mutating func moveTo(_ newX: Double, _ newY: Double) {
        x = newX
        y = newY
        pen.move(to: x, y)
        sawMoveTo = true
    }

    /// A path drawn without a moveto starts at the current point, (0, 0).
    private mutating func startPathIfNeeded() {
        if !sawMoveTo { moveTo(x, y) }
    }

    private mutating func lineTo(_ newX: Double, _ newY: Double) {
        startPathIfNeeded()
        x = newX
        y = newY
        pen.line(to: x, y)
    }

    /// A curve given as three relative offsets.
    private mutating func curve(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        startPathIfNeeded()
        let x1 = x + dx1, y1 = y + dy1, x2 = x1 + dx2, y2 = y1 + dy2, x3 = x2 + dx3, y3 = y2 + dy3
        pen.curve(x1, y1, x2, y2, to: x3, y3)
        x = x3
        y = y3
    }

    private mutating func relativeCurve(_ at: Int) {
        curve(stack[at], stack[at + 1], stack[at + 2], stack[at + 3], stack[at + 4], stack[at + 5])
    }
}
