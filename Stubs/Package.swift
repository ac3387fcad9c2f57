// swift-tools-version:6.0
import PackageDescription

// Stubs of Apple's UI frameworks for Linux (see README.md), a package of their own as the SDK is
// to an app, and built resilient as the SDK is: a stubbed C enum is then non-frozen, so a switch
// over it without `@unknown default` is an error in Swift 6 mode here as in Xcode. (Within one
// package Swift lets a module treat another's resilient enums as frozen: hence the package.)
// Foundation on Linux is not resilient, which every resilient module is warned about; the
// stubs' warnings are silenced for that (the glue's are not).
let sdkLike: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution", "-suppress-warnings"])]

let package = Package(
    name: "AppleSDKStubs",
    products: ["CoreGraphics", "Accessibility", "UIKit", "AppKit", "SwiftUI", "_Testing_UIKit", "_Testing_AppKit", "_Testing_CoreGraphics"]
        .map { Product.library(name: $0, targets: [$0]) },
    targets: [
        .target(name: "CoreGraphics", path: "CoreGraphics", swiftSettings: sdkLike),
        .target(name: "Accessibility", path: "Accessibility", swiftSettings: sdkLike),
        .target(name: "UIKit", dependencies: ["CoreGraphics"], path: "UIKit", swiftSettings: sdkLike),
        .target(name: "AppKit", dependencies: ["CoreGraphics"], path: "AppKit", swiftSettings: sdkLike),
        .target(name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "SwiftUI", swiftSettings: sdkLike),
        // Swift Testing's cross-import overlays for UIKit, AppKit and Core Graphics, which a test
        // file importing both Testing and a stub needs; empty (see the files).
        .target(name: "_Testing_UIKit", path: "_Testing_UIKit"),
        .target(name: "_Testing_AppKit", path: "_Testing_AppKit"),
        .target(name: "_Testing_CoreGraphics", path: "_Testing_CoreGraphics"),
    ],
    swiftLanguageModes: [.v6]
)
