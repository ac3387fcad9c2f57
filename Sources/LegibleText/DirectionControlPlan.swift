/// Which explicit direction controls of a paragraph of prose are obeyed: embeddings and isolates
/// that the paragraph closes again, as right-to-left text written by hand uses them (an English
/// word isolated in Hebrew). Overrides are never obeyed (they make letters run in the order an
/// author forces, which is how Trojan Source makes text read otherwise than it is), nor is any
/// control left open at the paragraph's end, nor a pop with nothing open to close.
///
/// Controls are matched as UAX #9 matches them (BD9, X6a, X7): a PDI closes the isolate opened
/// last, and with it anything opened inside the isolate and not yet closed (which is then left
/// open, so not obeyed); a PDF closes the embedding or override opened last, unless an isolate
/// opened after it is still open.
///
/// ```swift
/// let plan = DirectionControlPlan(controls: [0x2067, 0x2069, 0x202E])  // RLI, PDI, RLO
/// plan.keeps(0) // true: the isolate is closed
/// plan.keeps(2) // false: an override is never obeyed
/// ```
package struct DirectionControlPlan: Sendable {
    /// For each control, in order, whether it is obeyed.
    private var kept: [Bool]

    /// The plan for a paragraph's explicit direction controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI,
    /// FSI, PDI), in order.
    package init(controls: [UInt32]) {
        kept = Array(repeating: false, count: controls.count)
        /// What is open: the index of its control, and whether it is an isolate.
        var open: [(index: Int, isIsolate: Bool)] = []
        for (index, control) in controls.enumerated() {
            switch control {
            case 0x202A, 0x202B, 0x202D, 0x202E:
                open.append((index, false))
            case 0x2066, 0x2067, 0x2068:
                open.append((index, true))
            case 0x202C:
                guard let last = open.last, !last.isIsolate else { continue }
                open.removeLast()
                // An override and its PDF are both left out; an embedding and its PDF both kept.
                let isOverride = controls[last.index] == 0x202D || controls[last.index] == 0x202E
                kept[last.index] = !isOverride
                kept[index] = !isOverride
            case 0x2069:
                guard let isolate = open.lastIndex(where: \.isIsolate) else { continue }
                kept[open[isolate].index] = true
                kept[index] = true
                open.removeSubrange(isolate...)
            default:
                continue
            }
        }
    }

    /// Whether the paragraph's control number `index` (counting from 0) is obeyed; one past the
    /// plan's controls is not.
    package func keeps(_ index: Int) -> Bool {
        index < kept.count && kept[index]
    }
}
