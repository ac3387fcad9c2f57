#!/usr/bin/env python3
"""Proves in headless Chromium that Legible's default HTML runs no script: every payload of
xss_payloads.py, written into every Markdown position it lists, is rendered by the spec HTML
renderer (`legible html`) and the accessible renderer (`legible page`), each with the GitHub
preset and with CommonMark, and every rendered document is loaded in Chromium.

    python3 Scripts/browser/check-safe-html.py --legible Tools/.build/release/legible

For each load, `cdp.py`'s recorder must see no script compiled (inline, external, event handler
or `javascript:` URL), no navigation but the page's own, no dialog, and no request but images
the author named by a relative path in the page's own directory (a relative destination such as
`%6Aavascript:alert(1)` is a file name, not a scheme: fetching it runs nothing); and the loaded
DOM must hold no script-capable element or attribute (DANGEROUS_DOM below), which also catches
what would only run on a click or a focus.

The check must be able to fail: as a positive control, a few payloads in raw HTML and a link
are rendered by each renderer with `--unsafe`, and the recorder and the DOM audit must both find
executions, dialogs and dangerous markup in them; if not, the hook is blind and the check fails.

That no front end contacts a host a document names (its images) is check-no-requests.py's proof.
"""
import argparse
import collections
import pathlib
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402
import xss_payloads  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]

RENDERERS = [
    ("spec HTML, GitHub", ["html"]),
    ("spec HTML, CommonMark", ["html", "--commonmark"]),
    ("accessible page, GitHub", ["page"]),
    ("accessible page, CommonMark", ["page", "--commonmark"]),
]

# What the loaded DOM must not hold: a list of findings, each "what: markup". Script-capable
# elements anywhere in the body; any event-handler attribute, `srcdoc` or `formaction` anywhere;
# a URL attribute whose resolved scheme runs code or opens a document (data: URLs only as the
# images the renderer keeps); a style attribute or sheet in the body that loads or evaluates.
# SVG is allowed only as the page's formula drawings are written (MathSVGWriter,
# SVGGlyphDefinitions): shapes and references to the page's own glyphs, nothing that can run,
# animate, link or load (no element or attribute outside the lists, no reference but `#id`, no
# `url(`); any other SVG, a document's or a payload's, is a finding.
DANGEROUS_DOM = r"""(() => {
  const found = [];
  const show = e => e.outerHTML.slice(0, 160);
  const risky = 'script, iframe, frame, frameset, object, embed, applet, base, form, meta, link, portal, style, noscript, template, foreignObject';
  for (const e of document.body.querySelectorAll(risky)) found.push('element <' + e.localName + '>: ' + show(e));
  const drawing = new Set(['svg', 'g', 'path', 'rect', 'use', 'defs', 'title']);
  const drawingAttributes = new Set(['aria-hidden', 'aria-label', 'role', 'class', 'id', 'd', 'fill', 'width', 'height', 'x', 'y',
                                     'viewbox', 'overflow', 'transform', 'href', 'xmlns']);
  for (const svg of document.body.querySelectorAll('svg')) {
    for (const e of [svg, ...svg.querySelectorAll('*')]) {
      if (!drawing.has(e.localName)) { found.push('in SVG, element <' + e.localName + '>: ' + show(e)); continue; }
      for (const a of e.attributes) {
        const name = a.name.toLowerCase();
        if (!drawingAttributes.has(name) || /url\(/i.test(a.value) || (name === 'href' && !a.value.startsWith('#')))
          found.push('in SVG, attribute ' + name + ': ' + show(e));
      }
    }
  }
  // The page's own Content-Security-Policy is the one http-equiv meta allowed.
  for (const e of document.head.querySelectorAll('script, base, meta[http-equiv]:not([http-equiv="Content-Security-Policy"]), link:not([rel=stylesheet][href^="data:"])')) found.push('in head: ' + show(e));
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'cite', 'longdesc', 'ping', 'srcset'];
  const safeImage = /^data:image\/(png|gif|jpeg|webp)[;,]/i;
  for (const e of document.querySelectorAll('*')) {
    for (const a of e.attributes) {
      const name = a.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') found.push('attribute ' + name + ': ' + show(e));
      if (urlAttributes.includes(name)) {
        let scheme = '';
        try { scheme = new URL(a.value, document.baseURI).protocol; } catch (error) { continue; }
        if (['javascript:', 'vbscript:'].includes(scheme)) found.push(name + ' with ' + scheme + ' ' + show(e));
        if (scheme === 'data:' && !(e.localName === 'img' && name === 'src' && safeImage.test(a.value.trim()))) found.push(name + ' with data: ' + show(e));
      }
      if (name === 'style' && /url\(|expression|@import|behavior|binding/i.test(a.value)) found.push('style: ' + show(e));
    }
  }
  return found;
})()"""


def render(legible, arguments, markdown, directory, name):
    """Writes `markdown` to a file, renders it, and returns the path of the page to load and the
    case markers (`Case 3.17,`) missing from it: a case lost to the one before it is not tested."""
    source = pathlib.Path(directory, name + ".md")
    source.write_text(markdown, encoding="utf-8")
    html = subprocess.run([legible, *arguments, str(source)], capture_output=True, check=True).stdout
    page = pathlib.Path(directory, name + ".html")
    if arguments[0] == "html":
        # A fragment: give it a document of its own, as an app embedding it would.
        html = b"<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>payloads</title></head><body>\n" + html + b"</body></html>\n"
    page.write_bytes(html)
    text = html.decode("utf-8", "replace")
    missing = [marker for marker in re.findall(r"^Case [0-9]+\.[0-9]+,", markdown, re.M) if marker not in text]
    return page, missing


