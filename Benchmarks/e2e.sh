#!/usr/bin/env bash
# End-to-end wall time of `snap render` (release build, process start included): one frame and
# a 60-frame sweep of a gallery scene at 3x. Prints the median of 7 runs of each.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product snap >/dev/null
snap=.build/release/snap
out=$(mktemp -d)
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
run() {
    for _ in 1 2 3 4 5 6 7; do
        start=$(date +%s%N); "$snap" "$@" -o "$out" --quiet; end=$(date +%s%N)
        echo $(( (end - start) / 1000000 ))
    done | median
}
echo "one frame, collapsing-header @3x:        $(run render collapsing-header --device iphone-16) ms"
echo "60-frame sweep, pull-to-refresh @3x:     $(run render pull-to-refresh --device iphone-16 --sweep 0:-118:-2) ms"
echo "60-frame sweep, collapsing-header @3x:   $(run render collapsing-header --device iphone-16 --sweep 0:295:5) ms"
rm -rf "$out"
