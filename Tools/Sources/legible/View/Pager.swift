import Foundation
import LegibleAccessibility
import LegibleRendering

/// `legible view` in a terminal: a screenful of the laid-out document and a status line, moved
/// with the keys people know from `less`, plus jumps by heading, link, table, code block and
/// formula (the reading model's rotors), and to a footnote or a linked heading and back.
@MainActor
final class Pager {
    /// What a jump key moves between.
    enum Target: CaseIterable {
        case heading, link, table, codeBlock, formula

        var rotor: Rotor.Kind {
            switch self {
            case .heading: .headings
            case .link: .links
            case .table: .tables
            case .codeBlock: .codeBlocks
            case .formula: .math
            }
        }

        /// The key that jumps to the next one; with Shift, the previous one.
        var key: Character {
            switch self {
            case .heading: "h"
            case .link: "l"
            case .table: "t"
            case .codeBlock: "c"
            case .formula: "m"
            }
        }

        var name: String {
            switch self {
            case .heading: "heading"
            case .link: "link"
            case .table: "table"
            case .codeBlock: "code block"
            case .formula: "formula"
            }
        }
    }

    private let terminal: RawTerminal
    private let document: ViewDocument
    /// Where a live answer arrives from, while it is open.
    private let live: LiveInput?
    private let painter: TerminalPainter
    private let streamDelay: Int32
    private var columns: Int
    private var rows: Int
    private var pages: [LayoutPage] = []
    /// The first row shown.
    private var top = 0
    /// The first column shown, when code is scrolled sideways (as `less -S` does).
    private var left = 0
    /// The element a jump or search went to, and what kind of thing it is.
    private var focus: (element: ElementID, target: Target?)?
    /// Where to come back to from a footnote or from the heading an in-document link led to:
    /// the reference or link followed, and the top then.
    private var trail: [(reference: ElementID, top: Int)] = []
    private var search = ""
    /// The rows as drawn, for searching; made again when the layout changes.
    private var screenSearch: ScreenSearch?
    private var searchMatch: ScreenSearch.Match?
    private var prompt: String?
    private var showsHelp = false
    private var message: String?
    /// The reading model, built when first asked for after the document changed: it is built
    /// from the whole answer, so a frame must not ask for it unless a key needs it.
    private var currentModel: ReadingModel?
    /// The model the status line names its places from, and when it was built: while an answer
    /// streams in (a frame may come every millisecond), a new one at most every
    /// ``statusRefresh``, so that the status costs a bounded share of the stream, not a whole
    /// model per append.
    private var statusModel: (model: ReadingModel, built: ContinuousClock.Instant)?
    static let statusRefresh = Duration.milliseconds(250)

    init(terminal: RawTerminal, document: ViewDocument, live: LiveInput? = nil, painter: TerminalPainter, streamDelay: Int) {
        self.terminal = terminal
        self.document = document
        self.live = live
        self.painter = painter
        self.streamDelay = Int32(max(1, streamDelay))
        let size = RawTerminal.size() ?? (80, 24)
        columns = size.columns
        rows = size.rows
    }

    private var viewportHeight: Int { max(1, rows - 1) }
    private var layout: CellLayout { document.layout }
    private var lastTop: Int { Int(pages.last?.frame.y ?? 0) }

    /// Shows the document until the reader quits.
    func run() {
        terminal.enter()
        defer { terminal.restore() }
        document.relayout(width: columns)
        pages = layout.pages(height: Double(viewportHeight))
        draw()
        while true {
            let replays = document.isStreaming && !document.isLive
            switch terminal.wait(timeout: replays ? streamDelay : -1, answer: live.flatMap { $0.isClosed ? nil : $0.descriptor }) {
            case .timeout:
                if replays { keepingPlace(streamed: true) { document.advanceStream() } }
            case .answerArrived:
                receiveAnswer()
            case .resized:
                if let size = RawTerminal.size() {
                    columns = size.columns
                    rows = size.rows
                }
                keepingPlace { document.relayout(width: columns) }
            case .bytes(let bytes):
                for key in Key.decode(bytes) where !handle(key) { return }
            }
            draw()
        }
    }

    /// Shows what arrived on the live input: the reader at the end follows it (as `less +F`
    /// does); a reader who scrolled up keeps their place.
    private func receiveAnswer() {
        guard let live else { return }
        let followsEnd = top >= lastTop
        keepingPlace(streamed: true) {
            do {
                let bytes = try live.nextBytes(waiting: 0)
                if !bytes.isEmpty { document.receive(bytes) }
            } catch {
                message = String(describing: error)
            }
            if live.isClosed { document.endOfInput() }
        }
        if followsEnd { top = lastTop }
    }

