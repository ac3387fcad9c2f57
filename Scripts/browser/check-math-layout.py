#!/usr/bin/env python3
"""Checks how `legible page` lays formulas out in headless Chromium, for the examples and a
seeded sample of corpus pages with math, at 1024 and 320 CSS pixels wide.

    python3 Scripts/browser/check-math-layout.py --legible Tools/.build/release/legible --sample 50 [--math svg]

For every formula drawn as MathML, or with `--math svg` as the typesetter's SVG (one the model
cannot read is its TeX in a `code`):

1. Its box never scrolls vertically, and a box that can scroll clips none of the formula above
   or below (an `overflow` box clips its scripts: `e^{rt}` showed as `e^r` beside a scroll bar).
2. A formula narrower than its box does not scroll sideways; only a display formula wider than
   the column may (it is a focusable region of its own, as a wide code block is). An inline
   formula in pieces (it may break after a top-level relation or operator) wraps instead.
3. An inline formula is no box of its own that could scroll (no `overflow` but `visible`) and
   its baseline is within 1 px of the text's: an inline block with `overflow` takes its bottom
   edge as its baseline, which lifted formulas off the line.

The baselines are measured with a zero-size inline block put just before the formula's box
(its bottom is the line's baseline) and a zero-size `mspace` put first in the `math` (it sits
on the formula's baseline), both kept on one line while measured; an in-line SVG's baseline is
the bottom edge of its first `svg`, the formula's part above the baseline (`MathSVGWriter.htmlSVG`).

Needs Debian's chromium and PyPI's websocket-client (see cdp.py).
"""
import argparse
import os
import pathlib
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
WIDTHS = (1024, 320)

MEASURE = r"""
(() => {
  const found = [];
  const inline = [];
  // Everything is read before anything is changed, so the page is laid out once for the reading.
  for (const box of document.querySelectorAll('.legible-math')) {
    // An inline formula may be several `math` elements, the pieces a line may break between.
    // With --math svg, an inline formula may be several SVG pieces likewise (each a
    // `legible-math-box` holding the part above the baseline and a spacer as deep as the part below).
    const svgs = [...box.querySelectorAll(':scope > svg, :scope > .legible-math-box')];
    const maths = svgs.length ? svgs : [...box.querySelectorAll('math')];
    if (!maths.length) continue;
    const math = maths[0];
    const display = box.classList.contains('legible-math-display');
    const style = getComputedStyle(box);
    const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const boxRect = box.getBoundingClientRect();
    let top = Infinity, bottom = -Infinity, right = -Infinity, left = Infinity;
    for (const part of svgs.length ? svgs : maths.flatMap(m => [m, ...m.querySelectorAll('*')])) {
      const r = part.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom);
      left = Math.min(left, r.left); right = Math.max(right, r.right);
    }
    const result = {
      id: box.id, display, clips,
      tex: (math.querySelector('annotation') || box.querySelector('.legible-speech') || {}).textContent || '',
      scrollsVertically: clips && box.scrollHeight > box.clientHeight + 1,
      clipped: clips && (top < boxRect.top - 0.5 || bottom > boxRect.bottom + 0.5),
      fits: maths.length > 1 || right - left <= box.clientWidth,
      scrollsSideways: box.scrollWidth > box.clientWidth + 1,
    };
    if (!display) inline.push([box, math, result]);
    found.push(result);
  }
  // Baselines: a marker beside each inline formula's box, in the text's line, and a zero-size
  // mspace first in its math, each pair in a wrapper that does not break; all put in at once,
  // read at once, taken out.
  const probes = inline.map(([box, math, result]) => {
    const marker = document.createElement('span');
    marker.style.cssText = 'display:inline-block;width:0;height:0;';
    const wrapper = document.createElement('span');
    wrapper.style.whiteSpace = 'nowrap';
    const isSVG = math.localName !== 'math';
    const space = isSVG ? null : document.createElementNS('http://www.w3.org/1998/Math/MathML', 'mspace');
    box.replaceWith(wrapper);
    wrapper.append(marker, box);
    if (space) math.insertBefore(space, math.firstChild);
    return [box, wrapper, marker, space, result, math];
  });
  for (const [, , marker, space, result, math] of probes) {
    const baseline = space ? space.getBoundingClientRect().bottom
      : math.querySelector('svg').getBoundingClientRect().bottom;
    result.baselineOffset = baseline - marker.getBoundingClientRect().bottom;
  }
  for (const [box, wrapper, , space] of probes) {
    if (space) space.remove();
    wrapper.replaceWith(box);
  }
  return found;
})()
"""


