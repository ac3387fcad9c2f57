/// The members of `NSStandardKeyBindingResponding`, the key-binding commands AppKit sends along
/// the responder chain (the Edit menu's Select All sends `selectAll:`, Control-Return
/// `showContextMenuForSelection:`). NSResponder adopts the protocol in a category
/// (`@interface NSResponder (NSStandardKeyBindingMethods) <NSStandardKeyBindingResponding>`,
/// NSResponder.h of the macOS 26 SDK), and Swift imports an adopted protocol's optional members
/// as members of the class: a subclass method of the same name must say `override`. Linux cannot
/// override a member declared in an extension, so they live here, between NSResponder and its
/// accessibility members; `doCommand(by:)`, which takes a `Selector`, is left out (see
/// Stubs/README.md). Not an Apple type: glue never names it.
@MainActor open class _NSStandardKeyBindingHost: _NSViewAccessibilityHost {
    /// Not an Apple declaration: the stub's initializer.
    public override init() { super.init() }

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/inserttext(_:)
    /// decl: optional func insertText(_ insertString: Any)
    /// (derived: `- (void)insertText:(id)insertString` in NSResponder.h, macOS 26 SDK.)
    open func insertText(_ insertString: Any) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveforward(_:)
    /// decl: optional func moveForward(_ sender: Any?)
    /// (derived: `- (void)moveForward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveForward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveright(_:)
    /// decl: optional func moveRight(_ sender: Any?)
    /// (derived: `- (void)moveRight:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveRight(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movebackward(_:)
    /// decl: optional func moveBackward(_ sender: Any?)
    /// (derived: `- (void)moveBackward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveBackward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveleft(_:)
    /// decl: optional func moveLeft(_ sender: Any?)
    /// (derived: `- (void)moveLeft:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveLeft(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveup(_:)
    /// decl: optional func moveUp(_ sender: Any?)
    /// (derived: `- (void)moveUp:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveUp(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movedown(_:)
    /// decl: optional func moveDown(_ sender: Any?)
    /// (derived: `- (void)moveDown:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveDown(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordforward(_:)
    /// decl: optional func moveWordForward(_ sender: Any?)
    /// (derived: `- (void)moveWordForward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordForward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordbackward(_:)
    /// decl: optional func moveWordBackward(_ sender: Any?)
    /// (derived: `- (void)moveWordBackward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordBackward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetobeginningofline(_:)
    /// decl: optional func moveToBeginningOfLine(_ sender: Any?)
    /// (derived: `- (void)moveToBeginningOfLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToBeginningOfLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoendofline(_:)
    /// decl: optional func moveToEndOfLine(_ sender: Any?)
    /// (derived: `- (void)moveToEndOfLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToEndOfLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetobeginningofparagraph(_:)
    /// decl: optional func moveToBeginningOfParagraph(_ sender: Any?)
    /// (derived: `- (void)moveToBeginningOfParagraph:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToBeginningOfParagraph(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoendofparagraph(_:)
    /// decl: optional func moveToEndOfParagraph(_ sender: Any?)
    /// (derived: `- (void)moveToEndOfParagraph:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToEndOfParagraph(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoendofdocument(_:)
    /// decl: optional func moveToEndOfDocument(_ sender: Any?)
    /// (derived: `- (void)moveToEndOfDocument:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToEndOfDocument(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetobeginningofdocument(_:)
    /// decl: optional func moveToBeginningOfDocument(_ sender: Any?)
    /// (derived: `- (void)moveToBeginningOfDocument:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToBeginningOfDocument(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/pagedown(_:)
    /// decl: optional func pageDown(_ sender: Any?)
    /// (derived: `- (void)pageDown:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func pageDown(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/pageup(_:)
    /// decl: optional func pageUp(_ sender: Any?)
    /// (derived: `- (void)pageUp:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func pageUp(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/centerselectioninvisiblearea(_:)
    /// decl: optional func centerSelectionInVisibleArea(_ sender: Any?)
    /// (derived: `- (void)centerSelectionInVisibleArea:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func centerSelectionInVisibleArea(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movebackwardandmodifyselection(_:)
    /// decl: optional func moveBackwardAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveBackwardAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveBackwardAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveforwardandmodifyselection(_:)
    /// decl: optional func moveForwardAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveForwardAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveForwardAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordforwardandmodifyselection(_:)
    /// decl: optional func moveWordForwardAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveWordForwardAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordForwardAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordbackwardandmodifyselection(_:)
    /// decl: optional func moveWordBackwardAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveWordBackwardAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordBackwardAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveupandmodifyselection(_:)
    /// decl: optional func moveUpAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveUpAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveUpAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movedownandmodifyselection(_:)
    /// decl: optional func moveDownAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveDownAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveDownAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetobeginningoflineandmodifyselection(_:)
    /// decl: optional func moveToBeginningOfLineAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToBeginningOfLineAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToBeginningOfLineAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoendoflineandmodifyselection(_:)
    /// decl: optional func moveToEndOfLineAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToEndOfLineAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToEndOfLineAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetobeginningofparagraphandmodifyselection(_:)
    /// decl: optional func moveToBeginningOfParagraphAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToBeginningOfParagraphAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToBeginningOfParagraphAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoendofparagraphandmodifyselection(_:)
    /// decl: optional func moveToEndOfParagraphAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToEndOfParagraphAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToEndOfParagraphAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoendofdocumentandmodifyselection(_:)
    /// decl: optional func moveToEndOfDocumentAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToEndOfDocumentAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToEndOfDocumentAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetobeginningofdocumentandmodifyselection(_:)
    /// decl: optional func moveToBeginningOfDocumentAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToBeginningOfDocumentAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToBeginningOfDocumentAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/pagedownandmodifyselection(_:)
    /// decl: optional func pageDownAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)pageDownAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func pageDownAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/pageupandmodifyselection(_:)
    /// decl: optional func pageUpAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)pageUpAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func pageUpAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveparagraphforwardandmodifyselection(_:)
    /// decl: optional func moveParagraphForwardAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveParagraphForwardAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveParagraphForwardAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveparagraphbackwardandmodifyselection(_:)
    /// decl: optional func moveParagraphBackwardAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveParagraphBackwardAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveParagraphBackwardAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordright(_:)
    /// decl: optional func moveWordRight(_ sender: Any?)
    /// (derived: `- (void)moveWordRight:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordRight(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordleft(_:)
    /// decl: optional func moveWordLeft(_ sender: Any?)
    /// (derived: `- (void)moveWordLeft:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordLeft(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moverightandmodifyselection(_:)
    /// decl: optional func moveRightAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveRightAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveRightAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/moveleftandmodifyselection(_:)
    /// decl: optional func moveLeftAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveLeftAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveLeftAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordrightandmodifyselection(_:)
    /// decl: optional func moveWordRightAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveWordRightAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordRightAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movewordleftandmodifyselection(_:)
    /// decl: optional func moveWordLeftAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveWordLeftAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveWordLeftAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoleftendofline(_:)
    /// decl: optional func moveToLeftEndOfLine(_ sender: Any?)
    /// (derived: `- (void)moveToLeftEndOfLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToLeftEndOfLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetorightendofline(_:)
    /// decl: optional func moveToRightEndOfLine(_ sender: Any?)
    /// (derived: `- (void)moveToRightEndOfLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToRightEndOfLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetoleftendoflineandmodifyselection(_:)
    /// decl: optional func moveToLeftEndOfLineAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToLeftEndOfLineAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToLeftEndOfLineAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/movetorightendoflineandmodifyselection(_:)
    /// decl: optional func moveToRightEndOfLineAndModifySelection(_ sender: Any?)
    /// (derived: `- (void)moveToRightEndOfLineAndModifySelection:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func moveToRightEndOfLineAndModifySelection(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/scrollpageup(_:)
    /// decl: optional func scrollPageUp(_ sender: Any?)
    /// (derived: `- (void)scrollPageUp:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func scrollPageUp(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/scrollpagedown(_:)
    /// decl: optional func scrollPageDown(_ sender: Any?)
    /// (derived: `- (void)scrollPageDown:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func scrollPageDown(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/scrolllineup(_:)
    /// decl: optional func scrollLineUp(_ sender: Any?)
    /// (derived: `- (void)scrollLineUp:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func scrollLineUp(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/scrolllinedown(_:)
    /// decl: optional func scrollLineDown(_ sender: Any?)
    /// (derived: `- (void)scrollLineDown:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func scrollLineDown(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/scrolltobeginningofdocument(_:)
    /// decl: optional func scrollToBeginningOfDocument(_ sender: Any?)
    /// (derived: `- (void)scrollToBeginningOfDocument:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func scrollToBeginningOfDocument(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/scrolltoendofdocument(_:)
    /// decl: optional func scrollToEndOfDocument(_ sender: Any?)
    /// (derived: `- (void)scrollToEndOfDocument:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func scrollToEndOfDocument(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/transpose(_:)
    /// decl: optional func transpose(_ sender: Any?)
    /// (derived: `- (void)transpose:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func transpose(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/transposewords(_:)
    /// decl: optional func transposeWords(_ sender: Any?)
    /// (derived: `- (void)transposeWords:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func transposeWords(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectall(_:)
    /// decl: optional func selectAll(_ sender: Any?)
    /// (derived: `- (void)selectAll:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func selectAll(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectparagraph(_:)
    /// decl: optional func selectParagraph(_ sender: Any?)
    /// (derived: `- (void)selectParagraph:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func selectParagraph(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectline(_:)
    /// decl: optional func selectLine(_ sender: Any?)
    /// (derived: `- (void)selectLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func selectLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selectword(_:)
    /// decl: optional func selectWord(_ sender: Any?)
    /// (derived: `- (void)selectWord:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func selectWord(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/indent(_:)
    /// decl: optional func indent(_ sender: Any?)
    /// (derived: `- (void)indent:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func indent(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/inserttab(_:)
    /// decl: optional func insertTab(_ sender: Any?)
    /// (derived: `- (void)insertTab:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertTab(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertbacktab(_:)
    /// decl: optional func insertBacktab(_ sender: Any?)
    /// (derived: `- (void)insertBacktab:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertBacktab(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertnewline(_:)
    /// decl: optional func insertNewline(_ sender: Any?)
    /// (derived: `- (void)insertNewline:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertNewline(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertparagraphseparator(_:)
    /// decl: optional func insertParagraphSeparator(_ sender: Any?)
    /// (derived: `- (void)insertParagraphSeparator:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertParagraphSeparator(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertnewlineignoringfieldeditor(_:)
    /// decl: optional func insertNewlineIgnoringFieldEditor(_ sender: Any?)
    /// (derived: `- (void)insertNewlineIgnoringFieldEditor:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertNewlineIgnoringFieldEditor(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/inserttabignoringfieldeditor(_:)
    /// decl: optional func insertTabIgnoringFieldEditor(_ sender: Any?)
    /// (derived: `- (void)insertTabIgnoringFieldEditor:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertTabIgnoringFieldEditor(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertlinebreak(_:)
    /// decl: optional func insertLineBreak(_ sender: Any?)
    /// (derived: `- (void)insertLineBreak:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertLineBreak(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertcontainerbreak(_:)
    /// decl: optional func insertContainerBreak(_ sender: Any?)
    /// (derived: `- (void)insertContainerBreak:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertContainerBreak(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertsinglequoteignoringsubstitution(_:)
    /// decl: optional func insertSingleQuoteIgnoringSubstitution(_ sender: Any?)
    /// (derived: `- (void)insertSingleQuoteIgnoringSubstitution:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertSingleQuoteIgnoringSubstitution(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/insertdoublequoteignoringsubstitution(_:)
    /// decl: optional func insertDoubleQuoteIgnoringSubstitution(_ sender: Any?)
    /// (derived: `- (void)insertDoubleQuoteIgnoringSubstitution:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func insertDoubleQuoteIgnoringSubstitution(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/changecaseofletter(_:)
    /// decl: optional func changeCaseOfLetter(_ sender: Any?)
    /// (derived: `- (void)changeCaseOfLetter:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func changeCaseOfLetter(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/uppercaseword(_:)
    /// decl: optional func uppercaseWord(_ sender: Any?)
    /// (derived: `- (void)uppercaseWord:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func uppercaseWord(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/lowercaseword(_:)
    /// decl: optional func lowercaseWord(_ sender: Any?)
    /// (derived: `- (void)lowercaseWord:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func lowercaseWord(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/capitalizeword(_:)
    /// decl: optional func capitalizeWord(_ sender: Any?)
    /// (derived: `- (void)capitalizeWord:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func capitalizeWord(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deleteforward(_:)
    /// decl: optional func deleteForward(_ sender: Any?)
    /// (derived: `- (void)deleteForward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteForward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletebackward(_:)
    /// decl: optional func deleteBackward(_ sender: Any?)
    /// (derived: `- (void)deleteBackward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteBackward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletebackwardbydecomposingpreviouscharacter(_:)
    /// decl: optional func deleteBackwardByDecomposingPreviousCharacter(_ sender: Any?)
    /// (derived: `- (void)deleteBackwardByDecomposingPreviousCharacter:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteBackwardByDecomposingPreviousCharacter(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletewordforward(_:)
    /// decl: optional func deleteWordForward(_ sender: Any?)
    /// (derived: `- (void)deleteWordForward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteWordForward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletewordbackward(_:)
    /// decl: optional func deleteWordBackward(_ sender: Any?)
    /// (derived: `- (void)deleteWordBackward:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteWordBackward(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletetobeginningofline(_:)
    /// decl: optional func deleteToBeginningOfLine(_ sender: Any?)
    /// (derived: `- (void)deleteToBeginningOfLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteToBeginningOfLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletetoendofline(_:)
    /// decl: optional func deleteToEndOfLine(_ sender: Any?)
    /// (derived: `- (void)deleteToEndOfLine:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteToEndOfLine(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletetobeginningofparagraph(_:)
    /// decl: optional func deleteToBeginningOfParagraph(_ sender: Any?)
    /// (derived: `- (void)deleteToBeginningOfParagraph:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteToBeginningOfParagraph(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletetoendofparagraph(_:)
    /// decl: optional func deleteToEndOfParagraph(_ sender: Any?)
    /// (derived: `- (void)deleteToEndOfParagraph:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteToEndOfParagraph(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/yank(_:)
    /// decl: optional func yank(_ sender: Any?)
    /// (derived: `- (void)yank:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func yank(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/complete(_:)
    /// decl: optional func complete(_ sender: Any?)
    /// (derived: `- (void)complete:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func complete(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/setmark(_:)
    /// decl: optional func setMark(_ sender: Any?)
    /// (derived: `- (void)setMark:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func setMark(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/deletetomark(_:)
    /// decl: optional func deleteToMark(_ sender: Any?)
    /// (derived: `- (void)deleteToMark:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func deleteToMark(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/selecttomark(_:)
    /// decl: optional func selectToMark(_ sender: Any?)
    /// (derived: `- (void)selectToMark:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func selectToMark(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/swapwithmark(_:)
    /// decl: optional func swapWithMark(_ sender: Any?)
    /// (derived: `- (void)swapWithMark:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func swapWithMark(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/canceloperation(_:)
    /// decl: optional func cancelOperation(_ sender: Any?)
    /// (derived: `- (void)cancelOperation:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func cancelOperation(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/makebasewritingdirectionnatural(_:)
    /// decl: optional func makeBaseWritingDirectionNatural(_ sender: Any?)
    /// (derived: `- (void)makeBaseWritingDirectionNatural:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func makeBaseWritingDirectionNatural(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/makebasewritingdirectionlefttoright(_:)
    /// decl: optional func makeBaseWritingDirectionLeftToRight(_ sender: Any?)
    /// (derived: `- (void)makeBaseWritingDirectionLeftToRight:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func makeBaseWritingDirectionLeftToRight(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/makebasewritingdirectionrighttoleft(_:)
    /// decl: optional func makeBaseWritingDirectionRightToLeft(_ sender: Any?)
    /// (derived: `- (void)makeBaseWritingDirectionRightToLeft:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func makeBaseWritingDirectionRightToLeft(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/maketextwritingdirectionnatural(_:)
    /// decl: optional func makeTextWritingDirectionNatural(_ sender: Any?)
    /// (derived: `- (void)makeTextWritingDirectionNatural:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func makeTextWritingDirectionNatural(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/maketextwritingdirectionlefttoright(_:)
    /// decl: optional func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// (derived: `- (void)makeTextWritingDirectionLeftToRight:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/maketextwritingdirectionrighttoleft(_:)
    /// decl: optional func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// (derived: `- (void)makeTextWritingDirectionRightToLeft:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/quicklookpreviewitems(_:)
    /// decl: optional func quickLookPreviewItems(_ sender: Any?)
    /// (derived: `- (void)quickLookPreviewItems:(nullable id)sender` in NSResponder.h, macOS 26 SDK.)
    open func quickLookPreviewItems(_ sender: Any?) {}

    /// https://developer.apple.com/documentation/appkit/nsstandardkeybindingresponding/showcontextmenuforselection(_:)
    /// decl: optional func showContextMenuForSelection(_ sender: Any?)
    @available(macOS 15.0, *)
    open func showContextMenuForSelection(_ sender: Any?) {}
}
