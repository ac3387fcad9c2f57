#!/usr/bin/env python3
"""Orca reads each example's accessible page from top to bottom; its transcript is compared,
utterance by utterance, with what `legible read` says for the same file.

    python3 Scripts/browser/orca-examples.py --legible Tools/.build/debug/legible --out /tmp/orca-transcripts
    python3 Scripts/browser/orca-examples.py --corpus 10      # and 10 corpus pages with tables, tasks or footnotes
    python3 Scripts/browser/orca-examples.py --judge /tmp/orca-transcripts   # compare a run's transcripts again

For each document, writes `NN-NAME.orca.txt` (what Orca said, one utterance a line, from Orca's
own debug log, see orca.py), `NN-NAME.legible.txt` (`legible read`) and `NN-NAME.reading.json`
(how Orca's reading went) into --out, and prints for each: whether Orca said the content of
every utterance of `legible read` (the document's own words, and a footnote's label and the
footnotes section's name), in the same order (case, punctuation and spacing aside), listing
those it did not say (--details: all, side by side). Code is compared with its punctuation
spoken as Orca speaks it ("left paren"). The structure each adds (legible's "heading level 2, "
before a heading, Orca's "heading level 2" after it, Orca's "link", "leaving list") is not
matched word for word. It also fails a page where Orca says a table's size more often than the
page has tables, says "panel" or "grayed", or does not announce the footnotes.

A table closes the run, a line a page: the utterances of `legible read` expected, heard (said
anywhere), heard in order, missing; how many Orca said more often than `legible read` does
(of three words or more: shorter ones recur in other sentences); "grayed" said; table sizes
said more often than the page has tables; whether the footnotes were announced; how often Say
All was resumed and Orca moved past an object it had stopped in again (see orca.py), and
whether the page's time budget (--budget) ran out.

CI runs it on the examples (.ci/run); one Orca reads every page, each in a Chromium of its own.
CI reads a written checklist and two corpus pages with them (`--corpus 2`); ten (`--corpus 10`,
about 6 minutes) run by hand.
"""
import argparse
import collections
import json
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

# Orca speaks punctuation in code (blocks and spans) as words; these are its words (its chnames)
# for what code uses. An underscore is left in its word, as Orca says it ("euler_phi", "sum_").
SPOKEN_PUNCTUATION = {"(": "left paren", ")": "right paren", "{": "left brace", "}": "right brace", ":": "colon",
                      ",": "comma", "*": "star", "+": "plus", "/": "slash", "-": "dash", ">": "greater", "<": "less",
                      "=": "equals", ".": "dot", "[": "left bracket", "]": "right bracket", "&": "and", ";": "semicolon",
                      "!": "exclaim", "#": "number", "$": "dollar", "%": "percent", "'": "apostrophe", '"': "quote",
                      "?": "question", "@": "at", "\\": "backslash", "^": "caret", "`": "grave",
                      "|": "vertical bar", "~": "tilde"}
# Those words, which Orca may put between the words of a code span in a paragraph (`legible
# read` does not mark code spans, so the comparison leaves its punctuation out there).
PUNCTUATION_WORDS = {word for spoken in SPOKEN_PUNCTUATION.values() for word in spoken.split()}


def words(text, code=False):
    if code:
        text = "".join(f" {SPOKEN_PUNCTUATION[c]} " if c in SPOKEN_PUNCTUATION else c for c in text)
    return [w for w in re.split(r"[^\w∞]+", text.lower()) if w]


def find_in_order(needle, haystack, start):
    """The index after `needle` found as a run of consecutive words of `haystack` from `start`
    on, allowing structure words Orca puts between (at most 3 at a time, and any number of its
    words for punctuation); None if absent."""
    for begin in range(start, len(haystack)):
        if haystack[begin] != needle[0]:
            continue
        position, matched, skipped = begin + 1, 1, 0
        while matched < len(needle) and position < len(haystack):
            if haystack[position] == needle[matched]:
                matched, skipped = matched + 1, 0
            elif haystack[position] in PUNCTUATION_WORDS:
                pass
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

# The admonition types (Material for MkDocs' and their aliases) as `legible read` names them.
ADMONITION_TYPE = re.compile(r"^(Note|Abstract|Summary|Tldr|Info|Todo|Tip|Hint|Important|Success|Check|Done|Question|Help|Faq|"
                             r"Warning|Caution|Attention|Failure|Fail|Missing|Danger|Error|Bug|Example|Quote|Cite): ")
