// UIKit's graphics context stack, which UIView pushes a context onto before draw(_:).

/// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
/// decl: func UIGraphicsGetCurrentContext() -> CGContext?
/// Stub: the context last pushed and not popped (none while no view draws).
public func UIGraphicsGetCurrentContext() -> CGContext? { graphicsContexts.last }

/// https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)
/// decl: func UIGraphicsPushContext(_ context: CGContext)
public func UIGraphicsPushContext(_ context: CGContext) { graphicsContexts.append(context) }

/// https://developer.apple.com/documentation/uikit/uigraphicspopcontext()
/// decl: func UIGraphicsPopContext()
public func UIGraphicsPopContext() { _ = graphicsContexts.popLast() }

/// The stub's stack of current contexts; drawing happens on the main thread.
nonisolated(unsafe) private var graphicsContexts: [CGContext] = []
