import ArgumentParser
import Foundation

/// The `legible` command: renders Markdown and tells how it reads aloud.
@main
struct Legible: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "legible",
        abstract: "Render Markdown and make every part of it accessible.",
        discussion: """
            Exit status, for every command: 0 when it did its work; 1 when it could not (a file \
            that cannot be read or is not text, output that cannot be written, TeX that cannot be \
            read, an audit finding of error severity); 2 for a usage error (an unknown option, a bad \
            value, a path that does not exist, a bad configuration).
            """,
        version: "0.1.0",
        subcommands: [ReadCommand.self, TreeCommand.self, StreamCommand.self, HTMLCommand.self, PageCommand.self, MathCommand.self, HighlightCommand.self,
                      AuditCommand.self, ViewCommand.self, ManualCommand.self]
    )

    /// The status of a usage error, for every command: 2, as grep, diff and linters use
    /// (ArgumentParser's own is 64).
    static let usageErrorStatus: Int32 = 2

    static func main() {
        do {
            if let fast = HTMLFastPath(CommandLine.arguments.dropFirst()) {
                try fast.run()
                return
            }
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if error is ConfigurationProblem || exitCode(for: error) == .validationFailure {
                StandardError.line(fullMessage(for: error))
                Foundation.exit(usageErrorStatus)
            }
            exit(withError: error)
        }
    }
}
