#!/usr/bin/env python3
"""Checks Legible's accessible HTML in headless Chromium, against axe-core and against the
reading model, for the examples and a seeded sample of the corpus.

    python3 Scripts/browser/check-accessible-html.py --legible Tools/.build/release/legible --axe axe.min.js

For every document, `legible page` writes the page and `legible tree --json` the reading model;
the page is loaded in Chromium and:

1. axe-core runs in it with the WCAG 2.x A and AA rules and the best-practice rules. A violation
   is the author's only when its rule is in AUTHOR_RULES (each with why: the page is written from
   what the author wrote there, a heading level they skipped, a link with no text) and the node
   it names is the author's content; every other violation is ours and fails the check.
2. Chromium's accessibility tree (Accessibility.getFullAXTree) is compared with the model,
   element by element, matched by identity (every element's HTML `id` is its model identity, a
   heading's is its anchor):
   headings (role, level, name), links, images and footnote references (role and name), lists
   (role and size), tables (role and size; the table focusable and unnamed, so that a screen reader names it by
   its size as the model's label does, in a box with no name) and every cell (role, row, column,
   text, and the name of its column header), formulas (the spoken form exposed as text; one the
   model cannot read as math must be its TeX in a `code`, with no MathML), code blocks (a
   focusable box with no name whose first text is the model's label, holding a `code`), task
   checkboxes (checked state, named, neither disabled nor read-only nor focusable, before the
   task's text; and no mouse click, `click()` or Space changes any task's state), the footnotes section (DPUB's
   endnotes landmark, named as the model names it), GitHub alerts and admonitions that do not
   fold (a note named by its title), folding admonitions (a disclosure triangle named by the
   title, collapsed or expanded as written; then every `details` is opened and what is in it
   checked like the rest).
3. Every in-document link (`#section`) lands: its target exists and following it scrolls the
   target to the top of the viewport.
   Every difference is listed; differences fail the check unless EXPLAINED says why they are
   expected.

The examples are also checked in dark mode and with `prefers-contrast: more` (axe's contrast
rules then test those palettes), and at 320 CSS pixels wide the page must not scroll sideways
(WCAG 1.4.10: tables and code scroll in their own regions).

Needs Debian's chromium and PyPI's websocket-client (see cdp.py).
"""
import argparse
import collections
import json
import os
import pathlib
import random
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from cdp import Browser  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

# Rules whose violations come from what the author wrote, with the reason. A violation of one of
# these is still ours if the node it names is not author content (see `is_author_node`).
AUTHOR_RULES = {
    "heading-order": "the author's heading levels skip one (a ### after a #)",
    "page-has-heading-one": "the author's document has no level-1 heading",
    "empty-heading": "the author wrote a heading with no text",
    "link-name": "the author wrote a link with no text",
    "empty-table-header": "the author left a table header cell empty",
    "image-redundant-alt": "the author's alt text repeats the text around the image",
    "duplicate-id": "raw HTML the author wrote repeats an id",
    "target-size": "the author wrote one-character links side by side, outside a sentence",
}


def sample_corpus(shared, count, seed):
    """`count` corpus files, drawn with `seed`, from every collection in proportion to its size
    (at least 5 from each)."""
    manifest = (shared / "data/corpus/MANIFEST.tsv").read_text().splitlines()[1:]
    files = [line.split("\t")[0] for line in manifest if line.strip()]
    by_collection = collections.defaultdict(list)
    for name in files:
        by_collection[name.split("/")[0]].append(name)
    rng = random.Random(seed)
    chosen = []
    for collection, names in sorted(by_collection.items()):
        share = max(5, round(count * len(names) / len(files)))
        chosen += rng.sample(sorted(names), min(share, len(names)))
    return [shared / "data/corpus" / name for name in sorted(chosen)]


class Report:
    def __init__(self):
        self.documents = 0
        self.ours = collections.defaultdict(list)       # rule -> [(document, target, html)]
        self.authors = collections.Counter()            # rule -> nodes
        self.author_documents = collections.defaultdict(set)
        self.checks = 0
        self.agreed = 0
        self.checks_by_kind = collections.Counter()
        self.differences = collections.defaultdict(list)  # kind -> [(document, detail)]
        self.explained = collections.defaultdict(list)
        self.reflow = []

    def check(self, document, kind, ok, detail, explanation=None):
        self.checks += 1
        self.checks_by_kind[kind] += 1
        if ok:
            self.agreed += 1
        elif explanation:
            self.agreed += 1
            self.explained[explanation].append((document, detail))
        else:
            self.differences[kind].append((document, detail))


