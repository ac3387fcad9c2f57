#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LegibleAccessibility

/// Loads the bytes of a document's images, once each, as an ``ImagePolicy`` allows: the views'
/// default loader.
///
/// What may load is the policy's decision (`ImagePolicy.decision(for:relativeTo:)`): a remote
/// image waits for the reader (``LoadingError/waitsForReader(host:)``) unless its host is
/// allowed or the reader asked for it; `data:` images are decoded; a relative source loads
/// against the view's base URL (from a `file:` base only inside its directory); a `file:` URL
/// or any other scheme in the document never loads.
///
/// A web image is fetched without cookies (an ephemeral session), follows redirects only on its
/// own host (`followedRedirect(_:from:)`), is accepted only with an HTTP
/// status of 2xx and an image's content type (an error page is not an image, and is not kept),
/// and refused as soon as more than ``Limits/maxImageBytes`` have arrived (or the server says
/// it will send more), not after the whole body is in memory. Loaded bytes are kept in memory
/// (least recently used first out, within ``Limits/memoryBytes``) and, for web images, on disk
/// in the caches directory (least recently used first out, within ``Limits/diskBytes``;
/// ``removeAll()`` empties both), so an image is fetched once across views and launches. Views
/// asking for the same image while it loads share the one fetch, so a streamed answer that
/// mentions an image on every append still loads it once.
///
/// ```swift
/// let bytes = try await ImageLoader.shared.data(for: "chart.png", relativeTo: URL(string: "https://example.org/post/"))
/// let asked = try await ImageLoader.shared.data(for: "https://images.example/a.png", readerAsked: true)
/// ```
///
/// Plain `http:` images also need the app to allow them under App Transport Security.
public actor ImageLoader {
    /// How much the loader holds.
    public struct Limits: Sendable {
        /// The largest image loaded, in bytes.
        public var maxImageBytes: Int
        /// The bytes kept in memory, over all images.
        public var memoryBytes: Int
        /// The bytes kept on disk, over all web images.
        public var diskBytes: Int

        /// Limits of `maxImageBytes` for one image, `memoryBytes` in memory and `diskBytes` on disk.
        public init(maxImageBytes: Int = 20_000_000, memoryBytes: Int = 64_000_000, diskBytes: Int = 100_000_000) {
            self.maxImageBytes = maxImageBytes
            self.memoryBytes = memoryBytes
            self.diskBytes = diskBytes
        }
    }

    /// Why an image was not loaded.
    public enum LoadingError: Error, Equatable, Sendable {
        /// The source is not a URL, even relative to the base.
        case invalidSource(String)
        /// The policy never loads the source: a local file, a scheme images are not loaded from,
        /// or a relative source that leaves the directory of a `file:` base.
        case refused(String)
        /// A remote image the policy leaves to the reader: it loads when the reader asks
        /// (``ImageLoader/data(for:relativeTo:policy:readerAsked:)`` with `readerAsked`).
        case waitsForReader(host: String)
        /// The server answered with this HTTP status, not an image.
        case httpStatus(Int)
        /// The server's answer is of this content type, not an image.
        case notAnImage(String)
        /// The image is larger than ``Limits/maxImageBytes`` (as far as it arrived).
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
    /// only), fetching with `fetch` (the default: an ephemeral `URLSession`, or the file system).
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

    /// The bytes of the image `source` (as the Markdown writes it), resolved against `base`, if
    /// `policy` lets it load, or if the reader asked for it (`readerAsked`: a tap on its
    /// placeholder, VoiceOver's action) and the policy leaves it to the reader.
    public func data(for source: String, relativeTo base: URL? = nil, policy: ImagePolicy = .ask, readerAsked: Bool = false) async throws -> Data {
        let url: URL
        switch policy.decision(for: source, relativeTo: base) {
        case .refuse:
            throw source.allSatisfy(\.isWhitespace) ? LoadingError.invalidSource(source) : LoadingError.refused(source)
        case .ask(let asked, let host):
            guard readerAsked else { throw LoadingError.waitsForReader(host: host) }
            url = asked
        case .load(let allowed):
            url = allowed
        }
        guard let scheme = url.scheme?.lowercased() else { throw LoadingError.invalidSource(source) }
        if scheme == "data" { return try Self.decodeDataURL(url.absoluteString, maxBytes: limits.maxImageBytes) }
        if let kept = memory[url] {
            touch(url)
            return kept
        }
        if let loading = inFlight[url] { return try await loading.value }
        let file = scheme == "http" || scheme == "https" ? diskFile(for: url) : nil
        fetchCount += 1
        let fetch = self.fetch
        let maxBytes = limits.maxImageBytes
        let task = Task<Data, Error> {
            if let file, let kept = try? Data(contentsOf: file) {
                // Used now: the last to be evicted.
                try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
                return kept
            }
            let data = try await fetch(url)
            guard data.count <= maxBytes else { throw LoadingError.tooLarge(bytes: data.count) }
            if let file { self.store(data, in: file) }
            return data
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let data = try await task.value
        keep(data, for: url)
        return data
    }

    /// Forgets every image: those in memory and those on disk.
    public func removeAll() {
        memory = [:]
        recency = []
        memoryBytes = 0
        if let diskDirectory { try? FileManager.default.removeItem(at: diskDirectory) }
    }

    // MARK: Memory

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

    // MARK: Disk

    /// Where a web image is kept on disk: a file named by a hash of its URL.
    private func diskFile(for url: URL) -> URL? {
        // FNV-1a, 64 bits: stable across launches (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return diskDirectory?.appendingPathComponent(String(hash, radix: 16))
    }

    /// Writes a fetched image to disk, then evicts the least recently used files until the
    /// directory is within ``Limits/diskBytes``.
    private func store(_ data: Data, in file: URL) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
        guard let directory = diskDirectory,
              let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey])
        else { return }
        var kept = files.compactMap { file -> (url: URL, size: Int, used: Date)? in
            guard let values = try? file.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey]) else { return nil }
            return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = kept.reduce(0) { $0 + $1.size }
        kept.sort { $0.used < $1.used }
        // The image just written stays: it is the one in use.
        for oldest in kept where total > limits.diskBytes && oldest.url.lastPathComponent != file.lastPathComponent {
            try? FileManager.default.removeItem(at: oldest.url)
            total -= oldest.size
        }
    }

    // MARK: Sources

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

    /// Whether a server's answer, as far as it came (`received` bytes of its body), can still
    /// be an image of at most `maxBytes`: an HTTP status of 2xx, a content type of an image
    /// (or of unnamed bytes, which some servers give images), and no more bytes than the limit,
    /// received or announced.
    package static func check(_ response: URLResponse, received: Int, maxBytes: Int) throws {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw LoadingError.httpStatus(http.statusCode)
        }
        if let type = response.mimeType?.lowercased(), !type.hasPrefix("image/"), type != "application/octet-stream", type != "binary/octet-stream" {
            throw LoadingError.notAnImage(type)
        }
        let size = max(received, Int(clamping: response.expectedContentLength))
        guard size <= maxBytes else { throw LoadingError.tooLarge(bytes: size) }
    }

    /// The redirect a fetch from `origin` follows: only one to the same host over the web. The
    /// policy allowed, or the reader chose, the image's host, not wherever that host sends the
    /// fetch: an open redirect on an allowed host would otherwise reach any host. A redirect not
    /// followed ends the fetch with its own status, which is no image's.
    package static func followedRedirect(_ request: URLRequest, from origin: URL?) -> URLRequest? {
        guard let target = request.url, let origin, let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = target.host?.lowercased(), host == origin.host?.lowercased()
        else { return nil }
        return request
    }

    /// The default fetch: the file system for `file` URLs (refusing a file over `maxBytes`
    /// before reading it), an ephemeral `URLSession` for the web (see ``ImageDownload``).
    private static func download(_ url: URL, maxBytes: Int) async throws -> Data {
        if url.isFileURL {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maxBytes else { throw LoadingError.tooLarge(bytes: size) }
            return try Data(contentsOf: url)
        }
        return try await ImageDownload.fetch(url, maxBytes: maxBytes)
    }
}

