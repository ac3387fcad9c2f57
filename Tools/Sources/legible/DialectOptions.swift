import ArgumentParser
import LegibleMarkdown

/// The Markdown dialect a command reads: documents as pages and READMEs are written (the
/// default), or one of two specs exactly.
struct DialectOptions: ParsableArguments {
    enum Dialect: EnumerableFlag {
        case documents
        case gfm
        case commonmark

        static func help(for value: Dialect) -> ArgumentHelp? {
            switch value {
            case .documents:
                ArgumentHelp("""
                    Documents as pages and READMEs are written (the default): GitHub Flavored Markdown with footnotes and $…$ \
                    math, and what GitHub and documentation sites add outside the spec: front matter, alerts, {#id} heading ids.
                    """)
            case .gfm: "GitHub Flavored Markdown 0.29 exactly, as its spec and cmark-gfm write it, with footnotes and $…$ math."
            case .commonmark: "CommonMark 0.31.2 exactly, no extensions."
            }
        }
    }

    @Flag(exclusivity: .exclusive)
    var dialect: Dialect = .documents

    var parseOptions: ParseOptions { dialect.parseOptions }

    /// HTML in the form of the dialect's spec: GitHub's or CommonMark's.
    var htmlOptions: HTMLOptions { dialect.htmlOptions }
}

extension DialectOptions.Dialect {
    var parseOptions: ParseOptions {
        switch self {
        case .documents: .documents
        case .gfm: .gitHub
        case .commonmark: .commonMark
        }
    }

    var htmlOptions: HTMLOptions {
        self == .commonmark ? [] : .gitHub
    }
}
