// Stub of Apple's Accessibility framework for Linux: signatures transcribed from Apple's public
// documentation; not Apple code. See Stubs/README.md.
//
// The math expression classes, as their pages print them. The SDK header, AXMathExpression.h, marks
// each class API_AVAILABLE(ios(18.2), macos(15.2), tvos(18.2), watchos(11.2), visionos(2.2)) and the
// base class NS_SWIFT_SENDABLE. Only the initializers are stubbed, since they are all the glue uses;
// each class records what it was given, for tests (`structure`, through `@_spi(Testing)`).
// `AXMathExpressionMultiscript` is left out: the glue never makes one (TeX's prescripts reach it
// as scripts on an empty base).
import Foundation

/// https://developer.apple.com/documentation/accessibility/axmathexpressionprovider
/// decl: protocol AXMathExpressionProvider : NSObjectProtocol
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses. The page shows
/// iOS 14.0 / macOS 11.0 only because the header puts no availability on the protocol itself.
public protocol AXMathExpressionProvider: NSObjectProtocol {
    /// https://developer.apple.com/documentation/accessibility/axmathexpressionprovider/accessibilitymathexpression()
    /// decl: func accessibilityMathExpression() -> AXMathExpression?
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    @available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
    func accessibilityMathExpression() -> AXMathExpression?
}

/// https://developer.apple.com/documentation/accessibility/axmathexpression
/// decl: class AXMathExpression
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: holds nothing; `Sendable` as the header's NS_SWIFT_SENDABLE imports it.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpression: NSObject, @unchecked Sendable {
    /// Not an Apple declaration: the expression's class and parts, written out for tests, as
    /// `Fraction(Identifier(a), Number(2))`.
    @_spi(Testing) open var structure: String { "AXMathExpression" }
}

/// Not an Apple declaration: how the stubs' `structure` writes an expression, `name(parts…)`.
enum LegibleStubStructure {
    static func structure(_ name: String, _ parts: [AXMathExpression]) -> String {
        name + "(" + parts.map(\.structure).joined(separator: ", ") + ")"
    }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionnumber
/// decl: class AXMathExpressionNumber
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its content.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionNumber: AXMathExpression, @unchecked Sendable {
    private let content: String

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionnumber/init(content:)
    /// decl: init(content: String)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(content: String) {
        self.content = content
    }

    /// Not an Apple declaration: `Number(content)`.
    @_spi(Testing) override open var structure: String { "Number(" + content + ")" }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionidentifier
/// decl: class AXMathExpressionIdentifier
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its content.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionIdentifier: AXMathExpression, @unchecked Sendable {
    private let content: String

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionidentifier/init(content:)
    /// decl: init(content: String)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(content: String) {
        self.content = content
    }

    /// Not an Apple declaration: `Identifier(content)`.
    @_spi(Testing) override open var structure: String { "Identifier(" + content + ")" }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionoperator
/// decl: class AXMathExpressionOperator
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its content.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionOperator: AXMathExpression, @unchecked Sendable {
    private let content: String

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionoperator/init(content:)
    /// decl: init(content: String)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(content: String) {
        self.content = content
    }

    /// Not an Apple declaration: `Operator(content)`.
    @_spi(Testing) override open var structure: String { "Operator(" + content + ")" }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressiontext
/// decl: class AXMathExpressionText
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its content.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionText: AXMathExpression, @unchecked Sendable {
    private let content: String

    /// https://developer.apple.com/documentation/accessibility/axmathexpressiontext/init(content:)
    /// decl: init(content: String)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(content: String) {
        self.content = content
    }

