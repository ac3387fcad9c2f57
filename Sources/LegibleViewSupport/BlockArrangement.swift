public import LegibleAccessibility

/// What a view's accessibility tree puts directly under the view, in reading order, and where
/// each inline element that is no stop is read, kept one top-level block at a time: a streamed
/// update arranges only the blocks it changed (`ReadingModelUpdate.changedTopLevelElements`),
/// so an append costs what it changed, and the whole reading model is not asked for.
///
/// The platform says how one block is arranged (its objects placed under their containers) and
/// what the block puts under the view; this keeps the rest.
///
/// ```swift
/// var arrangement = BlockArrangement<MyElement>()
/// arrangement.rebuild(model, stops: stops) { block, elements, readIn in place(block, elements, readIn) }
/// arrangement.apply(update, stops: stops) { block, elements, readIn in place(block, elements, readIn) }
/// view.accessibilityElements = arrangement.topLevel
/// ```
@MainActor
public struct BlockArrangement<Object: AnyObject> {
    /// Arranges one top-level block: `elements` are the block and everything in it, depth first
    /// (a parent before its children), `readIn` where each of their inline elements that is no
    /// stop is read; returns the objects the block puts directly under the view, in order.
    public typealias Arrange = (_ block: AccessibilityElement, _ elements: [AccessibilityElement], _ readIn: [ElementID: ElementID]) -> [Object]

    /// What is directly under the view, in reading order.
    public private(set) var topLevel: [Object] = []
    /// Where each inline element that is no stop is read: the element holding it.
    public private(set) var readIn: [ElementID: ElementID] = [:]
    private var order = TopLevelOrder()
    private var placedAtTop: [ElementID: [Object]] = [:]

    /// Nothing arranged.
    public init() {}

    /// Arranges every block of `model` afresh.
    public mutating func rebuild<Stretch>(_ model: ReadingModel, stops: ReadingStopObjects<Stretch>, arrange: Arrange) {
        order = TopLevelOrder(model)
        placedAtTop = [:]
        readIn = [:]
        for block in model.root.children { self.arrange(block, stops: stops, with: arrange) }
        topLevel = order.ids.flatMap { placedAtTop[$0] ?? [] }
    }

    /// Arranges the blocks a streamed update changed, after `stops` applied it; forgets what it removed.
    public mutating func apply<Stretch>(_ update: ReadingModelUpdate, stops: ReadingStopObjects<Stretch>, arrange: Arrange) {
        order.apply(update)
        for id in update.removed {
            placedAtTop[id] = nil
            readIn[id] = nil
        }
        for block in update.changedTopLevelElements { self.arrange(block, stops: stops, with: arrange) }
        topLevel = order.ids.flatMap { placedAtTop[$0] ?? [] }
    }

    private mutating func arrange<Stretch>(_ block: AccessibilityElement, stops: ReadingStopObjects<Stretch>, with arrange: Arrange) {
        var elements: [AccessibilityElement] = []
        for case .enter(let element) in block.walk() { elements.append(element) }
        let places = stops.readIn(elements)
        for element in elements { readIn[element.id] = places[element.id] }
        placedAtTop[block.id] = arrange(block, elements, places)
    }
}
