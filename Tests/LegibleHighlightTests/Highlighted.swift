import LegibleHighlight

/// Code written with its runs marked, for tests that show input and output side by side: each
/// run as `tag{text}` (tags below), plain text as it is.
///
/// `highlighted("let x = 1", "swift")` is `kw{let} id{x} pun{=} num{1}`.
func highlighted(_ code: String, _ language: String) -> String {
    marked(code, CodeHighlighter(languageName: language).runs(in: code))
}

/// `code` with `runs` marked as ``highlighted(_:_:)`` does.
func marked(_ code: String, _ runs: [TokenRun]) -> String {
    let bytes = Array(code.utf8)
    var out = ""
    var position = 0
    for run in runs {
        out += String(decoding: bytes[position..<run.utf8Range.lowerBound], as: UTF8.self)
        out += tag(run.tokenClass) + "{" + String(decoding: bytes[run.utf8Range], as: UTF8.self) + "}"
        position = run.utf8Range.upperBound
    }
    return out + String(decoding: bytes[position...], as: UTF8.self)
}

/// The short tag of each class in marked code.
func tag(_ tokenClass: TokenClass) -> String {
    switch tokenClass.kind {
    case .keyword: "kw"
    case .type: "ty"
    case .function: "fn"
    case .identifier: "id"
    case .string: "str"
    case .stringEscape: "esc"
    case .number: "num"
    case .comment: "com"
    case .docComment: "doc"
    case .operator: "op"
    case .punctuation: "pun"
    case .attribute: "attr"
    case .preprocessor: "pre"
    case .regex: "re"
    case .tag: "tag"
    case .attributeName: "an"
    case .constant: "con"
    case .heading: "h"
    case .emphasis: "em"
    case .strong: "st"
    case .inserted: "ins"
    case .deleted: "del"
    case .diffHeader: "dh"
    case .prompt: "pr"
    }
}
