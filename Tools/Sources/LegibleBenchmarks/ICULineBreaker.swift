import Foundation

/// ICU's line break iterator (`ubrk_open(UBRK_LINE, …)` over UTF-8 text), loaded at run time from
/// Debian's libicu72 (Unicode 15.0, the version LineBreaker implements), as the reference for
/// the line-breaking benchmark. ICU implements UAX #14 with its own rules file, so its answers
/// are close to ours but not a conformance oracle.
enum ICULineBreaker {
    private typealias OpenUTF8 = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int64, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias CloseText = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Open = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<Int32>) -> OpaquePointer?
    private typealias SetText = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>) -> Void
    private typealias Next = @convention(c) (OpaquePointer?) -> Int32

    /// ICU's version suffix of the exported C functions (ICU renames them by version).
    private static let suffixes = (60...80).reversed().map { "_\($0)" } + [""]

    /// A function that returns ICU's line break opportunities of UTF-8 `bytes` (UTF-8 offsets,
    /// the end included), and the ICU library's name.
    static func load() throws -> (name: String, opportunities: ([UInt8]) -> [Int]) {
        let names = (60...80).reversed().map { "libicuuc.so.\($0)" } + ["libicuuc.so"]
        let library = try ReferenceParsers.open(names, package: "libicu72")
        guard let suffix = suffixes.first(where: { dlsym(library, "ubrk_open" + $0) != nil }) else {
            throw BenchmarkError("libicuuc has no ubrk_open")
        }
        func function<T>(_ name: String, _: T.Type) throws -> T {
            unsafeBitCast(try ReferenceParsers.symbol(library, name + suffix), to: T.self)
        }
        let openUTF8 = try function("utext_openUTF8", OpenUTF8.self)
        let closeText = try function("utext_close", CloseText.self)
        let open = try function("ubrk_open", Open.self)
        let setText = try function("ubrk_setUText", SetText.self)
        let next = try function("ubrk_next", Next.self)
        let lineBreaks: Int32 = 2  // UBRK_LINE
        // One iterator for the whole run, reset to each text; it lives as long as the process.
        var status: Int32 = 0
        let iterator = open(lineBreaks, "en", nil, 0, &status)
        guard status <= 0, iterator != nil else { throw BenchmarkError("ubrk_open failed: ICU error \(status)") }
        return ("ICU \(suffix.dropFirst())", { bytes in
            var offsets: [Int] = []
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    var status: Int32 = 0
                    let text = openUTF8(nil, characters.baseAddress, Int64(characters.count), &status)
                    setText(iterator, text, &status)
                    while case let offset = next(iterator), offset >= 0 { offsets.append(Int(offset)) }
                    _ = closeText(text)
                }
            }
            return offsets
        })
    }
}
