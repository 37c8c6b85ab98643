#!/usr/bin/env bash
# The compile-speed benchmark (issue 18 §6): type-checks SwiftUI files as `snap render` compiles
# them (`import SwiftUI` aliased to LayoutDSL) and prints the slowest function bodies with
# `-debug-time-function-bodies`, and any expression over 200 ms (`-warn-long-expression-type-checking`).
# Usage: scripts/compile-speed.sh [FILE.swift ...]   (default: the benchmark file and every screen)
# Needs `swift build` first (the LayoutDSL module and its C module maps).
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build/debug
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(Benchmarks/CompileSpeed/LongModifierChains.swift Benchmarks/CompileSpeed/ClockFaceArithmetic.swift Screens/*.swift)
maps=()
for target in PNGShim VirtualTime PathClipping COpenCombineHelpers; do
    [ -f "$build/$target.build/module.modulemap" ] && maps+=(-Xcc "-fmodule-map-file=$build/$target.build/module.modulemap")
done
for file in "${files[@]}"; do
    start=$(date +%s.%N)
    out=$(swiftc -typecheck -D DEBUG -module-alias Combine=OpenCombine -I "$build/Modules" "${maps[@]}" \
        -load-plugin-executable "$build/PreviewMacros-tool#PreviewMacros" \
        -Xfrontend -debug-time-function-bodies -Xfrontend -warn-long-expression-type-checking=200 "$file" 2>&1 || true)
    end=$(date +%s.%N)
    # One awk, not grep | sort | head: head closing the pipe early made sort fail under pipefail.
    slowest=$(printf '%s\n' "$out" | awk -F'\t' '/^[0-9.]+ms/ { v = $1 + 0; if (v > max) { max = v; name = $1 } } END { print name }')
    warnings=$(printf '%s\n' "$out" | grep -c 'took [0-9]*ms to type-check' || true)
    printf '%-60s type-check %5.2f s   slowest body %10s   expressions over 200 ms: %s\n' "$file" "$(echo "$end - $start" | bc)" "${slowest:-?}" "$warnings"
done
