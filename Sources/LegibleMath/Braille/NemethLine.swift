/// Writes a transcription's tokens as lines of braille, applying the Nemeth Code's rules that
/// depend on what stands next to a symbol:
///
/// - **Spaces**: a sign of comparison has a space on either side; spaces in a row make one, and none stands at either end of a line, before
///   a comma, a mark of punctuation or a closing grouping symbol, or after an opening one.
/// - **Level indicators**: a symbol on another script level than the one before it takes that
///   level's indicator (`⠘` superscript, `⠰` subscript, `⠘⠰` …), and the baseline indicator `⠐`
///   returns to the base level. A space returns to the base level by itself, so a script that
///   goes on after one (a comparison inside a subscript, `x_{i=1}`) restates its level; a comma
///   or the punctuation indicator returns to the base level without `⠐`.
/// - **Numeric indicator** `⠼`: before a numeral at the start of a line or after a space (but
///   not the space after a comma of an enclosed list, `(1, 2)`), and after a minus sign that
///   begins a line or follows a space.
///
/// - **Multipurpose indicator** `⠐` between a letter and a numeral after it on its level, which
///   would otherwise read as the letter's subscript (`B1` is `⠠⠃⠐⠂`, `x_1` is `⠭⠂`).
///
/// A table's block is set beside what comes before it on its first line, its other lines
/// indented to the same column.
struct NemethLine {
    /// What was written last, for the numeric indicator.
    private enum Previous {
        case start, space, minusAfterSpace, other
    }

    /// The blank cell, U+2800.
    static let blank: Character = "⠀"
    /// The baseline indicator.
    static let baseline = "⠐"

    /// The lines of `tokens`, without trailing blank cells. Linear in the cells written.
    static func render(_ tokens: [NemethToken]) -> [String] {
        var lines = Lines()
        var level = ""
        var previous = Previous.start
        var previousKind: NemethToken.Kind = .space
        var pendingSpace = false
        // Whether the pending space follows a comma of an enclosed list.
        var inList = false
        for token in tokens {
            switch token.kind {
            case .space, .listSpace:
                if previous != .start { pendingSpace = true }
                inList = token.kind == .listSpace
                continue
            default: break
            }
            switch (token.kind, previousKind) {
            case (.comma, _), (.punctuation, _), (.closing, _), (_, .opening): pendingSpace = false
            default: break
            }
            if pendingSpace {
                lines.write(String(blank))
                level = ""
                previous = inList ? .other : .space
                pendingSpace = false
            }
            inList = false
            let changesLevel = token.level != level
            if changesLevel {
                switch token.kind {
                case .comma where token.level.isEmpty, .punctuation where token.level.isEmpty: break
                default:
                    lines.write(token.level.isEmpty ? baseline : token.level)
                    previous = .other
                }
                level = token.level
            }
            switch token.kind {
            case .numeral:
                if previous != .other {
                    lines.write(NemethLetters.numericIndicator)
                } else if previousKind == .letter, !changesLevel {
                    // A numeral right after a letter would read as its subscript (`x_2` is `⠭⠆`):
                    // the multipurpose indicator says it is not one (`B1` is `⠠⠃⠐⠂`).
                    lines.write(baseline)
                }
                previous = .other
            case .minus:
                previous = previous == .other ? .other : .minusAfterSpace
            default:
                previous = .other
            }
            if case .block(let block) = token.kind {
                lines.write(block)
            } else {
                lines.write(token.cells)
            }
            previousKind = token.kind
        }
        return lines.texts.map { line in
            var line = line
            while line.last == blank { line.removeLast() }
            return line
        }
    }

    /// The lines being written, with how many cells each has (counting a string's characters
    /// each time would make writing quadratic).
    private struct Lines {
        var texts = [""]
        var widths = [0]

        /// Writes `cells` on the first line.
        mutating func write(_ cells: String) {
            texts[0] += cells
            widths[0] += cells.count
        }

        /// Writes a block's lines: its first on the first line, the others below it, indented to
        /// the column where it starts.
        mutating func write(_ block: [String]) {
            let column = widths[0]
            for (index, line) in block.enumerated() {
                if index >= texts.count {
                    texts.append("")
                    widths.append(0)
                }
                let indent = index == 0 ? 0 : max(0, column - widths[index])
                texts[index] += String(repeating: blank, count: indent) + line
                widths[index] += indent + line.count
            }
        }
    }
}
