#!/usr/bin/env python3
"""Checks that every Swift example in README.md is the visible code of a snippet in Snippets/,
so that the README's examples are the ones `swift build` compiles.

Examples that import UIKit, AppKit or SwiftUI are left out and counted apart: snippets are built
on every platform, those frameworks exist only on Apple's, and the Linux stubs hold only what the
glue itself uses (Stubs/README.md), not the table cells and layout constraints of an app.

A snippet's visible code is the file without its leading comment (the snippet's description)
and without the lines between `// snippet.hide` and `// snippet.show`."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent


def visible(path):
    lines = path.read_text().splitlines()
    while lines and lines[0].startswith("//"):
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
blocks = re.findall(r"```swift\n(.*?)```", (root / "README.md").read_text(), re.S)
apple_only = [block for block in blocks if re.search(r"^import (UIKit|AppKit|SwiftUI)$", block, re.M)]
blocks = [block for block in blocks if block not in apple_only]
missing = [block for block in blocks if block.strip() not in snippets.values()]
for block in missing:
    print("README.md has a Swift example that is no snippet's visible code:\n" + block, file=sys.stderr)
print(f"{len(blocks) - len(missing)} of {len(blocks)} README Swift examples are snippets ({', '.join(snippets)}); "
      f"{len(apple_only)} more use Apple's UI frameworks and are checked in Xcode")
sys.exit(1 if missing or not blocks else 0)
