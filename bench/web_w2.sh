#!/usr/bin/env bash
# W2 (bench/game_bench.cpp: canonical forms of the 2800 End Nim rows) natively, as WebAssembly
# under node, and in headless Chromium; medians of REPEATS runs each (issue 16: the browser
# within 2× of native).
#   bench/web_w2.sh [REPEATS]     (after `cmake --build --preset release --target w2_bench`,
#                                  scripts/web.sh --no-serve, and npm ci in tests/web)
set -euo pipefail
cd "$(dirname "$0")/.."
repeats="${1:-15}"
cmake --build --preset web --target w2_bench  # not built by scripts/web.sh
native=$(build/bench/w2_bench "$repeats")
node_wasm=$(cd build-web/bench && node --no-experimental-fetch w2_bench.js "$repeats")
chromium=$(node bench/web/w2_browser.cjs build-web/bench "$repeats")
# Median and fastest of the runs (the fastest is the figure least disturbed by other work on a
# shared machine; the first runs, which include compiling the module, are in both).
stat() { python3 -c 'import json,sys; r=json.loads(sys.argv[1]); print(r["median_ms"], min(r["runs_ms"]))' "$1"; }
read -r n nmin <<<"$(stat "$native")"
read -r w wmin <<<"$(stat "$node_wasm")"
read -r c cmin <<<"$(stat "$chromium")"
ratio() { python3 -c "print(f'{$1/$2:.2f}')"; }
echo "| build | median (ms) | × native | fastest (ms) | × native |"
echo "|---|---|---|---|---|"
echo "| native | $n | 1.00 | $nmin | 1.00 |"
echo "| WebAssembly, node $(node --version) | $w | $(ratio "$w" "$n") | $wmin | $(ratio "$wmin" "$nmin") |"
echo "| WebAssembly, $(/usr/bin/chromium --version 2>/dev/null | grep -o 'Chromium [0-9.]*' | head -1) headless | $c | $(ratio "$c" "$n") | $cmin | $(ratio "$cmin" "$nmin") |"