    /// Runs a change to the layout and keeps the text at the top of the screen at the top. A
    /// `streamed` change (an arrival) left the lines before the document's first changed line
    /// where they were, so only the pages from there are cut again: an arrival costs what
    /// changed, not the length of the answer.
    private func keepingPlace(streamed: Bool = false, _ change: () -> Void) {
        let anchor = anchorOffset()
        change()
        screenSearch = nil
        searchMatch = nil
        currentModel = nil
        let firstChangedLine = document.takeFirstChangedLine()
        pages = layout.pages(height: Double(viewportHeight), updating: streamed ? pages : [], fromLine: streamed ? firstChangedLine : 0)
        if let anchor, let line = layout.lineIndex(containingUTF16: anchor) ?? nearestLine(to: anchor) {
            top = Int(layout.frame(ofLine: line).y)
        }
        top = min(max(0, top), lastTop)
    }

    /// The UTF-16 offset where the first line at or below the top starts.
    private func anchorOffset() -> Int? {
        guard layout.lineCount > 0 else { return nil }
        let index = min(layout.firstLineIndex(atOrBelowY: Double(top)), layout.lineCount - 1)
        return layout.line(at: index).utf16Range.lowerBound
    }

    /// The first line whose text ends after `offset`, or the last line.
    private func nearestLine(to offset: Int) -> Int? {
        guard layout.lineCount > 0 else { return nil }
        return min(layout.firstLineIndex(from: offset), layout.lineCount - 1)
    }

    // MARK: Keys

    /// Acts on a key; `false` to quit.
    private func handle(_ key: Key) -> Bool {
        message = nil
        if showsHelp {
            showsHelp = false
            return key != .character("q") && key != .interrupt
        }
        if let typed = prompt {
            switch key {
            case .enter:
                prompt = nil
                search = typed
                findMatch(forward: true)
            case .escape, .interrupt: prompt = nil
            case .backspace: prompt = String(typed.dropLast())
            case .character(let character): prompt = typed + String(character)
            default: break
            }
            return true
        }
        switch key {
        case .character("q"), .character("Q"), .interrupt: return false
        case .character(" "), .character("f"), .pageDown: turnPage(by: 1)
        case .character("b"), .pageUp: turnPage(by: -1)
        case .character("j"), .down, .enter: scroll(by: 1)
        case .character("k"), .up: scroll(by: -1)
        case .right: scrollSideways(by: max(1, columns / 2))
        case .left: scrollSideways(by: -max(1, columns / 2))
        case .character("w"): toggleCodeWrapping()
        case .character("g"), .home: top = 0
        case .character("G"), .end: top = lastTop
        case .character("/"): prompt = ""
        case .character("n"): findMatch(forward: true)
        case .character("N"): findMatch(forward: false)
        case .character("]"): follow()
        case .character("["): returnToReference()
        case .character("o"): showLinkDestination()
        case .character("?"): showsHelp = true
        case .escape:
            focus = nil
            searchMatch = nil
        case .character(let character):
            for target in Target.allCases where target.key == character || Character(target.key.uppercased()) == character {
                jump(to: target, forward: target.key == character)
            }
        default: break
        }
        return true
    }

    private func scroll(by rowCount: Int) {
        top = min(max(0, top + rowCount), lastTop)
    }

    /// Scrolls sideways; the first time, code stops being clipped at the edge and runs on past it.
    private func scrollSideways(by count: Int) {
        if layout.options.codeOverflow != .scroll { keepingPlace { document.relayout(codeOverflow: .scroll) } }
        left = min(max(0, left + count), max(0, Int(layout.size.width) - columns))
        if left == 0 && count > 0 { message = "nothing wider than the screen" }
    }

    /// Code wrapped onto the next rows, or clipped at the edge again.
    private func toggleCodeWrapping() {
        let wraps = layout.options.codeOverflow == .wrap
        keepingPlace { document.relayout(codeOverflow: wraps ? .clip : .wrap) }
        left = 0
        message = wraps ? "code clipped at the edge (→ scrolls it)" : "code wrapped"
    }

    private func turnPage(by count: Int) {
        guard let current = layout.pageIndex(ofY: Double(top), in: pages) else { return }
        // Back from a place between page tops goes to the top of its own page first.
        let index = count < 0 && Double(top) > pages[current].frame.y ? current : min(max(0, current + count), pages.count - 1)
        top = Int(pages[index].frame.y)
    }

    /// Brings a row into view, at the top unless it is already on screen.
    private func reveal(row: Int) {
        if row < top || row >= top + viewportHeight { top = min(max(0, row), lastTop) }
    }

    // MARK: Jumps

