@_spi(Testing) import AppKit
import LegibleAccessibility
import LegibleAppKit
import LegibleTestSupport
import Testing

@MainActor
@Suite("AppKit: streaming an answer into the view")
struct AppKitStreamingTests {
    var chunks: [ArraySlice<UInt8>] {
        let bytes = Array(assistantAnswer.utf8)
        return stride(from: 0, to: bytes.count, by: 4).map { bytes[$0..<min(bytes.count, $0 + 4)] }
    }

    @Test("appended in 4-byte chunks, elements keep their objects, only changes are configured, and announcements are queued at the announcer's pace")
    func streaming() {
        let clock = VirtualClock()
        let view = MarkdownTextView()
        view.announcementClock = clock.clock
        var objects: [String: MarkdownAccessibilityElement] = [:]
        var posted: [(time: Duration, text: String, priority: AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.Value?)] = []
        func collect(at now: Duration) { posted += takeAnnouncements().map { (now, $0.text, $0.priority) } }
        _ = NSAccessibility.takePosted()
        _ = takeAnnouncements()
        clock.afterWake = collect(at:)
        let reference = StreamingAnswer()
        var expected: [Announcement] = []
        for piece in chunks {
            clock.advance(to: clock.now + .milliseconds(40))
            let update = reference.append(piece, at: clock.now)
            expected += update.announcements
            let before = view.tree.configurations
            view.append(piece)
            view.displayFrame()
            collect(at: clock.now)
            #expect(view.tree.configurations - before == Set((update.update.added + update.update.changed).map(\.id)).count)
            for element in view.exposedElements {
                if let earlier = objects[element.objectKey] { #expect(earlier === element, "\(element.objectKey) was replaced") }
                objects[element.objectKey] = element
            }
        }
        expected += reference.finish(at: clock.now).announcements
        view.finish()
        collect(at: clock.now)
        expected += reference.advance(to: clock.now + .seconds(60))
        clock.advance(to: clock.now + .seconds(60))
        #expect(posted.map(\.text) == expected.map(\.text))
        #expect(posted.map(\.time) == expected.map(\.time))
        #expect(posted.allSatisfy { $0.priority == .low })
        #expect(!NSAccessibility.takePosted().contains { $0.notification == .announcementRequested })
        #expect(posted.last?.text == "Answer complete")
    }

    @Test("when the element VoiceOver was moved to is gone, it is moved to the one in its place (appkit C4)")
    func replacement() throws {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.append("Compound interest\n")
        let paragraph = try #require(view.exposedElements.first)
        view.perform(.moveFocus(paragraph.id))
        _ = NSAccessibility.takePosted()
        view.append("===\n")
        let heading = try #require(view.exposedElements.first)
        #expect(heading.id.role == .heading)
        let moves = NSAccessibility.takePosted().filter { $0.notification == .focusedUIElementChanged }
        #expect(moves.map { $0.element as? MarkdownAccessibilityElement === heading } == [true])
        #expect(view.accessibilityFocusedUIElement as? MarkdownAccessibilityElement === heading)
    }

    @Test("an element replaced where VoiceOver was not moved moves it nowhere (appkit C4)")
    func replacementElsewhere() {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.append("Compound interest\n")
        _ = NSAccessibility.takePosted()
        view.append("===\n")
        #expect(!NSAccessibility.takePosted().contains { $0.notification == .focusedUIElementChanged })
    }

    @Test("appends tell VoiceOver of the elements they added or changed, once for all the appends of a frame, and move it nowhere (appkit C4)")
    func changedElementsPosted() throws {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.append("# Title\n\nFirst paragraph.\n\n")
        view.displayFrame()
        _ = NSAccessibility.takePosted()
        view.append("Second")
        view.append(" paragraph.")
        #expect(NSAccessibility.takePosted().filter { $0.notification == .layoutChanged || $0.notification == .focusedUIElementChanged }.isEmpty)
        view.displayFrame()
        let posted = NSAccessibility.takePosted().filter { $0.notification == .layoutChanged }
        #expect(posted.count == 1)
        let elements = try #require(posted.first?.userInfo?[.uiElements] as? [MarkdownAccessibilityElement])
        #expect(elements.map { $0.accessibilityLabel() } == ["Second paragraph."])
    }

    @Test("a stream that continues a document shown whole tells VoiceOver of the element it is writing (review R8)")
    func continuedDocumentPosted() throws {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.markdown = "# Title\n\nFirst paragraph.\n\n"
        _ = NSAccessibility.takePosted()
        view.append("Second paragraph")
        view.displayFrame()
        let posted = NSAccessibility.takePosted().filter { $0.notification == .layoutChanged }
        #expect(posted.count == 1)
        let elements = try #require(posted.first?.userInfo?[.uiElements] as? [MarkdownAccessibilityElement])
        #expect(elements.map { $0.accessibilityLabel() } == ["Second paragraph"])
    }

    @Test("the frame the core asks for is the next layout pass: the appends are applied then, and the height reported once")
    func frameIsNextLayoutPass() {
        let view = laidOutView("First paragraph.\n")
        var heights: [CGFloat] = []
        view.onHeightChange = { heights.append($0) }
        view.needsLayout = false
        view.append("\nSecond paragraph.")
        view.append(" More.")
        #expect(heights.isEmpty)
        #expect(view.needsLayout)
        view.layout()
        #expect(heights == [CGFloat(view.documentLayout.size.height)])
        #expect(view.documentLayout.lines.count == 2)
    }
}
