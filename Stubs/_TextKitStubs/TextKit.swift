// TextKit 2 and the text attributes, as UIKit and AppKit both declare them. The pages cited are
// UIKit's; AppKit's page at the same path under /documentation/appkit/ prints the same
// declaration (read for NSTextLayoutManager's enumeration and NSTextContainer's initializer).
// None of these pages shows `@MainActor`. Stub: there is no text engine on Linux, so nothing is
// laid out: a layout manager enumerates no fragments, but those a test gives
// (_StubTextLayout.swift). The glue's TextKit code is compiled here, and exercised on a device.

/// https://developer.apple.com/documentation/uikit/nstextlocation
/// decl: protocol NSTextLocation : NSObjectProtocol
public protocol NSTextLocation: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/nstextlocation/compare(_:)
    /// decl: func compare(_ location: any NSTextLocation) -> ComparisonResult
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// https://developer.apple.com/documentation/uikit/nstextrange
/// decl: class NSTextRange
open class NSTextRange: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextrange/init(location:end:)
    /// decl: init?(location: any NSTextLocation, end: (any NSTextLocation)?)
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        self.location = location
        endLocation = end ?? location
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/nstextrange/location
    /// decl: var location: any NSTextLocation { get }
    public let location: any NSTextLocation

    /// https://developer.apple.com/documentation/uikit/nstextrange/endlocation
    /// decl: var endLocation: any NSTextLocation { get }
    public let endLocation: any NSTextLocation
}

/// The stub's text location: the start of an empty document, or a paragraph's start in a
/// layout a test gives (`_StubTextLayout`), in UTF-16 code units. Not an Apple type.
final class _StubTextLocation: NSObject, NSTextLocation {
    let offset: Int
    init(offset: Int = 0) { self.offset = offset }
    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        let other = (location as? _StubTextLocation)?.offset ?? 0
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }
}

/// https://developer.apple.com/documentation/uikit/nstextcontentmanager
/// decl: class NSTextContentManager
open class NSTextContentManager: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextcontentmanager/documentrange
    /// decl: var documentRange: NSTextRange { get }
    open var documentRange: NSTextRange { NSTextRange(location: _StubTextLocation(), end: nil)! }

    /// https://developer.apple.com/documentation/uikit/nstextcontentmanager/addtextlayoutmanager(_:)
    /// decl: func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager)
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {}

    /// https://developer.apple.com/documentation/uikit/nstextcontentmanager/performeditingtransaction(_:)
    /// decl: func performEditingTransaction(_ transaction: () -> Void)
    /// Stub: runs the transaction.
    open func performEditingTransaction(_ transaction: () -> Void) { transaction() }
}

/// https://developer.apple.com/documentation/uikit/nstextcontentstorage
/// decl: class NSTextContentStorage
open class NSTextContentStorage: NSTextContentManager {
    /// https://developer.apple.com/documentation/uikit/nstextcontentstorage/attributedstring
    /// decl: var attributedString: NSAttributedString? { get set }
    /// Stub: kept; while a test gives a layout (`_StubTextLayout`), ``textStorage`` becomes this
    /// text with the layout's stand-in attributes.
    open var attributedString: NSAttributedString? {
        didSet { textStorage = attributedString.flatMap { _StubTextLayout.current?.textStorage(of: $0) } ?? textStorage }
    }

    /// https://developer.apple.com/documentation/uikit/nstextcontentstorage/offset(from:to:)
    /// decl: func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
    /// Stub: the distance between two of the stub's locations (0 but in a test's layout).
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        ((to as? _StubTextLocation)?.offset ?? 0) - ((from as? _StubTextLocation)?.offset ?? 0)
    }

    /// https://developer.apple.com/documentation/uikit/nstextcontentstorage/location(_:offsetby:)
    /// decl: func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    /// Stub: the stub's one location, for no offset; `nil` past it (the stub holds no text).
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? { offset == 0 ? location : nil }

    /// https://developer.apple.com/documentation/uikit/nstextstorageobserving/textstorage
    /// decl: var textStorage: NSTextStorage? { get set }
    /// Stub: `nil`, as nothing backs the stub's content (it is not kept from `attributedString`),
    /// but while a test gives a layout (`_StubTextLayout`).
    open var textStorage: NSTextStorage?
}

