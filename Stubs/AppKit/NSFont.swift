/// https://developer.apple.com/documentation/appkit/nsfont
/// decl: class NSFont
/// Stub: a font is its descriptor and size; text styles have their macOS sizes.
open class NSFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    /// decl: struct TextStyle
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/largetitle
        /// decl: static let largeTitle: NSFont.TextStyle
        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIFontTextStyleLargeTitle")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title1
        /// decl: static let title1: NSFont.TextStyle
        public static let title1 = TextStyle(rawValue: "NSCTFontUIFontTextStyleTitle1")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title2
        /// decl: static let title2: NSFont.TextStyle
        public static let title2 = TextStyle(rawValue: "NSCTFontUIFontTextStyleTitle2")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title3
        /// decl: static let title3: NSFont.TextStyle
        public static let title3 = TextStyle(rawValue: "NSCTFontUIFontTextStyleTitle3")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/headline
        /// decl: static let headline: NSFont.TextStyle
        public static let headline = TextStyle(rawValue: "NSCTFontUIFontTextStyleHeadline")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/subheadline
        /// decl: static let subheadline: NSFont.TextStyle
        public static let subheadline = TextStyle(rawValue: "NSCTFontUIFontTextStyleSubhead")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/body
        /// decl: static let body: NSFont.TextStyle
        public static let body = TextStyle(rawValue: "NSCTFontUIFontTextStyleBody")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/callout
        /// decl: static let callout: NSFont.TextStyle
        public static let callout = TextStyle(rawValue: "NSCTFontUIFontTextStyleCallout")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/footnote
        /// decl: static let footnote: NSFont.TextStyle
        public static let footnote = TextStyle(rawValue: "NSCTFontUIFontTextStyleFootnote")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption1
        /// decl: static let caption1: NSFont.TextStyle
        public static let caption1 = TextStyle(rawValue: "NSCTFontUIFontTextStyleCaption1")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption2
        /// decl: static let caption2: NSFont.TextStyle
        public static let caption2 = TextStyle(rawValue: "NSCTFontUIFontTextStyleCaption2")
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/weight
    /// decl: struct Weight
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/init(rawvalue:)
        /// decl: init(rawValue: CGFloat)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/rawvalue
        /// decl: let rawValue: CGFloat
        public let rawValue: CGFloat
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/regular
        /// decl: static let regular: NSFont.Weight
        public static let regular = Weight(rawValue: 0)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/medium
        /// decl: static let medium: NSFont.Weight
        public static let medium = Weight(rawValue: 0.23)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/semibold
        /// decl: static let semibold: NSFont.Weight
        public static let semibold = Weight(rawValue: 0.3)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/bold
        /// decl: static let bold: NSFont.Weight
        public static let bold = Weight(rawValue: 0.4)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/heavy
        /// decl: static let heavy: NSFont.Weight
        public static let heavy = Weight(rawValue: 0.56)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
    /// decl: class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey : Any] = [:]) -> NSFont
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFont {
        let sizes: [NSFont.TextStyle: CGFloat] = [.largeTitle: 26, .title1: 22, .title2: 17, .title3: 15, .headline: 13, .subheadline: 11,
                                                  .body: 13, .callout: 12, .footnote: 10, .caption1: 10, .caption2: 10]
        return NSFont(descriptor: NSFontDescriptor(), size: sizes[style] ?? 13)!
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
    /// decl: class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(descriptor: NSFontDescriptor(weight: weight), size: fontSize)!
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/monospacedsystemfont(ofsize:weight:)
    /// decl: class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(descriptor: NSFontDescriptor(weight: weight, symbolicTraits: .monoSpace), size: fontSize)!
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:)
    /// decl: init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat)
    /// Stub: `nil` for a family other than the two an app might bundle ("Inter", "JetBrains Mono").
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        if let family = fontDescriptor.stubFamily, !["Inter", "JetBrains Mono"].contains(family) { return nil }
        self.fontDescriptor = fontDescriptor
        pointSize = fontSize
        super.init()
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/fontdescriptor
    /// decl: var fontDescriptor: NSFontDescriptor { get }
    public let fontDescriptor: NSFontDescriptor

    /// https://developer.apple.com/documentation/appkit/nsfont/pointsize
    /// decl: var pointSize: CGFloat { get }
    public let pointSize: CGFloat

    /// https://developer.apple.com/documentation/appkit/nsfont/ascender
    /// decl: var ascender: CGFloat { get }
    open var ascender: CGFloat { pointSize * 0.95 }

    /// https://developer.apple.com/documentation/appkit/nsfont/descender
    /// decl: var descender: CGFloat { get }
    open var descender: CGFloat { -pointSize * 0.25 }

    /// https://developer.apple.com/documentation/appkit/nsfont/leading
    /// decl: var leading: CGFloat { get }
    open var leading: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/appkit/nsfontdescriptor
/// decl: class NSFontDescriptor
/// Stub: keeps a weight and symbolic traits.
open class NSFontDescriptor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename
    /// decl: struct AttributeName
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/family
        /// decl: static let family: NSFontDescriptor.AttributeName
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/traits
        /// decl: static let traits: NSFontDescriptor.AttributeName
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey
    /// decl: struct TraitKey
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/weight
        /// decl: static let weight: NSFontDescriptor.TraitKey
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:)
    /// decl: init(fontAttributes attributes: [NSFontDescriptor.AttributeName : Any]? = nil)
    /// Stub: keeps the family and the weight trait.
    public convenience init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {
        let traits = attributes?[.traits] as? [TraitKey: Any]
        self.init(weight: NSFont.Weight(rawValue: traits?[.weight] as? CGFloat ?? 0))
        stubFamily = attributes?[.family] as? String
    }

    /// Not an Apple declaration: the family the stub's descriptor names, for tests.
    @_spi(Testing) public private(set) var stubFamily: String?

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct
    /// decl: struct SymbolicTraits
    public struct SymbolicTraits: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/rawvalue
        /// decl: let rawValue: UInt32
        public let rawValue: UInt32
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/italic
        /// decl: static var italic: NSFontDescriptor.SymbolicTraits { get }
        public static var italic: SymbolicTraits { SymbolicTraits(rawValue: 1 << 0) }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/monospace
        /// decl: static var monoSpace: NSFontDescriptor.SymbolicTraits { get }
        public static var monoSpace: SymbolicTraits { SymbolicTraits(rawValue: 1 << 10) }
    }

    /// Not an Apple declaration: the stub's initializer.
    @_spi(Testing) public init(weight: NSFont.Weight = .regular, symbolicTraits: SymbolicTraits = []) {
        stubWeight = weight
        self.symbolicTraits = symbolicTraits
        super.init()
    }

    /// Not an Apple declaration: the weight the stub's font was made with, for tests.
    @_spi(Testing) public let stubWeight: NSFont.Weight

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.property
    /// decl: var symbolicTraits: NSFontDescriptor.SymbolicTraits { get }
    public let symbolicTraits: SymbolicTraits

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/withsymbolictraits(_:)
    /// decl: func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor
    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor {
        let descriptor = NSFontDescriptor(weight: stubWeight, symbolicTraits: symbolicTraits)
        descriptor.stubFamily = stubFamily
        return descriptor
    }
}

extension NSFont {
    /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey
    /// decl: struct TextStyleOptionKey
    public struct TextStyleOptionKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
    }
}
