#!/usr/bin/env bash
# The golden cases of tests/golden against the WebAssembly build (the page's engine), run under
# node: the same expected bytes as the native binary. The few cases that cannot mean the same
# thing in the browser's sandbox are listed below with the reason.
#   tests/web/run_golden.sh [BUILD_WEB_DIR]      (default build-web/web)
# A case's command line is run by bash as natively (tests/golden/run_case.sh), with `cgt` a small
# client (golden_client.sh) of a node process that keeps the module loaded (golden_server.cjs):
# loading it is most of what a case costs. One server per core, one case per server at a time.
set -uo pipefail
cd "$(dirname "$0")/../.."
web="$(cd "${1:-build-web/web}" && pwd)"
wrapper="$PWD/tests/web/golden_client.sh"
GOLDEN_PORTS="$(mktemp -d)"
results="$(mktemp -d)"
servers=()
stop_servers() {
  # Waited for, so their CPU time is counted with this script's (the stage table's CPU column).
  if ((${#servers[@]} > 0)); then
    kill "${servers[@]}" 2>/dev/null
    wait "${servers[@]}" 2>/dev/null
  fi
  rm -rf "$GOLDEN_PORTS" "$results"
}
trap stop_servers EXIT
slots="$(nproc)"
for ((slot = 0; slot < slots; ++slot)); do
  node tests/web/golden_server.cjs "$web" "$GOLDEN_PORTS/$slot" &
  servers+=($!)
done
for ((slot = 0; slot < slots; ++slot)); do
  for ((tries = 0; tries < 600; ++tries)); do
    [[ -f "$GOLDEN_PORTS/$slot" ]] && break
    kill -0 "${servers[$slot]}" 2>/dev/null || break
    sleep 0.1
  done
  if [[ ! -f "$GOLDEN_PORTS/$slot" ]]; then
    echo "FAIL web golden: the golden server of slot $slot did not start"
    exit 1
  fi
done
export GOLDEN_PORTS

# area/name: why it does not apply in the browser
declare -A skip=(
  [cli/interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [octal/interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [cli/write_error_stdout]="/dev/full: the browser has no devices to fail on"
  [cli/write_error_svg]="/dev/full: the browser has no devices to fail on"
  [cli/write_error_thermograph_alias]="/dev/full: the browser has no devices to fail on"
  [ordinal/limit_product_coefficient]="2^8000000: mini-gmp's quadratic work is charged, so the work limit stops it before the coefficient limit (checked below)"
  [ordinal/limit_sum_coefficient]="2^8388607: the work limit stops mini-gmp's quadratic work first"
  [ordinal/limit_natsum_coefficient]="2^8388607: the work limit stops mini-gmp's quadratic work first"
  [ordinal/limit_power_exponent]="a coefficient near 2^23 bits: the work limit stops mini-gmp's quadratic work first"
  [limits/endnim_interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [limits/impartial_interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [limits/ordinal_interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [limits/welter_interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [limits/read_interrupt]="a signal to the process; the page cancels by ending its worker (browser test)"
  [limits/input_dev_zero]="/dev/zero as standard input: the page's input is the text of its field, no device"
  [limits/number_conversion_weighed_first]="mini-gmp converts in quadratic time, charged as it goes: the same work limit stops it while converting"
  [output/fifo]="a named pipe of the host: the page's files live in the worker's memory"
  [output/symlink]="a symbolic link of the host: the page's files live in the worker's memory"
  [output/symlink_dangling]="a symbolic link of the host: the page's files live in the worker's memory"
  [output/checkpoint_dash]="cgt sweep: not in the browser (checked below)"
  [output/checkpoint_device]="cgt sweep: not in the browser (checked below)"
  [output/directory]="cgt sweep: not in the browser (checked below)"
  [output/sweep_dash_is_stdout]="cgt sweep: not in the browser (checked below)"
  [output/sweep_dev_null]="cgt sweep: not in the browser (checked below)"
  [solve/db_dash]="cgt solve --db: not in the browser (checked below)"
  [solve/db_directory]="cgt solve --db: not in the browser (checked below)"
  [solve/db_flipped_byte]="cgt solve --db: not in the browser (checked below)"
  [solve/db_round_trip]="cgt solve --db: not in the browser (checked below)"
  [solve/db_truncated]="cgt solve --db: not in the browser (checked below)"
  [solve/db_two_runs]="cgt solve --db: not in the browser (checked below)"
  [solve/db_wrong_magic]="cgt solve --db: not in the browser (checked below)"
  [solve/db_wrong_version]="cgt solve --db: not in the browser (checked below)"
  [solve/db_with_threads]="cgt solve --db: not in the browser (checked below)"
  [solve/split_work_limit_checkpoint]="--checkpoint: the page runs the one-thread search, which keeps no checkpoint (docs/web.md)"
  [solve/split_interrupt_checkpoint]="a signal to the process, and --checkpoint: the page cancels by ending its worker and keeps no checkpoint"
)
# and every sweep/* case: sweep needs threads, the WebAssembly build refuses it (checked below);
# and every case labelled slow (tests/golden/README.md): minutes of one engine's work (the 8×8
# Fox and Geese board, octal tables, the 7-wide Domineering boards), which the Release stage runs
# natively and the sanitize stage skips too; under node they took 80 of the stage's 200 CPU-s.

cases=()
skipped=0
slow=0
for case_file in tests/golden/*/*.case; do
  name="${case_file#tests/golden/}"
  name="${name%.case}"
  if [[ -n "${skip[$name]+x}" || "$name" == sweep/* ]]; then
    skipped=$((skipped + 1))
    continue
  fi
  if grep -q '^# labels:.*\bslow\b' "$case_file"; then
    slow=$((slow + 1))
    continue
  fi
  cases+=("$case_file")
done
export wrapper results
printf '%s\0' "${cases[@]}" | xargs -0 -n 1 -P "$slots" --process-slot-var=CGT_SLOT bash -c '
  case_file="$1"
  name="${case_file#tests/golden/}"
  name="${name%.case}"
  if output=$(bash tests/golden/run_case.sh "$wrapper" "$case_file" 2>&1); then
    : >"$results/pass.${name//\//_}"
  else
    { echo "FAIL web golden/$name"; echo "$output" | head -n 20; } >"$results/fail.${name//\//_}"
  fi' _
passed=$(find "$results" -name 'pass.*' | wc -l)
failed=$(find "$results" -name 'fail.*' | wc -l)
if ((failed > 0)); then
  cat "$results"/fail.*
fi
# In the browser the work limit stops quadratic big-number work (mini-gmp) with the CLI's message.
budget=$("$wrapper" ordinal "(w*2^8000000+1)*(2^8000000)" 2>&1 >/dev/null)
if [[ "$budget" != "cgt: gave up after 200000000 steps of work (the work limit) — --work-limit STEPS raises it" ]]; then
  echo "FAIL web big-number budget: $budget"
  failed=$((failed + 1))
fi
# The refusal itself.
refusal=$("$wrapper" sweep octal-census --digits 1 --upto 10 2>&1 >/dev/null)
if [[ "$refusal" != "cgt: sweep is not available in the browser: run it with the cgt command (docs/sweeps.md)" ]]; then
  echo "FAIL web sweep refusal: $refusal"
  failed=$((failed + 1))
fi
refusal=$("$wrapper" solve --db s.sdb 'clobber("xo")' 2>&1 >/dev/null)
if [[ "$refusal" != "cgt: --db is not available in the browser: run it with the cgt command (docs/solve.md)" ]]; then
  echo "FAIL web solve --db refusal: $refusal"
  failed=$((failed + 1))
fi
echo "web golden cases: $passed passed, $failed failed, $skipped not applicable, $slow labelled slow (run natively)"
[[ "$failed" == 0 ]]