/// https://developer.apple.com/documentation/uikit/nstextstorage
/// decl: class NSTextStorage
/// Stub: Foundation's mutable attributed string, whose `replaceCharacters(in:with:)` the glue calls.
open class NSTextStorage: NSMutableAttributedString {}

/// https://developer.apple.com/documentation/uikit/nstextcontainer
/// decl: class NSTextContainer
open class NSTextContainer: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextcontainer/init(size:)
    /// decl: init(size: CGSize)
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/nstextcontainer/size
    /// decl: var size: CGSize { get set }
    open var size: CGSize

    /// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding
    /// decl: var lineFragmentPadding: CGFloat { get set }
    open var lineFragmentPadding: CGFloat = 5
}

/// https://developer.apple.com/documentation/uikit/nstextlayoutmanager
/// decl: class NSTextLayoutManager
open class NSTextLayoutManager: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextlayoutmanager/textcontainer
    /// decl: var textContainer: NSTextContainer? { get set }
    open var textContainer: NSTextContainer?

    /// https://developer.apple.com/documentation/uikit/nstextlayoutmanager/ensurelayout(for:)-3duae
    /// decl: func ensureLayout(for range: NSTextRange)
    open func ensureLayout(for range: NSTextRange) {}

    /// https://developer.apple.com/documentation/uikit/nstextlayoutmanager/enumeratetextlayoutfragments(from:options:using:)
    /// decl: func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [], using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)?
    /// Stub: there are no fragments, but the paragraphs of a layout a test gives (`_StubTextLayout`),
    /// from its first whatever `location` is.
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        for paragraph in _StubTextLayout.current?.paragraphs ?? [] {
            let fragment = NSTextLayoutFragment()
            fragment.stubParagraph = paragraph
            guard block(fragment) else { break }
        }
        return nil
    }
}

/// https://developer.apple.com/documentation/uikit/nstextlayoutfragment
/// decl: class NSTextLayoutFragment
open class NSTextLayoutFragment: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/enumerationoptions
    /// decl: struct EnumerationOptions
    public struct EnumerationOptions: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/enumerationoptions/init(rawvalue:)
        /// decl: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/enumerationoptions/rawvalue
        /// decl: let rawValue: UInt
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/enumerationoptions/ensureslayout
        /// decl: static var ensuresLayout: NSTextLayoutFragment.EnumerationOptions { get }
        public static var ensuresLayout: NSTextLayoutFragment.EnumerationOptions { EnumerationOptions(rawValue: 1 << 2) }
    }

    /// The paragraph of a test's layout this fragment stands for (`_StubTextLayout`).
    var stubParagraph: _StubTextLayout.Paragraph?

    /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/rangeinelement
    /// decl: var rangeInElement: NSTextRange { get }
    open var rangeInElement: NSTextRange { NSTextRange(location: _StubTextLocation(offset: stubParagraph?.start ?? 0), end: nil)! }

    /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/textlinefragments
    /// decl: var textLineFragments: [NSTextLineFragment] { get }
    open var textLineFragments: [NSTextLineFragment] {
        (stubParagraph?.lines ?? []).map { line in
            let fragment = NSTextLineFragment()
            fragment.stubLine = line
            return fragment
        }
    }

    /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/layoutfragmentframe
    /// decl: var layoutFragmentFrame: CGRect { get }
    open var layoutFragmentFrame: CGRect { stubParagraph?.frame ?? .zero }

    /// https://developer.apple.com/documentation/uikit/nstextlayoutfragment/draw(at:in:)
    /// decl: func draw(at point: CGPoint, in context: CGContext)
    open func draw(at point: CGPoint, in context: CGContext) {}
}

