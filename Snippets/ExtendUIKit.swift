// Extension points: a handler for the app's own link scheme, asked before openLink, and a
// renderer that draws Mermaid code blocks, its height reserved and its accessible text read.
// snippet.hide
// Linux compiles this against the UIKit stubs (Stubs/README.md); where there is no UIKit, it is empty.
#if canImport(UIKit)
// snippet.show
import LegibleRendering
import LegibleUIKit
import UIKit

struct MermaidDiagram: BlockRenderer {
    func accessibleText(for block: CustomBlock) -> String { "Diagram: " + (block.text.split(separator: "\n").first ?? "") }
    func height(for block: CustomBlock, width: Double) -> Double { min(width * 0.6, 360) }
}

let chat = MarkdownTextView(markdown: "Open [settings](myapp://settings).\n\n```mermaid\ngraph TD\nA --> B\n```\n")
chat.linkHandlers["myapp"] = { url in print("route", url) }   // taps, menus, VoiceOver: before openLink
chat.blockRenderers[language: "mermaid"] = MermaidDiagram()   // read as "Diagram: graph TD"
chat.makeBlockView = { block in UIView(frame: .zero) }         // your view that draws block.text
// snippet.hide
#endif
