import LegibleAccessibility
import LegibleAudit
import Testing

@Suite("Auditing a streamed answer")
struct StreamingAuditTests {
    func found(_ answer: StreamingAnswer) -> [String] {
        Auditor().audit(answer).map { "\($0.range.lowerBound) \($0.ruleID)" }
    }

    @Test("what is still being written, and rules that need the whole answer, wait")
    func waits() {
        let answer = StreamingAnswer()
        _ = answer.append("[^a]: never used\n\n![](a.png)\n\n**Step", at: .zero)
        // The paragraph being typed ("**Step" may become "**Step 1:** do this") is left alone,
        // and the footnote may still be referenced further on.
        #expect(found(answer) == ["3:1 image-alt-missing"])
        _ = answer.append(" one**\n\nRun it.", at: .seconds(1))
        #expect(found(answer) == ["3:1 image-alt-missing", "5:1 bold-paragraph-as-heading"])
        _ = answer.finish(at: .seconds(2))
        #expect(found(answer) == ["1:1 footnote-definition-unused", "3:1 image-alt-missing", "5:1 bold-paragraph-as-heading"])
    }

    @Test("a finished answer has the findings of the same text parsed whole")
    func sameAsWhole() {
        let text = "# Title\n\n#### Deep\n\n[here](https://a.com) and ⭐⭐⭐\n\n| x |\n|---|\n| 1 |\n"
        let answer = StreamingAnswer()
        for character in text { _ = answer.append(String(character), at: .zero) }
        _ = answer.finish(at: .zero)
        #expect(Auditor().audit(answer) == Auditor().audit(markdown: Array(text.utf8)))
    }
}
