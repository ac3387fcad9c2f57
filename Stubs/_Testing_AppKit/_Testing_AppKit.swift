// Swift Testing declares a cross-import overlay for AppKit: a file importing both Testing and AppKit
// imports `_Testing_AppKit`, which the Linux toolchain does not ship. This empty module stands in for
// it, so that the glue's tests can import the AppKit stub. It declares nothing.
