import LegibleMath
import Testing

/// What only the drawing of a formula sees reads as the formula did before the syntax tree kept
/// it: a frame, where a font command takes its letters from, TeX's `\\` outside an environment.
@Suite("Syntax only layout sees: speech unchanged")
struct LayoutOnlySyntaxSpeechTests {
    let speaker = MathSpeaker()

    @Test("\\boxed{…} and \\fbox{…} read as what they frame")
    func frames() {
        #expect(speaker.speak(Formula(#"\boxed{x+1}"#)).text == speaker.speak(Formula("x+1")).text)
        #expect(speaker.speak(Formula(#"E = \boxed{mc^2}"#)).text == "E equals m c squared")
        #expect(Formula(#"\boxed{x}"#).isReadable && Formula(#"\fbox{ab}"#).isReadable)
    }

    @Test("\\mathbf{x} (the text font's bold) and \\symbf{x} (the math font's) both read bold x")
    func textFaceAndMathAlphabet() {
        #expect(speaker.speak(Formula(#"\mathbf{x}"#)).text == "bold x")
        #expect(speaker.speak(Formula(#"\symbf{x}"#)).text == "bold x")
        #expect(Formula(#"\symup{x}\symit{x}\mathsfit{x}\mathbfsf{x}"#).isReadable)
    }

    @Test("\\\\ outside an environment still reads as the lines the writer meant, though TeX draws them as one")
    func newlineRows() {
        #expect(speaker.speak(Formula(#"a = 1 \\ b = 2"#)).text == "2 lines, Line 1, a equals 1. Line 2, b equals 2")
    }
}
