#!/usr/bin/env bash
# The tests under Swift's sanitizers, each in its own build directory (a sanitized build cannot
# share objects with the plain one):
#
#   Scripts/sanitized-tests.sh address   # the whole suite under AddressSanitizer, leaks checked
#   Scripts/sanitized-tests.sh thread    # the concurrent-use tests under ThreadSanitizer
#   Scripts/sanitized-tests.sh           # both (what CI runs)
#
# Swift Testing only (--disable-xctest): XCTest's runner finds no XCTest tests here and leaks a
# few objects of its own at exit. Swift has no UndefinedBehaviorSanitizer on Linux (swiftc:
# "unsupported option '-sanitize=undefined'") and the package has no C code for one to check;
# Swift itself traps on what UBSan reports in C (overflow, out-of-bounds access, misalignment).
set -euo pipefail
cd "$(dirname "$0")/.."
# A trapping test prints its report; the backtracer's symbolication would only add minutes.
export SWIFT_BACKTRACE=enable=no

# The sweeps over the whole corpus (its documents and its 25,700 math spans) and the agreement
# checks against the oracles' snapshots of it are skipped under ASan: they took 29 of the 34
# minutes of a sanitized run (measured on this project's loaded 2-core machine) and go through
# the code paths the other tests take, on more data; the plain debug and release runs keep them,
# and the fuzzers, built with ASan too, search inputs far wider than the corpus. A sweep is
# skipped by its name: its suite's name has Corpus in it, or its test's starts with corpus.
corpus_sweeps='Corpus|/corpus|AgreementTests/agreement'
# The Apple glue's tests run the UIKit, AppKit and SwiftUI glue against our stubs on Linux: Swift
# code with no unsafe memory access of its own, serialised on the main actor (several minutes of
# a sanitized run). The core they drive is tested under ASan by its own suites.
apple_glue='LegibleUIKitTests|LegibleAppKitTests|LegibleSwiftUITests|AppleGlueLintTests'

address() {
    swift build --build-tests --sanitize=address --build-path .build-asan
    # Leaks inside swift-corelibs-foundation are suppressed by name (see the file); any other leak
    # or memory error fails the run.
    ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0" \
        swift test --skip-build --sanitize=address --build-path .build-asan --disable-xctest --skip "$corpus_sweeps|$apple_glue"
}

thread() {
    swift build --build-tests --sanitize=thread --build-path .build-tsan
    # halt_on_error: a data race fails the run instead of being printed and forgotten.
    TSAN_OPTIONS=halt_on_error=1 \
        swift test --skip-build --sanitize=thread --build-path .build-tsan --disable-xctest --filter ConcurrentUse
}

case "${1:-all}" in
    address) address ;;
    thread) thread ;;
    all) address; thread ;;
    *) echo "usage: $0 [address|thread]" >&2; exit 2 ;;
esac
