#!/usr/bin/env bash
# `cgt sweep` as a user runs it: the summary and the results file are the same bytes for 1 and 2
# threads and (with "mpi") for mpirun -np 1, 2, 4; a run stopped by SIGINT, SIGTERM or kill -9
# (under mpirun: kill -9 of one rank) resumes from its checkpoint to the same bytes, with no
# task lost or recorded twice.
#   tests/sweep/run.sh CGT [mpi]
set -euo pipefail
cgt="$1"
mode="${2:-}"
work="$(mktemp -d)"
trap 'pkill -9 -f "$work" 2>/dev/null || true; rm -rf "$work"' EXIT
# Open MPI refuses root unless told; CI and this machine run as root.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1

# --upto 4000: about 3 s a run on one core, long enough to stop one under way (each stop waits
# for 40 of the 448 tasks), short enough for the dozen runs below.
sweep=(sweep octal-census --digits 3 --upto 4000 --json)
fail() { echo "FAIL: $*"; exit 1; }

"$cgt" "${sweep[@]}" --threads 1 --out "$work/reference.jsonl" >"$work/reference.json" 2>"$work/reference.err"
grep -q '"tasks":448' "$work/reference.json" || fail "summary: $(cat "$work/reference.json")"
[[ $(wc -l <"$work/reference.jsonl") == 448 ]] || fail "results file has $(wc -l <"$work/reference.jsonl") lines"
grep -q '^sweep octal-census: 448/448 tasks, .* done in ' "$work/reference.err" || fail "progress: $(cat "$work/reference.err")"

same_as_reference() {  # NAME: NAME.json and NAME.jsonl equal the reference
  cmp -s "$work/reference.json" "$work/$1.json" || fail "$1: summary differs: $(cat "$work/$1.json")"
  cmp -s "$work/reference.jsonl" "$work/$1.jsonl" || fail "$1: results file differs"
}

"$cgt" "${sweep[@]}" --threads 2 --out "$work/threads2.jsonl" >"$work/threads2.json" 2>/dev/null
same_as_reference threads2

# Waits until the checkpoint holds at least 40 results (the run is well under way).
wait_for_results() {
  for _ in $(seq 1 600); do
    [[ -f "$1" && $(wc -l <"$1") -gt 40 ]] && return 0
    sleep 0.05
  done
  fail "no progress in $1"
}

# Every task at most once in a checkpoint, and after the resumed run exactly once.
check_checkpoint() {
  local lines unique
  lines=$(tail -n +2 "$1" | wc -l)
  unique=$(tail -n +2 "$1" | sed 's/,"result".*//' | sort -u | wc -l)
  [[ "$lines" == "$unique" ]] || fail "$1: $lines results but $unique tasks: a task was recorded twice"
  [[ -z "${2:-}" || "$lines" == "$2" ]] || fail "$1: $lines results, expected $2"
}

interrupt_and_resume() {  # NAME SIGNAL EXPECTED_STATUS LAUNCHER...
  local name="$1" signal="$2" expected="$3"
  shift 3
  local checkpoint="$work/$name.checkpoint"
  "$@" "$cgt" "${sweep[@]}" --threads 2 --checkpoint "$checkpoint" --out "$work/$name.jsonl" \
    >"$work/$name.json" 2>"$work/$name.err" &
  local pid=$!
  wait_for_results "$checkpoint"
  if [[ "$signal" == rank-KILL ]]; then
    # kill -9 of one rank (the last one mpirun started), not of mpirun
    local rank
    rank=$(pgrep -f -n -- "--checkpoint $checkpoint" | head -n 1)
    kill -9 "$rank"
  else
    kill -s "$signal" "$pid"
  fi
  local status=0
  wait "$pid" 2>/dev/null || status=$?
  [[ "$expected" == any-failure ]] && [[ "$status" != 0 ]] || [[ "$status" == "$expected" ]] ||
    fail "$name: exit status $status after $signal, expected $expected"
  [[ ! -s "$work/$name.json" ]] || fail "$name: a summary was printed by a stopped run"
  [[ ! -e "$work/$name.jsonl" ]] || fail "$name: a results file was written by a stopped run"
  local done_before
  done_before=$(($(wc -l <"$checkpoint") - 1))
  ((done_before < 448)) || fail "$name: the run finished before it was stopped"
  check_checkpoint "$checkpoint"
  "$@" "$cgt" "${sweep[@]}" --threads 2 --checkpoint "$checkpoint" --out "$work/$name.jsonl" \
    >"$work/$name.json" 2>"$work/$name.err" || fail "$name: resumed run failed: $(cat "$work/$name.err")"
  same_as_reference "$name"
  check_checkpoint "$checkpoint" 448
  echo "$name: stopped after $done_before of 448 tasks, resumed to the same bytes"
}

if [[ "$mode" != mpi ]]; then
  interrupt_and_resume sigint INT 130
  interrupt_and_resume sigterm TERM 143
  interrupt_and_resume kill9 KILL 137
  # The message of an interrupted run.
  "$cgt" "${sweep[@]}" --checkpoint "$work/message.checkpoint" >/dev/null 2>"$work/message.err" &
  pid=$!
  wait_for_results "$work/message.checkpoint"
  kill -INT "$pid"
  wait "$pid" || true
  grep -q "^cgt: interrupted — finished tasks are in $work/message.checkpoint; the same command resumes$" \
    "$work/message.err" || fail "message: $(cat "$work/message.err")"
  echo "threads: the same bytes for 1 and 2 threads; SIGINT, SIGTERM and kill -9 resume"
  exit 0
fi

for ranks in 1 2 4; do
  for threads in 1 2; do
    name="mpi$ranks-$threads"
    mpirun -np "$ranks" "$cgt" "${sweep[@]}" --threads "$threads" --out "$work/$name.jsonl" \
      >"$work/$name.json" 2>"$work/$name.err" || fail "$name: $(cat "$work/$name.err")"
    same_as_reference "$name"
  done
done
echo "mpi: the same bytes for P = 1, 2, 4 ranks of 1 and 2 threads"
interrupt_and_resume mpi-kill-rank rank-KILL any-failure mpirun -np 4
# Resumed with another number of ranks: the split changes, the answer does not.
checkpoint="$work/mpi-other.checkpoint"
head -n 100 "$work/mpi-kill-rank.checkpoint" >"$checkpoint"
mpirun -np 2 "$cgt" "${sweep[@]}" --threads 1 --checkpoint "$checkpoint" --out "$work/mpi-other.jsonl" \
  >"$work/mpi-other.json" 2>/dev/null
same_as_reference mpi-other
check_checkpoint "$checkpoint" 448
# Bad arguments under mpirun: one message from rank 0, exit 2, no work.
status=0
mpirun -np 2 "$cgt" sweep octal-census --digits 9 --upto 10 >"$work/bad.out" 2>"$work/bad.err" || status=$?
[[ "$status" != 0 ]] || fail "bad arguments under mpirun exited 0"
[[ $(grep -c "^cgt: --digits must be a whole number from 1 to 6, not '9'$" "$work/bad.err") == 1 ]] ||
  fail "bad arguments under mpirun: $(cat "$work/bad.err")"
echo "mpi: kill -9 of one rank resumes (also on another number of ranks); bad arguments stop before work"