# axe-core

def run_axe(page):
    return page.evaluate(
        "axe.run(document, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']})"
        ".then(r => r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => ({target: n.target.join(' '), html: n.html}))})))"
        % json.dumps(AXE_TAGS), timeout=600)


def is_author_node(rule, html):
    """Whether the node an author rule names is the author's content rather than our chrome."""
    ours = ("legible-scroll", "legible-footnotes", "legible-back-reference", "legible-task", "legible-speech", "<caption")
    return not any(marker in html for marker in ours)


def check_axe(report, name, page, context=""):
    for violation in run_axe(page):
        for node in violation["nodes"]:
            if violation["id"] in AUTHOR_RULES and is_author_node(violation["id"], node["html"]):
                # Counted once, in the default appearance; the others repeat the same content.
                if not context:
                    report.authors[violation["id"]] += 1
                    report.author_documents[violation["id"]].add(name)
            else:
                report.ours[violation["id"]].append((name + context, node["target"], node["html"][:200]))


# The accessibility tree against the model

def dom_ids(page):
    """backendDOMNodeId of every element with an id, by id."""
    document = page.send("DOM.getDocument", {"depth": -1, "pierce": False}, timeout=600)["root"]
    ids = {}
    stack = [document]
    while stack:
        node = stack.pop()
        attributes = node.get("attributes", [])
        for index in range(0, len(attributes), 2):
            if attributes[index] == "id":
                ids[attributes[index + 1]] = node["backendNodeId"]
        stack.extend(node.get("children", []))
        if "contentDocument" in node:
            stack.append(node["contentDocument"])
    return ids


def ax_nodes(page):
    """Every AX node (ignored ones too) by backendDOMNodeId, with parent links and children."""
    page.send("Accessibility.enable")
    raw = page.send("Accessibility.getFullAXTree", timeout=600)["nodes"]
    by_id = {node["nodeId"]: node for node in raw}
    by_dom = {}
    for node in raw:
        if "backendDOMNodeId" in node and node["backendDOMNodeId"] not in by_dom:
            by_dom[node["backendDOMNodeId"]] = node
    return by_id, by_dom


def role(node):
    return node.get("role", {}).get("value", "")


def name(node):
    return node.get("name", {}).get("value", "")


def prop(node, key):
    for item in node.get("properties", []):
        if item["name"] == key:
            return item["value"].get("value")
    return None


def exposed_children(by_id, node):
    """The node's children as a reader meets them: ignored nodes replaced by their children."""
    result = []
    queue = list(node.get("childIds", []))
    while queue:
        child = by_id.get(queue.pop(0))
        if child is None:
            continue
        if child.get("ignored"):
            queue[0:0] = child.get("childIds", [])
        else:
            result.append(child)
    return result


def exposed_text(by_id, node):
    """The static text a reader meets inside a node, in order."""
    parts = []
    stack = [node]
    while stack:
        current = stack.pop()
        if not current.get("ignored") and role(current) == "StaticText":
            parts.append(name(current))
            continue
        stack.extend(reversed([by_id[c] for c in current.get("childIds", []) if c in by_id]))
    return "".join(parts)


def html_id(element):
    """The HTML id of a model element: a heading's anchor (where #links land), else its identity."""
    if element.get("anchor"):
        return element["anchor"]
    role_part, rest = element["id"].split("@")
    offset, _, ordinal = rest.partition("#")
    return f"legible-{role_part}-{offset}" + (f"-{ordinal}" if ordinal else "")


def normalized(text):
    return " ".join((text or "").split())


def elements(model):
    """The model's elements in reading order."""
    stack = [model["root"]]
    while stack:
        element = stack.pop()
        stack.extend(reversed(element.get("children", [])))
        yield element


