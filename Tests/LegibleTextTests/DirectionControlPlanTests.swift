import LegibleText
import Testing

/// Which explicit direction controls of a paragraph are obeyed.
@Suite("Direction control plan")
struct DirectionControlPlanTests {
    func kept(_ controls: [UInt32]) -> [Bool] {
        let plan = DirectionControlPlan(controls: controls)
        return controls.indices.map(plan.keeps)
    }

    @Test("isolates and embeddings the paragraph closes are obeyed")
    func balanced() {
        #expect(kept([0x2067, 0x2069]) == [true, true])             // RLI … PDI
        #expect(kept([0x202B, 0x202C]) == [true, true])             // RLE … PDF
        #expect(kept([0x2068, 0x202A, 0x202C, 0x2069]) == [true, true, true, true])
    }

    @Test("overrides are never obeyed, nor the PDF that closes one")
    func overrides() {
        #expect(kept([0x202E, 0x202C]) == [false, false])
        #expect(kept([0x202B, 0x202D, 0x202C, 0x202C]) == [true, false, false, true])
    }

    @Test("what is left open, and a pop with nothing to close, is not obeyed")
    func unbalanced() {
        #expect(kept([0x2066]) == [false])
        #expect(kept([0x2069, 0x202C]) == [false, false])
        // A PDF does not close an embedding from outside an open isolate.
        #expect(kept([0x202B, 0x2067, 0x202C]) == [false, false, false])
        // A PDI closes its isolate and leaves an embedding opened inside it open.
        #expect(kept([0x2067, 0x202B, 0x2069]) == [true, false, true])
    }
}
