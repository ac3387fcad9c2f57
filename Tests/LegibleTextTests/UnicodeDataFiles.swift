import Foundation
import Testing
import LegibleTestSupport

/// The Unicode Character Database files the conformance tests read at test time (they are not
/// copied into the repository). Debian's `unicode-data` package installs them in
/// `/usr/share/unicode/auxiliary`; `LEGIBLE_UNICODE_DATA` names another directory that holds them.
enum UnicodeDataFiles {
    /// Thrown when a file is missing under `CI=true`, so that conformance never passes by skipping.
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "Unicode data missing under CI: \(path) (install unicode-data)" }
    }

    /// The directory the files are read from.
    static let directory: URL = {
        if let override = ProcessInfo.processInfo.environment["LEGIBLE_UNICODE_DATA"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return URL(fileURLWithPath: "/usr/share/unicode/auxiliary", isDirectory: true)
    }()

    /// Whether a test that needs the file `name` runs: when the file is there, and always under
    /// CI, where a missing file must fail the test instead of skipping it.
    static func shouldRun(_ name: String) -> Bool {
        SharedData.isCI || FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
    }

    /// The text of the file `name`.
    /// - Throws: ``Missing`` when it is not there.
    static func contents(of name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(path: url.path) }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when the Unicode data file `name` is there or under CI (where its absence
    /// fails the test); otherwise skips it with a message saying how to get the file.
    static func needsUnicodeData(_ name: String) -> Self {
        .enabled(if: UnicodeDataFiles.shouldRun(name),
                 "\(name) not found in \(UnicodeDataFiles.directory.path): install unicode-data or set LEGIBLE_UNICODE_DATA")
    }
}
