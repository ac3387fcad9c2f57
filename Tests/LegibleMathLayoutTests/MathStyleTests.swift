import LegibleMathLayout
import Testing

/// TeX's style changes (The TeXbook, chapter 17), for every one of the eight styles.
struct MathStyleTests {
    static let all: [MathStyle] = [.display, .display.cramped, .text, .text.cramped, .script, .script.cramped,
                                   .scriptScript, .scriptScript.cramped]

    @Test("Superscripts: D T → S, S SS → SS, cramping kept")
    func superscripts() {
        #expect(Self.all.map(\.superscript.description) == ["S", "S′", "S", "S′", "SS", "SS′", "SS", "SS′"])
    }

    @Test("Subscripts: as superscripts, always cramped")
    func subscripts() {
        #expect(Self.all.map(\.subscript.description) == ["S′", "S′", "S′", "S′", "SS′", "SS′", "SS′", "SS′"])
    }

    @Test("Numerators: D → T → S → SS, cramping kept")
    func numerators() {
        #expect(Self.all.map(\.numerator.description) == ["T", "T′", "S", "S′", "SS", "SS′", "SS", "SS′"])
    }

    @Test("Denominators: as numerators, always cramped")
    func denominators() {
        #expect(Self.all.map(\.denominator.description) == ["T′", "T′", "S′", "S′", "SS′", "SS′", "SS′", "SS′"])
    }

    @Test("Script level (for ssty and the scale-downs) and whether spaces are suppressed")
    func scriptLevel() {
        #expect(Self.all.map(\.scriptLevel) == [0, 0, 0, 0, 1, 1, 2, 2])
        #expect(Self.all.map(\.isScript) == [false, false, false, false, true, true, true, true])
    }
}
