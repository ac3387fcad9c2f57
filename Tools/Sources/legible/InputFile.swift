#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        let bytes = try readText(path)
        // Almost all input is clean: one fast pass, then a closer look only to say what is wrong.
        if !MarkdownDocument.needsNoRepair(bytes) { warnRepairs(in: bytes, name: path ?? "-") }
        return bytes
    }

    /// The document in `path`, or in standard input when `path` is `nil` or `-`: the parser's
    /// own pass over the input tells whether it repaired anything, so the input is checked once.
    static func readDocument(_ path: String?, options: ParseOptions) throws -> MarkdownDocument {
        let bytes = try readText(path)
        let document = MarkdownDocument(parsing: bytes, options: options)
        if document.isRepaired { warnRepairs(in: bytes, name: path ?? "-") }
        return document
    }

    /// The bytes of `path` (standard input for `nil` or `-`), refused when they are binary or
    /// more than a document can hold.
    private static func readText(_ path: String?) throws -> [UInt8] {
        let bytes = try readBytes(path)
        let name = path ?? "-"
        guard bytes.count <= MarkdownDocument.maximumInputSize else {
            throw Unreadable(path: name, reason: "\(bytes.count) bytes is more than the \(MarkdownDocument.maximumInputSize >> 20) MiB a document can hold")
        }
        var sniffer = BinarySniffer()
        try sniffer.look(at: bytes, name: name)
        return bytes
    }

    /// Says what the parser will repair in `bytes`, which it does not take as they are.
    private static func warnRepairs(in bytes: [UInt8], name: String) {
        if bytes.contains(0) { warnNUL(name) }
        if String(validating: bytes, as: UTF8.self) == nil { warnInvalidUTF8(name) }
    }

    /// Says once, on standard error, that the input holds NUL bytes.
    static func warnNUL(_ name: String) {
        StandardError.line("warning: \(name) holds NUL bytes; each is shown as \u{FFFD}")
    }

    /// Says once, on standard error, that the input is not valid UTF-8.
    static func warnInvalidUTF8(_ name: String) {
        StandardError.line("warning: \(name) is not valid UTF-8; each byte that is not is shown as \u{FFFD}")
    }

    /// Reads with POSIX calls straight into the array the parser takes: `FileHandle` gave a
    /// `Data` that was then copied into an array, twice the input's memory at once.
    private static func readBytes(_ path: String?) throws -> [UInt8] {
        guard let path, path != "-" else { return try readToEnd(STDIN_FILENO, name: "-", expectedSize: 0) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            var status = stat()
            throw Unreadable(path: path, reason: stat(path, &status) == 0 ? "permission denied" : "no such file")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw Unreadable(path: path, reason: "it is a directory") }
        return try readToEnd(descriptor, name: path, expectedSize: Int(status.st_size))
    }

    /// Everything left to read on `descriptor`: `expectedSize` bytes (a regular file's size)
    /// are read into one allocation, a byte more asked for to see the end; a pipe, or a file
    /// that grew, goes on in growing chunks. Each chunk is read into uninitialized memory:
    /// filling it with zeros first wrote the whole input once more (15 MB for the corpus).
    private static func readToEnd(_ descriptor: Int32, name: String, expectedSize: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = max(expectedSize + 1, 1 << 16)
        while true {
            var readError: Int32 = 0
            var reachedEnd = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
                HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
                while filled < buffer.count {
                    let count = readFromDescriptor(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                    if count < 0 {
                        if errno == EINTR { continue }
                        readError = errno
                        return
                    }
                    if count == 0 {
                        reachedEnd = true
                        return
                    }
                    filled += count
                }
            }
            // The first chunk is the array itself; later ones (a pipe) are appended to it.
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if readError != 0 { throw Unreadable(path: name, reason: String(cString: strerror(readError))) }
            if reachedEnd { return bytes }
            capacity *= 2
        }
    }
}

/// `read(2)` (at file scope, where `read` is the system's).
private func readFromDescriptor(_ descriptor: Int32, _ start: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, start, count)
}
