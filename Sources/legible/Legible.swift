import ArgumentParser

/// The `legible` command: renders Markdown and tells how it reads aloud.
@main
struct Legible: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "legible",
        abstract: "Render Markdown and make every part of it accessible.",
        subcommands: [ReadCommand.self, TreeCommand.self, StreamCommand.self, HTMLCommand.self, MathCommand.self, HighlightCommand.self,
                      ViewCommand.self]
    )
}
