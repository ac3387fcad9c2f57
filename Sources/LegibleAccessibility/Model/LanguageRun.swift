/// A stretch of what an element says that is in another language than the rest: a formula in a
/// German paragraph spoken in English because the math speaker has no German table. A view gives
/// the stretch its own speech language (UIKit's `accessibilitySpeechLanguage` attribute, SSML's
/// `<lang>`), so it is not read with the wrong pronunciation.
public struct LanguageRun: Hashable, Sendable {
    /// Where the stretch is, in UTF-16 code units of the text it belongs to (as `NSRange` counts).
    public let utf16Range: Range<Int>
    /// Its language code (`"en"`).
    public let language: String

    /// A run from its range and language.
    public init(utf16Range: Range<Int>, language: String) {
        self.utf16Range = utf16Range
        self.language = language
    }
}
