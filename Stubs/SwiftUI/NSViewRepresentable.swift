import AppKit

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentable
/// decl: @MainActor @preconcurrency protocol NSViewRepresentable : View where Self.Body == Never
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/nsviewtype
    /// decl: associatedtype NSViewType : NSView
    associatedtype NSViewType: NSView
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/coordinator
    /// decl: associatedtype Coordinator = Void
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/context
    /// decl: typealias Context = NSViewRepresentableContext<Self>
    typealias Context = NSViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makensview(context:)
    /// decl: func makeNSView(context: Self.Context) -> Self.NSViewType
    func makeNSView(context: Self.Context) -> Self.NSViewType
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/updatensview(_:context:)
    /// decl: func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/sizethatfits(_:nsview:context:)
    /// decl: @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize?
    @available(macOS 13.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize?
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/makecoordinator()
    /// decl: func makeCoordinator() -> Self.Coordinator
    func makeCoordinator() -> Self.Coordinator
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentable/dismantlensview(_:coordinator:)
    /// decl: static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
}

extension NSViewRepresentable {
    /// Not an Apple declaration: stands for the requirement being optional (nothing to tear down).
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
    /// Not an Apple declaration: stands for the requirement being optional (SwiftUI's default sizes the view itself).
    @available(macOS 13.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize? { nil }
    /// Not an Apple declaration: stands for the requirement being optional (a representable has no body of its own).
    public var body: Never { fatalError("a representable has no body") }
}

extension NSViewRepresentable where Coordinator == Void {
    /// Not an Apple declaration: stands for the requirement being optional (no coordinator).
    public func makeCoordinator() {}
}

/// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext
/// decl: @MainActor @preconcurrency struct NSViewRepresentableContext<Representable> where Representable : NSViewRepresentable
@MainActor public struct NSViewRepresentableContext<Representable> where Representable: NSViewRepresentable {
    /// Not an Apple declaration: a context for tests.
    @_spi(Testing) public init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/coordinator
    /// decl: let coordinator: Representable.Coordinator
    public let coordinator: Representable.Coordinator
    /// https://developer.apple.com/documentation/swiftui/nsviewrepresentablecontext/environment
    /// decl: var environment: EnvironmentValues { get }
    public let environment: EnvironmentValues
}