/// Images that arrive for a view, delivered together: each image the loader gives made a view
/// lay out the whole document again, so a page of twenty cached images was laid out twenty
/// times. Those that arrive before the main actor next runs are delivered at once, and laid out
/// once.
///
/// ```swift
/// let arrivals = ImageArrivals<UIImage> { images in view.images.merge(images) { $1 }; view.relayout() }
/// arrivals.arrive(image, for: "chart.png")
/// ```
@MainActor
package final class ImageArrivals<Image> {
    private var arrived: [String: Image] = [:]
    private let deliver: @MainActor ([String: Image]) -> Void

    /// Arrivals delivered to `deliver`, by source.
    package init(deliver: @escaping @MainActor ([String: Image]) -> Void) {
        self.deliver = deliver
    }

    /// An image for `source` has arrived: delivered with the others of this turn of the main actor.
    package func arrive(_ image: Image, for source: String) {
        let isFirst = arrived.isEmpty
        arrived[source] = image
        guard isFirst else { return }
        Task { @MainActor [weak self] in
            guard let self, !arrived.isEmpty else { return }
            let batch = arrived
            arrived = [:]
            deliver(batch)
        }
    }
}

/// One web image fetched by the default loader, its answer checked as it arrives
/// (`ImageLoader.check(_:received:maxBytes:)`): the fetch stops at an error status, a content
/// type that is no image's, or the byte past the limit, rather than after the whole body.
///
/// A session delegate, as `URLSession.bytes(from:)` does not exist on Linux. It implements only
/// the delegate methods that take no completion handler, whose declarations are the same in
/// Apple's Foundation and in swift-corelibs-foundation. The session's delegate queue calls it;
/// `lock` guards what it gathers, hence `@unchecked Sendable`.
private final class ImageDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maxBytes: Int
    private let lock = NSLock()
    private var received = Data()
    private var failure: Error?
    private var continuation: CheckedContinuation<Data, Error>?

    private init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// The image at `url`, or why it is not one.
    static func fetch(_ url: URL, maxBytes: Int) async throws -> Data {
        let download = ImageDownload(maxBytes: maxBytes)
        // Ephemeral: no cookie or credential of the app goes to an image's host.
        let session = URLSession(configuration: .ephemeral, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: url)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.lock.withLock { download.continuation = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.withLock {
            guard failure == nil else { return }
            received.append(data)
            do {
                if let response = dataTask.response { try ImageLoader.check(response, received: received.count, maxBytes: maxBytes) }
            } catch {
                failure = error
                received = Data()
                dataTask.cancel()
            }
        }
    }

    #if canImport(FoundationNetworking)
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(ImageLoader.followedRedirect(request, from: task.originalRequest?.url))
    }
    #else
    // The async form, as Apple's Foundation declares it (iOS 15, macOS 12):
    // https://developer.apple.com/documentation/foundation/urlsessiontaskdelegate/urlsession(_:task:willperformhttpredirection:newrequest:)
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest) async -> URLRequest? {
        ImageLoader.followedRedirect(request, from: task.originalRequest?.url)
    }
    #endif

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (waiting, result): (CheckedContinuation<Data, Error>?, Result<Data, Error>) = lock.withLock {
            defer { continuation = nil }
            // An answer with no body (a 404 without a page) is checked here.
            if failure == nil, error == nil, let response = task.response {
                do { try ImageLoader.check(response, received: received.count, maxBytes: maxBytes) } catch { failure = error }
            }
            if let failure { return (continuation, .failure(failure)) }
            if let error { return (continuation, .failure(error)) }
            return (continuation, .success(received))
        }
        waiting?.resume(with: result)
    }
}
#endif
