#!/usr/bin/env python3
"""Makes the pictures at the top of README.md from the shipped example answer, so that they show
what the code draws today. Run it after a change that alters how a page or `legible view` looks,
and commit the PNGs it writes:

    swift build --package-path Tools --product legible
    python3 Scripts/browser/readme-pictures.py [--legible Tools/.build/debug/legible]

Writes into Documentation/:
- page-light.png, page-dark.png: the top of `legible page Examples/assistant-answer.md` in
  headless Chromium (Debian's `chromium`), in the light and the dark color scheme;
- formula.png: the answer's display formula as that page draws it, with MathML;
- terminal.png: `legible view` on the same answer in tmux at 60x12, its first screen captured
  with its colors (`tmux capture-pane -e`), written out as HTML and photographed by Chromium.

Each picture is the viewport, not the whole page, at one device pixel per CSS pixel, so that it
stays a few tens of KB (the sizes are printed).
"""
import argparse
import html
import pathlib
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "Examples/assistant-answer.md"
OUT = ROOT / "Documentation"
# Sizes chosen so that the README shows the pictures two to a line in the 704 CSS pixels of text
# that `legible page` gives it (GitHub's column is wider): the page as on a phone, light and dark
# side by side; the terminal beside the formula; all four on the first screen of 1024x768.
PAGE_SIZE = (340, 256)
TERMINAL_SIZE = (60, 12)
TERMINAL_FONT_PX = 13
FORMULA_SCALE = 1.4


def page_pictures(browser, legible, directory):
    page_html = pathlib.Path(directory, "answer.html")
    page_html.write_bytes(subprocess.run([legible, "page", str(EXAMPLE)], capture_output=True, check=True).stdout)
    page = browser.new_page()
    page.set_viewport(*PAGE_SIZE)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.load_file(page_html)
        # A thin frame, drawn over the page's edge, so the picture does not melt into the README;
        # the page scrolled to its first heading, so that the display formula fits in.
        page.evaluate("""(() => {
            const frame = document.body.appendChild(document.createElement('div'));
            frame.style.cssText = 'position: fixed; inset: 0; border: 1px solid #8c959f; pointer-events: none';
            window.scrollTo(0, document.querySelector('h1, h2').getBoundingClientRect().top - 10);
        })()""")
        write(page, OUT / f"page-{scheme}.png")
    # The display formula alone, its type enlarged (it is small beside the other pictures): the
    # box of its content (the math element is a block as wide as the page), with a margin.
    page.set_viewport(1024, 768)
    page.emulate_media(color_scheme="light")
    page.load_file(page_html)
    box = page.evaluate(f"""(() => {{
        const math = document.querySelector('.legible-math-display math');
        math.style.fontSize = '{FORMULA_SCALE}em';
        const range = document.createRange();
        range.selectNodeContents(math);
        const r = range.getBoundingClientRect();
        return {{x: r.left, y: r.top + window.scrollY, width: r.width, height: r.height}};
    }})()""")
    margin = 12
    clip = {"x": max(0, box["x"] - margin), "y": max(0, box["y"] - margin),
            "width": box["width"] + 2 * margin, "height": box["height"] + 2 * margin}
    write(page, OUT / "formula.png", clip=clip)
    page.close()


def terminal_screen(legible):
    """The first screen of `legible view` in tmux, as tmux holds it: text with SGR escapes."""
    socket = f"legible-readme-{id(object())}"
    columns, rows = TERMINAL_SIZE
    tmux = ["tmux", "-L", socket]
    subprocess.run(tmux + ["new-session", "-d", "-s", "view", "-x", str(columns), "-y", str(rows),
                           "env", "TERM=xterm-256color", "COLORTERM=truecolor", legible, "view", str(EXAMPLE)], check=True)
    try:
        previous, screen = None, ""
        for _ in range(100):          # until the screen has stopped changing
            time.sleep(0.1)
            screen = subprocess.run(tmux + ["capture-pane", "-e", "-p", "-t", "view"], capture_output=True, text=True, check=True).stdout
            if screen == previous and screen.strip():
                break
            previous = screen
        return screen
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)


# The 16 ANSI colors as xterm draws them by default.
ANSI = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
        "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]
