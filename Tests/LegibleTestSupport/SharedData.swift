import Foundation

/// Locates the data every developer and CI run has at `../shared` beside the project
/// (or in the directory named by `LEGIBLE_SHARED`).
///
/// Tests skip with a message when the data is absent on a developer's machine; under `CI=true`
/// a missing file is an error, so conformance can never pass by being skipped.
public enum SharedData {
    /// Thrown under `CI=true` when a file the tests need is missing.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "shared data missing under CI: \(path)" }
    }

    /// The shared directory: `$LEGIBLE_SHARED`, else `../shared` next to the package root.
    public static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["LEGIBLE_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        // This file is Tests/LegibleTestSupport/SharedData.swift; the package root is three levels up.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared", isDirectory: true)
    }()

    /// Whether this run is CI, where missing data must fail rather than skip.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The URL of `relativePath` under the shared directory, or `nil` (after printing why) when it is
    /// missing outside CI.
    /// - Throws: ``Missing`` when the file is missing and `CI=true`.
    public static func url(_ relativePath: String) throws -> URL? {
        let url = root.appendingPathComponent(relativePath)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        if isCI { throw Missing(path: url.path) }
        print("skipping: shared data not found at \(url.path) (set LEGIBLE_SHARED or place ../shared)")
        return nil
    }

    /// The conformance records of a shared JSON file (CommonMark, GFM or math-speech format).
    public static func records<Record: Decodable>(_ relativePath: String, as type: Record.Type) throws -> [Record]? {
        guard let url = try url(relativePath) else { return nil }
        return try JSONDecoder().decode([Record].self, from: Data(contentsOf: url))
    }

    /// Every file under `relativeDirectory` whose name ends in one of `extensions`, sorted by path.
    public static func files(under relativeDirectory: String, extensions: Set<String> = ["md", "markdown"]) throws -> [URL]? {
        guard let directory = try url(relativeDirectory) else { return nil }
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let file as URL in enumerator where extensions.contains(file.pathExtension.lowercased()) {
            found.append(file)
        }
        return found.sorted { $0.path < $1.path }
    }
}
