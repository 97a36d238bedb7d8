#!/usr/bin/env bash
# Quick start, command 2: build and run every test — the Release build, the ASan+UBSan build,
# and a short run of each libFuzzer target.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="$(nproc)"
scripts/deps.sh

echo "== Release build and tests"
cmake --preset release >/dev/null
cmake --build --preset release -j "$jobs"
ctest --preset release -j "$jobs"

echo "== ASan + UBSan build and tests"
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j "$jobs"
ctest --preset sanitize -j "$jobs"

echo "== libFuzzer targets (short runs)"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs"
for target in build-fuzz/fuzz/*_fuzz; do
  corpus="fuzz/corpus/$(basename "$target")"
  "$target" -max_total_time="${CGT_FUZZ_SECONDS:-20}" -timeout=5 "$corpus" 2>&1 | tail -n 2
done
echo "all test stages passed"
