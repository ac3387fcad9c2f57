#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleRendering

/// Writes command output to standard output, all of it, without a trailing newline of its own.
///
/// Every command writes through here, so that no control character from a document reaches the
/// terminal (``write(_:)`` shows them as pictures) and a failed write (a full disk, a closed
/// file) is one line on standard error and exit status 1, never a crash.
enum StandardOutput {
    /// Standard output could not take the text.
    struct WriteFailed: Error, CustomStringConvertible {
        let reason: String
        var description: String { "cannot write to standard output: \(reason)" }
    }

    /// Writes text made from a document: controls other than line breaks and tabs are shown as
    /// their pictures (`␛`).
    static func write(_ text: String) throws {
        try writeStyled(ControlPictures.replacing(in: text, keepingLineBreaksAndTabs: true))
    }

    /// Writes text that holds Legible's own escape sequences (colors, hyperlinks); the caller
    /// has replaced the document's controls already.
    static func writeStyled(_ text: String) throws {
        // The string's own UTF-8 storage is written, without a copy into an array first.
        var text = text
        try text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeToStandardOutput(bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteFailed(reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}

/// `write(2)` to standard output (at file scope, where `write` is the system's).
private func writeToStandardOutput(_ start: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, start, count)
}
