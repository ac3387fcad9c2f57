// Replaced by the sentence segmentation implementation.