# Orca (with Chromium) leaves out the links after an emoji joined with U+200D in the same
# paragraph, and the words of those links only (Examples/hostile-answer.md's family emoji; a
# three-line page shows it: without the emoji, or without the links, Orca says everything).
# Such an utterance is judged on its first words, up to the joined emoji, and marked.
JOINED_EMOJI = re.compile(r"[\U0001F000-\U0001FAFF]\u200d[\U0001F000-\U0001FAFF]")


def content(line, headers=()):
    """The words of an utterance of `legible read` that are the document's own (or that Orca
    must say as well): without its leading structure clauses, and for a table row, its cells'
    values without their headers (`headers`, the table's, as its first row said them)."""
    code = line.startswith("code: ")
    if code:
        return words(line[len("code: "):], code=True)
    if re.match(r"^row \d+, ", line):
        cells = line.split(", ", 1)[1].split("; ")
        # A body cell is said with its column's header first ("Age, 31"); the header row's cells
        # are the headers themselves. A header may hold ", " itself (a formula's speech).
        values = cells if line.startswith("row 1, ") else [
            cell[len(header) + 2:] if header and cell.startswith(header + ", ") else cell.split(", ", 1)[-1]
            for cell, header in zip(cells, [*headers, *[""] * len(cells)])]
        return [w for value in values for w in words(value) if value != "empty"]
    # An admonition's type before its title ("Example: 参考实现"): the page shows the title alone,
    # as a note or a disclosure named by it, which Orca says its own way.
    line = ADMONITION_TYPE.sub("", line)
    clauses = line.split(", ")
    while clauses and STRUCTURE.match(clauses[0]):
        clauses = clauses[1:]
    text = ", ".join(clauses)
    # Struck-through text: legible read says "deleted, …, end deleted", Orca "deletion start … deletion end".
    text = text.replace("deleted, ", "").replace(", end deleted", "")
    return words(text)


def contents(legible_lines):
    """`content` of each utterance of `legible read`, each table row's read with its table's
    headers."""
    result, headers = [], ()
    for line in legible_lines:
        if line.startswith("row 1, "):
            headers = line[len("row 1, "):].split("; ")
        result.append(content(line, headers))
    return result


def starts_in_container(legible_lines):
    """Whether the page begins with a table or a list: Orca's Say All then starts in its first
    cell or item and does not announce the table or list (Documentation/ScreenReaders.md)."""
    return bool(legible_lines) and re.match(r"^(table, \d+ rows?, \d+ columns?|list, \d+ items?)$", legible_lines[0]) is not None


def compare(legible_lines, orca_lines):
    """For each utterance of `legible read`: whether Orca said its content, in order, and the
    Orca utterances that said it. An utterance whose content is found only past where the next
    utterance's is was not said in its place ("elsewhere"): the comparison goes on from where it
    was, so that one utterance Orca leaves out does not put all after it out of order."""
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
    needles = contents(legible_lines)
    for index, (line, needle) in enumerate(zip(legible_lines, needles)):
        if line.startswith("end of ") or not needle or (index == 0 and starts_in_container(legible_lines)):
            rows.append(("structure", line, []))
            continue
        found = find_in_order(needle, flat, position)
        joined = found is None and JOINED_EMOJI.search(line)
        if joined:
            found = find_in_order(words(line[:joined.start()]), flat, position)
        following = next((n for l, n in zip(legible_lines[index + 1:], needles[index + 1:]) if n and not l.startswith("end of ")), None)
        if found is not None and following:
            next_found = find_in_order(following, flat, position)
            if next_found is not None and next_found <= found - len(needle):
                found = None
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
        rows.append(("said", line, [orca_lines[i] for i in utterances] + (["(up to the joined emoji: Orca skips the links after it)"] if joined else [])))
        position = found
    return rows


# The shortest utterance counted when Orca says it more often than `legible read` does: shorter
# ones ("5", "Note") are words that come up again in other sentences and in Orca's own phrases.
REPEAT_WORDS = 3


def occurrences(needle, haystack):
    """How often `needle` is found, one after another, in `haystack` (as `find_in_order` finds it)."""
    count, position = 0, 0
    while (found := find_in_order(needle, haystack, position)) is not None:
        count, position = count + 1, found
    return count


