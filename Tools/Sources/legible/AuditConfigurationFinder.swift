import Foundation
import LegibleAudit

/// Finds the configuration of each audited file: the nearest `.legible-audit.json` or
/// `.legible-audit.yml` (or `.yaml`) in the file's folder or a folder above it. Each folder is
/// looked at once.
struct AuditConfigurationFinder {
    static let fileNames = [".legible-audit.json", ".legible-audit.yml", ".legible-audit.yaml"]

    private var byFolder: [String: AuditConfiguration] = [:]

    mutating func configuration(for file: String) throws -> AuditConfiguration {
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        return try configuration(in: folder)
    }

    private mutating func configuration(in folder: URL) throws -> AuditConfiguration {
        if let known = byFolder[folder.path] { return known }
        let present = Self.fileNames.map { folder.appendingPathComponent($0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
        let result: AuditConfiguration
        if present.count > 1 {
            throw ConfigurationProblem(description: "\(folder.path) has more than one configuration (\(present.map(\.lastPathComponent).joined(separator: ", "))); keep one")
        } else if let file = present.first {
            result = try Self.load(file.path)
        } else if folder.path == "/" || folder.path.isEmpty {
            result = AuditConfiguration()
        } else {
            result = try configuration(in: folder.deletingLastPathComponent())
        }
        byFolder[folder.path] = result
        return result
    }

    /// The configuration in a file, JSON unless its name ends in `.yml` or `.yaml`.
    static func load(_ path: String) throws -> AuditConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationProblem(description: "cannot read the configuration \(path)")
        }
        let text = String(decoding: data, as: UTF8.self)
        do {
            return path.hasSuffix(".yml") || path.hasSuffix(".yaml") ? try AuditConfiguration(yaml: text) : try AuditConfiguration(json: text)
        } catch let error as AuditConfigurationError {
            throw ConfigurationProblem(description: "\(path): \(error.message)")
        }
    }
}
