#!/usr/bin/env python3
"""Regenerates Tests/Oracles/luatex-layout-corpus.jsonl: LuaTeX's layout (every glyph and rule, in
points at 10 pt, Latin Modern Math) of a seeded sample of the shared corpus's distinct math spans
(as `LegibleBenchmarks math-spans` finds them), through ../shared/tools/tex_layout_oracle.py.
With `--faces`, Tests/Oracles/luatex-layout-faces.jsonl instead: a sample of the spans that set
letters in the text font's faces or the math font's bold (`\mathbf`, `\mathrm`, `\mathit`,
`\mathsf`, `\mathtt`, `\textbf`, `\text`, `\boldsymbol`, `\symbf`: the textbook's bold vectors and
matrices, upright differentials, named functions).

    python3 Scripts/tex-layout-snapshot.py                 # run from the package root
    python3 Scripts/tex-layout-snapshot.py --faces         # the faces snapshot
    python3 Scripts/tex-layout-snapshot.py --sample 3000 --output /tmp/sample.jsonl   # a larger sample

One JSON object a line, sorted by TeX: {"tex", "display", "layout": {width, height, depth, glyphs,
rules}}. Formulas TeX rejects are left out. The oracle needs texlive-luatex,
texlive-latex-recommended and fonts-lmodern (it installs them when run as root) and lays out about
20 formulas a second. `TeXLayoutAgreementTests` compares the typesetter with the snapshot, so CI
needs no TeX; `swift test --filter TeXLayoutAgreementTests` prints the agreement figures.
"""
import argparse
import json
import os
import pathlib
import random
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
shared = pathlib.Path(os.environ.get("LEGIBLE_SHARED", root.parent / "shared"))
snapshot = root / "Tests" / "Oracles" / "luatex-layout-corpus.jsonl"
faces_snapshot = root / "Tests" / "Oracles" / "luatex-layout-faces.jsonl"
# The commands that choose a face: the text font's (unicode-math's \mathbf and kin, text) or the
# math font's bold (\boldsymbol, \symbf).
face_commands = re.compile(r"\\(mathbf|mathrm|mathit|mathsf|mathtt|mathup|textbf|textit|textsf|texttt|text|boldsymbol|bm|symbf|symup|mathbfit)(?![A-Za-z])")


def corpus_spans():
    """(tex, display) for every distinct span; a formula met both inline and displayed is both."""
    subprocess.run(["swift", "build", "--package-path", "Tools", "--product", "LegibleBenchmarks"], cwd=root, check=True, capture_output=True)
    report = subprocess.run([str(root / "Tools" / ".build" / "debug" / "LegibleBenchmarks"), "math-spans"], cwd=root,
                            capture_output=True, text=True, check=True, env=dict(os.environ, LEGIBLE_SHARED=str(shared)))
    return sorted({(span["tex"], span["display"]) for span in map(json.loads, report.stdout.splitlines())})


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sample", type=int, default=1000, help="how many distinct formulas (default 1000)")
    parser.add_argument("--seed", type=int, help="the sample's seed (default 29, with --faces 49)")
    parser.add_argument("--output", type=pathlib.Path, help="where to write (default: the committed snapshot)")
    parser.add_argument("--faces", action="store_true", help="only spans that choose a face (default sample 1000, seed 49)")
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else (49 if arguments.faces else 29)
    arguments.output = arguments.output or (faces_snapshot if arguments.faces else snapshot)
    spans = corpus_spans()
    if arguments.faces:
        spans = [span for span in spans if face_commands.search(span[0])]
    sample = sorted(random.Random(seed).sample(spans, min(arguments.sample, len(spans))))
    lines = "".join(json.dumps({"id": i, "tex": tex, "display": display}, ensure_ascii=False) + "\n"
                    for i, (tex, display) in enumerate(sample))
    request = root / ".build" / "tex-layout-request.jsonl"
    request.write_text(lines, encoding="utf-8")
    result = subprocess.run(["nice", "-n", "5", sys.executable, str(shared / "tools" / "tex_layout_oracle.py"),
                             "--jsonl", str(request)], capture_output=True, text=True, check=True)
    kept = rejected = 0
    with open(arguments.output, "w", encoding="utf-8") as out:
        records = sorted(map(json.loads, result.stdout.splitlines()), key=lambda r: (r["tex"], r["display"]))
        for record in records:
            if not record.get("ok"):
                rejected += 1
                continue
            layout = {key: record[key] for key in ("width", "height", "depth", "glyphs", "rules")}
            for glyph in layout["glyphs"]:
                del glyph["advance"]
            out.write(json.dumps({"tex": record["tex"], "display": record["display"], "layout": layout},
                                 ensure_ascii=False, separators=(",", ":")) + "\n")
            kept += 1
    print(f"{kept} formulas laid out by LuaTeX, {rejected} rejected by it; written to {arguments.output}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
