// swift-tools-version:6.0
// Legible is licensed under the Apache License, Version 2.0 (see LICENSE).
import PackageDescription

// The command-line tool, the benchmarks and the fuzzers: a package of their own, so that an app
// that depends on the library resolves none of what they use (swift-markdown keeps its tools
// and swift-collections its benchmarks the same way). They use the library's products only.

// On Linux a release build of `legible` is one static executable: no dynamic loader, no shared
// library to map or bind symbols in, no relocation to apply at start. `legible html` on an empty
// file then starts in 1.1 ms where cmark takes 0.8 ms; dynamically linked it took 6.9 ms, and as
// a static position-independent executable 2.3 ms, its relocations costing a page fault on each
// page they write (hyperfine, same run). Like Go's default on Linux, the image is not placed at a
// random address (the stack and heap still are): memory safety is Swift's defence here, and the
// start-up is what a tool run once per file pays. Its modules see the Swift libraries' static
// builds (`-static-stdlib`), whose modules name every static library they need; the toolchain's
// lld links. It needs glibc's static libraries (Debian's libc6-dev). Unsafe flags are allowed
// here because this package is never a dependency.
let staticLinux: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
    [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
    [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))]
)

let library: [Target.Dependency] = ["LegibleMarkdown", "LegibleMath", "LegibleMathLayout", "LegibleText", "LegibleAccessibility", "LegibleAudit",
                                    "LegibleRendering", "LegibleHighlight", "LegibleHTML", "LegibleViewSupport"].map { .product(name: $0, package: "Legible") }

let package = Package(
    name: "LegibleTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "legible", targets: ["legible"]),
    ],
    dependencies: [
        .package(name: "Legible", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Its `snippet-extract`, which Scripts/build-documentation.sh runs on the library's snippets.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Swift 6.0's parser, exactly: the sources must be the syntax of the oldest Swift the
        // packages declare (DeclaredSwiftSyntaxTests). A newer swift-tools-version goes with
        // the swift-syntax of that Swift (601 for 6.1).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "600.0.1"),
    ],
    targets: [
        // `legible`: read, tree, stream, html, page, math, highlight, audit, view.
        .executableTarget(name: "legible", dependencies: library + [.product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: staticLinux.swift, linkerSettings: staticLinux.linker),
        // Throughput and scaling measurements; run in release mode (see CONTRIBUTING.md).
        .executableTarget(name: "LegibleBenchmarks", dependencies: library + ["LegibleTestSupport"]),
        // Fuzzing harnesses: built with -sanitize=fuzzer by Scripts/fuzz.py; in a plain build they
        // replay saved inputs (seeds, regressions) through the same invariants.
        .executableTarget(name: "LegibleFuzz", dependencies: library + ["LegibleTestSupport"]),
        // The library's test support (Tests/LegibleTestSupport, through a symbolic link): the
        // corpus, the shared data, the pathological inputs the benchmarks and fuzzers share with
        // the tests.
        .target(name: "LegibleTestSupport", dependencies: library),
        // Runs the built `legible` executable; depending on it makes `swift test` build it.
        .testTarget(name: "LegibleCLITests", dependencies: ["legible", "LegibleTestSupport", .product(name: "LegibleMarkdown", package: "Legible")]),
        // Every Swift file of the repository parsed as Swift 6.0, the declared tools version: the
        // toolchain here is newer and accepts newer syntax, which the oldest Xcode rejects.
        .testTarget(name: "DeclaredSwiftSyntaxTests", dependencies: [.product(name: "SwiftParser", package: "swift-syntax"),
                                                                   .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                                                                   .product(name: "SwiftSyntax", package: "swift-syntax")]),
    ],
    swiftLanguageModes: [.v6]
)
