#!/usr/bin/env python3
"""Coverage-guided fuzzing of Legible with libFuzzer and AddressSanitizer.

    python3 Scripts/fuzz.py build                      # the instrumented LegibleFuzz (release)
    python3 Scripts/fuzz.py run HARNESS [--seconds N]  # fuzz one harness for N seconds
    python3 Scripts/fuzz.py run all --seconds 60 --seed 1 --parallel 2   # every harness, two at a time (what CI does)

Harnesses (Tools/Sources/LegibleFuzz): markdown, streaming, math, text. Each run starts from seeds
built here from ../shared/data (spec examples, corpus documents cut into pieces, TeX from the
speech suites and the corpus) plus the committed regressions in Tests/FuzzRegressions/HARNESS,
with a dictionary of Markdown or TeX tokens from Scripts/fuzz-dictionaries. What the fuzzer
finds is saved under .build-fuzz/findings/HARNESS; a finding, once fixed, is committed to
Tests/FuzzRegressions/HARNESS, which the plain build's `LegibleFuzz HARNESS DIR` replays.
The shared data is read from ../shared at run time, never copied into the repository.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("LEGIBLE_SHARED", ROOT.parent / "shared"))
BUILD = ROOT / ".build-fuzz"
BINARY = BUILD / "release" / "LegibleFuzz"
HARNESSES = ["markdown", "streaming", "math", "text"]
DICTIONARY = {"markdown": "markdown.dict", "streaming": "markdown.dict", "math": "tex.dict", "text": "text.dict"}
# Seeds are kept small and few: libFuzzer mutates short inputs far faster, every structure the
# parser knows fits in a few hundred bytes, and libFuzzer runs every seed before it looks at the
# clock, so the seed set bounds how long a short run takes.
SEED_BYTES = 1024
SEED_COUNT = 1000


def build():
    command = ["swift", "build", "--package-path", "Tools", "-c", "release", "--product", "LegibleFuzz", "--build-path", str(BUILD),
               "-Xswiftc", "-sanitize=fuzzer,address", "-Xswiftc", "-DFUZZING"]
    started = time.time()
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    # The gold linker warns about every ASan helper symbol it cannot export; nothing to act on.
    noise = re.compile(r"ld\.gold: warning: Cannot export local symbol")
    for line in (result.stdout + result.stderr).splitlines():
        if not noise.search(line):
            print(line)
    if result.returncode != 0:
        sys.exit(result.returncode)
    print(f"fuzzing build took {time.time() - started:.0f} s")


def corpus_files():
    manifest = SHARED / "data" / "corpus" / "MANIFEST.tsv"
    if not manifest.exists():
        sys.exit(f"missing {manifest}: the seeds come from ../shared/data")
    lines = manifest.read_text().splitlines()[1:]
    return [SHARED / "data" / "corpus" / line.split("\t")[0] for line in lines if line]


def spec_examples():
    examples = []
    for name in ["commonmark/spec-0.31.2.json", "gfm/spec-0.29.0.gfm.13.json", "gfm/extensions.json", "gfm/regression.json"]:
        examples += [example["markdown"] for example in json.loads((SHARED / "data" / name).read_text())]
    return examples


def pieces(text, count, rng):
    """`count` pieces of `text` of at most SEED_BYTES bytes, starting at line starts."""
    data = text.encode()
    starts = [0] + [match.end() for match in re.finditer(rb"\n", data)]
    chosen = sorted(rng.sample(starts, min(count, len(starts))))
    return [data[start:start + SEED_BYTES] for start in chosen]


def tex_spans(rng):
    spans = []
    for name in ["clearspeak.json", "mathspeak.json"]:
        spans += [case["tex"] for case in json.loads((SHARED / "data" / "math-speech" / name).read_text())]
    span_pattern = re.compile(r"\$\$(.+?)\$\$|\$([^$\n]+?)\$", re.S)
    for path in corpus_files():
        if path.parts[-2] in ("d2l-en", "oi-wiki-math") or "math" in path.name:
            for match in span_pattern.finditer(path.read_text(errors="replace")):
                spans.append(match.group(1) or match.group(2))
    rng.shuffle(spans)
    return [span.encode()[:SEED_BYTES] for span in spans[:3000]]


def seeds(harness, directory):
    """Writes the harness's seeds into `directory`; returns how many."""
    rng = random.Random(14)
    if harness == "math":
        inputs = tex_spans(rng)
    else:
        markdown = [example.encode() for example in spec_examples()]
        for path in corpus_files():
            markdown += pieces(path.read_text(errors="replace"), 3, rng)
        if harness == "streaming":
            # A header byte (preset, how many chunk lengths follow) and the chunk lengths.
            inputs = [bytes([rng.randrange(256)]) + bytes(rng.randrange(256) for _ in range(8)) + item for item in markdown]
        elif harness == "text":
            inputs = [item for item in markdown if len(item) > 200]
        else:
            inputs = markdown
    if len(inputs) > SEED_COUNT:
        inputs = rng.sample(inputs, SEED_COUNT)
    directory.mkdir(parents=True, exist_ok=True)
    for index, item in enumerate(inputs):
        (directory / f"seed-{index:05}").write_bytes(item)
    return len(inputs)


