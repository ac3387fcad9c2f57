import LegibleAccessibility
import LegibleMarkdown
import LegibleTestSupport
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

@MainActor
@Suite("UIKit: streaming an answer into the view")
struct StreamingTests {
    /// 4 bytes every 40 ms, cut anywhere (even inside a character).
    let chunk = 4
    let delay = Duration.milliseconds(40)

    /// The example's bytes in chunks.
    var chunks: [ArraySlice<UInt8>] {
        let bytes = Array(assistantAnswer.utf8)
        return stride(from: 0, to: bytes.count, by: chunk).map { bytes[$0..<min(bytes.count, $0 + chunk)] }
    }

    @Test("appended in 4-byte chunks, elements keep their objects, the focused one included, and end as a fresh build")
    func identitiesAndFocusSurvive() throws {
        let clock = VirtualClock()
        let view = MarkdownTextView()
        view.announcementClock = clock.clock
        var objects: [String: MarkdownAccessibilityElement] = [:]
        var focused: MarkdownAccessibilityElement?
        _ = takePosted()
        for piece in chunks {
            clock.advance(to: clock.now + delay)
            view.append(piece)
            view.displayFrame()
            let exposed = view.exposedElements
            for element in exposed {
                if let earlier = objects[element.objectKey] { #expect(earlier === element, "\(element.objectKey) was replaced") }
                objects[element.objectKey] = element
            }
            // VoiceOver lands on the first heading as soon as it appears, and stays there.
            if focused == nil, let heading = exposed.first(where: { $0.id.role == .heading }) {
                heading.accessibilityElementDidBecomeFocused()
                focused = heading
            }
            if let focused { #expect(exposed.contains { $0 === focused }) }
        }
        view.finish()
        #expect(view.core.focusedElement == focused?.id)
        #expect(!takePosted().contains { $0.notification == .layoutChanged })
        let fresh = MarkdownTextView(markdown: assistantAnswer)
        #expect(view.exposedElements.map(\.id) == fresh.exposedElements.map(\.id))
        #expect(view.exposedElements.map(\.accessibilityLabel) == fresh.exposedElements.map(\.accessibilityLabel))
    }

    @Test("only added and changed elements are configured again on each append")
    func onlyChangesAreRebuilt() {
        let clock = VirtualClock()
        let view = MarkdownTextView()
        view.announcementClock = clock.clock
        // The same stream into a bare reading model says what changed at each step.
        let reference = StreamingAnswer()
        var expected = 0
        for piece in chunks {
            let update = reference.append(piece, at: .zero).update
            let before = view.tree.configurations
            view.append(piece)
            view.displayFrame()
            let rebuilt = view.tree.configurations - before
            #expect(rebuilt == Set((update.added + update.changed).map(\.id)).count)
            expected += rebuilt
        }
        let total = view.tree.configurations
        #expect(total == expected)
        // Rebuilding every element after every append would have cost this many:
        let everything = chunks.count * view.readingModel.elements.count
        #expect(total * 20 < everything, "\(total) configurations against \(everything)")
    }

    @Test("announcements are posted as AccessibilityNotification.Announcement at low priority (not with the queue attribute iOS 17 deprecates), in the policy's order and at its pace on a virtual clock")
    func announcementsFollowThePolicy() throws {
        let clock = VirtualClock()
        let view = MarkdownTextView()
        view.announcementClock = clock.clock
        var posted: [(time: Duration, text: String)] = []
        func collect(at now: Duration) {
            #expect(!takePosted().contains { $0.notification == .announcement })
            for text in takeAnnounced() {
                #expect(text.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil) == nil)
                #expect(text.attribute(.accessibilitySpeechAnnouncementPriority, at: 0, effectiveRange: nil) as? UIAccessibilityPriority == .low)
                posted.append((now, text.string))
            }
        }
        _ = takePosted()
        _ = takeAnnounced()
        clock.afterWake = collect(at:)
        let reference = StreamingAnswer()
        var expected: [Announcement] = []
        for piece in chunks {
            clock.advance(to: clock.now + delay)
            expected += reference.append(piece, at: clock.now).announcements
            view.append(piece)
            view.displayFrame()
            collect(at: clock.now)
        }
        expected += reference.finish(at: clock.now).announcements
        view.finish()
        collect(at: clock.now)
        expected += reference.advance(to: clock.now + .seconds(60))
        clock.advance(to: clock.now + .seconds(60))
        #expect(posted.map(\.text) == expected.map(\.text))
        #expect(posted.map(\.time) == expected.map(\.time))
        #expect(posted.count > 5)
        #expect(posted.last?.text == "Answer complete")
        for (earlier, later) in zip(posted, posted.dropFirst()) {
            #expect(later.time - earlier.time >= AnnouncementPolicy.standard.minimumInterval)
        }
    }

    @Test("when the focused element is gone, VoiceOver is moved to the one in its place")
    func focusMovesToTheReplacement() throws {
        let view = MarkdownTextView()
        view.announcementClock = VirtualClock().clock
        view.append("Compound interest\n")
        view.displayFrame()
        let paragraph = try #require(view.exposedElements.first)
        paragraph.accessibilityElementDidBecomeFocused()
        _ = takePosted()
        view.append("===\n")
        view.displayFrame()
        let heading = try #require(view.exposedElements.first)
        #expect(heading.id.role == .heading)
        let posted = takePosted().filter { $0.notification == .layoutChanged }
        #expect(posted.count == 1)
        #expect(posted.first?.argument as? MarkdownAccessibilityElement === heading)
        #expect(view.core.focusedElement == heading.id)
    }
}
