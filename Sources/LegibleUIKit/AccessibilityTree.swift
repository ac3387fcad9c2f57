#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import LegibleAccessibility
import LegibleViewSupport
import UIKit

/// The view's accessibility elements, one object per element of the reading model, kept by
/// identity: an element that did not change keeps its object (and so VoiceOver's focus) while
/// an answer streams in, and only added or changed elements are configured again.
///
/// UIKit's tree differs from the model's in two ways. An element VoiceOver stops at cannot have
/// children, so a model element with a block among its children is a container and the rest
/// are stops. And a paragraph or heading holding links, images, formulas or footnote references
/// is not a stop of its own but is read as its ``ReadingStop``s, in its place: stretches of its
/// text (objects of their own, kept by their number while the paragraph grows) and those
/// elements. Why, rather than one stop with the links reached by the rotor, as in UITextView:
/// - VoiceOver: every character is heard once, each link where it is and as a link, each
///   formula as math, as in Safari; a paragraph followed by its links had them heard twice.
/// - Switch Control scans to, and Voice Control names ("Tap the docs"), only elements: a link
///   must be one to be a target. A link reached by a rotor only is neither's.
/// - Reading by line still reads whole lines: every stretch reads its paragraph's lines.
/// A table cell stays one stop, so that table navigation reads it with its header; the things
/// in it are reached by the rotors, which land on the cell.
@MainActor
package final class AccessibilityTree: ElementTree<MarkdownAccessibilityElement, TextRunAccessibilityElement> {
    /// The Copy button of each code block, beside it, by the code block's element.
    private var copyButtons: [ElementID: CopyCodeButtonElement] = [:]

    init(view: MarkdownTextView) {
        super.init(make: { [unowned view] element in Self.makeObject(for: element, in: view) },
                   configure: { [unowned view] object, element in
                       object.configure(with: element)
                       // A block or image the app's renderer draws is read as the renderer names it.
                       if let text = view.blockRenderers.accessibleText(of: element.id, in: view.styledDocument) { object.describeAsRendered(text) }
                       if let text = view.attachmentRenderers.accessibleText(of: element.id, in: view.styledDocument) { object.describeAsRendered(text) }
                   },
                   makeStretch: { [unowned view] element, run in TextRunAccessibilityElement(id: element.id, index: run.index, view: view) },
                   configureStretch: { object, run, element in object.configure(with: run, of: element) },
                   object: { $0 })
    }

    /// Builds every element of `model` afresh.
    func rebuild(_ model: ReadingModel, in view: MarkdownTextView) {
        copyButtons = copyButtons.filter { model.element($0.key) != nil }
        rebuild(model) { block, elements, readIn in arrange(block, elements, readIn, in: view) }
    }

    /// Applies a streamed update: only the top-level blocks it changed are arranged again, so
    /// an append costs what it changed, not the document (the whole reading model is not asked for).
    func apply(_ update: ReadingModelUpdate, in view: MarkdownTextView) {
        for id in update.removed { copyButtons[id] = nil }
        apply(update) { block, elements, readIn in arrange(block, elements, readIn, in: view) }
    }

    /// The element reading by line moves into for a text element: the first stretch of one read
    /// as stops (a formula or image at its start has no lines of its own), else its object.
    func textNavigationTarget(for id: ElementID) -> MarkdownAccessibilityElement? {
        for case .text(let stretch, _) in stops[id] ?? [] { return stretch }
        return focusTarget(for: id)
    }

    /// Gives `.causesPageTurn` to the stop holding the end of each page, and takes it from all
    /// others. `pageEnds` has the element of each page's last line and the UTF-16 offset where
    /// that line ends (a page may end inside a paragraph read as stops).
    func markPageTurns(_ pageEnds: [ElementID: Int]) {
        for object in objects.values { object.turnsPage = false }
        for pieces in stops.stops.values {
            for case .text(let stretch, _) in pieces { stretch.turnsPage = false }
        }
        for (id, end) in pageEnds {
            let stop = stops[id].flatMap { pieces in (pieces.last { $0.utf16Range.lowerBound < end } ?? pieces.first).flatMap(object(of:)) }
            (stop ?? objects[id])?.turnsPage = true
        }
    }

    private static func makeObject(for element: AccessibilityElement, in view: MarkdownTextView) -> MarkdownAccessibilityElement {
        switch element.role {
        case .table: TableAccessibilityElement(id: element.id, view: view)
        case .tableCell: TableCellAccessibilityElement(id: element.id, view: view)
        case .math: MathAccessibilityElement(id: element.id, view: view)
        case _ where element.isTextElement: TextAccessibilityElement(id: element.id, view: view)
        default: MarkdownAccessibilityElement(id: element.id, view: view)
        }
    }

    /// Puts every object of a top-level block under its container, in reading order: a
    /// container's children, a stop, or the stops of an element read as stops; an inline
    /// element that is none of these is read where its text is. What the block puts directly
    /// under the view is returned.
    private func arrange(_ block: AccessibilityElement, _ elements: [AccessibilityElement], _ readIn: [ElementID: ElementID],
                         in view: MarkdownTextView) -> [MarkdownAccessibilityElement] {
        // `nil` stands for the view, the container of the top-level blocks.
        var containerOf: [ElementID: ElementID?] = [:]
        var children: [ElementID: [MarkdownAccessibilityElement]] = [:]
        var atTop: [MarkdownAccessibilityElement] = []
        var types: [ElementID: RoleMapping.ContainerType] = [:]
        for element in elements {
            guard let object = objects[element.id] else { continue }
            // The parent's container is known before its children come.
            let container: ElementID? = element.id == block.id ? nil
                : element.parent.flatMap { parent in children[parent.id] != nil ? parent.id : (containerOf[parent.id] ?? nil) }
            containerOf[element.id] = container
            types[element.id] = element.roleMapping.containerType
            func place(_ placed: [MarkdownAccessibilityElement]) {
                if let container { children[container, default: []] += placed } else { atTop += placed }
            }
            if element.children.contains(where: { !$0.isInline }) {
                children[element.id] = []
                place([object])
            } else if let pieces = stops[element.id] {
                place(pieces.compactMap(self.object(of:)))
                for case .text(let stretch, _) in pieces {
                    stretch.arrange(in: container.flatMap { objects[$0] } ?? view, type: .none, as: .stop)
                }
            } else if !element.isInline {
                place([object])
                if element.role == .codeBlock {
                    let button = copyButtons[element.id] ?? CopyCodeButtonElement(id: element.id, view: view)
                    copyButtons[element.id] = button
                    place([button])
                    button.arrange(in: container.flatMap { objects[$0] } ?? view, type: .none, as: .stop)
                }
            }
        }
        for element in elements {
            guard let object = objects[element.id] else { continue }
            let container = containerOf[element.id].flatMap { $0.flatMap { objects[$0] } } ?? view
            let placement: MarkdownAccessibilityElement.Placement
            if let inside = children[element.id] {
                placement = .container(inside)
            } else if stops[element.id] != nil || readIn[element.id] != nil {
                placement = .readElsewhere
            } else {
                placement = .stop
            }
            object.arrange(in: container, type: types[element.id] ?? .none, as: placement)
        }
        return atTop
    }
}
#endif
