/// ``LineBreakMachine`` as a table: every state the machine can reach, and for each state and
/// class, the state it moves to and the actions it takes. Built once, on first use, by running
/// the machine from its start on every class in every state it reaches (a few hundred states,
/// well under a millisecond), so the table says exactly what the rules say, and reading a scalar
/// is one array read instead of a walk through the rules.
package struct LineBreakStateTable: Sendable {
    /// The state numbers are 16 bits; the rules reach a few hundred.
    package typealias State = UInt16

    private static let classCount = LineBreakClass.allCases.count

    /// The state before any scalar has been read.
    package let initialState: State = 0
    /// For `state * classCount + class`: the next state in the low 16 bits, the actions' raw
    /// value above them.
    private let steps: [UInt32]
    /// For each state, the actions at the end of the text.
    private let ends: [LineBreakMachine.Actions]

    /// The table shared by every line breaker.
    package static let shared = LineBreakStateTable()

    private init() {
        var machines = [LineBreakMachine()]
        var numbers = [LineBreakMachine(): State(0)]
        var steps: [UInt32] = []
        var ends: [LineBreakMachine.Actions] = []
        var next = 0
        while next < machines.count {
            let machine = machines[next]
            next += 1
            ends.append(machine.endActions)
            for scalarClass in LineBreakClass.allCases {
                var successor = machine
                let actions = successor.read(scalarClass)
                let number: State
                if let known = numbers[successor] {
                    number = known
                } else {
                    number = State(machines.count)
                    numbers[successor] = number
                    machines.append(successor)
                }
                steps.append(UInt32(number) | UInt32(actions.rawValue) << 16)
            }
        }
        self.steps = steps
        self.ends = ends
    }

    /// How many states the machine can reach.
    package var stateCount: Int { ends.count }

    /// The state after reading a scalar of class `scalarClass` in `state`, and the actions.
    @inline(__always)
    package func step(from state: State, reading scalarClass: LineBreakClass) -> (state: State, actions: LineBreakMachine.Actions) {
        let step = steps[Int(state) &* Self.classCount &+ Int(scalarClass.rawValue)]
        return (State(truncatingIfNeeded: step), LineBreakMachine.Actions(rawValue: UInt8(truncatingIfNeeded: step >> 16)))
    }

    /// The actions at the end of a text that leaves the machine in `state`.
    package func endActions(in state: State) -> LineBreakMachine.Actions {
        ends[Int(state)]
    }
}
