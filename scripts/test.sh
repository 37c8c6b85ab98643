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
# The installed copy (about 400 MB in debug) is not needed by the tests: free its space before they run.
rm -rf "$prefix"
trap - EXIT
export SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}"
# One test process: the tests keep both cores busy but for the run's last minutes, so a second
# process beside them (tried for ReportBrowserTests, the demo package's build and tests) did not
# shorten the run (Benchmarks.md, "The test run").
swift test --skip-build
