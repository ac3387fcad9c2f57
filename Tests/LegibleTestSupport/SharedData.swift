import Foundation

/// Locates the data every developer and CI run has at `../shared` beside the project
/// (or in the directory named by `LEGIBLE_SHARED`).
///
/// A test that needs the data says so with the `needsSharedData` trait: it is then skipped, and
/// shown as skipped, when the data is absent on a developer's machine; under `CI=true` it runs and
/// a missing file is an error, so conformance can never pass by being skipped.
public enum SharedData {
    /// Thrown when a file a test needs is missing.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "shared data missing: \(path)" }
    }

    /// The shared directory: `$LEGIBLE_SHARED`, else `../shared` next to the repository.
    public static let root: URL = {
        if let override = ProcessInfo.processInfo.environment["LEGIBLE_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared", isDirectory: true)
    }()

    /// Whether this run is CI, where missing data must fail rather than skip.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether a test that needs `relativePath` runs: when the file is there, and always under CI,
    /// where a missing file must fail the test rather than skip it (see `needsSharedData`).
    public static func isAvailable(_ relativePath: String) -> Bool {
        isCI || FileManager.default.fileExists(atPath: root.appendingPathComponent(relativePath).path)
    }

    /// The URL of `relativePath` under the shared directory.
    /// - Throws: ``Missing`` when it is not there.
    public static func url(_ relativePath: String) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(path: url.path) }
        return url
    }

    /// The conformance records of a shared JSON file (CommonMark, GFM or math-speech format).
    public static func records<Record: Decodable>(_ relativePath: String, as type: Record.Type) throws -> [Record] {
        try JSONDecoder().decode([Record].self, from: Data(contentsOf: try url(relativePath)))
    }

    /// Every file under `relativeDirectory` whose name ends in one of `extensions`, sorted by path.
    public static func files(under relativeDirectory: String, extensions: Set<String> = ["md", "markdown"]) throws -> [URL] {
        let directory = try url(relativeDirectory)
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let file as URL in enumerator where extensions.contains(file.pathExtension.lowercased()) {
            found.append(file)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The corpus's manifest, `data/corpus/MANIFEST.tsv`.
    public static let corpusManifest = "data/corpus/MANIFEST.tsv"

    /// The corpus documents the manifest lists, in its order (sorted by path).
    /// - Throws: ``Missing`` when the manifest or a document it lists is not there.
    public static func corpus() throws -> [URL] {
        let manifest = try String(contentsOf: try url(corpusManifest), encoding: .utf8)
        let rows = manifest.split(separator: "\n").dropFirst()
        return try rows.map { row in try url("data/corpus/" + String(row.prefix { $0 != "\t" })) }
    }

    /// How many documents the corpus's manifest lists, which a corpus test must have seen.
    public static func corpusCount() throws -> Int {
        try String(contentsOf: try url(corpusManifest), encoding: .utf8).split(separator: "\n").count - 1
    }
}
