#!/usr/bin/env python3
"""Checks, in headless Chromium, that a streamed answer's accessible page ends as the page of
the whole answer, and announces what `legible stream` announces.

    python3 Scripts/browser/check-streaming-html.py --legible Tools/.build/release/legible [FILE ...]

For each file (the examples by default), `legible stream --html-patches` replays it in chunks
as a language model streams it and writes the empty page and its patches; the page is loaded,
a MutationObserver records what is put in its live region, and the patches are applied one by
one with legible-stream.js (`LegibleStream.apply`). At the end the page's article must equal
the article of `legible page` for the whole file, and the live region must have said, in order,
what `legible stream` announces. Several chunk sizes are tried (cutting inside characters too).
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The article's markup without the white space between blocks (which neither shows nor is read),
# and without headings' ids: a whole page gives a heading its anchor (where #links land), a stream
# its element identity (what its updates find it by, while its text and so its anchor still grow).
# For the same reason authors' anchors (an empty span with only an id) are left out, and an
# in-document link is compared without regard to case: the whole page points a fragment written in
# another case at the anchor it reaches, which a stream does not write.
ARTICLE = """(() => { const copy = document.querySelector('article.legible').cloneNode(true);
  copy.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach(h => h.removeAttribute('id'));
  copy.querySelectorAll('span[id]:empty').forEach(s => { if (s.attributes.length === 1) s.remove(); });
  copy.querySelectorAll('a[href^="#"]').forEach(a => a.setAttribute('href', a.getAttribute('href').toLowerCase()));
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT); const blank = [];
  while (walker.nextNode()) { const n = walker.currentNode;
    if (!n.textContent.trim() && !n.parentElement.closest('pre') && !n.parentElement.closest('p, h1, h2, h3, h4, h5, h6, td, th')) blank.push(n); }
  blank.forEach(n => n.remove()); return copy.outerHTML; })()"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--chunks", default="7,16,61", help="chunk sizes in bytes, comma-separated")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = [pathlib.Path(f) for f in args.files] or sorted((ROOT / "Examples").glob("*.md"))
    failures = 0
    runs = 0
    patches_applied = 0
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        page = browser.new_page(1024, 768)
        for path in files:
            whole = pathlib.Path(directory, "whole.html")
            # A stream's page draws formulas as MathML: the whole page is asked for the same.
            whole.write_bytes(subprocess.run([args.legible, "page", "--math", "mathml", str(path)], capture_output=True, check=True).stdout)
            page.load_file(whole)
            expected = page.evaluate(ARTICLE)
            for chunk in [int(c) for c in args.chunks.split(",")]:
                runs += 1
                lines = subprocess.run([args.legible, "stream", "--html-patches", "--chunk", str(chunk), str(path)],
                                       capture_output=True, check=True, text=True).stdout.splitlines()
                said = subprocess.run([args.legible, "stream", "--chunk", str(chunk), str(path)],
                                      capture_output=True, check=True, text=True).stdout.splitlines()
                announced = [re.sub(r"^\[[ 0-9.]+ s\] ", "", line) for line in said]
                streamed = pathlib.Path(directory, "stream.html")
                streamed.write_text(json.loads(lines[0])["page"], encoding="utf-8")
                page.load_file(streamed)
                page.evaluate("""(() => { window.__said = []; const region = document.getElementById('legible-live');
                    new MutationObserver(() => { if (region.textContent) window.__said.push(region.textContent); })
                      .observe(region, {childList: true, characterData: true, subtree: true}); return true; })()""")
                for line in lines[1:]:
                    page.evaluate(f"LegibleStream.apply({line}), true")
                    patches_applied += 1
                # Let the live region's queue (one announcement every 300 ms) run out.
                deadline = time.time() + 0.4 * len(announced) + 5
                while time.time() < deadline and page.evaluate("window.__said.length") < len(announced):
                    time.sleep(0.2)
                got = page.evaluate(ARTICLE)
                heard = page.evaluate("window.__said")
                ok_dom = got == expected
                ok_said = heard == announced
                print(f"{path.name}, {chunk}-byte chunks: {len(lines) - 1} patches; page "
                      + ("equals the whole answer's" if ok_dom else "DIFFERS from the whole answer's")
                      + f"; live region said {len(heard)} of {len(announced)} announcements"
                      + ("" if ok_said else " (DIFFERENT)"))
                if not ok_dom:
                    first = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b), min(len(got), len(expected)))
                    print(f"  streamed: …{got[max(0, first - 150):first + 150]!r}\n  whole:    …{expected[max(0, first - 150):first + 150]!r}")
                if not ok_said:
                    for index, (a, b) in enumerate(zip(heard + [""] * len(announced), announced)):
                        if a != b:
                            print(f"  announcement {index + 1}: heard {a!r}, expected {b!r}")
                            break
                failures += (not ok_dom) + (not ok_said)
    print(f"streaming HTML check: {runs} streams, {patches_applied} patches applied; " + ("FAILED" if failures else "passed"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
