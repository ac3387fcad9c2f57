#!/usr/bin/env python3
"""Regenerates Tests/Oracles/sre-clearspeak-corpus.jsonl: every distinct math span of the shared
corpus (d2l-en and oi-wiki-math, as `LegibleBenchmarks math-spans` finds them) spoken by the
Speech Rule Engine's ClearSpeak (default preferences, English) through ../shared/tools/sre_oracle.py;
with --locale, the same spans in SRE's other languages, in sre-clearspeak-corpus-<locale>.jsonl;
with `--style nemeth`, Tests/Oracles/sre-nemeth-corpus.jsonl: the same spans in SRE's Nemeth braille.

    python3 Scripts/sre-corpus-snapshot.py             # run from the package root; asks the oracle
                                                       # only about TeX the snapshot lacks
    python3 Scripts/sre-corpus-snapshot.py --refresh   # asks about every span again
    python3 Scripts/sre-corpus-snapshot.py --locale de fr es it   # the German, French, Spanish and Italian snapshots
    python3 Scripts/sre-corpus-snapshot.py --style nemeth
    python3 Scripts/sre-corpus-snapshot.py --spans spans.jsonl   # the spans `math-spans` printed
                                                       # before, instead of building and running it

One JSON object a line, sorted by TeX: {"tex": …, "sources": ["d2l-en", …], "speech": …}, or
"error" instead of "speech" when MathJax or SRE rejects the TeX; for Nemeth, "speech" holds SRE's
Unicode braille cells. The oracle needs headless Chromium (it installs it on first use); it answers
about 250 formulas a second on an idle machine. `CorpusOracleAgreementTests` and
`NemethOracleAgreementTests` read the snapshots, so CI needs no browser.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
shared = pathlib.Path(os.environ.get("LEGIBLE_SHARED", root.parent / "shared"))


def snapshot_path(style, locale):
    """English ClearSpeak keeps the name it always had; other languages add their code."""
    name = "sre-%s-corpus.jsonl" % style if locale == "en" else "sre-%s-corpus-%s.jsonl" % (style, locale)
    return root / "Tests" / "Oracles" / name


def corpus_spans(spans_file):
    """{tex: sorted source names} for every distinct span."""
    if spans_file:
        lines = pathlib.Path(spans_file).read_text(encoding="utf-8").splitlines()
    else:
        lines = subprocess.run(["swift", "run", "--package-path", "Tools", "-c", "release", "LegibleBenchmarks", "math-spans"],
                               cwd=root, capture_output=True, text=True, check=True,
                               env=dict(os.environ, LEGIBLE_SHARED=str(shared))).stdout.splitlines()
    sources = {}
    for line in lines:
        span = json.loads(line)
        source = pathlib.PurePosixPath(span["file"]).parts[2]  # data/corpus/<source>/…
        sources.setdefault(span["tex"], set()).add(source)
    return {tex: sorted(names) for tex, names in sources.items()}


def ask_oracle(texs, style, locale):
    oracle = shared / "tools" / "sre_oracle.py"
    lines = "".join(json.dumps({"id": i, "tex": tex}, ensure_ascii=False) + "\n" for i, tex in enumerate(texs))
    result = subprocess.run(["nice", "-n", "10", sys.executable, str(oracle), "--style", style, "--locale", locale, "-q"],
                            input=lines, capture_output=True, text=True, check=True)
    answers = {}
    for line in result.stdout.splitlines():
        record = json.loads(line)
        answers[texs[record["id"]]] = {k: record[k] for k in ("speech", "error") if k in record}
    return answers


def write_snapshot(style, locale, spans, refresh):
    snapshot = snapshot_path(style, locale)
    known = {}
    if snapshot.exists() and not refresh:
        for line in snapshot.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            known[record["tex"]] = {k: record[k] for k in ("speech", "error") if k in record}
    missing = [tex for tex in spans if tex not in known]
    print("%s: %d distinct spans, %d already in the snapshot, asking the oracle about %d"
          % (locale, len(spans), len(spans) - len(missing), len(missing)), file=sys.stderr)
    if missing:
        known.update(ask_oracle(missing, style, locale))
    with open(snapshot, "w", encoding="utf-8") as out:
        for tex in sorted(spans):
            out.write(json.dumps({"tex": tex, "sources": spans[tex], **known[tex]}, ensure_ascii=False) + "\n")
    print("wrote %s (%d bytes)" % (snapshot.relative_to(root), snapshot.stat().st_size), file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--refresh", action="store_true", help="ask the oracle about every span again")
    parser.add_argument("--locale", nargs="+", default=["en"], metavar="CODE",
                        help="SRE's languages to snapshot (default: en); the tests read en, de, fr, es and it")
    parser.add_argument("--style", choices=("clearspeak", "nemeth"), default="clearspeak",
                        help="the oracle's style (default clearspeak)")
    parser.add_argument("--spans", help="the output of `LegibleBenchmarks math-spans`, instead of running it")
    args = parser.parse_args()
    spans = corpus_spans(args.spans)
    for locale in args.locale:
        write_snapshot(args.style, locale, spans, args.refresh)


if __name__ == "__main__":
    main()
