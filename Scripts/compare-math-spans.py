#!/usr/bin/env python3
"""Compares the math spans Legible finds in the math-heavy corpus (d2l-en, oi-wiki-math) with
markdown-it-py and mdit-py-plugins, configured with the same rules: dollarmath for $…$ and
$$…$$ (no space inside the delimiters, no digit after the closing $, $$…$$ allowed inline) and
texmath's bracket delimiters for \\(…\\) and \\[…\\].

    pip install markdown-it-py mdit-py-plugins
    python3 Scripts/compare-math-spans.py            # run from the package root

Prints the totals of both, then each file where they differ, grouped by the kind of difference.
"""
import collections
import json
import os
import pathlib
import subprocess
import sys

from markdown_it import MarkdownIt
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.texmath import texmath_plugin

root = pathlib.Path(__file__).resolve().parent.parent
shared = pathlib.Path(os.environ.get("LEGIBLE_SHARED", root.parent / "shared"))

def normalized(tex):
    # Indentation inside display blocks differs between the parsers; the TeX does not.
    return " ".join(tex.split())

ours = collections.defaultdict(list)
report = subprocess.run(["swift", "run", "--package-path", "Tools", "-c", "release", "LegibleBenchmarks", "math-spans"],
                        cwd=root, capture_output=True, text=True, check=True)
for line in report.stdout.splitlines():
    span = json.loads(line)
    ours[span["file"]].append((normalized(span["tex"]), span["display"]))

md = (MarkdownIt("commonmark").enable(["table", "strikethrough"])
      .use(dollarmath_plugin, allow_space=False, allow_digits=False, double_inline=True, allow_labels=False)
      .use(texmath_plugin, delimiters="brackets")
      .use(footnote_plugin))


theirs = collections.defaultdict(list)
def collect(tokens, path):
    for token in tokens:
        if token.type in ("math_inline", "math_single"):
            theirs[path].append((normalized(token.content), False))
        elif token.type in ("math_inline_double", "math_block", "math_block_eqno", "math_block_label"):
            theirs[path].append((normalized(token.content), True))
        if token.children:
            collect(token.children, path)

for directory in ["data/corpus/d2l-en", "data/corpus/oi-wiki-math"]:
    for file in sorted((shared / directory).rglob("*.md")):
        path = str(file.relative_to(shared))
        collect(md.parse(file.read_text(encoding="utf-8")), path)

def totals(spans):
    inline = sum(1 for tex, display in spans if not display)
    return inline, sum(len(v) for v in [spans]) - inline

all_ours = [s for v in ours.values() for s in v]
all_theirs = [s for v in theirs.values() for s in v]
print("Legible:          %6d spans (%d inline, %d display)" % ((len(all_ours),) + totals(all_ours)))
print("markdown-it-py:   %6d spans (%d inline, %d display)" % ((len(all_theirs),) + totals(all_theirs)))

same = 0
differences = []
for path in sorted(set(ours) | set(theirs)):
    a = collections.Counter(ours.get(path, []))
    b = collections.Counter(theirs.get(path, []))
    same += sum((a & b).values())
    only_ours = list((a - b).elements())
    only_theirs = list((b - a).elements())
    if only_ours or only_theirs:
        differences.append((path, only_ours, only_theirs))
print("identical spans: %d; files that differ: %d" % (same, len(differences)))
for path, only_ours, only_theirs in differences:
    print("\n==", path)
    for tex, display in only_ours[:6]:
        print("   only Legible   %s %r" % ("display" if display else "inline ", tex[:110]))
    for tex, display in only_theirs[:6]:
        print("   only reference %s %r" % ("display" if display else "inline ", tex[:110]))
