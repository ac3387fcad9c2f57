import LegibleMathLayout
import Testing

/// `\displaystyle`, `\textstyle`, `\scriptstyle` and `\scriptscriptstyle` anywhere in a row: the
/// rest of the row (up to the end of its group) is set in that style, its sizes, its scripts and
/// its spacing. The expected boxes are LuaLaTeX's (`../shared/tools/tex_layout_oracle.py`, Latin
/// Modern Math at 10 pt), within 0.005 pt.
@Suite("Style switches", .enabled(if: LatinModernMath.available, "Latin Modern Math not installed (apt-get install fonts-lmodern)"))
struct StyleSwitchTests {
    let typesetter = LatinModernMath.typesetter!

    /// Width, height and depth of an inline formula.
    func box(_ tex: String) -> [Double] {
        let list = typesetter.layout(tex: tex, display: false)
        return [list.width, list.height, list.depth]
    }

    func expectBox(_ tex: String, _ expected: [Double]) {
        let ours = box(tex)
        #expect(zip(ours, expected).allSatisfy { abs($0 - $1) < 0.005 }, "\(tex): \(ours), TeX \(expected)")
    }

    @Test(#"a \scriptstyle b c: b and c at script size, a not"#)
    func scriptStyleMidRow() {
        expectBox(#"a \scriptstyle b c"#, [12.381, 4.858, 0.11])
    }

    @Test(#"a+\scriptstyle b+c: the space before b is the text style's, the one after it the script style's (none)"#)
    func spacingFollowsTheSwitch() {
        expectBox(#"a+\scriptstyle b+c"#, [27.829, 5.83, 0.83])
        expectBox(#"a \scriptstyle b+c"#, [17.827, 4.858, 0.581])
    }

    @Test(#"\, after \scriptstyle is a script style's thin space"#)
    func explicitSpaceInTheNewStyle() {
        expectBox(#"a \scriptstyle \, b"#, [9.9705, 4.858, 0.11])
    }

    @Test(#"\frac{\displaystyle\sum_i a_i}{2}: a display-size sum with its limit below, in the numerator"#)
    func displayStyleNumerator() {
        expectBox(#"\frac{\displaystyle\sum_i a_i}{2}"#, [27.1844, 23.4805, 3.4496])
    }

    @Test(#"\frac{1}{\displaystyle x^2}: the switch uncramps the denominator, so x's superscript is raised as in D"#)
    func displayStyleUncrampsTheDenominator() {
        expectBox(#"\frac{1}{\displaystyle x^2}"#, [12.6629, 8.5876, 6.4878])
    }

    @Test(#"x^{\displaystyle \sum_i y}: a superscript in display style"#)
    func displayStyleSuperscript() {
        expectBox(#"x^{\displaystyle y}"#, [11.1799, 8.0496, 0.11])
        expectBox(#"x^{\displaystyle \sum_i y}"#, [27.2864, 21.4607, 0.11])
    }

    @Test(#"a = \displaystyle \sum_i a_i: the switch reaches the end of the formula"#)
    func displayStyleToTheEnd() {
        expectBox(#"a = \displaystyle \sum_i a_i"#, [43.4094, 9.4997, 10.8811])
    }

    @Test(#"{\scriptscriptstyle a+b} = c: the switch ends with its group"#)
    func switchEndsWithItsGroup() {
        expectBox(#"{\scriptscriptstyle a+b} = c"#, [28.59, 4.42, 0.415])
    }

    @Test(#"\displaystyle ^2 x: a style switch takes no scripts; the superscript has an empty base"#)
    func switchTakesNoScripts() {
        expectBox(#"\displaystyle ^2 x"#, [10.2629, 8.2776, 0.11])
    }

    @Test(#"\textstyle in a displayed formula: a text-size sum with its limit beside it"#)
    func textStyleInDisplay() {
        let list = typesetter.layout(tex: #"\frac{\textstyle\sum_i a_i}{2}"#, display: true)
        #expect(abs(list.width - 26.6924) < 0.005 && abs(list.height - 15.9694) < 0.005 && abs(list.depth - 6.8593) < 0.005)
    }
}
