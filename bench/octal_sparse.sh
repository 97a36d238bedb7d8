#!/usr/bin/env bash
# Octal games at research scale (issue 17): the whole `cgt octal` command, wall time and peak
# memory (max RSS), median of REPEATS runs each.
#   bench/octal_sparse.sh [build/cgt] [REPEATS]      (OCTAL_BENCH_LONG=1 adds Grundy's game to 2^24,
#                                                      OCTAL_BENCH_HUGE=1 to 10^8)
# Prints Markdown table rows: what was run, wall (median, fastest), user CPU, max RSS, and for
# the rate rows heaps per second.
set -euo pipefail
cgt="${1:-build/cgt}"
repeats="${2:-3}"

runs=(
  "certify 0.16, 1 thread|octal 0.16 --summary --threads 1"
  "certify 0.16, 2 threads|octal 0.16 --summary --threads 2"
  "certify 0.376, 1 thread|octal 0.376 --summary --threads 1"
  "certify 0.376, 2 threads|octal 0.376 --summary --threads 2"
  "certify 0.354, 1 thread|octal 0.354 --summary --threads 1"
  "certify 0.354, 2 threads|octal 0.354 --summary --threads 2"
  "0.16 to 100000, sparse space|octal 0.16 --upto 100000 --summary"
  "0.16 to 100000, plain mex (--no-sparse)|octal 0.16 --upto 100000 --no-sparse --summary"
  "Grundy's game to 2^20, 1 thread|octal grundy --upto 1048576 --summary --threads 1"
  "Grundy's game to 2^20, 2 threads|octal grundy --upto 1048576 --summary --threads 2"
  "Grundy's game to 2^22, 1 thread|octal grundy --upto 4194304 --summary --threads 1"
  "Grundy's game to 2^22, 2 threads|octal grundy --upto 4194304 --summary --threads 2"
)
if [[ "${OCTAL_BENCH_LONG:-0}" == 1 ]]; then  # a minute per run
  runs+=("Grundy's game to 2^24, 2 threads|octal grundy --upto 16777216 --summary --threads 2 --work-limit 0")
fi
if [[ "${OCTAL_BENCH_HUGE:-0}" == 1 ]]; then  # ten minutes per run: the issue's memory per heap at 10^8
  runs+=("Grundy's game to 10^8, 2 threads|octal grundy --upto 100000000 --summary --threads 2 --work-limit 0")
fi

measured=$(mktemp)
trap 'rm -f "$measured"' EXIT
for entry in "${runs[@]}"; do
  label="${entry%%|*}"
  read -r -a args <<< "${entry#*|}"
  walls=() users=() rss=()
  for _ in $(seq 1 "$repeats"); do
    /usr/bin/time -o "$measured" -f "%e %U %M" "$cgt" "${args[@]}" > /dev/null 2>/dev/null
    read -r wall user kb < "$measured"
    walls+=("$wall") users+=("$user") rss+=("$kb")
  done
  python3 - "$label" "${args[*]}" "${walls[*]}" "${users[*]}" "${rss[*]}" <<'EOF'
import statistics, sys, re
label, command, walls, users, rss = sys.argv[1:]
walls = [float(x) for x in walls.split()]
users = [float(x) for x in users.split()]
rss = [int(x) for x in rss.split()]
median = statistics.median(walls)
upto = re.search(r"--upto (\d+)", command)
rate = f"{int(upto.group(1)) / median:,.0f} heaps/s" if upto else ""
print(f"| {label} | `cgt {command}` | {median:.2f} s ({min(walls):.2f}) | {statistics.median(users):.2f} s "
      f"| {max(rss) / 1024:.0f} MiB | {rate} |")
EOF
done
