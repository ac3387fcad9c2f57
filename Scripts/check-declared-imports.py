#!/usr/bin/env python3
"""Every target declares, in Package.swift, each of the package's modules it imports: a module
leaning on what another dependency happens to bring along breaks when that dependency changes.
Apple's frameworks are left out (stubs on Linux, the system's on Apple platforms).

    python3 Scripts/check-declared-imports.py
"""

import glob
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APPLE = {"UIKit", "AppKit", "SwiftUI", "CoreGraphics", "Accessibility"}
IMPORT = re.compile(r"\s*(?:@_exported\s+)?(?:(?:public|package|internal|@testable|@_spi\(\w+\))\s+)*import\s+(\w+)")


def main():
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    local = {target["name"] for target in package["targets"]}
    problems = []
    for target in package["targets"]:
        name = target["name"]
        path = ROOT / (target.get("path") or (("Tests/" if target["type"] == "test" else "Sources/") + name))
        declared = {dependency[kind][0] for dependency in target["dependencies"] for kind in ("byName", "target", "product") if kind in dependency}
        imported = set()
        for file in glob.glob(str(path / "**" / "*.swift"), recursive=True):
            for line in open(file, encoding="utf-8"):
                match = IMPORT.match(line)
                if match:
                    imported.add(match.group(1))
        missing = sorted(module for module in imported if module in local and module not in declared and module != name and module not in APPLE)
        if missing:
            problems.append(f"{name} imports {', '.join(missing)} without declaring it")
    print("\n".join(problems) or f"every one of {len(local)} targets declares the package modules it imports")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
