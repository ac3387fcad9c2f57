/// https://developer.apple.com/documentation/uikit/uifont
/// decl: class UIFont
/// Stub: a font is its descriptor and size; text styles have the sizes of the default Dynamic
/// Type setting (Large) and grow 10% per category up, so tests see fonts scale.
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    /// decl: struct TextStyle
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        /// decl: static let largeTitle: UIFont.TextStyle
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        /// decl: static let title1: UIFont.TextStyle
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        /// decl: static let title2: UIFont.TextStyle
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        /// decl: static let title3: UIFont.TextStyle
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        /// decl: static let headline: UIFont.TextStyle
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        /// decl: static let subheadline: UIFont.TextStyle
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        /// decl: static let body: UIFont.TextStyle
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        /// decl: static let callout: UIFont.TextStyle
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        /// decl: static let footnote: UIFont.TextStyle
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        /// decl: static let caption1: UIFont.TextStyle
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        /// decl: static let caption2: UIFont.TextStyle
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    /// decl: struct Weight
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        /// decl: init(rawValue: CGFloat)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
        /// decl: let rawValue: CGFloat
        public let rawValue: CGFloat
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        /// decl: static let regular: UIFont.Weight
        public static let regular = Weight(rawValue: 0)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/medium
        /// decl: static let medium: UIFont.Weight
        public static let medium = Weight(rawValue: 0.23)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        /// decl: static let semibold: UIFont.Weight
        public static let semibold = Weight(rawValue: 0.3)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
        /// decl: static let bold: UIFont.Weight
        public static let bold = Weight(rawValue: 0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        /// decl: static let heavy: UIFont.Weight
        public static let heavy = Weight(rawValue: 0.56)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    /// decl: class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let sizes: [UIFont.TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
                                                  .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11]
        let size = (sizes[style] ?? 17) * (traitCollection ?? UITraitCollection()).preferredContentSizeCategory.stubScale
        return UIFont(descriptor: UIFontDescriptor(), size: size)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    /// decl: class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(weight: weight), size: fontSize)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
    /// decl: class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(weight: weight, symbolicTraits: .traitMonoSpace), size: fontSize)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/familynames
    /// decl: class var familyNames: [String] { get }
    /// Stub: two families an app might bundle, so tests see one found and one missing.
    open class var familyNames: [String] { ["Inter", "JetBrains Mono"] }

    /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
    /// decl: init(descriptor: UIFontDescriptor, size pointSize: CGFloat)
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        fontDescriptor = descriptor
        self.pointSize = pointSize
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    /// decl: var fontDescriptor: UIFontDescriptor { get }
    public let fontDescriptor: UIFontDescriptor

    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    /// decl: var pointSize: CGFloat { get }
    public let pointSize: CGFloat

    /// https://developer.apple.com/documentation/uikit/uifont/lineheight
    /// decl: var lineHeight: CGFloat { get }
    /// Stub: 1.2 times the point size.
    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// https://developer.apple.com/documentation/uikit/uifont/descender
    /// decl: var descender: CGFloat { get }
    /// Stub: a fifth of the point size below the baseline.
    open var descender: CGFloat { -pointSize * 0.2 }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
/// decl: class UIFontDescriptor
/// Stub: keeps a weight and symbolic traits.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct
    /// decl: struct SymbolicTraits
    public struct SymbolicTraits: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/init(rawvalue:)
        /// decl: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/rawvalue
        /// decl: let rawValue: UInt32
        public let rawValue: UInt32
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traititalic
        /// decl: static var traitItalic: UIFontDescriptor.SymbolicTraits { get }
        public static var traitItalic: SymbolicTraits { SymbolicTraits(rawValue: 1 << 0) }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traitmonospace
        /// decl: static var traitMonoSpace: UIFontDescriptor.SymbolicTraits { get }
        public static var traitMonoSpace: SymbolicTraits { SymbolicTraits(rawValue: 1 << 10) }
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    /// decl: struct AttributeName
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/family
        /// decl: static let family: UIFontDescriptor.AttributeName
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
        /// decl: static let traits: UIFontDescriptor.AttributeName
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    /// decl: struct TraitKey
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
        /// decl: static let weight: UIFontDescriptor.TraitKey
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/symbolic
        /// decl: static let symbolic: UIFontDescriptor.TraitKey
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
    /// decl: init(fontAttributes attributes: [UIFontDescriptor.AttributeName : Any] = [:])
    /// Stub: keeps the family and the weight trait.
    public convenience init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        let traits = attributes[.traits] as? [TraitKey: Any]
        self.init(weight: UIFont.Weight(rawValue: traits?[.weight] as? CGFloat ?? 0))
        stubFamily = attributes[.family] as? String
    }

    /// Not an Apple declaration: the family the stub's descriptor names, for tests.
    @_spi(Testing) public private(set) var stubFamily: String?

    /// Not an Apple declaration: the stub's initializer.
    @_spi(Testing) public init(weight: UIFont.Weight = .regular, symbolicTraits: SymbolicTraits = []) {
        stubWeight = weight
        self.symbolicTraits = symbolicTraits
        super.init()
    }

    /// Not an Apple declaration: the weight the stub's font was made with, for tests.
    @_spi(Testing) public var stubWeight: UIFont.Weight

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
    /// decl: var symbolicTraits: UIFontDescriptor.SymbolicTraits { get }
    public let symbolicTraits: SymbolicTraits

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/addingattributes(_:)
    /// decl: func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName : Any] = [:]) -> UIFontDescriptor
    /// Stub: the weight and symbolic traits of `attributes`' traits, where it has them.
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        let traits = attributes[.traits] as? [TraitKey: Any]
        let descriptor = UIFontDescriptor(weight: (traits?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:)) ?? stubWeight,
                                          symbolicTraits: (traits?[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:)) ?? symbolicTraits)
        descriptor.stubFamily = (attributes[.family] as? String) ?? stubFamily
        return descriptor
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:)
    /// decl: func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        let descriptor = UIFontDescriptor(weight: stubWeight, symbolicTraits: symbolicTraits)
        descriptor.stubFamily = stubFamily
        return descriptor
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
/// decl: class UIFontMetrics
/// Stub: scales by the trait collection's content size category, as `preferredFont` does.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    /// decl: init(forTextStyle textStyle: UIFont.TextStyle)
    public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
    /// decl: func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont(descriptor: font.fontDescriptor, size: font.pointSize * (traitCollection ?? UITraitCollection()).preferredContentSizeCategory.stubScale)
    }
}
