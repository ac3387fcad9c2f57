#!/usr/bin/env python3
"""Checks the typesetter in a font without a MATH table (what a platform with no math font
draws formulas in) against Chromium's MathML drawing in the same font: a seeded sample of corpus
formulas, one a paragraph, on two pages in headless Chromium, each formula's box in its own em.

    python3 Scripts/browser/check-math-text-font.py --legible Tools/.build/release/legible [--sample 300] [--font PATH]

The typesetter's page is `legible page --math svg --math-font FONT`: without a MATH table the
typesetter takes MathML Core's fallback constants (half the x-height as the math axis, the
underline as the rule, the OS/2 script offsets, 1/24 em after scripts…) and builds large
delimiters from Unicode's pieces (U+239B-U+23AF), as MathML Core's Unicode-based glyph
assemblies say. Chromium's page is `legible page --math mathml` with its `math` elements in FONT
(an `@font-face` of the file). A formula agrees when both its width and its height plus depth are
within 0.1 em; the check passes when at least 90% agree (`--floor`).

What is compared, like with like:
- Both pages are measured at 100 px text. Chromium's token boxes are ink boxes rounded out to
  whole pixels: at the page's 17.6 px a `(` is 0.1 em taller than its ink, at 100 px 0.01 em.
- The pages' Content-Security-Policy (`default-src 'none'`) forbids the font file the check adds
  to the MathML page; the check turns the policy off in its own browser (DevTools'
  Page.setBypassCSP), which changes nothing the page draws.
- Chromium 156 does not take MathML Core's fallbacks for a font without a MATH table where it
  has its own (blink's math_scripts_layout_algorithm.cc): a fifth of an em after each script
  rather than 1/24 em, sub- and superscripts shifted by a third of the x-height and by the
  x-height (not the font's OS/2 offsets), dropped by half the x-height from the base's edges.
  The check gives Chromium's scripts MathML Core's space after them (a negative end margin of
  1/5 − 1/24 em on `msub`, `msup`, `msubsup`); the shifts cannot be stated in MathML Core and
  stay Chromium's, so a formula with scripts may differ in height by about 0.13 em.
- Chromium stretches no operator in a font without a MATH table (not `(`, not `√`): Unicode's
  pieces are not used. A delimiter or radical sign TeX makes taller than the character is drawn
  at the character's size by Chromium, and such a formula cannot agree.
- A letter or accent the font lacks (DejaVu Serif has no bold or calligraphic math letters, no
  U+20D7 for `\\vec`) Chromium draws from another font on the system, whose widths are not the
  font's; the typesetter takes what it can from the font's faces.
- The spacing between atoms is TeX's in the typesetter (The TeXbook's table, none of the medium
  and thick spaces in scripts) and MathML Core's operator dictionary in Chromium (`lspace` and
  `rspace` at every script level, none for U+2061 after a function name). The MathML does not
  state TeX's spaces: that needs the typesetter to write the MathML of its own atoms, which it
  does not. Measured on the default sample, setting both sides' spacing to none (a typesetter
  built without it, every `mo`'s lspace and rspace 0) moves the agreement from 29% to 40%.
Run with `--show N` to list the N formulas furthest apart.

The default font is DejaVu Serif (Debian's fonts-dejavu-core), which has the math italic letters
and the delimiter pieces; version 2.37 also has a small MATH table, which the check hides (a copy
of the file with the table's tag renamed, read by both), so that both lay it out as a text font.
Needs Debian's chromium and PyPI's websocket-client (see cdp.py).
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402
from formula_pages import MEASURE, markdown, sample  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEFAULT_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

# Both pages' text at 100 px, where Chromium's whole-pixel ink boxes are within 0.01 em.
LARGE_TEXT = r"""
(() => {
  const style = document.createElement('style');
  style.textContent = '.legible { font-size: 100px !important; }';
  document.head.append(style);
  return true;
})()
"""

# The MathML page's formulas in the font under test, with MathML Core's 1/24 em after scripts
# where Chromium puts a fifth of an em; nothing else of the page changed.
IN_FONT = r"""
(() => {
  const style = document.createElement('style');
  style.textContent = "@font-face { font-family: legible-check; src: url('FONT'); } .legible math { font-family: legible-check !important; }"
    + " .legible math :is(msub, msup, msubsup) { margin-inline-end: calc(1em / 24 - 1em / 5); }";
  document.head.append(style);
  return document.fonts.load('1em legible-check').then(() => document.fonts.ready).then(() => true);
})()
"""


def without_math_table(font, directory):
    """`font`, or a copy of it in `directory` whose MATH table is hidden (its tag renamed, the
    directory's order kept), so that neither reader sees one."""
    data = bytearray(font.read_bytes())
    for record in range(int.from_bytes(data[4:6], "big")):
        start = 12 + 16 * record
        if data[start:start + 4] == b"MATH":
            data[start:start + 4] = b"MATI"
            copy = pathlib.Path(directory, font.stem + "-no-math" + font.suffix)
            copy.write_bytes(bytes(data))
            return copy
    return font


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--sample", type=int, default=300, help="how many corpus formulas (default 300)")
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--font", default=DEFAULT_FONT, help="a font without a MATH table (default: DejaVu Serif)")
    parser.add_argument("--floor", type=float, default=0.9, help="the share that must agree (default 0.9)")
    parser.add_argument("--show", type=int, default=10, help="how many disagreeing formulas to list")
    args = parser.parse_args()
    font = pathlib.Path(args.font).resolve()
    records = sample(args.sample, args.seed)
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        font = without_math_table(font, directory)
        source = pathlib.Path(directory, "formulas.md")
        source.write_text(markdown(records), encoding="utf-8")
        page = browser.new_page()
        page.set_viewport(1600, 900)
        page.send("Page.setBypassCSP", {"enabled": True})
        boxes = {}
        for name, options in (("typesetter", ["--math", "svg", "--math-font", str(font)]), ("chromium", ["--math", "mathml"])):
            html = pathlib.Path(directory, name + ".html")
            html.write_bytes(subprocess.run([args.legible, "page", *options, str(source)], capture_output=True, check=True).stdout)
            page.load_file(html)
            page.evaluate(LARGE_TEXT)
            if name == "chromium":
                page.evaluate(IN_FONT.replace("FONT", font.as_uri()), timeout=60)
            boxes[name] = page.evaluate(MEASURE, timeout=300)
            if len(boxes[name]) != len(records):
                sys.exit(f"the {name} page has {len(boxes[name])} formulas for {len(records)} paragraphs")
    agree = width_agree = height_agree = 0
    disagreements = []
    for record, ours, theirs in zip(records, boxes["typesetter"], boxes["chromium"]):
        if not (ours["drawn"] and theirs["drawn"]):
            disagreements.append((float("inf"), record, "not drawn (the model cannot read it)"))
            continue
        width_off = abs(ours["width"] - theirs["width"])
        height_off = abs(ours["height"] - theirs["height"])
        width_agree += width_off <= 0.1
        height_agree += height_off <= 0.1
        if max(width_off, height_off) <= 0.1:
            agree += 1
        else:
            disagreements.append((max(width_off, height_off), record,
                                  f"{ours['width']:.3f} × {ours['height']:.3f} em, Chromium {theirs['width']:.3f} × {theirs['height']:.3f}"))
    total = len(records)
    share = agree / total if total else 1
    print(f"{total} corpus formulas in {font.name}, no MATH table: the typesetter's box within 0.1 em of Chromium's MathML box, "
          f"width and height, for {agree} ({100 * share:.1f}%); width alone {width_agree}, height alone {height_agree}")
    for off, record, what in sorted(disagreements, key=lambda item: -item[0])[:args.show]:
        print(f"  {'display' if record['display'] else 'inline'} {record['tex'][:90]!r}: {what}")
    if share < args.floor:
        print(f"FAIL: {100 * share:.1f}% agree, under the floor of {100 * args.floor:.0f}%", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
