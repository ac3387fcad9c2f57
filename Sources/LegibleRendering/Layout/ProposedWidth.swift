/// What a width a layout system proposes asks of a document (SwiftUI's `sizeThatFits(_:)` of a
/// representable, which is asked "more than once with different proposed sizes"): the width to
/// lay it out at, and whether the answer is as wide as its content.
///
/// SwiftUI's containers measure a view with special proposals
/// (https://developer.apple.com/documentation/swiftui/proposedviewsize): zero asks the minimum
/// size, infinity the maximum, and an unspecified width (`nil`) the ideal. A document has no
/// natural answer to these (at 0 a character a line, at infinity one line a paragraph), so it
/// gives one in its own terms: its minimum is laid out at ``minimumEms``, its ideal and maximum
/// at ``readingMeasureEms``, a comfortable line of text, each as wide as its content (a short
/// message as wide as it is). The view's own width never answers: it is the answer to an
/// earlier proposal, and fed back it makes the next answer depend on the last one.
///
/// ```swift
/// ProposedWidth(proposed: 320, em: 17)         // 320, filling it as the view does
/// ProposedWidth(proposed: nil, em: 17)         // 544 (32 em), as wide as the content
/// ProposedWidth(proposed: 0, em: 17)           // 102 (6 em), as wide as the content
/// ```
public struct ProposedWidth: Hashable, Sendable {
    /// The ideal and maximum width in ems of the body text: about 65 characters of it, a line
    /// typographers find comfortable to read.
    public static let readingMeasureEms = 32.0
    /// The minimum width in ems of the body text: a few words a line, below which text is
    /// hardly readable.
    public static let minimumEms = 6.0

    /// The width to lay the document out at.
    public let width: Double
    /// Whether the size answered is as wide as the content rather than the width (for the
    /// minimum, ideal and maximum sizes).
    public let hugsContent: Bool

    /// The request for `proposed` (`nil` when unspecified), for a document whose body text is
    /// `em` wide (its point size; a cell in a terminal).
    public init(proposed: Double?, em: Double) {
        let em = em.isFinite && em > 0 ? em : 1
        switch proposed {
        case let proposed? where proposed.isFinite && proposed > 0:
            width = proposed
            hugsContent = false
        case let proposed? where !proposed.isNaN && proposed <= 0:
            width = Self.minimumEms * em
            hugsContent = true
        default:
            width = Self.readingMeasureEms * em
            hugsContent = true
        }
    }
}
