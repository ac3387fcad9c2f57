#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import SwiftUI

/// Which images a ``MarkdownView`` loads, for every view below where it is set: remote images
/// wait for the reader by default (`ImagePolicy.ask`), as a document may have been written by
/// an attacker who reads an image's requests.
///
/// ```swift
/// MarkdownView(answer)
///     .environment(\.imagePolicy, .allowHosts(["images.example.com"]))
/// MarkdownView(helpPage)                    // the app's own Markdown
///     .environment(\.imagePolicy, .allowAll)
/// ```
extension EnvironmentValues {
    /// The image policy of the Markdown views below (see `ImagePolicy`); `.ask` unless set.
    public var imagePolicy: ImagePolicy {
        get { self[ImagePolicyKey.self] }
        set { self[ImagePolicyKey.self] = newValue }
    }
}

/// The environment's key of ``SwiftUI/EnvironmentValues/imagePolicy``.
private struct ImagePolicyKey: EnvironmentKey {
    static let defaultValue = ImagePolicy.ask
}
#endif
