import Testing

@Suite("The SDK gates catch what they are for")
struct SDKGateTests {
    let stub = """
        /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role
        /// decl: struct Role
        public struct Role {
            /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/headingrole
            /// decl: static let headingRole: NSAccessibility.Role
            /// sdk: new in the macOS 26 SDK, so `#if compiler(>=6.2)` must enclose its uses.
            @available(macOS 26.0, *)
            public static let headingRole = Role()
            /// https://developer.apple.com/documentation/appkit/nsaccessibility-swift.struct/role/row
            /// decl: static let row: NSAccessibility.Role
            public static let row = Role()
        }
        /// https://developer.apple.com/documentation/uikit/uiapplication
        /// decl: @MainActor class UIApplication
        @MainActor open class UIApplication {
            /// https://developer.apple.com/documentation/uikit/uiapplication/shared
            /// decl: class var shared: UIApplication { get }
            @available(iOSApplicationExtension, unavailable)
            open class var shared: UIApplication { UIApplication() }
        }
        """

    var declarations: [StubDeclaration] { StubDeclarations.declarations(in: stub, file: "Stub.swift") }

    @Test("a stub's sdk: line makes its name SDK-new, needing the compiler it names")
    func sdkNewNames() {
        #expect(SDKGates.sdkNewNames(in: declarations).mapValues(\.description) == ["headingRole": "6.2"])
    }

    @Test("an SDK-new name is a violation outside #if compiler(>=…), in its #else, or under an older compiler")
    func compilerGate() {
        let glue = """
            let a = Role.headingRole
            #if compiler(>=6.2)
            let b = Role.headingRole
            #if os(macOS)
            let c = Role.headingRole
            #endif
            #else
            let d = Role.headingRole
            #endif
            #if compiler(>=6.1)
            let e = Role.headingRole
            #endif
            // Role.headingRole in a comment is no use
            let f = Role.row
            """
        let found = SDKGates.compilerViolations(in: glue, file: "Glue.swift", sdkNew: SDKGates.sdkNewNames(in: declarations))
        #expect(found == [
            "Glue.swift:1: headingRole is new in an SDK: use it only inside #if compiler(>=6.2)",
            "Glue.swift:8: headingRole is new in an SDK: use it only inside #if compiler(>=6.2)",
            "Glue.swift:11: headingRole is new in an SDK: use it only inside #if compiler(>=6.2)",
        ])
    }

    @Test("a declaration unavailable in app extensions is found as Type.member, and any use of it is a violation")
    func extensionGate() {
        let unavailable = SDKGates.extensionUnavailableNames(in: declarations)
        #expect(unavailable == ["UIApplication.shared"])
        let glue = """
            var open: (URL) -> Void = { UIApplication.shared.open($0) }
            var scene: (URL) -> Void = { window?.windowScene?.open($0, options: nil) }
            """
        #expect(SDKGates.extensionViolations(in: glue, file: "Glue.swift", unavailable: unavailable) == [
            "Glue.swift:1: UIApplication.shared is unavailable in app extensions, which may link this library",
        ])
    }
}
