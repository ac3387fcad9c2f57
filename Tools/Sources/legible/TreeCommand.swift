import ArgumentParser
import LegibleAccessibility

/// `legible tree FILE`: the element tree, as an accessibility inspector shows it.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the accessibility element tree: roles, labels, values, traits, more content and facts.",
        discussion: "--json writes the documented legible-element-tree format (Documentation/ElementTreeJSON.md)."
    )

    @OptionGroup var reading: ReadingOptions

    @Flag(help: "Write JSON instead of an indented outline.")
    var json = false

    func run() throws {
        let model = try reading.model()
        try StandardOutput.write(json ? model.treeJSON() : model.treeDescription())
    }
}
