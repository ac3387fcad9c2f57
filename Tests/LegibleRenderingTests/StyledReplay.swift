import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport

/// Streams Markdown into a styled document and its cell layout, update by update, and says
/// where the result differs from a fresh build of the text so far, or where an update touched
/// blocks its change did not name.
enum StyledReplay {
    /// Streams `markdown` in chunks of 1 to `largest` bytes (random, from `seed`), applying each
    /// update to one cell layout of `width` cells. After every update, the blocks outside the
    /// change must be the old ones (those after it moved by the change's shift); after every
    /// `checkEvery`-th update and after the last, the document and layout must equal a fresh
    /// build. Returns the first problem found, as sentences (empty when there is none).
    static func problems(_ markdown: String, seed: UInt64, largest: UInt64 = 12, width: Int = 40, checkEvery: Int = 1,
                         options: CellLayoutOptions? = nil) -> [String] {
        let options = options ?? CellLayoutOptions(width: width)
        var random = SeededRandom(seed: seed)
        let answer = StreamingAnswer()
        let empty = StyledDocument(model: ReadingModel(document: MarkdownDocument(parsing: "", options: .gitHub)))
        var layout = CellLayout(document: empty, options: options)
        let bytes = Array(markdown.utf8)
        var position = 0
        var step = 0
        while position <= bytes.count {
            let update: ReadingModelUpdate
            let isLast = position == bytes.count
            if isLast {
                update = answer.finish(at: .zero).update
                position += 1
            } else {
                let end = min(bytes.count, position + 1 + Int(random.next() % largest))
                update = answer.append(bytes[position..<end], at: .zero).update
                position = end
            }
            step += 1
            let before = layout.document
            let change = layout.apply(update)
            if let problem = untouchedProblem(before, layout.document, change) { return ["step \(step): \(problem)"] }
            guard isLast || step % checkEvery == 0, let model = answer.model.model else { continue }
            if let problem = freshProblem(layout, model, options: options) { return ["step \(step): \(problem)"] }
        }
        return []
    }

    /// What differs, outside the change, between the blocks before and after an update.
    static func untouchedProblem(_ before: StyledDocument, _ after: StyledDocument, _ change: StyledDocumentChange) -> String? {
        let removed = change.removedBlocks
        let inserted = change.insertedBlocks
        guard removed.lowerBound == inserted.lowerBound,
              before.blocks.count - removed.upperBound == after.blocks.count - inserted.upperBound else {
            return "the change \(removed) → \(inserted) does not fit \(before.blocks.count) → \(after.blocks.count) blocks"
        }
        if before.blocks[..<removed.lowerBound] != after.blocks[..<inserted.lowerBound] {
            return "a block before the change \(removed) → \(inserted) changed"
        }
        for (old, new) in zip(before.blocks[removed.upperBound...], after.blocks[inserted.upperBound...])
        where old.id != new.id || old.utf16Range.lowerBound + change.utf16Shift != new.utf16Range.lowerBound
            || old.utf16Range.count != new.utf16Range.count {
            return "block \(old.id) after the change \(removed) → \(inserted) did not just move by \(change.utf16Shift)"
        }
        return nil
    }

    /// What differs between an updated layout and a fresh build of `model`: the styled document
    /// (its runs), where each element is, the lines, the rows and each element's frame.
    static func freshProblem(_ layout: CellLayout, _ model: ReadingModel, options: CellLayoutOptions) -> String? {
        let fresh = StyledDocument(model: model)
        let applied = layout.document
        if applied != fresh {
            let first = applied.blocks.indices.first { $0 >= fresh.blocks.count || applied.blocks[$0] != fresh.blocks[$0] } ?? applied.blocks.count
            return "text equal \(applied.text == fresh.text), \(applied.blocks.count) blocks vs \(fresh.blocks.count), first differing block \(first)"
        }
        if applied.textElements != fresh.textElements { return "text elements differ" }
        for element in model.elements where element.role != .document {
            if applied.utf16Range(of: element.id) != fresh.utf16Range(of: element.id)
                || applied.blockIndices(of: element.id) != fresh.blockIndices(of: element.id)
                || applied.textOrder(of: element.id) != fresh.textOrder(of: element.id) {
                return "\(element.id) is placed differently"
            }
        }
        let freshLayout = CellLayout(document: fresh, options: options)
        if layout.lines != freshLayout.lines || layout.plainRows() != freshLayout.plainRows() { return "the layout differs" }
        if let element = model.elements.first(where: { layout.frame(of: $0.id) != freshLayout.frame(of: $0.id) }) {
            return "\(element.id) is drawn in another frame"
        }
        return nil
    }
}
