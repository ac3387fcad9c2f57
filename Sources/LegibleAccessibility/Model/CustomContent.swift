/// A detail about an element that a listener asks for rather than hears every time: where a link
/// goes, a code block's language and length, an image's title. VoiceOver offers these under
/// "More Content"; a UIKit or AppKit view hands them over as `AXCustomContent(label:value:)`,
/// a SwiftUI view with `accessibilityCustomContent(_:_:)`.
///
/// Both parts are in the model's language: `CustomContent(label: "language", value: "Swift")`.
public struct CustomContent: Hashable, Sendable {
    /// What the detail is ("destination", "language", "lines", "title").
    public let label: String
    /// The detail itself ("example.com", "Swift", "4", "Taken in May").
    public let value: String

    /// A detail from its label and value.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
