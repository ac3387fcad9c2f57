#!/usr/bin/env python3
"""Checks that `legible page` draws formulas the size TeX makes them: a seeded sample of corpus
formulas, one a paragraph (display ones as `$$` blocks), on one page in headless Chromium, each
formula's drawn box (its width, and its height plus depth) against LuaTeX's box for it, in the
formula's own em (LuaTeX's 10 pt is one em).

    python3 Scripts/browser/check-math-tex-agreement.py --legible Tools/.build/release/legible [--sample 300] [--math mathml]

LuaTeX's boxes are those of `Tests/Oracles/luatex-layout-corpus.jsonl` (made by
`Scripts/tex-layout-snapshot.py` through `../shared/tools/tex_layout_oracle.py`: LuaLaTeX with
amsmath and unicode-math, Latin Modern Math, 10 pt), so no TeX is needed here. A formula agrees
when its width is within 0.05 em and its height plus depth within 0.1 em of TeX's; the check
passes when at least 90% agree (`--floor`). A formula `legible read` cannot read as math is
drawn as its TeX, and counts as not agreeing.

What is measured is what the browser lays out: the SVG of an in-line formula is one or more
inline blocks (the pieces a line may break between; the page is laid out without wrapping so
that they stand side by side), a display formula's one SVG, or with `--math mathml` the `math`
elements, the browser's own drawing of the MathML (for comparison: it is not held to the floor
unless `--floor` is given).

Needs Debian's chromium and fonts-lmodern, and PyPI's websocket-client (see cdp.py).
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--sample", type=int, default=300, help="how many corpus formulas (default 300)")
    parser.add_argument("--seed", type=int, default=49)
    parser.add_argument("--math", default="svg", choices=["svg", "mathml"], help="how `legible page` draws formulas")
    parser.add_argument("--floor", type=float, help="the share that must agree (default 0.9 with svg, none with mathml)")
    parser.add_argument("--show", type=int, default=10, help="how many disagreeing formulas to list")
    args = parser.parse_args()
    floor = args.floor if args.floor is not None else (0.9 if args.math == "svg" else 0)
    records = sample(args.sample, args.seed)
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        source = pathlib.Path(directory, "formulas.md")
        source.write_text(markdown(records), encoding="utf-8")
        html = pathlib.Path(directory, "formulas.html")
        page_bytes = subprocess.run([args.legible, "page", "--math", args.math, str(source)], capture_output=True, check=True).stdout
        html.write_bytes(page_bytes)
        page = browser.new_page()
        page.set_viewport(1600, 900)
        page.load_file(html)
        measured = page.evaluate(MEASURE, timeout=300)
    if len(measured) != len(records):
        sys.exit(f"the page has {len(measured)} formulas for {len(records)} paragraphs: the Markdown did not keep them apart")
    agree = width_agree = height_agree = undrawn = 0
    disagreements = []
    for record, box in zip(records, measured):
        tex_width, tex_height = record["layout"]["width"] / 10, (record["layout"]["height"] + record["layout"]["depth"]) / 10
        if not box["drawn"]:
            undrawn += 1
            disagreements.append((float("inf"), record, "not drawn (the model cannot read it)"))
            continue
        width_ok = abs(box["width"] - tex_width) <= 0.05
        height_ok = abs(box["height"] - tex_height) <= 0.1
        width_agree += width_ok
        height_agree += height_ok
        if width_ok and height_ok:
            agree += 1
        else:
            off = max(abs(box["width"] - tex_width), abs(box["height"] - tex_height))
            disagreements.append((off, record, f"{box['width']:.3f} × {box['height']:.3f} em, TeX {tex_width:.3f} × {tex_height:.3f}"))
    total = len(records)
    share = agree / total if total else 1
    print(f"{total} corpus formulas ({sum(r['display'] for r in records)} display), `legible page --math {args.math}` in Chromium "
          f"({len(page_bytes)} bytes, {len(page_bytes) / max(total, 1):.0f} a formula): {agree} ({100 * share:.1f}%) within 0.05 em wide "
          f"and 0.1 em tall of LuaTeX's box; width {width_agree}, height {height_agree}, not drawn {undrawn}")
    for off, record, what in sorted(disagreements, key=lambda item: -item[0])[:args.show]:
        print(f"  {'display' if record['display'] else 'inline'} {record['tex'][:90]!r}: {what}")
    if share < floor:
        print(f"FAIL: {100 * share:.1f}% agree, under the floor of {100 * floor:.0f}%", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
