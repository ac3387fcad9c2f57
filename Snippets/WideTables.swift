// How a table too wide for the view is laid out: each column its one-line width up to a limit,
// never narrower than its widest word, and the table scrolls sideways.
import LegibleRendering

// Widest words 340 and 110, one-line widths 340 and 360, 300 to lay them out in, 200 at most a column:
let widths = TableColumnWidths(minimum: [340, 110], maximum: [340, 360], available: 300, scrolledColumnLimit: 200)
print(widths.columns)      // [340.0, 200.0]: wider than the 300 there is, so the table scrolls
