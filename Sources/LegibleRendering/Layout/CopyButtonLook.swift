/// How a code block's Copy button is drawn (``CodeBlockHeader``): as a button, pressed while a
/// finger or the mouse button is down on it, or confirming for a moment that the code was
/// copied, as chat apps confirm it.
public enum CopyButtonLook: Hashable, Sendable {
    /// Titled "Copy code", ready to copy.
    case ready
    /// Drawn filled while a finger or the mouse button is down on it.
    case pressed
    /// Titled "Copied" for a moment after it copied.
    case copied
}
