#!/usr/bin/env python3
"""The terminal's display formulas against TeX's own layout: lays out math-heavy corpus documents
as `legible view` does (through `LegibleBenchmarks terminal-math`), typesets every display formula
with LuaTeX (../shared/tools/tex_layout_oracle.py), and counts the drawings by defect class.

    python3 Scripts/terminal-math-sweep.py                         # d2l-en and oi-wiki-math, 100 and 80 columns
    python3 Scripts/terminal-math-sweep.py --examples 3 FILE...    # some documents, three examples a class

Each character the drawing puts in a cell is matched with the glyph TeX sets for it (both in the
order TeX sets them, compared after Unicode compatibility folding: `𝑥`, `²` and `x` are x), and
neighbours are compared where they stand:
  placement  TeX sets one above or below the other (a script, a limit, a label over an arrow) and
             the drawing does not, or the other way round, or puts side by side what TeX stacks:
             different mathematics.
  order      two characters on one line in the opposite order: different mathematics.
  symbols    a character TeX sets that the drawing lacks, or one the drawing adds: different
             mathematics unless it is only a mark.
  spacing    TeX leaves at least a thick space (2.5 pt) between two neighbours on a line and the
             drawing none, or at least a quad (8 pt) and the drawing less than two cells.
  alignment  TeX puts two relations of different lines at one x (an `aligned` column) and the
             drawing does not put them in one column.
and, at each width, how the layout showed the formula: drawn whole, broken into lines, clipped
(still too wide after breaking), linear (flattened whole) or source (TeX it cannot read).
TeX's layout is cached in .build/terminal-math-tex.jsonl; LuaTeX sets about 20 formulas a second.
"""
import argparse
import collections
import json
import os
import pathlib
import re
import subprocess
import sys
import unicodedata

root = pathlib.Path(__file__).resolve().parent.parent
shared = pathlib.Path(os.environ.get("LEGIBLE_SHARED", root.parent / "shared"))
cache = root / ".build" / "terminal-math-tex.jsonl"

DIFFERENT_MATHEMATICS = ("placement", "order", "symbols")
CLASSES = DIFFERENT_MATHEMATICS + ("spacing", "alignment")
RELATIONS = set("=<>≤≥≈≡∼≃≅∈∉⊂⊃⊆⊇→←↔⇒⇐⇔⟹⟸⟺↦∝⊥∣|:")
# Characters a drawing writes high without being script characters: their level says nothing.
HIGH = set("′″‴⁗°*∗†‡")
# What TeX draws in sizes of its own (large operators, radical signs, fences built from pieces)
# and a drawing draws in cells of drawing characters: neither side's are compared.
DRAWN = set("∑∏∐∫∬∭∮∯∰⋃⋂⋁⋀⨀⨁⨂⨄⨆√∛∜") | {chr(c) for c in range(0x239B, 0x23B4)}
# Characters one side writes as another: unicode-math's ratio for `:`, the transpose's
# script T, the asterisk.
SAME = {"∶": ":", "⊤": "T", "*": "∗", "ɑ": "α", "⧵": "∖", "\\": "∖", "‐": "-", "”": '"', "’": "'"}
# Fences, which TeX draws in sizes of its own where they grow: one side's left over is no defect.
FENCES = set("()[]{}|‖⟨⟩⌊⌋⌈⌉")
# What LuaTeX leaves out of the layout the oracle reads: `\setminus` (Latin Modern Math has no
# U+29F5), a text hyphen (a discretionary, which the dump does not walk); and the minus signs
# amsmath builds `\xrightarrow`'s shaft from.
NOT_IN_TEX = set("∖-")


def drawings(arguments):
    binary = arguments.benchmarks or str(root / "Tools" / ".build" / "debug" / "LegibleBenchmarks")
    if not arguments.benchmarks:
        subprocess.run(["swift", "build", "--package-path", "Tools", "--product", "LegibleBenchmarks"], cwd=root, check=True,
                       capture_output=True)
    command = [binary, "terminal-math"] + sum((["--width", str(w)] for w in arguments.widths), []) + arguments.files
    result = subprocess.run(command, capture_output=True, text=True, check=True, env=dict(os.environ, LEGIBLE_SHARED=str(shared)))
    sys.stderr.write(result.stderr)
    return [json.loads(line) for line in result.stdout.splitlines()]


