#!/usr/bin/env bash
# The test command: build every product (snap renders Swift files against the SnapRuntime
# library, which `swift test` alone does not build) and the tests in one build, check that an
# installed snap renders a Swift file from another folder, then run all tests. References are never
# recorded here: a missing one fails. One build of both (`swift build`, then `swift test`'s own
# build of the tests, took as long in clean-clone runs: Benchmarks.md, "The test run").
set -euo pipefail
cd "$(dirname "$0")/.."
log="$(mktemp)"
swift build --build-tests 2>&1 | tee "$log"
# A user's package compiles these sources (docs/snapshot-testing.md): they build without a warning.
# A clean clone, as CI's, compiles every file, so every warning shows here.
if grep -E "^$PWD/Sources/.*: warning: " "$log" | sort -u | grep .; then
    echo "error: the build warns in Sources/ (above); users' packages compile these files" >&2
    exit 1
fi
rm -f "$log"
# scripts/install.sh's layout, from the debug build just made (the Quick start installs a release build).
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
./scripts/install.sh "$prefix" --debug
printf 'import SwiftUI\n#Preview("Dot", traits: .sizeThatFitsLayout) { Circle().fill(.red).frame(width: 10, height: 10) }\n' > "$prefix/Smoke.swift"
(cd "$prefix" && XDG_CACHE_HOME="$prefix/cache" PATH="$prefix/bin:$PATH" snap render Smoke.swift --quiet && test -s out/Smoke-Dot@2x_0.png)
echo "snap: the installed snap renders Swift files" >&2
# The installed copy (about 400 MB in debug) is not needed by the tests: free its space before they build.
rm -rf "$prefix"
trap - EXIT
export SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}"
# ReportBrowserTests builds and tests Examples/SnapshotDemo as a package of its own, which took the
# run's last minutes mostly on one core once the other tests were done: it runs in a second test
# process beside them instead, its output printed after theirs. Both pass `--ignore-lock` (with
# `--skip-build` they only read the build; SwiftPM would make one wait for the other to end).
# Benchmarks.md, "The test run".
browser_log="$(mktemp)"
swift test --skip-build --ignore-lock --filter ReportBrowserTests > "$browser_log" 2>&1 &
browser=$!
trap 'kill "$browser" 2>/dev/null || true; rm -f "$browser_log"' EXIT
# SwiftPM opens the build database before it runs tests, and a second process opening it then fails
# ("database is locked"): the others start once this one's tests have begun (or it has ended).
until grep -q -e "Test Suite '" -e "Test run started" "$browser_log" || ! kill -0 "$browser" 2>/dev/null; do sleep 1; done
status=0
swift test --skip-build --ignore-lock --skip ReportBrowserTests || status=$?
browser_status=0
wait "$browser" || browser_status=$?
cat "$browser_log"
if [ "$browser_status" -ne 0 ]; then echo "error: ReportBrowserTests failed (above)" >&2; fi
[ "$status" -eq 0 ] && [ "$browser_status" -eq 0 ]
