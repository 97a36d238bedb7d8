#!/usr/bin/env bash
# `cgt solve` on 1 thread (the sequential search) against 2 threads (the search split into tasks,
# docs/solve.md "On all cores and across machines"), in one run: the two settings alternate, REPS
# times each, and one line per position and setting gives the median and range of the wall
# seconds, the median CPU seconds (user + sys) and the median node count (the split search's
# varies from run to run), and the answer, the same for both.
#
#   bench/solve_threads.sh [CGT] [REPS]      (defaults: build/cgt 5)
set -euo pipefail
cgt=${1:-build/cgt}
reps=${2:-5}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

bench() {  # label expression [extra options]
  local label=$1 expr=$2
  shift 2
  declare -A wall cpu nodes answer
  local i threads out
  for ((i = 0; i < reps; i++)); do
    for threads in 1 2; do
      out=$(/usr/bin/time -f '%e %U %S' -o "$tmp" "$cgt" solve --json --work-limit 0 --memory-limit 4G \
        --threads "$threads" "$@" "$expr")
      wall[$threads]+="$(awk '{print $1}' "$tmp") "
      cpu[$threads]+="$(awk '{printf "%.2f", $2 + $3}' "$tmp") "
      nodes[$threads]+="$(sed -E 's/.*"nodes":([0-9]+).*/\1/' <<<"$out") "
      answer[$threads]=$(sed -E 's/"nodes":[0-9]+,//' <<<"$out")
    done
  done
  [[ "${answer[1]}" == "${answer[2]}" ]] || { echo "$label: different answers"; exit 1; }
  for threads in 1 2; do
    printf '%-16s %s thread%s  wall %5s s (%s–%s)  cpu %5s s  %9s nodes  %s\n' "$label" "$threads" \
      "$([[ $threads == 1 ]] && echo " " || echo s)" \
      "$(tr ' ' '\n' <<<"${wall[$threads]}" | grep . | median)" \
      "$(tr ' ' '\n' <<<"${wall[$threads]}" | grep . | sort -n | head -1)" \
      "$(tr ' ' '\n' <<<"${wall[$threads]}" | grep . | sort -n | tail -1)" \
      "$(tr ' ' '\n' <<<"${cpu[$threads]}" | grep . | median)" \
      "$(tr ' ' '\n' <<<"${nodes[$threads]}" | grep . | median)" \
      "$(sed -E 's/.*"outcome":"([LRNP])".*/\1/' <<<"${answer[$threads]}")"
  done
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg) at the start, $reps runs of each"
bench "domineering 6x6" 'domineering("......|......|......|......|......|......")'
bench "clobber 2x11" 'clobber("xoxoxoxoxox|oxoxoxoxoxo")'
bench "clobber 2x12" 'clobber("xoxoxoxoxoxo|oxoxoxoxoxox")'
echo "load $(cut -d' ' -f1 /proc/loadavg) at the end"
