/// https://developer.apple.com/documentation/uikit/nstextattachment
/// decl: class NSTextAttachment
/// Its members that AppKit shares are on `_NSTextAttachmentHost` (the TextKit stubs); these are
/// the ones that name UIKit's image class.
open class NSTextAttachment: _NSTextAttachmentHost {
    /// https://developer.apple.com/documentation/uikit/nstextattachment/image
    /// decl: var image: UIImage? { get set }
    open var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/nstextattachment/image(forbounds:textcontainer:characterindex:)
    /// decl: func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?
    /// Stub: as the page says, ``image`` when there is one, else "an image based on the text
    /// attachment's contents and fileType": with neither, UIKit's placeholder icon, which the
    /// stub stands for with an empty image (TextKit 1 draws it).
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image ?? UIImage(size: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/nstextattachment/image(for:attributes:location:textcontainer:)
    /// decl: func image(for bounds: CGRect, attributes: [NSAttributedString.Key : Any] = [:], location: any NSTextLocation, textContainer: NSTextContainer?) -> UIImage?
    /// Stub: the placeholder as above (TextKit 2 draws it).
    @available(iOS 15.0, *)
    open func image(for bounds: CGRect, attributes: [NSAttributedString.Key: Any] = [:], location: any NSTextLocation,
                    textContainer: NSTextContainer?) -> UIImage? {
        image ?? UIImage(size: .zero)
    }
}