def load(page, path):
    """Loads a page and returns what it did and what its DOM holds: (activity, findings)."""
    activity = page.record_activity()
    page.load_file(path, timeout=60)
    # Let timers, refreshes, image errors and autofocus run before reading the record.
    time.sleep(0.1)
    findings = page.evaluate(DANGEROUS_DOM)
    activity.collect(quiet=0.3)
    # A relative image in the page's own directory is a file the author named, not a scheme.
    directory = path.parent.resolve().as_uri() + "/"
    requests = [(kind, url) for kind, url in activity.requests_with_types
                if not (kind == "Image" and url.startswith(directory))]
    return activity, requests, findings


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--positions-per-document", type=int, default=8,
                        help="how many positions each document holds (fewer, larger loads are faster)")
    parser.add_argument("--verbose", action="store_true", help="print each document's times")
    parser.add_argument("--keep", help="write the Markdown and HTML into this directory and keep them")
    args = parser.parse_args()
    started = time.time()
    payloads = xss_payloads.payloads()
    positions = [name for name, _ in xss_payloads.POSITIONS]
    failures = []
    totals = collections.Counter()
    relative_images = 0
    with tempfile.TemporaryDirectory(prefix="legible-xss-") as temporary, Browser() as browser:
        directory = pathlib.Path(args.keep or temporary)
        directory.mkdir(parents=True, exist_ok=True)
        page = browser.new_page(1024, 768)
        groups = [positions[start:start + args.positions_per_document]
                  for start in range(0, len(positions), args.positions_per_document)]
        for group_index, group in enumerate(groups):
            markdown = xss_payloads.document(group)
            position = ", ".join(group)
            for renderer_index, (renderer, arguments) in enumerate(RENDERERS):
                moment = time.time()
                path, missing = render(args.legible, arguments, markdown, directory, f"group{group_index:02}-r{renderer_index}")
                rendered = time.time()
                activity, requests, findings = load(page, path)
                if args.verbose:
                    print(f"  {position}, {renderer}: rendered in {rendered - moment:.2f} s, loaded and checked in {time.time() - rendered:.2f} s", file=sys.stderr)
                totals["documents"] += 1
                totals["executions"] += len(activity.scripts)
                totals["navigations"] += len(activity.navigations)
                totals["requests"] += len(requests)
                totals["dialogs"] += len(activity.dialogs)
                totals["dangerous markup"] += len(findings)
                relative_images += len(activity.requests_with_types) - len(requests)
                totals["cases"] += len(re.findall(r"^Case ", markdown, re.M)) - len(missing)
                problems = ([f"case lost: {m}" for m in missing] + [f"script {s}" for s in activity.scripts] + [f"navigation {n}" for n in activity.navigations]
                            + [f"request {kind} {url}" for kind, url in requests] + [f"dialog {d}" for d in activity.dialogs]
                            + findings)
                if problems:
                    failures.append((position, renderer, problems))

        # The positive control: the same documents with --unsafe must be caught by both the
        # recorder and the DOM audit, or the check above proves nothing.
        control = collections.Counter()
        for renderer, arguments in RENDERERS:
            path, _ = render(args.legible, [*arguments, "--unsafe"], xss_payloads.control_document(), directory,
                             f"control-{'-'.join(arguments)}")
            activity, requests, findings = load(page, path)
            control["documents"] += 1
            control["executions"] += len(activity.scripts)
            control["dialogs"] += len(activity.dialogs)
            control["dangerous markup"] += len(findings)
    elapsed = time.time() - started

    print(f"safe HTML in Chromium: {len(payloads)} payloads x {len(positions)} positions "
          f"= {len(payloads) * len(positions)} placements, {len(RENDERERS)} renderers "
          f"({', '.join(name for name, _ in RENDERERS)}), {totals['documents']} documents loaded, "
          f"{totals['cases']} cases found in them")
    print(f"  executions {totals['executions']}, navigations {totals['navigations']}, requests {totals['requests']}, "
          f"dialogs {totals['dialogs']}, dangerous markup in the DOM {totals['dangerous markup']} "
          f"(relative image files fetched from the page's directory, allowed: {relative_images})")
    print(f"  positive control (--unsafe, {control['documents']} documents): executions {control['executions']}, "
          f"dialogs {control['dialogs']}, dangerous markup {control['dangerous markup']}")
    print(f"  took {elapsed:.1f} s")
    blind = not (control["executions"] and control["dialogs"] and control["dangerous markup"])
    for position, renderer, problems in failures:
        print(f"FAIL {position}, {renderer}: {len(problems)}")
        for problem in problems[:10]:
            print(f"    {problem}")
    if blind:
        print("FAIL: the positive control was not caught; the hook cannot see an execution")
    failed = failures or blind
    print("safe HTML check: " + ("FAILED" if failed else "passed"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