/// https://developer.apple.com/documentation/uikit/nstextlinefragment
/// decl: class NSTextLineFragment
open class NSTextLineFragment: NSObject {
    /// The line of a test's layout this fragment stands for (`_StubTextLayout`).
    var stubLine: _StubTextLayout.Line?

    /// https://developer.apple.com/documentation/uikit/nstextlinefragment/characterrange
    /// decl: var characterRange: NSRange { get }
    open var characterRange: NSRange { stubLine?.range ?? NSRange(location: 0, length: 0) }

    /// https://developer.apple.com/documentation/uikit/nstextlinefragment/typographicbounds
    /// decl: var typographicBounds: CGRect { get }
    open var typographicBounds: CGRect { stubLine?.bounds ?? .zero }

    /// https://developer.apple.com/documentation/uikit/nstextlinefragment/glyphorigin
    /// decl: var glyphOrigin: CGPoint { get }
    open var glyphOrigin: CGPoint { .zero }

    /// https://developer.apple.com/documentation/uikit/nstextlinefragment/characterindex(for:)
    /// decl: func characterIndex(for point: CGPoint) -> Int
    open func characterIndex(for point: CGPoint) -> Int { 0 }

    /// https://developer.apple.com/documentation/uikit/nstextlinefragment/locationforcharacter(at:)
    /// decl: func locationForCharacter(at index: Int) -> CGPoint
    open func locationForCharacter(at index: Int) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
/// decl: class NSParagraphStyle
open class NSParagraphStyle: NSObject {
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/firstlineheadindent
    /// decl: var firstLineHeadIndent: CGFloat { get }
    open var firstLineHeadIndent: CGFloat { stored.firstLineHeadIndent }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/headindent
    /// decl: var headIndent: CGFloat { get }
    open var headIndent: CGFloat { stored.headIndent }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/tailindent
    /// decl: var tailIndent: CGFloat { get }
    open var tailIndent: CGFloat { stored.tailIndent }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacingbefore
    /// decl: var paragraphSpacingBefore: CGFloat { get }
    open var paragraphSpacingBefore: CGFloat { stored.paragraphSpacingBefore }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakmode
    /// decl: var lineBreakMode: NSLineBreakMode { get }
    open var lineBreakMode: NSLineBreakMode { stored.lineBreakMode }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/minimumlineheight
    /// decl: var minimumLineHeight: CGFloat { get }
    open var minimumLineHeight: CGFloat { stored.minimumLineHeight }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/maximumlineheight
    /// decl: var maximumLineHeight: CGFloat { get }
    open var maximumLineHeight: CGFloat { stored.maximumLineHeight }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    /// decl: var alignment: NSTextAlignment { get }
    open var alignment: NSTextAlignment { stored.alignment }