def said_twice(legible_lines, orca_lines):
    """The utterances of `legible read` (of REPEAT_WORDS words or more) whose content Orca says
    more often than `legible read` says it."""
    needles = [(line, needle) for line, needle in zip(legible_lines, contents(legible_lines)) if not line.startswith("end of ")]
    legible_words = [w for _, needle in needles for w in needle]
    # The footnotes are a list on the page (DPUB's endnotes pattern), which Orca announces.
    if "footnotes" in legible_lines:
        count = sum(1 for line in legible_lines if re.match(r"^footnote \d+, ", line))
        legible_words += words(f"list, {count} item" + ("s" if count != 1 else ""))
    orca_words = [w for line in orca_lines for w in words(line)]
    return [line for line, needle in dict(needles).items()
            if len(needle) >= REPEAT_WORDS and occurrences(needle, orca_words) > occurrences(needle, legible_words)]


def structure_counts(legible_lines, orca_lines):
    """What Orca says that the page decides: table sizes said more often than the page has tables
    of that size, "panel" and "grayed" said, and whether the footnotes section was announced
    (None for a page without footnotes)."""
    sizes = collections.Counter(re.match(r"^table, (\d+) rows?, (\d+) columns?$", line).groups()
                                for line in legible_lines if re.match(r"^table, \d+ rows?, \d+ columns?$", line))
    extra_sizes = []
    first = re.match(r"^table, (\d+) rows?, (\d+) columns?$", legible_lines[0]) if legible_lines else None
    first = first and first.groups()
    for (rows, columns), tables in sorted(sizes.items()):
        said = sum(1 for line in orca_lines if re.search(rf"\b{rows} rows?,? {columns} columns?\b", line))
        if said != tables and not ((rows, columns) == first and said == tables - 1):
            extra_sizes.append(f"the size of {tables} table(s) of {rows} rows and {columns} columns said {said} times")
    said = {word: [line for line in orca_lines if word in words(line)] for word in ("panel", "grayed")}
    footnotes = any("footnotes" in words(line) for line in orca_lines) if "footnotes" in legible_lines else None
    return extra_sizes, said, footnotes


def repeats(legible_lines, orca_lines):
    """What Orca says that the page should have said once or not at all: a table's size said more
    often than the page has tables of that size, a wrapper announced as a "panel", a state said as
    "grayed", and the footnotes section not announced."""
    extra_sizes, said, footnotes = structure_counts(legible_lines, orca_lines)
    problems = list(extra_sizes)
    problems += [f"{word!r} said {len(lines)} times: {' | '.join(lines[:3])}" for word, lines in said.items() if lines]
    if footnotes is False:
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


def print_table(table):
    """One line a page: the counts the comparison is judged by."""
    heads = ("page", "expected", "heard", "in order", "missing", "said twice", "grayed", "sizes twice", "footnotes",
             "resumed/moved")
    widths = [max(len(str(row[i])) for row in [heads, *table]) for i in range(len(heads))]
    for row in [heads, *table]:
        print("  ".join(str(cell).rjust(width) if index else str(cell).ljust(width)
                        for index, (cell, width) in enumerate(zip(row, widths))))


def read(args, out):
    """Has Orca read the documents, and writes each one's transcripts and how its reading went
    into `out`; returns the stems of the files written, in order."""
    documents = [pathlib.Path(e) for e in args.examples] or sorted((ROOT / "Examples").glob("*.md"))
    if args.corpus:
        sample, kinds = corpus_sample(args.legible, pathlib.Path(args.shared), args.corpus, args.seed, args.max_bytes)
        print(f"corpus documents of at most {args.max_bytes} bytes with " + ", ".join(f"{kind}: {n}" for kind, n in sorted(kinds.items()))
              + f"; {len(sample)} drawn with seed {args.seed}")
        documents += sample
    pages, readings, stems = [], [], []
    for index, document in enumerate(documents):
        stem = f"{index:02}-{document.stem}"
        page = out / (stem + ".html")
        # Orca speaks its own words (roles, states) in English here, so legible's are asked for in
        # English too, for a document in another language as well: its text is its own.
        page.write_bytes(subprocess.run([args.legible, "page", "--language", "en", str(document)], capture_output=True, check=True).stdout)
        lines = subprocess.run([args.legible, "read", "--language", "en", str(document)], capture_output=True, check=True, text=True).stdout.splitlines()
        pages.append(page)
        readings.append(lines)
        stems.append(stem)
    # Orca has read a page once it has said the last word of the page's content (not of
    # legible's structure words: a page ending in a list ends in "end of list", which Orca says
    # its own way) as often as the page's content has it; a word with a letter, since Orca says
    # numbers in formulas and code its own way ("4.0" is not "4" and "0" there).
    until = []
    for lines in readings:
        content_words = [w for line, needle in zip(lines, contents(lines)) if not line.startswith("end of ") for w in needle]
        content_words = [w for w in content_words if not w.isdigit()] or content_words
        until.append([content_words[-1], content_words.count(content_words[-1])] if content_words else None)
    spoken, runs = read_aloud(pages, until=until, budget=args.budget)
    for stem, legible, orca, run in zip(stems, readings, spoken, runs):
        (out / (stem + ".orca.txt")).write_text("\n".join(orca) + "\n")
        (out / (stem + ".legible.txt")).write_text("\n".join(legible) + "\n")
        (out / (stem + ".reading.json")).write_text(json.dumps(run))
    return stems


