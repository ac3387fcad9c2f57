import LegibleRendering
import Testing

/// Controls shown as pictures, line breaks and tabs kept where text output needs them.
@Suite("Control pictures")
struct ControlPicturesTests {
    @Test("keeping line breaks and tabs: text with only those comes back as it was")
    func onlyLineBreaks() {
        #expect(ControlPictures.replacing(in: "a\nb\tc\r\nd\n", keepingLineBreaksAndTabs: true) == "a\nb\tc\r\nd\n")
    }

    @Test("keeping line breaks and tabs: any other control is a picture, a lone carriage return too, wherever it is")
    func otherControls() {
        #expect(ControlPictures.replacing(in: "a\n\u{1B}[2J\n", keepingLineBreaksAndTabs: true) == "a\n␛[2J\n")
        #expect(ControlPictures.replacing(in: "a\rb\n", keepingLineBreaksAndTabs: true) == "a␍b\n")
        #expect(ControlPictures.replacing(in: "end\r", keepingLineBreaksAndTabs: true) == "end␍")
        #expect(ControlPictures.replacing(in: "\r\r\n", keepingLineBreaksAndTabs: true) == "␍\r\n")
        #expect(ControlPictures.replacing(in: "c1\u{85}\n\u{7F}", keepingLineBreaksAndTabs: true) == "c1\u{FFFD}\n␡")
    }

    @Test("keeping line breaks and tabs: a control is found at any place in long text, a C1 control split across eight-byte words too")
    func controlsAtEveryOffset() {
        let text = "The quick brown fox jumps over the lazy dog."
        for offset in 0...text.utf8.count {
            let index = text.utf8.index(text.startIndex, offsetBy: offset)
            let (before, after) = (text[..<index], text[index...])
            for (control, picture) in [("\u{1B}", "␛"), ("\u{7F}", "␡"), ("\u{85}", "\u{FFFD}"), ("\r", "␍"), ("\u{0}", "␀")] {
                #expect(ControlPictures.replacing(in: before + control + after, keepingLineBreaksAndTabs: true) == before + picture + after)
            }
            for kept in ["\n", "\t", "\r\n", "é"] {
                #expect(ControlPictures.replacing(in: before + kept + after, keepingLineBreaksAndTabs: true) == before + kept + after)
            }
        }
    }

    @Test("without keeping them, line breaks and tabs are pictures as well")
    func everything() {
        #expect(ControlPictures.replacing(in: "a\tb\n") == "a␉b␊")
    }
}
