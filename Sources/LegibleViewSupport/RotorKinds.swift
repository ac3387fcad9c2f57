public import LegibleAccessibility

/// The kinds of place a view offers rotors for (headings, links, tables, …), kept up with the
/// reading model the same way in the UIKit and AppKit views: while an answer streams in, from
/// each update (`Rotor/Kind/kinds(after:shown:)`, without asking the whole model); from the
/// whole model when it is shown or complete. The view makes its rotors anew only when the
/// kinds change.
///
/// ```swift
/// if rotorKinds.update(after: update, model: core.readingModel) { makeRotors(rotorKinds.kinds) }
/// ```
public struct RotorKinds: Sendable {
    /// The kinds offered, in the model's order.
    public private(set) var kinds: [Rotor.Kind] = []

    /// No rotors yet.
    public init() {}

    /// Brings the kinds up to the model after a streamed `update`, or to the whole `model` for
    /// a document shown or complete (`update` `nil` or complete). `true` when they changed.
    public mutating func update(after update: ReadingModelUpdate?, model: @autoclosure () -> ReadingModel) -> Bool {
        let new = if let update, !update.isComplete {
            Rotor.Kind.kinds(after: update, shown: kinds)
        } else {
            model().rotors.map(\.kind)
        }
        guard let new, new != kinds else { return false }
        kinds = new
        return true
    }
}
