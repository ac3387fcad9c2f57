import Foundation

/// State shared between threads behind a lock. The package's platforms (iOS 16, macOS 13) predate
/// `Synchronization.Mutex`, and `NSLock` works the same on Apple platforms and Linux.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) { self.state = state }

    /// Runs `body` with the state, holding the lock; keep it short.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
