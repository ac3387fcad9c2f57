import Foundation
import LegibleAccessibility
import Testing

@Suite("Role mapping")
struct RoleMappingTests {
    /// The table of `RoleMapping.all` in the form the DocC article shows it.
    static func markdownTable() -> String {
        var lines = [
            "| Role | Variant | HTML | ARIA role | UIKit traits | UIKit container | AppKit role | AppKit subrole |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for mapping in RoleMapping.all {
            let variant: String
            switch mapping.variant {
            case .standard: variant = ""
            case .heading(let level): variant = "level \(level)"
            case .orderedList: variant = "ordered"
            case .headerCell: variant = "header row"
            case .alert: variant = "alert"
            }
            let traits = mapping.traits.names.map { "`.\($0)`" }.joined(separator: ", ")
            let container = mapping.containerType == .none ? "" : "`.\(mapping.containerType.rawValue)`"
            lines.append("| `\(mapping.role.rawValue)` | \(variant) | `\(mapping.htmlElement)` | `\(mapping.ariaRole)` | \(traits) | "
                         + "\(container) | `\(mapping.appKitRole)` | \(mapping.appKitSubrole.map { "`\($0)`" } ?? "") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("the documented table is the table in code, row for row")
    func documentedTable() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LegibleAccessibility/LegibleAccessibility.docc/RoleMappingTable.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let expected = Self.markdownTable()
        #expect(text.contains(expected), "RoleMappingTable.md should contain:\n\(expected)")
    }

    @Test("every role has a mapping; only headings, lists, cells and quotes have variants")
    func everyRole() {
        for role in AccessibilityRole.allCases {
            #expect(RoleMapping.all.contains { $0.role == role }, "\(role)")
        }
        #expect(RoleMapping(role: .heading) == nil)
        #expect(RoleMapping(role: .heading, variant: .heading(level: 7)) == nil)
        #expect(RoleMapping(role: .text, variant: .orderedList) == nil)
        #expect(RoleMapping.all.count == AccessibilityRole.allCases.count + 5 + 1 + 1 + 1)
    }

    @Test("an element's mapping follows its facts: a heading's level, a list's order, a header cell")
    func elementVariants() throws {
        let model = model("## Two\n\n1. one\n\n- a\n\n| H |\n|---|\n| c |\n")
        #expect(try #require(model.first(.heading)).roleMapping.htmlElement == "h2")
        #expect(model.elements(.list).map(\.roleMapping.htmlElement) == ["ol", "ul"])
        #expect(model.elements(.tableCell).map(\.roleMapping.ariaRole) == ["columnheader", "cell"])
        #expect(try #require(model.first(.heading)).roleMapping.appKitRole == "AXHeading")
    }

    @Test("traits come from the mapping, and the model sets every trait it declares")
    func traits() {
        let model = model("# H\n\nSee [a](https://a.example) and ![b](b.png).\n")
        #expect(model.elements.map(\.traits) == model.elements.map(\.roleMapping.traits))
        let used = model.elements.reduce(into: ElementTraits()) { $0.formUnion($1.traits) }
        #expect(used == ElementTraits(ElementTraits.named.map(\.trait)))
    }
}
