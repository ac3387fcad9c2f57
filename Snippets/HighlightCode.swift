// Highlight code: token runs with a class each (keyword, string, comment, …) and their ranges in
// the code, for any front end to color.
import LegibleHighlight

let code = "let total = prices.reduce(0, +) // in cents"
for run in CodeHighlighter(languageName: "swift").runs(in: code) {
    let start = code.utf8.index(code.startIndex, offsetBy: run.utf8Range.lowerBound)
    let end = code.utf8.index(code.startIndex, offsetBy: run.utf8Range.upperBound)
    print(run.tokenClass.name, code[start..<end])
}
