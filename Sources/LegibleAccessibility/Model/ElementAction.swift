/// Something a user can do with an element, as a VoiceOver custom action: its name comes from
/// the phrase table, its payload tells the front end what to do.
public struct ElementAction: Hashable, Sendable {
    /// What the action does.
    public enum Kind: String, Hashable, Sendable {
        /// Put ``ElementAction/payload`` (the code) on the pasteboard.
        case copyCode
        /// Open ``ElementAction/payload`` (the destination); when it names one of the document's
        /// headings (`#setup`: ``ReadingModel/anchorTargets(prefix:)`` finds it), move focus to
        /// that heading instead.
        case openLink
        /// Show ``ElementAction/payload`` (the TeX source of a formula).
        case showTeXSource
        /// Move focus to ``ElementAction/target`` (a footnote).
        case goToFootnote
        /// Move focus to ``ElementAction/target`` (the text holding a reference to this footnote).
        case backToReference
        /// Load the image whose source is ``ElementAction/payload``, a remote one that the view's
        /// `ImagePolicy` leaves to the reader.
        case loadImage
    }

    /// What the action does.
    public let kind: Kind
    /// The localised name VoiceOver lists in its Actions rotor.
    public let name: String
    /// The code, destination or TeX the action works with, if any.
    public let payload: String?
    /// The element the action moves focus to, if any.
    public let target: ElementID?
}
