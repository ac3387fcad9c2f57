import Foundation

/// The files `legible audit` checks: each file named, and the Markdown files under each folder.
enum AuditedFiles {
    /// The extensions of Markdown files found in folders (compared without case).
    static let markdownExtensions: Set<String> = ["md", "markdown"]

    /// The files to check, in the order given, each folder's sorted by path. Folders whose names
    /// start with a dot (`.git`, `.build`) are skipped, and symbolic links to folders are not
    /// followed, so that a walk cannot loop.
    static func list(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path, isDirectory: true)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                                  options: [.skipsHiddenFiles]) else { continue }
            var found: [String] = []
            for case let url as URL in enumerator where markdownExtensions.contains(url.pathExtension.lowercased()) {
                guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
                // Keep the path as the user wrote its folder, so that reports name files the same way.
                let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
                found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }
}
