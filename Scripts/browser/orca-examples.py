#!/usr/bin/env python3
"""Orca reads each example's accessible page from top to bottom; its transcript is compared,
element by element, with what `legible read` says for the same file.

    python3 Scripts/browser/orca-examples.py --legible .build/debug/legible --out /tmp/orca-transcripts

For each example, writes `NAME.orca.txt` (what Orca said, one utterance a line) and
`NAME.legible.txt` (`legible read`) into --out, and prints, for every utterance of
`legible read`, whether Orca said its words, in the same order (case, punctuation and spacing
aside). Code is compared by its words only: Orca speaks its punctuation as words ("left paren"),
as `legible read` marks it to be. The structure words each adds ("heading level 2" is in both;
Orca's "link", "panel", "leaving list" are its own) are listed, not judged.

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


def compare(legible_lines, orca_lines):
    spoken = [w for line in orca_lines for w in words(line)]
    rows = []
    position = 0
    for line in legible_lines:
        code = line.startswith("code: ")
        text = line[len("code: "):] if code else line
        needle = words(text, code=code)
        if not needle or text.startswith("end of "):
            rows.append(("skip", line))
            continue
        found = find_in_order(needle, spoken, position)
        if found is None:
            # Said out of order, or not at all?
            anywhere = find_in_order(needle, spoken, 0)
            rows.append(("elsewhere" if anywhere is not None else "missing", line))
        else:
            rows.append(("said", line))
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
        said = sum(1 for status, _ in rows if status == "said")
        judged = sum(1 for status, _ in rows if status != "skip")
        print(f"== {example.name}: Orca said {said} of {judged} utterances of legible read, in order")
        for status, line in rows:
            mark = {"said": "  ok", "skip": "   -", "elsewhere": "  ~~", "missing": "  !!"}[status]
            print(f"{mark} {line}")
        failures += judged - said
    print(f"transcripts in {out}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