def check_disclosures(report, name_, page, model):
    """A folding admonition (`???`, `???+`) is a `details` whose `summary` is a disclosure
    triangle named by its title, collapsed or expanded as the author wrote it; then every
    `details` is opened, as a reader would open it, so that the tree check reads what is in it
    (a closed one's content is not in the tree)."""
    folding = [e for e in elements(model) if e.get("admonition", {}).get("folding") in ("collapsed", "expanded")]
    if folding:
        ids = dom_ids(page)
        by_id, by_dom = ax_nodes(page)
        for element in folding:
            admonition = element["admonition"]
            box = by_dom.get(ids.get(html_id(element), -1))
            summary = next((n for n in exposed_children(by_id, box) if role(n) == "DisclosureTriangle"), None) if box else None
            want = admonition["folding"] == "expanded"
            title = admonition["title"] or admonition["type"][:1].upper() + admonition["type"][1:]
            ok = summary is not None and normalized(name(summary)) == normalized(title) and prop(summary, "expanded") is want
            report.check(name_, "disclosure", ok, f"{element['id']}: model {admonition['folding']} {title!r}, tree "
                         + (f"{role(summary)} {name(summary)!r} expanded={prop(summary, 'expanded')}" if summary else "no summary"))
    page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")


def check_tree(report, name_, page, model):
    check_disclosures(report, name_, page, model)
    ids = dom_ids(page)
    by_id, by_dom = ax_nodes(page)

    def node_of(element):
        dom = ids.get(html_id(element))
        return by_dom.get(dom) if dom is not None else None

    stack = [model["root"]]
    while stack:
        element = stack.pop()
        stack.extend(reversed(element.get("children", [])))
        kind = element["role"]
        label = normalized(element.get("label"))
        if kind == "blockQuote" and (element.get("alert") or element.get("admonition", {}).get("folding") == "fixed"):
            # An alert, or an admonition that does not fold, is a note named by its title: an
            # alert's is the model's label; an admonition's is the title it shows (the model
            # says its type before it), or the model's label when the author left it empty.
            alert = node_of(element)
            title = normalized(element.get("admonition", {}).get("title")) or label
            report.check(name_, "alert", alert is not None and role(alert) == "note" and normalized(name(alert)) == title,
                         f"{element['id']}: {role(alert) if alert else 'missing'} {name(alert) if alert else ''!r}, expected note {title!r}")
            continue
        node = node_of(element) if kind not in ("document", "text", "listItem", "blockQuote", "tableRow", "separator", "footnote") else None
        where = f"{element['id']}"
        if kind == "heading":
            ok = node is not None and role(node) == "heading" and prop(node, "level") == element["headingLevel"] \
                and normalized(name(node)) == label
            report.check(name_, "heading", ok, f"{where}: model h{element['headingLevel']} {label!r}, tree "
                         + (f"{role(node)} level {prop(node, 'level')} {name(node)!r}" if node else "missing"))
        elif kind in ("link", "footnoteReference"):
            ok = node is not None and role(node) == "link" and normalized(name(node)) == label
            report.check(name_, kind, ok, f"{where}: model {label!r}, tree " + (f"{role(node)} {name(node)!r}" if node else "missing"),
                         explain_link(element, node))
        elif kind == "image":
            ok = node is not None and role(node) == "image" and normalized(name(node)) == label
            report.check(name_, "image", ok, f"{where}: model {label!r}, tree " + (f"{role(node)} {name(node)!r}" if node else "missing"))
        elif kind == "list":
            items = [c for c in exposed_children(by_id, node) if role(c) == "listitem"] if node else []
            size = element["list"]["itemCount"]
            ok = node is not None and role(node) == "list" and len(items) == size
            report.check(name_, "list", ok, f"{where}: model {size} items, tree " + (f"{role(node)} with {len(items)} items" if node else "missing"))
        elif kind == "table":
            check_table(report, name_, element, node, by_id, node_of)
            stack = [e for e in stack if not e["id"].startswith("tableRow@")]  # cells checked with the table
        elif kind == "math":
            # The wrapper is a plain span, not in the tree; its text (the speech) is.
            dom = ids.get(html_id(element))
            wrapper = by_dom.get(dom) if dom is not None else None
            text = normalized(exposed_text(by_id, wrapper)) if wrapper else ""
            report.check(name_, "math", text == label, f"{where}: model {label!r}, tree text {text!r}")
            if not element["math"].get("readable", True):
                # A formula the model cannot read as math is shown as its TeX in a `code`, with
                # no MathML drawn from a guess (the code is hidden from the tree: the label
                # above, which gives the TeX, is what is read).
                shown = page.evaluate("(e => e && [e.querySelectorAll('math').length, [...e.querySelectorAll('code')].map(c => c.textContent)])"
                                      "(document.getElementById(%s))" % json.dumps(html_id(element)))
                tex = element["math"]["tex"]
                ok = bool(shown) and shown[0] == 0 and shown[1] == [tex]
                report.check(name_, "unreadableMath", ok, f"{where}: model TeX {tex!r}, page "
                             + (f"{shown[0]} math, code {shown[1]!r}" if shown else "missing"))
        elif kind == "footnotes":
            # The footnotes section is DPUB's endnotes, a landmark named as the model names it.
            ok = node is not None and role(node) == "doc-endnotes" and normalized(name(node)) == label
            report.check(name_, "footnotes", ok, f"{where}: model {label!r}, tree " + (f"{role(node)} {name(node)!r}" if node else "missing"))
        elif kind == "codeBlock":
            # The box that scrolls has no role or name (a named group was said as a "panel"): a
            # reader meets the model's label as its first text, then one `code`.
            wrapper = by_dom.get(ids.get(html_id(element), -1))
            codes = [n for n in walk_exposed(by_id, wrapper) if role(n) == "code"] if wrapper else []
            text = normalized(exposed_text(by_id, wrapper)) if wrapper else ""
            focusable = bool(wrapper) and prop(wrapper, "focusable") is True
            ok = focusable and text.startswith(label) and len(codes) == 1 and not name(wrapper)
            report.check(name_, "codeBlock", ok, f"{where}: model {label!r}, tree "
                         + (f"box focusable={focusable} named {name(wrapper)!r}, text {text[:60]!r}, holding {len(codes)} code" if wrapper else "missing"))
        elif kind == "listItem" and "checked" in element.get("listItem", {}):
            dom = ids.get(html_id(element))
            item = by_dom.get(dom) if dom is not None else None
            # The item's own nodes, not those of items in a list nested in it.
            exposed = list(walk_exposed(by_id, item, stop=lambda n: n is not item and role(n) == "listitem")) if item else []
            boxes = [n for n in exposed if role(n) == "checkbox"]
            want = "true" if element["listItem"]["checked"] else "false"
            # Neither disabled nor read-only (Chromium exposes both as insensitive, said "grayed"),
            # not focusable, named, and before the task's text (a screen reader says the state
            # first, as the model does).
            texts = [n for n in exposed if role(n) in ("StaticText", "InlineTextBox")]
            first = bool(boxes) and (not texts or exposed.index(boxes[0]) < exposed.index(texts[0]))
            ok = len(boxes) == 1 and str(prop(boxes[0], "checked")).lower() == want and not prop(boxes[0], "disabled") \
                and not prop(boxes[0], "readonly") and not prop(boxes[0], "focusable") and bool(name(boxes[0])) and first
            report.check(name_, "checkbox", ok, f"{where}: model checked={want}, tree "
                         + (f"checkbox {name(boxes[0])!r} checked={prop(boxes[0], 'checked')} disabled={prop(boxes[0], 'disabled')} "
                            f"readonly={prop(boxes[0], 'readonly')} focusable={prop(boxes[0], 'focusable')} before the text={first}"
                            if boxes else "no checkbox"))


