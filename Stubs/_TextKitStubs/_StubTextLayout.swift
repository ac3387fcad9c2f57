// Test seams of the TextKit stub (not Apple declarations): Linux has no text engine, so a test
// that draws a TextKit layout gives the layout TextKit would make, and reads what was drawn.

/// Not an Apple declaration: the layout the stub's TextKit gives while a test sets it
/// (`_StubTextLayout.$current.withValue(_:operation:)` around making the layout): a layout
/// fragment for each paragraph, with its lines. Its `attributes` stand in for those the text has
/// on a device, which the glue does not apply on Linux (Foundation there halts on neighbouring
/// runs of the real ones: Stubs/README.md); they must be Foundation values (strings here).
@_spi(Testing) public struct _StubTextLayout: Sendable {
    /// Not an Apple declaration: a paragraph, as one layout fragment.
    @_spi(Testing) public struct Paragraph: Sendable {
        /// Not an Apple declaration: where it starts in the text, in UTF-16 code units.
        @_spi(Testing) public var start: Int
        /// Not an Apple declaration: its layout fragment's frame.
        @_spi(Testing) public var frame: CGRect
        /// Not an Apple declaration: its lines.
        @_spi(Testing) public var lines: [Line]
        /// Not an Apple declaration: attributes its text has, to its end (the next paragraph's start).
        @_spi(Testing) public var attributes: [NSAttributedString.Key: String]

        /// Not an Apple declaration: a paragraph of a test's layout.
        @_spi(Testing) public init(start: Int, frame: CGRect, lines: [Line], attributes: [NSAttributedString.Key: String] = [:]) {
            (self.start, self.frame, self.lines, self.attributes) = (start, frame, lines, attributes)
        }
    }

    /// Not an Apple declaration: a line of a paragraph, as one line fragment.
    @_spi(Testing) public struct Line: Sendable {
        /// Not an Apple declaration: its characters, from the paragraph's start.
        @_spi(Testing) public var range: NSRange
        /// Not an Apple declaration: its typographic bounds, in the fragment.
        @_spi(Testing) public var bounds: CGRect

        /// Not an Apple declaration: a line of a test's layout.
        @_spi(Testing) public init(range: NSRange, bounds: CGRect) { (self.range, self.bounds) = (range, bounds) }
    }

    /// Not an Apple declaration: the paragraphs, in text order.
    @_spi(Testing) public var paragraphs: [Paragraph]

    /// Not an Apple declaration: a test's layout.
    @_spi(Testing) public init(paragraphs: [Paragraph]) { self.paragraphs = paragraphs }

    /// Not an Apple declaration: the layout the stub gives now; `nil`: none (nothing is laid out).
    @_spi(Testing) @TaskLocal public static var current: _StubTextLayout?

    /// `text` with the paragraphs' stand-in attributes, as a content storage's text storage.
    func textStorage(of text: NSAttributedString) -> NSTextStorage {
        let storage = NSTextStorage(attributedString: text)
        for (index, paragraph) in paragraphs.enumerated() where !paragraph.attributes.isEmpty {
            let end = min(index + 1 < paragraphs.count ? paragraphs[index + 1].start : storage.length, storage.length)
            guard end > paragraph.start else { continue }
            storage.addAttributes(paragraph.attributes.mapValues { NSString(string: $0) }, range: NSRange(location: paragraph.start, length: end - paragraph.start))
        }
        return storage
    }
}

/// Not an Apple declaration: what `NSAttributedString.draw(at:)` drew while a test listened
/// (`_DrawnStrings.$listening.withValue(_:operation:)`).
@_spi(Testing) public final class _DrawnStrings: @unchecked Sendable {
    /// Not an Apple declaration: a record to listen with.
    @_spi(Testing) public init() {}

    /// Not an Apple declaration: the strings drawn, with their attributes and points, in order.
    @_spi(Testing) public var drawn: [(string: String, attributes: [NSAttributedString.Key: Any], point: CGPoint)] {
        lock.withLock { strings }
    }

    /// Not an Apple declaration: the record drawing goes to now; `nil`: none.
    @_spi(Testing) @TaskLocal public static var listening: _DrawnStrings?

    private let lock = NSLock()
    private var strings: [(string: String, attributes: [NSAttributedString.Key: Any], point: CGPoint)] = []

    /// Records `text` drawn at `point`, with the attributes of all its runs (the first run's
    /// value where two runs differ).
    func record(_ text: NSAttributedString, at point: CGPoint) {
        var attributes: [NSAttributedString.Key: Any] = [:]
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { run, _, _ in
            attributes.merge(run) { first, _ in first }
        }
        lock.withLock { strings.append((text.string, attributes, point)) }
    }
}
