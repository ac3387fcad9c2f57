import ArgumentParser
import LegibleMarkdown

/// The Markdown dialect a command reads: GitHub's as pages and READMEs are written (front matter
/// and alerts included; the default) or strict CommonMark.
struct DialectOptions: ParsableArguments {
    enum Dialect: EnumerableFlag {
        case gfm
        case commonmark

        static func help(for value: Dialect) -> ArgumentHelp? {
            switch value {
            case .gfm: "GitHub Flavored Markdown with footnotes, $…$ math, alerts, front matter and {#id} heading ids (the default)."
            case .commonmark: "Strict CommonMark 0.31.2, no extensions."
            }
        }
    }

    @Flag(exclusivity: .exclusive)
    var dialect: Dialect = .gfm

    var parseOptions: ParseOptions { dialect.parseOptions }

    /// HTML in the form of the dialect's spec: GitHub's or CommonMark's.
    var htmlOptions: HTMLOptions { dialect.htmlOptions }
}

extension DialectOptions.Dialect {
    var parseOptions: ParseOptions {
        self == .gfm ? .documents : .commonMark
    }

    var htmlOptions: HTMLOptions {
        self == .gfm ? .gitHub : []
    }
}
