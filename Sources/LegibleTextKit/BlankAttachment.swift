#if (canImport(UIKit) && !os(tvOS) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CoreGraphics
import Foundation
#if canImport(UIKit)
internal import UIKit
#else
internal import AppKit
#endif

/// The attachment at an image's or formula's U+FFFC: it reserves the room the layout draws the
/// image or formula in, and draws nothing itself. An attachment with no image, contents or file
/// type draws an image "based on the text attachment's contents and fileType" (its
/// documentation), UIKit's generic document icon, which showed through every formula and
/// transparent image (uikit B2, appkit C12): both of the methods TextKit asks for the image to
/// draw answer none
/// ([image(forBounds:textContainer:characterIndex:)](https://developer.apple.com/documentation/uikit/nstextattachment/image(forbounds:textcontainer:characterindex:))
/// for TextKit 1, [image(for:attributes:location:textContainer:)](https://developer.apple.com/documentation/uikit/nstextattachment/image(for:attributes:location:textcontainer:))
/// for TextKit 2).
final class BlankAttachment: NSTextAttachment {
    /// An attachment `bounds` in size.
    init(bounds: CGRect) {
        super.init(data: nil, ofType: nil)
        self.bounds = bounds
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> PlatformImage? {
        nil
    }

    override func image(for bounds: CGRect, attributes: [NSAttributedString.Key: Any] = [:], location: any NSTextLocation,
                                textContainer: NSTextContainer?) -> PlatformImage? {
        nil
    }
}

#if canImport(UIKit)
/// The platform's image, which an attachment draws.
typealias PlatformImage = UIImage
#else
typealias PlatformImage = NSImage
#endif
#endif
