#if canImport(UIKit)
import LegibleRendering

/// Stands in for the TextKit 2 layout until it is written: no lines.
struct TextKitPlaceholderLayout: DocumentLayout {
    let document: StyledDocument
    var size: LayoutSize { LayoutSize(width: 0, height: 0) }
    var lineCount: Int { 0 }
    func line(at index: Int) -> LayoutLine { fatalError("no lines") }
    func lineIndex(at point: LayoutPoint) -> Int? { nil }
    func utf16Offset(atX x: Double, inLine index: Int) -> Int { 0 }
    func xPosition(ofUTF16 offset: Int, inLine index: Int) -> Double { 0 }
}
#endif
