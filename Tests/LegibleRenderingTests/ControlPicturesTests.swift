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

    @Test("without keeping them, line breaks and tabs are pictures as well")
    func everything() {
        #expect(ControlPictures.replacing(in: "a\tb\n") == "a␉b␊")
    }
}
