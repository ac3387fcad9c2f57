#!/usr/bin/env python3
"""Writes Sources/LegibleText/LineBreakTable.swift and Sources/LegibleText/CellWidthTable.swift from
the Unicode Character Database (Unicode 15.0; Debian's unicode-data package installs it in
/usr/share/unicode, or pass another directory holding the same layout as the argument).

Files read: LineBreak.txt, EastAsianWidth.txt, emoji/emoji-data.txt, UnicodeData.txt (general
categories, to resolve SA and to find unassigned code points) and DerivedCoreProperties.txt
(Default_Ignorable_Code_Point).

Both tables are lists of runs that cover every code point from U+0000 to U+10FFFF: each run starts
where the value changes and lasts until the next run starts. Each run is one UInt32, the first code
point shifted left by 8 bits with the value's code in the low byte, so a lookup is one binary
search over a single flat array (as in SentenceBreakTable.swift).

Line break classes are resolved here as UAX #14 rule LB1 says (AI, SG and XX become AL; SA becomes
CM for marks and AL otherwise; CJ becomes NS), and three classes are split so that the rules need
no other property at run time: OP and CP of East Asian Width F, W or H (which LB30 leaves out), and
ID code points that are unassigned and Extended_Pictographic (which LB30b keeps before EM). The
codes must match the raw values of LineBreakClass.

Cell widths: 0 for controls, nonspacing and enclosing marks, format controls, default ignorables
and the Hangul medial vowels and final consonants (which join the syllable before them); 2 for
East Asian Width W and F and for Emoji_Presentation; 1 otherwise. The code's bits 2 and up carry
the emoji properties that decide the width of a whole grapheme cluster; they must match
ScalarWidth in CellWidth.swift."""
import pathlib
import re
import sys

LAST_SCALAR = 0x10FFFF

# The raw values of LineBreakClass, in the order the Swift enum declares them: (code name in this
# script, Swift case name). Codes 0...38 are UAX #14 classes after LB1; the last three are splits.
LINE_BREAK_CLASSES = [
    ("BK", "mandatoryBreak"), ("CR", "carriageReturn"), ("LF", "lineFeed"), ("NL", "nextLine"),
    ("SP", "space"), ("ZW", "zeroWidthSpace"), ("ZWJ", "zeroWidthJoiner"), ("CM", "combiningMark"),
    ("WJ", "wordJoiner"), ("GL", "glue"), ("BA", "breakAfter"), ("HY", "hyphen"),
    ("BB", "breakBefore"), ("B2", "breakBoth"), ("CB", "contingentBreak"), ("CL", "closePunctuation"),
    ("CP", "closeParenthesis"), ("EX", "exclamation"), ("IS", "infixSeparator"), ("SY", "symbol"),
    ("OP", "openPunctuation"), ("QU", "quotation"), ("NS", "nonstarter"), ("IN", "inseparable"),
    ("NU", "numeric"), ("PR", "prefix"), ("PO", "postfix"), ("AL", "alphabetic"),
    ("HL", "hebrewLetter"), ("ID", "ideographic"), ("EB", "emojiBase"), ("EM", "emojiModifier"),
    ("H2", "hangulLV"), ("H3", "hangulLVT"), ("JL", "hangulLeadingJamo"), ("JV", "hangulVowelJamo"),
    ("JT", "hangulTrailingJamo"), ("RI", "regionalIndicator"),
    ("OP_EA", "openPunctuationEastAsian"), ("CP_EA", "closeParenthesisEastAsian"),
    ("ID_PICT", "unassignedPictographic"),
]
LINE_BREAK_CODES = {name: code for code, (name, _) in enumerate(LINE_BREAK_CLASSES)}

# The bits of a cell width code above the width itself (bits 0 and 1).
EMOJI, PICTOGRAPHIC, MODIFIER_BASE, MODIFIER = 1 << 2, 1 << 3, 1 << 4, 1 << 5

directory = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode")


def read(name):
    """The text of the data file `name` and the Unicode version its first line names."""
    text = (directory / name).read_text(encoding="utf-8")
    # "LineBreak-15.0.0.txt" on the first line, or "Emoji Version 15.0" in emoji-data.txt's header.
    version = (re.search(r"-([0-9]+\.[0-9]+\.[0-9]+)\.txt", text.split("\n", 1)[0])
               or re.search(r"Emoji Version ([0-9]+\.[0-9]+)", text[:2000]))
    return text, version.group(1) if version else "unknown"


def entries(text):
    """(first, last, value) for each data line of a UCD property file."""
    for line in text.splitlines():
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        first, _, last = fields[0].partition("..")
        yield int(first, 16), int(last, 16) if last else int(first, 16), fields[1]


def assign(values, first, last, value):
    for point in range(first, last + 1):
        values[point] = value


# General categories; code points UnicodeData.txt does not list are unassigned (Cn).
unicode_data, _ = read("UnicodeData.txt")  # names no version
category = ["Cn"] * (LAST_SCALAR + 1)
range_start = None
for line in unicode_data.splitlines():
    fields = line.split(";")
    point, name, gc = int(fields[0], 16), fields[1], fields[2]
    if name.endswith(", First>"):
        range_start = point
    elif name.endswith(", Last>"):
        assign(category, range_start, point, gc)
    else:
        category[point] = gc

line_break_text, version = read("LineBreak.txt")
width_text, width_version = read("EastAsianWidth.txt")
emoji_text, emoji_version = read("emoji/emoji-data.txt")
core_text, core_version = read("DerivedCoreProperties.txt")
if len({".".join(v.split(".")[:2]) for v in (version, width_version, emoji_version, core_version)}) != 1:
    sys.exit(f"the data files are of different Unicode versions: {version}, {width_version}, {emoji_version}, {core_version}")

