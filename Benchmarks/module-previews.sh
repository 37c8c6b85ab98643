#!/usr/bin/env bash
# A module's previews, compiled once and rendered many times: the time `snap render` takes on a
# generated SwiftPM target of 100 files (50 models with their sample values, 50 views that use two
# models each and have a #Preview), from a cold cache, unchanged, after one model file is edited,
# and for another file of the same module. Medians of RUNS (default 3) where the case repeats.
# Usage: Benchmarks/module-previews.sh [SNAP]   (default .build/release/snap, else .build/debug/snap)
set -euo pipefail
cd "$(dirname "$0")/.."
snap=${1:-$( [ -x .build/release/snap ] && echo "$PWD/.build/release/snap" || echo "$PWD/.build/debug/snap")}
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"
app="$work/App"
mkdir -p "$app/Sources/App/Models" "$app/Sources/App/Views"
cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])
SWIFT
for i in $(seq 0 49); do
    cat > "$app/Sources/App/Models/Model$i.swift" <<SWIFT
import Foundation

struct Model$i: Identifiable, Hashable {
    let id: Int
    var title: String
    var detail: String
    var amount: Double
    var tags: [String]

    var summary: String { "\(title) · \(tags.joined(separator: ", "))" }
}

extension Model$i {
    static let samples: [Model$i] = (0..<4).map {
        Model$i(id: \$0, title: "Item \(\$0) of $i", detail: "Detail \(\$0)", amount: Double(\$0) * 2.5, tags: ["a", "b"])
    }
}
SWIFT
    next=$(( (i + 1) % 50 ))
    cat > "$app/Sources/App/Views/View$i.swift" <<SWIFT
import SwiftUI

struct View$i: View {
    let items: [Model$i]
    let related: [Model$next]

    var body: some View {
        List {
            Section("Items") {
                ForEach(items) { item in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(item.title).font(.headline)
                        Text(item.summary).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            Section("Related") {
                ForEach(related) { Label(\$0.title, systemImage: "star") }
            }
        }
    }
}

#Preview { View$i(items: Model$i.samples, related: Model$next.samples) }
SWIFT
done
cd "$app"
time_of() { local start end; start=$(date +%s.%N); "$snap" render "$@" --quiet -o "$work/out" >/dev/null; end=$(date +%s.%N); echo "$end - $start" | bc; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
echo "snap: $snap; module: 100 files (SwiftPM target)"
printf 'cold (empty cache)          %6.2f s\n' "$(time_of Sources/App/Views/View0.swift)"
printf 'unchanged                   %6.2f s\n' "$(for _ in $(seq "$runs"); do time_of Sources/App/Views/View0.swift; done | median)"
edits=$(for r in $(seq "$runs"); do
    printf '\n// edit %s\n' "$r" >> Sources/App/Models/Model1.swift
    time_of Sources/App/Views/View0.swift
done | median)
printf 'one model file edited       %6.2f s\n' "$edits"
printf 'another file of the module  %6.2f s\n' "$(for _ in $(seq "$runs"); do time_of Sources/App/Views/View7.swift; done | median)"
