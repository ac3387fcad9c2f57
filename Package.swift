// swift-tools-version:6.0
// Legible is licensed under the Apache License, Version 2.0 (see LICENSE).
import PackageDescription

// Apple's UI frameworks do not exist on Linux. There, stub modules named like them, holding only
// the declarations the glue uses as Apple's documentation prints them, let `swift build` and
// `swift test` compile and exercise the glue (see Stubs/README.md). On Apple platforms the real
// frameworks are used and the stubs are not part of the package. Declared before their use.
#if os(Linux)
// Apple's frameworks are built with library evolution, so a switch over one of their C enums
// needs `@unknown default`. The stubs are not (that takes an unsafe flag, which this manifest
// declares nowhere): the glue lint checks those switches instead (AppleGlueLintTests).
let uiKitStubs: [Target.Dependency] = ["UIKit", "Accessibility"]
let appKitStubs: [Target.Dependency] = ["AppKit", "Accessibility"]
let swiftUIStubs: [Target.Dependency] = ["SwiftUI"]
let textKitStubs: [Target.Dependency] = ["UIKit", "CoreGraphics"]
let accessibilityStubs: [Target.Dependency] = ["Accessibility"]
let stubTargets: [Target] = [
    .target(name: "CoreGraphics", path: "Stubs/CoreGraphics"),
    .target(name: "Accessibility", path: "Stubs/Accessibility"),
    // TextKit 2 and the text attributes, one set of classes on Apple platforms (UIFoundation),
    // which the UIKit and AppKit stubs re-export; no Apple module has its name.
    .target(name: "_TextKitStubs", dependencies: ["CoreGraphics"], path: "Stubs/_TextKitStubs"),
    .target(name: "UIKit", dependencies: ["CoreGraphics", "_TextKitStubs"], path: "Stubs/UIKit"),
    .target(name: "AppKit", dependencies: ["CoreGraphics", "_TextKitStubs"], path: "Stubs/AppKit"),
    .target(name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "Stubs/SwiftUI"),
    // Swift Testing's cross-import overlays for UIKit, AppKit and Core Graphics, which a test
    // file importing both Testing and a stub needs; empty (see the files).
    .target(name: "_Testing_UIKit", path: "Stubs/_Testing_UIKit"),
    .target(name: "_Testing_AppKit", path: "Stubs/_Testing_AppKit"),
    .target(name: "_Testing_CoreGraphics", path: "Stubs/_Testing_CoreGraphics"),
    // The glue's tests read what the stubs record (posted notifications, opened URLs).
    .testTarget(name: "LegibleUIKitTests", dependencies: ["LegibleUIKit", "LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathAccessibility",
                                                     "LegibleMathLayout", "LegibleRendering", "LegibleTestSupport", "LegibleTextKit", "LegibleViewSupport",
                                                     "_TextKitStubs", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    .testTarget(name: "LegibleAppKitTests", dependencies: ["LegibleAppKit", "LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathAccessibility",
                                                      "LegibleRendering", "LegibleTestSupport", "LegibleTextKit", "_Testing_AppKit", "_Testing_CoreGraphics"]),
    .testTarget(name: "LegibleMathAccessibilityTests", dependencies: ["LegibleMathAccessibility", "LegibleMath", "Accessibility"]),
    .testTarget(name: "LegibleSwiftUITests",
                dependencies: ["LegibleSwiftUI", "LegibleUIKit", "LegibleAppKit", "LegibleAccessibility", "LegibleRendering", "LegibleTestSupport",
                               "_Testing_UIKit", "_Testing_AppKit", "_Testing_CoreGraphics"]),
]
#else
let uiKitStubs: [Target.Dependency] = []
let appKitStubs: [Target.Dependency] = []
let swiftUIStubs: [Target.Dependency] = []
let textKitStubs: [Target.Dependency] = []
let accessibilityStubs: [Target.Dependency] = []
let stubTargets: [Target] = []
#endif

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
        .library(name: "LegibleMathLayout", targets: ["LegibleMathLayout"]),
        .library(name: "LegibleViewSupport", targets: ["LegibleViewSupport"]),
    ],
    // None: an app that depends on Legible resolves nothing else. The command-line tool, the
    // benchmarks and the fuzzers are a package of their own, `Tools/`.
    dependencies: [],
    targets: [
        // Markdown text to syntax tree, and the syntax tree to HTML.
        .target(name: "LegibleMarkdown"),
        // TeX math to a semantic tree, and that tree to speech.
        .target(name: "LegibleMath", resources: [.copy("Resources/Wording")]),
        // Unicode text segmentation: sentences (UAX #29) for announcing streamed text, line break
        // opportunities (UAX #14) and terminal cell widths for laying text out.
        .target(name: "LegibleText"),
        // Math typesetting: OpenType MATH fonts read from their bytes, and TeX's layout of
        // LegibleMath's syntax tree into glyphs and rules, which every front end draws.
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
        // Apple's math expression classes (AXMathExpression) from LegibleMath's MathExpression, for
        // the UIKit and AppKit views' formula elements; it imports only the Accessibility framework.
        .target(name: "LegibleMathAccessibility", dependencies: ["LegibleMath"] + accessibilityStubs),
        .target(name: "LegibleUIKit", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleMathAccessibility", "LegibleRendering", "LegibleTextKit",
                                                     "LegibleViewSupport"] + uiKitStubs),
        .target(name: "LegibleAppKit", dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleMathAccessibility", "LegibleRendering", "LegibleTextKit",
                                                      "LegibleViewSupport"] + appKitStubs),
        .target(name: "LegibleSwiftUI", dependencies: ["LegibleUIKit", "LegibleAppKit", "LegibleAccessibility", "LegibleMarkdown", "LegibleRendering"]
                + swiftUIStubs),
        // Accessible HTML from the reading model: fragments, pages, MathML, and streaming.
        .target(
            name: "LegibleHTML",
            dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleTheme", "LegibleHighlight"],
            resources: [.copy("Resources/legible-stream.js")]
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
            dependencies: ["LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleTestSupport", "LegibleTestTraits", "LegibleViewSupport"]
        ),
        .testTarget(name: "LegibleViewSupportTests", dependencies: ["LegibleViewSupport", "LegibleAccessibility", "LegibleMarkdown", "LegibleRendering"]),
        .testTarget(name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleAccessibility", "LegibleMarkdown", "LegibleTestSupport", "LegibleTestTraits"]),
        .testTarget(
            name: "LegibleRenderingTests",
            dependencies: ["LegibleRendering", "LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleHighlight",
                           "LegibleTestSupport", "LegibleTestTraits", "LegibleViewSupport"]
        ),
        .testTarget(
            name: "LegibleHTMLTests",
            dependencies: ["LegibleHTML", "LegibleAccessibility", "LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleRendering", "LegibleTestSupport", "LegibleHighlight"]
        ),
        // Reads the stubs and the glue as text: every stub declaration names its documentation
        // page, and the glue uses nothing newer than the platform floor outside `if #available`.
        .testTarget(name: "AppleGlueLintTests"),
    ] + stubTargets,
    swiftLanguageModes: [.v6]
)