def judge(out, stems, details):
    """Compares each document's transcripts in `out`, prints what differs and a table of counts;
    returns how many things failed."""
    failures = 0
    totals = collections.Counter()
    table = []
    for stem in stems:
        legible = (out / (stem + ".legible.txt")).read_text().splitlines()
        orca = (out / (stem + ".orca.txt")).read_text().splitlines()
        run = json.loads((out / (stem + ".reading.json")).read_text())
        rows = compare(legible, orca)
        counts = collections.Counter(status for status, _, _ in rows)
        totals.update(counts)
        judged = len(rows) - counts["structure"]
        problems = repeats(legible, orca)
        twice = said_twice(legible, orca)
        extra_sizes, said, footnotes = structure_counts(legible, orca)
        reading = [f"Say All resumed {run['resumed']} times"] if run["resumed"] else []
        reading += [f"moved past an object it stopped in again {run['moved']} times"] if run["moved"] else []
        reading += ["its time budget ran out"] if run["out_of_time"] else []
        reading += ["the page's last word not said"] if not run["reached"] and not run["out_of_time"] else []
        print(f"== {stem}: legible read {len(legible)} utterances, Orca {len(orca)}; Orca said the content of "
              f"{counts['said']} of {judged} in order ({counts['structure']} structure only)"
              + (f"; {', '.join(reading)}" if reading else "")
              + "".join(f"\n!! {problem}" for problem in problems)
              + "".join(f"\n.. said more often than legible read says it: {line}" for line in twice))
        table.append((stem, judged, counts["said"] + counts["elsewhere"], counts["said"], counts["missing"], len(twice),
                      len(said["grayed"]), len(extra_sizes), {None: "-", True: "yes", False: "NO"}[footnotes],
                      f"{run['resumed']}/{run['moved']}" + (" out of time" if run["out_of_time"] else "")))
        for status, line, heard in rows:
            if status in ("said", "structure") and not details and not any(h.startswith("(up to the joined emoji") for h in heard):
                continue
            mark = {"said": "ok", "structure": "--", "elsewhere": "~~", "missing": "!!"}[status]
            print(f"{mark} legible: {line}")
            if heard:
                print(f"   orca:    {' | '.join(heard)}")
        failures += judged - counts["said"] + len(problems)
    print_table(table)
    print(f"{len(stems)} documents: Orca said the content of {totals['said']} of {totals['said'] + totals['elsewhere'] + totals['missing']} "
          f"utterances of legible read in order ({totals['elsewhere']} out of order, {totals['missing']} missing)")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--out", default=None, help="directory for the transcripts (default: a temporary one)")
    parser.add_argument("--corpus", type=int, default=0, metavar="N",
                        help="also read N corpus documents with tables, task lists or footnotes")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--max-bytes", type=int, default=8192, help="the largest corpus document to read")
    parser.add_argument("--budget", type=int, default=180, metavar="SECONDS",
                        help="the most time Orca may take to read one page; its reading ends there")
    parser.add_argument("--shared", default=os.environ.get("LEGIBLE_SHARED", str(ROOT.parent / "shared")))
    parser.add_argument("--details", action="store_true", help="print every utterance side by side, not only those Orca did not say")
    parser.add_argument("--judge", metavar="DIR", help="compare the transcripts an earlier run left in DIR again, without Orca")
    parser.add_argument("examples", nargs="*", help="Markdown files (default: Examples/*.md)")
    args = parser.parse_args()
    started = time.time()
    if args.judge:
        out = pathlib.Path(args.judge)
        stems = sorted(path.name[:-len(".reading.json")] for path in out.glob("*.reading.json"))
    else:
        out = pathlib.Path(args.out or tempfile.mkdtemp(prefix="legible-orca-transcripts-"))
        out.mkdir(parents=True, exist_ok=True)
        stems = read(args, out)
    failures = judge(out, stems, args.details)
    print(f"{time.time() - started:.0f} s; transcripts in {out}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
