#!/usr/bin/env python3
"""Regenerates Tests/Oracles/sre-clearspeak-corpus.jsonl: every distinct math span of the shared
corpus (d2l-en and oi-wiki-math, as `LegibleBenchmarks math-spans` finds them) spoken by the
Speech Rule Engine's ClearSpeak (default preferences, English) through ../shared/tools/sre_oracle.py.

    python3 Scripts/sre-corpus-snapshot.py             # run from the package root; asks the oracle
                                                       # only about TeX the snapshot lacks
    python3 Scripts/sre-corpus-snapshot.py --refresh   # asks about every span again

One JSON object a line, sorted by TeX: {"tex": …, "sources": ["d2l-en", …], "speech": …}, or
"error" instead of "speech" when MathJax or SRE rejects the TeX. The oracle needs headless Chromium
(it installs it on first use); it speaks about 250 formulas a second on an idle machine.
`CorpusOracleAgreementTests` reads the snapshot, so CI needs no browser.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
shared = pathlib.Path(os.environ.get("LEGIBLE_SHARED", root.parent / "shared"))
snapshot = root / "Tests" / "Oracles" / "sre-clearspeak-corpus.jsonl"


def corpus_spans():
    """{tex: sorted source names} for every distinct span."""
    report = subprocess.run(["swift", "run", "-c", "release", "LegibleBenchmarks", "math-spans"],
                            cwd=root, capture_output=True, text=True, check=True,
                            env=dict(os.environ, LEGIBLE_SHARED=str(shared)))
    sources = {}
    for line in report.stdout.splitlines():
        span = json.loads(line)
        source = pathlib.PurePosixPath(span["file"]).parts[2]  # data/corpus/<source>/…
        sources.setdefault(span["tex"], set()).add(source)
    return {tex: sorted(names) for tex, names in sources.items()}


def ask_oracle(texs):
    oracle = shared / "tools" / "sre_oracle.py"
    lines = "".join(json.dumps({"id": i, "tex": tex}, ensure_ascii=False) + "\n" for i, tex in enumerate(texs))
    result = subprocess.run(["nice", "-n", "10", sys.executable, str(oracle), "--style", "clearspeak", "-q"],
                            input=lines, capture_output=True, text=True, check=True)
    answers = {}
    for line in result.stdout.splitlines():
        record = json.loads(line)
        answers[texs[record["id"]]] = {k: record[k] for k in ("speech", "error") if k in record}
    return answers


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--refresh", action="store_true", help="ask the oracle about every span again")
    args = parser.parse_args()
    known = {}
    if snapshot.exists() and not args.refresh:
        for line in snapshot.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            known[record["tex"]] = {k: record[k] for k in ("speech", "error") if k in record}
    spans = corpus_spans()
    missing = [tex for tex in spans if tex not in known]
    print("%d distinct spans, %d already in the snapshot, asking the oracle about %d"
          % (len(spans), len(spans) - len(missing), len(missing)), file=sys.stderr)
    if missing:
        known.update(ask_oracle(missing))
    with open(snapshot, "w", encoding="utf-8") as out:
        for tex in sorted(spans):
            out.write(json.dumps({"tex": tex, "sources": spans[tex], **known[tex]}, ensure_ascii=False) + "\n")
    print("wrote %s (%d bytes)" % (snapshot.relative_to(root), snapshot.stat().st_size), file=sys.stderr)


if __name__ == "__main__":
    main()
