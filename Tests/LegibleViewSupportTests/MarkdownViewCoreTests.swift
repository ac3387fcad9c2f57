import Foundation
import LegibleAccessibility
import LegibleMarkdown
import LegibleRendering
import LegibleViewSupport
import Testing

/// A core laid out in character cells, recording what it asks its front end to do and how often
/// it lays out: the behaviour every front end (UIKit, AppKit, the terminal) shares.
@MainActor
final class RecordingFront {
    var commands: [ViewCommand] = []
    var layouts = 0
    /// The widths laid out whole, in order.
    var layoutWidths: [Double] = []
    /// How many layouts were brought up to a streamed append (with `updating`).
    var updates = 0
    private(set) var core: MarkdownViewCore!

    init(_ markdown: String = "", options: ParseOptions = .documents, width: Double = 0, codeOverflow: CellLayoutOptions.CodeOverflow = .clip,
         updating: Bool = false) {
        let updater: MarkdownViewCore.LayoutUpdater = { [unowned self] layout, document, plan in
            guard var cells = layout as? CellLayout else { return nil }
            updates += 1
            cells.apply(plan, to: document)
            return cells
        }
        core = MarkdownViewCore(options: options, layout: { [unowned self] document, width in
            layouts += 1
            layoutWidths.append(width)
            return CellLayout(document: document, options: CellLayoutOptions(width: Int(width), codeOverflow: codeOverflow))
        }, updating: updating ? updater : nil) { [unowned self] in commands.append($0) }
        if !markdown.isEmpty { core.show(markdown) }
        if width > 0 { core.width = width }
        // A frame is drawn: what it asked for is done.
        _ = core.displayFrame()
        commands = []
    }

    /// The commands recorded since the last call, and starts afresh.
    func take() -> [ViewCommand] {
        defer { commands = [] }
        return commands
    }

    /// The middle of an element's first line, in layout coordinates.
    func point(of role: AccessibilityRole, _ index: Int = 0) throws -> LayoutPoint {
        let element = try #require(core.readingModel.elements.filter { $0.role == role }.dropFirst(index).first)
        let frame = try #require(core.documentLayout.selectionRects(forUTF16: element.utf16Range).first)
        return LayoutPoint(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }

    func id(of role: AccessibilityRole, _ index: Int = 0) throws -> ElementID {
        try #require(core.readingModel.elements.filter { $0.role == role }.dropFirst(index).first).id
    }
}

extension ViewCommand {
    /// A short name for a command, to compare lists of them.
    var name: String {
        switch self {
        case .redraw: "redraw"
        case .layoutChanged: "layoutChanged"
        case .elementsChanged(let update): update == nil ? "elementsRebuilt" : "elementsUpdated"
        case .scheduleFrame: "scheduleFrame"
        case .announce(let announcement): "announce \(announcement.text)"
        case .selectionWillChange: "selectionWillChange"
        case .selectionDidChange: "selectionDidChange"
        case .moveFocus: "moveFocus"
        case .reveal: "reveal"
        case .pageTurned(let status): "pageTurned \(status)"
        case .open(let url): "open \(url.absoluteString)"
        case .share(let url): "share \(url.absoluteString)"
        case .copy(let content): "copy \(content.text)"
        case .loadImage(let source): "loadImage \(source)"
        }
    }
}

@Suite("The view core: one owner of a shown document")
@MainActor
struct MarkdownViewCoreTests {
    @Test("nothing is laid out before a width: content set first is laid out once, when the width arrives")
    func noLayoutBeforeWidth() {
        let front = RecordingFront()
        front.core.show("# Title\n\nSome text.")
        front.core.append(Array(" More.".utf8))
        #expect(front.layouts == 0)
        #expect(front.core.documentLayout.lineCount == 0)
        #expect(front.core.fittingSize(forWidth: 0, hugging: false) == LayoutSize(width: 0, height: 0))
        _ = front.core.displayFrame()
        #expect(front.layouts == 0)
        front.core.width = 40
        #expect(front.layouts == 1)
        #expect(front.core.documentLayout.lineCount > 0)
        #expect(front.core.displayFrame() == front.core.documentLayout.size.height)
        front.core.width = 40
        #expect(front.layouts == 1)
    }

