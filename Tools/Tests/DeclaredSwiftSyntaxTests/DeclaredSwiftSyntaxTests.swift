import Foundation
import Testing

/// The repository's root (this file is Tools/Tests/DeclaredSwiftSyntaxTests/DeclaredSwiftSyntaxTests.swift).
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

@Suite("Swift syntax of the oldest declared compiler")
struct DeclaredSwiftSyntaxTests {
    @Test("both packages declare the Swift version whose grammar the check parses")
    func declaredVersion() throws {
        for manifest in ["Package.swift", "Tools/Package.swift"] {
            let source = try String(contentsOf: repository.appendingPathComponent(manifest), encoding: .utf8)
            #expect(source.hasPrefix("// swift-tools-version:\(DeclaredSwiftSyntax.parsedVersion)\n"), "\(manifest)")
        }
    }

    @Test("every Swift file of the repository is Swift 6.0 syntax")
    func repositoryParses() throws {
        var files = 0
        for folder in ["Sources", "Tests", "Stubs", "Snippets", "Tools/Sources", "Tools/Tests", "Examples"] {
            let base = repository.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let source = try String(contentsOf: url, encoding: .utf8)
                let findings = DeclaredSwiftSyntax.findings(in: source, file: String(url.path.dropFirst(repository.path.count + 1)))
                #expect(findings.isEmpty, "\(findings)")
                files += 1
            }
        }
        #expect(files > 500)
    }

    @Test("a trailing comma in an argument list (Swift 6.1) is found; in an array (older) it is not")
    func trailingComma() {
        let found = DeclaredSwiftSyntax.findings(in: "let a = f(1,\n      2,\n)\nlet b = [1, 2,]\n", file: "A.swift")
        #expect(found.map(\.line) == [2])
    }

    @Test("newer syntax inside #if compiler(>=6.1) or swift(>=6.2) is left out, as an older compiler skips it; inside compiler(>=6.0) it is not")
    func newerCompilerClauses() {
        let source = """
            #if compiler(>=6.1)
            let a = f(1, 2,)
            #elseif swift(>=6.2)
            let b = f(1, 2,)
            #endif
            #if compiler(>=6.0)
            let c = f(1, 2,)
            #endif
            """
        #expect(DeclaredSwiftSyntax.findings(in: source, file: "A.swift").map(\.line) == [7])
    }
}