def for_tex(tex):
    """The formula as LuaTeX is given it: amsmath's `\\tag` belongs to a display, not the box the
    oracle sets, so it is written as the drawing sets it, two quads then the tag."""
    tex = re.sub(r"\\tag\*\{([^{}]*)\}", r"\\qquad\\text{\1}", tex)
    return re.sub(r"\\tag\{([^{}]*)\}", r"\\qquad\\text{(\1)}", tex)


def tex_layouts(texts):
    known = {}
    if cache.exists():
        for line in cache.open(encoding="utf-8"):
            record = json.loads(line)
            known[record["tex"]] = record
    missing = sorted(set(texts) - set(known))
    if missing:
        cache.parent.mkdir(exist_ok=True)
        request = cache.parent / "terminal-math-request.jsonl"
        request.write_text("".join(json.dumps({"id": i, "tex": for_tex(t), "display": True}, ensure_ascii=False) + "\n"
                                   for i, t in enumerate(missing)), encoding="utf-8")
        sys.stderr.write(f"LuaTeX: {len(missing)} formulas to lay out\n")
        result = subprocess.run(["nice", "-n", "5", sys.executable, str(shared / "tools" / "tex_layout_oracle.py"), "--jsonl", str(request)],
                                capture_output=True, text=True, check=True)
        with cache.open("a", encoding="utf-8") as out:
            for line in result.stdout.splitlines():
                record = json.loads(line)
                record["tex"] = missing[record["id"]]
                known[record["tex"]] = record
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return known


def folded(text):
    """Each character of `text` folded as compatibility decomposition folds it (`𝑥` and `²` are
    x and 2, `ﬁ` is f and i, `ŷ` is y), without marks."""
    return [SAME.get(c, c) for c in unicodedata.normalize("NFKD", text) if not unicodedata.category(c).startswith("M")
            and unicodedata.category(c) not in ("Lm", "Sk") and not c.isspace()]


def script_level(character):
    decomposition = unicodedata.decomposition(character)
    return 0.5 if decomposition.startswith("<super>") else -0.5 if decomposition.startswith("<sub>") else 0


def tex_glyphs(layout):
    """TeX's glyphs as characters, in the order TeX set them; `skipped` counts the glyphs not
    compared (sized variants, pieces) before each."""
    glyphs = []
    skipped = 0
    previous_end = None
    for number, glyph in enumerate(layout["glyphs"]):
        scalar = glyph["char"]
        end = glyph["x"] + glyph["advance"]
        if 0xE000 <= scalar <= 0xF8FF or scalar >= 0xF0000 or chr(scalar) in DRAWN:
            skipped += 1
            previous_end = end
            continue
        characters = folded(chr(scalar))
        for index, character in enumerate(characters):
            width = glyph["advance"] / max(1, len(characters))
            glyphs.append({"c": character, "x": glyph["x"] + index * width, "w": width, "y": glyph["y"], "size": glyph["size"],
                           "skipped": skipped, "glyph": number, "after": previous_end})
        previous_end = end
    return glyphs


def cell_width(character):
    return 2 if unicodedata.east_asian_width(character) in ("W", "F") else 0 if unicodedata.category(character).startswith("M") else 1


def cell_symbols(symbols):
    cells = []
    for number, (text, row, column) in enumerate(symbols):
        if any(c in DRAWN for c in text):
            continue
        characters = folded(text)
        high = any(c in HIGH for c in text)
        wide = any(is_wide(c) for c in text)
        level = max((script_level(c) for c in text), key=abs, default=0)
        for character in characters:
            cells.append({"c": character, "row": row, "col": column, "w": cell_width(text[0]) or 1,
                          "v": -row + level, "level": level, "high": high, "symbol": number,
                          "wide": wide})
    return cells


def matched(a, b):
    """The longest common subsequence of two character sequences, as index pairs."""
    n, m = len(a), len(b)
    if n * m > 6_000_000:
        return None
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below = table[i], table[i + 1]
        ai = a[i]["c"]
        for j in range(m - 1, -1, -1):
            row[j] = below[j + 1] + 1 if ai == b[j]["c"] else max(below[j], row[j + 1])
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if a[i]["c"] == b[j]["c"]:
            pairs.append((i, j))
            i += 1
            j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def is_wide(character):
    return unicodedata.east_asian_width(character) in ("W", "F")


def compared(tex_layout, drawing):
    """TeX's glyphs, the drawing's characters, and the pairs of them that are one character."""
    tex = tex_glyphs(tex_layout)
    cells = cell_symbols(drawing["symbols"])
    return tex, cells, matched(tex, cells)