def walk_exposed(by_id, node, stop=lambda node: False):
    """The exposed nodes in `node`, in order, without going into those `stop` says."""
    stack = [node]
    while stack:
        current = stack.pop()
        if stop(current):
            continue
        if not current.get("ignored"):
            yield current
        stack.extend(reversed([by_id[c] for c in current.get("childIds", []) if c in by_id]))


def explain_link(element, node):
    """Why a link's name may differ: a link holding only an image (a badge) is named "image,
    ALT" by the model; the browser names it ALT and exposes the image, named ALT, inside it, so a
    reader says both ("Build Status, link, image")."""
    images = [child for child in element.get("children", []) if child["role"] == "image"]
    if node is not None and role(node) == "link" and len(images) == len(element.get("children", [])) == 1 \
            and normalized(name(node)) == normalized(images[0].get("label")):
        return "a link holding only an image: the model names it 'image, ALT', the browser ALT with the image inside it"
    # The model's warning after a disguised link's text ("⟦goes to attacker.example⟧") is shown
    # between its brackets, which the model's spoken label leaves out.
    if node is not None and role(node) == "link" and "⟦" in name(node) \
            and normalized(name(node).replace("⟦", " ").replace("⟧", " ")) == normalized(element.get("label")):
        return "a link with the model's warning: the page shows it between ⟦ and ⟧, the model says it without them"
    return None


