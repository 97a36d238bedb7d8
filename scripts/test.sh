#!/usr/bin/env bash
# Quick start, command 2: build and run every test — the Release build (with the Python
# package: python/tests, label python), the WebAssembly page (tests/web), the ASan+UBSan build
# with clang (its tests and a short run of each libFuzzer target), and the threads and
# cancellation tests under ThreadSanitizer. Ends with a table of each stage's wall and CPU time
# against its budget (docs/developing.md, "CI time").
set -euo pipefail
cd "$(dirname "$0")/.."

jobs="$(nproc)"

# --- Stage timing -------------------------------------------------------------------------------
# Each stage's wall time, and the CPU time of everything it ran (user + system of the finished
# children, from the shell's `times`), with its budget in seconds of wall time on 2 cores.
# The budgets sum to 25 minutes (the target, docs/developing.md "CI time"); each is the stage's
# time measured on a fresh clone (docs/developing.md) with at least a sixth to spare.
declare -A budget=(
  [deps]=20
  ["release build"]=270
  ["release tests"]=210
  ["web build"]=150
  ["web tests"]=90
  ["sanitize build"]=330
  ["sanitize tests"]=240
  ["fuzz runs"]=45
  ["tsan build"]=100
  ["tsan tests"]=45
)
stage_rows=()
# `times` run in the shell itself (a command substitution would be a subshell with no children):
# sets children_cpu_seconds to the user + system seconds of the children reaped so far.
children_cpu_seconds=0
read_children_cpu() {
  local file
  file="$(mktemp)"
  times >"$file"
  children_cpu_seconds="$(tail -n 1 "$file" | awk '{ total = 0
         for (i = 1; i <= 2; ++i) { split($i, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2] }
         printf "%.1f", total }')"
  rm -f "$file"
}
stage() {  # NAME COMMAND... : runs the command as one timed stage
  local name="$1"
  shift
  echo "== $name"
  local start cpu_start
  start="$(date +%s.%N)"
  read_children_cpu
  cpu_start="$children_cpu_seconds"
  "$@"
  local wall cpu
  read_children_cpu
  wall="$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')"
  cpu="$(awk -v a="$cpu_start" -v b="$children_cpu_seconds" 'BEGIN { printf "%.0f", b - a }')"
  stage_rows+=("$name|$wall|$cpu")
}
print_stage_table() {
  local total_wall=0 total_cpu=0 total_budget=0 row name wall cpu mark
  echo
  echo "| stage | wall s | CPU s | budget s |"
  echo "|---|---:|---:|---:|"
  for row in "${stage_rows[@]}"; do
    IFS='|' read -r name wall cpu <<<"$row"
    mark=""
    if ((wall > ${budget[$name]:-0})); then mark=" **over budget**"; fi
    echo "| $name | $wall | $cpu | ${budget[$name]:-?}$mark |"
    total_wall=$((total_wall + wall))
    total_cpu=$((total_cpu + cpu))
    total_budget=$((total_budget + ${budget[$name]:-0}))
  done
  echo "| all | $total_wall | $total_cpu | $total_budget |"
}
trap print_stage_table EXIT