def same_line(g1, g2, c1, c2):
    """Whether two neighbours stand on one line in TeX (one baseline, one size) and in the drawing."""
    return abs(g2["y"] - g1["y"]) < 0.2 and abs(g1["size"] - g2["size"]) < 0.1 and c1["row"] == c2["row"] and c1["v"] == c2["v"]


def aligned_relations(tex, cells, pairs):
    """The pairs of relations TeX puts at one x on different lines (an `aligned` column)."""
    for k1, (i1, j1) in enumerate(pairs):
        g1 = tex[i1]
        # Only relations at the display's own size: a limit's `=` under sums that stand at one x
        # is at one x because the sums are, and a wider limit above rounds one a cell aside.
        if g1["c"] not in RELATIONS or g1["size"] < 9.9:
            continue
        for i2, j2 in pairs[k1 + 1:]:
            g2 = tex[i2]
            if g2["c"] == g1["c"] and abs(g2["x"] - g1["x"]) < 0.05 and abs(g2["y"] - g1["y"]) > 8:
                yield j1, j2


def defects(tex_layout, drawing):
    """The defect classes of a drawing against TeX's layout, each with what shows it."""
    tex, cells, pairs = compared(tex_layout, drawing)
    found = {}
    if pairs is None:
        return {"symbols": "too long to compare"}
    # Arrows TeX builds from pieces of its own size (`\xrightarrow`, `\overrightarrow`), which the
    # drawing writes as arrow characters.
    arrows = re.search(r"\\(x|over|under)(left|right)arrow", tex_layout["tex"]) is not None
    # Full-width forms in the TeX (`＝`, `．`): Latin Modern has none, so TeX sets nothing where
    # the drawing writes their narrow form.
    full_width = {unicodedata.normalize("NFKC", c) for c in tex_layout["tex"] if 0xFF01 <= ord(c) <= 0xFF5E}
    lost = [g["c"] for k, g in enumerate(tex) if k not in {i for i, _ in pairs} and g["c"] not in FENCES
            and not (arrows and g["c"] == "−")]
    # Latin Modern has no CJK or full-width forms: TeX drops what the drawing writes.
    added = [c["c"] for k, c in enumerate(cells) if k not in {j for _, j in pairs} and c["c"] not in FENCES | NOT_IN_TEX
             and not c["wide"] and not (arrows and c["c"] in "→←") and c["c"] not in full_width]
    if lost or added:
        found["symbols"] = f"TeX's {''.join(lost)!r} not drawn, {''.join(added)!r} added"
    for (i1, j1), (i2, j2) in zip(pairs, pairs[1:]):
        g1, g2, c1, c2 = tex[i1], tex[i2], cells[j1], cells[j2]
        if g1["glyph"] == g2["glyph"] or c1["symbol"] == c2["symbol"]:
            continue
        what = f"{g1['c']}{g2['c']}"
        dy = g2["y"] - g1["y"]
        ambiguous = c1["high"] or c2["high"]
        # A script character stands half a row off its line: a level a drawing has for scripts
        # only, which says nothing of their height against a script a row off.
        opposite = (dy > 1.0 and c2["v"] - c1["v"] <= -1) or (dy < -1.0 and c2["v"] - c1["v"] >= 1)
        # On one level in the drawing where TeX raises or lowers one as a script or a limit (a
        # smaller size) or by more than half a line; less is a table of an even number of rows,
        # which TeX centres between two rows and cells cannot.
        level = abs(dy) > 1.0 and c2["v"] == c1["v"] and (abs(g1["size"] - g2["size"]) > 0.1 or abs(dy) > 7)
        # Heights are compared where the second follows what TeX set just before it (a script
        # after its base or its fence, a limit under its sign): the last of a denominator and
        # the first of a sum's limit after it are each at their own depth.
        # A script stands right after its base in the drawing too (beside it, or on the row above
        # or below, after the fence or sign it is on), or under the superscript before it.
        # A script is smaller than its base, or as small as the script before it; after a fence
        # TeX does not compare (a `\right)`) it starts where the fence ends, where a limit starts
        # under its sign, whose height no cell shows.
        between = c2["col"] - (c1["col"] + c1["w"])
        skipped = g2["skipped"] - g1["skipped"]
        script = g2["size"] < g1["size"] - 0.1 or (abs(g2["size"] - g1["size"]) < 0.1 and g1["size"] < 9.9)
        follows = (script and g2["after"] is not None and g2["x"] - g2["after"] < 1.5
                   and (skipped == 0 or g2["x"] - g2["after"] > -0.5)
                   and (0 <= between <= skipped or c2["col"] == c1["col"]))
        if not ambiguous and follows and (opposite or level):
            found.setdefault("placement", f"{what}: TeX sets the second {'above' if dy > 0 else 'below'} the first")
        centre1, centre2 = g1["x"] + g1["w"] / 2, g2["x"] + g2["w"] / 2
        # Both scripts of one base in script characters stand side by side (`x₂²`): the drawing's
        # way of writing what TeX stacks.
        scripts = c1["row"] == c2["row"] and ({c1["level"], c2["level"]} == {0.5, -0.5}
                                               or (c1["high"] and c2["level"] == -0.5) or (c2["high"] and c1["level"] == -0.5))
        stacked = abs(dy) > 3 and g1["x"] < centre2 < g1["x"] + g1["w"] and g2["x"] < centre1 < g2["x"] + g2["w"] and not scripts
        # Rounding a centred stack may shift one a cell aside, but never onto the other's row.
        if stacked and c1["row"] == c2["row"] and (c2["col"] >= c1["col"] + c1["w"] or c1["col"] >= c2["col"] + c2["w"]):
            found.setdefault("placement", f"{what}: TeX stacks them, the drawing sets them side by side")
        # Neighbours with something between them that is not compared (a sum's sign, a fence).
        if not same_line(g1, g2, c1, c2) or g2["skipped"] != g1["skipped"]:
            continue
        if (g2["x"] > g1["x"]) != (c2["col"] > c1["col"]):
            found.setdefault("order", f"{what}: in the opposite order")
        gap = g2["x"] - (g1["x"] + g1["w"])
        cells_between = c2["col"] - (c1["col"] + c1["w"])
        if (gap >= 2.5 and cells_between < 1) or (gap >= 8 and cells_between < 2):
            found.setdefault("spacing", f"{what}: TeX {gap:.1f} pt apart, the drawing {cells_between} cells")
    for j1, j2 in aligned_relations(tex, cells, pairs):
        if cells[j1]["col"] != cells[j2]["col"]:
            found.setdefault("alignment", f"{cells[j1]['c']} at one x in TeX, in columns {cells[j1]['col']} and {cells[j2]['col']}")
    return found


