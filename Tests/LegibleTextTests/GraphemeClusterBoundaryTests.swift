import LegibleText
import Testing

/// The boundaries the line breaker and the widths take as sure without asking Swift are
/// boundaries by Swift's own grapheme clusters, whatever Unicode version its runtime follows.
@Suite("Grapheme cluster boundaries")
struct GraphemeClusterBoundaryTests {
    @Test("every scalar plain for clusters is a cluster of its own beside letters, line feeds, syllables and itself")
    func plainScalarsStandAlone() {
        let plain = (UInt32(0)...0x10FFFF).compactMap { value in
            ScalarProperties(value).isPlainForClusters ? Unicode.Scalar(value) : nil
        }
        // Each plain scalar between two copies of a neighbour, or twice in a row: if no pair
        // joins, every scalar is a cluster.
        for neighbour: Unicode.Scalar? in ["a", "\n", "\u{AC00}", nil] {
            var scalars = String.UnicodeScalarView()
            for scalar in plain {
                scalars.append(neighbour ?? scalar)
                scalars.append(scalar)
            }
            scalars.append(neighbour ?? "a")
            let joined = String(scalars).count != scalars.count
            #expect(!joined, "a plain scalar joins \(neighbour.map { "U+" + String($0.value, radix: 16) } ?? "itself")")
        }
        #expect(plain.count > 140_000)
    }

    @Test("a sure boundary is a boundary between Swift's characters, on text of every kind")
    func sureBoundariesAreBoundaries() {
        let text = "Ünïcödé 漢字かな한국어 e\u{301}\r\n👩‍👩‍👧🇫🇷 मनक्षि שָׁלוֹם \u{0600}1 a\u{200D}b"
        var utf8 = Array(text.utf8)
        let boundaries = Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [utf8.count])
        utf8.withUnsafeMutableBufferPointer { buffer in
            let bytes = UnsafeBufferPointer(buffer)
            for offset in 0...bytes.count where GraphemeClusterBoundaries.isSureBoundary(offset, in: bytes) {
                #expect(boundaries.contains(offset), "offset \(offset)")
            }
            var checker = GraphemeClusterBoundaries(bytes)
            let answered = (0...bytes.count).filter { offset in
                (offset == bytes.count || bytes[offset] & 0xC0 != 0x80) && checker.isBoundary(offset)
            }
            #expect(Set(answered) == boundaries)
        }
    }
}
