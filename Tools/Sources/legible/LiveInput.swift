#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleMarkdown

/// A pipe or named pipe that a program is still writing (`some-llm-cli "question" | legible
/// view`): read as the bytes arrive, rather than whole once it closes, so that a command shows
/// an answer while it streams.
final class LiveInput {
    /// Where the bytes come from.
    let descriptor: Int32
    /// The path read, `-` for standard input (for messages).
    let path: String
    /// Whether the writer closed the pipe: nothing more will arrive.
    private(set) var isClosed = false
    private var received = 0
    /// The end of the bytes received so far, when it may be the start of a character whose
    /// other bytes are still to come (checked as UTF-8 with them).
    private var unfinishedCharacter: [UInt8] = []
    private var warnedOfInvalidUTF8 = false
    /// Refuses a binary input by its first bytes, as they arrive.
    private var sniffer = BinarySniffer()
    private var warnedOfNUL = false

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// The live input `path` names (`nil` or `-`: standard input) when it is a pipe, a named
    /// pipe or a socket; `nil` for a regular file or a terminal, which are read whole.
    static func opened(_ path: String?) throws -> LiveInput? {
        var status = stat()
        guard let path, path != "-" else {
            guard fstat(STDIN_FILENO, &status) == 0, isStream(status) else { return nil }
            return LiveInput(descriptor: STDIN_FILENO, path: "-")
        }
        guard stat(path, &status) == 0, isStream(status) else { return nil }
        // Opening a named pipe waits for its writer, as `cat` does.
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw InputFile.Unreadable(path: path, reason: String(cString: strerror(errno))) }
        return LiveInput(descriptor: descriptor, path: path)
    }

    private static func isStream(_ status: stat) -> Bool {
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }

    /// The bytes that arrived, waiting for some at most `timeout` milliseconds (-1: until some
    /// arrive or the pipe closes). Empty when none arrived in time or the pipe closed
    /// (``isClosed``).
    /// - Throws: ``InputFile/Unreadable`` when reading fails or the input grows past what a
    ///   document can hold.
    func nextBytes(waiting timeout: Int32 = -1) throws -> [UInt8] {
        guard !isClosed else { return [] }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, timeout) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return [] }
            isClosed = true
            throw InputFile.Unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        if count == 0 { isClosed = true }
        let bytes = Array(buffer.prefix(count))
        do {
            try sniffer.look(at: bytes, name: path)
        } catch {
            isClosed = true
            throw error
        }
        received += count
        guard received <= MarkdownDocument.maximumInputSize else {
            isClosed = true
            throw InputFile.Unreadable(path: path, reason: "more than the \(MarkdownDocument.maximumInputSize >> 20) MiB a document can hold arrived")
        }
        checkUTF8(bytes)
        if !warnedOfNUL, bytes.contains(0) {
            warnedOfNUL = true
            InputFile.warnNUL(path)
        }
        return bytes
    }

    /// Warns once, as for a file, when what arrived is not valid UTF-8; a character cut between
    /// two reads is checked whole, with the read that ends it.
    private func checkUTF8(_ bytes: [UInt8]) {
        guard !warnedOfInvalidUTF8 else { return }
        var pending = unfinishedCharacter + bytes
        unfinishedCharacter = []
        if !isClosed, let lead = pending.indices.suffix(3).last(where: { pending[$0] >= 0xC0 }) {
            let length = pending[lead] >= 0xF0 ? 4 : pending[lead] >= 0xE0 ? 3 : 2
            if pending.count - lead < length {
                unfinishedCharacter = Array(pending[lead...])
                pending.removeSubrange(lead...)
            }
        }
        if String(validating: pending, as: UTF8.self) == nil {
            warnedOfInvalidUTF8 = true
            InputFile.warnInvalidUTF8(path)
        }
    }

    /// Everything still to come, once the pipe closes.
    func remainingBytes() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while !isClosed { bytes += try nextBytes() }
        return bytes
    }
}