    /// Not an Apple declaration: `Text(content)`.
    @_spi(Testing) override open var structure: String { "Text(" + content + ")" }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionrow
/// decl: class AXMathExpressionRow
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its expressions.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionRow: AXMathExpression, @unchecked Sendable {
    private let expressions: [AXMathExpression]

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionrow/init(expressions:)
    /// decl: init(expressions: [AXMathExpression])
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(expressions: [AXMathExpression]) {
        self.expressions = expressions
    }

    /// Not an Apple declaration: `Row(expressions…)`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("Row", expressions) }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressiontable
/// decl: class AXMathExpressionTable
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its expressions.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionTable: AXMathExpression, @unchecked Sendable {
    private let expressions: [AXMathExpression]

    /// https://developer.apple.com/documentation/accessibility/axmathexpressiontable/init(expressions:)
    /// decl: init(expressions: [AXMathExpression])
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(expressions: [AXMathExpression]) {
        self.expressions = expressions
    }

    /// Not an Apple declaration: `Table(expressions…)`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("Table", expressions) }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressiontablerow
/// decl: class AXMathExpressionTableRow
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its expressions.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionTableRow: AXMathExpression, @unchecked Sendable {
    private let expressions: [AXMathExpression]

    /// https://developer.apple.com/documentation/accessibility/axmathexpressiontablerow/init(expressions:)
    /// decl: init(expressions: [AXMathExpression])
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(expressions: [AXMathExpression]) {
        self.expressions = expressions
    }

    /// Not an Apple declaration: `TableRow(expressions…)`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("TableRow", expressions) }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressiontablecell
/// decl: class AXMathExpressionTableCell
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its expressions.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionTableCell: AXMathExpression, @unchecked Sendable {
    private let expressions: [AXMathExpression]

    /// https://developer.apple.com/documentation/accessibility/axmathexpressiontablecell/init(expressions:)
    /// decl: init(expressions: [AXMathExpression])
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(expressions: [AXMathExpression]) {
        self.expressions = expressions
    }

    /// Not an Apple declaration: `TableCell(expressions…)`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("TableCell", expressions) }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionfenced
/// decl: class AXMathExpressionFenced
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its expressions and fences.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionFenced: AXMathExpression, @unchecked Sendable {
    private let expressions: [AXMathExpression]
    private let fences: (open: String, close: String)

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionfenced/init(expressions:open:close:)
    /// decl: init(expressions: [AXMathExpression], open openString: String, close closeString: String)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(expressions: [AXMathExpression], open openString: String, close closeString: String) {
        self.expressions = expressions
        fences = (openString, closeString)
    }

    /// Not an Apple declaration: `Fenced open close(expressions…)`, an absent fence as `∅`.
    @_spi(Testing) override open var structure: String {
        LegibleStubStructure.structure("Fenced " + (fences.open.isEmpty ? "∅" : fences.open) + " " + (fences.close.isEmpty ? "∅" : fences.close), expressions)
    }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionfraction
/// decl: class AXMathExpressionFraction
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its numerator and denominator.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionFraction: AXMathExpression, @unchecked Sendable {
    private let parts: [AXMathExpression]

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionfraction/init(numeratorexpression:denimonatorexpression:)
    /// decl: init(numeratorExpression: AXMathExpression, denimonatorExpression: AXMathExpression)
    /// The label is Apple's spelling, `denimonator`, in the SDK header and on the page alike.
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(numeratorExpression: AXMathExpression, denimonatorExpression: AXMathExpression) {
        parts = [numeratorExpression, denimonatorExpression]
    }

    /// Not an Apple declaration: `Fraction(numerator, denominator)`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("Fraction", parts) }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionroot
/// decl: class AXMathExpressionRoot
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its radicand and index.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionRoot: AXMathExpression, @unchecked Sendable {
    private let radicand: [AXMathExpression]
    private let index: AXMathExpression

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionroot/init(radicandexpressions:rootindexexpression:)
    /// decl: init(radicandExpressions: [AXMathExpression], rootIndexExpression: AXMathExpression)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(radicandExpressions: [AXMathExpression], rootIndexExpression: AXMathExpression) {
        radicand = radicandExpressions
        index = rootIndexExpression
    }

    /// Not an Apple declaration: `Root index [radicand…]`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("Root " + index.structure, radicand) }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionsubsuperscript
/// decl: class AXMathExpressionSubSuperscript
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its base, subscripts and superscripts.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionSubSuperscript: AXMathExpression, @unchecked Sendable {
    private let parts: (base: [AXMathExpression], sub: [AXMathExpression], sup: [AXMathExpression])

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionsubsuperscript/init(baseexpression:subscriptexpressions:superscriptexpressions:)
    /// decl: init(baseExpression: [AXMathExpression], subscriptExpressions: [AXMathExpression], superscriptExpressions: [AXMathExpression])
    /// The base is an array here, though the page's `baseExpression` property is one expression.
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(baseExpression: [AXMathExpression], subscriptExpressions: [AXMathExpression], superscriptExpressions: [AXMathExpression]) {
        parts = (baseExpression, subscriptExpressions, superscriptExpressions)
    }

    /// Not an Apple declaration: `SubSuperscript(Base(…), Sub(…), Sup(…))`.
    @_spi(Testing) override open var structure: String {
        "SubSuperscript(" + [("Base", parts.base), ("Sub", parts.sub), ("Sup", parts.sup)].map { LegibleStubStructure.structure($0.0, $0.1) }
            .joined(separator: ", ") + ")"
    }
}

/// https://developer.apple.com/documentation/accessibility/axmathexpressionunderover
/// decl: class AXMathExpressionUnderOver
/// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
/// Stub: keeps its base, under and over parts.
@available(iOS 18.2, macOS 15.2, visionOS 2.2, *)
open class AXMathExpressionUnderOver: AXMathExpression, @unchecked Sendable {
    private let parts: [AXMathExpression]

    /// https://developer.apple.com/documentation/accessibility/axmathexpressionunderover/init(baseexpression:underexpression:overexpression:)
    /// decl: init(baseExpression: AXMathExpression, underExpression: AXMathExpression, overExpression: AXMathExpression)
    /// sdk: new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2), so `#if compiler(>=6.0.3)` must enclose its uses.
    public init(baseExpression: AXMathExpression, underExpression: AXMathExpression, overExpression: AXMathExpression) {
        parts = [baseExpression, underExpression, overExpression]
    }

    /// Not an Apple declaration: `UnderOver(base, under, over)`.
    @_spi(Testing) override open var structure: String { LegibleStubStructure.structure("UnderOver", parts) }
}