def check_table(report, name_, element, node, by_id, node_of):
    where = element["id"]
    rows_model = [r for r in element["children"] if r["role"] == "tableRow"]
    size = (element["table"]["rows"], element["table"]["columns"])
    # The table is in a box that scrolls, with no role or name of its own; the table itself is
    # focusable and unnamed: a screen reader names it by its size, which the model's label says.
    tables = [n for n in walk_exposed(by_id, node) if role(n) == "table"] if node else []
    if len(tables) != 1:
        report.check(name_, "table", False, f"{where}: the box holds {len(tables)} tables")
        return
    table = tables[0]
    rows = [n for n in walk_exposed(by_id, table) if role(n) == "row"]
    cells = [[c for c in exposed_children(by_id, row) if role(c) in ("cell", "columnheader", "rowheader", "gridcell")] for row in rows]
    columns = max((len(r) for r in cells), default=0)
    label = normalized(element.get("label"))
    wrapper_named = not node.get("ignored") and name(node)
    ok = (len(rows), columns) == size and prop(table, "focusable") is True and not name(table) and not wrapper_named
    report.check(name_, "table", ok, f"{where}: model {size} {label!r}, tree {(len(rows), columns)}, table focusable="
                 f"{prop(table, 'focusable')} named {name(table)!r}, box {role(node)} named {name(node)!r}")
    headers = [exposed_text(by_id, c) for c in cells[0]] if cells else []
    for r, row_model in enumerate(rows_model):
        for c, cell_model in enumerate(c for c in row_model["children"] if c["role"] == "tableCell"):
            facts = cell_model["tableCell"]
            tree_cell = cells[r][c] if r < len(cells) and c < len(cells[r]) else None
            want_role = "columnheader" if facts["isHeader"] else "cell"
            text = normalized(exposed_text(by_id, tree_cell)) if tree_cell else None
            model_text = normalized(cell_model.get("label"))
            header = normalized(headers[c]) if c < len(headers) else ""
            model_header = ""
            if facts.get("headers"):
                header_cell = rows_model[0]["children"][c] if c < len(rows_model[0]["children"]) else None
                model_header = normalized(header_cell.get("label")) if header_cell else ""
            explanation = None
            if text == "" and model_text == "empty":
                explanation = "an empty cell: the model says 'empty'; the browser exposes no text and screen readers say 'blank'"
                text = model_text
            if header == "" and model_header == "empty":
                header = model_header
            ok = tree_cell is not None and role(tree_cell) == want_role and (facts["row"], facts["column"]) == (r + 1, c + 1) \
                and text == model_text and (facts["isHeader"] or header == model_header)
            report.check(name_, "tableCell", ok, f"{cell_model['id']}: model ({facts['row']},{facts['column']}) {want_role} "
                         f"{model_text!r} under {model_header!r}, tree ({r + 1},{c + 1}) {role(tree_cell) if tree_cell else 'missing'} "
                         f"{text!r} under {header!r}", explanation if ok else None)


# Task states are the document's

def check_tasks_unchanged(report, name_, page):
    """No way a reader acts on a task's checkbox changes its state: a click with the mouse at its
    centre, `click()` (what a screen reader's activation does), and Space after `focus()`."""
    boxes = page.evaluate("document.querySelectorAll('.legible-task').length")
    if not boxes:
        return
    # An input's state is its `checked`, so that the check also fails for one.
    states = "[...document.querySelectorAll('.legible-task')].map(b => b.getAttribute('aria-checked') ?? String(b.checked))"
    before = page.evaluate(states)
    for index in range(boxes):
        where = page.evaluate("""(i => { const b = document.querySelectorAll('.legible-task')[i];
            b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect();
            b.click(); b.focus(); return {x: r.left + r.width / 2, y: r.top + r.height / 2, focused: document.activeElement === b}; })(%d)""" % index)
        for kind in ("mousePressed", "mouseReleased"):
            page.send("Input.dispatchMouseEvent", {"type": kind, "x": where["x"], "y": where["y"], "button": "left", "clickCount": 1})
        for kind in ("keyDown", "keyUp"):
            page.send("Input.dispatchKeyEvent", {"type": kind, "key": " ", "code": "Space", "windowsVirtualKeyCode": 32})
        report.check(name_, "task read-only", not where["focused"], f"task {index + 1}: focus() reached its checkbox")
    after = page.evaluate(states)
    changed = [i + 1 for i, (b, a) in enumerate(zip(before, after)) if b != a]
    report.check(name_, "task read-only", not changed and None not in after,
                 f"{len(changed)} of {boxes} task states changed by a click, click() or Space (tasks {changed[:5]})")
    page.evaluate("scrollTo(0, 0)")


