/// GFM's disallowed raw HTML (6.11): the tags that would change how the rest of a page is
/// parsed or would run code have their `<` written as `&lt;`, so they show as text.
enum TagFilter {
    private static let disallowed = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    static func appendFiltered(_ html: UnsafeBufferPointer<UInt8>, to output: inout ByteBuffer) {
        var runStart = 0
        for index in 0..<html.count where html[index] == ASCII.lessThan && isDisallowedTag(html, at: index) {
            output.append(UnsafeBufferPointer(rebasing: html[runStart..<index]))
            output.append("&lt;")
            runStart = index + 1
        }
        output.append(UnsafeBufferPointer(rebasing: html[runStart..<html.count]))
    }

    /// `<name` or `</name` of a disallowed tag, followed by white space, `>` or `/>`.
    private static func isDisallowedTag(_ html: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var nameStart = start + 1
        if nameStart < html.count && html[nameStart] == ASCII.slash { nameStart += 1 }
        for name in disallowed where HTMLSyntax.matchesCaseInsensitive(html, nameStart, html.count, name) {
            let after = nameStart + name.count
            guard after < html.count else { return false }
            let byte = html[after]
            return ASCII.isWhitespace(byte) || byte == ASCII.greaterThan
                || (byte == ASCII.slash && after + 1 < html.count && html[after + 1] == ASCII.greaterThan)
        }
        return false
    }
}
