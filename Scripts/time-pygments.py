#!/usr/bin/env python3
"""Times Pygments on code blocks, for `LegibleBenchmarks highlight`, which runs it in the same
run as its own timing: `time-pygments.py BLOCKS.json [REPETITIONS]` prints the fastest of
REPETITIONS runs (default 3), in seconds of processor time (as Legible's side measures), of lexing every block with the Pygments lexer of its
language (the same lexers as Scripts/generate-pygments-snapshot.py).

BLOCKS.json is a list of {"language": Legible's canonical name, "code": text}.
"""

import importlib.util
import json
import os
import sys
import time

from pygments.lexers import get_lexer_by_name

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("snapshot", os.path.join(here, "generate-pygments-snapshot.py"))
snapshot = importlib.util.module_from_spec(spec)
spec.loader.exec_module(snapshot)


def main():
    blocks = json.load(open(sys.argv[1], encoding="utf-8"))
    repetitions = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    lexers = {name: get_lexer_by_name(alias, stripnl=False, ensurenl=False) for name, alias in snapshot.LEXERS.items()}
    best = float("inf")
    for _ in range(repetitions):
        start = time.thread_time()
        for block in blocks:
            for _ in lexers[block["language"]].get_tokens(block["code"]):
                pass
        best = min(best, time.thread_time() - start)
    print(best)


if __name__ == "__main__":
    main()
