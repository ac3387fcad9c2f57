/// The common shapes of `legible html` (`html [--unsafe] [--documents | --gfm | --commonmark] [FILE]`),
/// recognised without ArgumentParser.
///
/// `parseAsRoot` looks up protocol conformances for every option of every subcommand, which cost
/// 12.3 million of the 18.5 million instructions `legible html /dev/null` took before it reads a
/// byte; the HTML command is the one run in loops and pipelines, so its usual arguments skip
/// that. Anything else (help, a repeated or unknown flag, `--`, `-`, a second file) is left to
/// ArgumentParser, so its help and its errors stay the only ones.
struct HTMLFastPath {
    var file: String?
    var dialect = DialectOptions.Dialect.documents
    var unsafe = false

    /// The invocation `arguments` (without the program's name) asks for, or `nil` when
    /// ArgumentParser must read them.
    init?(_ arguments: ArraySlice<String>) {
        guard arguments.first == "html" else { return nil }
        var sawDialect = false
        for argument in arguments.dropFirst() {
            switch argument {
            case "--unsafe" where !unsafe:
                unsafe = true
            case "--documents" where !sawDialect, "--gfm" where !sawDialect, "--commonmark" where !sawDialect:
                sawDialect = true
                dialect = argument == "--gfm" ? .gfm : argument == "--commonmark" ? .commonmark : .documents
            default:
                guard file == nil, !argument.hasPrefix("-"), argument != "help" else { return nil }
                file = argument
            }
        }
    }

    func run() throws {
        try HTMLCommand.render(file: file, dialect: dialect, unsafe: unsafe,
                               headingIDs: false, headingIDPrefix: "")
    }
}
