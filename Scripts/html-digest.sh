#!/bin/sh
# One SHA-256 over every corpus file rendered by `legible html` in each dialect, so a speed change
# can show its output is byte-identical: run it before and after, the two lines must be equal.
# Usage: Scripts/html-digest.sh path/to/legible [corpus-directory]
set -eu
legible=$1
corpus=${2:-../shared/data/corpus}
find "$corpus" -name '*.md' | LC_ALL=C sort | while read -r file; do
    for preset in --documents --gfm --commonmark; do
        printf '%s %s ' "$preset" "$file"
        "$legible" html --unsafe "$preset" "$file" | sha256sum
    done
done | sha256sum
