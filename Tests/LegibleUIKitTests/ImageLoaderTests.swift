import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LegibleAccessibility
import LegibleTextKit
import Testing

/// The views' default image loader: what each policy lets load, caching, sharing and refusing.
@Suite("The default image loader")
struct ImageLoaderTests {
    /// A fetch that counts its calls and answers after a pause, with `bytes` or a failure.
    actor CountingFetch {
        private(set) var calls = 0
        let bytes: Data?

        init(bytes: Data?) { self.bytes = bytes }

        func fetch(_ url: URL) async throws -> Data {
            calls += 1
            try await Task.sleep(for: .milliseconds(30))
            guard let bytes else { throw URLError(.notConnectedToInternet) }
            return bytes
        }
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-images-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a file image is resolved against the document's base URL, then served from memory")
    func fileRelativeToBase() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("PNG bytes".utf8).write(to: directory.appendingPathComponent("chart.png"))
        let loader = ImageLoader(diskDirectory: nil)
        let base = directory.appendingPathComponent("answer.md")
        #expect(try await loader.data(for: "chart.png", relativeTo: base) == Data("PNG bytes".utf8))
        #expect(try await loader.data(for: "./chart.png", relativeTo: base) == Data("PNG bytes".utf8))
        #expect(await loader.fetchCount == 1)
    }

