/// How a streamed answer is announced while it arrives: what is said, and how often.
///
/// The presets cover the usual needs; each setting can also be changed on its own:
///
/// ```swift
/// var policy = AnnouncementPolicy.standard
/// policy.minimumInterval = .seconds(3)     // a slower pace
/// ```
public struct AnnouncementPolicy: Hashable, Sendable {
    /// What is announced.
    public enum Content: Hashable, Sendable {
        /// Nothing but the completion of the answer.
        case completionOnly
        /// The text, sentence by sentence, with code, tables and display formulas summarised.
        case text
        /// The text with its structure: heading levels, list bullets and numbers, quotes.
        case textWithStructure
    }

    /// What is announced.
    public var content: Content
    /// Whether a display formula is read (verbose) or summarised as "formula".
    public var readsDisplayMath: Bool
    /// Things that finish within this time of each other are announced together.
    public var coalescingDelay: Duration
    /// The longest a finished thing waits to be announced, so that a steady stream of sentences
    /// is not held back for ever by the coalescing delay.
    public var maximumDelay: Duration
    /// The least time between the starts of two announcements, so speech is not interrupted
    /// before it can be heard.
    public var minimumInterval: Duration
    /// Whether to say so when the answer is complete.
    public var announcesCompletion: Bool

    /// A policy from its settings; ``standard``, ``verbose`` and ``quiet`` are the usual ones.
    public init(content: Content, readsDisplayMath: Bool, coalescingDelay: Duration, maximumDelay: Duration,
                minimumInterval: Duration, announcesCompletion: Bool) {
        self.content = content
        self.readsDisplayMath = readsDisplayMath
        self.coalescingDelay = coalescingDelay
        self.maximumDelay = maximumDelay
        self.minimumInterval = minimumInterval
        self.announcesCompletion = announcesCompletion
    }

    /// Finished sentences and blocks, code and tables summarised ("Swift code, 12 lines",
    /// "table, 4 rows, 3 columns"), display formulas as "formula"; sentences finishing within
    /// half a second are announced together, at most one announcement every 1.5 seconds;
    /// the end is announced.
    public static let standard = AnnouncementPolicy(
        content: .text, readsDisplayMath: false, coalescingDelay: .milliseconds(500), maximumDelay: .seconds(3),
        minimumInterval: .milliseconds(1500), announcesCompletion: true)

    /// As ``standard``, with headings, list items and quotes announced as such and display
    /// formulas read.
    public static let verbose = AnnouncementPolicy(
        content: .textWithStructure, readsDisplayMath: true, coalescingDelay: .milliseconds(500), maximumDelay: .seconds(3),
        minimumInterval: .milliseconds(1500), announcesCompletion: true)

    /// Only "answer complete", for people who read the answer themselves once it is there.
    public static let quiet = AnnouncementPolicy(
        content: .completionOnly, readsDisplayMath: false, coalescingDelay: .milliseconds(500), maximumDelay: .seconds(3),
        minimumInterval: .milliseconds(1500), announcesCompletion: true)
}

/// Something said while an answer streams in.
public struct Announcement: Hashable, Sendable {
    /// When it is said, on the clock the announcer is given.
    public let time: Duration
    /// What is said.
    public let text: String
    /// The elements it speaks of, in order.
    public let elements: [ElementID]
    /// Whether it says the answer is complete.
    public let isCompletion: Bool
}
