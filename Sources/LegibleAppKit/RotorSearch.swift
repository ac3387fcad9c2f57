#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility
import LegibleViewSupport

/// Answers a rotor's searches from the reading model: the next or previous heading, link,
/// table, … from the element VoiceOver is on.
final class RotorSearch: NSObject, NSAccessibilityCustomRotorItemSearchDelegate {
    let kind: Rotor.Kind
    private weak var view: MarkdownTextView?

    init(kind: Rotor.Kind, view: MarkdownTextView) {
        self.kind = kind
        self.view = view
        super.init()
    }

    func rotor(_ rotor: NSAccessibilityCustomRotor,
               resultFor searchParameters: NSAccessibilityCustomRotor.SearchParameters) -> NSAccessibilityCustomRotor.ItemResult? {
        let current = (searchParameters.currentItem?.targetElement as? MarkdownAccessibilityElement)?.id
        // From a stretch of a paragraph, what is in the paragraph counts by where it is.
        let stretch = (searchParameters.currentItem?.targetElement as? TextRunAccessibilityElement)?.utf16Range
        let forward = searchParameters.searchDirection == .next
        let (view, kind) = (self.view, self.kind)
        // AppKit asks on the main thread; the element found is handed back from there.
        nonisolated(unsafe) var found: MarkdownAccessibilityElement?
        MainActor.assumeIsolated {
            guard let view, let target = view.core.rotorTarget(kind, from: current, stretch: stretch, forward: forward) else { return }
            found = view.elements.focusTarget(for: target)
        }
        return found.map { NSAccessibilityCustomRotor.ItemResult(targetElement: $0) }
    }
}

extension MarkdownTextView {
    /// One rotor per kind of place the model lists (headings, links, tables, …), of the
    /// system's type where there is one, made anew when the kinds change (`RotorKinds`).
    func updateRotors(after update: ReadingModelUpdate? = nil) {
        guard rotorKinds.update(after: update, model: readingModel) else { return }
        rotorSearches = rotorKinds.kinds.map { RotorSearch(kind: $0, view: self) }
        rotors = rotorSearches.map { search in
            if let type = NSAccessibilityCustomRotor.RotorType(search.kind) {
                return NSAccessibilityCustomRotor(rotorType: type, itemSearchDelegate: search)
            }
            return NSAccessibilityCustomRotor(label: search.kind.name(in: phrases), itemSearchDelegate: search)
        }
    }
}

extension NSAccessibilityCustomRotor.RotorType {
    /// The rotor type of a kind of place, if VoiceOver has one of its own.
    init?(_ kind: Rotor.Kind) {
        let types: [Rotor.Kind: Self] = [.headings: .heading, .links: .link, .tables: .table, .lists: .list, .images: .image]
        let levels: [Self] = [.headingLevel1, .headingLevel2, .headingLevel3, .headingLevel4, .headingLevel5, .headingLevel6]
        let level = kind.headingLevel.flatMap { levels.indices.contains($0 - 1) ? levels[$0 - 1] : nil }
        guard kind.isSystemRotor, let type = types[kind] ?? level else { return nil }
        self = type
    }
}
#endif
