import LegibleAccessibility
import LegibleRendering
import LegibleTestSupport
import LegibleViewSupport
import Testing

@Suite("A code block's Copy button is pressed while held and says Copied for two seconds")
@MainActor
struct CodeCopyFeedbackTests {
    /// The two code blocks of a document.
    let codes = styled("```\nfirst\n```\n\n```\nsecond\n```\n").blocks.map(\.id)

    /// A finger down on a code block's Copy button.
    func press(_ code: ElementID) -> TapTarget {
        TapTarget(element: code, utf16Range: 0..<0, action: .copyCode(""))
    }

    @Test("a button is ready, pressed only while held on it, ready again after")
    func pressed() {
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        #expect(feedback.look(of: codes[0], pressing: nil) == .ready)
        #expect(feedback.look(of: codes[0], pressing: press(codes[0])) == .pressed)
        #expect(feedback.look(of: codes[1], pressing: press(codes[0])) == .ready)
        // A link pressed is no Copy button pressed.
        let link = TapTarget(element: codes[0], utf16Range: 0..<1, action: .openLink("https://example.com"))
        #expect(feedback.look(of: codes[0], pressing: link) == .ready)
    }

    @Test("after a copy the button says Copied, is announced, and is ready again two seconds later, redrawn then")
    func confirmation() {
        let clock = VirtualClock()
        var redraws: [Duration] = []
        let feedback = CodeCopyFeedback(clock: clock.clock) { redraws.append(clock.now) }
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copy code")
        #expect(feedback.didCopy(codes[0], phrases: .english) == "Code copied")
        #expect(feedback.look(of: codes[0], pressing: nil) == .copied)
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copied")
        #expect(feedback.look(of: codes[1], pressing: nil) == .ready)
        clock.advance(to: .milliseconds(1999))
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copied")
        #expect(redraws.isEmpty)
        clock.advance(to: .seconds(2))
        #expect(feedback.look(of: codes[0], pressing: nil) == .ready)
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copy code")
        #expect(redraws == [.seconds(2)])
    }

    @Test("a second copy before the first's time is up keeps Copied for two seconds from the second")
    func copiedAgain() {
        let clock = VirtualClock()
        var redraws = 0
        let feedback = CodeCopyFeedback(clock: clock.clock) { redraws += 1 }
        feedback.didCopy(codes[0], phrases: .english)
        clock.advance(to: .seconds(1))
        feedback.didCopy(codes[0], phrases: .english)
        clock.advance(to: .seconds(2))
        #expect(feedback.look(of: codes[0], pressing: nil) == .copied)
        #expect(redraws == 0)
        clock.advance(to: .seconds(3))
        #expect(feedback.look(of: codes[0], pressing: nil) == .ready)
        #expect(redraws == 1)
    }

    @Test("pressing a button that says Copied shows it pressed")
    func pressWhileCopied() {
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        feedback.didCopy(codes[1], phrases: .english)
        #expect(feedback.look(of: codes[1], pressing: press(codes[1])) == .pressed)
    }

    @Test("the code a button copies is its block's Copy code action's; a paragraph has none")
    func code() throws {
        let model = readingModel("Text.\n\n```\nlet a = 1\n```\n")
        let code = try #require(model.elements.first { $0.role == .codeBlock })
        #expect(CodeCopyFeedback.code(of: code.id, in: model) == "let a = 1")
        let paragraph = try #require(model.elements.first { $0.role == .text })
        #expect(CodeCopyFeedback.code(of: paragraph.id, in: model) == nil)
    }

    @Test("the title and announcement are in the reader's language")
    func german() throws {
        let german = try #require(PhraseTable.named("de"))
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        #expect(feedback.didCopy(codes[0], phrases: german) == "Code kopiert")
        #expect(feedback.title(of: codes[0], phrases: german) == "Kopiert")
    }
}
