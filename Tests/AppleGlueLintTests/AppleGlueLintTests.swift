import Foundation
import Testing

/// The package root (this file is Tests/AppleGlueLintTests/AppleGlueLintTests.swift).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Swift files under a directory of the package, with their paths from the root.
private func swiftFiles(under directory: String) -> [(path: String, source: String)] {
    let base = packageRoot.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.compactMap { url in
        (try? String(contentsOf: url, encoding: .utf8)).map { (String(url.path.dropFirst(packageRoot.path.count + 1)), $0) }
    }
}

/// Each glue target, the stub modules it compiles against on Linux, and the platforms it is built for.
private let glueTargets: [(target: String, stubs: [String], platforms: Set<String>)] = [
    ("LegibleUIKit", ["UIKit", "_TextKitStubs", "CoreGraphics", "Accessibility"], ["iOS", "visionOS"]),
    ("LegibleTextKit", ["UIKit", "AppKit", "_TextKitStubs", "CoreGraphics"], ["iOS", "macOS", "visionOS"]),
    ("LegibleAppKit", ["AppKit", "_TextKitStubs", "CoreGraphics", "Accessibility"], ["macOS"]),
    ("LegibleSwiftUI", ["SwiftUI", "UIKit", "AppKit", "_TextKitStubs"], ["iOS", "macOS", "visionOS"]),
    ("LegibleMathAccessibility", ["Accessibility"], ["iOS", "macOS", "visionOS"]),
]

/// Every stub module (`_TextKitStubs` holds what UIKit and AppKit share, and both re-export it).
private let stubModules = ["UIKit", "AppKit", "SwiftUI", "CoreGraphics", "Accessibility", "_TextKitStubs"]

private func stubDeclarations(_ module: String) -> [StubDeclaration] {
    swiftFiles(under: "Stubs/\(module)").flatMap { StubDeclarations.declarations(in: $0.source, file: $0.path) }
}

@Suite("Apple stubs and glue: documentation pages and availability")
struct AppleGlueLintTests {
    @Test("every stub declaration names its documentation page and the declaration the page prints")
    func everyStubDeclarationNamesItsPage() {
        let declarations = stubModules.flatMap(stubDeclarations)
        #expect(declarations.count > 100)
        for declaration in declarations where !declaration.isStubOwn {
            #expect(declaration.page != nil, "\(declaration) has no documentation page")
            let printed = declaration.printedDeclaration ?? ""
            #expect(printed.contains(declaration.name), "\(declaration): decl line \"\(printed)\" does not declare \(declaration.name)")
        }
    }

    @Test("each class the glue subclasses or extends declares every member of the SDK's that a subclass member could collide with")
    func stubsDeclareTheSDKMembers() {
        let declarations = stubModules.flatMap(stubDeclarations)
        for entry in SDKMemberNames.entries {
            let declared = Set(declarations.filter { $0.container.map(entry.declaredIn.contains) ?? false }.map(\.name))
            let missing = entry.names.filter { !declared.contains($0) }
            #expect(missing.isEmpty, "\(entry.type) (\(entry.source)): the stub lacks \(missing)")
        }
    }

