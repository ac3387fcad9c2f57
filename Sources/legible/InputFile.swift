import Foundation
import LegibleMarkdown

/// Reads the Markdown a command works on, as bytes (the parser repairs invalid UTF-8). A binary
/// file is refused; text that is not valid UTF-8 is read with a warning, since each bad byte will
/// show as U+FFFD.
enum InputFile {
    /// A file that cannot be read: reported as one line on standard error, exit status 1.
    struct Unreadable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot read \(path): \(reason)" }
    }

    /// The bytes of `path`, or of standard input when `path` is `nil` or `-`, if a document
    /// can hold them.
    static func read(_ path: String?) throws -> [UInt8] {
        let bytes = try readBytes(path)
        let name = path ?? "-"
        guard bytes.count <= MarkdownDocument.maximumInputSize else {
            throw Unreadable(path: name, reason: "\(bytes.count) bytes is more than the \(MarkdownDocument.maximumInputSize >> 20) MiB a document can hold")
        }
        try refuseBinary(bytes, from: 0, name: name)
        if String(validating: bytes, as: UTF8.self) == nil { warnInvalidUTF8(name) }
        return bytes
    }

    /// Refuses input whose first ``binarySniffLength`` bytes hold a NUL; `bytes` start at
    /// `offset` in the input (a live pipe is checked as it arrives).
    static func refuseBinary(_ bytes: some Collection<UInt8>, from offset: Int, name: String) throws {
        guard offset < binarySniffLength, let nul = bytes.prefix(binarySniffLength - offset).firstIndex(of: 0) else { return }
        let at = offset + bytes.distance(from: bytes.startIndex, to: nul)
        throw Unreadable(path: name, reason: "it is a binary file, not text (a NUL byte at offset \(at))")
    }

    /// Says once, on standard error, that the input is not valid UTF-8.
    static func warnInvalidUTF8(_ name: String) {
        StandardError.line("warning: \(name) is not valid UTF-8; each byte that is not is shown as \u{FFFD}")
    }

    /// How far a file is looked at for a NUL byte, which text never holds: git's measure.
    static let binarySniffLength = 8000

    private static func readBytes(_ path: String?) throws -> [UInt8] {
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