    @Test("a tap on a link to a heading of the document reveals it and moves the reader there; nothing opens")
    func inDocumentLink() throws {
        let front = RecordingFront("See [setup](#setup).\n\n## Setup\n\nDone.", width: 40)
        let link = try front.point(of: .link)
        #expect(front.core.pressBegan(at: link))
        #expect(front.core.pressedRects.count == 1)
        #expect(front.core.pressEnded(at: link))
        let names = front.take().map(\.name)
        #expect(names.contains("reveal") && names.contains("moveFocus"))
        #expect(!names.contains { $0.hasPrefix("open") })
        #expect(front.core.pressedRects.isEmpty)
    }

    @Test("a link opens only if the finger lifts on it; it is drawn pressed only while over it")
    func pressAndDragOff() throws {
        let front = RecordingFront("Go to [the site](https://example.com/a) now, please.", width: 60)
        let link = try front.point(of: .link)
        let plain = LayoutPoint(x: 1, y: link.y)
        front.core.pressBegan(at: link)
        front.core.pressMoved(to: plain)
        #expect(front.core.pressedRects.isEmpty)
        front.core.pressMoved(to: link)
        #expect(!front.core.pressedRects.isEmpty)
        front.core.pressEnded(at: plain)
        #expect(!front.take().map(\.name).contains("open https://example.com/a"))
        #expect(!front.core.pressBegan(at: plain))
        front.core.pressBegan(at: link)
        front.core.pressEnded(at: link)
        #expect(front.take().map(\.name).contains("open https://example.com/a"))
    }

    @Test("a link opens while text selected before the press stays selected; not when the press itself changed the selection")
    func pressWithSelection() throws {
        let front = RecordingFront("Go to [the site](https://example.com/a) now, please.", width: 60)
        let link = try front.point(of: .link)
        front.core.select(0..<2)
        front.core.pressBegan(at: link)
        front.core.pressEnded(at: link)
        #expect(front.take().map(\.name).contains("open https://example.com/a"))
        front.core.pressBegan(at: link)
        front.core.select(0..<5)
        front.core.pressEnded(at: link)
        #expect(!front.take().map(\.name).contains("open https://example.com/a"))
    }

