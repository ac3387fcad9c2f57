#!/usr/bin/env python3
"""Counts, over the whole corpus (../shared/data/corpus), how many documents each of issue 48's
audit rules fires on, and what honest text they leave alone: the figures and the cases of
Documentation/HostileAnswers.md.

    python3 Scripts/hostile-corpus-counts.py --legible Tools/.build/release/legible [--cases]

The rules report the reading model's own warnings (the marks `read`, `view` and `page` show:
AuditedDocument reads them from the model), grouped by paragraph or code block, so a rule's
count is the count of the blocks its mark is in; `image-remote` is the remote image placeholder.

The controls, read from the Markdown source by this script, not by Legible:
- links whose text looks like an address (a URL, or a domain name with an optional path) and
  how many of them `link-text-deceptive` reports;
- documents with right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
  presentation forms), and how many of them the hidden-text and direction rules report;
- documents with characters a reader cannot see (default ignorable code points or direction
  controls) anywhere, code included, and how many of them are reported.

`--cases` prints every finding of these rules with its source line, to be judged by hand, and
the documents with characters no reader sees that nothing reports, with those characters.
"""
import argparse
import collections
import json
import pathlib
import re
import subprocess
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parents[1]
RULES = ["hidden-text", "bidi-control-in-code", "bidi-control-unbalanced", "link-text-deceptive",
         "link-host-look-alike", "image-remote"]
# An inline link that is not an image: its text and destination (no nested brackets).
LINK = re.compile(r"(?<!!)\[([^\[\]\n]+)\]\(<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\)")
ADDRESS = re.compile(r"^(?:https?://)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/:?#]\S*)?$", re.I)
RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]")


def invisible(character):
    """Whether a reader cannot see the character: a format character (Cf: direction controls,
    zero width characters, tag characters, the soft hyphen) or a variation selector."""
    return unicodedata.category(character) == "Cf" or "\ufe00" <= character <= "\ufe0f"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/release/legible"))
    parser.add_argument("--shared", default=str(ROOT.parent / "shared"))
    parser.add_argument("--cases", action="store_true", help="print the findings to judge, with their source lines")
    args = parser.parse_args()
    corpus = pathlib.Path(args.shared, "data/corpus")
    run = subprocess.run([args.legible, "audit", str(corpus), "--format", "json"], capture_output=True)
    if run.returncode > 1:
        sys.exit(f"legible audit failed ({run.returncode}): {run.stderr.decode(errors='replace')[:500]}")
    report = json.loads(run.stdout)

    documents, findings = collections.Counter(), collections.Counter()
    fired = collections.defaultdict(set)
    cases = []
    for file in report["files"]:
        path = pathlib.Path(file["path"])
        for finding in file["findings"]:
            rule = finding["rule"]
            if rule not in RULES:
                continue
            findings[rule] += 1
            cases.append((path, finding))
            fired[rule].add(path)
    for rule in RULES:
        documents[rule] = len(fired[rule])

    address_links, right_to_left, hiding = 0, set(), {}
    for path in sorted(corpus.rglob("*.md")):
        text = path.read_text(encoding="utf-8", errors="replace")
        address_links += sum(1 for text_, _ in LINK.findall(text) if ADDRESS.match(text_.strip().strip("`")))
        if RIGHT_TO_LEFT.search(text):
            right_to_left.add(path)
        found = sorted({f"U+{ord(character):04X}" for character in text if invisible(character)})
        if found:
            hiding[path] = found
    markdown = sum(1 for _ in corpus.rglob("*.md"))
    hidden_rules = fired["hidden-text"] | fired["bidi-control-in-code"] | fired["bidi-control-unbalanced"]

    print(f"{markdown} Markdown documents ({len(report['files'])} files audited)")
    print(f"{'rule':26} {'documents':>9} {'findings':>9}")
    for rule in RULES:
        print(f"{rule:26} {documents[rule]:9} {findings[rule]:9}")
    print(f"links whose text looks like an address: {address_links}; link-text-deceptive reports "
          f"{findings['link-text-deceptive']}")
    print(f"documents with right-to-left letters: {len(right_to_left)}; of them reported by the hidden-text "
          f"and direction rules: {len(right_to_left & hidden_rules)}")
    print(f"documents with characters no reader sees (format characters, variation selectors): {len(hiding)}; "
          f"reported: {len(hiding.keys() & hidden_rules)}")
    if args.cases:
        for path, finding in cases:
            line = finding["start"]["line"]
            source = path.read_text(encoding="utf-8", errors="replace").split("\n")[line - 1]
            print(f"\n{path.relative_to(corpus)}:{line} [{finding['rule']}] {finding['message']}")
            print("    " + ascii(source[:240])[1:-1])
        print("\nnot reported:")
        for path in sorted(hiding.keys() - hidden_rules):
            print(f"{path.relative_to(corpus)}: {' '.join(hiding[path])}")


if __name__ == "__main__":
    main()
