// The theme is LegibleTheme's, so that the accessible page can use it without the rest of
// rendering; whoever imports LegibleRendering (the views, the terminal) has it as before.
@_exported public import LegibleTheme
