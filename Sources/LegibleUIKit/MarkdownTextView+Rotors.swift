#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import UIKit

extension MarkdownTextView {
    /// One rotor per kind of place the model lists (headings, links, tables, …), feeding the
    /// system's rotor where there is one; made anew only when the kinds change (`RotorKinds`).
    func updateRotors(after update: ReadingModelUpdate? = nil) {
        guard rotorKinds.update(after: update, model: readingModel) else { return }
        accessibilityCustomRotors = rotorKinds.kinds.map { kind in
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
        let stretch = (current as? TextRunAccessibilityElement)?.utf16Range
        guard let target = core.rotorTarget(kind, from: current?.id, stretch: stretch, forward: predicate.searchDirection == .next),
              let object = tree.focusTarget(for: target) else { return nil }
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
