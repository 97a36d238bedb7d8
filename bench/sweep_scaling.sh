#!/usr/bin/env bash
# Scaling of `cgt sweep` (issue 15): the whole command, wall time, median of REPEATS runs each,
# for 1 and 2 threads and for mpirun -np 1 and -np 2 (one thread per rank), on each sweep.
#   bench/sweep_scaling.sh [build/cgt] [REPEATS] [FILTER]   (FILTER: only sweeps whose line matches it)
# Prints one Markdown table row per sweep and layout: wall, speed-up against one thread,
# efficiency (speed-up / cores), tasks per second per core.
set -euo pipefail
cgt="${1:-build/cgt}"
repeats="${2:-3}"
filter="${3:-}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1

sweeps=(
  "end-nim-atomic-weights --piles 6 --max 8"
  "octal-census --digits 3 --upto 10000"
  "lr-ending-canonical --birthday 3 --max-options 4"
  "end-nim-ordinal-moves --piles 5 --omega-times 3 --max 3"
)

calc() { python3 -c "print($1)"; }

median_seconds() {  # runs "$@" $repeats times, prints the median wall time in seconds
  local times=()
  for _ in $(seq 1 "$repeats"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    times+=("$(calc "$end - $start")")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

echo "| sweep | layout | tasks | wall (s) | speed-up | efficiency | tasks/s per core |"
echo "|---|---|---|---|---|---|---|"
for sweep in "${sweeps[@]}"; do
  [[ -z "$filter" || "$sweep" =~ $filter ]] || continue
  read -r -a args <<<"$sweep"
  tasks=$("$cgt" sweep "${args[@]}" --json --threads 2 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["tasks"])') || continue
  one=""
  for layout in "1 thread" "2 threads" "mpirun -np 1" "mpirun -np 2"; do
    case "$layout" in
      "1 thread") cores=1; t=$(median_seconds "$cgt" sweep "${args[@]}" --threads 1) ;;
      "2 threads") cores=2; t=$(median_seconds "$cgt" sweep "${args[@]}" --threads 2) ;;
      "mpirun -np 1") cores=1; t=$(median_seconds mpirun -np 1 "$cgt" sweep "${args[@]}" --threads 1) ;;
      "mpirun -np 2") cores=2; t=$(median_seconds mpirun -np 2 "$cgt" sweep "${args[@]}" --threads 1) ;;
    esac
    [[ -n "$one" ]] || one="$t"
    [[ "$layout" == "mpirun -np 1" ]] && one_mpi="$t"
    base="$one"
    [[ "$layout" == mpirun* ]] && base="$one_mpi"
    speedup=$(calc "$base / $t")
    printf '| %s | %s | %s | %.2f | %.2f | %.0f %% | %.1f |\n' "$sweep" "$layout" "$tasks" "$t" "$speedup" \
      "$(calc "100 * $speedup / $cores")" "$(calc "$tasks / $t / $cores")"
  done
done
