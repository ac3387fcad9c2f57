#!/usr/bin/env bash
# Builds the DocC catalog of every library (Sources/*/*.docc) with the toolchain's docc, warnings
# as errors, as `swift package generate-documentation` would. The library's manifest does not
# declare the DocC plugin (an app depending on Legible resolves nothing else), so this does what
# the plugin does: the modules' public symbol graphs, and the snippets' from the plugin's
# `snippet-extract`, which the tools' package (Tools/) builds.
#
#   Scripts/build-documentation.sh [OUTPUT]   # OUTPUT: where the archives go (default: a temporary folder)
#
# It reads the modules of a debug build of the package, or of a release one with
# CONFIGURATION=release (CI, which builds only the library's release).
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-$(mktemp -d)}"
mkdir -p "$output"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The public symbols of every catalog's module, read from the modules a build of the package
# already made (`swift build` or `swift test`; debug unless CONFIGURATION says otherwise). Not
# `swift package dump-symbol-graph`, which builds first: a release `swift test` builds for
# testable imports and `dump-symbol-graph` without, so in CI it would build everything again.
# The package is pure Swift, so its modules' directory is all the extractor needs.
bin="$(swift build --configuration "${CONFIGURATION:-debug}" --show-bin-path)"
graphs="$work/graphs"
mkdir -p "$graphs" "$work/module-cache"
for catalog in Sources/*/*.docc; do
    target="$(basename "$(dirname "$catalog")")"
    [ -f "$bin/Modules/$target.swiftmodule" ] || { echo "no $bin/Modules/$target.swiftmodule: build the package first" >&2; exit 1; }
    swift symbolgraph-extract -module-name "$target" -target "$(basename "$(dirname "$bin")")" -I "$bin/Modules" \
        -module-cache-path "$work/module-cache" -minimum-access-level public -output-dir "$graphs"
done
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