# --- Stages -------------------------------------------------------------------------------------
release_build() {
  # A clean CI build compiles every source once, so it batches the library's sources (unity
  # build: about half the compile time); a developer's build/ keeps one object per file. CI
  # runs no benchmark, so it builds none (a developer's build/ does, and bench/*.sh).
  if [[ "${CI:-}" == "true" ]]; then
    scripts/configure.sh release -DCGT_UNITY_LIBRARY=ON -DCGT_BUILD_BENCH=OFF
  else
    scripts/configure.sh release
  fi
  cmake --build --preset release -j "$jobs"
}
release_tests() {
  ctest --preset release -j "$jobs"
}
web_build() {
  scripts/web.sh --no-serve
}
web_tests() {
  tests/web/run_golden.sh build-web/web
  node --no-experimental-fetch tests/web/random_corpus.cjs build-web/web build/cgt 600 16
  tests/web/browser_test.sh build-web/web
}
sanitize_build() {
  scripts/configure.sh sanitize
  cmake --build --preset sanitize -j "$jobs"
}
sanitize_tests() {
  # Cases labelled slow (tests/golden/README.md) are whole-program runs that take minutes under
  # the sanitizers; the Release stage runs them.
  ctest --preset sanitize -j "$jobs" -LE slow
}
fuzz_one() {  # TARGET: a seeded, counted run of one libFuzzer target; its log in build-sanitize/
  local target="$1" name corpus
  name="$(basename "$target")"
  # Work on a copy of the seed corpus so a run never writes into the source tree.
  corpus="$(mktemp -d)"
  cp -r "fuzz/corpus/$name/." "$corpus/" 2>/dev/null || true
  # Seeded and counted, so every run of the suite tries the same inputs: a CI verdict never
  # depends on luck. Longer exploratory runs: CGT_FUZZ_SEED=0 (random) and more CGT_FUZZ_RUNS.
  if ! "$target" -seed="${CGT_FUZZ_SEED:-1}" -runs="${CGT_FUZZ_RUNS:-20000}" \
      -max_total_time="${CGT_FUZZ_SECONDS:-60}" -timeout=30 -rss_limit_mb=2048 \
      -artifact_prefix="build-sanitize/$name-" "$corpus" >"build-sanitize/$name.log" 2>&1; then
    rm -rf "$corpus"
    return 1
  fi
  rm -rf "$corpus"
}
fuzz_runs() {
  # The targets are independent single-threaded runs: one per core at a time.
  local target done_pid status failed=()
  local -A running=()
  echo "fuzzing each target: ${CGT_FUZZ_RUNS:-20000} runs, seed ${CGT_FUZZ_SEED:-1}"
  collect() {  # waits for one running target and notes whether it failed
    status=0
    wait -n -p done_pid "${!running[@]}" || status=$?
    if ((status != 0)); then failed+=("${running[$done_pid]}"); fi
    echo "$(basename "${running[$done_pid]}"): $(tail -n 1 "build-sanitize/$(basename "${running[$done_pid]}").log")"
    unset "running[$done_pid]"
  }
  # The longest first (game_parse_fuzz takes most of the stage), so the others share the other
  # core instead of leaving it idle at the end.
  local targets=(build-sanitize/fuzz/game_parse_fuzz build-sanitize/fuzz/ending_expression_fuzz)
  for target in build-sanitize/fuzz/*_fuzz; do
    [[ " ${targets[*]} " == *" $target "* ]] || targets+=("$target")
  done
  for target in "${targets[@]}"; do
    while ((${#running[@]} >= jobs)); do collect; done
    fuzz_one "$target" &
    running[$!]="$target"
  done
  while ((${#running[@]} > 0)); do collect; done
  for target in "${failed[@]}"; do
    tail -n 40 "build-sanitize/$(basename "$target").log"
    echo "fuzz target $(basename "$target") found a problem (input saved under build-sanitize/$(basename "$target")-*)"
  done
  ((${#failed[@]} == 0))
}
tsan_build() {
  # Only the library and the threads test executable: the other tests run one thread.
  scripts/configure.sh tsan
  cmake --build --preset tsan --target threads_tests -j "$jobs"
}
tsan_tests() {
  TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" build-tsan/tests/threads_tests
}

stage deps scripts/deps.sh test
stage "release build" release_build
stage "release tests" release_tests
stage "web build" web_build
stage "web tests" web_tests
stage "sanitize build" sanitize_build
stage "sanitize tests" sanitize_tests
stage "fuzz runs" fuzz_runs
stage "tsan build" tsan_build
stage "tsan tests" tsan_tests
echo "all test stages passed"
