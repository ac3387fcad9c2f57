/// GFM's disallowed raw HTML (6.11): the tags that would change how the rest of a page is
/// parsed or would run code have their `<` written as `&lt;`, so they show as text. Every HTML
/// writer in the package filters with it.
package enum TagFilter {
    private static let disallowed = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    /// Appends `html` to the Markdown renderer's buffer with disallowed tags' `<` escaped.
    static func appendFiltered(_ html: UnsafeBufferPointer<UInt8>, to output: inout ByteBuffer) {
        forEachRun(of: html) { run, escapesAfter in
            output.append(run)
            if escapesAfter { output.append("&lt;") }
        }
    }

    /// Appends `html` to bytes with disallowed tags' `<` escaped (for writers outside this module).
    package static func appendFiltered(_ html: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        forEachRun(of: html) { run, escapesAfter in
            output.append(contentsOf: run)
            if escapesAfter { output.append(contentsOf: "&lt;".utf8) }
        }
    }

    /// Calls `body` with each run of `html` to copy as it is, in order; `escapesAfter` is true
    /// when a disallowed tag's `<`, to be written as `&lt;`, follows the run.
    @inline(__always)
    private static func forEachRun(of html: UnsafeBufferPointer<UInt8>,
                                   _ body: (_ run: UnsafeBufferPointer<UInt8>, _ escapesAfter: Bool) -> Void) {
        var runStart = 0
        for index in 0..<html.count where html[index] == ASCII.lessThan && isDisallowedTag(html, at: index) {
            body(UnsafeBufferPointer(rebasing: html[runStart..<index]), true)
            runStart = index + 1
        }
        body(UnsafeBufferPointer(rebasing: html[runStart..<html.count]), false)
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
