#!/usr/bin/env bash
# Times the real `cgt` binary on the command path: a big position read from standard input (a
# file), JSON out (to /dev/null). Each binary given runs each input N times in a row (one warm-up
# run first, not counted), and the script prints the median wall-clock time and the median CPU
# time (user + system) of each. The runs of one binary are not interleaved with another's: on a
# virtual machine a process that has just used half a gigabyte slows the page faults of the next
# one, which would measure the other binary more than this one. The inputs come from build/bench/command_bench --write-inputs (the same texts as its
# in-process benchmarks).
#
#   bench/command_path.sh [-n RUNS] BINARY...        e.g. bench/command_path.sh build/cgt /tmp/old/cgt
set -euo pipefail
runs=5
if [[ "${1:-}" == "-n" ]]; then
  runs="$2"
  shift 2
fi
(($# > 0)) || { echo "usage: $0 [-n RUNS] BINARY..." >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
generator="${COMMAND_BENCH:-$here/../build/bench/command_bench}"
inputs="$(mktemp -d)"
trap 'rm -rf "$inputs"' EXIT
"$generator" --write-inputs "$inputs"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
# The issue's sum of 24 switches, as an argument (not standard input): printing 16 MB of text.
switches="$(seq 1 24 | sed 's/^/+-/' | tr -d '\n')"
printf '%s' "$switches" >"$inputs/game.txt"
for command in partial-nim welter nim endnim game; do
  declare -A walls=() cpus=()
  for binary in "$@"; do
    input=(-)
    [[ "$command" == game ]] && input=("$switches")
    # An older binary may give up on the game (the work limit): its time is then the time to give up.
    "$binary" "$command" --json "${input[@]}" <"$inputs/$command.txt" >/dev/null 2>&1 || true
    for ((run = 0; run < runs; run++)); do
      # %e wall seconds, %U user, %S system.
      read -r wall user system < <({ /usr/bin/time -f "%e %U %S" "$binary" "$command" --json "${input[@]}" \
        <"$inputs/$command.txt" >/dev/null; } 2>&1 | tail -1)
      walls[$binary]+="$wall "
      cpus[$binary]+="$(awk -v u="$user" -v s="$system" "BEGIN { print u + s }") "
    done
  done
  for binary in "$@"; do
    median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
    printf '%-12s %-40s wall %6.2f s  cpu %6.2f s  (median of %d)\n' "$command" "$binary" \
      "$(echo "${walls[$binary]}" | median)" "$(echo "${cpus[$binary]}" | median)" "$runs"
  done
  unset walls cpus
done
