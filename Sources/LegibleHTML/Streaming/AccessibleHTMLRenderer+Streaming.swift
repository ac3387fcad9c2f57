import Foundation
import LegibleAccessibility

extension AccessibleHTMLRenderer {
    /// How a streaming page gets ``streamingScript``.
    public enum ScriptInclusion: Hashable, Sendable {
        /// In a `<script>` element.
        case embedded
        /// From this URL (the script served as a file).
        case linked(String)
        /// Not at all: the host page loads it.
        case none
    }

    /// The script that applies ``HTMLPatch``es to a page (`legible-stream.js`, about 3 KB,
    /// no dependencies). It defines `LegibleStream.apply(patch)`, which takes a patch's JSON
    /// parsed: it removes, replaces, inserts and updates elements by their `id`, keeps focus on
    /// an element that was replaced, and announces the patch's announcements through the page's
    /// one polite live region (`#legible-live`, which ``streamingPage(_:title:script:)`` writes;
    /// the script makes one if the page has none). What is announced and when follows the
    /// `AnnouncementPolicy` of the `StreamingAnswer` that made the patches.
    ///
    /// ```js
    /// const events = new EventSource("/answer/42");
    /// events.onmessage = (message) => LegibleStream.apply(JSON.parse(message.data));
    /// ```
    public static var streamingScript: String {
        guard let url = Bundle.module.url(forResource: "legible-stream", withExtension: "js"),
              let script = try? String(contentsOf: url, encoding: .utf8) else { return "" }
        return script
    }

    /// A page for a streamed answer as it stands (build the model with
    /// `ReadingModel(snapshot:phrases:)`), with the live region its announcements go to and,
    /// unless told otherwise, the script that applies the patches that follow.
    public func streamingPage(_ model: ReadingModel, title: String = "", script: ScriptInclusion = .embedded) -> String {
        var extra = MarkupWriter(options: options)
        extra.raw("<div id=\"legible-live\" class=\"legible-visually-hidden\" aria-live=\"polite\" aria-atomic=\"true\"></div>\n")
        switch script {
        case .embedded:
            extra.raw("<script>\n")
            extra.markup(Self.streamingScript)
            extra.raw("</script>\n")
        case .linked(let url):
            extra.raw("<script")
            extra.urlAttribute("src", url, isImage: false)
            extra.raw("></script>\n")
        case .none:
            break
        }
        return page(model, title: title, afterDocument: extra.string, scriptAllowed: true)
    }
}
