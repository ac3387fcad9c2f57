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
public struct TokenClass: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Every value this version of Legible knows, for the library's own exhaustive switches.
    /// Clients compare with the static values instead, so a value added later breaks no
    /// client's `switch`.
    package enum Kind: UInt8, CaseIterable, Sendable {
        case keyword, type, function, identifier, string, stringEscape, number, comment, docComment,
            `operator`, punctuation, attribute, preprocessor, regex, tag, attributeName, constant, heading,
            emphasis, strong, inserted, deleted, diffHeader, prompt
    }

    /// Which of the known values this is.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    package var rawValue: UInt8 { kind.rawValue }

    package init?(rawValue: UInt8) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.kind = kind
    }

    /// The value's name as Swift writes it: `keyword`, `listItem`.
    public var description: String { String(describing: kind) }

    /// Every value this version knows, in declaration order.
    public static var allCases: [TokenClass] { Kind.allCases.map(TokenClass.init) }

    /// A reserved word: `func`, `if`, `return`, `def`, `SELECT`.
    public static let keyword = TokenClass(.keyword)
    /// The name of a type where the code declares it or names a built-in one: `Int`, `String`,
    /// `struct Point`, `u32`.
    public static let type = TokenClass(.type)
    /// The name a function declaration introduces: `func area`, `def forward`, `fn main`, or a
    /// Rust macro such as `println!`.
    public static let function = TokenClass(.function)
    /// Any other name: a variable, a parameter, a property, a called function.
    public static let identifier = TokenClass(.identifier)
    /// A string or character literal, with its quotes.
    public static let string = TokenClass(.string)
    /// An escape sequence inside a string (`\n`) or the delimiters of an interpolation
    /// (`\(`, `${`, `{`, `}`), and format placeholders such as `%d`.
    public static let stringEscape = TokenClass(.stringEscape)
    /// A numeric literal: `42`, `0x1F`, `3.14e-2`, `1_000`.
    public static let number = TokenClass(.number)
    /// A comment.
    public static let comment = TokenClass(.comment)
    /// A documentation comment: `///`, `/** */`, `//!`, a Python docstring.
    public static let docComment = TokenClass(.docComment)
    /// An operator: `+`, `==`, `&&`, `..<`.
    public static let `operator` = TokenClass(.operator)
    /// Punctuation: brackets, commas, semicolons, and the separators a language reserves.
    public static let punctuation = TokenClass(.punctuation)
    /// An attribute or annotation: `@MainActor`, `@property`, `#[derive(Debug)]`.
    public static let attribute = TokenClass(.attribute)
    /// A preprocessor or compiler directive: `#include <stdio.h>`, `#if DEBUG`.
    public static let preprocessor = TokenClass(.preprocessor)
    /// A regular-expression literal: `/[a-z]+/g`.
    public static let regex = TokenClass(.regex)
    /// A markup tag's name and brackets: `<div>`, `</p>`.
    public static let tag = TokenClass(.tag)
    /// The name of a markup attribute or of a key in data (`class=`, a JSON or YAML key).
    public static let attributeName = TokenClass(.attributeName)
    /// A named constant value: `true`, `nil`, `None`, `null`.
    public static let constant = TokenClass(.constant)
    /// A Markdown heading, or a heading inside documentation.
    public static let heading = TokenClass(.heading)
    /// Emphasised Markdown text (`*text*`).
    public static let emphasis = TokenClass(.emphasis)
    /// Strongly emphasised Markdown text (`**text**`).
    public static let strong = TokenClass(.strong)
    /// A line a diff adds.
    public static let inserted = TokenClass(.inserted)
    /// A line a diff removes.
    public static let deleted = TokenClass(.deleted)
    /// A diff's header: the files compared and the `@@` lines of its hunks.
    public static let diffHeader = TokenClass(.diffHeader)
    /// The prompt before a command in a shell session (`$ `, `(venv) $ `).
    public static let prompt = TokenClass(.prompt)

    /// A lowercase, hyphenated name for the class, usable as a CSS class: `"keyword"`,
    /// `"string-escape"`, `"doc-comment"`.
    public var name: String {
        switch kind {
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
