import LegibleRendering

/// Turns the rows a cell layout paints into terminal text: SGR styles (bold, italic,
/// underline, dim, colours as many as the terminal has) from the theme, links as OSC 8 hyperlinks, or plain text
/// when styles are off (not a terminal, `TERM=dumb`).
struct TerminalPainter {
    /// How much styling the output gets.
    enum Styling {
        /// None: plain text (the layout marks styles with characters instead).
        case none
        /// Bold, italic, underline, strikethrough and reverse video, but no colour (`NO_COLOR`).
        case monochrome
        /// Everything, colours too.
        case color
    }

    let theme: Theme
    let appearance: Appearance
    let styling: Styling
    let colors: TerminalColors
    /// The file the document was read from, which relative links are resolved against.
    let file: String?

    /// One row as terminal text, from column `left` (scrolled sideways) and cut at `width`
    /// cells; the cells in `highlighting` (a focused link, a search match) are shown reversed.
    /// Neighbouring spans drawn alike are written as one.
    func row(_ spans: [CellLayout.Span], width: Int, from left: Int = 0, highlighting: [Range<Int>] = []) -> String {
        let spans = Self.split(spans, at: highlighting.flatMap { [$0.lowerBound, $0.upperBound] })
        // Columns on screen, once scrolled sideways.
        let shown = highlighting.map { ($0.lowerBound - left)..<($0.upperBound - left) }
        let highlight = { (span: CellLayout.Span) in shown.contains { $0.contains(span.column) } }
        return row(left == 0 ? spans : Self.shifted(spans, by: left), width: width, highlight: highlight)
    }

    /// Spans cut where a column in `columns` falls inside one, a whole cluster at a time, so
    /// that a match is highlighted alone and not the whole run of text around it.
    static func split(_ spans: [CellLayout.Span], at columns: [Int]) -> [CellLayout.Span] {
        guard !columns.isEmpty else { return spans }
        var result: [CellLayout.Span] = []
        for span in spans {
            let cuts = columns.filter { $0 > span.column && $0 < span.column + span.width }.sorted()
            guard !cuts.isEmpty else {
                result.append(span)
                continue
            }
            var piece = span
            piece.text = ""
            piece.width = 0
            var remaining = cuts[...]
            for character in span.text {
                if let cut = remaining.first, piece.column + piece.width >= cut, piece.width > 0 {
                    remaining = remaining.drop { $0 <= piece.column + piece.width }
                    result.append(piece)
                    piece.column += piece.width
                    piece.text = ""
                    piece.width = 0
                }
                piece.text.append(character)
                piece.width += CellLayout.cells(of: character)
            }
            piece.width = span.column + span.width - piece.column
            result.append(piece)
        }
        return result
    }

    private func row(_ spans: [CellLayout.Span], width: Int, highlight: (CellLayout.Span) -> Bool) -> String {
        var out = ""
        var column = 0
        var pending = ""
        var pendingLook: Look?
        func flush() {
            if let look = pendingLook { out += styled(pending, look) }
            pending = ""
            pendingLook = nil
        }
        for span in spans where span.column >= column {
            guard span.column < width else { break }
            var text = span.text
            var spanWidth = span.width
            if span.column + span.width > width {
                // Cut at the edge, a whole cluster at a time.
                text = ""
                spanWidth = 0
                for character in span.text {
                    let cells = CellLayout.cells(of: character)
                    if span.column + spanWidth + cells > width { break }
                    text.append(character)
                    spanWidth += cells
                }
            }
            let look = self.look(of: span, highlighted: highlight(span))
            if span.column > column || look != pendingLook {
                flush()
                out += String(repeating: " ", count: span.column - column)
            }
            pending += text
            pendingLook = look
            column = span.column + spanWidth
        }
        flush()
        return out
    }

