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

    @Test("when an element is gone, VoiceOver is pointed at the one in its place")
    func replacement() throws {
        let view = MarkdownTextView()
        let clock = VirtualClock()
        view.announcementClock = clock.clock
        view.append("Compound interest\n")
        _ = NSAccessibility.takePosted()
        view.append("===\n")
        let heading = try #require(view.exposedElements.first)
        #expect(heading.id.role == .heading)
        let posted = NSAccessibility.takePosted().filter { $0.notification == .layoutChanged }
        #expect((posted.first?.userInfo?[.uiElements] as? [MarkdownAccessibilityElement])?.first === heading)
    }

    @Test("an append tells VoiceOver of the elements it added or changed, and only those")
    func changedElementsPosted() throws {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.append("# Title\n\nFirst paragraph.\n\n")
        _ = NSAccessibility.takePosted()
        view.append("Second")
        var posted = NSAccessibility.takePosted().filter { $0.notification == .layoutChanged }
        #expect(posted.count == 1)
        let elements = try #require(posted.first?.userInfo?[.uiElements] as? [MarkdownAccessibilityElement])
        #expect(elements.map { $0.accessibilityLabel() } == ["Second"])
        view.append(" paragraph.")
        posted = NSAccessibility.takePosted().filter { $0.notification == .layoutChanged }
        #expect((posted.first?.userInfo?[.uiElements] as? [MarkdownAccessibilityElement])?.map { $0.accessibilityLabel() } == ["Second paragraph."])
    }
}
