import Foundation

/// How many times each formula was parsed, for the tests that check a document's formulas are
/// parsed once however many outputs read them. Counting is off unless a test turns it on; a test
/// asks only about TeX of its own, so tests running at once do not disturb each other.
package enum FormulaParseCount {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var isOn = false
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    /// Starts counting (for the rest of the process).
    package static func start() {
        lock.withLock { isOn = true }
    }

    /// How many times `tex` was parsed since counting started.
    package static func count(of tex: String) -> Int {
        lock.withLock { counts[tex, default: 0] }
    }

    static func record(_ tex: String) {
        lock.withLock {
            guard isOn else { return }
            counts[tex, default: 0] += 1
        }
    }
}
