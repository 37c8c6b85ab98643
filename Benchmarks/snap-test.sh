#!/usr/bin/env bash
# `snap test` at speed: a copy of Screens/ at 3x, light and dark, recorded from a cold cache
# (compiles included), then verified warm RUNS times (default 5; the median, and its cost a
# snapshot); then 1,080 snapshots of a copy of Examples/Wayfarer in one run (its 27 previews ×
# 2 schemes × 20 locales, one preview program), the program's resident memory sampled every
# 2 seconds, to show whether it stays flat.
# Usage: Benchmarks/snap-test.sh [SNAP]   (default .build/release/snap, else .build/debug/snap)
set -euo pipefail
cd "$(dirname "$0")/.."
snap=${1:-$( [ -x .build/release/snap ] && echo "$PWD/.build/release/snap" || echo "$PWD/.build/debug/snap")}
snap=$(cd "$(dirname "$snap")" && pwd)/$(basename "$snap")
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"
cp -r Screens "$work/Screens"
cp -r Examples/Wayfarer "$work/Wayfarer"
cd "$work"
seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc; }

cold=$(seconds "$snap" test Screens --record --scale 3 --color-scheme light,dark --report report)
count=$(python3 -c "import json; print(len(json.load(open('report/snapshot-report.json'))['entries']))")
echo "Screens: $count snapshots, cold (compiling, recording): ${cold} s"
times=()
for _ in $(seq "$runs"); do times+=("$(seconds "$snap" test Screens --scale 3 --color-scheme light,dark --report report)"); done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
echo "Screens: warm verify, median of $runs: ${median} s, $(echo "scale=1; $median * 1000 / $count" | bc) ms a snapshot" \
    "(runs: ${times[*]})"

locales=en_US,de_DE,fr_FR,es_ES,it_IT,nl_NL,pt_BR,sv_SE,da_DK,nb_NO,fi_FI,pl_PL,cs_CZ,hu_HU,ro_RO,hr_HR,sk_SK,sl_SI,et_EE,lv_LV
"$snap" test Wayfarer --record --report wayfarer-report > /dev/null 2>&1 || true   # compile once
"$snap" test Wayfarer --record --color-scheme light,dark --locale "$locales" --report wayfarer-report > /dev/null 2>&1 &
run=$!
samples=()
while kill -0 "$run" 2> /dev/null; do
    sleep 2
    rss=$( (ps -o rss= -C preview || true) | sort -n | tail -1 | tr -d ' ')
    [ -n "$rss" ] && samples+=("$((rss / 1024))")
done
wait "$run" || true
count=$(python3 -c "import json; print(len([e for e in json.load(open('wayfarer-report/snapshot-report.json'))['entries'] if e['outcome'] != 'orphaned']))")
echo "Wayfarer: $count snapshots in one run; the preview program's resident MB every 2 s: ${samples[*]}"
