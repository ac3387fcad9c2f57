import LegibleRendering
import Testing

@Suite("Drawing tiles: a long document drawn near what shows")
struct DrawingTilesTests {
    @Test("the tiles meet the visible screen and a screen above and below; none is taller than a tile")
    func nearTheScreen() {
        let tiles = DrawingTiles.tiles(height: 20_000, width: 390, visible: LayoutRect(x: 0, y: 5_000, width: 390, height: 844))
        #expect(tiles.map(\.y) == [4_096, 4_608, 5_120, 5_632, 6_144, 6_656])
        #expect(tiles.allSatisfy { $0.height <= DrawingTiles.tileHeight && $0.width == 390 })
    }

    @Test("however long the document, the tiles kept are a few screens' worth")
    func boundedByTheScreen() {
        for height in [1_000.0, 100_000, 10_000_000] {
            let visible = LayoutRect(x: 0, y: height / 2, width: 320, height: 700)
            let total = DrawingTiles.tiles(height: height, width: 320, visible: visible).map(\.height).reduce(0, +)
            #expect(total <= 3 * 700 + 2 * DrawingTiles.tileHeight)
        }
    }

    @Test("the last tile ends with the document; off screen, the first screen's worth; nothing for an empty document")
    func edges() {
        let tiles = DrawingTiles.tiles(height: 700, width: 100, visible: LayoutRect(x: 0, y: 0, width: 100, height: 800))
        #expect(tiles.map(\.height) == [512, 188])
        #expect(DrawingTiles.tiles(height: 5_000, width: 100, visible: nil).map(\.y) == [0, 512])
        #expect(DrawingTiles.tiles(height: 0, width: 100, visible: nil).isEmpty)
        #expect(DrawingTiles.tiles(height: 5_000, width: 100, visible: LayoutRect(x: 0, y: 9_000, width: 100, height: 500)).isEmpty)
    }
}
