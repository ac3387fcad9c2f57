// Swift Testing declares a cross-import overlay for UIKit: a file importing both Testing and UIKit
// imports `_Testing_UIKit`, which the Linux toolchain does not ship. This empty module stands in for
// it, so that the glue's tests can import the UIKit stub. It declares nothing.
