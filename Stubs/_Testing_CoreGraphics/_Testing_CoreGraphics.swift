// Swift Testing declares a cross-import overlay for CoreGraphics: a file importing both Testing
// and CoreGraphics (the UIKit and AppKit stubs re-export it) imports `_Testing_CoreGraphics`,
// which the Linux toolchain does not ship. This empty module stands in for it. It declares nothing.
