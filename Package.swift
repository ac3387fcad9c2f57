// swift-tools-version:6.0
// Legible is licensed under the Apache License, Version 2.0 (see LICENSE).
import PackageDescription

// Apple's UI frameworks do not exist on Linux. There, stub modules named like them, holding only
// the declarations the glue uses as Apple's documentation prints them, let `swift build` and
// `swift test` compile and exercise the glue (see Stubs/README.md). On Apple platforms the real
// frameworks are used and the stubs are not part of the package. Declared before their use.
#if os(Linux)
// The stubs are built as Apple's frameworks are, with library evolution: a stubbed C enum is then
// non-frozen, so a switch over it without `@unknown default` is an error here as in Xcode. Swift
// lets a module treat another's resilient enums as frozen when both are of one package, so the
// stubs take no part in the package (`packageAccess: false`: SwiftPM gives them no package name).
// A package of their own, by path, would do the same, but a package fetched by version may not
// depend on a local one: every Linux client would fail to resolve. Foundation on Linux is not
// resilient, which every resilient module is warned about: the stubs' warnings are silenced for
// that (the glue's are not). Unsafe flags are refused only in products a client uses, and no
// client uses a stub.
let sdkLike: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution", "-suppress-warnings"])]
let uiKitStubs: [Target.Dependency] = ["UIKit", "Accessibility"]
let appKitStubs: [Target.Dependency] = ["AppKit", "Accessibility"]
let swiftUIStubs: [Target.Dependency] = ["SwiftUI"]
let textKitStubs: [Target.Dependency] = ["UIKit", "CoreGraphics"]
let stubTargets: [Target] = [
    .target(name: "CoreGraphics", path: "Stubs/CoreGraphics", packageAccess: false, swiftSettings: sdkLike),
    .target(name: "Accessibility", path: "Stubs/Accessibility", packageAccess: false, swiftSettings: sdkLike),
    .target(name: "UIKit", dependencies: ["CoreGraphics"], path: "Stubs/UIKit", packageAccess: false, swiftSettings: sdkLike),
    .target(name: "AppKit", dependencies: ["CoreGraphics"], path: "Stubs/AppKit", packageAccess: false, swiftSettings: sdkLike),
    .target(name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "Stubs/SwiftUI", packageAccess: false, swiftSettings: sdkLike),
    // Swift Testing's cross-import overlays for UIKit, AppKit and Core Graphics, which a test
    // file importing both Testing and a stub needs; empty (see the files).
    .target(name: "_Testing_UIKit", path: "Stubs/_Testing_UIKit"),
    .target(name: "_Testing_AppKit", path: "Stubs/_Testing_AppKit"),
    .target(name: "_Testing_CoreGraphics", path: "Stubs/_Testing_CoreGraphics"),
    // The glue's tests read what the stubs record (posted notifications, opened URLs).
    .testTarget(name: "LegibleUIKitTests", dependencies: ["LegibleUIKit", "LegibleAccessibility", "LegibleMarkdown", "LegibleMathLayout", "LegibleRendering",
                                                     "LegibleTestSupport", "LegibleTextKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .testTarget(name: "LegibleAppKitTests", dependencies: ["LegibleAppKit", "LegibleAccessibility", "LegibleMarkdown", "LegibleRendering",
                                                      "LegibleTestSupport", "LegibleTextKit", "_Testing_AppKit", "_Testing_CoreGraphics"]),
    .testTarget(name: "LegibleSwiftUITests",
                dependencies: ["LegibleSwiftUI", "LegibleUIKit", "LegibleAppKit", "LegibleAccessibility", "LegibleRendering", "LegibleTestSupport",
                               "_Testing_UIKit", "_Testing_AppKit", "_Testing_CoreGraphics"]),
]
#else
let uiKitStubs: [Target.Dependency] = []
let appKitStubs: [Target.Dependency] = []
let swiftUIStubs: [Target.Dependency] = []
let textKitStubs: [Target.Dependency] = []
let stubTargets: [Target] = []
#endif

