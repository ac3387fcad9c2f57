/// The images of a document, for a view that loads them.
extension StyledDocument {
    /// Every image drawn in the document, in reading order (an image used twice is listed twice).
    public var images: [ImageAttachment] { images(fromBlock: 0) }

    /// The images drawn from the block at `first` on, in reading order: after a streamed append,
    /// those of the blocks laid out again (``LayoutInvalidation/firstBlockToLayOut(in:)``), found
    /// without reading the runs before them.
    public func images(fromBlock first: Int) -> [ImageAttachment] {
        runs(fromBlock: first).compactMap { run in
            if case .image(let image)? = run.attributes.attachment { return image }
            return nil
        }
    }
}
