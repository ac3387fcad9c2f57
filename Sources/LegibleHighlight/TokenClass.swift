/// What a piece of code is, for coloring it and for telling it apart when it is read: the small,
/// fixed set of classes every language's highlighting uses.
///
/// A theme gives each class a color; accessible HTML writes ``name`` as the class of a span.
/// Text that belongs to no class (spaces, plain words of a shell command, program output in a
/// shell session) has no token run and is shown as plain text.
///
/// ```swift
/// let runs = CodeHighlighter(languageName: "swift").runs(in: "let x = 1")
/// runs.map(\.tokenClass)   // [.keyword, .identifier, .punctuation, .number]
/// ```
public enum TokenClass: UInt8, CaseIterable, Hashable, Sendable {
    /// A reserved word: `func`, `if`, `return`, `def`, `SELECT`.
    case keyword
    /// The name of a type where the code declares it or names a built-in one: `Int`, `String`,
    /// `struct Point`, `u32`.
    case type
    /// The name a function declaration introduces: `func area`, `def forward`, `fn main`, or a
    /// Rust macro such as `println!`.
    case function
    /// Any other name: a variable, a parameter, a property, a called function.
    case identifier
    /// A string or character literal, with its quotes.
    case string
    /// An escape sequence inside a string (`\n`) or the delimiters of an interpolation
    /// (`\(`, `${`, `{`, `}`), and format placeholders such as `%d`.
    case stringEscape
    /// A numeric literal: `42`, `0x1F`, `3.14e-2`, `1_000`.
    case number
    /// A comment.
    case comment
    /// A documentation comment: `///`, `/** */`, `//!`, a Python docstring.
    case docComment
    /// An operator: `+`, `==`, `&&`, `..<`.
    case `operator`
    /// Punctuation: brackets, commas, semicolons, and the separators a language reserves.
    case punctuation
    /// An attribute or annotation: `@MainActor`, `@property`, `#[derive(Debug)]`.
    case attribute
    /// A preprocessor or compiler directive: `#include <stdio.h>`, `#if DEBUG`.
    case preprocessor
    /// A regular-expression literal: `/[a-z]+/g`.
    case regex
    /// A markup tag's name and brackets: `<div>`, `</p>`.
    case tag
    /// The name of a markup attribute or of a key in data (`class=`, a JSON or YAML key).
    case attributeName
    /// A named constant value: `true`, `nil`, `None`, `null`.
    case constant
    /// A Markdown heading, or a heading inside documentation.
    case heading
    /// Emphasised Markdown text (`*text*`).
    case emphasis
    /// Strongly emphasised Markdown text (`**text**`).
    case strong
    /// A line a diff adds.
    case inserted
    /// A line a diff removes.
    case deleted
    /// A diff's header: the files compared and the `@@` lines of its hunks.
    case diffHeader
    /// The prompt before a command in a shell session (`$ `, `(venv) $ `).
    case prompt

    /// A lowercase, hyphenated name for the class, usable as a CSS class: `"keyword"`,
    /// `"string-escape"`, `"doc-comment"`.
    public var name: String {
        switch self {
        case .keyword: "keyword"
        case .type: "type"
        case .function: "function"
        case .identifier: "identifier"
        case .string: "string"
        case .stringEscape: "string-escape"
        case .number: "number"
        case .comment: "comment"
        case .docComment: "doc-comment"
        case .operator: "operator"
        case .punctuation: "punctuation"
        case .attribute: "attribute"
        case .preprocessor: "preprocessor"
        case .regex: "regex"
        case .tag: "tag"
        case .attributeName: "attribute-name"
        case .constant: "constant"
        case .heading: "heading"
        case .emphasis: "emphasis"
        case .strong: "strong"
        case .inserted: "inserted"
        case .deleted: "deleted"
        case .diffHeader: "diff-header"
        case .prompt: "prompt"
        }
    }

    /// The class whose ``name`` is `name`, if any.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
