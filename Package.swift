// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Legible",
    platforms: [.iOS(.v16), .macOS(.v13), .visionOS(.v1)],
    products: [
        .library(name: "LegibleMarkdown", targets: ["LegibleMarkdown"]),
        .library(name: "LegibleMath", targets: ["LegibleMath"]),
        .library(name: "LegibleText", targets: ["LegibleText"]),
        .library(name: "LegibleAccessibility", targets: ["LegibleAccessibility"]),
        .library(name: "LegibleRendering", targets: ["LegibleRendering"]),
        .executable(name: "legible", targets: ["legible"]),
    ],
    dependencies: [
        // Only the command-line tool uses it; the library targets depend on the toolchain alone.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Markdown text to syntax tree, and the syntax tree to HTML.
        .target(name: "LegibleMarkdown"),
        // TeX math to a semantic tree, and that tree to speech.
        .target(name: "LegibleMath", resources: [.copy("Resources/Wording")]),
        // Unicode text segmentation: sentences (UAX #29) for announcing streamed text, line break
        // opportunities (UAX #14) and terminal cell widths for laying text out.
        .target(name: "LegibleText"),
        // The reading model: what a screen reader finds and hears in a parsed document.
        .target(
            name: "LegibleAccessibility",
            dependencies: ["LegibleMarkdown", "LegibleMath", "LegibleText"],
            resources: [.copy("Resources/Phrases")]
        ),
        // The styled document, the theme, the layout protocol and the cell layout, for every
        // front end that draws a document.
        .target(name: "LegibleRendering", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleText"]),
        .executableTarget(
            name: "legible",
            dependencies: [
                "LegibleMarkdown",
                "LegibleMath",
                "LegibleAccessibility",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Throughput and scaling measurements; run in release mode (see Scripts/benchmark.sh).
        .executableTarget(
            name: "LegibleBenchmarks",
            dependencies: ["LegibleMarkdown", "LegibleMath", "LegibleAccessibility", "LegibleTestSupport"]
        ),
        // Finds ../shared (or $LEGIBLE_SHARED) for tests; not a product.
        .target(name: "LegibleTestSupport", dependencies: ["LegibleMarkdown"], path: "Tests/LegibleTestSupport"),
        .testTarget(name: "LegibleMarkdownTests", dependencies: ["LegibleMarkdown", "LegibleTestSupport"]),
        .testTarget(name: "LegibleMathTests", dependencies: ["LegibleMath", "LegibleTestSupport"]),
        .testTarget(name: "LegibleTextTests", dependencies: ["LegibleText", "LegibleTestSupport"]),
        .testTarget(
            name: "LegibleAccessibilityTests",
            dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleTestSupport"]
        ),
        .testTarget(
            name: "LegibleRenderingTests",
            dependencies: ["LegibleRendering", "LegibleAccessibility", "LegibleMarkdown", "LegibleTestSupport"]
        ),
        // Runs the built `legible` executable; depending on it makes `swift test` build it.
        .testTarget(name: "LegibleCLITests", dependencies: ["legible"]),
    ],
    swiftLanguageModes: [.v6]
)
