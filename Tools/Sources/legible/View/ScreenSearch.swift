import Foundation
import LegibleRendering

/// Search as `less` does it: in the text as it is drawn (a formula's TeX or spoken form, an
/// image's description, a control's picture, a table's cells), one row at a time, with a
/// regular expression that ignores case unless it has a capital letter. A pattern that is not
/// a valid expression is searched for as it is.
struct ScreenSearch {
    /// One match: its row and the columns it covers.
    struct Match: Equatable {
        var row: Int
        var columns: Range<Int>
    }

    /// Each row as drawn, and the column of each of its UTF-16 offsets (one past the end too).
    private let rows: [(text: String, columns: [Int])]

    /// The rows of `layout`, painted once.
    init(layout: CellLayout) {
        rows = layout.paint(rows: 0..<Int(layout.size.height)).map(Self.row)
    }

    private static func row(_ spans: [CellLayout.Span]) -> (text: String, columns: [Int]) {
        var text = ""
        var columns: [Int] = []
        var column = 0
        for span in spans where span.column >= column {
            while column < span.column {
                text += " "
                columns.append(column)
                column += 1
            }
            for character in span.text {
                text.append(character)
                columns += Array(repeating: column, count: character.utf16.count)
                column += CellLayout.cells(of: character)
            }
        }
        columns.append(column)
        return (text, columns)
    }

    /// The expression for `pattern`: case-insensitive when it is all lower case ("smart case").
    static func expression(_ pattern: String) -> NSRegularExpression? {
        let options: NSRegularExpression.Options = pattern.contains(where: \.isUppercase) ? [] : [.caseInsensitive]
        return (try? NSRegularExpression(pattern: pattern, options: options))
            ?? (try? NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: pattern), options: options))
    }

    /// Every match of `pattern`, in reading order (empty matches left out).
    func matches(of pattern: String) -> [Match] {
        guard let expression = Self.expression(pattern) else { return [] }
        var found: [Match] = []
        for (index, row) in rows.enumerated() {
            let range = NSRange(location: 0, length: row.text.utf16.count)
            for result in expression.matches(in: row.text, range: range) where result.range.length > 0 {
                found.append(Match(row: index, columns: row.columns[result.range.location]..<row.columns[result.range.location + result.range.length]))
            }
        }
        return found
    }
}
