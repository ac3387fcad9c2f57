#!/usr/bin/env python3
"""Orca reads each example's accessible page from top to bottom; its transcript is compared,
utterance by utterance, with what `legible read` says for the same file.

    python3 Scripts/browser/orca-examples.py --legible .build/debug/legible --out /tmp/orca-transcripts
    python3 Scripts/browser/orca-examples.py --corpus 10      # and 10 corpus pages with tables, tasks or footnotes

For each document, writes `NN-NAME.orca.txt` (what Orca said, one utterance a line, from Orca's
own debug log, see orca.py) and `NN-NAME.legible.txt` (`legible read`) into --out, and prints
for each: whether Orca said the content of every utterance of `legible read` (the document's
own words, and a footnote's label and the footnotes section's name), in the same order (case,
punctuation and spacing aside), listing those it did not say (--details: all, side by side).
Code is compared with its punctuation spoken as Orca speaks it ("left paren"). The structure
each adds (legible's "heading level 2, " before a heading, Orca's "heading level 2" after it,
Orca's "link", "leaving list") is not matched word for word. It also fails a page where Orca
says a table's size more often than the page has tables, says "panel" or "grayed", or does not
announce the footnotes.

CI runs it on the examples (.ci/run); one Orca reads every page, each in a Chromium of its own.
"""
import argparse
import collections
import os
import pathlib
import random
import re
import subprocess
import sys
import tempfile
import time

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


# What `legible read` adds before an element's content: its role, level, state or position.
# Orca says these its own way ("heading level 2" after the heading, "check box checked", "image"
# after the name, "List with 3 items", "table with 4 rows 3 columns"), so they are shown side by
# side, not matched word for word. A footnote's number ("footnote 1") and the footnotes section
# ("footnotes") are not among them: Orca must say those.
STRUCTURE = re.compile(r"^(heading level \d+|image|checked|unchecked|bullet|\d+|list, \d+ items?|"
                       r"table, \d+ rows?, \d+ columns?|quote|\d+ of \d+)$")


def content(line):
    """The words of an utterance of `legible read` that are the document's own (or that Orca
    must say as well): without its leading structure clauses, and for a table row, its cells'
    values without their headers."""
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
    return words(text)


def compare(legible_lines, orca_lines):
    """For each utterance of `legible read`: whether Orca said its content, in order, and the
    Orca utterances that said it."""
    spoken = []          # (word, index of the Orca utterance)
    for index, line in enumerate(orca_lines):
        # Orca says where it is in a table ("row 2", "column 3") when a cell's content is several
        # objects (text and a formula); that is structure, which the page does not write.
        if re.match(r"^(row|column) \d+$", line):
            continue
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


def repeats(legible_lines, orca_lines):
    """What Orca says that the page should have said once or not at all: a table's size said more
    often than the page has tables of that size, a wrapper announced as a "panel", a state said as
    "grayed", and the footnotes section not announced."""
    problems = []
    sizes = collections.Counter(re.match(r"^table, (\d+) rows?, (\d+) columns?$", line).groups()
                                for line in legible_lines if re.match(r"^table, \d+ rows?, \d+ columns?$", line))
    for (rows, columns), tables in sorted(sizes.items()):
        said = sum(1 for line in orca_lines if re.search(rf"\b{rows} rows?,? {columns} columns?\b", line))
        if said != tables:
            problems.append(f"the size of {tables} table(s) of {rows} rows and {columns} columns said {said} times")
    for word in ("panel", "grayed"):
        said = [line for line in orca_lines if word in words(line)]
        if said:
            problems.append(f"{word!r} said {len(said)} times: {' | '.join(said[:3])}")
    if "footnotes" in legible_lines and not any("footnotes" in words(line) for line in orca_lines):
        problems.append("the footnotes section not announced")
    return problems


