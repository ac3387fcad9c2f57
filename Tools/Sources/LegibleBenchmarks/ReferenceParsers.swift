import Foundation

/// A reference Markdown implementation the benchmarks compare with, as two measurable steps.
struct ReferenceParser {
    /// The name and version, as printed.
    let name: String
    /// Parses the bytes (to a tree for cmark, to events for md4c, which builds none) and frees
    /// what it made; returns a number that depends on the work, so it is not optimised away.
    let parse: ([UInt8]) -> Int
    /// Parses and writes HTML; returns the HTML's length.
    let render: ([UInt8]) -> Int
    /// For a parser that builds a tree: parses, and returns a tree that writes its HTML (and
    /// returns its length) each time it is asked, so that writing HTML can be timed alone.
    var parseToTree: (([UInt8]) -> ParsedTree)? = nil
    /// For cmark and cmark-gfm: parses and returns the HTML itself, to compare with ours.
    var htmlText: (([UInt8]) -> String)? = nil
}

/// A reference parser's tree, freed with this object.
final class ParsedTree {
    let html: () -> Int
    private let free: () -> Void

    init(html: @escaping () -> Int, free: @escaping () -> Void) {
        self.html = html
        self.free = free
    }

    deinit { free() }
}

/// Debian's cmark, cmark-gfm and md4c libraries, loaded at run time so the benchmark needs no C
/// dependency to build and the reference runs in the same process on the same bytes.
enum ReferenceParsers {
    private typealias ParseDocument = @convention(c) (UnsafePointer<CChar>?, Int, Int32) -> OpaquePointer?
    private typealias ParserNew = @convention(c) (Int32) -> OpaquePointer?
    private typealias FindExtension = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    private typealias AttachExtension = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    private typealias Feed = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> Void
    private typealias Finish = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Extensions = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias RenderHTML = @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    private typealias RenderGFMHTML = @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    private typealias Free = @convention(c) (OpaquePointer?) -> Void
    private typealias Register = @convention(c) () -> Void

