// Stub of TextKit 2 and the text classes UIKit and AppKit share, for Linux: signatures
// transcribed from Apple's public documentation; not Apple code. See Stubs/README.md.
//
// On Apple platforms these classes live in UIFoundation, which UIKit and AppKit both re-export,
// so they are one set of declarations there too. The UIKit and AppKit stubs re-export this
// module (`@_exported import _TextKitStubs`); glue never imports it by name. What differs by
// platform (the image an attachment draws, fonts, colors, graphics contexts) stays in each.
@_exported import CoreGraphics
@_exported import Foundation
