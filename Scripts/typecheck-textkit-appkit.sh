#!/usr/bin/env bash
# Compiles LegibleTextKit's AppKit branch on Linux, against the AppKit stub (review finding S6).
#
# LegibleTextKit imports UIKit where it can (`#if canImport(UIKit) … #else … AppKit`). On Linux
# `swift build` compiles it against the UIKit stub, so without this check its AppKit branch is
# compiled only on a Mac. SwiftPM cannot run the check itself: two targets cannot share
# Sources/LegibleTextKit, and a build puts every module it makes in one directory, where the
# UIKit stub makes `canImport(UIKit)` true for every target (a `-D` flag would need a condition
# in the sources that exists only for this check).
#
# So this script:
# 1. builds, with SwiftPM, the modules LegibleTextKit imports (its library dependencies, and the
#    AppKit stub with _TextKitStubs and CoreGraphics); with the swift build options given
#    (CI passes `-c release`, whose build the README's test command has already made);
# 2. links every module of that build but UIKit's and LegibleTextKit's own into a directory of its
#    own, so that `canImport(UIKit)` is false there and `canImport(AppKit)` true;
# 3. compiles Sources/LegibleTextKit/*.swift as module LegibleTextKit against that directory with
#    swiftc: Swift 6 language mode, warnings as errors, the package name SwiftPM gives the target
#    (the sources use `package` declarations of their dependencies), through SIL's mandatory
#    diagnostics (`-emit-sil`: what `swift build` reports, without generating code). A guard file
#    fails the compile if UIKit is visible or AppKit is not, so the check cannot quietly compile
#    the UIKit branch again.
#
# A member the AppKit branch uses that the AppKit stub lacks, or a type that differs, fails it with
# swiftc's error at the line of the glue. Usage: Scripts/typecheck-textkit-appkit.sh [swift build
# options], from anywhere; on Linux only (on a Mac, `swift build` compiles the branch itself).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)" != Linux ]; then
    echo "typecheck-textkit-appkit: Linux only (elsewhere swift build compiles the AppKit branch)" >&2
    exit 2
fi

swift build "$@" --target LegibleTextKit
swift build "$@" --target AppKit
bin="$(swift build "$@" --show-bin-path)"

# The package name SwiftPM passes to swiftc (the root package's identity: its directory's name,
# lowercased), read from the build's own manifest rather than guessed.
manifest="$(dirname "$(dirname "$bin")")/$(basename "$bin").yaml"
package_name="$(grep -o '"-package-name","[^"]*"' "$manifest" | head -n 1 | cut -d '"' -f 4)"
if [ -z "$package_name" ]; then
    echo "typecheck-textkit-appkit: no -package-name in $manifest" >&2
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/Modules" "$work/ModuleCache"
for module in "$bin"/Modules/*.swiftmodule; do
    case "$(basename "$module")" in
        UIKit.swiftmodule | LegibleTextKit.swiftmodule) ;;
        *) ln -s "$module" "$work/Modules/" ;;
    esac
done

cat > "$work/AppKitBranchGuard.swift" <<'SWIFT'
#if canImport(UIKit)
#error("UIKit is visible: this check would compile LegibleTextKit's UIKit branch")
#endif
#if !canImport(AppKit)
#error("the AppKit stub is not visible")
#endif
SWIFT

swiftc -emit-sil -o /dev/null -wmo -parse-as-library \
    -module-name LegibleTextKit -package-name "$package_name" \
    -swift-version 6 -warnings-as-errors -DSWIFT_PACKAGE \
    -I "$work/Modules" -module-cache-path "$work/ModuleCache" \
    "$work/AppKitBranchGuard.swift" Sources/LegibleTextKit/*.swift
echo "LegibleTextKit's AppKit branch compiles against the AppKit stub"
