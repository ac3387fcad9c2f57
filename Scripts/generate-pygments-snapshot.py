#!/usr/bin/env python3
"""Regenerates Tests/Snapshots/pygments-highlight.txt: Pygments' highlighting of every fenced
code block of ../shared/data/corpus in a language Legible highlights, with Pygments' token
types mapped onto Legible's token classes (Documentation/SyntaxHighlighting.md gives the
mapping and why).

    pip install pygments
    swift build --package-path Tools -c release --product LegibleBenchmarks
    Scripts/generate-pygments-snapshot.py [path/to/LegibleBenchmarks]

The blocks come from `LegibleBenchmarks highlight-blocks`, so that they are exactly the ones
Legible's Markdown parser finds. `LegibleBenchmarks highlight-agreement` compares Legible's
classes with the snapshot without needing Pygments.

Snapshot format: `#` lines are a header; then one line a block, tab-separated: the file (under
data/corpus), the block's index among the file's fenced blocks, the language, the FNV-1a hash
(32 bits, hex) of its UTF-8, and its classes, run-length coded over Unicode scalars: a letter
per class (`a` + the class's number in Legible's TokenClass, `_` for plain text) and the run's
length when over 1. White space takes the class of the text before it, as it is not counted.
"""

import json
import os
import subprocess
import sys

import pygments
from pygments import token as T
from pygments.lexers import get_lexer_by_name

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SNAPSHOT = os.path.join(ROOT, "Tests", "Snapshots", "pygments-highlight.txt")

# Legible's classes, in the order of TokenClass.
CLASSES = ["keyword", "type", "function", "identifier", "string", "string-escape", "number", "comment",
           "doc-comment", "operator", "punctuation", "attribute", "preprocessor", "regex", "tag",
           "attribute-name", "constant", "heading", "emphasis", "strong", "inserted", "deleted",
           "diff-header", "prompt"]
PLAIN = None

# The Pygments lexer for each of Legible's languages (by Legible's canonical name).
LEXERS = {
    "swift": "swift", "python": "python", "javascript": "javascript", "typescript": "typescript",
    "jsx": "jsx", "tsx": "tsx", "json": "json", "shell": "bash", "console": "console", "c": "c",
    "cpp": "cpp", "objective-c": "objective-c", "rust": "rust", "go": "go", "java": "java",
    "kotlin": "kotlin", "csharp": "csharp", "ruby": "ruby", "php": "php", "sql": "sql",
    "html": "html", "xml": "xml", "css": "css", "yaml": "yaml", "toml": "toml",
    "markdown": "markdown", "diff": "diff", "dockerfile": "docker", "makefile": "make",
}

# Pygments token type -> Legible class. A type not listed takes its parent's class.
MAPPING = {
    T.Token: PLAIN,
    T.Text: PLAIN, T.Whitespace: PLAIN, T.Error: PLAIN, T.Escape: PLAIN, T.Other: PLAIN,
    T.Keyword: "keyword", T.Keyword.Type: "type", T.Keyword.Constant: "constant",
    T.Name: "identifier", T.Name.Function: "function", T.Name.Class: "type", T.Name.Exception: "type",
    T.Name.Decorator: "attribute", T.Name.Attribute: "attribute-name", T.Name.Tag: "tag",
    T.Name.Constant: "constant", T.Name.Entity: "string-escape", T.Name.Property: "attribute-name",
    T.Literal: "string", T.String: "string", T.String.Escape: "string-escape",
    T.String.Interpol: "string-escape", T.String.Doc: "doc-comment", T.String.Regex: "regex",
    T.String.Symbol: "constant", T.Number: "number",
    T.Operator: "operator", T.Operator.Word: "keyword", T.Punctuation: "punctuation",
    T.Comment: "comment", T.Comment.Preproc: "preprocessor", T.Comment.PreprocFile: "preprocessor",
    T.Generic: PLAIN, T.Generic.Heading: "heading", T.Generic.Subheading: "heading",
    T.Generic.Emph: "emphasis", T.Generic.Strong: "strong", T.Generic.Inserted: "inserted",
    T.Generic.Deleted: "deleted", T.Generic.Prompt: "prompt",
}

# Where a language's lexer uses a type for something else.
OVERRIDES = {
    "diff": {T.Generic.Heading: "diff-header", T.Generic.Subheading: "diff-header", T.Generic.Strong: "diff-header"},
    "json": {T.Name.Tag: "attribute-name"},
    "yaml": {T.Name.Tag: "attribute-name"},
    "toml": {T.Name: "attribute-name"},
    "java": {T.Name.Attribute: "identifier"},
    # Pygments' Rust lexer uses Comment.Preproc for attributes (`#[derive(Debug)]`).
    "rust": {T.Comment.Preproc: "attribute"},
    "markdown": {T.Keyword: "punctuation"},
}

# Pygments' built-in names are types when capitalised (`Int`, `Vec`) and other names when not
# (`print`, `len`, `self`), but for the values some languages list among them.
BUILTINS = {T.Name.Builtin, T.Name.Builtin.Pseudo}
BUILTIN_VALUES = {"rust": {"Some", "None", "Ok", "Err"}}


def classify(ttype, language, text):
    if ttype in BUILTINS or ttype.parent in BUILTINS:
        if text in BUILTIN_VALUES.get(language, ()):
            return "constant"
        return "type" if text[:1].isupper() else "identifier"
    overrides = OVERRIDES.get(language, {})
    while True:
        if ttype in overrides:
            return overrides[ttype]
        if ttype in MAPPING:
            return MAPPING[ttype]
        ttype = ttype.parent


def letter(cls):
    return "_" if cls is PLAIN else chr(ord("a") + CLASSES.index(cls))


def encode(code, tokens, language):
    classes = []
    for ttype, value in tokens:
        cls = classify(ttype, language, value)
        classes.extend([cls] * len(value))
    assert len(classes) == len(code), (len(classes), len(code))
    out = []
    previous = None
    count = 0
    for ch, cls in zip(code, classes):
        if ch in " \t\n\r\x0b\x0c" and previous is not None:
            cls = previous
        if cls == previous and count:
            count += 1
            continue
        if count:
            out.append(letter(previous) + (str(count) if count > 1 else ""))
        previous, count = cls, 1
    if count:
        out.append(letter(previous) + (str(count) if count > 1 else ""))
    return "".join(out)


def fnv1a32(code):
    h = 2166136261
    for byte in code.encode("utf-8"):
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


def tokens_of(code, language):
    # Pygments' lexers would add a final newline and strip leading ones; keep the text as is.
    lexer = get_lexer_by_name(LEXERS[language], stripnl=False, stripall=False, ensurenl=False)
    return lexer.get_tokens(code)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Tools", ".build", "release", "LegibleBenchmarks")
    output = subprocess.run([binary, "highlight-blocks"], check=True, capture_output=True, text=True).stdout
    lines = [f"# legible-pygments-snapshot 1", f"# pygments {pygments.__version__}",
             "# file\tindex\tlanguage\tfnv1a32\tclasses (see Scripts/generate-pygments-snapshot.py)"]
    for line in output.splitlines():
        block = json.loads(line)
        code, language = block["code"], block["language"]
        runs = encode(code, tokens_of(code, language), language)
        lines.append(f"{block['file']}\t{block['index']}\t{language}\t{fnv1a32(code):08x}\t{runs}")
    os.makedirs(os.path.dirname(SNAPSHOT), exist_ok=True)
    with open(SNAPSHOT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 3} blocks, {os.path.getsize(SNAPSHOT)} bytes: {SNAPSHOT}")


if __name__ == "__main__":
    main()
