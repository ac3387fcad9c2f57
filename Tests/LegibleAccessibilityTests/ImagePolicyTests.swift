import Foundation
import LegibleAccessibility
import Testing

/// Which images a front end may load, under each policy.
@Suite("Image policy")
struct ImagePolicyTests {
    let remote = "https://attacker.example/log?q=SECRET"

    @Test("by default a remote image waits for the reader, named by its host")
    func askByDefault() {
        #expect(ImagePolicy.ask.decision(for: remote) == .ask(URL(string: remote)!, host: "attacker.example"))
        #expect(ImagePolicy.ask.decision(for: "//attacker.example/x.png") == .ask(URL(string: "https://attacker.example/x.png")!, host: "attacker.example"))
        #expect(ImagePolicy.ask.decision(for: "https://www.xn--pple-43d.com/x.png").placeholder(description: "logo", phrases: .english)
            == "logo (image from www.xn--pple-43d.com, not loaded)")
    }

    @Test("allowed hosts load at once, a wildcard allowing subdomains; others wait")
    func allowedHosts() {
        let policy = ImagePolicy.allowHosts(["Images.Example.com", "*.cdn.example"])
        #expect(policy.decision(for: "https://images.example.com/a.png") == .load(URL(string: "https://images.example.com/a.png")!))
        #expect(policy.decision(for: "https://eu.cdn.example/a.png") == .load(URL(string: "https://eu.cdn.example/a.png")!))
        #expect(policy.decision(for: "https://images.example.com.attacker.example/a.png")
            == .ask(URL(string: "https://images.example.com.attacker.example/a.png")!, host: "images.example.com.attacker.example"))
        #expect(policy.allowedHosts == ["images.example.com", "*.cdn.example"])
    }

    @Test("all images load under allowAll, but never a local file or another scheme")
    func allowAll() {
        #expect(ImagePolicy.allowAll.decision(for: remote) == .load(URL(string: remote)!))
        for source in ["file:///etc/passwd", "FILE:///etc/passwd", "ftp://example.com/a.png", "javascript:alert(1)", "data:image/svg+xml,<svg/>", "  "] {
            #expect(ImagePolicy.allowAll.decision(for: source) == .refuse, "\(source)")
        }
    }

    @Test("raster data: images and relative sources are the app's own and load under every policy")
    func ownImages() {
        #expect(ImagePolicy.ask.decision(for: "data:image/png;base64,iVBORw0KGgo=") == .load(URL(string: "data:image/png;base64,iVBORw0KGgo=")!))
        #expect(ImagePolicy.ask.decision(for: "chart.png") == .load(URL(string: "chart.png")!))
        let base = URL(string: "https://app.example/docs/")!
        #expect(ImagePolicy.ask.decision(for: "img/chart.png", relativeTo: base) == .load(URL(string: "https://app.example/docs/img/chart.png")!))
    }

    @Test("a relative source loads from a file: base only inside its directory")
    func fileBase() {
        let base = URL(fileURLWithPath: "/Users/reader/Notes/today.md")
        #expect(ImagePolicy.ask.decision(for: "pictures/cat.png", relativeTo: base) == .load(URL(fileURLWithPath: "/Users/reader/Notes/pictures/cat.png")))
        #expect(ImagePolicy.ask.decision(for: "../../../etc/passwd", relativeTo: base) == .refuse)
        #expect(ImagePolicy.allowAll.decision(for: "/etc/passwd", relativeTo: base) == .refuse)
    }

    @Test("an image not loaded is shown by its description, with its host when the reader may load it")
    func placeholders() {
        let decision = ImagePolicy.ask.decision(for: "https://example.com/sales.png")
        #expect(decision.placeholder(description: "chart of sales", phrases: .english) == "chart of sales (image from example.com, not loaded)")
        #expect(decision.placeholder(description: "Umsatz", phrases: PhraseTable.named("de")!) == "Umsatz (Bild von example.com, nicht geladen)")
        #expect(ImageDecision.refuse.placeholder(description: "chart of sales", phrases: .english) == "chart of sales")
    }
}
