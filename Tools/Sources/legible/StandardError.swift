#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages on standard error: errors and warnings, one line each. A message that cannot be
/// written is dropped, since there is nowhere left to say so.
enum StandardError {
    /// Writes `message` and a line feed.
    static func line(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
