// Stub of Apple's SwiftUI for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md. The geometry a view reads of itself and its scroll view.
import Foundation

/// https://developer.apple.com/documentation/swiftui/state
/// decl: @frozen @propertyWrapper struct State<Value>
/// Stub: keeps the value in a box of its own, as SwiftUI keeps it in storage it manages.
@frozen @propertyWrapper public struct State<Value> {
    @usableFromInline final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @usableFromInline let storage: Storage

    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    /// decl: init(wrappedValue value: Value)
    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// decl: var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
/// decl: protocol CoordinateSpaceProtocol
@available(iOS 17.0, macOS 14.0, *)
public protocol CoordinateSpaceProtocol {}

/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
/// decl: struct NamedCoordinateSpace
/// Stub: a name, the scroll view's being "scrollView".
@available(iOS 17.0, macOS 14.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: String
}

@available(iOS 17.0, macOS 14.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
    /// decl: static var scrollView: NamedCoordinateSpace { get }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
/// decl: struct GeometryProxy
/// Stub: made by tests with the size and the bounds of the named coordinate spaces in the
/// view's own coordinates (none: the view is in no scroll view).
public struct GeometryProxy {
    private let boundsByName: [String: CGRect]

    /// Not an Apple declaration: a proxy for a view of `size` whose named spaces' bounds, in its
    /// coordinates, are `bounds` (by name: "scrollView" for the scroll view's).
    @_spi(Testing) public init(size: CGSize, bounds: [String: CGRect] = [:]) {
        self.size = size
        boundsByName = bounds
    }

    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    /// decl: var size: CGSize { get }
    public let size: CGSize

    /// https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:)
    /// decl: func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect?
    @available(iOS 17.0, macOS 14.0, *)
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        boundsByName[coordinateSpace.name]
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    /// decl: @preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable
    /// Stub: a view that keeps the transform and the action (`GeometryChangeView`); a test
    /// plays a change of geometry through it.
    @preconcurrency nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                               action: @escaping (T) -> Void) -> some View where T: Equatable, T: Sendable {
        GeometryChangeView(content: self, transform: transform, action: action)
    }
}

/// Not an Apple declaration: what the stub's `onGeometryChange(for:of:action:)` returns, the
/// view it modifies with the transform and action, which a test calls with a geometry.
@_spi(Testing) nonisolated public struct GeometryChangeView<Content: View, T: Equatable & Sendable>: View {
    @_spi(Testing) public let content: Content
    let transform: @Sendable (GeometryProxy) -> T
    let action: (T) -> Void

    init(content: Content, transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) {
        self.content = content
        self.transform = transform
        self.action = action
    }

    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    /// decl: var body: Never { get } (a modified view's, which has no body of its own)
    @MainActor public var body: Never { fatalError("the stub draws nothing") }

    /// Not an Apple declaration: the view's geometry became `proxy`; the action is called with
    /// the transform's value (the stub does not compare it with the last).
    @_spi(Testing) @MainActor public func stubGeometryChanged(_ proxy: GeometryProxy) {
        action(transform(proxy))
    }
}
