import LegibleMarkdown

/// What a page's front matter says about the whole document.
extension ReadingModel {
    /// The document's front matter (parsed with `ParseOptions.frontMatter`), if it has one.
    public var frontMatter: FrontMatter? { storage.frontMatter }

    /// The document's title from its front matter (`title:`), if it gives one: what a page's
    /// `<title>` and a reader's first words should say.
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: "---\ntitle: Setup\n---\nText", options: .documents)
    /// ReadingModel(document: document).title   // "Setup"
    /// ```
    public var title: String? { storage.frontMatter?.title }

    /// The language the document is written in, from its front matter (`lang:`), as a BCP 47
    /// tag, if it gives one. The words the model adds are in ``phrases``' language.
    public var language: String? { storage.frontMatter?.language }
}
