import Foundation

/// Debian's cmark and cmark-gfm libraries, loaded at run time so the benchmark needs no C
/// dependency to build and the reference runs in the same process on the same bytes.
enum ReferenceParsers {
    private typealias MarkdownToHTML = @convention(c) (UnsafePointer<CChar>?, Int, Int32) -> UnsafeMutablePointer<CChar>?

    /// `cmark_markdown_to_html` from libcmark (Debian package `libcmark0.30.2` or `libcmark-dev`).
    static func cmark() throws -> ([UInt8]) -> Int {
        let library = try open(["libcmark.so.0.30.2", "libcmark.so"])
        let convert = unsafeBitCast(try symbol(library, "cmark_markdown_to_html"), to: MarkdownToHTML.self)
        return { bytes in
            bytes.withUnsafeBufferPointer { buffer in
                let html = buffer.withMemoryRebound(to: CChar.self) { convert($0.baseAddress, $0.count, 0) }
                let length = html.map { strlen($0) } ?? 0
                free(html)
                return length
            }
        }
    }

    private typealias ParserNew = @convention(c) (Int32) -> OpaquePointer?
    private typealias FindExtension = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    private typealias AttachExtension = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    private typealias Feed = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> Void
    private typealias Finish = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Extensions = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Render = @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    private typealias Free = @convention(c) (OpaquePointer?) -> Void
    private typealias Register = @convention(c) () -> Void

    /// The extensions `cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist`
    /// turns on.
    static let gitHubExtensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// libcmark-gfm with the GitHub extensions, as `cmark-gfm -e …` runs it (Debian `cmark-gfm`).
    static func cmarkGFM() throws -> ([UInt8]) -> Int {
        let core = try open(["libcmark-gfm.so.0.29.0.gfm.6", "libcmark-gfm.so"])
        let extensionsLibrary = try open(["libcmark-gfm-extensions.so.0.29.0.gfm.6", "libcmark-gfm-extensions.so"])
        unsafeBitCast(try symbol(extensionsLibrary, "cmark_gfm_core_extensions_ensure_registered"), to: Register.self)()
        let parserNew = unsafeBitCast(try symbol(core, "cmark_parser_new"), to: ParserNew.self)
        let findExtension = unsafeBitCast(try symbol(core, "cmark_find_syntax_extension"), to: FindExtension.self)
        let attach = unsafeBitCast(try symbol(core, "cmark_parser_attach_syntax_extension"), to: AttachExtension.self)
        let feed = unsafeBitCast(try symbol(core, "cmark_parser_feed"), to: Feed.self)
        let finish = unsafeBitCast(try symbol(core, "cmark_parser_finish"), to: Finish.self)
        let syntaxExtensions = unsafeBitCast(try symbol(core, "cmark_parser_get_syntax_extensions"), to: Extensions.self)
        let render = unsafeBitCast(try symbol(core, "cmark_render_html"), to: Render.self)
        let freeNode = unsafeBitCast(try symbol(core, "cmark_node_free"), to: Free.self)
        let freeParser = unsafeBitCast(try symbol(core, "cmark_parser_free"), to: Free.self)
        let extensions = try gitHubExtensions.map { name in
            guard let found = findExtension(name) else { throw BenchmarkError("cmark-gfm has no extension \(name)") }
            return found
        }
        return { bytes in
            let parser = parserNew(0)
            for found in extensions { _ = attach(parser, found) }
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { feed(parser, $0.baseAddress, $0.count) }
            }
            let document = finish(parser)
            let html = render(document, 0, syntaxExtensions(parser))
            let length = html.map { strlen($0) } ?? 0
            free(html)
            freeNode(document)
            freeParser(parser)
            return length
        }
    }

    static func open(_ names: [String],
                     install: String = "apt-get install -y libcmark-dev cmark-gfm") throws -> UnsafeMutableRawPointer {
        // Private symbol scope: libcmark and libcmark-gfm export the same `cmark_*` names, and
        // cmark-gfm's extensions must bind to their own library, not to whichever loaded first.
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        throw BenchmarkError("cannot load \(names[0]); install it with `\(install)`")
    }

    static func symbol(_ library: UnsafeMutableRawPointer, _ name: String) throws -> UnsafeMutableRawPointer {
        guard let pointer = dlsym(library, name) else { throw BenchmarkError("missing symbol \(name)") }
        return pointer
    }
}