def mutations(tex_layout, drawing):
    """Drawings made wrong on purpose from a right one, each where its check is the one that
    must find it: a script set on its base's line, the space TeX puts after a relation or in
    text taken out, two neighbours on a line swapped, a relation aligned with another moved a
    cell, a character left out."""
    tex, cells, pairs = compared(tex_layout, drawing)
    symbols = [list(s) for s in drawing["symbols"]]
    made = {}
    def moved(change):
        return dict(drawing, symbols=[change(index, list(symbol)) for index, symbol in enumerate(symbols)])
    for (i1, j1), (i2, j2) in zip(pairs or [], (pairs or [])[1:]):
        g1, g2, c1, c2 = tex[i1], tex[i2], cells[j1], cells[j2]
        if c1["symbol"] == c2["symbol"]:
            continue
        text = symbols[c2["symbol"]][0]
        if "placement" not in made and g2["y"] - g1["y"] > 1 and g2["size"] < g1["size"] and len(text) == 1 and script_level(text) > 0:
            base = unicodedata.normalize("NFKD", text)
            made["placement"] = moved(lambda i, s: [base, s[1], s[2]] if i == c2["symbol"] else s)
        if not same_line(g1, g2, c1, c2) or g1["skipped"] != g2["skipped"]:
            continue
        gap = c2["col"] - (c1["col"] + c1["w"])
        if "spacing" not in made and g2["x"] - (g1["x"] + g1["w"]) >= 2.5 and gap >= 1:
            made["spacing"] = moved(lambda i, s: [s[0], s[1], s[2] - gap] if s[1] == c2["row"] and s[2] >= c2["col"] else s)
        if "order" not in made and c1["c"] != c2["c"]:
            made["order"] = moved(lambda i, s: [s[0], s[1], c1["col"] if i == c2["symbol"] else c2["col"] if i == c1["symbol"] else s[2]])
    for j1, j2 in aligned_relations(tex, cells, pairs or []):
        row = cells[j2]["row"]
        made["alignment"] = moved(lambda i, s: [s[0], s[1], s[2] + 1] if s[1] == row else s)
        break
    letters = [index for index, (text, _, _) in enumerate(symbols) if text.isalnum()]
    if letters:
        made["symbols"] = dict(drawing, symbols=[s for index, s in enumerate(symbols) if index != letters[0]])
    return made.items()


