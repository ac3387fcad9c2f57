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

    /// Writes text made from a document that `produce` hands over in pieces of whole characters,
    /// as ``write(_:)`` would write the pieces joined, without holding them all at once. A piece
    /// with nothing to replace, nearly every one, is written as it is.
    static func writePieces(_ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) throws {
        var heldCarriageReturn = false
        var failure: (any Error)?
        produce { piece in
            guard failure == nil, var rest = Optional(piece[...]), !rest.isEmpty else { return }
            do {
                // A carriage return stays only before a line feed, which may start the next
                // piece: one that ends a piece waits for it.
                if heldCarriageReturn {
                    let lineFeed = rest.first == 0x0A
                    try write(lineFeed ? "\r\n" : "\r")
                    if lineFeed { rest = rest.dropFirst() }
                }
                heldCarriageReturn = rest.last == 0x0D
                if heldCarriageReturn { rest = rest.dropLast() }
                let bytes = UnsafeBufferPointer(rebasing: rest)
                if ControlPictures.containsControlOtherThanLineBreaksAndTabs(bytes) {
                    try write(String(decoding: bytes, as: UTF8.self))
                } else {
                    try writeBytes(bytes)
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        if heldCarriageReturn { try write("\r") }
    }

    /// Writes text that holds Legible's own escape sequences (colors, hyperlinks); the caller
    /// has replaced the document's controls already.
    static func writeStyled(_ text: String) throws {
        // The string's own UTF-8 storage is written, without a copy into an array first.
        var text = text
        try text.withUTF8 { try writeBytes($0) }
    }

    /// Writes bytes as they are, all of them.
    private static func writeBytes(_ bytes: UnsafeBufferPointer<UInt8>) throws {
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

/// `write(2)` to standard output (at file scope, where `write` is the system's).
private func writeToStandardOutput(_ start: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, start, count)
}
