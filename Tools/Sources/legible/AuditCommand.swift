import ArgumentParser
import Foundation
import LegibleAudit
import LegibleMarkdown

/// `legible audit FILE|DIR... [--format text|json|sarif]`: what makes the Markdown hard to read
/// with assistive technology.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find what makes Markdown hard to read with a screen reader, braille or speech.",
        discussion: """
            Checks each FILE, and every *.md and *.markdown file under each DIR (folders whose names \
            start with a dot are skipped), and reports each finding with its rule, severity, place \
            and a suggested fix. Exit status: 1 when a finding is an error or a file could not be \
            read, 0 otherwise, 2 for a usage error (a path that does not exist, a bad configuration). \
            With no path, the Markdown is read from standard input.

            Rules are configured by .legible-audit.json or .legible-audit.yml, looked up from each \
            file's folder upwards, or by --config; <!-- legible-audit-disable RULE --> and \
            <!-- legible-audit-disable-next-line RULE --> switch rules off in place. \
            Documentation/Audit.md describes every rule and the configuration.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "Markdown files and folders to check (standard input when omitted, or for -).", completion: .file())
    var paths: [String] = []

    @Option(help: "The report format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Option(help: "A configuration file to use for every file instead of looking one up.")
    var config: String?

    @Flag(help: "List the rules, with their severities and whether they run by default, and exit.")
    var listRules = false

    @OptionGroup var dialect: DialectOptions

    func validate() throws {
        for path in paths where path != "-" && !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or folder: \(path)")
        }
        if let config, !FileManager.default.fileExists(atPath: config) {
            throw ValidationError("no such configuration file: \(config)")
        }
    }

    func run() throws {
        if listRules {
            try StandardOutput.write(Auditor.rules.map { rule in
                "\(rule.id)\t\(rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off")\t\(rule.title)\n"
            }.joined())
            return
        }
        var configurations = AuditConfigurationFinder()
        let fixed = try config.map { try AuditConfigurationFinder.load($0) }
        var report = AuditReport()
        for file in try AuditedFiles.list(paths.isEmpty ? ["-"] : paths) {
            let configuration = try fixed ?? configurations.configuration(for: file)
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(file)
            } catch {
                report.addProblem(path: file, message: String(describing: error))
                continue
            }
            report.add(path: file, findings: Auditor(configuration: configuration).audit(markdown: bytes, options: dialect.parseOptions))
        }
        switch format {
        case .text: try StandardOutput.write(report.text())
        case .json: try StandardOutput.write(report.json())
        case .sarif: try StandardOutput.write(report.sarif())
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}

/// A configuration that cannot be used: a usage error.
struct ConfigurationProblem: Error, CustomStringConvertible {
    let description: String
}