# Reflow

def check_reflow(report, name_, page):
    page.set_viewport(320, 640)
    time.sleep(0.1)
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > 320:
        wide = page.evaluate("""[...document.querySelectorAll('.legible *')].filter(e => e.getBoundingClientRect().right > 321
            && !e.closest('.legible-scroll, .legible-math-display')).slice(0, 3).map(e => e.outerHTML.slice(0, 120))""")
        report.reflow.append((name_, width, wide))
    page.set_viewport(1024, 768)


def model_anchors(model):
    anchors, stack = set(), [model["root"]]
    while stack:
        element = stack.pop()
        stack.extend(element.get("children", []))
        if element.get("anchor"):
            anchors.add(element["anchor"])
    return anchors


# Chromium ignores a frame's navigations past 200 in 10 seconds (its navigation rate limiter,
# which guards against history flooding): a same-document navigation past the limit neither
# scrolls nor changes the hash. Following every link of a long table of contents in a loop hit
# it (awesome-go: the 51 links after the first 100, which each took two navigations), so the
# check follows each link with one navigation and waits out the window before the limit.
# The limiter is the tab's, kept across the documents it loads, so the times are too.
NAVIGATIONS_PER_WINDOW, NAVIGATION_WINDOW = 190, 10.0
navigations = []


def check_anchors(report, name_, page, model):
    """Every in-document link lands on its target: the element with the fragment's id exists, and
    following the link scrolls it to the top of the viewport (or the page is scrolled as far as
    it goes). A link to an anchor that no heading nor raw HTML has is the author's (`legible audit` reports it
    as link-anchor-missing), unless the page has that id anyway."""
    headings = model_anchors(model)
    hrefs = page.evaluate("[...new Set([...document.querySelectorAll('a[href^=\"#\"]')].map(a => a.getAttribute('href')))]")
    for href in hrefs:
        navigations[:] = [t for t in navigations if time.monotonic() - t < NAVIGATION_WINDOW]
        if len(navigations) >= NAVIGATIONS_PER_WINDOW:
            time.sleep(max(0.0, NAVIGATION_WINDOW - (time.monotonic() - navigations[0])))
            navigations.clear()
        navigations.append(time.monotonic())
        # The hrefs are distinct, so each assignment changes the hash: one navigation per link.
        landed = page.evaluate("""(h => {
            scrollTo(0, 0);
            const target = document.getElementById(decodeURIComponent(h.slice(1)));
            if (!target) return null;
            location.hash = h;
            const top = Math.round(target.getBoundingClientRect().top);
            const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
            return {tag: target.tagName, top: top, atEnd: atEnd};
        })(%s)""" % json.dumps(href))
        ok = landed is not None and (abs(landed["top"]) <= 1 or (landed["atEnd"] and landed["top"] > 0))
        authors = landed is None and urllib.parse.unquote(href[1:]) not in headings
        report.check(name_, "in-document link", ok, f"{href}: {landed}",
                     "a link to an anchor the document does not have (the author's; legible audit reports it as link-anchor-missing)" if authors else None)