    /// The spans seen from column `left`: those before it dropped, one across it cut a whole
    /// cluster at a time (a wide character cut in half leaves a space).
    static func shifted(_ spans: [CellLayout.Span], by left: Int) -> [CellLayout.Span] {
        spans.compactMap { span in
            guard span.column + span.width > left else { return nil }
            var span = span
            guard span.column < left else {
                span.column -= left
                return span
            }
            var column = span.column
            var text = Substring(span.text)
            while column < left, let character = text.first {
                column += CellLayout.cells(of: character)
                text = text.dropFirst()
            }
            span.text = String(repeating: " ", count: column - left) + text
            span.width = span.column + span.width - left
            span.column = 0
            return span
        }
    }

    /// How a span is drawn: its SGR parameters and the link it opens, if any.
    private struct Look: Equatable {
        var codes: [String]
        var link: String?
    }

    private func styled(_ text: String, _ look: Look) -> String {
        guard !look.codes.isEmpty else { return text }
        var out = "\u{1B}[" + look.codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
        if let link = look.link, let target = Self.hyperlinkTarget(LinkAddress.resolved(link, in: file)) {
            out = "\u{1B}]8;;" + target + "\u{1B}\\" + out + "\u{1B}]8;;\u{1B}\\"
        }
        return out
    }

    private func look(of span: CellLayout.Span, highlighted: Bool) -> Look {
        // Without styles a focused link or a match is still shown reversed: the pager is the
        // only one to highlight, and reverse video is not colour.
        guard styling != .none else { return Look(codes: highlighted ? ["7"] : [], link: nil) }
        var codes: [String] = []
        var link: String?
        let palette = theme.palette(for: appearance)
        switch span.style {
        case .text(let attributes):
            let font = theme.font(for: attributes)
            if font.weight >= .semibold { codes.append("1") }
            if font.isItalic { codes.append("3") }
            if attributes.link != nil || attributes.footnoteReference != nil { codes.append("4") }
            if attributes.inline.contains(.strikethrough) { codes.append("9") }
            // The reading model's warnings stand out in the alerts' colour of caution.
            let role = attributes.inline.contains(.warning) ? .alertCaution
                : span.token.map(theme.foregroundRole(for:)) ?? theme.foregroundRole(for: attributes)
            if attributes.inline.contains(.warning) && font.weight < .semibold { codes.append("1") }
            // What the theme draws in its text colour (body text, headings, plain code) keeps the
            // terminal's own foreground, readable on its own background whatever the theme; the
            // rest is coloured to stand out from it.
            if role != .text && role != .heading && palette[role] != palette[.text] { codes.append(color(palette[role])) }
            // A code span is in the face of all the text here: its chip sets it apart, as its
            // background does on a page (without colour, backticks do: `CellLayoutOptions.codeMarks`).
            if attributes.inline.contains(.code), attributes.role != .codeBlock, styling == .color {
                codes.append(colors.background(palette[.codeBackground]))
            }
            link = attributes.link.map(\.destination)
        case .decoration(let role):
            switch role {
            case .listMarker: codes.append(color(palette[.listMarker]))
            case .footnoteMarker: codes.append(color(palette[.footnoteReference]))
            case .quoteBar: codes.append(color(palette[.quoteBar]))
            case .alert(let alert): codes.append(color(palette[alert.colorRole]))
            case .rule, .headingRule, .tableRule, .codeFrame: codes.append(color(palette[.rule]))
            case .clipMarker: codes += ["2", color(palette[.rule])]
            case .codeLineNumber: codes.append(color(palette[.secondaryText]))
            case .codeLanguage, .tableLabel: codes += ["1", color(palette[.secondaryText])]
            }
        }
        if highlighted { codes.append("7") }
        return Look(codes: codes.filter { !$0.isEmpty }, link: link)
    }

    private func color(_ color: ThemeColor) -> String {
        styling == .color ? colors.foreground(color) : ""
    }

    /// A link destination fit for an OSC 8 sequence: printable ASCII, everything else
    /// percent-encoded, so no destination can end the sequence or steer the terminal. `nil`
    /// for an empty destination.
    static func hyperlinkTarget(_ destination: String) -> String? {
        var out = ""
        for byte in destination.utf8 {
            if byte > 0x20 && byte < 0x7F {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out.isEmpty ? nil : out
    }
}
