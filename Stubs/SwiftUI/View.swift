// Stub of Apple's SwiftUI for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md. Only what the representable wrappers use.
@_exported import Foundation
import AppKit
import UIKit

/// https://developer.apple.com/documentation/swiftui/view
/// decl: @MainActor @preconcurrency protocol View
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    /// decl: associatedtype Body : View
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    /// decl: @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    /// decl: var body: Never { get } (Never's, for views that have no body of their own)
    public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/proposedviewsize
/// decl: @frozen struct ProposedViewSize
@available(iOS 16.0, macOS 13.0, *)
public struct ProposedViewSize: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    /// decl: init(width: CGFloat?, height: CGFloat?)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/zero
    /// decl: static let zero: ProposedViewSize
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity
    /// decl: static let infinity: ProposedViewSize
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    /// decl: static let unspecified: ProposedViewSize
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    /// decl: var width: CGFloat?
    public var width: CGFloat?
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    /// decl: var height: CGFloat?
    public var height: CGFloat?
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// decl: struct EnvironmentValues
/// Stub: holds only the values the wrappers read.
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    /// decl: init()
    public init() {}

    private var storedOpenURL: OpenURLAction?
    /// Stub: the custom values set through `subscript(_:)` (EnvironmentKey.swift), by key type.
    var customValues: [ObjectIdentifier: Any] = [:]

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
    /// decl: @MainActor @preconcurrency var openURL: OpenURLAction { get set }
    /// Stub: by default an action that asks the system to open the URL, recording it.
    @MainActor public var openURL: OpenURLAction {
        get { storedOpenURL ?? OpenURLAction { _ in .systemAction } }
        set { storedOpenURL = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/font
    /// decl: var font: Font? { get set }
    public var font: Font?

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    /// decl: var colorScheme: ColorScheme { get set }
    public var colorScheme: ColorScheme = .light

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    /// decl: var colorSchemeContrast: ColorSchemeContrast { get }
    /// Stub: settable, so tests can stand for Increase Contrast.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
}

/// https://developer.apple.com/documentation/swiftui/font
/// decl: struct Font
/// Stub: a font is the name of the text style it was made from.
public struct Font: Hashable, Sendable {
    private let style: String

    /// https://developer.apple.com/documentation/swiftui/font/largetitle
    /// decl: static let largeTitle: Font
    public static let largeTitle = Font(style: "largeTitle")
    /// https://developer.apple.com/documentation/swiftui/font/title
    /// decl: static let title: Font
    public static let title = Font(style: "title")
    /// https://developer.apple.com/documentation/swiftui/font/title2
    /// decl: static let title2: Font
    public static let title2 = Font(style: "title2")
    /// https://developer.apple.com/documentation/swiftui/font/title3
    /// decl: static let title3: Font
    public static let title3 = Font(style: "title3")
    /// https://developer.apple.com/documentation/swiftui/font/headline
    /// decl: static let headline: Font
    public static let headline = Font(style: "headline")
    /// https://developer.apple.com/documentation/swiftui/font/subheadline
    /// decl: static let subheadline: Font
    public static let subheadline = Font(style: "subheadline")
    /// https://developer.apple.com/documentation/swiftui/font/body
    /// decl: static let body: Font
    public static let body = Font(style: "body")
    /// https://developer.apple.com/documentation/swiftui/font/callout
    /// decl: static let callout: Font
    public static let callout = Font(style: "callout")
    /// https://developer.apple.com/documentation/swiftui/font/footnote
    /// decl: static let footnote: Font
    public static let footnote = Font(style: "footnote")
    /// https://developer.apple.com/documentation/swiftui/font/caption
    /// decl: static let caption: Font
    public static let caption = Font(style: "caption")
    /// https://developer.apple.com/documentation/swiftui/font/caption2
    /// decl: static let caption2: Font
    public static let caption2 = Font(style: "caption2")

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    /// decl: static func custom(_ name: String, size: CGFloat) -> Font
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(style: "custom \(name) \(size)") }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
/// decl: enum ColorScheme
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    /// decl: case light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    /// decl: case dark
    case dark
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast
/// decl: enum ColorSchemeContrast
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast/standard
    /// decl: case standard
    case standard
    /// https://developer.apple.com/documentation/swiftui/colorschemecontrast/increased
    /// decl: case increased
    case increased
}

/// https://developer.apple.com/documentation/swiftui/openurlaction
/// decl: @MainActor @preconcurrency struct OpenURLAction
@MainActor public struct OpenURLAction {
    private let handler: (URL) -> OpenURLAction.Result

    /// https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:)
    /// decl: @MainActor @preconcurrency init(handler: @escaping (URL) -> OpenURLAction.Result)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { self.handler = handler }

    /// https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
    /// decl: @MainActor @preconcurrency func callAsFunction(_ url: URL)
    public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { OpenURLAction.systemOpened.append(url) }
    }

    /// Not an Apple declaration: the URLs the system was asked to open, for tests.
    @_spi(Testing) public static var systemOpened: [URL] = []

    /// https://developer.apple.com/documentation/swiftui/openurlaction/result
    /// decl: struct Result
    public struct Result: Equatable, Sendable {
        private let kind: Int
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/handled
        /// decl: static let handled: OpenURLAction.Result
        public static let handled = Result(kind: 0)
        /// https://developer.apple.com/documentation/swiftui/openurlaction/result/systemaction
        /// decl: static let systemAction: OpenURLAction.Result
        public static let systemAction = Result(kind: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// decl: @resultBuilder struct ViewBuilder
/// Stub: builds one view, the most a `body` here holds (a `#if` choosing one of two).
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// decl: static func buildBlock<Content>(_ content: Content) -> Content where Content : View
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
}
