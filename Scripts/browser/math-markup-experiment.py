#!/usr/bin/env python3
"""Measures how each way of attaching a formula's spoken form to its MathML reaches a reader:
what Chromium's accessibility tree exposes, and what Orca says reading the page with Say All.

    python3 Scripts/browser/math-markup-experiment.py            # prints a table per option

The formulas are MathML written by hand (the same markup for every option), so that only the
way the speech is attached differs. The accessible HTML renderer uses the option this shows
working; its comment (Sources/LegibleHTML/MathMarkup.swift) records the result.
"""
import html
import json
import pathlib
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402
from orca import read_aloud  # noqa: E402

FORMULAS = [
    ("x squared plus 1", "<msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mn>1</mn>"),
    ("the fraction with numerator a plus b, and denominator 2",
     "<mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac>"),
]

HIDDEN = "position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap"


def math(inner, attributes=""):
    return f'<math xmlns="http://www.w3.org/1998/Math/MathML"{attributes}>{inner}</math>'


# Each option: a name, and the markup of one formula given its speech and its MathML content.
OPTIONS = [
    ("plain MathML", lambda s, m: math(m)),
    ("aria-label on math", lambda s, m: math(m, f' aria-label="{html.escape(s)}"')),
    ("alttext on math", lambda s, m: math(m, f' alttext="{html.escape(s)}"')),
    ("role=img and aria-label on math", lambda s, m: math(m, f' role="img" aria-label="{html.escape(s)}"')),
    ("visually hidden text, MathML aria-hidden",
     lambda s, m: f'<span style="{HIDDEN}">{html.escape(s)}</span>' + math(m, ' aria-hidden="true"')),
    ("span role=math aria-label around aria-hidden MathML",
     lambda s, m: f'<span role="math" aria-label="{html.escape(s)}">' + math(m, ' aria-hidden="true"') + "</span>"),
    ("span role=img aria-label around MathML",
     lambda s, m: f'<span role="img" aria-label="{html.escape(s)}">' + math(m) + "</span>"),
    ("span role=math holding visually hidden text, MathML aria-hidden",
     lambda s, m: f'<span role="math"><span style="{HIDDEN}">{html.escape(s)}</span>' + math(m, ' aria-hidden="true"') + "</span>"),
]


def page():
    parts = ['<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Math markup</title></head><body><main>',
             "<h1>Math markup</h1>"]
    for number, (name, make) in enumerate(OPTIONS, start=1):
        formulas = " and ".join(make(speech, markup) for speech, markup in FORMULAS)
        parts.append(f'<p id="option{number}">Option {number}: {formulas}. End {number}.</p>')
    parts.append("</main></body></html>")
    return "\n".join(parts)


def tree_summary(node):
    """The roles and names below a paragraph, skipping inline text boxes."""
    lines = []
    stack = [(node, 0)]
    while stack:
        current, depth = stack.pop()
        if current.role not in ("InlineTextBox",):
            if current.role not in ("paragraph",):
                lines.append("  " * depth + f"{current.role} {current.name!r}")
            for child in reversed(current.children):
                stack.append((child, depth + (0 if current.role == "paragraph" else 1)))
    return lines


def main():
    with tempfile.TemporaryDirectory() as directory:
        path = pathlib.Path(directory, "math-markup.html")
        path.write_text(page(), encoding="utf-8")
        with Browser() as browser:
            tab = browser.new_page()
            tab.load_file(path)
            root = tab.ax_tree()
        paragraphs = [node for node in root.walk() if node.role == "paragraph"]
        # Read until the last option's number has been said twice ("Option N:" and "End N."): the
        # formulas hold only the digits 1 and 2, and there are more options than that.
        transcripts, _ = read_aloud([path], until=[[str(len(OPTIONS)), 2]])
        said = transcripts[0]
    # Orca's utterances for each option: from its "Option N" to the next.
    spoken = {}
    current = None
    for line in said:
        if line.startswith("Option "):
            current = int(line.split()[1].rstrip(":"))
        if current:
            spoken.setdefault(current, []).append(line)
    report = []
    for number, (name, _) in enumerate(OPTIONS, start=1):
        tree = tree_summary(paragraphs[number - 1]) if number - 1 < len(paragraphs) else []
        report.append({"option": number, "markup": name, "tree": tree, "orca": spoken.get(number, [])})
        print(f"== Option {number}: {name}")
        print("Chromium tree:")
        print("\n".join("  " + line for line in tree))
        print("Orca said: " + " | ".join(spoken.get(number, [])))
        print()
    if "--json" in sys.argv:
        print(json.dumps(report, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
