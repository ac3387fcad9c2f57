import Foundation
import LegibleMarkdown

/// Reads the Markdown a command works on, as bytes (the parser repairs invalid UTF-8). A binary
/// file is refused (see ``BinarySniffer``); text holding NUL bytes or bytes that are not UTF-8 is
/// read with a warning, since each such byte will show as U+FFFD.
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
        var sniffer = BinarySniffer()
        try sniffer.look(at: bytes, name: name)
        if bytes.contains(0) { warnNUL(name) }
        if String(validating: bytes, as: UTF8.self) == nil { warnInvalidUTF8(name) }
        return bytes
    }

    /// Says once, on standard error, that the input holds NUL bytes.
    static func warnNUL(_ name: String) {
        StandardError.line("warning: \(name) holds NUL bytes; each is shown as \u{FFFD}")
    }

    /// Says once, on standard error, that the input is not valid UTF-8.
    static func warnInvalidUTF8(_ name: String) {
        StandardError.line("warning: \(name) is not valid UTF-8; each byte that is not is shown as \u{FFFD}")
    }

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
