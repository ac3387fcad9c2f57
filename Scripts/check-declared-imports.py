#!/usr/bin/env python3
"""Every target declares, in its package's manifest, each of the repository's modules it imports
(the library's, and the tools' in Tools/): a module leaning on what another dependency happens
to bring along breaks when that dependency changes. Apple's frameworks are left out (stubs on
Linux, the system's on Apple platforms). No file imports a module `@testable`: CI's release build
of the tests has no -enable-testing (what tests reach is declared `package`), and without this
check such an import fails only there, forty minutes into the run.

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
    packages = [(directory, json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=directory, capture_output=True, text=True,
                                                      check=True).stdout)) for directory in (ROOT, ROOT / "Tools")]
    local = {target["name"] for _, package in packages for target in package["targets"]}
    problems = []
    for directory, package in packages:
        problems += undeclared(directory, package, local)
    print("\n".join(problems) or f"every one of {len(local)} targets declares the repository's modules it imports, none @testable")
    sys.exit(1 if problems else 0)


def undeclared(directory, package, local):
    problems = []
    for target in package["targets"]:
        name = target["name"]
        path = directory / (target.get("path") or (("Tests/" if target["type"] == "test" else "Sources/") + name))
        declared = {dependency[kind][0] for dependency in target["dependencies"] for kind in ("byName", "target", "product") if kind in dependency}
        imported = set()
        for file in glob.glob(str(path / "**" / "*.swift"), recursive=True):
            for line in open(file, encoding="utf-8"):
                match = IMPORT.match(line)
                if match:
                    imported.add(match.group(1))
                    if "@testable" in line:
                        problems.append(f"{Path(file).relative_to(ROOT)} imports {match.group(1)} @testable")
        missing = sorted(module for module in imported if module in local and module not in declared and module != name and module not in APPLE)
        if missing:
            problems.append(f"{name} imports {', '.join(missing)} without declaring it")
    return problems


if __name__ == "__main__":
    main()
