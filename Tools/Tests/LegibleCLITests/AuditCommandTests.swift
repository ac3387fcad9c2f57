import Foundation
import Testing

/// `legible audit`: exit statuses, folder walking, configuration lookup, unreadable files.
@Suite("legible audit")
struct AuditCommandTests {
    /// A fresh folder with the given files (relative path → contents).
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-audit-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test("an error-level finding exits 1; warnings alone exit 0")
    func exitStatus() throws {
        let root = try folder(["bad.md": "![](a.png)\n", "ok.md": "[click here](https://a.com)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let bad = try LegibleCommand.run(["audit", root.appendingPathComponent("bad.md").path])
        #expect(bad.status == 1)
        #expect(bad.standardOutput.contains("bad.md:1:1: error: This image has no description"))
        let ok = try LegibleCommand.run(["audit", root.appendingPathComponent("ok.md").path])
        #expect(ok.status == 0)
        #expect(ok.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 file\n"))
    }

    @Test("a usage error exits 2", arguments: [["audit", "/no/such/file.md"], ["audit", "--format", "xml", "."]])
    func usageError(_ arguments: [String]) throws {
        #expect(try LegibleCommand.run(arguments).status == 2)
    }

    @Test("folders are walked for *.md and *.markdown, dot-folders skipped, in path order")
    func walk() throws {
        let root = try folder(["b.md": "![](x.png)", "a/c.markdown": "![](x.png)", "a/d.txt": "![](x.png)",
                               ".git/e.md": "![](x.png)", "A.MD": "![](x.png)"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try LegibleCommand.run(["audit", root.path, "--format", "json"])
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let paths = (report["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(paths == ["A.MD", "a/c.markdown", "b.md"].map { root.path + "/" + $0 })
    }

    @Test("unreadable files and invalid UTF-8 are reported and the others still audited")
    func unreadable() throws {
        let root = try folder(["good.md": "# Fine\n", "locked.md": "# Locked\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let locked = root.appendingPathComponent("locked.md")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        try Data([0x23, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: root.appendingPathComponent("latin1.md"))
        let result = try LegibleCommand.run(["audit", root.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("latin1.md:1:6: error: This file has one byte sequence that is not UTF-8 text"))
        // Running as root, a file without permissions can still be read.
        if getuid() != 0 { #expect(result.standardOutput.contains("locked.md: error: cannot read")) }
        #expect(result.standardOutput.contains("in 3 file") || result.standardOutput.contains("in 2 files; 1 file could not be read"))
    }

    @Test("the nearest .legible-audit.json or .yml configures a file; a bad one is a usage error")
    func configurationLookup() throws {
        let root = try folder([
            ".legible-audit.json": #"{"rules": {"image-alt-missing": "warning"}}"#,
            "docs/.legible-audit.yml": "rules:\n  image-alt-missing: off\n",
            "top.md": "![](a.png)\n", "docs/guide/inner.md": "![](a.png)\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let top = try LegibleCommand.run(["audit", root.appendingPathComponent("top.md").path])
        #expect(top.status == 0 && top.standardOutput.contains("top.md:1:1: warning:"))
        let inner = try LegibleCommand.run(["audit", root.appendingPathComponent("docs/guide/inner.md").path])
        #expect(inner.status == 0 && inner.standardOutput == "0 errors, 0 warnings, 0 notes in 1 file\n")
        try Data("rules: [".utf8).write(to: root.appendingPathComponent("docs/.legible-audit.yml"))
        let broken = try LegibleCommand.run(["audit", root.appendingPathComponent("docs/guide/inner.md").path])
        #expect(broken.status == 2)
        #expect(broken.standardError.contains(".legible-audit.yml: line 1: a flow list must end with ] on the same line"))
    }

    @Test("--format sarif writes a SARIF 2.1.0 log")
    func sarif() throws {
        let root = try folder(["a.md": "![](a.png)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try LegibleCommand.run(["audit", "--format", "sarif", root.appendingPathComponent("a.md").path])
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
    }

    @Test("with no path, the Markdown on standard input is audited, named -")
    func standardInput() throws {
        let result = try LegibleCommand.run(["audit"], input: Array("# h\n\n![](x.png)\n".utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("-:3:1: error: This image has no description"))
    }
}
