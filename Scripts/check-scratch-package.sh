#!/usr/bin/env bash
# Adopts Legible as the README's Installation section says, outside the repository: makes a
# package in a temporary directory from the README's manifest (its first ```swift block that
# starts with `// swift-tools-version`), with this checkout beside it as ../Legible and the
# server-side quick start (Snippets/QuickStartHTML.swift) as its main.swift; builds it with plain
# `swift build` and runs it, and checks that it wrote an accessible page with the formula as
# MathML. Only the core products the manifest names are built, in the scratch package's own
# .build (a package's build directory cannot be shared with another package). The package's
# resolved graph must hold Legible alone: the tools' dependencies (swift-argument-parser, the
# DocC plugin) are the tools' package's, not the library's.
#
#   Scripts/check-scratch-package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$(pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

manifest="$(python3 - <<'EOF'
import re, sys
blocks = re.findall(r"```swift\n(.*?)```", open("README.md").read(), re.S)
manifests = [block for block in blocks if block.startswith("// swift-tools-version")]
if not manifests:
    sys.exit("README.md has no package manifest (a ```swift block starting with // swift-tools-version)")
print(manifests[0], end="")
EOF
)"
name="$(sed -n 's/^ *name: "\([A-Za-z]*\)",$/\1/p' <<<"$manifest" | head -1)"
[ -n "$name" ] || { echo "the README's manifest names no package" >&2; exit 1; }

ln -s "$repository" "$scratch/Legible"
mkdir -p "$scratch/$name/Sources/$name"
printf '%s' "$manifest" >"$scratch/$name/Package.swift"
cp Snippets/QuickStartHTML.swift "$scratch/$name/Sources/$name/main.swift"

cd "$scratch/$name"
swift build
graph="$(swift package show-dependencies --format json)"
for unwanted in swift-argument-parser swift-docc-plugin; do
    if grep -q "$unwanted" <<<"$graph"; then
        echo "an app depending on Legible resolves $unwanted" >&2
        exit 1
    fi
done
page="$(swift run --skip-build "$name")"
for expected in '<!DOCTYPE html>' '<html lang="en">' '<h1' 'Compound interest' '<math' 'aria-hidden="true"'; do
    if ! grep -qF "$expected" <<<"$page"; then
        echo "the scratch package's page lacks $expected" >&2
        exit 1
    fi
done
echo "a package outside the repository built Legible from the README's manifest (resolving no other package) and wrote a $(wc -c <<<"$page")-byte page"