    @Test("a relative link is resolved against the base URL; an app's scheme handler takes its links first")
    func linkResolutionAndHandlers() throws {
        let front = RecordingFront("Read [the guide](guide/start.md) or [settings](myapp://settings).", width: 80)
        front.core.baseURL = URL(string: "https://docs.example.com/book/index.md")
        var handled: [URL] = []
        front.core.linkHandlers["myapp"] = { handled.append($0) }
        front.core.activate(try #require(front.core.tapTarget(at: try front.point(of: .link, 0))))
        front.core.activate(try #require(front.core.tapTarget(at: try front.point(of: .link, 1))))
        #expect(front.take().map(\.name).filter { $0.hasPrefix("open") } == ["open https://docs.example.com/book/guide/start.md"])
        #expect(handled.map(\.absoluteString) == ["myapp://settings"])
    }

    @Test("an accessibility action on an in-document link only moves the reader (the screen reader scrolls); a missing anchor does nothing; another link opens")
    func linkActions() throws {
        let front = RecordingFront("[Usage](#usage), [nowhere](#nowhere) and [out](https://example.com).\n\n# Usage\n", width: 60)
        let actions = front.core.readingModel.elements.filter { $0.role == .link }.map { $0.actions.first { $0.kind == .openLink } }
        #expect(front.core.perform(try #require(actions[0]), on: try front.id(of: .link, 0)))
        #expect(front.take().map(\.name) == ["moveFocus"])
        #expect(!front.core.perform(try #require(actions[1]), on: try front.id(of: .link, 1)))
        #expect(front.take().isEmpty)
        #expect(front.core.perform(try #require(actions[2]), on: try front.id(of: .link, 2)))
        #expect(front.take().map(\.name) == ["open https://example.com"])
    }

    @Test("a footnote reference's tap shows the footnote")
    func footnotes() throws {
        let front = RecordingFront("A claim.[^1]\n\n[^1]: The source.\n", width: 40)
        let reference = try front.point(of: .footnoteReference)
        front.core.pressBegan(at: reference)
        front.core.pressEnded(at: reference)
        #expect(front.take().map(\.name).suffix(2) == ["reveal", "moveFocus"])
    }

    @Test("a tap on a remote image's placeholder, or its Load image action, asks the front end to load it; nothing loads before")
    func remoteImageLoadsWhenAsked() throws {
        let front = RecordingFront("![A chart](https://images.example/chart.png)\n", width: 40)
        #expect(!front.take().map(\.name).contains { $0.hasPrefix("loadImage") })
        let image = try front.point(of: .image)
        front.core.pressBegan(at: image)
        front.core.pressEnded(at: image)
        #expect(front.take().map(\.name).suffix(1) == ["loadImage https://images.example/chart.png"])
        let element = try #require(front.core.readingModel.elements.first { $0.role == .image })
        let load = try #require(element.actions.first { $0.kind == .loadImage })
        #expect(front.core.perform(load, on: element.id))
        #expect(front.take().map(\.name) == ["loadImage https://images.example/chart.png"])
    }

    @Test("the menu over a link has Open and Copy Link, Share only when the app can share; Copy Link copies the resolved URL")
    func menus() throws {
        let front = RecordingFront("Read [this](page.html).", width: 40)
        front.core.baseURL = URL(string: "https://example.com/dir/")
        let link = try front.point(of: .link)
        #expect(front.core.menuItems(at: link).map(\.kind) == [.open, .copyLink])
        front.core.canShare = true
        let items = front.core.menuItems(at: link)
        #expect(items.map(\.kind) == [.open, .copyLink, .share])
        front.core.choose(items[1])
        guard case .copy(let content) = front.take().last else { Issue.record("no copy"); return }
        #expect(content.url?.absoluteString == "https://example.com/dir/page.html")
        front.core.choose(items[2])
        #expect(front.take().map(\.name) == ["share https://example.com/dir/page.html"])
        #expect(front.core.menuItems(at: LayoutPoint(x: 0.5, y: 0.5)).isEmpty)
    }

    @Test("copying code copies it, says so, and the button says Copied until its time is up")
    func copyCode() throws {
        let front = RecordingFront("```sh\nls -la\n```\n", width: 40)
        let code = try front.id(of: .codeBlock)
        #expect(front.core.copyCode(of: code))
        #expect(front.take().map(\.name).prefix(2) == ["copy ls -la", "announce Code copied"])
        #expect(front.core.copyFeedback.title(of: code, phrases: .english) == "Copied")
    }

    @Test("a formula's TeX is spoken with its punctuation, at once")
    func texSource() throws {
        let front = RecordingFront("Take $x^2$.", width: 40)
        let math = try #require(front.core.readingModel.elements.first { $0.role == .math })
        let action = try #require(math.actions.first { $0.kind == .showTeXSource })
        #expect(front.core.perform(action, on: math.id))
        guard case .announce(let said) = front.take().first else { Issue.record("nothing said"); return }
        // At once, but interruptible: a long TeX read character by character can be stopped.
        #expect(said.text == "x^2" && said.speaksPunctuation && said.priority == .default)
    }

    @Test("a click and drag selects; a double click selects a word; copying gives text and HTML; select all takes everything")
    func selection() throws {
        let front = RecordingFront("Alpha beta gamma.", width: 40)
        front.core.selectionBegan(at: LayoutPoint(x: 0.5, y: 0.5), clickCount: 1)
        front.core.selectionMoved(to: LayoutPoint(x: 10.5, y: 0.5))
        #expect(front.core.selection == 0..<10)
        #expect(front.core.copySelection())
        guard case .copy(let content) = front.take().last else { Issue.record("no copy"); return }
        #expect(content.text == "Alpha beta" && content.html != nil)
        front.core.selectionBegan(at: LayoutPoint(x: 7.5, y: 0.5), clickCount: 2)
        #expect(front.core.selection == 6..<10)
        front.core.selectAll()
        #expect(front.core.selection == 0..<front.core.styledDocument.utf16Count)
        front.core.select(nil)
        #expect(!front.core.copySelection())
    }

    @Test("a code block wider than the view scrolls sideways a page at a time, and says which page; a wheel moves it too")
    func sidewaysScrolling() throws {
        let front = RecordingFront("```\n" + String(repeating: "x", count: 100) + "\n```\n", width: 30, codeOverflow: .scroll)
        let code = try front.id(of: .codeBlock)
        let scroll = try #require(front.core.codeScrolls[code])
        #expect(front.core.scrollSideways(code, forward: true))
        #expect(front.take().map(\.name).last == "pageTurned Page 2 of \(scroll.pageCount)")
        #expect(!front.core.scrollSideways(code, forward: false) || front.core.codeScrolls[code]?.offset == 0)
        #expect(!front.core.scrollSideways(code, forward: false))
        let line = try #require(front.core.documentLayout.lines.first { $0.element == code })
        #expect(front.core.scrollSideways(at: LayoutPoint(x: line.frame.x + 1, y: line.frame.y + 0.5), by: 5))
        #expect(front.core.codeScrolls[code]?.offset == 5)
    }

    @Test("pages turn forward and back, each revealed and said; past the last, nothing")
    func pages() {
        let front = RecordingFront((1...30).map { "Line \($0)." }.joined(separator: "\n\n"), width: 40)
        front.core.pageHeight = 10
        // The stops that end a page follow the new pages.
        #expect(front.take().map(\.name) == ["layoutChanged"])
        let count = front.core.pages.count
        #expect(count > 2)
        #expect(front.core.turnPage(forward: true))
        #expect(front.take().map(\.name) == ["reveal", "pageTurned Page 2 of \(count)"])
        #expect(front.core.turnPage(forward: false))
        #expect(!front.core.turnPage(forward: false))
        #expect(!front.core.pageTurns.isEmpty)
    }

    @Test("paragraphs, a list, a table and a code block growing in a stream keep their pages and scrolls equal to a fresh layout's, and redraw from the rows that changed")
    func growingBlocksPaged() {
        let rows = (0..<60).map { "| item \($0) | \($0 * 37) | a longer note on row \($0) |" }
        let code = (0..<60).map { "let value\($0) = \"\(String(repeating: "wide ", count: $0 % 19))\"" }
        // Paragraphs first: an append that starts a block starts at the line break before it,
        // which belongs to no line.
        let prose = (0..<12).map { "Paragraph \($0) says enough words to wrap once at forty cells.\n\n" }.joined()
            + "- one item\n- two items\n\n"
        let markdown = prose + "| Name | Value | Note |\n|---|--:|---|\n" + rows.joined(separator: "\n") + "\n\n```swift\n" + code.joined(separator: "\n") + "\n```\n"
        let front = RecordingFront(width: 40)
        front.core.layoutUpdater = { layout, document, plan in
            guard var cells = layout as? CellLayout else { return nil }
            cells.apply(plan, to: document)
            return cells
        }
        front.core.pageHeight = 12
        let bytes = Array(markdown.utf8)
        var position = 0
        var keptRedraws = 0
        while position < bytes.count {
            let end = min(bytes.count, position + 23)
            front.core.append(bytes[position..<end])
            _ = front.core.displayFrame()
            position = end
            // The stream is not finished: compared with the same text appended in one piece.
            let whole = RecordingFront(width: 40)
            whole.core.pageHeight = 12
            whole.core.append(bytes[..<end])
            _ = whole.core.displayFrame()
            #expect(front.core.pages == whole.core.pages, "after \(end) bytes")
            #expect(front.core.codeScrolls == whole.core.codeScrolls, "after \(end) bytes")
            // A redraw that starts below the grown block's top kept its first rows or lines.
            for case .redraw(let rect?) in front.take() {
                let layout = front.core.drawnLayout
                if let block = layout.document.blocks.last, let top = layout.frame(of: block.id)?.y, rect.y > top + 1 { keptRedraws += 1 }
            }
        }
        #expect(keptRedraws > 20)
    }

    @Test("a stream's appends before a frame ask for one frame, are laid out once then, and the frame's height is reported once")
    func appendsCoalesced() {
        let front = RecordingFront(width: 40)
        var updates = 0
        front.core.layoutUpdater = { layout, document, plan in
            updates += 1
            guard var cells = layout as? CellLayout else { return nil }
            cells.apply(plan, to: document)
            return cells
        }
        let layouts = front.layouts
        for word in ["One ", "two ", "three.\n\n", "Four.\n\n"] { front.core.append(Array(word.utf8)) }
        #expect(front.take().map(\.name) == ["scheduleFrame"])
        #expect(front.layouts + updates == layouts)
        let height = front.core.displayFrame()
        #expect(front.layouts + updates == layouts + 1)
        #expect(height == front.core.documentLayout.size.height)
        #expect(front.core.displayFrame() == nil)
        // Read before its frame, the document has its appends.
        front.core.append(Array("Five.".utf8))
        #expect(front.core.readingModel.text.hasSuffix("Five."))
    }

    @Test("when the element the reader is on is replaced by a streamed append, the reader moves to its replacement")
    func focusKept() throws {
        let front = RecordingFront(width: 40)
        front.core.append(Array("A first para".utf8))
        _ = front.core.displayFrame()
        let paragraph = try front.id(of: .text)
        front.core.elementDidBecomeFocused(paragraph)
        _ = front.take()
        front.core.append(Array("graph\n===\n".utf8))
        _ = front.core.displayFrame()
        #expect(front.take().map(\.name).contains("moveFocus"))
        #expect(front.core.focusedElement != paragraph)
    }

    @Test("a streamed append lays out only through the updater when it has one, at the same width")
    func incrementalLayout() {
        let front = RecordingFront(width: 40)
        var updates = 0
        front.core.layoutUpdater = { layout, document, plan in
            updates += 1
            guard var cells = layout as? CellLayout else { return nil }
            cells.apply(plan, to: document)
            return cells
        }
        front.core.append(Array("First.\n\n".utf8))
        _ = front.core.displayFrame()
        let (whole, updated) = (front.layouts, updates)
        front.core.append(Array("Second.\n\n".utf8))
        _ = front.core.displayFrame()
        #expect(front.layouts == whole)
        #expect(updates == updated + 1)
        let full = CellLayout(document: front.core.styledDocument, options: CellLayoutOptions(width: 40))
        #expect(front.core.documentLayout.lines == full.lines)
    }

    @Test("a bubble that hugs a streamed answer is sized at the width proposed after each append from that width's layout brought up to it, not laid out again (appkit C7)")
    func huggingStream() throws {
        let front = RecordingFront(updating: true)
        let proposed = 60.0
        let words = (1...80).map { "word\($0)" }
        var answer = ""
        for (index, word) in words.enumerated() {
            let chunk = (index % 12 == 11 ? "\n\n" : " ") + word
            answer += chunk
            front.core.append(Array(chunk.utf8))
            // SwiftUI asks a size at the width it proposes, then gives the view the hugged width.
            let size = front.core.fittingSize(forWidth: proposed, hugging: true)
            front.core.width = size.width
            _ = front.core.displayFrame()
        }
        // Each width is laid out whole once: the proposed one when first asked, and the bubble's
        // while it grows to it on the first line (then the layout at the proposed width is drawn).
        #expect(front.layoutWidths.filter { $0 == proposed }.count == 1)
        #expect(front.layoutWidths.count == Set(front.layoutWidths).count)
        #expect(front.updates >= words.count - front.layoutWidths.count)
        // What it answers is what a fresh layout of the whole answer says.
        let fresh = CellLayout(document: front.core.styledDocument, options: CellLayoutOptions(width: Int(proposed)))
        let size = front.core.fittingSize(forWidth: proposed, hugging: true)
        #expect(size == LayoutSize(width: fresh.contentWidth.rounded(.up), height: fresh.size.height))
        #expect(front.core.documentLayout.lines.map(\.utf16Range) == fresh.lines.map(\.utf16Range))
        #expect(front.core.markdown == answer)
    }

    @Test("the widths asked for are kept while the content is the same, forgotten when the theme or the content changes")
    func sizesKept() {
        let front = RecordingFront("A paragraph long enough to wrap at twenty cells, twice over.", width: 40, updating: true)
        let layouts = front.layouts
        let narrow = front.core.fittingSize(forWidth: 20, hugging: false)
        #expect(front.core.fittingSize(forWidth: 20, hugging: true).height == narrow.height)
        front.core.width = 50
        #expect(front.core.fittingSize(forWidth: 20, hugging: false) == narrow)
        #expect(front.layouts == layouts + 2)
        front.core.relayout()
        _ = front.core.fittingSize(forWidth: 20, hugging: false)
        #expect(front.layouts == layouts + 4)
        front.core.show("Short.")
        #expect(front.core.fittingSize(forWidth: 20, hugging: true) == LayoutSize(width: 6, height: 1))
    }

    @Test("the minimum, ideal and maximum sizes are laid out at widths in ems, never at the view's own width (appkit C7)")
    func proposalProbes() {
        let long = String(repeating: "Several words to a line. ", count: 12)
        for width in [10.0, 300.0] {
            let front = RecordingFront(long, width: width)
            let ideal = front.core.fittingSize(proposedWidth: nil, em: 2, hugging: false)
            #expect(ideal.width <= ProposedWidth.readingMeasureEms * 2)
            #expect(ideal.width > ProposedWidth.readingMeasureEms * 2 - 10)
            #expect(front.core.fittingSize(proposedWidth: .infinity, em: 2, hugging: false) == ideal)
            let minimum = front.core.fittingSize(proposedWidth: 0, em: 2, hugging: false)
            #expect(minimum.width <= ProposedWidth.minimumEms * 2)
            #expect(minimum.height > ideal.height)
            #expect(front.core.fittingSize(proposedWidth: 80, em: 2, hugging: false).width == 80)
        }
        // A short message's ideal is as wide as it is.
        let short = RecordingFront("Hi there.", width: 300)
        #expect(short.core.fittingSize(proposedWidth: nil, em: 2, hugging: false) == LayoutSize(width: 9, height: 1))
    }

    @Test("SwiftUI's probes asked once are not brought up to each append, and are laid out again when asked again; asked after each append, they are brought up to it (reading R57-6)")
    func probesDuringStream() {
        let appends = 20
        for probesAfterEachAppend in [false, true] {
            let front = RecordingFront(width: 300, updating: true)
            front.core.append(Array(String(repeating: "Several words to a line. ", count: 12).utf8))
            _ = front.core.displayFrame()
            func probe() -> [LayoutSize] {
                [nil, .infinity, 0].map { front.core.fittingSize(proposedWidth: $0, em: 2, hugging: false) }
            }
            // SwiftUI's minimum, ideal and maximum sizes, then the view's own width, which is no probe.
            _ = probe()
            _ = front.core.fittingSize(proposedWidth: 300, em: 2, hugging: false)
            let (layouts, updates) = (front.layouts, front.updates)
            for index in 0..<appends {
                front.core.append(Array(" word\(index)".utf8))
                _ = front.core.displayFrame()
                // After the height report, a VStack asks at the width it gives; an HStack probes again.
                _ = front.core.fittingSize(proposedWidth: 300, em: 2, hugging: false)
                if probesAfterEachAppend { _ = probe() }
            }
            #expect(front.layouts == layouts)
            if probesAfterEachAppend {
                // The view's layout and the probes' two (ideal and maximum share one) each append.
                #expect(front.updates - updates == 3 * appends)
            } else {
                // Only the first append brings the probes up to it; no later one asked for them.
                #expect(front.updates - updates == appends + 2)
            }
            // What the probes answer is what a fresh layout says, laid out again when forgotten.
            let answers = probe()
            #expect(front.layouts == layouts + (probesAfterEachAppend ? 0 : 2))
            let document = front.core.styledDocument
            let ideal = CellLayout(document: document, options: CellLayoutOptions(width: Int(ProposedWidth.readingMeasureEms * 2)))
            let minimum = CellLayout(document: document, options: CellLayoutOptions(width: Int(ProposedWidth.minimumEms * 2)))
            #expect(answers == [LayoutSize(width: ideal.contentWidth.rounded(.up), height: ideal.size.height),
                                LayoutSize(width: ideal.contentWidth.rounded(.up), height: ideal.size.height),
                                LayoutSize(width: minimum.contentWidth.rounded(.up), height: minimum.size.height)])
        }
    }

