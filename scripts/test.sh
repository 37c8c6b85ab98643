#!/usr/bin/env bash
# The test command: build every product (snap renders Swift files against the SnapRuntime
# library, which `swift test` alone does not build), then run all tests. References are never
# recorded here: a missing one fails.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
SNAPSHOT_TESTING_RECORD="${SNAPSHOT_TESTING_RECORD:-never}" swift test
