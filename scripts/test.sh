#!/usr/bin/env bash
# Quick start, command 2: build and run every test — the Release build (with the Python
# package: python/tests, label python), the WebAssembly page (tests/web), the ASan+UBSan build,
# the threads and cancellation tests under ThreadSanitizer, and a short run of each libFuzzer
# target.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="$(nproc)"
scripts/deps.sh

echo "== Release build and tests"
cmake --preset release >/dev/null
cmake --build --preset release -j "$jobs"
ctest --preset release -j "$jobs"

echo "== WebAssembly page: golden cases and a random corpus against the native build, headless Chromium"
scripts/web.sh --no-serve
tests/web/run_golden.sh build-web/web
node --no-experimental-fetch tests/web/random_corpus.cjs build-web/web build/cgt 600 16
tests/web/browser_test.sh build-web/web

echo "== ASan + UBSan build and tests"
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j "$jobs"
ctest --preset sanitize -j "$jobs"

echo "== ThreadSanitizer: threads and cancellation"
# Only the library and the threads test executable: the other tests run one thread.
cmake --preset tsan >/dev/null
cmake --build --preset tsan --target threads_tests -j "$jobs"
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" build-tsan/tests/threads_tests

echo "== libFuzzer targets (short runs)"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs"
for target in build-fuzz/fuzz/*_fuzz; do
  # Work on a copy of the seed corpus so a run never writes into the source tree.
  corpus="$(mktemp -d)"
  cp -r "fuzz/corpus/$(basename "$target")/." "$corpus/" 2>/dev/null || true
  # Seeded and counted, so every run of the suite tries the same inputs: a CI verdict never
  # depends on luck. Longer exploratory runs: CGT_FUZZ_SEED=0 (random) and more CGT_FUZZ_RUNS.
  echo "fuzzing $(basename "$target"): ${CGT_FUZZ_RUNS:-20000} runs, seed ${CGT_FUZZ_SEED:-1}"
  if ! "$target" -seed="${CGT_FUZZ_SEED:-1}" -runs="${CGT_FUZZ_RUNS:-20000}" \
      -max_total_time="${CGT_FUZZ_SECONDS:-60}" -timeout=30 -rss_limit_mb=2048 \
      -artifact_prefix="build-fuzz/" "$corpus" >"build-fuzz/$(basename "$target").log" 2>&1; then
    tail -n 40 "build-fuzz/$(basename "$target").log"
    echo "fuzz target $(basename "$target") found a problem (input saved under build-fuzz/)"
    exit 1
  fi
  tail -n 1 "build-fuzz/$(basename "$target").log"
  rm -rf "$corpus"
done
echo "all test stages passed"