    @Test("the body text's em is looked up once, not for each proposal or append, and again when the document is laid out whole (a theme, the fonts) or at a new width (reading R57-6)")
    func emKept() {
        let front = RecordingFront(width: 300, updating: true)
        front.core.append(Array(String(repeating: "Several words to a line. ", count: 12).utf8))
        _ = front.core.displayFrame()
        var lookups = 0
        func em(_ points: Double) -> Double {
            lookups += 1
            return points
        }
        let ideal = front.core.fittingSize(proposedWidth: nil, em: em(2), hugging: false)
        for proposed in [0, .infinity, 300, 120] as [Double?] { _ = front.core.fittingSize(proposedWidth: proposed, em: em(2), hugging: false) }
        front.core.append(Array(" More.".utf8))
        _ = front.core.displayFrame()
        _ = front.core.fittingSize(proposedWidth: nil, em: em(2), hugging: false)
        #expect(lookups == 1)
        // A new theme or new fonts lay the document out whole (`relayout()`): the em is asked again.
        front.core.relayout()
        let larger = front.core.fittingSize(proposedWidth: nil, em: em(3), hugging: false)
        #expect(lookups == 2)
        #expect(ideal.width <= ProposedWidth.readingMeasureEms * 2)
        #expect(larger.width > ProposedWidth.readingMeasureEms * 2)
        #expect(larger.width <= ProposedWidth.readingMeasureEms * 3)
        // So does a new width, which new fonts may come with.
        front.core.width = 200
        _ = front.core.fittingSize(proposedWidth: nil, em: em(3), hugging: false)
        #expect(lookups == 3)
    }

