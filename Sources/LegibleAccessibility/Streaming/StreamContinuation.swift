/// What a streamed text adds to the text shown so far, compared as UTF-8 bytes.
///
/// A streamed answer arrives as growing text. Comparing it with what is shown by `Character`
/// (`hasPrefix`, `dropFirst`) fails exactly when a token extends the last character shown: a
/// skin-tone modifier after an emoji, a combining accent after a letter, the second regional
/// indicator of a flag make one grapheme cluster of the last character and the new bytes, so
/// the new text no longer "starts with" the old one and the stream would start over (every
/// element a new identity, every sentence announced again). Bytes have no such merging: the
/// new text continues the old one when the old one's bytes are a prefix of the new one's.
///
/// ```swift
/// StreamContinuation.appended(to: "Thumbs 👍", toReach: "Thumbs 👍🏽 up")  // the bytes of "🏽 up"
/// StreamContinuation.appended(to: "Hello", toReach: "Help")               // nil: not a continuation
/// ```
public enum StreamContinuation {
    /// The UTF-8 bytes that follow `shown` in `text`, or `nil` when `text` does not begin
    /// with all of `shown`'s bytes.
    public static func appended(to shown: String, toReach text: String) -> Substring.UTF8View? {
        let textBytes = text.utf8
        var index = textBytes.startIndex
        for byte in shown.utf8 {
            guard index != textBytes.endIndex, textBytes[index] == byte else { return nil }
            index = textBytes.index(after: index)
        }
        return text[index...].utf8
    }
}