// `LEGIBLE_STATIC_PIE=1 swift build -c release --product legible` links the command-line tool on
// Linux as one static, position-independent executable: no dynamic loader, no shared library to
// map or bind symbols in, its own relocations packed (RELR) and applied by its start code, and
// address randomisation kept. `legible html` on an empty file then runs about a million
// instructions instead of 3.6 million with `--static-swift-stdlib` (callgrind). Code compiled
// with `-static-executable` is not position-independent, so the flag is given to the link alone,
// which only a manifest can do; the toolchain's own lld does the linking. Build it with
// `--static-swift-stdlib` (whose compiled modules name every static library they need) and
// `--disable-local-rpath` (glibc's start code for a static executable refuses a library path).
// It needs glibc's static libraries (Debian's libc6-dev), so it is asked for rather than the
// default, and like the stubs' flags it is in no product a client uses.
let staticLinuxTool: [LinkerSetting] = Context.environment["LEGIBLE_STATIC_PIE"] == "1"
    ? [.unsafeFlags(["-static-executable", "-use-ld=lld", "-Xclang-linker", "-static-pie", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                    .when(platforms: [.linux], configuration: .release))]
    : []

let package = Package(
    name: "Legible",
    platforms: [.iOS(.v16), .macOS(.v13), .visionOS(.v1)],
    products: [
        .library(name: "LegibleMarkdown", targets: ["LegibleMarkdown"]),
        .library(name: "LegibleMath", targets: ["LegibleMath"]),
        .library(name: "LegibleText", targets: ["LegibleText"]),
        .library(name: "LegibleAccessibility", targets: ["LegibleAccessibility"]),
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        .library(name: "LegibleRendering", targets: ["LegibleRendering"]),
        .library(name: "LegibleTheme", targets: ["LegibleTheme"]),
        .library(name: "LegibleUIKit", targets: ["LegibleUIKit"]),
        .library(name: "LegibleAppKit", targets: ["LegibleAppKit"]),
        .library(name: "LegibleSwiftUI", targets: ["LegibleSwiftUI"]),
        .library(name: "LegibleHighlight", targets: ["LegibleHighlight"]),
        .library(name: "LegibleHTML", targets: ["LegibleHTML"]),
        .executable(name: "legible", targets: ["legible"]),
    ],
    dependencies: [
        // Only the command-line tool uses it; the library targets depend on the toolchain alone.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (DocC); a plugin, so no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Markdown text to syntax tree, and the syntax tree to HTML.
        .target(name: "LegibleMarkdown"),
        // TeX math to a semantic tree, and that tree to speech.
        .target(name: "LegibleMath", resources: [.copy("Resources/Wording")]),
        // Unicode text segmentation: sentences (UAX #29) for announcing streamed text, line break
        // opportunities (UAX #14) and terminal cell widths for laying text out.
        .target(name: "LegibleText"),
        // Math typesetting (issue 29): OpenType MATH fonts read from their bytes, and TeX's layout
        // of LegibleMath's syntax tree into glyphs and rules. A module, not yet a product, until
        // the front ends draw it; so it is not part of the API users adopt.
        .target(name: "LegibleMathLayout", dependencies: ["LegibleMath"]),
        // Syntax highlighting of code in 27 languages, whole or streamed.
        // It reads a code fence's info string as LegibleMarkdown does (one reading for every
        // front end), for the fences inside Markdown it highlights.
        .target(name: "LegibleHighlight", dependencies: ["LegibleMarkdown"]),
        // The reading model: what a screen reader finds and hears in a parsed document.
        .target(
            name: "LegibleAccessibility",
            dependencies: ["LegibleMarkdown", "LegibleMath", "LegibleText"],
            resources: [.copy("Resources/Phrases")]
        ),
        // Finds what makes a document hard to read with assistive technology (`legible audit`).
        .target(name: "LegibleAudit", dependencies: ["LegibleMarkdown", "LegibleMath", "LegibleAccessibility"]),
        // The styled document, the theme, the layout protocol and the cell layout, for every
        // front end that draws a document.
        // It typesets formulas (LegibleMathLayout) for the views, which draw them from their display lists.
        .target(name: "LegibleRendering", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleText",
                                                         "LegibleHighlight", "LegibleTheme"]),
        // How a document looks, as data: fonts, colors for each appearance (contrast checked),
        // spacing, the token classes' colors, the math font. The views, the terminal and the
        // accessible page all draw with it; it knows nothing of styled documents or layout.
        .target(name: "LegibleTheme", dependencies: ["LegibleMarkdown", "LegibleHighlight", "LegibleMathLayout"]),
        // What every view of a streamed answer keeps, whatever draws it: the content (reading
        // model and styled document, followed append by append), one platform object per
        // element and reading stop, the top-level blocks in order. Platform-neutral, so that
        // Linux tests reach it; the core libraries hold none of it.
        .target(name: "LegibleViewSupport", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleRendering"]),
        // The Apple views: one glue target per framework (on Linux both the UIKit and the AppKit
        // stubs exist, and a file seeing both would be ambiguous). Each file is `#if canImport(…)`.
        // TextKit 2 layout and drawing, shared by the UIKit and AppKit views (it imports one of
        // the two, internally; on Linux, the UIKit stub).
        .target(name: "LegibleTextKit", dependencies: ["LegibleAccessibility", "LegibleHighlight", "LegibleMathLayout", "LegibleRendering"] + textKitStubs),
        .target(name: "LegibleUIKit", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleRendering", "LegibleTextKit", "LegibleViewSupport"]
                + uiKitStubs),
        .target(name: "LegibleAppKit", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleRendering", "LegibleTextKit", "LegibleViewSupport"]
                + appKitStubs),
        .target(name: "LegibleSwiftUI", dependencies: ["LegibleUIKit", "LegibleAppKit", "LegibleAccessibility", "LegibleMarkdown", "LegibleRendering"]
                + swiftUIStubs),
        // Accessible HTML from the reading model: fragments, pages, MathML, and streaming.
        .target(
            name: "LegibleHTML",
            dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleTheme", "LegibleHighlight"],
            resources: [.copy("Resources/legible-stream.js")]
        ),
        .executableTarget(
            name: "legible",
            dependencies: [
                "LegibleMarkdown",
                "LegibleMath",
                "LegibleMathLayout",
                "LegibleAccessibility",
                "LegibleRendering",
                "LegibleAudit",
                "LegibleHighlight",
                "LegibleHTML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: staticLinuxTool
        ),
        // Throughput and scaling measurements; run in release mode (see "Benchmarks" in README.md).
        .executableTarget(
            name: "LegibleBenchmarks",
            dependencies: ["LegibleMarkdown", "LegibleMath", "LegibleAccessibility", "LegibleText", "LegibleHighlight", "LegibleAudit", "LegibleRendering",
                           "LegibleHTML", "LegibleMathLayout", "LegibleTestSupport"]
        ),
        // Fuzzing harnesses: built with -sanitize=fuzzer by Scripts/fuzz.sh; in a plain build they
        // replay saved inputs (seeds, regressions) through the same invariants.
        .executableTarget(
            name: "LegibleFuzz",
            dependencies: ["LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleRendering", "LegibleAccessibility", "LegibleText", "LegibleTestSupport"]
        ),
        // Finds ../shared (or $LEGIBLE_SHARED) for tests; not a product.
        .target(name: "LegibleTestSupport", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleRendering"], path: "Tests/LegibleTestSupport"),
        // The test trait that skips a test when shared data is absent; apart, so the benchmarks
        // do not link Swift Testing.
        .target(name: "LegibleTestTraits", dependencies: ["LegibleTestSupport"], path: "Tests/LegibleTestTraits"),
        .testTarget(name: "LegibleMarkdownTests", dependencies: ["LegibleMarkdown", "LegibleTestSupport", "LegibleTestTraits"]),
        .testTarget(name: "LegibleMathTests", dependencies: ["LegibleMath", "LegibleTestSupport", "LegibleTestTraits"]),
        .testTarget(name: "LegibleMathLayoutTests", dependencies: ["LegibleMathLayout", "LegibleTestSupport"]),
        .testTarget(name: "LegibleHighlightTests", dependencies: ["LegibleHighlight", "LegibleTestSupport", "LegibleTestTraits"]),
        .testTarget(name: "LegibleTextTests", dependencies: ["LegibleText", "LegibleTestSupport"]),
        .testTarget(
            name: "LegibleAccessibilityTests",
            dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleTestSupport", "LegibleTestTraits", "LegibleViewSupport"]
        ),
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleAccessibility", "LegibleMarkdown", "LegibleTestSupport", "LegibleTestTraits"]),
        .testTarget(
            name: "LegibleRenderingTests",
            dependencies: ["LegibleRendering", "LegibleAccessibility", "LegibleMarkdown", "LegibleMathLayout", "LegibleHighlight", "LegibleTestSupport",
                           "LegibleTestTraits", "LegibleViewSupport"]
        ),
        .testTarget(
            name: "LegibleHTMLTests",
            dependencies: ["LegibleHTML", "LegibleAccessibility", "LegibleMarkdown", "LegibleMathLayout", "LegibleRendering", "LegibleTestSupport", "LegibleHighlight"]
        ),
        // Runs the built `legible` executable; depending on it makes `swift test` build it.
        .testTarget(name: "LegibleCLITests", dependencies: ["legible"]),
        // Reads the stubs and the glue as text: every stub declaration names its documentation
        // page, and the glue uses nothing newer than the platform floor outside `if #available`.
        .testTarget(name: "AppleGlueLintTests"),
    ] + stubTargets,
    swiftLanguageModes: [.v6]
)
