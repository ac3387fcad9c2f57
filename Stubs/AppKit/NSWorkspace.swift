/// https://developer.apple.com/documentation/appkit/nsworkspace
/// decl: class NSWorkspace
/// Stub: records the URLs it opens.
open class NSWorkspace: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsworkspace/shared
    /// decl: class var shared: NSWorkspace { get }
    open class var shared: NSWorkspace { instance }
    private static let instance = NSWorkspace()
    private let lock = NSLock()
    private var openedURLs: [URL] = []

    /// https://developer.apple.com/documentation/appkit/nsworkspace/open(_:)
    /// decl: func open(_ url: URL) -> Bool
    @discardableResult
    open func open(_ url: URL) -> Bool {
        lock.withLock { openedURLs.append(url) }
        return true
    }

    /// Not an Apple declaration: the URLs opened so far, for tests.
    @_spi(Testing) public var opened: [URL] { lock.withLock { openedURLs } }
}

/// https://developer.apple.com/documentation/appkit/nspasteboard
/// decl: class NSPasteboard
/// Stub: one in-memory general pasteboard of strings.
open class NSPasteboard: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nspasteboard/general
    /// decl: class var general: NSPasteboard { get }
    open class var general: NSPasteboard { instance }
    private static let instance = NSPasteboard()
    private let lock = NSLock()
    private var strings: [PasteboardType: String] = [:]

    /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype
    /// decl: struct PasteboardType
    public struct PasteboardType: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/init(rawvalue:)
        /// decl: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/rawvalue
        /// decl: let rawValue: String
        public let rawValue: String
        /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/string
        /// decl: static let string: NSPasteboard.PasteboardType
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
        /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/html
        /// decl: static let html: NSPasteboard.PasteboardType
        public static let html = PasteboardType(rawValue: "public.html")

        /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/url
        /// decl: static let URL: NSPasteboard.PasteboardType
        public static let URL = PasteboardType(rawValue: "public.url")
    }

    /// https://developer.apple.com/documentation/appkit/nspasteboard/clearcontents()
    /// decl: func clearContents() -> Int
    @discardableResult
    open func clearContents() -> Int {
        lock.withLock { strings = [:] }
        return 0
    }

    /// https://developer.apple.com/documentation/appkit/nspasteboard/setstring(_:fortype:)
    /// decl: func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool
    @discardableResult
    open func setString(_ string: String, forType dataType: NSPasteboard.PasteboardType) -> Bool {
        lock.withLock { strings[dataType] = string }
        return true
    }

    /// https://developer.apple.com/documentation/appkit/nspasteboard/string(fortype:)
    /// decl: func string(forType dataType: NSPasteboard.PasteboardType) -> String?
    open func string(forType dataType: NSPasteboard.PasteboardType) -> String? { lock.withLock { strings[dataType] } }
}
