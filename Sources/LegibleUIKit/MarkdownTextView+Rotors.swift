#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import UIKit

extension MarkdownTextView {
    /// One rotor per kind of place the model lists (headings, links, tables, …), feeding the
    /// system's rotor where there is one.
    /// While an answer streams in, from the update (``Rotor/Kind/kinds(after:shown:)``); from
    /// the whole model when it is shown or complete.
    func updateRotors(after update: ReadingModelUpdate? = nil) {
        if let update, !update.isComplete {
            Rotor.Kind.kinds(after: update, shown: rotorKinds).map(setRotors)
        } else {
            setRotors(readingModel.rotors.map(\.kind))
        }
    }

    private func setRotors(_ kinds: [Rotor.Kind]) {
        guard kinds != rotorKinds else { return }
        rotorKinds = kinds
        accessibilityCustomRotors = kinds.map { kind in
            let search: UIAccessibilityCustomRotor.Search = { [weak self] predicate in
                self?.rotorResult(kind, predicate)
            }
            if let system = UIAccessibilityCustomRotor.SystemRotorType(kind) {
                return UIAccessibilityCustomRotor(systemType: system, itemSearch: search)
            }
            return UIAccessibilityCustomRotor(name: kind.name(in: phrases), itemSearch: search)
        }
    }

    private func rotorResult(_ kind: Rotor.Kind, _ predicate: UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult? {
        let current = predicate.currentItem.targetElement as? MarkdownAccessibilityElement
        let forward = predicate.searchDirection == .next
        // From a stretch of a paragraph, what is in the paragraph counts by where it is.
        let entry = if let stretch = current as? TextRunAccessibilityElement {
            readingModel.rotorEntry(kind, fromTextAt: stretch.utf16Range, in: stretch.id, forward: forward)
        } else {
            readingModel.rotorEntry(kind, from: current?.id, forward: forward)
        }
        guard let entry, let object = tree.focusTarget(for: entry.target.id) else { return nil }
        return UIAccessibilityCustomRotorItemResult(targetElement: object, targetRange: nil)
    }
}

extension UIAccessibilityCustomRotor.SystemRotorType {
    /// The system rotor a kind of place feeds, if VoiceOver has one of its own.
    init?(_ kind: Rotor.Kind) {
        guard kind.isSystemRotor else { return nil }
        let levels: [Self] = [.headingLevel1, .headingLevel2, .headingLevel3, .headingLevel4, .headingLevel5, .headingLevel6]
        switch kind {
        case .headings: self = .heading
        case .links: self = .link
        case .tables: self = .table
        case .lists: self = .list
        case .images: self = .image
        default:
            guard let level = kind.headingLevel, (1...6).contains(level) else { return nil }
            self = levels[level - 1]
        }
    }
}
#endif