    @Test("by default a remote image waits for the reader: no fetch until they ask")
    func askByDefault() async throws {
        let fetch = CountingFetch(bytes: Data([1, 2, 3]))
        let loader = ImageLoader(diskDirectory: nil) { try await fetch.fetch($0) }
        await #expect(throws: ImageLoader.LoadingError.waitsForReader(host: "attacker.example")) {
            try await loader.data(for: "https://attacker.example/log?q=SECRET")
        }
        #expect(await fetch.calls == 0)
        #expect(try await loader.data(for: "https://attacker.example/log?q=SECRET", readerAsked: true) == Data([1, 2, 3]))
        #expect(await fetch.calls == 1)
    }

    @Test("allowed hosts load at once, others wait; allowAll loads every web image")
    func allowedHosts() async throws {
        let fetch = CountingFetch(bytes: Data([4]))
        let loader = ImageLoader(diskDirectory: nil) { try await fetch.fetch($0) }
        let policy = ImagePolicy.allowHosts(["images.example"])
        #expect(try await loader.data(for: "https://images.example/a.png", policy: policy) == Data([4]))
        await #expect(throws: ImageLoader.LoadingError.waitsForReader(host: "other.example")) {
            try await loader.data(for: "https://other.example/a.png", policy: policy)
        }
        #expect(try await loader.data(for: "https://other.example/a.png", policy: .allowAll) == Data([4]))
        #expect(await fetch.calls == 2)
    }

    @Test("a document's file: URL, any other scheme, and a path out of a file base's directory never load, whatever the policy")
    func neverLoaded() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("secret".utf8).write(to: directory.appendingPathComponent("secret.png"))
        let fetch = CountingFetch(bytes: Data([1]))
        let loader = ImageLoader(diskDirectory: nil) { try await fetch.fetch($0) }
        let base = directory.appendingPathComponent("notes/answer.md")
        for source in [directory.appendingPathComponent("secret.png").absoluteString, "FILE:///etc/passwd", "ftp://example.org/a.png",
                       "javascript:alert(1)", "../secret.png"] {
            for policy in [ImagePolicy.ask, .allowAll] {
                await #expect(throws: ImageLoader.LoadingError.refused(source), "\(source)") {
                    try await loader.data(for: source, relativeTo: base, policy: policy, readerAsked: true)
                }
            }
        }
        #expect(await fetch.calls == 0)
        await #expect(throws: ImageLoader.LoadingError.invalidSource("  ")) { try await loader.data(for: "  ") }
        await #expect(throws: ImageLoader.LoadingError.invalidSource("chart.png")) { try await loader.data(for: "chart.png") }
    }

    @Test("views asking for an image while it loads share one fetch")
    func sharedInFlight() async throws {
        let fetch = CountingFetch(bytes: Data([1, 2, 3]))
        let loader = ImageLoader(diskDirectory: nil) { try await fetch.fetch($0) }
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<5 { group.addTask { try await loader.data(for: "https://example.org/a.png", policy: .allowAll) } }
            for try await data in group { #expect(data == Data([1, 2, 3])) }
        }
        #expect(await fetch.calls == 1)
    }

    @Test("an image over the size limit is refused")
    func tooLarge() async throws {
        let loader = ImageLoader(limits: .init(maxImageBytes: 10), diskDirectory: nil) { _ in Data(count: 100) }
        await #expect(throws: ImageLoader.LoadingError.tooLarge(bytes: 100)) {
            try await loader.data(for: "https://example.org/huge.png", policy: .allowAll)
        }
        await #expect(throws: ImageLoader.LoadingError.tooLarge(bytes: 12)) {
            try await loader.data(for: "data:image/png,twelve bytes")
        }
    }

    @Test("a server's answer is an image only with a 2xx status, an image's type, within the limit, received or announced")
    func answers() throws {
        let url = URL(string: "https://example.org/a.png")!
        func answer(_ status: Int, _ type: String?, length: Int? = nil) -> HTTPURLResponse {
            var fields: [String: String] = [:]
            if let type { fields["Content-Type"] = type }
            if let length { fields["Content-Length"] = String(length) }
            return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!
        }
        try ImageLoader.check(answer(200, "image/png"), received: 10, maxBytes: 10)
        try ImageLoader.check(answer(200, nil), received: 10, maxBytes: 10)
        #expect(throws: ImageLoader.LoadingError.httpStatus(404)) { try ImageLoader.check(answer(404, "text/html"), received: 0, maxBytes: 10) }
        #expect(throws: ImageLoader.LoadingError.notAnImage("text/html")) { try ImageLoader.check(answer(200, "text/html"), received: 0, maxBytes: 10) }
        #expect(throws: ImageLoader.LoadingError.tooLarge(bytes: 11)) { try ImageLoader.check(answer(200, "image/png"), received: 11, maxBytes: 10) }
        #expect(throws: ImageLoader.LoadingError.tooLarge(bytes: 5_000)) {
            try ImageLoader.check(answer(200, "image/png", length: 5_000), received: 0, maxBytes: 10)
        }
    }

    @Test("a redirect is followed only on the image's own host: the policy allowed that host, not wherever it sends the fetch")
    func redirects() {
        let origin = URL(string: "https://images.example.com/a.png")
        func followed(_ target: String) -> Bool {
            ImageLoader.followedRedirect(URLRequest(url: URL(string: target)!), from: origin) != nil
        }
        #expect(followed("https://images.example.com/b.png"))
        #expect(followed("http://IMAGES.example.com/b.png"))
        #expect(!followed("https://attacker.example/collect?who=you"))
        #expect(!followed("https://example.com/a.png"))
        #expect(!followed("file:///etc/passwd"))
        #expect(ImageLoader.followedRedirect(URLRequest(url: URL(string: "https://images.example.com/b.png")!), from: nil) == nil)
    }

    @Test("data: images are decoded, base64 or percent-encoded, without a fetch")
    func dataURLs() async throws {
        let loader = ImageLoader(diskDirectory: nil) { _ in Issue.record("fetched"); return Data() }
        #expect(try await loader.data(for: "data:image/png;base64,AQID") == Data([1, 2, 3]))
        #expect(try await loader.data(for: "data:image/gif,a%20b") == Data("a b".utf8))
        await #expect(throws: ImageLoader.LoadingError.malformedDataURL) { try await loader.data(for: "data:image/png;base64") }
        await #expect(throws: ImageLoader.LoadingError.refused("data:image/svg+xml,<svg/>")) { try await loader.data(for: "data:image/svg+xml,<svg/>") }
    }

    @Test("a web image is kept on disk: another loader (a later launch) reads it without fetching")
    func diskCache() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = ImageLoader(diskDirectory: directory) { _ in Data([9, 8, 7]) }
        #expect(try await first.data(for: "https://example.org/b.png", policy: .allowAll) == Data([9, 8, 7]))
        let offline = CountingFetch(bytes: nil)
        let second = ImageLoader(diskDirectory: directory) { try await offline.fetch($0) }
        #expect(try await second.data(for: "https://example.org/b.png", policy: .allowAll) == Data([9, 8, 7]))
        #expect(await offline.calls == 0)
    }

    @Test("the disk keeps the most recently used images within its limit, and removeAll empties it")
    func diskLimit() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fetch = CountingFetch(bytes: Data(count: 6))
        let loader = ImageLoader(limits: .init(memoryBytes: 0, diskBytes: 10), diskDirectory: directory) { try await fetch.fetch($0) }
        _ = try await loader.data(for: "https://example.org/1.png", policy: .allowAll)
        _ = try await loader.data(for: "https://example.org/2.png", policy: .allowAll)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
        _ = try await loader.data(for: "https://example.org/2.png", policy: .allowAll)
        #expect(await fetch.calls == 2)
        await loader.removeAll()
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        _ = try await loader.data(for: "https://example.org/2.png", policy: .allowAll)
        #expect(await fetch.calls == 3)
    }

    @Test("memory keeps the most recently used images within its limit")
    func memoryLimit() async throws {
        let fetch = CountingFetch(bytes: Data(count: 6))
        let loader = ImageLoader(limits: .init(memoryBytes: 10), diskDirectory: nil) { try await fetch.fetch($0) }
        _ = try await loader.data(for: "https://example.org/1.png", policy: .allowAll)
        _ = try await loader.data(for: "https://example.org/2.png", policy: .allowAll)
        _ = try await loader.data(for: "https://example.org/2.png", policy: .allowAll)
        #expect(await fetch.calls == 2)
        _ = try await loader.data(for: "https://example.org/1.png", policy: .allowAll)
        #expect(await fetch.calls == 3)
    }
}
