#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal a pager runs in: raw keyboard input without echo, its size, the alternate
/// screen, and a signal when it is resized. Everything is put back by ``restore()``.
final class RawTerminal {
    /// Where keys come from: standard input when it is a terminal, else `/dev/tty`.
    let input: Int32
    private var original = termios()
    private var isRaw = false

    /// Opens the terminal, or returns `nil` when there is none to read keys from.
    init?() {
        if isatty(STDIN_FILENO) != 0 {
            input = STDIN_FILENO
        } else {
            let tty = open("/dev/tty", O_RDONLY)
            guard tty >= 0 else { return nil }
            input = tty
        }
        guard tcgetattr(input, &original) == 0 else { return nil }
    }

    /// Raw input (no line editing, no echo, no signals from keys), the alternate screen, the
    /// cursor hidden, and resizes reported through ``resizeSignal``.
    func enter() {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN | ISIG)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &raw)
        isRaw = true
        ResizeSignal.install()
        output("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Puts the terminal back as it was.
    func restore() {
        guard isRaw else { return }
        output("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(input, TCSAFLUSH, &original)
        isRaw = false
    }

    /// The terminal's answer to an OSC 11 query (its background colour), or `nil` when none
    /// comes within `timeout` milliseconds (terminals that do not answer ignore the query).
    /// Input is raw while waiting, so the answer is not echoed.
    func queryBackground(timeout: Int32) -> String? {
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &original) }
        output("\u{1B}]11;?\u{1B}\\")
        var reply: [UInt8] = []
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        // The answer ends with BEL or ST (ESC \\); stop there, or at the timeout.
        while poll(&fds, 1, timeout) > 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { break }
            reply += buffer.prefix(count)
            if reply.last == 0x07 || reply.suffix(2) == [0x1B, 0x5C] { return String(decoding: reply, as: UTF8.self) }
        }
        return nil
    }

    /// Columns and rows, or `nil` when they cannot be known.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// What woke the pager up.
    enum Event {
        case bytes([UInt8])
        case resized
        case timeout
        /// The live input being shown has bytes to read, or closed.
        case answerArrived
    }

    /// Waits for keys, a resize or (given its descriptor) a live input, at most `timeout`
    /// milliseconds (-1: for ever). Keys come first, so that a fast stream cannot starve them.
    func wait(timeout: Int32, answer: Int32? = nil) -> Event {
        var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: ResizeSignal.readEnd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: answer ?? -1, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 3, timeout)
        if ready <= 0 { return .timeout }
        if fds[0].revents == 0 && fds[1].revents == 0 { return .answerArrived }
        if fds[1].revents & Int16(POLLIN) != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            _ = read(ResizeSignal.readEnd, &drain, drain.count)
            return .resized
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(input, &buffer, buffer.count)
        return count > 0 ? .bytes(Array(buffer.prefix(count))) : .timeout
    }

    /// Writes text to standard output, all of it.
    func output(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// SIGWINCH turned into a byte on a pipe, which `poll` can wait on with the keyboard (a
/// signal handler may do little more than write to a pipe).
enum ResizeSignal {
    private static let pipeEnds: [Int32] = {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        return ends
    }()

    static var readEnd: Int32 { pipeEnds[0] }
    fileprivate static var writeEnd: Int32 { pipeEnds[1] }

    static func install() {
        _ = pipeEnds
        signal(SIGWINCH) { _ in
            var byte: UInt8 = 1
            _ = write(ResizeSignal.writeEnd, &byte, 1)
        }
    }
}
