import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Every Swift file of the repository read by the parser of the oldest Swift the packages
/// declare (`swift-tools-version:6.0`): swift-syntax 600, Swift 6.0's grammar. The toolchain
/// here is newer and accepts newer syntax (SE-0439's trailing commas in argument lists, Swift
/// 6.1), which Xcode 16.0 to 16.2 then reject; this fails here instead.
///
/// Code inside `#if compiler(>=X)` or `#if swift(>=X)` for a newer X is left out: an older
/// compiler does not parse it (that is what the condition is for).
enum DeclaredSwiftSyntax {
    /// The Swift version whose grammar swift-syntax 600 parses: the packages' declared tools
    /// version must be this one (a newer tools version needs the matching swift-syntax).
    static let parsedVersion = "6.0"

    /// A syntax error Swift 6.0 would report.
    struct Finding: CustomStringConvertible {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message) (not Swift \(DeclaredSwiftSyntax.parsedVersion) syntax)" }
    }

    /// The findings in one file's source.
    static func findings(in source: String, file: String) -> [Finding] {
        let tree = Parser.parse(source: source)
        let skipped = NewerCompilerClauses(viewMode: .sourceAccurate)
        skipped.walk(tree)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { diagnostic in !skipped.ranges.contains { $0.contains(diagnostic.position) } }
            .map { Finding(file: file, line: $0.location(converter: converter).line, message: $0.message) }
    }

    /// The `#if` clauses whose condition asks for a compiler newer than ``parsedVersion``.
    private final class NewerCompilerClauses: SyntaxVisitor {
        var ranges: [Range<AbsolutePosition>] = []

        override func visit(_ clause: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            let condition = clause.condition?.trimmedDescription.filter { !$0.isWhitespace } ?? ""
            for prefix in ["compiler(>=", "swift(>="] {
                guard let start = condition.range(of: prefix), let end = condition[start.upperBound...].firstIndex(of: ")") else { continue }
                if Self.isNewer(String(condition[start.upperBound..<end])) { ranges.append(clause.position..<clause.endPosition) }
            }
            return .visitChildren
        }

        /// Whether a version such as `6.2` is newer than ``parsedVersion``.
        private static func isNewer(_ version: String) -> Bool {
            func parts(_ text: String) -> [Int] { (text.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]).prefix(3).map { $0 } }
            return parts(DeclaredSwiftSyntax.parsedVersion).lexicographicallyPrecedes(parts(version))
        }
    }
}