    /// The reading model of the document as it is now.
    private var model: ReadingModel {
        if let currentModel { return currentModel }
        let model = document.model
        currentModel = model
        return model
    }

    /// The model the status line reads: the current one, or while an answer streams in, one
    /// at most ``statusRefresh`` old (its places a moment behind the text).
    private var modelForStatus: ReadingModel {
        if currentModel == nil, document.isStreaming, let status = statusModel, status.built.duration(to: .now) < Self.statusRefresh {
            return status.model
        }
        let current = model
        statusModel = (current, .now)
        return current
    }

    private func targets(_ target: Target, in model: ReadingModel? = nil) -> [ElementID] {
        (model ?? self.model).rotor(target.rotor).entries.map(\.target.id)
    }

    private func position(of element: ElementID) -> (Double, Double)? {
        layout.frame(of: element).map { ($0.y, $0.x) }
    }

    private func jump(to target: Target, forward: Bool) {
        let candidates = targets(target).compactMap { id in position(of: id).map { (id, $0) } }
        var reference = (Double(top), forward ? -1.0 : -1.0)
        if let focused = focus, let place = position(of: focused.element), Int(place.0) >= top, Int(place.0) < top + viewportHeight {
            reference = place
        }
        let found = forward ? candidates.first { $0.1 > reference } : candidates.last { $0.1 < reference }
        guard let (id, place) = found else {
            message = "no \(forward ? "next" : "previous") \(target.name)"
            return
        }
        focus = (id, target)
        searchMatch = nil
        reveal(row: Int(place.0))
    }

    /// Follows the focused in-document link (`#section`) to its heading, or else a footnote.
    private func follow() {
        guard let focused = focus?.element, focused.role == .link, let destination = model.element(focused)?.link?.destination,
              destination.hasPrefix("#") else {
            followFootnote()
            return
        }
        guard let heading = model.anchorTargets().element(forDestination: destination), let row = position(of: heading.id)?.0 else {
            message = "no heading has the anchor \(destination)"
            return
        }
        trail.append((focused, top))
        focus = (heading.id, nil)
        top = min(Int(row), lastTop)
    }

    private func followFootnote() {
        var reference = focus.flatMap { $0.element.role == .footnoteReference ? $0.element : nil }
        if reference == nil {
            reference = model.rotor(.footnotes).entries.map(\.target.id).first { id in
                guard let row = position(of: id)?.0 else { return false }
                return Int(row) >= top && Int(row) < top + viewportHeight
            }
        }
        guard let reference, let footnote = model.element(reference)?.actions.first(where: { $0.kind == .goToFootnote })?.target,
              let row = position(of: footnote)?.0 else {
            message = "no footnote reference on screen"
            return
        }
        trail.append((reference, top))
        focus = (footnote, nil)
        top = min(Int(row), lastTop)
    }

    private func returnToReference() {
        guard let (reference, previousTop) = trail.popLast() else {
            message = "nothing to go back to"
            return
        }
        focus = (reference, nil)
        top = previousTop
    }

    private func showLinkDestination() {
        guard let focused = focus?.element, focused.role == .link, let link = model.element(focused)?.link else {
            message = "jump to a link first (l)"
            return
        }
        message = link.destination
    }

    /// The next or previous match: after (before) the current one when it is on screen, else
    /// from the top of the screen, as `less` searches; round the document at its end.
    private func findMatch(forward: Bool) {
        guard !search.isEmpty else { return }
        let searcher = screenSearch ?? ScreenSearch(layout: searchedLayout)
        screenSearch = searcher
        let matches = searcher.matches(of: search)
        let visible = top..<top + viewportHeight
        let from: (row: Int, column: Int)
        if let current = searchMatch, visible.contains(current.row) {
            from = (current.row, current.columns.lowerBound)
        } else {
            from = forward ? (top, -1) : (top + viewportHeight, 0)
        }
        let next = forward ? matches.first { ($0.row, $0.columns.lowerBound) > from } : matches.last { ($0.row, $0.columns.lowerBound) < from }
        guard let match = next ?? (forward ? matches.first : matches.last) else {
            message = "not found: \(search)"
            return
        }
        focus = nil
        reveal(row: match.row)
        reveal(columns: match.columns)
        screenSearch = searcher
        searchMatch = match
        message = "match \((matches.firstIndex(of: match) ?? 0) + 1) of \(matches.count)"
    }

    /// The layout searched: code and formulas clipped at the edge are searched whole, as they
    /// are drawn when scrolled sideways, which has the same rows.
    private var searchedLayout: CellLayout {
        guard layout.options.codeOverflow == .clip else { return layout }
        var options = layout.options
        options.codeOverflow = .scroll
        return CellLayout(document: layout.document, options: options)
    }