def run(harness, seconds, seed):
    if not BINARY.exists():
        sys.exit(f"no {BINARY}: run `python3 Scripts/fuzz.py build` first")
    work = BUILD / "work" / harness
    shutil.rmtree(work / "seeds", ignore_errors=True)
    # What the fuzzer learnt stays for the next run; the seeds are made afresh.
    corpus = work / "corpus"
    count = seeds(harness, work / "seeds")
    regressions = ROOT / "Tests" / "FuzzRegressions" / harness
    findings = BUILD / "findings" / harness
    findings.mkdir(parents=True, exist_ok=True)
    corpus.mkdir(parents=True, exist_ok=True)
    environment = dict(os.environ, LEGIBLE_FUZZ=harness, SWIFT_BACKTRACE="enable=no",
                       ASAN_OPTIONS="detect_leaks=1:abort_on_error=0")
    command = [str(BINARY), str(corpus), str(work / "seeds")]
    if regressions.is_dir():
        command.append(str(regressions))
    command += [f"-max_total_time={seconds}", "-timeout=20", "-rss_limit_mb=4096", f"-max_len={SEED_BYTES * 2}",
                f"-dict={ROOT / 'Scripts' / 'fuzz-dictionaries' / DICTIONARY[harness]}",
                f"-artifact_prefix={findings}/", "-print_final_stats=1"]
    if seed is not None:
        command.append(f"-seed={seed}")
    started = time.time()
    result = subprocess.run(command, capture_output=True, text=True, env=environment)
    log = result.stderr
    (BUILD / f"{harness}.log").write_text(log)
    coverage = re.findall(r"cov: (\d+) ft: (\d+)", log)
    executions = re.search(r"stat::number_of_executed_units: (\d+)", log)
    runs = int(executions.group(1)) if executions else 0
    elapsed = time.time() - started
    cov, features = coverage[-1] if coverage else ("?", "?")
    print(f"{harness}: {count} seeds, {runs} executions in {elapsed:.0f} s ({runs / max(elapsed, 1):.0f}/s), "
          f"coverage {cov} edges, {features} features")
    if result.returncode != 0:
        problem = [line for line in log.splitlines() if "Fatal error" in line or "ERROR: " in line or "SUMMARY" in line]
        print(f"{harness}: FOUND a problem (exit {result.returncode}); input saved in {findings}", file=sys.stderr)
        print("\n".join(problem[:5]) or log[-3000:], file=sys.stderr)
        return False
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=["build", "run"])
    parser.add_argument("harness", nargs="?", choices=HARNESSES + ["all"], default="all")
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--parallel", type=int, default=1, help="harnesses fuzzed at once (default 1)")
    # CI fixes the seed, so that a run that fails there fails the same way on the first
    # inputs here; a long run by hand is better left to choose its own.
    parser.add_argument("--seed", type=int, help="libFuzzer's random seed (default: chosen by libFuzzer)")
    arguments = parser.parse_args()
    if arguments.action == "build":
        build()
        return
    chosen = HARNESSES if arguments.harness == "all" else [arguments.harness]
    # A libFuzzer process uses one core: on CI's two, two harnesses at a time take half the time
    # and each still gets its seconds.
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.parallel) as pool:
        results = list(pool.map(lambda harness: run(harness, arguments.seconds, arguments.seed), chosen))
    if not all(results):
        sys.exit(1)


if __name__ == "__main__":
    main()
