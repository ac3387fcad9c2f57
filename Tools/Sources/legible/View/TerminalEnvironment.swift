/// What the environment says about the terminal `legible view` writes to: whether it can be
/// styled at all, whether colour is wanted, how many colours it has and whether it shows OSC 8
/// hyperlinks.
struct TerminalEnvironment {
    let variables: [String: String]

    init(_ variables: [String: String]) {
        self.variables = variables
    }

    private var term: String { variables["TERM"] ?? "" }

    /// `TERM=dumb` (Emacs shells, some CI logs): no cursor movement, no styles, no pager.
    var isDumb: Bool { term == "dumb" }

    /// `NO_COLOR` set and not empty (no-color.org): no colours, though bold and reverse stay.
    var noColor: Bool { !(variables["NO_COLOR"] ?? "").isEmpty }

    /// Whether OSC 8 hyperlinks are shown rather than dropped: not by the Linux console, GNU
    /// screen, or tmux (which passes them on only when configured to, from 3.4).
    var showsHyperlinks: Bool {
        !(term == "linux" || term.hasPrefix("screen") || term.hasPrefix("tmux") || variables["TMUX"] != nil || isDumb)
    }
}
