#!/usr/bin/env python3
"""Whole-process speed: the shared corpus concatenated into one file, rendered to HTML by each
tool, in the same run, best of several runs (hyperfine). pulldown-cmark has no C library to call
in-process, so this is where it is compared; the in-process benchmark
(`LegibleBenchmarks markdown`) compares cmark, cmark-gfm and md4c. Start-up comes first:
`legible html` and cmark on an empty file, in the same run.

    python3 Scripts/whole-process-speed.py [--legible Tools/.build/release/legible] [--runs 5]

Needs Debian's hyperfine, cmark, cmark-gfm and pulldown-cmark; md4c is compared too when a C
compiler and libmd4c-html0-dev are there (Scripts/md4c-html.c is built for it).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("LEGIBLE_SHARED", ROOT.parent / "shared"))

# Each dialect's commands, ours first; every tool reads the same file and writes to /dev/null.
DIALECTS = {
    "CommonMark": [
        ("legible", "{legible} html --commonmark {file}"),
        ("cmark", "cmark {file}"),
        ("pulldown-cmark", "pulldown-cmark < {file}"),
        ("md4c", "{md4c} {file}"),
    ],
    "GitHub": [
        ("legible", "{legible} html {file}"),
        # Debian's cmark-gfm command (0.29.0.gfm.6) has no footnote option; footnotes are a small
        # part of the corpus.
        ("cmark-gfm", "cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist {file}"),
        ("pulldown-cmark", "pulldown-cmark -T -S -L -F < {file}"),
        ("md4c", "{md4c} --github {file}"),
    ],
}


def least_times(commands, runs, directory, warmup=1, shell=True):
    """The least wall time of `runs` runs of each command, taking turns (hyperfine); without
    `shell`, commands are run directly, as a shell's own start-up would swamp milliseconds."""
    report = Path(directory) / "report.json"
    hyperfine = ["hyperfine", "--style", "none", "--warmup", str(warmup), "--runs", str(runs), "--export-json", str(report)]
    if not shell:
        hyperfine.append("--shell=none")
    subprocess.run(hyperfine + commands, check=True, stdout=subprocess.DEVNULL)
    return [min(result["times"]) for result in json.loads(report.read_text())["results"]]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--legible", default=str(ROOT / "Tools" / ".build" / "release" / "legible"))
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    missing = [tool for tool in ["hyperfine", "cmark", "cmark-gfm", "pulldown-cmark"] if not shutil.which(tool)]
    if missing:
        sys.exit(f"missing: {', '.join(missing)} (Debian packages of the same names)")
    manifest = SHARED / "data" / "corpus" / "MANIFEST.tsv"
    names = [line.split("\t")[0] for line in manifest.read_text().splitlines()[1:] if line]
    with tempfile.TemporaryDirectory() as directory:
        md4c = Path(directory) / "md4c-html"
        built = shutil.which("cc") and subprocess.run(["cc", "-O2", "-o", str(md4c), str(ROOT / "Scripts" / "md4c-html.c"), "-lmd4c-html"],
                                                       stderr=subprocess.DEVNULL).returncode == 0
        if not built:
            print("md4c left out: no C compiler or no libmd4c-html0-dev")
        corpus = Path(directory) / "corpus.md"
        with corpus.open("wb") as out:
            for name in names:
                # A blank line apart, so no construct runs from one document into the next.
                out.write((SHARED / "data" / "corpus" / name).read_bytes() + b"\n\n")
        # Start-up: what a run costs before there is anything to read (loading, the runtime's
        # initialisers, the arguments), many runs since each takes milliseconds.
        empty = Path(directory) / "empty.md"
        empty.write_bytes(b"")
        ours, cmark = least_times([f"{arguments.legible} html {empty}", f"cmark {empty}"], 100, directory, warmup=10, shell=False)
        print(f"start-up, an empty file: legible html {ours * 1000:.1f} ms, cmark {cmark * 1000:.1f} ms (legible {ours / cmark:.1f}x its time)")
        size = corpus.stat().st_size
        print(f"{len(names)} corpus documents concatenated: {size / 1e6:.1f} MB; least wall time of {arguments.runs} runs")
        for dialect, commands in DIALECTS.items():
            commands = [(name, command) for name, command in commands if built or name != "md4c"]
            times = least_times([command.format(legible=arguments.legible, md4c=md4c, file=corpus) + " > /dev/null" for _, command in commands],
                                arguments.runs, directory)
            ours = times[0]
            line = ", ".join(f"{name} {time:.3f} s ({size / time / 1e6:.0f} MB/s, legible {ours / time:.2f}x its time)"
                             for (name, _), time in zip(commands[1:], times[1:]))
            print(f"  {dialect}: legible {ours:.3f} s ({size / ours / 1e6:.0f} MB/s); {line}")


if __name__ == "__main__":
    main()
