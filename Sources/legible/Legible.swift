import ArgumentParser
import Foundation

/// The `legible` command: renders Markdown and tells how it reads aloud.
@main
struct Legible: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "legible",
        abstract: "Render Markdown and make every part of it accessible.",
        subcommands: [ReadCommand.self, TreeCommand.self, StreamCommand.self, HTMLCommand.self, PageCommand.self, MathCommand.self, HighlightCommand.self,
                      AuditCommand.self, ViewCommand.self]
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // `legible audit` promises status 2 for a usage error, as linters do.
            let isAudit = CommandLine.arguments.dropFirst().first == AuditCommand.configuration.commandName
            if isAudit && (error is ConfigurationProblem || exitCode(for: error) == .validationFailure) {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(AuditCommand.usageErrorStatus)
            }
            exit(withError: error)
        }
    }
}
