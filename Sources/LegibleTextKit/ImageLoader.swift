#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads the bytes of a document's images, once each: the views' default loader.
///
/// A source is resolved against the document's base URL; `http`, `https` and `file` URLs are
/// fetched and `data:` URLs decoded. Loaded bytes are kept in memory (least recently used
/// first out, within ``Limits/memoryBytes``) and, for web images, on disk in the caches
/// directory, so an image is fetched once across views and launches. Views asking for the
/// same image while it loads share the one fetch, so a streamed answer that mentions an image
/// on every append still loads it once. An image larger than ``Limits/maxImageBytes`` is
/// refused rather than held.
///
/// ```swift
/// let bytes = try await ImageLoader.shared.data(for: "chart.png", relativeTo: URL(string: "https://example.org/post/"))
/// ```
public actor ImageLoader {
    /// How much the loader holds.
    public struct Limits: Sendable {
        /// The largest image loaded, in bytes.
        public var maxImageBytes: Int
        /// The bytes kept in memory, over all images.
        public var memoryBytes: Int

        /// Limits of `maxImageBytes` for one image and `memoryBytes` in memory.
        public init(maxImageBytes: Int = 20_000_000, memoryBytes: Int = 64_000_000) {
            self.maxImageBytes = maxImageBytes
            self.memoryBytes = memoryBytes
        }
    }

    /// Why an image was not loaded.
    public enum LoadingError: Error, Equatable, Sendable {
        /// The source is not a URL, even relative to the base.
        case invalidSource(String)
        /// The URL's scheme is not one images are loaded from.
        case unsupportedScheme(String)
        /// The image is larger than ``Limits/maxImageBytes``.
        case tooLarge(bytes: Int)
        /// A `data:` URL that is not well formed.
        case malformedDataURL
    }

    /// Fetches the bytes at an `http`, `https` or `file` URL.
    public typealias Fetch = @Sendable (URL) async throws -> Data

    /// The loader the views use unless given another.
    public static let shared = ImageLoader()

    /// How many fetches were started: a loaded, cached or shared image does not count.
    public private(set) var fetchCount = 0

    private let limits: Limits
    private let diskDirectory: URL?
    private let fetch: Fetch
    private var memory: [URL: Data] = [:]
    /// The URLs in memory, least recently used first.
    private var recency: [URL] = []
    private var memoryBytes = 0
    private var inFlight: [URL: Task<Data, Error>] = [:]

    /// A loader holding at most `limits`, keeping web images in `diskDirectory` (none: memory
    /// only), fetching with `fetch` (the default: `URLSession.shared`, or the file system).
    public init(limits: Limits = Limits(), diskDirectory: URL? = ImageLoader.defaultDiskDirectory, fetch: Fetch? = nil) {
        self.limits = limits
        self.diskDirectory = diskDirectory
        let maxBytes = limits.maxImageBytes
        self.fetch = fetch ?? { url in try await Self.download(url, maxBytes: maxBytes) }
    }

    /// The caches directory's `Legible/Images`, where web images are kept between launches.
    public static var defaultDiskDirectory: URL? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("Legible", isDirectory: true).appendingPathComponent("Images", isDirectory: true)
    }

    /// The bytes of the image `source` (as the Markdown writes it), resolved against `base`.
    public func data(for source: String, relativeTo base: URL? = nil) async throws -> Data {
        let url = try Self.resolve(source, relativeTo: base)
        if url.scheme?.lowercased() == "data" { return try Self.decodeDataURL(url.absoluteString, maxBytes: limits.maxImageBytes) }
        if let kept = memory[url] {
            touch(url)
            return kept
        }
        if let loading = inFlight[url] { return try await loading.value }
        let isWeb = url.scheme.map { ["http", "https"].contains($0.lowercased()) } ?? false
        let file = isWeb ? diskFile(for: url) : nil
        fetchCount += 1
        let fetch = self.fetch
        let maxBytes = limits.maxImageBytes
        let task = Task<Data, Error> {
            if let file, let kept = try? Data(contentsOf: file) { return kept }
            let data = try await fetch(url)
            guard data.count <= maxBytes else { throw LoadingError.tooLarge(bytes: data.count) }
            if let file {
                try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: file, options: .atomic)
            }
            return data
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let data = try await task.value
        keep(data, for: url)
        return data
    }

    // MARK: - Memory

    private func keep(_ data: Data, for url: URL) {
        guard data.count <= limits.memoryBytes, memory[url] == nil else { return }
        memory[url] = data
        recency.append(url)
        memoryBytes += data.count
        while memoryBytes > limits.memoryBytes, let oldest = recency.first {
            recency.removeFirst()
            memoryBytes -= memory.removeValue(forKey: oldest)?.count ?? 0
        }
    }

    private func touch(_ url: URL) {
        guard let index = recency.firstIndex(of: url) else { return }
        recency.append(recency.remove(at: index))
    }

    // MARK: - Sources

    static func resolve(_ source: String, relativeTo base: URL?) throws -> URL {
        let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL, let scheme = url.scheme?.lowercased() else {
            throw LoadingError.invalidSource(source)
        }
        guard ["http", "https", "file", "data"].contains(scheme) else { throw LoadingError.unsupportedScheme(scheme) }
        return url
    }

    /// The bytes of a `data:` URL (RFC 2397): base64 after `;base64,`, else percent-encoded.
    static func decodeDataURL(_ string: String, maxBytes: Int) throws -> Data {
        guard let comma = string.firstIndex(of: ",") else { throw LoadingError.malformedDataURL }
        let header = string[string.index(string.startIndex, offsetBy: 5)..<comma]
        let payload = String(string[string.index(after: comma)...])
        let data: Data?
        if header.lowercased().hasSuffix(";base64") {
            data = Data(base64Encoded: payload.removingPercentEncoding ?? payload, options: .ignoreUnknownCharacters)
        } else {
            data = payload.removingPercentEncoding.map { Data($0.utf8) }
        }
        guard let data else { throw LoadingError.malformedDataURL }
        guard data.count <= maxBytes else { throw LoadingError.tooLarge(bytes: data.count) }
        return data
    }

    /// Where a web image is kept on disk: a file named by a hash of its URL.
    private func diskFile(for url: URL) -> URL? {
        // FNV-1a, 64 bits: stable across launches (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return diskDirectory?.appendingPathComponent(String(hash, radix: 16))
    }

    /// The default fetch: the file system for `file` URLs (refusing a file over `maxBytes`
    /// before reading it), `URLSession.shared` for the web.
    private static func download(_ url: URL, maxBytes: Int) async throws -> Data {
        if url.isFileURL {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maxBytes else { throw LoadingError.tooLarge(bytes: size) }
            return try Data(contentsOf: url)
        }
        let (data, _) = try await URLSession.shared.data(from: url)
        return data
    }
}
#endif
