#!/usr/bin/env python3
"""Screenshots of the examples' accessible pages in headless Chromium: light and dark at 1024
CSS pixels wide, and light and dark at 320 (WCAG 1.4.10's reflow width), whole pages.

    python3 Scripts/browser/screenshots.py --legible Tools/.build/debug/legible --out /tmp/screens

Writes NAME-light.png, NAME-dark.png, NAME-320-light.png and NAME-320-dark.png for every
Examples/NAME.md.
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        page = browser.new_page()
        for example in sorted((ROOT / "Examples").glob("*.md")):
            html = pathlib.Path(directory, example.stem + ".html")
            html.write_bytes(subprocess.run([args.legible, "page", str(example)], capture_output=True, check=True).stdout)
            for width, suffix in ((1024, ""), (320, "-320")):
                for scheme in ("light", "dark"):
                    page.set_viewport(width, 800)
                    page.emulate_media(color_scheme=scheme)
                    page.load_file(html)
                    target = out / f"{example.stem}{suffix}-{scheme}.png"
                    page.screenshot(target, full_page=True)
                    print(target)


if __name__ == "__main__":
    main()