    // The values, which NSMutableParagraphStyle sets (stored once for both, as UIKit does).
    fileprivate var stored = (firstLineHeadIndent: CGFloat(0), headIndent: CGFloat(0), tailIndent: CGFloat(0), paragraphSpacingBefore: CGFloat(0),
                              lineBreakMode: NSLineBreakMode.byWordWrapping, minimumLineHeight: CGFloat(0), maximumLineHeight: CGFloat(0),
                              alignment: NSTextAlignment.natural)
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
/// decl: class NSMutableParagraphStyle
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/firstlineheadindent
    /// decl: var firstLineHeadIndent: CGFloat { get set }
    override open var firstLineHeadIndent: CGFloat {
        get { stored.firstLineHeadIndent }
        set { stored.firstLineHeadIndent = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/headindent
    /// decl: var headIndent: CGFloat { get set }
    override open var headIndent: CGFloat {
        get { stored.headIndent }
        set { stored.headIndent = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/tailindent
    /// decl: var tailIndent: CGFloat { get set }
    override open var tailIndent: CGFloat {
        get { stored.tailIndent }
        set { stored.tailIndent = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacingbefore
    /// decl: var paragraphSpacingBefore: CGFloat { get set }
    override open var paragraphSpacingBefore: CGFloat {
        get { stored.paragraphSpacingBefore }
        set { stored.paragraphSpacingBefore = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linebreakmode
    /// decl: var lineBreakMode: NSLineBreakMode { get set }
    override open var lineBreakMode: NSLineBreakMode {
        get { stored.lineBreakMode }
        set { stored.lineBreakMode = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/minimumlineheight
    /// decl: var minimumLineHeight: CGFloat { get set }
    override open var minimumLineHeight: CGFloat {
        get { stored.minimumLineHeight }
        set { stored.minimumLineHeight = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/maximumlineheight
    /// decl: var maximumLineHeight: CGFloat { get set }
    override open var maximumLineHeight: CGFloat {
        get { stored.maximumLineHeight }
        set { stored.maximumLineHeight = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment
    /// decl: var alignment: NSTextAlignment { get set }
    override open var alignment: NSTextAlignment {
        get { stored.alignment }
        set { stored.alignment = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
/// decl: enum NSTextAlignment
/// The raw values are iOS's, which AppKit shares except on Intel Macs: there NSText.h swaps
/// `center` (2) and `right` (1) (`TARGET_ABI_USES_IOS_VALUES`). Nothing here reads them.
public enum NSTextAlignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextalignment/center
    /// decl: case center
    case center = 1
    /// https://developer.apple.com/documentation/uikit/nstextalignment/natural
    /// decl: case natural
    case natural = 4
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
/// decl: enum NSLineBreakMode
public enum NSLineBreakMode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping
    /// decl: case byWordWrapping
    case byWordWrapping = 0
    /// https://developer.apple.com/documentation/uikit/nslinebreakmode/bycharwrapping
    /// decl: case byCharWrapping
    case byCharWrapping = 1
    /// https://developer.apple.com/documentation/uikit/nslinebreakmode/byclipping
    /// decl: case byClipping
    case byClipping = 2
}

/// https://developer.apple.com/documentation/uikit/nsunderlinestyle
/// decl: struct NSUnderlineStyle
public struct NSUnderlineStyle: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/nsunderlinestyle/init(rawvalue:)
    /// decl: init(rawValue: Int)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/nsunderlinestyle/rawvalue
    /// decl: let rawValue: Int
    public let rawValue: Int
    /// https://developer.apple.com/documentation/uikit/nsunderlinestyle/single
    /// decl: static var single: NSUnderlineStyle { get }
    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }
}

// The attributes UIKit and AppKit declare on NSAttributedString.Key for drawing text. The string
// values are the stub's own.
extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    /// decl: static let font: NSAttributedString.Key
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    /// decl: static let foregroundColor: NSAttributedString.Key
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    /// decl: static let backgroundColor: NSAttributedString.Key
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    /// decl: static let paragraphStyle: NSAttributedString.Key
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment
    /// decl: static let attachment: NSAttributedString.Key
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle
    /// decl: static let underlineStyle: NSAttributedString.Key
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughstyle
    /// decl: static let strikethroughStyle: NSAttributedString.Key
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset
    /// decl: static let baselineOffset: NSAttributedString.Key
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

// Drawing and measuring attributed strings (NSStringDrawing, in UIKit and in AppKit).
extension NSAttributedString {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/size()
    /// decl: func size() -> CGSize
    /// Stub: no fonts exist, so nothing has a size.
    public func size() -> CGSize { .zero }

    /// https://developer.apple.com/documentation/foundation/nsattributedstring/draw(at:)
    /// decl: func draw(at point: CGPoint)
    /// Stub: draws nothing; records the string, its attributes and the point while a test
    /// listens (`_DrawnStrings`).
    public func draw(at point: CGPoint) {
        _DrawnStrings.listening?.record(self, at: point)
    }
}
