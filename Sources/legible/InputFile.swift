import Foundation

/// Reads the Markdown a command works on, as bytes (the parser repairs invalid UTF-8).
enum InputFile {
    /// A file that cannot be read: reported as one line on standard error, exit status 1.
    struct Unreadable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot read \(path): \(reason)" }
    }

    /// The bytes of `path`, or of standard input when `path` is `nil` or `-`.
    static func read(_ path: String?) throws -> [UInt8] {
        guard let path, path != "-" else {
            return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw Unreadable(path: path, reason: "it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Unreadable(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw Unreadable(path: path, reason: error.localizedDescription)
        }
    }
}

/// Writes command output to standard output without a trailing newline of its own.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
