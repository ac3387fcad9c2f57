// Apply the reading-model updates of a streamed document to what a view shows, in place: the
// view ends with exactly the model a full build of the text gives.
import LegibleAccessibility
import LegibleMarkdown

/// What a view keeps: the document's text as UTF-16, as a text view holds it, and each
/// element's properties and range in that text.
struct ShownDocument {
    var text: [UInt16] = []
    var elements: [ElementID: (properties: AccessibilityElement.Properties, range: Range<Int>)] = [:]

    mutating func apply(_ update: ReadingModelUpdate) {
        for edit in update.textEdits {
            text.replaceSubrange(edit.utf16Range, with: edit.replacement.utf16)
            for (id, element) in elements {
                // An element the edit cuts into is in the update's lists; the others move.
                if let moved = edit.utf16Range(moving: element.range) { elements[id]?.range = moved }
            }
        }
        for id in update.removed { elements[id] = nil }
        for element in update.added + update.changed {
            elements[element.id] = (element.properties, element.utf16Range)
        }
    }
}

let stream = StreamingMarkdownDocument(options: .gitHub)
let model = StreamingReadingModel()
var shown = ShownDocument()
for token in ["# Notes\n\n- first ", "item\n- second", " item\n\nSee [the ", "docs](https://example.com)."] {
    stream.append(token)
    shown.apply(model.update(to: stream.snapshot()))
}
stream.finish()
shown.apply(model.update(to: stream.snapshot()))

let full = ReadingModel(document: MarkdownDocument(parsing: stream.textSoFar, options: .gitHub))
print(String(decoding: shown.text, as: UTF16.self) == full.text)                       // true
print(shown.elements.count == full.elements.count - 1)                                 // true: all but the document
