#!/usr/bin/env python3
"""Orca reads each example's accessible page from top to bottom; its transcript is compared,
element by element, with what `legible read` says for the same file.

    python3 Scripts/browser/orca-examples.py --legible .build/debug/legible --out /tmp/orca-transcripts

For each example, writes `NAME.orca.txt` (what Orca said, one utterance a line) and
`NAME.legible.txt` (`legible read`) into --out, and prints, for every utterance of
`legible read`, whether Orca said its content (the document's own words), in the same order
(case, punctuation and spacing aside), and what Orca said there, side by side. Code is compared
with its punctuation spoken as Orca speaks it ("left paren"). The structure each adds (legible's
"heading level 2, " before a heading, Orca's "heading level 2" after it, Orca's "link", "panel",
"leaving list") is shown, not matched word for word.

Runs outside CI (each example takes Orca about a minute); see orca.py for what it needs.
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from orca import read_aloud  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]

# Orca speaks punctuation in code as words; these are its words for what code uses.
SPOKEN_PUNCTUATION = {"(": "left paren", ")": "right paren", "{": "left brace", "}": "right brace", ":": "colon",
                      ",": "comma", "*": "star", "+": "plus", "/": "slash", "-": "dash", ">": "greater", "<": "less",
                      "=": "equals", ".": "dot", "[": "left bracket", "]": "right bracket"}


def words(text, code=False):
    if code:
        text = "".join(f" {SPOKEN_PUNCTUATION[c]} " if c in SPOKEN_PUNCTUATION else c for c in text)
    return [w for w in re.split(r"[^\w∞]+", text.lower()) if w]


def find_in_order(needle, haystack, start):
    """The index after `needle` found as a run of consecutive words of `haystack` from `start`
    on, allowing structure words Orca puts between (at most 3 at a time); None if absent."""
    for begin in range(start, len(haystack)):
        if haystack[begin] != needle[0]:
            continue
        position, matched, skipped = begin + 1, 1, 0
        while matched < len(needle) and position < len(haystack):
            if haystack[position] == needle[matched]:
                matched, skipped = matched + 1, 0
            else:
                skipped += 1
                if skipped > 3:
                    break
            position += 1
        if matched == len(needle):
            return position
    return None


# What `legible read` adds to an element's content: its role, level, state or position. Orca says
# these its own way ("heading level 2" after the heading, "check box checked", "image" after the
# name, "List with 3 items"), so they are shown side by side, not matched word for word.
STRUCTURE = re.compile(r"^(heading level \d+|image|checked|unchecked|bullet|\d+|footnote \d+|list, \d+ items?|"
                       r"table, \d+ rows?, \d+ columns?|footnotes|\d+ of \d+)$")


def content(line):
    """The words of an utterance of `legible read` that are the document's own: without its
    structure clauses, and for a table row, its cells' values without their headers."""
    code = line.startswith("code: ")
    if code:
        return words(line[len("code: "):], code=True)
    if re.match(r"^row \d+, ", line):
        cells = line.split(", ", 1)[1].split("; ")
        # A body cell is said with its column's header first ("Age, 31"); the header row's cells
        # are the headers themselves.
        values = cells if line.startswith("row 1, ") else [cell.split(", ", 1)[-1] for cell in cells]
        return [w for value in values for w in words(value) if value != "empty"]
    clauses = line.split(", ")
    while clauses and STRUCTURE.match(clauses[0]):
        clauses = clauses[1:]
    text = ", ".join(clauses)
    # Struck-through text: legible read says "deleted, …, end deleted", Orca "deletion start … deletion end".
    text = text.replace("deleted, ", "").replace(", end deleted", "")
    return [w for w in words(text) if not STRUCTURE.match(w)] if text else []


def compare(legible_lines, orca_lines):
    """For each utterance of `legible read`: whether Orca said its content, in order, and the
    Orca utterances that said it."""
    spoken = []          # (word, index of the Orca utterance)
    for index, line in enumerate(orca_lines):
        spoken += [(w, index) for w in words(line)]
    flat = [w for w, _ in spoken]
    rows = []
    position = 0
    for line in legible_lines:
        needle = content(line)
        if line.startswith("end of ") or not needle:
            rows.append(("structure", line, []))
            continue
        found = find_in_order(needle, flat, position)
        if found is None:
            rows.append(("elsewhere" if find_in_order(needle, flat, 0) is not None else "missing", line, []))
            continue
        start = found - 1
        matched = 0
        while start > position and matched < len(needle) - 1:
            if flat[start] == needle[-1 - matched]:
                matched += 1
            start -= 1
        utterances = sorted({spoken[i][1] for i in range(max(start, position), found)})
        rows.append(("said", line, [orca_lines[i] for i in utterances]))
        position = found
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / ".build/debug/legible"))
    parser.add_argument("--out", default=None, help="directory for the transcripts (default: a temporary one)")
    parser.add_argument("examples", nargs="*", help="Markdown files (default: Examples/*.md)")
    args = parser.parse_args()
    examples = [pathlib.Path(e) for e in args.examples] or sorted((ROOT / "Examples").glob("*.md"))
    out = pathlib.Path(args.out or tempfile.mkdtemp(prefix="legible-orca-transcripts-"))
    out.mkdir(parents=True, exist_ok=True)
    failures = 0
    for example in examples:
        page = out / (example.stem + ".html")
        page.write_bytes(subprocess.run([args.legible, "page", str(example)], capture_output=True, check=True).stdout)
        legible = subprocess.run([args.legible, "read", str(example)], capture_output=True, check=True, text=True).stdout.splitlines()
        # Orca has read the page once it has said the last word `legible read` says.
        orca = read_aloud(page, until=words(legible[-1])[-1] if legible else None)
        (out / (example.stem + ".orca.txt")).write_text("\n".join(orca) + "\n")
        (out / (example.stem + ".legible.txt")).write_text("\n".join(legible) + "\n")
        rows = compare(legible, orca)
        said = sum(1 for status, _, _ in rows if status == "said")
        judged = sum(1 for status, _, _ in rows if status != "structure")
        print(f"== {example.name}: Orca said the content of {said} of {judged} utterances of legible read, in order")
        for status, line, heard in rows:
            mark = {"said": "ok", "structure": "--", "elsewhere": "~~", "missing": "!!"}[status]
            print(f"{mark} legible: {line}")
            if heard:
                print(f"   orca:    {' | '.join(heard)}")
        failures += judged - said
    print(f"transcripts in {out}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