    /// Scrolls sideways so that `columns` are on screen, code no longer clipped, when they are not.
    private func reveal(columns range: Range<Int>) {
        guard range.lowerBound < left || range.upperBound > left + columns else { return }
        if layout.options.codeOverflow == .clip { keepingPlace { document.relayout(codeOverflow: .scroll) } }
        left = range.lowerBound < left ? range.lowerBound : min(range.lowerBound, range.upperBound - columns)
    }

    // MARK: Drawing

    private func draw() {
        var screen = "\u{1B}[H"
        let visible = top..<top + viewportHeight
        if showsHelp {
            let lines = Self.help
            for index in 0..<viewportHeight {
                screen += (index < lines.count ? String(lines[index].prefix(columns)) : "") + "\u{1B}[K\r\n"
            }
        } else {
            let highlighted = highlightedCells()
            for (offset, spans) in layout.paint(rows: visible).enumerated() {
                let row = top + offset
                let cells = highlighted.filter { $0.row == row }.map(\.columns)
                screen += painter.row(spans, width: columns, from: left, highlighting: cells) + "\u{1B}[K\r\n"
            }
        }
        screen += statusLine() + cursor()
        terminal.output(screen)
    }

    /// The cursor on the first cell of the focused item or match, where a screen reader that
    /// follows it reads from; hidden when there is none on screen.
    private func cursor() -> String {
        guard !showsHelp, prompt == nil, let first = highlightedCells().first,
              (top..<top + viewportHeight).contains(first.row), (left..<left + columns).contains(first.columns.lowerBound) else {
            return "\u{1B}[?25l"
        }
        return "\u{1B}[\(first.row - top + 1);\(first.columns.lowerBound - left + 1)H\u{1B}[?25h"
    }

    /// The cells shown reversed: the match, or the focused link, heading or footnote (a table
    /// or code block is only brought into view), row by row.
    private func highlightedCells() -> [ScreenSearch.Match] {
        if let match = searchMatch { return [match] }
        guard let focus else { return [] }
        switch focus.target {
        case .table?, .codeBlock?: return []
        default:
            guard let range = layout.document.utf16Range(of: focus.element), !range.isEmpty else { return [] }
            return layout.selectionRects(forUTF16: range).map { rect in
                ScreenSearch.Match(row: Int(rect.y), columns: Int(rect.x)..<Int(rect.maxX))
            }
        }
    }

    /// "heading 3 of 7, page 2 of 5", or the search prompt, or a message.
    private func statusLine() -> String {
        var text: String
        if let prompt {
            text = "/" + prompt
        } else if let message {
            text = message
        } else if showsHelp {
            text = "press any key to go back"
        } else {
            var parts: [String] = []
            let model = modelForStatus
            if let focused = focus, let target = focused.target, case let places = targets(target, in: model),
               let index = places.firstIndex(of: focused.element) {
                parts.append("\(target.name) \(index + 1) of \(places.count)")
            } else if let focused = focus, let label = model.element(focused.element)?.label {
                // A footnote or a reference to one: the reading model's name for it.
                parts.append(label)
            } else {
                let headings = targets(.heading, in: model)
                let above = headings.filter { (position(of: $0)?.0 ?? .infinity) <= Double(top) }.count
                if above > 0 { parts.append("heading \(above) of \(headings.count)") }
            }
            let page = (layout.pageIndex(ofY: Double(top), in: pages) ?? 0) + 1
            parts.append("page \(page) of \(max(1, pages.count))")
            if document.isStreaming { parts.append("answer still arriving") }
            text = parts.joined(separator: ", ")
        }
        let hint = "? help"
        let room = max(0, columns - text.count - hint.count)
        let line = String((text + String(repeating: " ", count: room) + (room > 0 ? hint : "")).prefix(columns))
        // Reverse video is not colour: the status line keeps it with NO_COLOR and --color never.
        return "\u{1B}[7m" + line + "\u{1B}[0m\u{1B}[K"
    }

    static let help = [
        "legible view: keys",
        "",
        "space f PgDn  next page",
        "b PgUp        previous page",
        "j Down Enter  next line",
        "k Up          previous line",
        "g Home        first page",
        "G End         last page",
        "/regex Enter  search",
        "n N           next, previous match",
        "h H           next, previous heading",
        "l L           next, previous link",
        "o             where the link goes",
        "t T           next, previous table",
        "c C           next, previous code block",
        "m M           next, previous formula",
        "]             follow a footnote or #link",
        "[             back to reference or link",
        "← →           scroll code sideways",
        "w             wrap code, or clip it",
        "Esc           clear the highlight",
        "?             this help",
        "q             quit",
    ]
}
