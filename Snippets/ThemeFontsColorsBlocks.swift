// A theme with a font family and size of its own (still scaled by Dynamic Type), translucent,
// system and accent colors, and styles for kinds of block; checked for contrast, the system
// colors noted as the platform's to check.
import LegibleRendering

var theme = Theme.standard
theme.body = .family("Inter", size: 16, relativeTo: .body)            // scaled as body text is
theme.code = .family("JetBrains Mono", size: 14, relativeTo: .body)
theme.palettes[.light]?.colors[.text] = .system(.label)                 // UIColor.label, NSColor.labelColor
theme.palettes[.light]?.colors[.link] = .accent                         // the view's tint, the Mac's accent
theme.palettes[.light]?.colors[.codeBackground] = ThemeColor(hex: 0x0969DA, alpha: 0.08)
theme.blockStyles[.heading(1)] = BlockStyle(spaceBefore: 2, border: .role(.rule), borderWidth: 1, padding: 0.25)
theme.blockStyles[.blockQuote] = BlockStyle(background: .color(ThemeColor(hex: 0x8250DF, alpha: 0.08)), cornerRadius: 8, padding: 0.5)
theme.blockStyles[.codeBlock] = BlockStyle(cornerRadius: 10, border: .role(.rule))
for problem in theme.contrastProblems() { print(problem) }
// light: text system label on background #FFFFFF not checked: the platform resolves system colors …
