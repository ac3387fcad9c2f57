import Foundation
import Testing

/// What people expect of any command-line tool: a version, a man page, completions that
/// complete file names, one scheme of exit statuses, standard input where a file is read, and
/// clear refusals.
@Suite("command-line conventions")
struct ConventionsTests {
    @Test("--version prints the version")
    func version() throws {
        let result = try LegibleCommand.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test("legible manual writes a man page made from every command's help, which groff reads without a warning")
    func manual() throws {
        let page = try LegibleCommand.run(["manual"]).standardOutput
        #expect(page.hasPrefix(".TH LEGIBLE 1 "))
        for command in ["read", "tree", "stream", "html", "page", "math", "highlight", "audit", "view"] {
            let help = try LegibleCommand.run([command, "--help"]).standardOutput
            let usage = try #require(help.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
            #expect(page.contains(".SS \(command)\n"))
            #expect(page.contains(String(usage).replacingOccurrences(of: "\\", with: "\\e")))
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "groff is needed to check the man page")
            return
        }
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-man", "-Tutf8", "-ww", "-z"]
        let input = Pipe()
        let errors = Pipe()
        groff.standardInput = input
        groff.standardError = errors
        try groff.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        groff.waitUntilExit()
        #expect(groff.terminationStatus == 0)
        #expect(warnings == "")
    }

    @Test("the bash, zsh and fish completions complete file names for a command's file", arguments: [
        ("bash", "__legible_add_completions -f\n"), ("zsh", "':file:_files'"), ("fish", "\"legible view\" -eq 1' -F\n"),
    ])
    func completions(shell: String, fileCompletion: String) throws {
        let script = try LegibleCommand.run(["--generate-completion-script", shell]).standardOutput
        #expect(script.contains(fileCompletion))
    }

    @Test("every command exits 2 on a usage error", arguments: [
        ["read", "--bogus"], ["tree", "--language", "xx"], ["html", "--gfm", "--commonmark"], ["page", "--bogus"], ["math", "x", "--style", "loud"],
        ["highlight", "--format", "xml"], ["audit", "/no/such/file.md"], ["view", "--width", "0"], ["stream", "--chunk", "0"], ["nonsense"],
    ])
    func usageError(arguments: [String]) throws {
        let result = try LegibleCommand.run(arguments)
        #expect(result.status == 2)
        #expect(!result.standardError.isEmpty)
    }

    @Test("highlight infers the language from the file name")
    func highlightInfersLanguage() throws {
        let result = try LegibleCommand.run(["highlight", "--format", "json", "Scripts/fuzz.py"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("{\"language\": \"Python\", \"highlighted\": true"))
    }

    @Test("math reads standard input")
    func mathStandardInput() throws {
        let result = try LegibleCommand.run(["math"], input: Array("\\frac{a+b}{2}\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "the fraction with numerator a plus b, and denominator 2\n")
    }

    @Test("math names what it cannot read and exits 1", arguments: [
        ("\\frac{a}{b", "Error: cannot read the TeX: a { without its } or a } without its {\n"),
        ("\\foo x", "Error: cannot read the TeX: unknown command \\foo\n"),
    ])
    func mathUnreadable(tex: String, message: String) throws {
        let result = try LegibleCommand.run(["math", tex])
        #expect(result.status == 1)
        #expect(result.standardError == message)
    }

    @Test("a BCP 47 tag with a region falls back to its language", arguments: [
        (["read", "--language", "en-US"], "heading level 1, H\n"), (["read", "--language", "de_AT"], "Überschrift Ebene 1, H\n"),
    ])
    func languageRegion(arguments: [String], expected: String) throws {
        let result = try LegibleCommand.run(arguments, input: Array("# H\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
        #expect(try LegibleCommand.run(["math", "--language", "de-AT", "\\sqrt{x}"]).standardOutput == "Quadratwurzel aus x\n")
    }

    @Test("a binary file is refused with a clear line and exit 1", arguments: ["view", "read", "html", "highlight"])
    func binary(command: String) throws {
        let result = try LegibleCommand.run([command, "-"], input: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00])
        #expect(result.status == 1)
        #expect(result.standardError == "Error: cannot read -: it is a binary file, not text (5 of its first 8 bytes are control bytes)\n")
    }

    @Test("a stray NUL does not make text binary: it shows as U+FFFD, with a warning", arguments: ["view", "read", "html"])
    func strayNUL(command: String) throws {
        let result = try LegibleCommand.run([command, "-"], input: Array("Before\u{0}after, a whole paragraph of text.\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Before\u{FFFD}after"))
        #expect(result.standardError == "warning: - holds NUL bytes; each is shown as \u{FFFD}\n")
    }

    @Test("invalid UTF-8 is rendered with U+FFFD and a warning")
    func invalidUTF8() throws {
        let result = try LegibleCommand.run(["view", "-"], input: [0x61, 0xFF, 0x62, 0x0A])
        #expect(result.status == 0)
        #expect(result.standardOutput == "a\u{FFFD}b\n")
        #expect(result.standardError == "warning: - is not valid UTF-8; each byte that is not is shown as \u{FFFD}\n")
    }
}
