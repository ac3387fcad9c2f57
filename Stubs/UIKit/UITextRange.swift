/// https://developer.apple.com/documentation/uikit/uitextposition
/// decl: @MainActor class UITextPosition
/// An opaque position in a document; a text-input object subclasses it.
@MainActor open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
/// decl: @MainActor class UITextRange
/// A range in a document; a text-input object subclasses it. Stub: its members are abstract.
@MainActor open class UITextRange: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextrange/isempty
    /// decl: var isEmpty: Bool { get }
    open var isEmpty: Bool { fatalError("UITextRange is abstract: subclass it") }

    /// https://developer.apple.com/documentation/uikit/uitextrange/start
    /// decl: var start: UITextPosition { get }
    open var start: UITextPosition { fatalError("UITextRange is abstract: subclass it") }

    /// https://developer.apple.com/documentation/uikit/uitextrange/end
    /// decl: var end: UITextPosition { get }
    open var end: UITextPosition { fatalError("UITextRange is abstract: subclass it") }
}
