import Foundation
import LegibleMathLayout
import Testing

/// Our OpenType reader against fontTools, on every glyph of the system's math fonts.
@Suite(.enabled(if: FontToolsGolden.fontsAvailable, FontToolsGolden.missingFontsComment))
struct FontToolsAgreementTests {
    @Test("Units per em, glyph count and every advance width", arguments: FontToolsGolden.all)
    func metrics(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        #expect(font.unitsPerEm == expected["unitsPerEm"] as? Int)
        #expect(font.glyphCount == expected["glyphCount"] as? Int)
        expectAgreement("advance widths", ours: font.advanceWidths, fontTools: try #require(ints(expected["advances"])))
    }

    @Test("Every glyph's ink bounds, from its CFF or glyf outline, within 0.001 unit", arguments: FontToolsGolden.all)
    func bounds(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        let records = try #require(expected["bounds"] as? [Any])
        let fontTools = records.map { ($0 as? [NSNumber])?.map(\.doubleValue) }
        let ours = font.glyphBounds.map { $0.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } }
        // The golden holds thousandths; a glyph agrees when each side is within 0.001 unit (or both
        // have no ink), and then counts as fontTools' value, so a failure shows only real differences.
        let compared = zip(ours, fontTools).map { ours, fontTools -> [Double]? in
            guard let ours, let fontTools, zip(ours, fontTools).allSatisfy({ abs($0 - $1) <= 0.001 }) else { return ours }
            return fontTools
        }
        expectAgreement("glyph bounds", ours: compared, fontTools: fontTools)
    }

    @Test("The Unicode character map, every mapping", arguments: FontToolsGolden.all)
    func characterMap(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        let records = try #require(expected["cmap"] as? [[NSNumber]])
        let fontTools = records.map { "U+\(String($0[0].intValue, radix: 16)) → \($0[1])" }
        let ours = font.characterMap.mappings.map { "U+\(String($0.scalar, radix: 16)) → \($0.glyph)" }
        expectAgreement("cmap", ours: ours, fontTools: fontTools)
        #expect(font.glyph(for: "x") == font.characterMap.mappings.first { $0.scalar == 0x78 }?.glyph)
    }

    @Test("All 56 MATH constants", arguments: FontToolsGolden.all)
    func mathConstants(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        let constants = try #require(font.math).constants
        let fontTools = try #require(expected["mathConstants"] as? [String: NSNumber])
        #expect(fontTools.count == MathConstant.allCases.count)
        expectAgreement("MATH constants", ours: MathConstant.allCases.map { "\($0.rawValue) \(constants[$0])" },
                        fontTools: MathConstant.allCases.map { "\($0.rawValue) \(fontTools[$0.rawValue]?.intValue ?? -99999)" })
    }

    @Test("Italic corrections, top accent attachments, extended shapes and math kerns", arguments: FontToolsGolden.all)
    func glyphInfo(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        let math = try #require(font.math)
        func pairs(_ key: String) throws -> [String] {
            let records = try #require(expected[key] as? [[NSNumber]])
            return records.map { "\($0[0]): \($0[1])" }.sorted()
        }
        func ours(_ values: [UInt16: Int]) -> [String] { values.map { "\($0.key): \($0.value)" }.sorted() }
        expectAgreement("italic corrections", ours: ours(math.italicCorrections), fontTools: try pairs("italicCorrections"))
        expectAgreement("top accent attachments", ours: ours(math.topAccentAttachments), fontTools: try pairs("topAccentAttachments"))
        expectAgreement("extended shapes", ours: math.extendedShapes.map(Int.init).sorted(), fontTools: try #require(ints(expected["extendedShapes"])))
        // A corner as "heights / kerns", or "-" when the font gives none.
        let kernRecords = try #require(expected["kerns"] as? [[Any]])
        let fontToolsKerns = kernRecords.map { record -> String in
            let corners = (record[1] as? [Any] ?? []).map { corner -> String in
                guard let lists = corner as? [[NSNumber]] else { return "-" }
                return "\(lists[0].map(\.intValue)) / \(lists[1].map(\.intValue))"
            }
            return "\(record[0]): \(corners.joined(separator: ", "))"
        }
        let ourKerns = math.kerns.sorted { $0.key < $1.key }.map { glyph, corners -> String in
            let described = [corners.topRight, corners.topLeft, corners.bottomRight, corners.bottomLeft].map { corner -> String in
                corner.map { "\($0.heights) / \($0.kerns)" } ?? "-"
            }
            return "\(glyph): \(described.joined(separator: ", "))"
        }
        expectAgreement("math kerns", ours: ourKerns, fontTools: fontToolsKerns)
    }

    @Test("Vertical and horizontal variants and glyph assemblies", arguments: FontToolsGolden.all)
    func variants(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        let math = try #require(font.math)
        #expect(math.minConnectorOverlap == expected["minConnectorOverlap"] as? Int)
        func described(_ constructions: [UInt16: GlyphConstruction]) -> [String] {
            constructions.sorted { $0.key < $1.key }.map { glyph, construction in
                let assembly = construction.assembly.map { assembly in
                    "\(assembly.italicCorrection) " + assembly.parts.map {
                        "[\($0.glyph) \($0.startConnectorLength) \($0.endConnectorLength) \($0.fullAdvance) \($0.isExtender ? 1 : 0)]"
                    }.joined()
                }
                return "\(glyph): \(construction.variants.map { "\($0.glyph)/\($0.advance)" }) \(assembly ?? "-")"
            }
        }
        func fontTools(_ key: String) throws -> [String] {
            let records = try #require(expected[key] as? [[Any]])
            return records.map { record in
                let variants = (record[1] as? [[NSNumber]] ?? []).map { "\($0[0])/\($0[1])" }
                let assembly = (record[2] as? [Any]).map { assembly in
                    "\(assembly[0]) " + (assembly[1] as? [[NSNumber]] ?? []).map { part in
                        "[\(part.map { "\($0)" }.joined(separator: " "))]"
                    }.joined()
                }
                return "\(record[0]): \(variants) \(assembly ?? "-")"
            }
        }
        expectAgreement("vertical variants", ours: described(math.verticalVariants), fontTools: try fontTools("verticalVariants"))
        expectAgreement("horizontal variants", ours: described(math.horizontalVariants), fontTools: try fontTools("horizontalVariants"))
    }

    @Test("The ssty alternates for script and scriptscript size", arguments: FontToolsGolden.all)
    func scriptStyleAlternates(_ golden: FontToolsGolden) throws {
        let (expected, font) = try golden.load()
        let records = try #require(expected["ssty"] as? [[Any]])
        let fontTools = records.map { record -> String in "\(record[0]): \(ints(record[1]) ?? [])" }
        let ours = font.scriptStyleAlternates.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.map(Int.init))" }
        expectAgreement("ssty alternates", ours: ours, fontTools: fontTools)
    }
}
