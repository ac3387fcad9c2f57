#!/usr/bin/env python3
"""Proves that nothing in a document makes a Legible front end contact a host (issue 48): a local
HTTP server (Python's http.server on 127.0.0.1) logs the requests it gets while a document holding
its address as images in every position IMAGE_POSITIONS lists (and as raw `<img>`, `srcset` and
`<picture>` tags) is shown by `legible page` (both presets, with and without `--unsafe`, whose raw
tags the page's Content-Security-Policy must stop) loaded in headless Chromium, and by `legible
read` and `legible view` (plain and in colour): the server must see no request.

    python3 Scripts/browser/check-no-requests.py --legible Tools/.build/release/legible

The check must be able to fail: as a positive control, the page made with `--images 127.0.0.1`
(the server's host allowed) is loaded too, and its images must reach the server.
"""
import argparse
import http.server
import pathlib
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]


# Where a document can name an image, each a Markdown template around {url} (a URL of the
# counting server): inline, reference, in a link, a table, a heading, a footnote, a quote, a list;
# written with an upper-case scheme, as protocol-relative, with backslashes, with a character
# reference, percent-encoded, after spaces; and raw HTML tags (text without --unsafe).
IMAGE_POSITIONS = [
    "![inline]({url}/inline.png?q=SECRET)",
    "![reference][pixel]\n\n[pixel]: {url}/reference.png",
    "[![in a link]({url}/in-link.png)](https://example.com/)",
    "| a |\n|---|\n| ![in a cell]({url}/cell.png) |",
    "# ![in a heading]({url}/heading.png)",
    "Note[^n]\n\n[^n]: ![in a footnote]({url}/footnote.png)",
    "> ![in a quote]({url}/quote.png)",
    "- ![in a list]({url}/list.png)",
    "![upper-case scheme]({upper}/upper.png)",
    "![protocol-relative]({relative}/relative.png)",
    "![backslashes]({backslashed}\\backslash.png)",
    "![character reference](&#104;ttp{rest}/reference-char.png)",
    "![percent-encoded]({url}/%70ercent.png)",
    "![spaces](<  {url}/spaces.png>)",
    "<img src=\"{url}/raw.png\" alt=\"raw\"> <img srcset=\"{url}/srcset.png 2x\" alt=\"srcset\">",
    "<picture><source srcset=\"{url}/picture.png\"><img src=\"{url}/picture-img.png\" alt=\"p\"></picture>",
]


class CountingServer:
    """An HTTP server on 127.0.0.1 that counts the requests it gets (and answers each with a
    404): the host a document must not make a front end contact."""

    def __init__(self):
        hits = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (the standard library's name)
                hits.append(self.path)
                self.send_response(404)
                self.end_headers()

            def log_message(self, *arguments):
                pass

        self.hits = hits
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def take(self):
        """The requests since the last call."""
        taken = list(self.hits)
        del self.hits[:]
        return taken

    def close(self):
        self.server.shutdown()


def image_document(url):
    rest = url[len("http"):]
    fields = {"url": url, "upper": "HTTP" + rest, "relative": rest[1:], "backslashed": url.replace("/", "\\"), "rest": rest}
    return "\n\n".join(position.format(**fields) for position in IMAGE_POSITIONS) + "\n"


def check_image_requests(legible, page, directory):
    """Shows a document full of the counting server's images in every front end that has no
    reason to load them and returns (problems, lines of the summary)."""
    server = CountingServer()
    problems, lines = [], []
    try:
        source = pathlib.Path(directory, "images.md")
        source.write_text(image_document(server.url), encoding="utf-8")
        for label, arguments in [("page, GitHub", ["page"]), ("page, CommonMark", ["page", "--commonmark"]),
                                 ("page --unsafe (raw <img> stopped by the CSP)", ["page", "--unsafe"]),
                                 ("page --unsafe, CommonMark", ["page", "--unsafe", "--commonmark"])]:
            html = subprocess.run([legible, *arguments, str(source)], capture_output=True, check=True).stdout
            path = pathlib.Path(directory, "images-" + "-".join(arguments).replace("--", "") + ".html")
            path.write_bytes(html)
            activity = page.record_activity()
            page.load_file(path, timeout=60)
            time.sleep(0.3)
            activity.collect(quiet=0.3)
            hits = server.take()
            lines.append(f"  {label}: {len(hits)} requests to the server")
            problems += [f"{label}: request {hit}" for hit in hits]
        for label, arguments in [("read", ["read"]), ("view", ["view", "--plain"]), ("view in colour", ["view", "--color", "always"])]:
            subprocess.run([legible, *arguments, str(source)], capture_output=True, check=True)
            hits = server.take()
            lines.append(f"  {label}: {len(hits)} requests to the server")
            problems += [f"{label}: request {hit}" for hit in hits]
        # The positive control: with the server's host allowed, the page's images reach it.
        html = subprocess.run([legible, "page", "--images", "127.0.0.1", str(source)], capture_output=True, check=True).stdout
        path = pathlib.Path(directory, "images-allowed.html")
        path.write_bytes(html)
        page.load_file(path, timeout=60)
        time.sleep(0.5)
        control = server.take()
        lines.append(f"  positive control (page --images 127.0.0.1): {len(control)} requests to the server")
        if not control:
            problems.append("the positive control made no request: the server or the check is blind")
    finally:
        server.close()
    return problems, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    args = parser.parse_args()
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="legible-requests-") as directory, Browser() as browser:
        page = browser.new_page(1024, 768)
        problems, lines = check_image_requests(args.legible, page, directory)
    print(f"no host contacted: images of a local server in {len(IMAGE_POSITIONS)} positions")
    print("\n".join(lines))
    print(f"  took {time.time() - started:.1f} s")
    for problem in problems:
        print(f"FAIL {problem}")
    print("no-requests check: " + ("FAILED" if problems else "passed"))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