    /// `Stubs/DECLARATIONS.md`: every Apple declaration the stubs hold, with its page.
    static func declarationList() -> String {
        var lines = ["# The declarations the stubs hold", "",
                     "Every Apple declaration stubbed for Linux, as its documentation page prints it, with the page.",
                     "*Derived* marks a declaration whose own page was not found (the note in its doc comment says from what).",
                     "Written by `LEGIBLE_UPDATE_STUB_LIST=1 swift test --filter stubDeclarationList`; a test fails when it is stale.", ""]
        for module in stubModules {
            let declarations = stubDeclarations(module).filter { !$0.isStubOwn }
            lines += ["## \(module) (\(declarations.count))", "", "| Declaration | Page | |", "|---|---|---|"]
            for declaration in declarations {
                let printed = (declaration.printedDeclaration ?? "").replacingOccurrences(of: "|", with: "\\|")
                let derived = declaration.documentation.contains { $0.contains("(derived") } ? "*derived*" : ""
                lines.append("| `\(printed)` | \(declaration.page ?? "") | \(derived) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    @Test("Stubs/DECLARATIONS.md lists every stubbed declaration with its page")
    func stubDeclarationList() throws {
        let file = packageRoot.appendingPathComponent("Stubs/DECLARATIONS.md")
        let list = Self.declarationList()
        if ProcessInfo.processInfo.environment["LEGIBLE_UPDATE_STUB_LIST"] == "1" {
            try list.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect((try? String(contentsOf: file, encoding: .utf8)) == list, "Stubs/DECLARATIONS.md is stale")
    }

    @Test("the stubs' own declarations are test seams, stand-ins for optional requirements, or the NSObject hosts")
    func stubOwnDeclarationsAreMarked() {
        for declaration in stubModules.flatMap(stubDeclarations) where declaration.isStubOwn {
            let isHost = declaration.file.split(separator: "/").last?.hasPrefix("_") == true
            let isOptionalDefault = declaration.documentation.contains { $0.contains("requirement being optional") }
            #expect(declaration.isTestingSPI || isHost || isOptionalDefault, "\(declaration)")
        }
    }

    @Test("glue uses nothing newer than the platform floor outside an availability check")
    func glueRespectsThePlatformFloor() {
        for (target, stubs, platforms) in glueTargets {
            let declarations = stubs.flatMap(stubDeclarations)
            let newer = GlueAvailability.newerNames(in: declarations)
            for file in swiftFiles(under: "Sources/\(target)") {
                let violations = GlueAvailability.violations(in: file.source, file: file.path, platforms: platforms, newer: newer,
                                                             declaredNames: Set(declarations.map(\.name)))
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }

    @Test("glue uses nothing unavailable, or deprecated from the floor, on a platform it is built for, but in an #if leaving it out")
    func glueAvoidsExcludedDeclarations() {
        for (target, stubs, platforms) in glueTargets {
            let excluded = PlatformExclusions.excludedNames(in: stubs.flatMap(stubDeclarations))
            #expect(excluded["accessibilitySpeechQueueAnnouncement"] == ["visionOS"] || !stubs.contains("UIKit"), "\(target)")
            for file in swiftFiles(under: "Sources/\(target)") {
                let violations = PlatformExclusions.violations(in: file.source, file: file.path, platforms: platforms, excluded: excluded)
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }

    @Test("glue uses a declaration new in an SDK only inside #if compiler(>=…), which older Xcodes skip")
    func glueGuardsSDKNewDeclarations() {
        for (target, stubs, _) in glueTargets {
            let declarations = stubs.flatMap(stubDeclarations)
            let sdkNew = SDKGates.sdkNewNames(in: declarations)
            #expect(!sdkNew.isEmpty || target == "LegibleUIKit", "\(target): no SDK-new stub declaration found")
            for file in swiftFiles(under: "Sources/\(target)") {
                let violations = SDKGates.compilerViolations(in: file.source, file: file.path, sdkNew: sdkNew)
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }

    @Test("glue uses nothing unavailable in app extensions (UIApplication.shared), which may link the library")
    func glueIsExtensionSafe() {
        for (target, stubs, _) in glueTargets {
            let unavailable = SDKGates.extensionUnavailableNames(in: stubs.flatMap(stubDeclarations))
            #expect(!unavailable.isEmpty || !stubs.contains("UIKit"), "\(target): no extension-unavailable stub declaration found")
            for file in swiftFiles(under: "Sources/\(target)") {
                let violations = SDKGates.extensionViolations(in: file.source, file: file.path, unavailable: unavailable)
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }

    @Test("glue names no stub-only type, imports no test seam, and uses no Objective-C runtime feature but an action method")
    func glueUsesOnlyAppleDeclarations() {
        let forbidden = ["_UIAccessibilityHost", "_NSAccessibilityHost", "_NSViewAccessibilityHost", "_NSTextAttachmentHost", "_TextKitStubs", "@_spi",
                         "#selector", "@objc"]
        for file in glueTargets.flatMap({ swiftFiles(under: "Sources/\($0.target)") }) {
            let code = ObjectiveCActions.removed(from: String(SwiftSourceText(file.source).code))
            for token in forbidden { #expect(!code.contains(token), "\(file.path) uses \(token)") }
        }
    }

    /// Each glue target's files with the files of the stubs it compiles against, for the lints
    /// that read its classes.
    private var targetSources: [(glue: [(path: String, source: String)], stubs: [(path: String, source: String)])] {
        glueTargets.map { target in (swiftFiles(under: "Sources/\(target.target)"), target.stubs.flatMap { swiftFiles(under: "Stubs/\($0)") }) }
    }

    @Test("a glue member named like a member of an SDK class it inherits from (adopted protocols' included) says override")
    func overridesSayOverride() {
        for (glue, stubs) in targetSources { #expect(MissingOverrides.violations(glue: glue, stubs: stubs).isEmpty) }
    }

    @Test("a UIKit view that overrides draw(_:) is not opaque, or fills its bounds with a background color")
    func drawingViewsAreNotOpaque() {
        for (glue, stubs) in targetSources { #expect(OpaqueDrawingViews.violations(glue: glue, stubs: stubs).isEmpty) }
    }

    @Test("a switch over one of Apple's C enums has @unknown default, as library evolution requires")
    func switchesOverCEnumsHaveUnknownDefault() {
        let packageEnums = swiftFiles(under: "Sources")
            .reduce(into: [String: Set<String>]()) { $0.merge(NonFrozenEnumSwitches.enumCases(in: $1.source, cEnumsOnly: false)) { $0.union($1) } }
        for (target, stubs, _) in glueTargets {
            let enums = stubs.flatMap { swiftFiles(under: "Stubs/\($0)") }
                .reduce(into: [String: Set<String>]()) { $0.merge(NonFrozenEnumSwitches.enumCases(in: $1.source)) { $0.union($1) } }
            #expect(enums["UITextLayoutDirection"] != nil || !stubs.contains("UIKit"), "\(target): no C enum found in the stubs")
            for file in swiftFiles(under: "Sources/\(target)") {
                let violations = NonFrozenEnumSwitches.violations(in: file.source, file: file.path, enums: enums, packageEnums: packageEnums)
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }

    @Test("every glue file compiles only where its framework exists")
    func glueFilesAreConditional() {
        // tvOS and watchOS have UIKit and SwiftUI but not all of TextKit 2 or `ProposedViewSize`
        // at the package's floors (which Package.swift does not declare for them): the views are
        // built for iOS, visionOS and macOS only.
        let notTVOrWatch = "!os(tvOS) && !os(watchOS)"
        let conditions = ["LegibleUIKit": "#if canImport(UIKit) && \(notTVOrWatch)",
                          "LegibleAppKit": "#if canImport(AppKit) && !targetEnvironment(macCatalyst)",
                          "LegibleTextKit": "#if (canImport(UIKit) && \(notTVOrWatch)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))",
                          "LegibleSwiftUI": "#if canImport(SwiftUI) && \(notTVOrWatch)",
                          "LegibleMathAccessibility": "#if canImport(Accessibility)"]
        for (target, condition) in conditions {
            for file in swiftFiles(under: "Sources/\(target)") {
                let firstCode = file.source.split(separator: "\n").first { !$0.hasPrefix("//") && !$0.isEmpty }
                #expect(firstCode.map(String.init) == condition, "\(file.path)")
            }
        }
    }
}

@Suite("The Apple lints catch what they are for")
struct AppleGlueLintSelfTests {
    let stub = """
        /// https://developer.apple.com/documentation/uikit/uiview
        /// decl: @MainActor class UIView
        @MainActor open class UIView {
            /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitynexttextnavigationelement
            /// decl: var accessibilityNextTextNavigationElement: Any? { get set }
            @available(iOS 18.0, visionOS 2.0, *)
            open var accessibilityNextTextNavigationElement: Any? {
                get { nil }
                set {}
            }
            open func layoutSubviews() {}
            private var storage = 0
        }
        /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority
        /// decl: struct UIAccessibilityPriority
        @available(iOS 17.0, visionOS 1.0, *)
        public struct UIAccessibilityPriority {
            /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/low
            /// decl: nonisolated static let low: UIAccessibilityPriority
            public static let low = UIAccessibilityPriority()
        }
        """

    var declarations: [StubDeclaration] { StubDeclarations.declarations(in: stub, file: "Stub.swift") }

    @Test("a public declaration without a page is found, private storage is not a declaration")
    func missingPage() {
        #expect(declarations.map(\.name) == ["UIView", "accessibilityNextTextNavigationElement", "layoutSubviews", "UIAccessibilityPriority", "low"])
        #expect(declarations.filter { $0.page == nil }.map(\.name) == ["layoutSubviews"])
    }

    @Test("availability comes from a declaration's own attribute and its type's")
    func availability() {
        let newer = GlueAvailability.newerNames(in: declarations)
        #expect(newer["accessibilityNextTextNavigationElement"] == ["iOS": PlatformVersion("18.0"), "visionOS": PlatformVersion("2.0")])
        #expect(newer["low"] == ["iOS": PlatformVersion("17.0")])
        #expect(newer["layoutSubviews"] == nil)
    }

    @Test("a keyword, or a member of a type the stubs do not declare, is no use of a stub declaration named like it")
    func keywords() {
        let newer = ["default": ["iOS": PlatformVersion("17.0")]]
        let glue = """
            switch a { case 1: break; default: break }      // line 1: the keyword
            _ = b ?? .default                                // line 2: unchecked
            _ = NotificationCenter.default                   // line 3: not a stub type's member
            _ = Priority.default                             // line 4: unchecked
            """
        let found = GlueAvailability.violations(in: glue, file: "Glue.swift", platforms: ["iOS"], newer: newer, declaredNames: ["Priority", "default"])
        #expect(found.map { "\($0.line) \($0.name)" } == ["2 default", "4 default"])
    }

    @Test("a use outside a check is a violation; inside a check covering every platform it is not")
    func uses() {
        let newer = GlueAvailability.newerNames(in: declarations)
        let glue = """
            func link(_ a: UIView, _ b: UIView) {
                a.accessibilityNextTextNavigationElement = b        // line 2: unchecked
                if #available(iOS 18.0, *) {
                    a.accessibilityNextTextNavigationElement = b    // line 4: visionOS 2 unchecked
                }
                if #available(iOS 18.0, visionOS 2.0, *) {
                    a.accessibilityNextTextNavigationElement = b    // line 7: fine
                } else {
                    _ = UIAccessibilityPriority.low                 // line 9: iOS 17 unchecked
                }
                guard #available(iOS 17.0, *) else { return }
                _ = UIAccessibilityPriority.low                     // line 12: fine
            }
            @available(iOS 18.0, visionOS 2.0, *)
            func later(_ a: UIView) { a.accessibilityNextTextNavigationElement = nil }   // line 15: fine
            // a.accessibilityNextTextNavigationElement in a comment is no use
            class Element: UIView {
                @available(iOS 18.0, visionOS 2.0, *)
                override var accessibilityNextTextNavigationElement: Any? { nil }          // line 19: fine
                override var accessibilityNextTextNavigationElement: Any? { nil }          // line 20: unchecked
            }
            """
        let found = GlueAvailability.violations(in: glue, file: "Glue.swift", platforms: ["iOS", "visionOS"], newer: newer)
        #expect(found.map { "\($0.line) \($0.name) \($0.platform)" }.sorted() == [
            "2 accessibilityNextTextNavigationElement iOS", "2 accessibilityNextTextNavigationElement visionOS",
            "20 accessibilityNextTextNavigationElement iOS", "20 accessibilityNextTextNavigationElement visionOS",
            "4 accessibilityNextTextNavigationElement visionOS", "9 UIAccessibilityPriority iOS", "9 low iOS",
        ])
        #expect(GlueAvailability.violations(in: glue, file: "Glue.swift", platforms: ["macOS"], newer: newer).isEmpty)
    }

    @Test("an action method alone in an Objective-C block is allowed, and a menu item's action set to one; any other Objective-C use is not", arguments: [
        ("    #if canImport(ObjectiveC)\n    /// Edit > Copy.\n    @objc open func copy(_ sender: Any?) {\n        _ = copySelection()\n    }\n    #endif\n", true),
        ("    #if canImport(ObjectiveC)\n    @objc func paste(_ sender: Any?) { paste() }\n    #endif\n", true),
        ("    #if canImport(ObjectiveC)\n    @objc open func copy(_ sender: Any?) {\n        copyOne()\n        copyTwo()\n    }\n    #endif\n", false),
        ("    #if canImport(ObjectiveC)\n    @objc open func copy(_ sender: Any?) {\n        if ready { copy() }\n    }\n    #endif\n", false),
        ("    #if canImport(ObjectiveC)\n    @objc var count = 0\n    #endif\n", false),
        ("    @objc open func copy(_ sender: Any?) {\n        _ = copySelection()\n    }\n", false),
        ("        #if canImport(ObjectiveC)\n        menuItem.action = #selector(performMenuItem(_:))\n        #endif\n", true),
        ("        #if canImport(ObjectiveC)\n        menuItem.action = #selector(performMenuItem(_:))\n        other()\n        #endif\n", false),
        ("        #if canImport(ObjectiveC)\n        menuItem.target = #selector(performMenuItem(_:))\n        #endif\n", false),
        ("    menuItem.action = #selector(performMenuItem(_:))\n", false),
    ])
    func objectiveCActions(glue: String, allowed: Bool) {
        let code = ObjectiveCActions.removed(from: String(SwiftSourceText(glue).code))
        #expect(!(code.contains("@objc") || code.contains("#selector")) == allowed)
    }

    let responderStub = """
        /// Not an Apple type.
        @MainActor open class _Host: NSObject {
            /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectall(_:)
            /// decl: optional func selectAll(_ sender: Any?)
            open func selectAll(_ sender: Any?) {}
            private var storage = 0
        }
        @MainActor open class NSResponder: _Host {
            open func mouseDown(with event: NSEvent) {}
        }
        @MainActor open class NSView: NSResponder {}
        @MainActor open class UIView: NSObject {
            open func draw(_ rect: CGRect) {}
        }
        """

    @Test("a member named like an inherited SDK member (its adopted protocols' too) without override is found, compiled here or not")
    func missingOverrides() {
        let glue = """
            open class TextView: NSView {
                #if canImport(ObjectiveC)
                @objc open func selectAll(_ sender: Any?) { selectEverything() }      // line 3: no override
                @objc open func copy(_ sender: Any?) { copySelection() }              // line 4: NSObject's copy() is another
                #endif
                override open func mouseDown(with event: NSEvent) {}                  // line 6: fine
                func mouseDown(at point: CGPoint) {}                                  // line 7: other labels
                var storage = 1                                                       // line 8: the stub's is private
                struct Nested { func selectAll(_ sender: Any?) {} }                   // line 9: not a member of the view
            }
            final class CodeView: TextView {
                func mouseDown(with event: NSEvent) {}                                // line 12: NSResponder's
            }
            """
        let found = MissingOverrides.violations(glue: [("Glue.swift", glue)], stubs: [("Stub.swift", responderStub)])
        #expect(found.map { "\($0.line) \($0.member) \($0.sdkClass)" } == ["3 selectAll(_:) NSResponder", "12 mouseDown(with:) NSResponder"])
    }

    @Test("a UIView subclass that draws is found while it leaves isOpaque true with no background", arguments: [
        ("", false), ("        isOpaque = false\n", true), ("        backgroundColor = .systemBackground\n", true),
        ("        backgroundColor = nil\n", false), ("        backgroundColor = .clear\n", false),
    ])
    func opaqueDrawingViews(setUp: String, allowed: Bool) {
        let glue = "class Canvas: UIView {\n    func setUp() {\n" + setUp + "    }\n    override func draw(_ rect: CGRect) {}\n}\n"
        #expect(OpaqueDrawingViews.violations(glue: [("Glue.swift", glue)], stubs: [("Stub.swift", responderStub)]).isEmpty == allowed)
    }

    @Test("a declaration deprecated on visionOS from its floor is a violation in visionOS glue outside #if !os(visionOS)")
    func platformExclusions() {
        let stub = """
            extension NSAttributedString.Key {
                /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement
                /// decl: nonisolated static let accessibilitySpeechQueueAnnouncement: NSAttributedString.Key
                @available(iOS, deprecated: 17.0)
                @available(visionOS, deprecated: 1.0)
                public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("q")
            }
            """
        let excluded = PlatformExclusions.excludedNames(in: StubDeclarations.declarations(in: stub, file: "Stub.swift"))
        #expect(excluded == ["accessibilitySpeechQueueAnnouncement": ["visionOS"]])
        let glue = """
            if #available(iOS 17.0, visionOS 1.0, *) {
            } else {
                attributes[.accessibilitySpeechQueueAnnouncement] = true        // line 3: type-checked on visionOS
                #if !os(visionOS)
                attributes[.accessibilitySpeechQueueAnnouncement] = true        // line 5: fine
                #else
                attributes[.accessibilitySpeechQueueAnnouncement] = true        // line 7: visionOS only
                #endif
            }
            """
        let found = PlatformExclusions.violations(in: glue, file: "Glue.swift", platforms: ["iOS", "visionOS"], excluded: excluded)
        #expect(found.map { $0.split(separator: ":")[1] } == ["3", "7"])
        #expect(PlatformExclusions.violations(in: glue, file: "Glue.swift", platforms: ["iOS"], excluded: excluded).isEmpty)
    }

    @Test("a switch over a C enum without a default is found; with @unknown default, or over another enum, it is not")
    func cEnumSwitches() {
        let stub = """
            public enum UITextLayoutDirection: Int, Sendable {
                case right = 2, left, up
                case down
            }
            @frozen public enum Closed: Int { case one, two }
            public enum Shape { case right, left }
            """
        let enums = NonFrozenEnumSwitches.enumCases(in: stub)
        #expect(enums == ["UITextLayoutDirection": ["right", "left", "up", "down"]])
        let glue = """
            switch direction {                  // line 1: no default
            case .left, .right: break
            case .up: switch other { case .one: break }
            case .down: break
            }
            switch direction {                  // line 6: fine
            case .left: break
            @unknown default: break
            }
            switch placement {                  // line 10: a case the C enum does not have
            case .left: break
            case .middle: break
            }
            """
        let found = NonFrozenEnumSwitches.violations(in: glue, file: "Glue.swift", enums: enums)
        #expect(found.map(\.line) == [1])
        // A package enum with the same case names may be what line 1 switches over.
        let ours = NonFrozenEnumSwitches.enumCases(in: "enum Direction {\n    case left, right, up, down\n}", cEnumsOnly: false)
        #expect(NonFrozenEnumSwitches.violations(in: glue, file: "Glue.swift", enums: enums, packageEnums: ours).isEmpty)
    }
}
