#if canImport(Accessibility)
import Accessibility
import LegibleMath

// The math classes are new in the iOS 18.2 and macOS 15.2 SDKs (Xcode 16.2, Swift 6.0.3): an
// older Xcode skips this, and the views' formula elements keep their label alone.
#if compiler(>=6.0.3)

// Apple's pages print each class and initializer used here (Stubs/Accessibility/AXMathExpression.swift
// names each page); they say nothing of how VoiceOver reads the tree. The mapping follows MathML,
// which the classes mirror: https://developer.apple.com/documentation/accessibility/axmathexpression
@available(iOS 18.2, macOS 15.2, tvOS 18.2, visionOS 2.2, watchOS 11.2, *)
extension MathExpression {
    /// The expression as Apple's math expression classes, which a view hands VoiceOver through
    /// `AXMathExpressionProvider.accessibilityMathExpression()`: node by node, with these
    /// conversions where the classes say less than the tree:
    ///
    /// - Invisible operators (`MathExpression.isInvisibleOperator`: function application,
    ///   invisible times and plus) are dropped. Whether VoiceOver voices them is untested, and a
    ///   one-character operator is the node its conversion is least sure of
    ///   (`Documentation/MathNavigation.md`); the structure already says what they would.
    /// - A slot that takes one expression gets a row's items in an `AXMathExpressionRow`, or the
    ///   item itself when there is one.
    /// - A square root's index is `2`: `AXMathExpressionRoot` requires one.
    /// - A missing limit or accent part of an under/over is empty text: `AXMathExpressionUnderOver`
    ///   requires both.
    /// - A fraction without a line (a binomial coefficient's `n` over `k`) is a table of one column,
    ///   as `AXMathExpressionFraction` has no line thickness.
    /// - Identifiers and numbers in a typeface are the Unicode mathematical alphanumerics (`𝐱`,
    ///   `ℝ`), as MathML Core writes them.
    package var accessibilityExpression: AXMathExpression {
        switch self {
        case .row(let items):
            return Self.row(Self.expressions(items))
        case .identifier(let name, let variant):
            return AXMathExpressionIdentifier(content: variant.styled(name))
        case .number(let digits, let variant):
            return AXMathExpressionNumber(content: variant.styled(digits))
        case .operator(let symbol, _):
            return AXMathExpressionOperator(content: symbol)
        case .text(let text, _):
            return AXMathExpressionText(content: text)
        case .fraction(let numerator, let denominator, .visible):
            return AXMathExpressionFraction(numeratorExpression: numerator.accessibilityExpression,
                                            denimonatorExpression: denominator.accessibilityExpression)
        case .fraction(let top, let bottom, .none):
            return AXMathExpressionTable(expressions: [top, bottom].map { part in
                AXMathExpressionTableRow(expressions: [AXMathExpressionTableCell(expressions: Self.expressions(part.items))])
            })
        case .root(let radicand, let index):
            return AXMathExpressionRoot(radicandExpressions: Self.expressions(radicand.items),
                                        rootIndexExpression: index?.accessibilityExpression ?? AXMathExpressionNumber(content: "2"))
        case .scripts(let base, let sub, let sup):
            return AXMathExpressionSubSuperscript(baseExpression: [base.accessibilityExpression],
                                                  subscriptExpressions: sub.map { [$0.accessibilityExpression] } ?? [],
                                                  superscriptExpressions: sup.map { [$0.accessibilityExpression] } ?? [])
        case .underOver(let base, let under, let over, _):
            return AXMathExpressionUnderOver(baseExpression: base.accessibilityExpression,
                                             underExpression: under?.accessibilityExpression ?? AXMathExpressionText(content: ""),
                                             overExpression: over?.accessibilityExpression ?? AXMathExpressionText(content: ""))
        case .fenced(let open, let close, let items):
            return AXMathExpressionFenced(expressions: Self.expressions(items), open: open, close: close)
        case .table(let rows):
            return AXMathExpressionTable(expressions: rows.map { cells in
                AXMathExpressionTableRow(expressions: cells.map { cell in
                    AXMathExpressionTableCell(expressions: Self.expressions(cell.items))
                })
            })
        }
    }

    /// The items of a row, a fence, a radicand or a cell, without invisible operators.
    private static func expressions(_ items: [MathExpression]) -> [AXMathExpression] {
        items.filter { !$0.isInvisibleOperator }.map(\.accessibilityExpression)
    }

    /// One expression for several: the only one, or a row of them.
    private static func row(_ items: [AXMathExpression]) -> AXMathExpression {
        items.count == 1 ? items[0] : AXMathExpressionRow(expressions: items)
    }
}
#endif
#endif
