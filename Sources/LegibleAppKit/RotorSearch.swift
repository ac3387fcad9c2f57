#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import LegibleAccessibility

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
    /// system's type where there is one.
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
        rotorSearches = rotorKinds.map { RotorSearch(kind: $0, view: self) }
        rotors = zip(kinds, rotorSearches).map { kind, search in
            if let type = NSAccessibilityCustomRotor.RotorType(kind) {
                return NSAccessibilityCustomRotor(rotorType: type, itemSearchDelegate: search)
            }
            return NSAccessibilityCustomRotor(label: kind.name(in: phrases), itemSearchDelegate: search)
        }
    }
}

extension NSAccessibilityCustomRotor.RotorType {
    /// The rotor type of a kind of place, if VoiceOver has one of its own.
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