def main():
    # Ended by a signal, end the browser too (cdp.Browser closes at exit).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--legible", default=str(ROOT / "Tools/.build/debug/legible"))
    parser.add_argument("--axe", required=True, help="axe.min.js")
    parser.add_argument("--shared", default=os.environ.get("LEGIBLE_SHARED", str(ROOT.parent / "shared")))
    parser.add_argument("--sample", type=int, default=300, help="corpus documents to check (0: none)")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--max-bytes", type=int, default=0, help="skip corpus files larger than this (0: none)")
    parser.add_argument("--json", help="write the full report here")
    parser.add_argument("--progress", action="store_true", help="say on standard error which document is done")
    parser.add_argument("--math", default="svg", choices=["mathml", "svg"], help="how `legible page` draws formulas (svg, its default, needs a math font)")
    parser.add_argument("documents", nargs="*", help="check these files instead of the examples and the corpus sample")
    args = parser.parse_args()

    axe_source = pathlib.Path(args.axe).read_text()
    examples = sorted((ROOT / "Examples").glob("*.md"))
    corpus = []
    if not args.documents and args.sample:
        corpus = sample_corpus(pathlib.Path(args.shared), args.sample, args.seed)
        if args.max_bytes:
            corpus = [path for path in corpus if path.stat().st_size <= args.max_bytes]
    documents = [pathlib.Path(d) for d in args.documents] or examples + corpus
    report = Report()
    started = time.time()
    with tempfile.TemporaryDirectory() as directory, Browser() as browser:
        page = browser.new_page(1024, 768)
        page.send("DOM.enable")
        # axe-core is in every page from its start, compiled once.
        page.send("Page.addScriptToEvaluateOnNewDocument", {"source": axe_source})
        rules = page.evaluate("(() => { %s; return axe.getRules(%s).length; })()" % (axe_source, json.dumps(AXE_TAGS)))
        for index, path in enumerate(documents):
            label = str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.relative_to(pathlib.Path(args.shared)))
            html = subprocess.run([args.legible, "page", "--math", args.math, str(path)], capture_output=True, check=True).stdout
            model = json.loads(subprocess.run([args.legible, "tree", "--json", str(path)], capture_output=True, check=True).stdout)
            target = pathlib.Path(directory, f"doc{index}.html")
            target.write_bytes(html)
            page.load_file(target)
            report.documents += 1
            check_axe(report, label, page)
            check_tree(report, label, page, model)
            check_tasks_unchanged(report, label, page)
            check_anchors(report, label, page, model)
            if path in examples:
                for scheme, contrast in (("dark", "no-preference"), ("light", "more"), ("dark", "more")):
                    page.emulate_media(color_scheme=scheme, contrast=contrast)
                    check_axe(report, label, page, f" ({scheme}, contrast {contrast})")
                page.emulate_media(color_scheme="light", contrast="no-preference")
                check_reflow(report, label, page)
            target.unlink()
            if args.progress:
                print(f"{index + 1}/{len(documents)} {label} {time.time() - started:.0f} s", file=sys.stderr, flush=True)
    elapsed = time.time() - started

    print(f"documents checked: {report.documents} ({len(examples) if not args.documents else 0} examples, "
          f"{len(corpus)} corpus documents, seed {args.seed}); {elapsed:.0f} s")
    print(f"axe-core rules run: {rules} (tags {', '.join(AXE_TAGS)})")
    print(f"violations our markup causes: {sum(len(v) for v in report.ours.values())}")
    for rule, nodes in sorted(report.ours.items()):
        print(f"  {rule}: {len(nodes)}")
        for document, target, html in nodes[:5]:
            print(f"    {document}: {target}: {html}")
    print(f"violations the authors' content causes: {sum(report.authors.values())}")
    for rule, count in report.authors.most_common():
        print(f"  {rule}: {count} in {len(report.author_documents[rule])} documents ({AUTHOR_RULES[rule]})")
    print(f"accessibility tree against the reading model: {report.agreed}/{report.checks} agree "
          f"({100 * report.agreed / max(1, report.checks):.2f}%)")
    print("  checks by kind: " + ", ".join(f"{kind} {count}" for kind, count in sorted(report.checks_by_kind.items())))
    for explanation, cases in report.explained.items():
        print(f"  explained ({len(cases)}): {explanation}")
    for kind, cases in sorted(report.differences.items()):
        print(f"  differ, {kind}: {len(cases)}")
        for document, detail in cases[:8]:
            print(f"    {document}: {detail}")
    print(f"reflow at 320 CSS px: {len(report.reflow)} pages scroll sideways")
    for document, width, wide in report.reflow:
        print(f"  {document}: {width} px: {wide}")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({
            "documents": report.documents, "rules": rules, "ours": report.ours, "authors": report.authors,
            "checks": report.checks, "agreed": report.agreed, "differences": report.differences,
            "explained": report.explained, "reflow": report.reflow}, indent=1, default=list))
    failed = report.ours or report.differences or report.reflow
    print("accessible HTML check: " + ("FAILED" if failed else "passed"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
