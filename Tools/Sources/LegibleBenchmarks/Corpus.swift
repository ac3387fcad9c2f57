import Foundation
import LegibleTestSupport

/// The Markdown files of `../shared/data/corpus`, read into memory once so that timings measure
/// parsing and rendering, not the disk.
struct Corpus {
    struct File {
        let path: String
        let bytes: [UInt8]
    }

    let files: [File]

    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// Every Markdown file under `subdirectory` of the shared corpus.
    static func load(_ subdirectory: String = "") throws -> Corpus {
        let relative = subdirectory.isEmpty ? "data/corpus" : "data/corpus/\(subdirectory)"
        let urls = try SharedData.files(under: relative)
        return Corpus(files: try urls.map { File(path: $0.path, bytes: [UInt8](try Data(contentsOf: $0))) })
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
