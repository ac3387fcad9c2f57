/// How an element of one role is exposed on each platform: in accessible HTML (element and ARIA
/// role), in UIKit (traits and container type) and in AppKit (role and subrole).
///
/// This table is the one source every front end follows, and the one their tests hold them to:
/// the accessible HTML renderer writes ``htmlElement`` with ``ariaRole``, the UIKit glue sets
/// ``traits`` and ``containerType``, the AppKit glue sets ``appKitRole`` and ``appKitSubrole``.
/// Ask an element for its own (``AccessibilityElement/roleMapping``), which picks the variant
/// its facts call for (a level-2 heading is `h2`), or list them all with ``all``.
///
/// ```swift
/// let heading = model.elements(.heading)[0].roleMapping
/// heading.htmlElement     // "h2"
/// heading.traits          // [.staticText, .header]
/// heading.appKitRole      // "AXHeading"
/// ```
///
/// AppKit roles and subroles are given as their raw strings, which every macOS version
/// understands: the Swift constant for `"AXHeading"`, `NSAccessibility.Role.headingRole`, exists
/// only from macOS 26, so a view for older systems writes `NSAccessibility.Role(rawValue:)`.
/// The others are `NSAccessibility.Role.staticText` (`"AXStaticText"`), `.link`, `.image`,
/// `.list`, `.group`, `.table`, `.row`, `.cell` and `.splitter`; `"AXContentList"` is
/// `NSAccessibility.Subrole.contentList`. The subroles `"AXDocumentArticle"`, `"AXDocumentMath"`
/// and `"AXLandmarkRegion"` have no AppKit constant; they are what Safari gives an `article`,
/// `math` and `region`, and VoiceOver announces them the same way in a native view.
public struct RoleMapping: Hashable, Sendable {
    /// The form of a role whose mapping depends on its facts.
    public enum Variant: Hashable, Sendable {
        /// Every role but those below.
        case standard
        /// A heading of a level from 1 to 6.
        case heading(level: Int)
        /// A numbered list (a bullet or task list is ``standard``).
        case orderedList
        /// A cell of a table's header row.
        case headerCell
        /// A block quote that is a GitHub alert (a note, tip, warning, …): a callout, which ARIA
        /// calls a note, named by its title.
        case alert
    }

    /// A UIKit container type, named as the cases of `UIAccessibilityContainerType`: what
    /// VoiceOver announces when it enters the element's children and which navigation it offers.
    public enum ContainerType: String, Hashable, Sendable, CaseIterable {
        /// Not a container VoiceOver announces.
        case none
        /// A list: VoiceOver announces entering and leaving it.
        case list
        /// A table: VoiceOver reads row and column headers; the view adopts
        /// `UIAccessibilityContainerDataTable`.
        case dataTable
        /// A group whose label VoiceOver may read on entering it (a quote).
        case semanticGroup
        /// A landmark VoiceOver's rotor can jump to (the footnotes).
        case landmark
    }

    /// The role mapped.
    public let role: AccessibilityRole
    /// Which form of the role.
    public let variant: Variant
    /// The HTML element that stands for it in accessible HTML (`"h2"`, `"ol"`, `"th"`).
    public let htmlElement: String
    /// The ARIA role a browser exposes for it: the element's implicit role, or one written in
    /// a `role` attribute where they differ (`"code"` on a `pre`).
    public let ariaRole: String
    /// Its UIKit traits.
    public let traits: ElementTraits
    /// Its UIKit container type.
    public let containerType: ContainerType
    /// Its AppKit role, as the raw value of `NSAccessibility.Role`.
    public let appKitRole: String
    /// Its AppKit subrole, as the raw value of `NSAccessibility.Subrole`, if it has one.
    public let appKitSubrole: String?

    /// The mapping of a role in one of its variants, or `nil` when the role has no such variant
    /// (only headings have levels, only lists are ordered, only cells are header cells, only quotes are alerts).
    public init?(role: AccessibilityRole, variant: Variant = .standard) {
        guard let mapping = Self.make(role, variant) else { return nil }
        self = mapping
    }