FOREGROUND, BACKGROUND = "#e6e6e6", "#1e1e1e"


def palette(index):
    """xterm's 256-color palette: 16 ANSI colors, a 6x6x6 cube, 24 greys."""
    if index < 16:
        return ANSI[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[index // 36], levels[index // 6 % 6], levels[index % 6])
    grey = 8 + 10 * (index - 232)
    return "#%02x%02x%02x" % (grey, grey, grey)


def color(parameters):
    """Reads one extended color (5;N or 2;R;G;B) off the front of the parameters."""
    kind = parameters.pop(0) if parameters else 0
    if kind == 5 and parameters:
        return palette(parameters.pop(0))
    if kind == 2 and len(parameters) >= 3:
        red, green, blue = parameters[:3]
        del parameters[:3]
        return "#%02x%02x%02x" % (red, green, blue)
    return None


def apply_sgr(state, codes):
    parameters = [int(code) if code else 0 for code in codes.split(";")] if codes else [0]
    while parameters:
        code = parameters.pop(0)
        if code == 0:
            state.clear()
        elif code in (1, 3, 4, 7):
            state[code] = True
        elif code in (22, 23, 24, 27):
            state.pop({22: 1, 23: 3, 24: 4, 27: 7}[code], None)
        elif 30 <= code <= 37 or 90 <= code <= 97:
            state["fg"] = ANSI[code - 30 if code < 90 else code - 82]
        elif 40 <= code <= 47 or 100 <= code <= 107:
            state["bg"] = ANSI[code - 40 if code < 100 else code - 92]
        elif code in (38, 48):
            value = color(parameters)
            if value:
                state["fg" if code == 38 else "bg"] = value
        elif code == 39:
            state.pop("fg", None)
        elif code == 49:
            state.pop("bg", None)


def style(state):
    foreground, background = state.get("fg", FOREGROUND), state.get("bg")
    if state.get(7):
        foreground, background = background or BACKGROUND, foreground
    rules = [f"color:{foreground}"]
    if background:
        rules.append(f"background:{background}")
    if state.get(1):
        rules.append("font-weight:bold")
    if state.get(3):
        rules.append("font-style:italic")
    if state.get(4):
        rules.append("text-decoration:underline")
    return ";".join(rules)


def terminal_html(screen):
    """The captured screen as HTML: one span per run of text with the same style."""
    # OSC sequences (hyperlinks, titles) carry nothing visible.
    screen = re.sub(r"\x1b\][^\x07\x1b]*(\x07|\x1b\\)", "", screen)
    state, out = {}, []
    for piece in re.split(r"(\x1b\[[0-9;]*[A-Za-z])", screen):
        if piece.startswith("\x1b["):
            if piece.endswith("m"):
                apply_sgr(state, piece[2:-1])
        elif piece:
            out.append(f'<span style="{style(state)}">{html.escape(piece)}</span>')
    columns, rows = TERMINAL_SIZE
    return f"""<!DOCTYPE html><meta charset="utf-8"><style>
    html, body {{ margin: 0; background: {BACKGROUND}; }}
    pre {{ margin: 0; padding: 10px 12px; font: {TERMINAL_FONT_PX}px/1.25 "DejaVu Sans Mono", monospace;
          width: {columns}ch; height: {rows * 1.25}em; white-space: pre; overflow: hidden; }}
    </style><pre>{"".join(out)}</pre>"""


def terminal_picture(browser, legible, directory):
    terminal = pathlib.Path(directory, "terminal.html")
    terminal.write_text(terminal_html(terminal_screen(legible)))
    page = browser.new_page()
    page.set_viewport(1200, 800)
    page.load_file(terminal)
    size = page.evaluate("(() => { const r = document.querySelector('pre').getBoundingClientRect(); return [r.width, r.height]; })()")
    write(page, OUT / "terminal.png", clip={"x": 0, "y": 0, "width": size[0], "height": size[1]})
    page.close()


def write(page, path, clip=None):
    page.screenshot(path, full_page=False, clip=clip)
    print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KB")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    args = parser.parse_args()
    legible = str(pathlib.Path(args.legible).resolve())
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        page_pictures(browser, legible, directory)
        terminal_picture(browser, legible, directory)


if __name__ == "__main__":
    main()
