/// https://developer.apple.com/documentation/objectivec/selector
/// decl: struct Selector
/// Stub: Linux has no Objective-C runtime, so a selector is its name, which is all the glue
/// reads of one (through `NSStringFromSelector(_:)`). AppKit re-exports the ObjectiveC module
/// that declares it.
public struct Selector: Hashable, Sendable {
    fileprivate let name: String
}

/// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:)
/// decl: func NSSelectorFromString(_ aSelectorName: String) -> Selector
/// Stub: the selector of that name (Foundation's function, which AppKit re-exports).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(name: aSelectorName) }

/// https://developer.apple.com/documentation/foundation/nsstringfromselector(_:)
/// decl: func NSStringFromSelector(_ aSelector: Selector) -> String
/// Stub: the selector's name (Foundation's function, which AppKit re-exports).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
