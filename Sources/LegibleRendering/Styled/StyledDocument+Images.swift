/// The images of a document, for a view that loads them.
extension StyledDocument {
    /// Every image drawn in the document, in reading order (an image used twice is listed twice).
    public var images: [ImageAttachment] {
        runs.compactMap { run in
            if case .image(let image)? = run.attributes.attachment { return image }
            return nil
        }
    }
}
