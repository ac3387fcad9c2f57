#!/usr/bin/env python3
"""How the time to stream a growing block into `legible view` grows with the block: a fenced
Python code block, a three-column table and a run of paragraphs, each at 250 and 1,000 lines
(rows, paragraphs), streamed with `--stream --chunk 16 --delay-ms 0` in a real terminal (tmux,
80x24) until the status line stops saying the answer is still arriving. Linear work is about 4x
from 250 to 1,000; issue 46 asks for at most 5x, all sizes timed in the same run.

The inputs are generated here (into a temporary directory, never the repository), so that
anyone can time the same documents:

    Scripts/stream-scaling.py [--sizes 250,1000] [--kinds code,table,paragraphs] [path/to/legible]
    Scripts/stream-scaling.py --write DIRECTORY      # only write the inputs
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def code_block(lines):
    """A fenced Python block of `lines` lines: definitions, strings, comments and numbers, so
    that the highlighter has tokens of every kind to find."""
    body = []
    for index in range(lines):
        kind = index % 5
        if kind == 0:
            body.append(f"def step_{index}(value, scale={index % 7 + 1}):")
        elif kind == 1:
            body.append(f"    \"\"\"Step {index}: scales the value.\"\"\"  # doc")
        elif kind == 2:
            body.append(f"    total = value * scale + {index} / 3.5")
        elif kind == 3:
            body.append(f"    label = f\"step {{value}} of {index}\"")
        else:
            body.append("    return total, label")
    return "```python\n" + "\n".join(body) + "\n```\n"


def table(rows):
    """A three-column table of `rows` rows whose cells keep about the same widths."""
    lines = ["| Name | Value | Note |", "| :--- | ---: | --- |"]
    lines += [f"| item {index} | {index * 37 % 10007} | note on row {index} |" for index in range(rows)]
    return "\n".join(lines) + "\n"


def paragraphs(count):
    """`count` short paragraphs with emphasis, code and a link each."""
    return "\n".join(f"Paragraph {index} says *something* about `value_{index}` and "
                     f"[one link](https://example.com/{index}), then ends.\n" for index in range(count))


KINDS = {"code": code_block, "table": table, "paragraphs": paragraphs}


def write_inputs(directory, kinds, sizes):
    """Writes each kind at each size; returns {(kind, size): path}."""
    paths = {}
    for kind in kinds:
        for size in sizes:
            path = Path(directory) / f"{kind}-{size}.md"
            path.write_text(KINDS[kind](size))
            paths[(kind, size)] = path
    return paths


def time_view(legible, path, socket):
    """Seconds from starting `legible view --stream` in tmux until the answer is complete."""
    def tmux(*arguments):
        return subprocess.run(["tmux", "-L", socket, *arguments], capture_output=True, text=True)
    command = f"{legible} view --stream --chunk 16 --delay-ms 0 {path}"
    start = time.monotonic()
    tmux("new-session", "-d", "-x", "80", "-y", "24", "-s", "scaling", command)
    try:
        seen = False
        while True:
            time.sleep(0.1)
            pane = tmux("capture-pane", "-p", "-t", "scaling").stdout
            # The pager's status line says "answer still arriving" until the stream ends.
            if "answer still arriving" in pane:
                seen = True
            elif seen and pane.strip():
                return time.monotonic() - start
            if time.monotonic() - start > 3600:
                raise RuntimeError(f"{path} did not finish streaming within an hour")
    finally:
        tmux("send-keys", "-t", "scaling", "q")
        time.sleep(0.2)
        tmux("kill-server")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("legible", nargs="?", default=str(ROOT / "Tools/.build/release/legible"))
    parser.add_argument("--sizes", default="250,1000")
    parser.add_argument("--kinds", default="code,table,paragraphs")
    parser.add_argument("--write", metavar="DIRECTORY", help="only write the inputs there")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    kinds = arguments.kinds.split(",")
    if arguments.write:
        os.makedirs(arguments.write, exist_ok=True)
        for path in write_inputs(arguments.write, kinds, sizes).values():
            print(path)
        return 0
    if not shutil.which("tmux"):
        sys.exit("tmux is not installed")
    legible = os.path.realpath(arguments.legible)
    if not os.access(legible, os.X_OK):
        sys.exit(f"no legible executable at {legible}")
    worst = 0.0
    with tempfile.TemporaryDirectory() as directory:
        paths = write_inputs(directory, kinds, sizes)
        for kind in kinds:
            times = {}
            for size in sizes:
                # Each time as it comes: a 1,000-line stream can take minutes on a loaded machine.
                times[size] = time_view(legible, paths[(kind, size)], f"scaling-{os.getpid()}")
                print(f"{kind} {size}: {times[size]:.1f} s ({paths[(kind, size)].stat().st_size} bytes)", flush=True)
            smallest = min(sizes)
            ratios = {size: times[size] / times[smallest] for size in sizes if size != smallest}
            worst = max([worst, *ratios.values()])
            print(f"{kind}: " + ", ".join(f"{size}/{smallest} = {ratio:.1f}x" for size, ratio in ratios.items()), flush=True)
    return 0 if worst <= 5 * max(sizes) / min(sizes) / 4 else 1


if __name__ == "__main__":
    sys.exit(main())
