extension AccessibilityElement {
    /// Everything an element says and is, except where its text lies: what a front end shows for
    /// it, as one value to store and compare. Two elements with equal properties look and sound
    /// the same, so a view that has one need not update it for the other.
    ///
    /// ```swift
    /// if old.properties != new.properties { refresh(new) }
    /// ```
    ///
    /// Text ranges are left out on purpose: an element moves in the document's text when text
    /// before it changes, without changing itself.
    public struct Properties: Hashable, Sendable {
        /// ``AccessibilityElement/role``.
        public let role: AccessibilityRole
        /// The identity of ``AccessibilityElement/parent``; `nil` for the document.
        public let parent: ElementID?
        /// ``AccessibilityElement/label``.
        public let label: String?
        /// ``AccessibilityElement/value``.
        public let value: String?
        /// ``AccessibilityElement/language``.
        public let language: String
        /// ``AccessibilityElement/languageRuns``.
        public let languageRuns: [LanguageRun]
        /// ``AccessibilityElement/traits``.
        public let traits: ElementTraits
        /// ``AccessibilityElement/customContent``.
        public let customContent: [CustomContent]
        /// ``AccessibilityElement/textualContext``.
        public let textualContext: TextualContext?
        /// ``AccessibilityElement/isTextElement``.
        public let isTextElement: Bool
        /// ``AccessibilityElement/isParagraph``.
        public let isParagraph: Bool
        /// ``AccessibilityElement/rawHTML``.
        public let rawHTML: String?
        /// ``AccessibilityElement/headingLevel``.
        public let headingLevel: Int?
        /// ``AccessibilityElement/list``.
        public let list: ListFacts?
        /// ``AccessibilityElement/listItem``.
        public let listItem: ListItemFacts?
        /// ``AccessibilityElement/table``.
        public let table: TableFacts?
        /// ``AccessibilityElement/tableCell``.
        public let tableCell: TableCellFacts?
        /// ``AccessibilityElement/announcementAcrossRow``.
        public let announcementAcrossRow: String?
        /// ``AccessibilityElement/announcementDownColumn``.
        public let announcementDownColumn: String?
        /// ``AccessibilityElement/code``.
        public let code: CodeFacts?
        /// ``AccessibilityElement/image``.
        public let image: ImageFacts?
        /// ``AccessibilityElement/link``.
        public let link: LinkFacts?
        /// ``AccessibilityElement/math``.
        public let math: MathFacts?
        /// ``AccessibilityElement/footnote``.
        public let footnote: FootnoteFacts?
        /// ``AccessibilityElement/actions``.
        public let actions: [ElementAction]

        init(_ element: AccessibilityElement) {
            // A link's facts are read once for the three properties that give them.
            let link = element.link
            role = element.role
            parent = element.parent?.id
            label = element.label
            value = element.value
            language = element.language
            languageRuns = element.languageRuns
            traits = element.traits
            customContent = element.customContent(link: link)
            textualContext = element.textualContext
            isTextElement = element.isTextElement
            isParagraph = element.isParagraph
            rawHTML = element.rawHTML
            headingLevel = element.headingLevel
            list = element.list
            listItem = element.listItem
            table = element.table
            tableCell = element.tableCell
            announcementAcrossRow = element.announcementAcrossRow
            announcementDownColumn = element.announcementDownColumn
            code = element.code
            image = element.image
            self.link = link
            math = element.math
            footnote = element.footnote
            actions = element.actions(link: link)
        }
    }

    /// Everything the element says and is, except where its text lies, as one comparable value.
    public var properties: Properties { Properties(self) }
}
