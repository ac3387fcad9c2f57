// Stub of Apple's AppKit for Linux: signatures transcribed from Apple's public documentation;
// not Apple code. See Stubs/README.md.
@_exported import CoreGraphics
@_exported import Foundation
// TextKit 2 and the text attributes, which UIKit and AppKit both re-export from UIFoundation.
@_exported import _TextKitStubs
