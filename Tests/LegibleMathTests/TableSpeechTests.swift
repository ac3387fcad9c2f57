import Testing
import LegibleMath

@Suite("Matrices, determinants, cases and lines")
struct TableSpeechTests {
    let speaker = MathSpeaker()

    @Test("A matrix is announced by its size and read row by row")
    func matrix() {
        #expect(speaker.speak(#"\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}"#).text
                == "the 2 by 2 matrix. Row 1, 1, 0. Row 2, 0, 1")
    }

    @Test("Bars around a matrix make a determinant")
    func determinant() {
        #expect(speaker.speak(#"\begin{vmatrix} a & b \\ c & d \end{vmatrix}"#).text
                == "the determinant of the 2 by 2 matrix. Row 1, a, b. Row 2, c, d")
        #expect(speaker.speak(#"\det\begin{pmatrix} a & b \\ c & d \end{pmatrix}"#).text
                == "the determinant of the 2 by 2 matrix. Row 1, a, b. Row 2, c, d")
    }

    @Test("Rules between rows and columns are drawn, not read")
    func rules() {
        #expect(speaker.speak(#"\begin{array}{|c|c|} \hline 1 & 0 \\ \hline\hline 0 & 1 \\ \hline \end{array}"#).text
                == speaker.speak(#"\begin{array}{cc} 1 & 0 \\ 0 & 1 \end{array}"#).text)
    }

    @Test("\\cline's columns are the rule's, not content: the table reads as without it, wherever it stands")
    func partialRules() {
        let plain = speaker.speak(#"\begin{array}{ccc} 1 & 2 & 3 \\ 4 & 5 & 6 \end{array}"#).text
        #expect(speaker.speak(#"\begin{array}{ccc} 1 & 2 & 3 \\ \cline{2-3} 4 & 5 & 6 \end{array}"#).text == plain)
        #expect(speaker.speak(#"\begin{array}{ccc} 1 & 2 & 3 \\ \hline\cline{1-1} \cline{3-3} 4 & 5 & 6 \\ \cline{1-2} \end{array}"#).text == plain)
        #expect(speaker.speak(#"\begin{array}{ccc} 1 & 2 & 3 \cline{2-3} \\ 4 & 5 & 6 \end{array}"#).text == plain)
        #expect(speaker.speak(#"a \cline{2-3} b"#).text == speaker.speak("a b").text)
    }

    @Test("A column vector")
    func columnVector() {
        #expect(speaker.speak(#"\begin{bmatrix} 1 \\ 2 \\ 3 \end{bmatrix}"#).text == "the 3 by 1 column matrix. 1, 2, 3")
    }

    @Test("Cases are counted and read with their conditions")
    func cases() {
        #expect(speaker.speak(#"|x| = \begin{cases} x & x \ge 0 \\ -x & x < 0 \end{cases}"#).text
                == "the absolute value of x, equals, 2 cases, Case 1, x; x is greater than or equal to 0. Case 2, negative x; x is less than 0")
    }

    @Test("mathtools' display-style and right-braced cases read as cases", arguments: ["dcases", "rcases", "drcases"])
    func casesVariants(name: String) {
        let plain = speaker.speak(#"\begin{cases} x & x \ge 0 \\ -x & x < 0 \end{cases}"#).text
        #expect(speaker.speak(#"\begin{\#(name)} x & x \ge 0 \\ -x & x < 0 \end{\#(name)}"#).text == plain)
    }

    @Test("Aligned equations are read as lines")
    func alignedLines() {
        #expect(speaker.speak(#"\begin{aligned} a &= b \\ c &= d \end{aligned}"#).text
                == "2 lines, Line 1, a; equals b. Line 2, c; equals d")
    }
}
