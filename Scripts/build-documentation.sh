#!/usr/bin/env bash
# Builds the DocC catalog of every library (Sources/*/*.docc) with the toolchain's docc, warnings
# as errors, as `swift package generate-documentation` would. The library's manifest does not
# declare the DocC plugin (an app depending on Legible resolves nothing else), so this does what
# the plugin does: the modules' public symbol graphs, and the snippets' from the plugin's
# `snippet-extract`, which the tools' package (Tools/) builds.
#
#   Scripts/build-documentation.sh [OUTPUT]   # OUTPUT: where the archives go (default: a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-$(mktemp -d)}"
mkdir -p "$output"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The public symbols of every module, as the plugin asks for them. It fails on the test
# bundles' modules, which a plain build does not make; each catalog's own module must be there
# (the copy below fails otherwise).
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
graphs="$(swift build --show-bin-path)/../symbolgraph"
# The snippets (Snippets/*.swift), which the catalogs show with @Snippet(path: "Legible/Snippets/…").
swift build --package-path Tools --product snippet-extract >/dev/null
mkdir -p "$work/snippets"
"$(swift build --package-path Tools --show-bin-path)/snippet-extract" --output "$work/snippets/Legible-snippets.symbols.json" \
    --module-name Legible "$PWD"/Snippets/*.swift

for catalog in Sources/*/*.docc; do
    target="$(basename "$(dirname "$catalog")")"
    # A module's own graph and those of its extensions to other modules (Target@Other).
    mkdir -p "$work/$target"
    cp "$work/snippets/Legible-snippets.symbols.json" "$work/$target/"
    cp "$graphs/$target.symbols.json" "$work/$target/"
    find "$graphs" -name "$target@*.symbols.json" -exec cp {} "$work/$target/" \;
    # docc writes its diagnostics with its progress on standard output: shown only on failure.
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$work/$target" --output-path "$output/$target.doccarchive" \
        --fallback-display-name "$target" --fallback-bundle-identifier "$target" --warnings-as-errors >"$work/$target.log" 2>&1; then
        grep -E "^(error|warning)" -A4 "$work/$target.log" >&2
        echo "documentation of $target failed" >&2
        exit 1
    fi
    echo "documented $target"
done
