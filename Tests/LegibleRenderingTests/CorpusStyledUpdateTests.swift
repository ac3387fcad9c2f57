import Foundation
import LegibleRendering
import LegibleTestSupport
import LegibleTestTraits
import Testing

/// A sample of corpus documents, streamed in random chunks into a styled document and its cell
/// layout: every update changes only the blocks it names, and the result equals a fresh build.
/// A sample (every 32nd document of at most 8 KB, checked against a fresh build every 16th
/// append and at the end) keeps it to seconds in a debug build; the name keeps it out of CI's
/// release run of the streaming suites, which sweeps the whole corpus.
@Suite("Corpus sample: styled document updated append by append")
struct CorpusStyledUpdateTests {
    static let stride = 32
    static let largestDocument = 8 * 1024

    @Test("a sample of corpus documents", .needsSharedData(SharedData.corpusManifest))
    func sample() throws {
        let files = try SharedData.corpus()
        let listed = try SharedData.corpusCount()
        #expect(files.count == listed, "the manifest lists \(listed) documents; \(files.count) were found")
        var checked = 0
        for (index, file) in files.enumerated() where index % Self.stride == 0 {
            let data = try Data(contentsOf: file)
            guard data.count <= Self.largestDocument else { continue }
            let problems = StyledReplay.problems(String(decoding: data, as: UTF8.self), seed: UInt64(index), largest: 64, width: 80, checkEvery: 16)
            #expect(problems.isEmpty, "\(file.pathComponents.suffix(3).joined(separator: "/")): \(problems.joined(separator: "; "))")
            checked += 1
        }
        #expect(checked > 0, "no corpus document was small enough to sample")
        print("corpus documents streamed into a styled document: \(checked) (one in \(Self.stride) of \(listed), at most \(Self.largestDocument) bytes)")
    }
}