    /// libcmark (Debian package `libcmark0.30.2` or `libcmark-dev`).
    static func cmark() throws -> ReferenceParser {
        let library = try open(["libcmark.so.0.30.2", "libcmark.so"])
        let parseDocument = unsafeBitCast(try symbol(library, "cmark_parse_document"), to: ParseDocument.self)
        let renderHTML = unsafeBitCast(try symbol(library, "cmark_render_html"), to: RenderHTML.self)
        let freeNode = unsafeBitCast(try symbol(library, "cmark_node_free"), to: Free.self)
        func withTree<Result>(_ bytes: [UInt8], _ body: (OpaquePointer?) -> Result) -> Result {
            let document = parse(bytes)
            defer { freeNode(document) }
            return body(document)
        }
        func parse(_ bytes: [UInt8]) -> OpaquePointer? {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { parseDocument($0.baseAddress, $0.count, 0) }
            }
        }
        return ReferenceParser(
            name: "cmark 0.30.2",
            parse: { withTree($0) { $0 == nil ? 0 : 1 } },
            render: { withTree($0) { takeString(renderHTML($0, 0)) } },
            parseToTree: { bytes in
                let document = parse(bytes)
                return ParsedTree(html: { takeString(renderHTML(document, 0)) }, free: { freeNode(document) })
            },
            htmlText: { withTree($0) { copyString(renderHTML($0, unsafeOption)) } })
    }

    /// The extensions `cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist`
    /// turns on.
    static let gitHubExtensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// libcmark-gfm with the GitHub extensions, as `cmark-gfm -e …` runs it (Debian `cmark-gfm`).
    ///
    /// `htmlText` renders with `--unsafe` and, if `footnotes`, `--footnotes` (an option of the
    /// core in cmark-gfm, not an extension), as the GitHub preset parses.
    static func cmarkGFM(footnotes: Bool = false) throws -> ReferenceParser {
        let core = try open(["libcmark-gfm.so.0.29.0.gfm.6", "libcmark-gfm.so"])
        let extensionsLibrary = try open(["libcmark-gfm-extensions.so.0.29.0.gfm.6", "libcmark-gfm-extensions.so"])
        unsafeBitCast(try symbol(extensionsLibrary, "cmark_gfm_core_extensions_ensure_registered"), to: Register.self)()
        let parserNew = unsafeBitCast(try symbol(core, "cmark_parser_new"), to: ParserNew.self)
        let findExtension = unsafeBitCast(try symbol(core, "cmark_find_syntax_extension"), to: FindExtension.self)
        let attach = unsafeBitCast(try symbol(core, "cmark_parser_attach_syntax_extension"), to: AttachExtension.self)
        let feed = unsafeBitCast(try symbol(core, "cmark_parser_feed"), to: Feed.self)
        let finish = unsafeBitCast(try symbol(core, "cmark_parser_finish"), to: Finish.self)
        let syntaxExtensions = unsafeBitCast(try symbol(core, "cmark_parser_get_syntax_extensions"), to: Extensions.self)
        let renderHTML = unsafeBitCast(try symbol(core, "cmark_render_html"), to: RenderGFMHTML.self)
        let freeNode = unsafeBitCast(try symbol(core, "cmark_node_free"), to: Free.self)
        let freeParser = unsafeBitCast(try symbol(core, "cmark_parser_free"), to: Free.self)
        let extensions = try gitHubExtensions.map { name in
            guard let found = findExtension(name) else { throw BenchmarkError("cmark-gfm has no extension \(name)") }
            return found
        }
        func withTree<Result>(_ bytes: [UInt8], _ body: (OpaquePointer?, OpaquePointer?) -> Result) -> Result {
            let (parser, document) = parse(bytes)
            defer {
                freeNode(document)
                freeParser(parser)
            }
            return body(parser, document)
        }
        func parse(_ bytes: [UInt8]) -> (parser: OpaquePointer?, document: OpaquePointer?) {
            let parser = parserNew(footnotes ? footnotesOption : 0)
            for found in extensions { _ = attach(parser, found) }
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { feed(parser, $0.baseAddress, $0.count) }
            }
            return (parser, finish(parser))
        }
        return ReferenceParser(
            name: "cmark-gfm 0.29.0.gfm.6",
            parse: { withTree($0) { _, document in document == nil ? 0 : 1 } },
            render: { withTree($0) { parser, document in takeString(renderHTML(document, 0, syntaxExtensions(parser))) } },
            parseToTree: { bytes in
                let (parser, document) = parse(bytes)
                return ParsedTree(html: { takeString(renderHTML(document, 0, syntaxExtensions(parser))) },
                                  free: { freeNode(document); freeParser(parser) })
            },
            htmlText: { withTree($0) { parser, document in copyString(renderHTML(document, unsafeOption, syntaxExtensions(parser))) } })
    }

    /// md4c's dialects (`md4c.h`): CommonMark is no flags; GitHub is `MD_DIALECT_GITHUB`, which
    /// has tables, strikethrough, task lists and permissive autolinks, but no footnotes, math
    /// or tag filter, which the GitHub preset of legible and cmark-gfm's tag filter add.
    enum MD4CDialect: UInt32 {
        case commonMark = 0
        case gitHub = 0x0F0C  // MD_FLAG_PERMISSIVEAUTOLINKS | TABLES | STRIKETHROUGH | TASKLISTS
    }

    private typealias MD4CParse = @convention(c) (UnsafePointer<CChar>?, UInt32, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias MD4CHTML = @convention(c) (UnsafePointer<CChar>?, UInt32,
        @convention(c) (UnsafePointer<CChar>?, UInt32, UnsafeMutableRawPointer?) -> Void, UnsafeMutableRawPointer?, UInt32, UInt32) -> Int32
    private typealias MD4CNodeCallback = @convention(c) (Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias MD4CTextCallback = @convention(c) (Int32, UnsafePointer<CChar>?, UInt32, UnsafeMutableRawPointer?) -> Int32

    /// md4c 0.4.8 (Debian `libmd4c0` and `libmd4c-html0`). md4c builds no tree: "parse" is
    /// `md_parse` with callbacks that do nothing, "render" is `md_html` into a growing buffer.
    static func md4c(_ dialect: MD4CDialect) throws -> ReferenceParser {
        let core = try open(["libmd4c.so.0", "libmd4c.so"], package: "libmd4c0")
        let html = try open(["libmd4c-html.so.0", "libmd4c-html.so"], package: "libmd4c-html0")
        let parse = unsafeBitCast(try symbol(core, "md_parse"), to: MD4CParse.self)
        let toHTML = unsafeBitCast(try symbol(html, "md_html"), to: MD4CHTML.self)
        // `MD_PARSER` (md4c.h): two `unsigned` fields, then seven function pointers. Written
        // field by field at C's offsets, since a Swift struct's layout is not promised; it
        // lives as long as the program.
        let parserStruct = UnsafeMutableRawPointer.allocate(byteCount: 8 + 7 * 8, alignment: 8)
        parserStruct.initializeMemory(as: UInt8.self, repeating: 0, count: 8 + 7 * 8)
        parserStruct.storeBytes(of: dialect.rawValue, toByteOffset: 4, as: UInt32.self)
        let ignoreNode: MD4CNodeCallback = { _, _, _ in 0 }
        let ignoreText: MD4CTextCallback = { _, _, _, _ in 0 }
        for slot in 0..<4 { parserStruct.storeBytes(of: ignoreNode, toByteOffset: 8 + slot * 8, as: MD4CNodeCallback.self) }
        parserStruct.storeBytes(of: ignoreText, toByteOffset: 8 + 4 * 8, as: MD4CTextCallback.self)
        let definition = UnsafeRawPointer(parserStruct)
        return ReferenceParser(
            name: "md4c 0.4.8",
            parse: { bytes in
                bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { Int(parse($0.baseAddress, UInt32($0.count), definition, nil)) + 1 }
                }
            },
            render: { bytes in
                var output: [UInt8] = []
                output.reserveCapacity(bytes.count + bytes.count / 4)
                bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { input in
                        withUnsafeMutablePointer(to: &output) { target in
                            _ = toHTML(input.baseAddress, UInt32(input.count), { chunk, size, target in
                                guard let chunk, let target else { return }
                                chunk.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
                                    target.assumingMemoryBound(to: [UInt8].self).pointee
                                        .append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size)))
                                }
                            }, UnsafeMutableRawPointer(target), dialect.rawValue, 0)
                        }
                    }
                }
                return output.count
            })
    }

    /// `CMARK_OPT_UNSAFE` and `CMARK_OPT_FOOTNOTES` (cmark.h, cmark-gfm.h).
    private static let unsafeOption: Int32 = 1 << 17
    private static let footnotesOption: Int32 = 1 << 13

    /// A C string the library allocated, copied, then freed.
    private static func copyString(_ string: UnsafeMutablePointer<CChar>?) -> String {
        defer { free(string) }
        return string.map { String(cString: $0) } ?? ""
    }

    /// The length of a C string the library allocated, which is then freed.
    private static func takeString(_ string: UnsafeMutablePointer<CChar>?) -> Int {
        let length = string.map { strlen($0) } ?? 0
        free(string)
        return length
    }

    static func open(_ names: [String], package: String = "libcmark-dev cmark-gfm") throws -> UnsafeMutableRawPointer {
        // Private symbol scope: libcmark and libcmark-gfm export the same `cmark_*` names, and
        // cmark-gfm's extensions must bind to their own library, not to whichever loaded first.
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        throw BenchmarkError("cannot load \(names[0]); install it with `apt-get install -y \(package)`")
    }

    static func symbol(_ library: UnsafeMutableRawPointer, _ name: String) throws -> UnsafeMutableRawPointer {
        guard let pointer = dlsym(library, name) else { throw BenchmarkError("missing symbol \(name)") }
        return pointer
    }
}
