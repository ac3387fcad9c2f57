import LegibleMarkdown
import Testing

@Suite("Parse options")
struct ParseOptionsTests {
    /// Every option, as the type declares them; an option added there belongs here.
    let options: [(name: String, option: ParseOptions)] = [
        ("tables", .tables), ("strikethrough", .strikethrough), ("taskLists", .taskLists), ("autolinks", .autolinks),
        ("footnotes", .footnotes), ("math", .math), ("frontMatter", .frontMatter), ("alerts", .alerts),
        ("headingIDs", .headingIDs), ("admonitions", .admonitions), ("trusted", .trusted),
    ]

    @Test("each option is a bit of its own: two options sharing one would switch each other on")
    func distinctBits() {
        for (index, (name, option)) in options.enumerated() {
            #expect(option.rawValue.nonzeroBitCount == 1, "\(name)")
            for (other, otherOption) in options[(index + 1)...] {
                #expect(option.isDisjoint(with: otherOption), "\(name) and \(other)")
            }
        }
    }

    @Test("no preset trusts a document: the app says so for its own Markdown")
    func presetsAreUntrusted() {
        for preset in [ParseOptions.commonMark, .gitHub, .documents] {
            #expect(!preset.contains(.trusted))
        }
    }
}
