// A custom theme: name only the colors you change (the rest come from the standard theme, in
// each appearance), and check it against WCAG 2.2 contrast before a reader meets it.
import LegibleRendering

// snippet.hide
let standard = Theme.standard
// snippet.show
let brand = Theme(body: standard.body, headings: standard.headings, code: standard.code, tableHeader: standard.tableHeader,
                  palettes: [.light: Palette([.link: ThemeColor(hex: 0x6D28D9)]),
                             .dark: Palette([.link: ThemeColor(hex: 0x1F3A5F)])],
                  spacing: standard.spacing)
for problem in brand.contrastProblems() { print(problem) }
// dark: link #1F3A5F on background #0D1117 is 1.64:1, needs 4.5:1 …
