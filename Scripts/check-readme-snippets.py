#!/usr/bin/env python3
"""Checks that every Swift example in README.md is the visible code of a snippet in Snippets/,
so that the README's examples are the ones `swift build` compiles.

Examples that import UIKit, AppKit or SwiftUI may be left out, and are counted apart: snippets
are built on every platform, those frameworks exist only on Apple's, and the Linux stubs hold
only what the glue itself uses (Stubs/README.md), not the table cells and layout constraints of
an app. The quick starts (the section "Quick start") may not: each is a snippet, the Apple ones
wrapped in `#if canImport(…)` so that Linux compiles them against the stubs.

A package manifest (`// swift-tools-version` first) is no snippet: Scripts/check-scratch-package.sh
builds a package from the README's manifest and runs the server quick start in it.

A snippet's visible code is the file without its leading comment (the snippet's description,
which a `// snippet.hide` ends, as in DocC) and without the lines between `// snippet.hide` and `// snippet.show`."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent


def visible(path):
    lines = path.read_text().splitlines()
    while lines and lines[0].startswith("//") and not lines[0].startswith("// snippet."):
        lines.pop(0)
    shown, hidden = [], False
    for line in lines:
        marker = line.strip()
        if marker == "// snippet.hide":
            hidden = True
        elif marker == "// snippet.show":
            hidden = False
        elif not hidden:
            shown.append(line)
    return "\n".join(shown).strip()


snippets = {path.name: visible(path) for path in sorted((root / "Snippets").glob("*.swift"))}
readme = (root / "README.md").read_text()
blocks = [block for block in re.findall(r"```swift\n(.*?)```", readme, re.S) if not block.startswith("// swift-tools-version")]
quick_start = re.search(r"^## Quick start\n(.*?)^## ", readme, re.S | re.M)
required = re.findall(r"```swift\n(.*?)```", quick_start.group(1), re.S) if quick_start else []
apple_only = [block for block in blocks if re.search(r"^import (UIKit|AppKit|SwiftUI)$", block, re.M)
              and block not in required and block.strip() not in snippets.values()]
blocks = [block for block in blocks if block not in apple_only]
missing = [block for block in blocks if block.strip() not in snippets.values()]
if not quick_start or len(required) < 3:
    print("README.md has no \"## Quick start\" section with its Swift examples", file=sys.stderr)
    missing.append("")
for block in missing:
    print("README.md has a Swift example that is no snippet's visible code:\n" + block, file=sys.stderr)
print(f"{len(blocks) - len(missing)} of {len(blocks)} README Swift examples are snippets ({', '.join(snippets)}); "
      f"{len(apple_only)} more use Apple's UI frameworks and are checked in Xcode")
sys.exit(1 if missing or not blocks else 0)
