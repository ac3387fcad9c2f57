#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import LegibleAccessibility
import LegibleRendering

/// The images a view shows, by source, and the asking for them, the same in the UIKit and
/// AppKit views: each source is asked for once, however often the document changes while it
/// loads (every append of a stream); images that arrive together are delivered together
/// (``ImageArrivals``), so the view lays out once for all of them; an image the reader asks
/// for (a tap on it, VoiceOver's "Load image") is fetched even where the policy would not.
///
/// ```swift
/// let images = ShownImages<NSImage>(decode: NSImage.init(data:)) { view.core.relayout() }
/// images.request(document.images(fromBlock: 0).map(\.source), with: view.loadImage ?? images.defaultLoader(base: nil, policy: .ask))
/// images.loaded["chart.png"]   // once it arrived
/// ```
@MainActor
package final class ShownImages<Image> {
    /// The images loaded so far, by source.
    package private(set) var loaded: [String: Image] = [:]
    /// The sources asked for, loaded or not.
    private var requested: Set<String> = []
    /// The image elements drawing each source asked for (an image used twice is two): where a
    /// loaded image is drawn, found without reading the document again.
    package private(set) var elements: [String: Set<ElementID>] = [:]
    /// Makes an image of a loader's bytes, on the main actor.
    private let decode: @MainActor (Data) -> Image?
    private lazy var arrivals = ImageArrivals<Image> { [weak self] arrived in
        guard let self else { return }
        loaded.merge(arrived) { $1 }
        didArrive()
    }
    /// Called when images arrived: the view lays out and draws again.
    private let didArrive: @MainActor () -> Void

    /// Images made by `decode` from the default loader's bytes, `didArrive` called as they come.
    package init(decode: @escaping @MainActor (Data) -> Image?, didArrive: @escaping @MainActor () -> Void) {
        self.decode = decode
        self.didArrive = didArrive
    }

    /// Asks `load` for each of `sources` not asked for yet.
    package func request(_ sources: some Sequence<String>, with load: @escaping @MainActor (String) async -> Image?) {
        for source in Set(sources).subtracting(requested).sorted() {
            requested.insert(source)
            fetch(source, with: load)
        }
    }

    /// Asks `load` for the images of `document` not asked for yet: all of them, or after a
    /// streamed `update` those of the blocks it added or changed (the blocks before did not
    /// change, and the cost of an append stays that of what arrived).
    package func request(in document: StyledDocument, after update: ReadingModelUpdate?, with load: @escaping @MainActor (String) async -> Image?) {
        let first = update.map { ($0.added + $0.changed).compactMap { document.blockIndex(of: $0.id) }.min() ?? document.blocks.count } ?? 0
        let images = document.images(fromBlock: first)
        for image in images { elements[image.source, default: []].insert(image.element) }
        request(images.map(\.source), with: load)
    }

    /// Forgets what was asked for (a new loader or base URL), so that everything is asked again.
    package func forgetRequests() {
        requested = []
    }

    /// Fetches an image the reader asked for, which the image policy left to them; nothing for
    /// one loaded already.
    package func fetchAskedFor(_ source: String, base: URL?, policy: ImagePolicy) {
        guard loaded[source] == nil else { return }
        fetch(source, with: defaultLoader(base: base, policy: policy, readerAsked: true))
    }

    /// The default loader: the shared ``ImageLoader``'s bytes, relative to `base`, as `policy`
    /// allows (or the reader asked, `readerAsked`), made an image on the main actor.
    package func defaultLoader(base: URL?, policy: ImagePolicy, readerAsked: Bool = false) -> @MainActor (String) async -> Image? {
        let decode = self.decode
        return { source in
            guard let data = try? await ImageLoader.shared.data(for: source, relativeTo: base, policy: policy, readerAsked: readerAsked) else { return nil }
            return decode(data)
        }
    }

    private func fetch(_ source: String, with load: @escaping @MainActor (String) async -> Image?) {
        Task { [weak self] in
            guard let image = await load(source), let self else { return }
            arrivals.arrive(image, for: source)
        }
    }
}
#endif
