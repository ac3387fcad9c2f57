// Stub of Apple's SwiftUI for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md. Custom environment values, as LegibleSwiftUI's
// `imagePolicy` is one.

/// https://developer.apple.com/documentation/swiftui/environmentkey
/// decl: protocol EnvironmentKey
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    /// decl: associatedtype Value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    /// decl: static var defaultValue: Self.Value { get }
    static var defaultValue: Self.Value { get }
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    /// decl: subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }
    /// Stub: the values set by key type, the key's default otherwise.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { customValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { customValues[ObjectIdentifier(key)] = newValue }
    }
}
