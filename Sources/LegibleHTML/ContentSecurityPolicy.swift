import LegibleAccessibility

extension AccessibleHTMLRenderer {
    /// The Content-Security-Policy of a page of these options, which a page carries in a
    /// `<meta http-equiv>` and a server that embeds fragments should send as a header: the
    /// browser then refuses whatever the HTML did not mean to load, even if a bug or raw HTML
    /// (``AccessibleHTMLOptions/html`` `.unsafe`) put it there.
    ///
    /// A page loads nothing but its images and its stylesheet: `default-src 'none'`; images
    /// from where ``AccessibleHTMLOptions/images`` allows (`data:`, the page's own relative
    /// ones, `'self'`, and the allowed hosts on any port, or any host for `ImagePolicy.allowAll`); styles
    /// from the page itself (`'unsafe-inline'`: the embedded stylesheet; CSS loads nothing but
    /// through `img-src`) and the linked stylesheet's origin; no `<base>` and no form. A
    /// streaming page (`scriptAllowed`) runs its script and whatever the host page connects
    /// to, so it restricts only what loads from the document: images, media, plug-ins, fonts,
    /// `<base>` and forms.
    ///
    /// ```swift
    /// AccessibleHTMLRenderer.contentSecurityPolicy(for: AccessibleHTMLOptions())
    /// // "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"
    /// ```
    public static func contentSecurityPolicy(for options: AccessibleHTMLOptions, scriptAllowed: Bool = false) -> String {
        var images = ["'self'", "data:"]
        if let hosts = options.images.allowedHosts {
            // Any port: the policy allows hosts, whatever port they serve on.
            images += hosts.flatMap { ["http://" + $0 + ":*", "https://" + $0 + ":*"] }
        } else {
            images = ["*"] + images
        }
        var styles = ["'unsafe-inline'"]
        if case .linked(let url) = options.stylesheet { styles.append(styleSource(url)) }
        let loads = scriptAllowed
            ? ["media-src 'none'", "object-src 'none'", "font-src 'none'"]
            : ["default-src 'none'"]
        return (loads + ["img-src " + images.joined(separator: " "), "style-src " + styles.joined(separator: " "),
                         "base-uri 'none'", "form-action 'none'"]).joined(separator: "; ")
    }

    /// Where a linked stylesheet comes from, as a CSP source: its origin (`https://example.com`),
    /// or the page's own (`'self'`) for a relative URL. Nothing of the URL but its scheme and host
    /// (each checked) is written, so no URL can add a directive.
    private static func styleSource(_ url: String) -> String {
        guard let address = WebAddress(url), let scheme = address.scheme else { return "'self'" }
        guard scheme == "http" || scheme == "https", let host = address.host else { return "'none'" }
        return scheme + "://" + host.ascii
    }
}