    private init(_ role: AccessibilityRole, _ variant: Variant, html: String, aria: String, traits: ElementTraits = [],
                 container: ContainerType = .none, appKit: String, subrole: String? = nil) {
        self.role = role
        self.variant = variant
        htmlElement = html
        ariaRole = aria
        self.traits = traits
        containerType = container
        appKitRole = appKit
        appKitSubrole = subrole
    }

    /// Every role in every variant, in the order of `AccessibilityRole.allCases`: the
    /// documented table, as data.
    public static let all: [RoleMapping] = AccessibilityRole.allCases.flatMap { role in
        variants(of: role).compactMap { make(role, $0) }
    }

    /// The variants a role has.
    static func variants(of role: AccessibilityRole) -> [Variant] {
        switch role {
        case .heading: (1...6).map { .heading(level: $0) }
        case .list: [.standard, .orderedList]
        case .tableCell: [.standard, .headerCell]
        case .blockQuote: [.standard, .alert]
        default: [.standard]
        }
    }

    private static func make(_ role: AccessibilityRole, _ variant: Variant) -> RoleMapping? {
        switch (role, variant) {
        case (.document, .standard):
            RoleMapping(role, variant, html: "article", aria: "article", appKit: "AXGroup", subrole: "AXDocumentArticle")
        case (.text, .standard):
            RoleMapping(role, variant, html: "p", aria: "paragraph", traits: .staticText, appKit: "AXStaticText")
        case (.heading, .heading(let level)) where (1...6).contains(level):
            RoleMapping(role, variant, html: "h\(level)", aria: "heading", traits: [.staticText, .header], appKit: "AXHeading")
        case (.link, .standard):
            RoleMapping(role, variant, html: "a", aria: "link", traits: .link, appKit: "AXLink")
        case (.image, .standard):
            RoleMapping(role, variant, html: "img", aria: "img", traits: .image, appKit: "AXImage")
        case (.list, .standard):
            RoleMapping(role, variant, html: "ul", aria: "list", container: .list, appKit: "AXList", subrole: "AXContentList")
        case (.list, .orderedList):
            RoleMapping(role, variant, html: "ol", aria: "list", container: .list, appKit: "AXList", subrole: "AXContentList")
        case (.listItem, .standard):
            RoleMapping(role, variant, html: "li", aria: "listitem", appKit: "AXGroup")
        case (.blockQuote, .standard):
            RoleMapping(role, variant, html: "blockquote", aria: "blockquote", container: .semanticGroup, appKit: "AXGroup")
        case (.blockQuote, .alert):
            RoleMapping(role, variant, html: "div", aria: "note", container: .semanticGroup, appKit: "AXGroup")
        case (.codeBlock, .standard):
            RoleMapping(role, variant, html: "pre", aria: "code", traits: .staticText, appKit: "AXStaticText")
        case (.table, .standard):
            RoleMapping(role, variant, html: "table", aria: "table", container: .dataTable, appKit: "AXTable")
        case (.tableRow, .standard):
            RoleMapping(role, variant, html: "tr", aria: "row", appKit: "AXRow")
        case (.tableCell, .standard):
            RoleMapping(role, variant, html: "td", aria: "cell", traits: .staticText, appKit: "AXCell")
        case (.tableCell, .headerCell):
            RoleMapping(role, variant, html: "th", aria: "columnheader", traits: .staticText, appKit: "AXCell")
        case (.math, .standard):
            RoleMapping(role, variant, html: "math", aria: "math", traits: .staticText, appKit: "AXGroup", subrole: "AXDocumentMath")
        case (.footnoteReference, .standard):
            RoleMapping(role, variant, html: "a", aria: "link", traits: .link, appKit: "AXLink")
        case (.footnotes, .standard):
            RoleMapping(role, variant, html: "section", aria: "region", container: .landmark, appKit: "AXGroup", subrole: "AXLandmarkRegion")
        case (.footnote, .standard):
            RoleMapping(role, variant, html: "li", aria: "listitem", appKit: "AXGroup")
        case (.separator, .standard):
            RoleMapping(role, variant, html: "hr", aria: "separator", appKit: "AXSplitter")
        case (.details, .standard), (.endOfDetails, .standard):
            // Marks, not containers (see the roles): text that names the group, or its end.
            RoleMapping(role, variant, html: "p", aria: "paragraph", traits: .staticText, appKit: "AXStaticText")
        default:
            nil
        }
    }
}
