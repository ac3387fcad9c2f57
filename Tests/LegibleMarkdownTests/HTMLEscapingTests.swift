import LegibleMarkdown
import Testing

/// Escaping for HTML text looks for `&`, `<`, `>` and `"` sixteen bytes at a time, and in the
/// sixteen that end the text for the last ones, so every place in texts of every length is tried.
@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test("each escaped character is an entity wherever it is, and the text around it is kept")
    func everyPlace() {
        for length in 0...40 {
            let text = String((0..<length).map { Array("abcdé中x")[$0 % 7] })
            for offset in 0...text.count {
                let place = text.index(text.startIndex, offsetBy: offset)
                for (character, entity) in [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "'")] {
                    let before = String(text[..<place]), after = String(text[place...])
                    #expect(HTMLEscaping.escaped(before + character + after) == before + entity + after)
                    #expect(HTMLEscaping.escaped(character + before + character + after + character) == entity + before + entity + after + entity)
                }
            }
        }
    }

    @Test("runs of escapes, and bytes one off from them, 0x21, 0x27, 0x3D and 0x3F, are kept")
    func neighbours() {
        #expect(HTMLEscaping.escaped("<<>>&&\"\"") == "&lt;&lt;&gt;&gt;&amp;&amp;&quot;&quot;")
        #expect(HTMLEscaping.escaped(String(repeating: "!'=?$", count: 7)) == String(repeating: "!'=?$", count: 7))
    }
}
