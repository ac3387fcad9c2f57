import LegibleAudit
import Testing

@Suite("Disable comments")
struct SuppressionTests {
    func lines(_ markdown: String) -> [Int] {
        Auditor().audit(markdown: Array(markdown.utf8)).filter { $0.ruleID == "image-alt-missing" }.map(\.range.lowerBound.line)
    }

    @Test("disable-next-line silences the line after the comment, for the rule named")
    func nextLine() {
        #expect(lines("<!-- legible-audit-disable-next-line image-alt-missing -->\n![](a.png)\n\n![](b.png)") == [4])
        #expect(lines("<!-- legible-audit-disable-next-line link-text-vague -->\n![](a.png)") == [2])
    }

    @Test("disable holds until enable; without rules it applies to all")
    func region() {
        let markdown = "![](1.png)\n\n<!-- legible-audit-disable -->\n\n![](5.png)\n\nText <!-- legible-audit-enable image-alt-missing --> here.\n\n![](9.png)"
        #expect(lines(markdown) == [1, 9])
    }

    @Test("a comment inside a code block is code, not a directive")
    func inCode() {
        #expect(lines("```html\n<!-- legible-audit-disable -->\n```\n\n![](a.png)") == [5])
    }
}