def corpus_with_math(shared, legible, count, seed):
    """`count` corpus documents, drawn with `seed`, whose page has a formula drawn as MathML."""
    manifest = (shared / "data/corpus/MANIFEST.tsv").read_text().splitlines()[1:]
    names = sorted(line.split("\t")[0] for line in manifest if line.strip())
    random.Random(seed).shuffle(names)
    chosen = []
    for name in names:
        path = shared / "data/corpus" / name
        text = path.read_text(errors="replace")
        if "$" not in text and "\\(" not in text and "\\[" not in text:
            continue
        page = subprocess.run([legible, "page", "--math", "mathml", str(path)], capture_output=True, check=True).stdout
        if b"<math " in page:
            chosen.append(path)
        if len(chosen) == count:
            break
    return chosen


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--shared", default=os.environ.get("LEGIBLE_SHARED", str(ROOT.parent / "shared")))
    parser.add_argument("--sample", type=int, default=50, help="corpus documents with math to check (0: none)")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--progress", action="store_true", help="say on standard error which document is done")
    parser.add_argument("--math", default="svg", choices=["mathml", "svg"], help="how `legible page` draws formulas (svg, the default, needs a math font)")
    parser.add_argument("documents", nargs="*", help="check these files instead of the examples and the corpus sample")
    args = parser.parse_args()
    examples = sorted((ROOT / "Examples").glob("*.md"))
    corpus = [] if args.documents or not args.sample else corpus_with_math(pathlib.Path(args.shared), args.legible, args.sample, args.seed)
    documents = [pathlib.Path(d) for d in args.documents] or examples + corpus
    failures = []
    counts = {"formulas": 0, "inline": 0, "display": 0, "wide display (scroll)": 0}
    worst_baseline = 0.0
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        page = browser.new_page()
        for document in documents:
            html = pathlib.Path(directory, "page.html")
            html.write_bytes(subprocess.run([args.legible, "page", "--math", args.math, str(document)], capture_output=True, check=True).stdout)
            for width in WIDTHS:
                page.set_viewport(width, 800)
                page.load_file(html)
                for formula in page.evaluate(MEASURE, timeout=300):
                    counts["formulas"] += 1
                    counts["display" if formula["display"] else "inline"] += 1
                    where = f"{document.name} at {width} px, {formula['id']} `{formula['tex'][:50]}`"
                    if formula["scrollsVertically"]:
                        failures.append(f"{where}: the box scrolls vertically")
                    if formula["clipped"]:
                        failures.append(f"{where}: the box clips the formula")
                    if formula["fits"] and formula["scrollsSideways"]:
                        failures.append(f"{where}: it fits but scrolls sideways")
                    if formula["scrollsSideways"] and not formula["fits"]:
                        counts["wide display (scroll)"] += 1
                        if not formula["display"]:
                            failures.append(f"{where}: an inline formula scrolls sideways")
                    if not formula["display"]:
                        if formula["clips"]:
                            failures.append(f"{where}: an inline formula is an overflow box")
                        offset = abs(formula["baselineOffset"])
                        worst_baseline = max(worst_baseline, offset)
                        if offset > 1:
                            failures.append(f"{where}: baseline {formula['baselineOffset']:+.1f} px off the text's")
            if args.progress:
                print(f"done: {document}", file=sys.stderr)
    print(f"documents: {len(documents)} ({len(examples) if not args.documents else 0} examples, {len(corpus)} corpus pages with math), "
          f"widths {', '.join(map(str, WIDTHS))} px")
    print(", ".join(f"{name}: {count}" for name, count in counts.items()) + f"; largest inline baseline offset {worst_baseline:.2f} px")
    for failure in failures[:40]:
        print("FAIL " + failure, file=sys.stderr)
    if failures:
        print(f"{len(failures)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print("formulas: none scrolls vertically or clips, none that fits scrolls sideways, inline ones on the baseline")


if __name__ == "__main__":
    main()
