#!/usr/bin/env python3
"""Regenerates Tests/Oracles/sre-clearspeak-our-mathml.jsonl: for every distinct math span of the
corpus snapshot (Tests/Oracles/sre-clearspeak-corpus.jsonl), the Speech Rule Engine's ClearSpeak
speech of the MathML that Legible writes (MathMLWriter), compared with SRE's speech of MathJax's
MathML for the same TeX, which is the corpus snapshot's "speech".

    python3 Scripts/sre-mathml-snapshot.py      # run from the package root, after
                                                # Scripts/sre-corpus-snapshot.py

One JSON object a line, in the order of the corpus snapshot: {"tex": FNV-1a 64 of the TeX,
"mathml": FNV-1a 64 of our MathML, "same": true} when SRE says the same words for both
(pause punctuation and case aside), else {"tex": …, "mathml": …, "speech": SRE's speech of our
MathML}. Hashes are 16 hex digits of
the UTF-8 bytes. `MathMLAgreementTests` recomputes our MathML, counts a span as agreeing only if
its hash still matches, and prints the share.

Entries of the existing snapshot whose TeX and MathML hashes are unchanged are kept as they are,
so only the MathML that changed goes to the oracle (which is slow); `--all` asks about every span.
`--debug` writes our MathML with a debug build instead of a release build (the same MathML, no
release build to wait for).
"""
import json
import os
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
shared = pathlib.Path(os.environ.get("LEGIBLE_SHARED", root.parent / "shared"))
corpus = root / "Tests" / "Oracles" / "sre-clearspeak-corpus.jsonl"
snapshot = root / "Tests" / "Oracles" / "sre-clearspeak-our-mathml.jsonl"


def fnv1a64(text):
    value = 0xcbf29ce484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def normalized(speech):
    """What a listener hears the same: lower case, no pause punctuation, single spaces (as
    SpeechComparison.normalized in Tests/LegibleTestSupport)."""
    return " ".join(re.sub(r"[,.;:]", "", speech.lower()).split())


def main():
    records = [json.loads(line) for line in corpus.read_text(encoding="utf-8").splitlines()]
    lines = "".join(json.dumps({"tex": r["tex"]}, ensure_ascii=False) + "\n" for r in records)
    # The MathML does not depend on the build configuration; `--debug` reuses a debug build.
    configuration = "debug" if "--debug" in sys.argv[1:] else "release"
    ours = subprocess.run(["swift", "run", "--package-path", "Tools", "-c", configuration, "LegibleBenchmarks", "math-render", "--mathml"],
                          cwd=root, input=lines, capture_output=True, text=True, check=True).stdout.splitlines()
    mathml = [json.loads(line)["mathml"] for line in ours]
    assert len(mathml) == len(records)
    kept = {}
    if snapshot.exists() and "--all" not in sys.argv[1:]:
        for line in snapshot.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            kept[(entry["tex"], entry["mathml"])] = entry
    keys = [(fnv1a64(record["tex"]), fnv1a64(mathml[i])) for i, record in enumerate(records)]
    asked = [i for i, key in enumerate(keys) if key not in kept]
    oracle = shared / "tools" / "sre_oracle.py"
    requests = "".join(json.dumps({"id": i, "mathml": mathml[i]}, ensure_ascii=False) + "\n" for i in asked)
    print("asking the oracle about %d MathML records (%d unchanged kept)" % (len(asked), len(records) - len(asked)),
          file=sys.stderr)
    answers = subprocess.run(["nice", "-n", "10", sys.executable, str(oracle), "--style", "clearspeak", "-q"],
                             input=requests, capture_output=True, text=True, check=True).stdout.splitlines() if asked else []
    speech = {}
    for line in answers:
        answer = json.loads(line)
        speech[answer["id"]] = answer.get("speech", "error: " + answer.get("error", ""))
    same = 0
    with open(snapshot, "w", encoding="utf-8") as out:
        for i, record in enumerate(records):
            entry = {"tex": keys[i][0], "mathml": keys[i][1]}
            if keys[i] in kept:
                # A kept answer is compared again, so that a change of the normalisation applies to it.
                if kept[keys[i]].get("same"):
                    out.write(json.dumps(kept[keys[i]], ensure_ascii=False) + "\n")
                    same += 1
                    continue
                speech[i] = kept[keys[i]]["speech"]
            if "speech" in record and normalized(speech[i]) == normalized(record["speech"]):
                entry["same"] = True
                same += 1
            else:
                entry["speech"] = speech[i]
            out.write(json.dumps(entry, ensure_ascii=False) + "\n")
    print("identical: %d/%d = %.1f%%; wrote %s (%d bytes)" % (same, len(records), 100.0 * same / len(records),
          snapshot.relative_to(root), snapshot.stat().st_size), file=sys.stderr)


if __name__ == "__main__":
    main()
