import ArgumentParser

/// `legible manual`: the man page, made from the help of every command, so the two never
/// disagree. `legible manual > legible.1; man ./legible.1`.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Write the man page (roff), made from every command's help.",
        discussion: "Install it as legible.1 in a man1 folder, or read it with: legible manual > legible.1 && man ./legible.1"
    )

    func run() throws {
        try StandardOutput.write(Self.page())
    }

    /// The page: name, synopsis, description with the exit statuses, then each command's help.
    static func page() -> String {
        let root = Legible.configuration
        var page = ".TH LEGIBLE 1 \"\" \"legible \(root.version)\" \"User Commands\"\n"
        page += ".SH NAME\nlegible \\- \(roff(root.abstract))\n"
        page += ".SH SYNOPSIS\n.B legible\n.I command\n[\n.I options\n]\n[\n.I file\n]\n"
        page += ".SH DESCRIPTION\n\(roff(root.discussion))\n"
        page += ".SH COMMANDS\n"
        for command in root.subcommands {
            let name = command.configuration.commandName ?? ""
            page += ".SS \(roff(name))\n\(roff(command.configuration.abstract))\n.PP\n.nf\n"
            page += roff(Legible.helpMessage(for: command, columns: 80)) + "\n.fi\n"
        }
        return page
    }

    /// Text that roff shows as it is: a backslash as `\e`, other than ASCII as `\[u2026]`, and a
    /// line starting with `.` or `'` (a request) protected by the zero-width `\&`.
    static func roff(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                escaped += "\\e"
            } else if scalar.isASCII {
                escaped.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
