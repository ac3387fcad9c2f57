"""Pages of corpus formulas for the browser checks of how `legible page` draws formulas
(check-math-tex-agreement.py, check-math-text-font.py): a seeded sample of the formulas LuaTeX laid
out (`Tests/Oracles/luatex-layout-corpus.jsonl`), one a paragraph, and the measure of each drawn
formula's box in its own em.
"""
import json
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parents[2]
SNAPSHOT = ROOT / "Tests" / "Oracles" / "luatex-layout-corpus.jsonl"

# Every formula's box in its own em: the pieces of an in-line one side by side (the page does
# not wrap), a display one's SVG or its MathML's content (a display `math` is as wide as the
# column), the TeX it copies as, and whether it was drawn at all.
MEASURE = r"""
(() => {
  const style = document.createElement('style');
  style.textContent = '.legible p { white-space: nowrap; }';
  document.head.append(style);
  const results = [];
  for (const box of document.querySelectorAll('.legible-math')) {
    const display = box.classList.contains('legible-math-display');
    const svgPieces = display ? [...box.querySelectorAll(':scope > svg')] : [...box.querySelectorAll(':scope > .legible-math-box')];
    const maths = [...box.querySelectorAll('math')];
    const pieces = svgPieces.length ? svgPieces : (display ? maths.map(m => m.firstElementChild || m) : maths);
    const source = box.querySelector('.legible-math-source');
    if (!pieces.length) { results.push({drawn: false, tex: source ? source.textContent : ''}); continue; }
    let width = 0, top = Infinity, bottom = -Infinity;
    for (const piece of pieces) {
      const rect = piece.getBoundingClientRect();
      width += rect.width; top = Math.min(top, rect.top); bottom = Math.max(bottom, rect.bottom);
    }
    const em = parseFloat(getComputedStyle(svgPieces.length ? pieces[0] : maths[0]).fontSize);
    results.push({drawn: true, display, tex: source ? source.textContent : '', width: width / em, height: (bottom - top) / em});
  }
  return results;
})()
"""


def sample(count, seed):
    """`count` formulas of the snapshot, drawn with `seed`, that a Markdown page can hold one a
    paragraph: no `$` inside, no blank line, an in-line one on one line."""
    records = [json.loads(line) for line in SNAPSHOT.read_text(encoding="utf-8").splitlines()]
    usable = [r for r in records if "$" not in r["tex"] and "\n\n" not in r["tex"] and r["tex"].strip()
              and (r["display"] or "\n" not in r["tex"])]
    return random.Random(seed).sample(usable, min(count, len(usable)))


def markdown(records):
    """One formula a paragraph: `$…$` in a sentence for in-line ones, a `$$` block for display ones."""
    parts = []
    for record in records:
        if record["display"]:
            parts.append("$$\n" + record["tex"].strip("\n") + "\n$$")
        else:
            parts.append("Formula $" + record["tex"] + "$ here.")
    return "\n\n".join(parts) + "\n"