def corpus_sample(legible, shared, count, seed, max_bytes):
    """`count` corpus documents of at most `max_bytes`, drawn with `seed` from those whose reading
    has a table, a task list or footnotes (`legible read` says so), as many of each kind as there
    are (GitHub's task lists are rare in the corpus)."""
    corpus = shared / "data/corpus"
    names = [line.split("\t")[0] for line in (corpus / "MANIFEST.tsv").read_text().splitlines()[1:] if line.strip()]
    # Markdown that may hold a table's delimiter row, a task item or a footnote's definition.
    maybe = re.compile(rb"^ *\|? *:?-+:? *\||^ *(?:[-*+]|\d+[.)]) +\[[ xX]\] |^\[\^[^\]]+\]:", re.M)
    kinds = {"table": re.compile(r"^table, \d+ rows?, \d+ columns?$"), "task": re.compile(r"^(un)?checked, "),
             "footnotes": re.compile(r"^footnotes$")}
    found = collections.defaultdict(list)
    for name in names:
        path = corpus / name
        data = path.read_bytes()
        if len(data) > max_bytes or not maybe.search(data):
            continue
        lines = subprocess.run([legible, "read", str(path)], capture_output=True, check=True, text=True).stdout.splitlines()
        for kind, pattern in kinds.items():
            if any(pattern.match(line) for line in lines):
                found[kind].append(path)
    rng = random.Random(seed)
    chosen = []
    # Kinds taken in turn, the rarest first, so that each has its share when the corpus has it.
    pools = {kind: rng.sample(paths, len(paths)) for kind, paths in sorted(found.items(), key=lambda item: len(item[1]))}
    while len(chosen) < count and any(pools.values()):
        for pool in pools.values():
            while pool and pool[-1] in chosen:
                pool.pop()
            if pool and len(chosen) < count:
                chosen.append(pool.pop())
    return sorted(chosen), {kind: len(paths) for kind, paths in found.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / ".build/debug/legible"))
    parser.add_argument("--out", default=None, help="directory for the transcripts (default: a temporary one)")
    parser.add_argument("--corpus", type=int, default=0, metavar="N",
                        help="also read N corpus documents with tables, task lists or footnotes")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--max-bytes", type=int, default=8192, help="the largest corpus document to read")
    parser.add_argument("--shared", default=os.environ.get("LEGIBLE_SHARED", str(ROOT.parent / "shared")))
    parser.add_argument("--details", action="store_true", help="print every utterance side by side, not only those Orca did not say")
    parser.add_argument("examples", nargs="*", help="Markdown files (default: Examples/*.md)")
    args = parser.parse_args()
    started = time.time()
    documents = [pathlib.Path(e) for e in args.examples] or sorted((ROOT / "Examples").glob("*.md"))
    if args.corpus:
        sample, kinds = corpus_sample(args.legible, pathlib.Path(args.shared), args.corpus, args.seed, args.max_bytes)
        print(f"corpus documents of at most {args.max_bytes} bytes with " + ", ".join(f"{kind}: {n}" for kind, n in sorted(kinds.items()))
              + f"; {len(sample)} drawn with seed {args.seed}")
        documents += sample
    out = pathlib.Path(args.out or tempfile.mkdtemp(prefix="legible-orca-transcripts-"))
    out.mkdir(parents=True, exist_ok=True)
    pages, readings, stems = [], [], []
    for index, document in enumerate(documents):
        stem = f"{index:02}-{document.stem}"
        page = out / (stem + ".html")
        page.write_bytes(subprocess.run([args.legible, "page", str(document)], capture_output=True, check=True).stdout)
        lines = subprocess.run([args.legible, "read", str(document)], capture_output=True, check=True, text=True).stdout.splitlines()
        pages.append(page)
        readings.append(lines)
        stems.append(stem)
    # Orca has read a page once it has said the last word `legible read` says as often as the
    # page has it.
    until = []
    for lines in readings:
        spoken_words = [w for line in lines for w in words(line)]
        until.append([spoken_words[-1], spoken_words.count(spoken_words[-1])] if spoken_words else None)
    spoken, resumed = read_aloud(pages, until=until)
    failures = 0
    totals = collections.Counter()
    for document, stem, legible, orca, stops in zip(documents, stems, readings, spoken, resumed):
        (out / (stem + ".orca.txt")).write_text("\n".join(orca) + "\n")
        (out / (stem + ".legible.txt")).write_text("\n".join(legible) + "\n")
        rows = compare(legible, orca)
        counts = collections.Counter(status for status, _, _ in rows)
        totals.update(counts)
        judged = len(rows) - counts["structure"]
        problems = repeats(legible, orca)
        print(f"== {document.name}: legible read {len(legible)} utterances, Orca {len(orca)}; Orca said the content of "
              f"{counts['said']} of {judged} in order ({counts['structure']} structure only)"
              + (f"; Say All stopped early {stops} times and was resumed" if stops else "")
              + "".join(f"\n!! {problem}" for problem in problems))
        for status, line, heard in rows:
            if status == "said" and not args.details:
                continue
            mark = {"said": "ok", "structure": "--", "elsewhere": "~~", "missing": "!!"}[status]
            if status == "structure" and not args.details:
                continue
            print(f"{mark} legible: {line}")
            if heard:
                print(f"   orca:    {' | '.join(heard)}")
        failures += judged - counts["said"] + len(problems)
    print(f"{len(documents)} documents: Orca said the content of {totals['said']} of {totals['said'] + totals['elsewhere'] + totals['missing']} "
          f"utterances of legible read in order ({totals['elsewhere']} out of order, {totals['missing']} missing); "
          f"{time.time() - started:.0f} s; transcripts in {out}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
