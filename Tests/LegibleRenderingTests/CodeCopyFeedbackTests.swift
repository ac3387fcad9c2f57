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

    @Test("a button is ready, pressed only while held on it, ready again after")
    func pressed() {
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        #expect(feedback.look(of: codes[0], pressed: nil) == .ready)
        #expect(feedback.look(of: codes[0], pressed: codes[0]) == .pressed)
        #expect(feedback.look(of: codes[1], pressed: codes[0]) == .ready)
    }

    @Test("after a copy the button says Copied, is announced, and is ready again two seconds later, redrawn then")
    func confirmation() {
        let clock = VirtualClock()
        var redraws: [Duration] = []
        let feedback = CodeCopyFeedback(clock: clock.clock) { redraws.append(clock.now) }
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copy code")
        #expect(feedback.didCopy(codes[0], phrases: .english) == "Code copied")
        #expect(feedback.look(of: codes[0], pressed: nil) == .copied)
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copied")
        #expect(feedback.look(of: codes[1], pressed: nil) == .ready)
        clock.advance(to: .milliseconds(1999))
        #expect(feedback.title(of: codes[0], phrases: .english) == "Copied")
        #expect(redraws.isEmpty)
        clock.advance(to: .seconds(2))
        #expect(feedback.look(of: codes[0], pressed: nil) == .ready)
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
        #expect(feedback.look(of: codes[0], pressed: nil) == .copied)
        #expect(redraws == 0)
        clock.advance(to: .seconds(3))
        #expect(feedback.look(of: codes[0], pressed: nil) == .ready)
        #expect(redraws == 1)
    }

    @Test("pressing a button that says Copied shows it pressed")
    func pressWhileCopied() {
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        feedback.didCopy(codes[1], phrases: .english)
        #expect(feedback.look(of: codes[1], pressed: codes[1]) == .pressed)
    }

    @Test("the title and announcement are in the reader's language")
    func german() throws {
        let german = try #require(PhraseTable.named("de"))
        let feedback = CodeCopyFeedback(clock: VirtualClock().clock)
        #expect(feedback.didCopy(codes[0], phrases: german) == "Code kopiert")
        #expect(feedback.title(of: codes[0], phrases: german) == "Kopiert")
    }
}