def self_test(records, layouts):
    """How many drawings made wrong on purpose each check finds: what a count of zero is worth."""
    tried, found = collections.Counter(), collections.Counter()
    for record in records:
        layout = layouts.get(record["tex"])
        if not record.get("drawing") or not layout or not layout.get("ok") or defects(layout, record["drawing"]):
            continue
        for name, drawing in mutations(layout, record["drawing"]):
            tried[name] += 1
            if name in defects(layout, drawing):
                found[name] += 1
    print("drawings made wrong on purpose, found by their check: "
          + ", ".join(f"{name} {found[name]} of {tried[name]} ({100 * found[name] / max(1, tried[name]):.0f}%)" for name in CLASSES))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="Markdown files (default: the corpus's d2l-en and oi-wiki-math)")
    parser.add_argument("--widths", type=int, nargs="+", default=[100, 80])
    parser.add_argument("--examples", type=int, default=2, help="examples shown for each class")
    parser.add_argument("--benchmarks", help="a built LegibleBenchmarks (default: build and run the debug one)")
    parser.add_argument("--json", type=pathlib.Path, help="write each formula's classes here, one JSON object a line")
    parser.add_argument("--self-test", action="store_true", help="also count how many drawings made wrong on purpose each check finds")
    arguments = parser.parse_args()
    records = drawings(arguments)
    layouts = tex_layouts({r["tex"] for r in records if r.get("drawing")})
    documents = len({r["file"] for r in records})
    counts = {width: collections.Counter() for width in arguments.widths}
    drawing_counts = collections.Counter()
    examples = collections.defaultdict(list)
    rejected = 0
    out = arguments.json.open("w", encoding="utf-8") if arguments.json else None
    for record in records:
        found = {}
        layout = layouts.get(record["tex"])
        if record.get("drawing") and layout and layout.get("ok"):
            found = defects(layout, record["drawing"])
        elif record.get("drawing"):
            rejected += 1
        for name, why in found.items():
            drawing_counts[name] += 1
            examples[name].append((record, why))
        if any(name in DIFFERENT_MATHEMATICS for name in found):
            drawing_counts["different mathematics"] += 1
        if found:
            drawing_counts["any"] += 1
        for width in arguments.widths:
            shown = record["shown"][str(width)]
            counts[width][shown["how"]] += 1
            if found or shown["how"] in ("clipped", "linear", "source"):
                counts[width]["with a defect"] += 1
            if shown["how"] in ("clipped", "linear"):
                examples[f"{shown['how']} at {width}"].append((record, ""))
        if out:
            out.write(json.dumps({"file": record["file"], "tex": record["tex"], "defects": found,
                                  "shown": {w: record["shown"][str(w)]["how"] for w in arguments.widths}}, ensure_ascii=False) + "\n")
    total = len(records)
    print(f"{total} display formulas in {documents} documents; {rejected} drawn but rejected by LuaTeX (not compared)")
    print("drawings against TeX: " + ", ".join(f"{name} {drawing_counts[name]}" for name in CLASSES)
          + f"; different mathematics {drawing_counts['different mathematics']}, any defect {drawing_counts['any']}"
          + f" ({100 * drawing_counts['any'] / max(1, total):.2f}%)")
    for width in arguments.widths:
        c = counts[width]
        print(f"at {width} columns: " + ", ".join(f"{how} {c[how]}" for how in ("drawn", "broken", "clipped", "linear", "source"))
              + f"; with a defect {c['with a defect']} ({100 * c['with a defect'] / max(1, total):.2f}%)")
    if arguments.self_test:
        self_test(records, layouts)
    for name in list(CLASSES) + [f"{how} at {w}" for w in arguments.widths for how in ("clipped", "linear")]:
        for record, why in examples[name][:arguments.examples]:
            print(f"\n## {name}: {pathlib.Path(record['file']).name}: {why}\n   {record['tex'][:200]}")
            for row in (record["shown"][name.split()[-1]]["rows"] if " at " in name else record["drawing"]["rows"]):
                print("   |" + row)


if __name__ == "__main__":
    main()
