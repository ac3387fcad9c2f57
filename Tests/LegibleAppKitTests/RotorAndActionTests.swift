@_spi(Testing) import AppKit
import LegibleAccessibility
import LegibleAppKit
import Testing

@MainActor
@Suite("AppKit: rotors, actions and pressing")
struct AppKitRotorAndActionTests {
    @Test("a rotor per kind of place, of the system's type where AppKit has one, labelled otherwise")
    func rotorList() {
        let view = MarkdownTextView(markdown: assistantAnswer)
        let rotors = view.accessibilityCustomRotors()
        #expect(rotors.map(\.type) == [.heading, .link, .table, .list, .custom, .image, .custom, .custom, .headingLevel2, .headingLevel3])
        #expect(rotors.filter { $0.type == .custom }.map(\.label) == ["Code blocks", "Formulas", "Footnotes"])
    }

    @Test("every rotor moves through its entries forward and back")
    func everyRotorWalksItsEntries() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        for (rotor, kind) in zip(view.accessibilityCustomRotors(), view.readingModel.rotors.map(\.kind)) {
            let expected = view.readingModel.rotor(kind).entries.map(\.target.id)
            for direction in [NSAccessibilityCustomRotor.SearchDirection.next, .previous] {
                var visited: [ElementID] = []
                let parameters = NSAccessibilityCustomRotor.SearchParameters()
                parameters.searchDirection = direction
                while let result = rotor.itemSearchDelegate?.rotor(rotor, resultFor: parameters), visited.count < 100 {
                    let element = try #require(result.targetElement as? MarkdownAccessibilityElement)
                    visited.append(element.id)
                    parameters.currentItem = result
                }
                #expect(visited == (direction == .next ? expected : expected.reversed()), "\(kind) \(direction)")
            }
        }
    }

    @Test("from a stretch of a paragraph between two links, the links rotor goes on to the second and back to the first")
    func fromAStretch() throws {
        let view = MarkdownTextView(markdown: "Read [a](https://a.example) and [b](https://b.example).\n")
        let links = try #require(view.accessibilityCustomRotors().first { $0.type == .link })
        let stops = view.readStops
        #expect(stops.map { $0.accessibilityLabel() } == ["Read", "a", "and", "b", "."])
        for (direction, found) in [(NSAccessibilityCustomRotor.SearchDirection.next, stops[3]), (.previous, stops[1])] {
            let parameters = NSAccessibilityCustomRotor.SearchParameters()
            parameters.searchDirection = direction
            parameters.currentItem = NSAccessibilityCustomRotor.ItemResult(targetElement: stops[2])
            #expect(links.itemSearchDelegate?.rotor(links, resultFor: parameters)?.targetElement as? MarkdownAccessibilityElement === found)
        }
    }

    @Test("copying code, opening a link (by action and by press), speaking TeX, going to a footnote and back")
    func actions() throws {
        let view = MarkdownTextView(markdown: assistantAnswer)
        var opened: [URL] = []
        view.openLink = { opened.append($0) }
        let elements = view.exposedElements
        let code = try #require(elements.first { $0.id.role == .codeBlock }?.accessibilityCustomActions()?.first)
        #expect(code.name == "Copy code")
        #expect(code.handler?() == true)
        #expect(NSPasteboard.general.string(forType: .string)?.hasPrefix("func compound(") == true)

        let link = try #require(elements.first { $0.id.role == .link })
        #expect(link.accessibilityCustomActions()?.first?.handler?() == true)
        #expect(link.accessibilityPerformPress())
        #expect(opened.count == 2)

        _ = NSAccessibility.takePosted()
        _ = takeAnnouncements()
        let math = try #require(elements.first { $0.id.role == .math }?.accessibilityCustomActions()?.first)
        #expect(math.name == "Show TeX source")
        #expect(math.handler?() == true)
        let spoken = takeAnnouncements()
        #expect(spoken.map(\.text) == ["P"])
        #expect(spoken.map(\.priority) == [.default])
        #expect(!NSAccessibility.takePosted().contains { $0.notification == .announcementRequested })

        let reference = try #require(elements.first { $0.id.role == .footnoteReference })
        let footnote = try #require(elements.first { $0.id.role == .footnote })
        // VoiceOver is moved (appkit C4): the footnote becomes the view's focused element.
        #expect(reference.accessibilityPerformPress())
        var posted = NSAccessibility.takePosted()
        #expect(posted.map(\.notification) == [.focusedUIElementChanged])
        #expect(posted.first?.element as? MarkdownAccessibilityElement === footnote)
        #expect(view.accessibilityFocusedUIElement as? MarkdownAccessibilityElement === footnote)
        #expect(footnote.accessibilityCustomActions()?.first?.handler?() == true)
        posted = NSAccessibility.takePosted()
        #expect(posted.first?.element as? MarkdownAccessibilityElement === reference)
        #expect(view.accessibilityFocusedUIElement as? MarkdownAccessibilityElement === reference)
        // A click elsewhere, or focus leaving the view, leaves nothing of it focused.
        view.mouseDown(with: NSEvent(locationInWindow: NSPoint(x: 1, y: 1)))
        #expect(view.accessibilityFocusedUIElement == nil)
        #expect(reference.accessibilityPerformPress())
        #expect(view.accessibilityFocusedUIElement as? MarkdownAccessibilityElement === footnote)
        #expect(view.resignFirstResponder())
        #expect(view.accessibilityFocusedUIElement == nil)
    }

    @Test("by default a link opens with the workspace")
    func openLinkByDefault() throws {
        let view = MarkdownTextView(markdown: "[docs](https://example.com/appkit)\n")
        let link = try #require(view.exposedElements.first { $0.id.role == .link })
        #expect(link.accessibilityPerformPress())
        #expect(NSWorkspace.shared.opened.contains(URL(string: "https://example.com/appkit")!))
    }
}