# East Asian Width, with the defaults that EastAsianWidth.txt's header gives for unlisted code points.
east_asian = ["N"] * (LAST_SCALAR + 1)
for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
    assign(east_asian, first, last, "W")
for first, last, value in entries(width_text):
    assign(east_asian, first, last, value)

emoji = {name: set() for name in ("Emoji", "Emoji_Presentation", "Emoji_Modifier", "Emoji_Modifier_Base",
                                  "Extended_Pictographic")}
for first, last, name in entries(emoji_text):
    if name in emoji:
        emoji[name].update(range(first, last + 1))

default_ignorable = set()
for first, last, name in entries(core_text):
    if name == "Default_Ignorable_Code_Point":
        default_ignorable.update(range(first, last + 1))

# Line_Break, with the defaults that LineBreak.txt's header gives for unlisted code points, then LB1.
line_break = ["XX"] * (LAST_SCALAR + 1)
for first, last, value in [(0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
                           (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"), (0x1F000, 0x1FAFF, "ID"),
                           (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR")]:
    assign(line_break, first, last, value)
for first, last, value in entries(line_break_text):
    assign(line_break, first, last, value)

line_break_codes = bytearray(LAST_SCALAR + 1)
width_codes = bytearray(LAST_SCALAR + 1)
for point in range(LAST_SCALAR + 1):
    name = line_break[point]
    if name in ("AI", "SG", "XX"):
        name = "AL"
    elif name == "SA":
        name = "CM" if category[point] in ("Mn", "Mc") else "AL"
    elif name == "CJ":
        name = "NS"
    if name in ("OP", "CP") and east_asian[point] in ("F", "W", "H"):
        name += "_EA"
    if point in emoji["Extended_Pictographic"] and category[point] == "Cn":
        if name != "ID":
            sys.exit(f"U+{point:04X} is unassigned and pictographic but {name}, not ID")
        name = "ID_PICT"
    line_break_codes[point] = LINE_BREAK_CODES[name]  # an unknown class stops the script

    gc = category[point]
    if (gc in ("Cc", "Mn", "Me", "Cf", "Zl", "Zp") or point in default_ignorable
            or 0x1160 <= point <= 0x11FF or 0xD7B0 <= point <= 0xD7FF):
        width = 0
    elif east_asian[point] in ("W", "F") or point in emoji["Emoji_Presentation"]:
        width = 2
    else:
        width = 1
    flags = ((EMOJI if point in emoji["Emoji"] else 0)
             | (PICTOGRAPHIC if point in emoji["Extended_Pictographic"] else 0)
             | (MODIFIER_BASE if point in emoji["Emoji_Modifier_Base"] else 0)
             | (MODIFIER if point in emoji["Emoji_Modifier"] else 0))
    width_codes[point] = width | flags


def runs(values):
    return [(point, values[point]) for point in range(LAST_SCALAR + 1)
            if point == 0 or values[point] != values[point - 1]]


def run_lines(table):
    lines = []
    for chunk_start in range(0, len(table), 6):
        chunk = table[chunk_start:chunk_start + 6]
        lines.append("        " + " ".join(f"0x{start:06X}_{code:02X}," for start, code in chunk))
    return "\n".join(lines)


def header(files):
    return f"""// Generated by Scripts/generate-line-break-tables.py from {files}
// of the Unicode Character Database {version} (Debian package unicode-data, /usr/share/unicode);
// do not edit. To update, run `python3 Scripts/generate-line-break-tables.py [path/to/directory]`."""


sources = pathlib.Path(__file__).resolve().parent.parent / "Sources/LegibleText"
line_break_runs = runs(line_break_codes)
ascii_lines = []
for row in range(0, 128, 4):
    names = [f".{LINE_BREAK_CLASSES[line_break_codes[point]][1]}," for point in range(row, row + 4)]
    ascii_lines.append(f"        {' '.join(names):<84} // {row:02X}–{row + 3:02X}")
(sources / "LineBreakTable.swift").write_text(f"""{header("LineBreak.txt, EastAsianWidth.txt, emoji-data.txt, UnicodeData.txt")}

extension LineBreakClass {{
    /// The version of the Unicode Character Database the tables were generated from.
    static let unicodeVersion = "{version}"

    /// The class of each ASCII scalar, indexed by its value, so that ASCII text never searches.
    static let asciiTable: [LineBreakClass] = [
{chr(10).join(ascii_lines)}
    ]

    /// Runs of code points with one class, covering U+0000…U+10FFFF in order: each entry is
    /// `firstCodePoint << 8 | rawValue`, and a run lasts until the next entry's first code point.
    static let runTable: [UInt32] = [
{run_lines(line_break_runs)}
    ]
}}
""", encoding="utf-8")

width_runs = runs(width_codes)
(sources / "CellWidthTable.swift").write_text(f"""{header("EastAsianWidth.txt, emoji-data.txt, UnicodeData.txt, DerivedCoreProperties.txt")}

extension ScalarWidth {{
    /// Runs of code points with one width and the same emoji properties, covering
    /// U+0000…U+10FFFF in order: each entry is `firstCodePoint << 8 | rawValue`, and a run lasts
    /// until the next entry's first code point.
    static let runTable: [UInt32] = [
{run_lines(width_runs)}
    ]
}}
""", encoding="utf-8")
print(f"wrote {len(line_break_runs)} line break runs and {len(width_runs)} cell width runs (Unicode {version})")
