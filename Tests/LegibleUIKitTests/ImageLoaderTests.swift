import Foundation
import LegibleTextKit
import Testing

/// The views' default image loader: resolving, caching, sharing and refusing.
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

    @Test("views asking for an image while it loads share one fetch")
    func sharedInFlight() async throws {
        let fetch = CountingFetch(bytes: Data([1, 2, 3]))
        let loader = ImageLoader(diskDirectory: nil) { try await fetch.fetch($0) }
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<5 { group.addTask { try await loader.data(for: "https://example.org/a.png") } }
            for try await data in group { #expect(data == Data([1, 2, 3])) }
        }
        #expect(await fetch.calls == 1)
    }

    @Test("an image over the size limit is refused")
    func tooLarge() async throws {
        let loader = ImageLoader(limits: .init(maxImageBytes: 10), diskDirectory: nil) { _ in Data(count: 100) }
        await #expect(throws: ImageLoader.LoadingError.tooLarge(bytes: 100)) {
            try await loader.data(for: "https://example.org/huge.png")
        }
        await #expect(throws: ImageLoader.LoadingError.tooLarge(bytes: 12)) {
            try await loader.data(for: "data:text/plain,twelve bytes")
        }
    }

    @Test("data: URLs are decoded, base64 or percent-encoded, without a fetch")
    func dataURLs() async throws {
        let loader = ImageLoader(diskDirectory: nil) { _ in Issue.record("fetched"); return Data() }
        #expect(try await loader.data(for: "data:image/png;base64,AQID") == Data([1, 2, 3]))
        #expect(try await loader.data(for: "data:,a%20b") == Data("a b".utf8))
        await #expect(throws: ImageLoader.LoadingError.malformedDataURL) { try await loader.data(for: "data:image/png;base64") }
    }

    @Test("a source that is no image URL is refused with its reason")
    func refusedSources() async throws {
        let loader = ImageLoader(diskDirectory: nil)
        await #expect(throws: ImageLoader.LoadingError.unsupportedScheme("javascript")) { try await loader.data(for: "javascript:alert(1)") }
        await #expect(throws: ImageLoader.LoadingError.invalidSource("  ")) { try await loader.data(for: "  ") }
        await #expect(throws: ImageLoader.LoadingError.invalidSource("chart.png")) { try await loader.data(for: "chart.png") }
    }

    @Test("a web image is kept on disk: another loader (a later launch) reads it without fetching")
    func diskCache() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = ImageLoader(diskDirectory: directory) { _ in Data([9, 8, 7]) }
        #expect(try await first.data(for: "https://example.org/b.png") == Data([9, 8, 7]))
        let offline = CountingFetch(bytes: nil)
        let second = ImageLoader(diskDirectory: directory) { try await offline.fetch($0) }
        #expect(try await second.data(for: "https://example.org/b.png") == Data([9, 8, 7]))
        #expect(await offline.calls == 0)
    }

    @Test("memory keeps the most recently used images within its limit")
    func memoryLimit() async throws {
        let fetch = CountingFetch(bytes: Data(count: 6))
        let loader = ImageLoader(limits: .init(memoryBytes: 10), diskDirectory: nil) { try await fetch.fetch($0) }
        _ = try await loader.data(for: "https://example.org/1.png")
        _ = try await loader.data(for: "https://example.org/2.png")
        _ = try await loader.data(for: "https://example.org/2.png")
        #expect(await fetch.calls == 2)
        _ = try await loader.data(for: "https://example.org/1.png")
        #expect(await fetch.calls == 3)
    }
}
