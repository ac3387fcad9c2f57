import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
/// decl: @MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    /// decl: associatedtype UIViewType : UIView
    associatedtype UIViewType: UIView
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    /// decl: associatedtype Coordinator = Void
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    /// decl: typealias Context = UIViewRepresentableContext<Self>
    typealias Context = UIViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    /// decl: func makeUIView(context: Self.Context) -> Self.UIViewType
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    /// decl: func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
    /// decl: @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    @available(iOS 16.0, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    /// decl: func makeCoordinator() -> Self.Coordinator
    func makeCoordinator() -> Self.Coordinator
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    /// decl: static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
}

extension UIViewRepresentable {
    /// Not an Apple declaration: stands for the requirement being optional (nothing to tear down).
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    /// Not an Apple declaration: stands for the requirement being optional (SwiftUI's default sizes the view itself).
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    /// Not an Apple declaration: stands for the requirement being optional (a representable has no body of its own).
    public var body: Never { fatalError("a representable has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    /// Not an Apple declaration: stands for the requirement being optional (no coordinator).
    public func makeCoordinator() {}
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
/// decl: @MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable
@MainActor public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// Not an Apple declaration: a context for tests.
    @_spi(Testing) public init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    /// decl: let coordinator: Representable.Coordinator
    public let coordinator: Representable.Coordinator
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    /// decl: var environment: EnvironmentValues { get }
    public let environment: EnvironmentValues
}
