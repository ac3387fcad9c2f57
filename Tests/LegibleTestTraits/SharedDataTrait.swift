import Testing
import LegibleTestSupport

extension Trait where Self == ConditionTrait {
    /// Runs the test when the shared file `relativePath` is there, and always under CI (where its
    /// absence fails the test); otherwise the test is skipped, with a message saying what is missing.
    public static func needsSharedData(_ relativePath: String) -> Self {
        .enabled(if: SharedData.isAvailable(relativePath),
                 Comment(rawValue: "shared data not found at \(SharedData.root.appendingPathComponent(relativePath).path) (set LEGIBLE_SHARED or place ../shared)"))
    }
}
