import Foundation

/// The repository's root folder, where `Examples/`, `Tests/` and the shared data's parent are.
///
/// This target is built by the library's package and, through a symbolic link, by the tools'
/// package (`Tools/`), so the path of this file is resolved before it is climbed.
public enum Repository {
    /// The root: this file is `Tests/LegibleTestSupport/Repository.swift` once links are resolved.
    public static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