    @Test("a document shown anew ends the selection, telling the front end before and after; a streamed append keeps it (review R11)")
    func selectionEndedByShow() {
        let front = RecordingFront("A first document, long enough.", width: 40)
        front.core.select(2..<7)
        _ = front.take()
        front.core.append(Array(" More.".utf8))
        _ = front.core.displayFrame()
        #expect(front.core.selection == 2..<7)
        #expect(!front.take().map(\.name).contains("selectionDidChange"))
        front.core.show("A longer second document, whose offsets mean other words.")
        #expect(front.core.selection == nil)
        let names = front.take().map(\.name).filter { $0.hasPrefix("selection") }
        #expect(names == ["selectionWillChange", "selectionDidChange"])
        front.core.show("Again.")
        #expect(!front.take().map(\.name).contains("selectionWillChange"))
    }

    @Test("a new width with appends waiting cuts every page again at that width (reading R57-1)")
    func widthChangeWithPendingAppends() {
        let prose = (0..<16).map { "Paragraph \($0) says enough words to wrap at forty cells.\n\n" }.joined()
        let front = RecordingFront(width: 40, updating: true)
        front.core.pageHeight = 12
        front.core.append(Array(prose.utf8))
        _ = front.core.displayFrame()
        front.core.append(Array("One more paragraph.".utf8))
        front.core.width = 30
        let fresh = RecordingFront(width: 30)
        fresh.core.pageHeight = 12
        fresh.core.append(Array((prose + "One more paragraph.").utf8))
        _ = fresh.core.displayFrame()
        #expect(front.core.pages == fresh.core.pages)
        #expect(front.core.documentLayout.lines == fresh.core.documentLayout.lines)
    }
}
