import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// Over every corpus document laid out at 80 cells: every character of every text element is
/// on exactly one line and no line holds anything else, every element has a frame, and every
/// line belongs to an element of the model. A debug build checks every 16th document (the
/// release run in CI checks them all).
@Suite("Corpus: cell layout at 80 cells")
struct CorpusLayoutTests {
    #if DEBUG
    static let stride = 16
    #else
    static let stride = 1
    #endif

    @Test("every corpus document", .needsSharedData(SharedData.corpusManifest))
    func corpus() throws {
        let files = try SharedData.corpus()
        let listed = try SharedData.corpusCount()
        #expect(files.count == listed, "the manifest lists \(listed) documents; \(files.count) were found")
        let clock = ContinuousClock()
        var layoutTime = Duration.zero
        var lines = 0
        var checked = 0
        for (index, file) in files.enumerated() where index % Self.stride == 0 {
            let model = ReadingModel(document: MarkdownDocument(parsing: try Data(contentsOf: file), options: .gitHub))
            let document = StyledDocument(model: model)
            var layout: CellLayout?
            layoutTime += clock.measure { layout = CellLayout(document: document, options: CellLayoutOptions(width: 80)) }
            guard let layout else { continue }
            let problems = Self.problems(layout, model)
            #expect(problems.isEmpty, "\(file.pathComponents.suffix(3).joined(separator: "/")): \(problems.prefix(3).joined(separator: "; "))")
            lines += layout.lineCount
            checked += 1
        }
        let expected = (listed + Self.stride - 1) / Self.stride
        #expect(checked == expected, "\(expected) of the manifest's \(listed) documents should have been laid out; \(checked) were")
        print("corpus documents laid out at 80 cells: \(checked), \(lines) lines, layout time \(layoutTime)")
    }

    /// Everything wrong with one document's layout, as readable sentences.
    static func problems(_ layout: CellLayout, _ model: ReadingModel) -> [String] {
        var problems: [String] = []
        let count = layout.document.utf16Count
        // How many lines hold each UTF-16 offset, and which offsets belong to text elements.
        var held = [UInt8](repeating: 0, count: count)
        var inText = [Bool](repeating: false, count: count)
        for element in model.textElements { for offset in element.utf16Range { inText[offset] = true } }
        let identities = Set(model.elements.map(\.id))
        for index in 0..<layout.lineCount {
            let line = layout.line(at: index)
            for offset in line.utf16Range { held[offset] = held[offset] &+ 1 }
            if !identities.contains(line.element) { problems.append("line \(index) belongs to \(line.element), not in the model") }
        }
        for offset in 0..<count where held[offset] != (inText[offset] ? 1 : 0) {
            problems.append("offset \(offset) is on \(held[offset]) lines")
            break
        }
        // The end of a disclosure group is said, not drawn (the styled document gives it no block).
        for element in model.elements where element.role != .document && element.role != .endOfDetails && layout.frame(of: element.id) == nil {
            problems.append("\(element.id) has no frame")
            break
        }
        return problems
    }
}
