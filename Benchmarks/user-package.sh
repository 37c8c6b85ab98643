#!/usr/bin/env bash
# What a user of the snapshot workflow waits for, in a package set up as docs/snapshot-testing.md
# says: a copy of Examples/SnapshotDemo that depends on this checkout by path, with two of the
# project's screens (Screens/SettingsScreen.swift, Screens/InboxListScreen.swift) added to its views.
#   cold:        `swift build --build-tests` with an empty .build (wall, CPU, peak memory, and the
#                distinct warnings the build prints)
#   edit + test: one view edited (a modifier written another way: the same pixels), then `swift
#                test`, which builds and runs the suite against recorded references; median of RUNS
#   assertion:   one `assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)))`
#                against its recorded reference (3x, 1170 x 2532 pixels: build the view, update,
#                lay out, draw, read the reference, compare), timed inside the test process: the
#                median of 8 after a first, cold one, in a debug test build, and with --release in
#                a release test build too (which compiles the engine optimized: several minutes)
# Usage: Benchmarks/user-package.sh [--release]      RUNS (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
runs=${RUNS:-3}
release=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pkg="$work/AppSnapshots"
mkdir -p "$pkg"
cp -r Examples/SnapshotDemo/Package.swift Examples/SnapshotDemo/Sources Examples/SnapshotDemo/Tests "$pkg/"
sed -i "s#path: \"../..\"#path: \"$repo\"#" "$pkg/Package.swift"
cp Screens/SettingsScreen.swift Screens/InboxListScreen.swift "$pkg/Sources/DemoViews/"
cat > "$pkg/Tests/DemoViewsTests/AssertionTimingTests.swift" <<'SWIFT'
@testable import DemoViews
import LayoutSnapshotTesting
import SnapshotTesting
import SwiftUI
import Testing

/// Each screen asserted nine times against one reference; prints the milliseconds of each.
@MainActor
struct AssertionTimingTests {
    @Test func timing() {
        let screens: [(String, any View)] = [("settings", SettingsScreen()), ("inbox", InboxListScreen())]
        for (name, screen) in screens {
            var times: [Double] = []
            for _ in 0..<9 {
                let start = ContinuousClock.now
                assertSnapshot(of: AnyView(screen), as: .image(layout: .device(config: .iPhone13)), named: name)
                let elapsed = (ContinuousClock.now - start).components
                times.append(Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15)
            }
            print("TIMING \(name) \(times.map { String(format: "%.1f", $0) }.joined(separator: " "))")
        }
    }
}
SWIFT
cd "$pkg"

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# Times one command: prints "wall user+sys peakMB" and leaves its output in $work/out.
measure() {
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > "$work/out" 2>&1 || { cat "$work/out" >&2; exit 1; }
    awk '{ printf "%.2f %.1f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$work/time"
}
# The assertion timings of one run: "name cold median".
assertions() {
    grep '^TIMING' "$work/out" | while read -r _ name first rest; do
        echo "$name $first $(printf '%s\n' $rest | median)"
    done
}

read -r wall cpu peak < <(measure swift build --build-tests)
{ grep -E '^/.*: warning: ' "$work/out" || true; } | sort -u > "$work/warnings"
echo "cold swift build --build-tests: ${wall} s wall, ${cpu} s CPU, ${peak} MB peak, $(wc -l < "$work/warnings") distinct warnings"
sed 's/^/  /' "$work/warnings" | head -20

swift test > /dev/null 2>&1 || true   # records the references (a first run fails, as on iOS)
walls=()
for i in $(seq 1 "$runs"); do
    if (( i % 2 )); then sed -i 's/\.padding(16)/.padding(.all, 16)/' Sources/DemoViews/ProfileCard.swift
    else sed -i 's/\.padding(\.all, 16)/.padding(16)/' Sources/DemoViews/ProfileCard.swift; fi
    read -r wall _ _ < <(measure swift test)
    walls+=("$wall")
done
echo "edit + swift test: median $(printf '%s\n' "${walls[@]}" | median) s wall of $runs (${walls[*]})"
assertions | while read -r name cold warm; do echo "debug assertion, $name: ${warm} ms (first ${cold} ms)"; done

if [ "$release" = "--release" ]; then
    read -r wall cpu _ < <(measure swift build -c release --build-tests -Xswiftc -enable-testing)
    echo "release swift build --build-tests: ${wall} s wall, ${cpu} s CPU"
    measure swift test -c release -Xswiftc -enable-testing --skip-build --filter AssertionTimingTests > /dev/null
    assertions | while read -r name cold warm; do echo "release assertion, $name: ${warm} ms (first ${cold} ms)"; done
fi
