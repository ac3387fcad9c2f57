extension MarkdownNode {
    /// The language a code fence's info string names: its first word, read the ways fences
    /// write it, as written (not lowercased), or `nil` when there is none.
    ///
    /// ```swift
    /// MarkdownNode.language(ofInfoString: "rust,ignore")       // "rust": options after a comma
    /// MarkdownNode.language(ofInfoString: "js{6}")             // "js": lines to mark, in braces
    /// MarkdownNode.language(ofInfoString: "{.python .input}")  // "python": attributes, Pandoc style
    /// MarkdownNode.language(ofInfoString: "  Python  ")        // "Python"
    /// MarkdownNode.language(ofInfoString: "{}")                // nil
    /// ```
    ///
    /// Every front end reads a fence's language here (through ``language``): highlighting, the
    /// language the reading model speaks and the views show, the page's `language-` class; so a
    /// fence is the same language everywhere. (The spec-exact HTML keeps CommonMark's rule, the
    /// first word up to a space, for its `class`.)
    public static func language(ofInfoString info: some StringProtocol) -> String? {
        var word = Substring(info).drop { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "." }
        word = word.prefix { $0 != " " && $0 != "\t" && $0 != "," && $0 != "{" && $0 != "}" }
        return word.isEmpty ? nil : String(word)
    }
}
