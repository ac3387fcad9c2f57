extension String {
    /// Appends bytes that are known to be whole, valid UTF-8: the HTML renderer's output, made
    /// only of the parser's sanitized text cut at ASCII bytes, and ASCII markup.
    ///
    /// `String(decoding:as:)` checks every byte again, which costs a quarter of rendering the
    /// corpus to HTML (128 M of its 527 M instructions); a `UTF8Span` made without the check
    /// skips that where the standard library has it (Swift 6.2). Debug builds still check.
    mutating func appendValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(String(validUTF8: bytes))
    }

    /// A string of bytes that are known to be whole, valid UTF-8 (see ``appendValidUTF8(_:)``).
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        assert(String(validating: bytes, as: UTF8.self) != nil, "the HTML renderer wrote invalid UTF-8")
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            self = String(copying: unsafe UTF8Span(unchecked: bytes.span))
            return
        }
        #endif
        self = String(decoding: bytes, as: UTF8.self)
    }
}
