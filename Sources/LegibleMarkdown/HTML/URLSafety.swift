/// Which destinations safe HTML drops: those whose scheme runs code or reads local files. Images
/// may keep raster `data:` URLs, which cannot run script. Every HTML writer in the package
/// decides with it.
package enum URLSafety {
    private static let dangerousSchemes = ["javascript:", "vbscript:", "file:", "data:"].map { Array($0.utf8) }
    private static let safeImageData = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].map { Array($0.utf8) }

    package static func isDangerous(_ url: UnsafeBufferPointer<UInt8>, isImage: Bool) -> Bool {
        guard dangerousSchemes.contains(where: { hasPrefixIgnoringCase(url, $0) }) else { return false }
        if isImage && safeImageData.contains(where: { hasPrefixIgnoringCase(url, $0) }) { return false }
        return true
    }

    private static func hasPrefixIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        for index in 0..<prefix.count where ASCII.lowercased(bytes[index]) != prefix[index] { return false }
        return true
    }
}
