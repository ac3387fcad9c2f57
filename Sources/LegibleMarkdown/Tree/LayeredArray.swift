/// Elements in layers: a settled prefix that earlier and later values share (an
/// ``AppendOnlyBuffer`` view), a few of its elements as they are in this value, and provisional
/// elements after it that only this value has.
///
/// A growing block's tree (a snapshot's nodes, a reading model's elements) is one of these:
/// what complete lines made is settled and shared, the nodes whose links change as the block
/// grows (its own, its last row's) are overridden, and what the unfinished last line makes is
/// provisional. Making one costs the overrides and the provisional elements, not the settled
/// ones.
///
/// ```swift
/// let settled = AppendOnlyBuffer<String>()
/// settled.append(contentsOf: ["a", "b"])
/// let value = LayeredArray(settled: settled.view, overrides: [(0, "A")], provisional: ["c"])
/// Array(value)    // ["A", "b", "c"]
/// ```
package struct LayeredArray<Element>: RandomAccessCollection {
    package let settled: AppendOnlyBuffer<Element>.View
    /// Settled elements as they are in this value, by index; few, so found by a scan.
    package let overrides: [(index: Int32, element: Element)]
    /// The elements after the settled ones.
    package let provisional: [Element]

    package init(settled: AppendOnlyBuffer<Element>.View, overrides: [(index: Int32, element: Element)] = [], provisional: [Element] = []) {
        self.settled = settled
        self.overrides = overrides
        self.provisional = provisional
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { settled.count + provisional.count }

    package subscript(position: Int) -> Element {
        if position >= settled.count { return provisional[position - settled.count] }
        for override in overrides where Int(override.index) == position { return override.element }
        return settled[position]
    }
}

extension LayeredArray: Sendable where Element: Sendable {}
