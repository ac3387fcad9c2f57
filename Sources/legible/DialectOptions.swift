import ArgumentParser
import LegibleMarkdown

/// The Markdown dialect a command reads: GitHub's (the default) or strict CommonMark.
struct DialectOptions: ParsableArguments {
    enum Dialect: EnumerableFlag {
        case gfm
        case commonmark

        static func help(for value: Dialect) -> ArgumentHelp? {
            switch value {
            case .gfm: "GitHub Flavored Markdown with footnotes and $…$ math (the default)."
            case .commonmark: "Strict CommonMark 0.31.2, no extensions."
            }
        }
    }

    @Flag(exclusivity: .exclusive)
    var dialect: Dialect = .gfm

    var parseOptions: ParseOptions {
        dialect == .gfm ? .gitHub : .commonMark
    }

    /// HTML in the form of the dialect's spec: GitHub's or CommonMark's.
    var htmlOptions: HTMLOptions {
        dialect == .gfm ? .gitHub : []
    }
}
