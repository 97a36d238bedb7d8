#!/usr/bin/env bash
# `cgt solve` split into tasks as a user runs it: the verdict and the winning moves (the JSON but
# its node count) are the same for 1, 2 and 3 threads and (with "mpi") for mpirun -np 1, 2, 4;
# a run killed midway (kill -9; under mpirun: kill -9 of one rank) resumes from its checkpoint
# to the same answer, with no task recorded twice; a checkpoint of another sum is refused.
#   tests/solve/run.sh CGT [mpi]
set -euo pipefail
cgt="$1"
mode="${2:-}"
work="$(mktemp -d)"
trap 'pkill -9 -f "$work" 2>/dev/null || true; rm -rf "$work"' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
fail() { echo "FAIL: $*"; exit 1; }
verdict() { sed 's/"nodes":[0-9]*,//' "$1"; }

# First-player wins whose winning moves are not the first ones tried, and a second-player win
# (every first move refuted), each well under a second.
sums=('domineering(".....|.....|.....|.....|.....") + {1|0}' 'clobber("xoxoxoxoxo|oxoxoxoxox")'
  'clobber("xoxoxoxox|oxoxoxoxo")')
for i in 0 1 2; do
  "$cgt" solve --json --threads 1 "${sums[$i]}" >"$work/ref$i.json"
done
grep -q '"outcome":"N"' "$work/ref0.json" || fail "reference: $(cat "$work/ref0.json")"

same() {  # NAME I: NAME.json has the verdict of sum I
  [[ "$(verdict "$work/$1.json")" == "$(verdict "$work/ref$2.json")" ]] ||
    fail "$1: $(cat "$work/$1.json") instead of $(cat "$work/ref$2.json")"
}

# Stops a run once its checkpoint holds a few results, then resumes it: the same answer, every
# task once.
kill_and_resume() {  # NAME SIGNAL-TARGET LAUNCHER...
  local name="$1" target="$2"
  shift 2
  local checkpoint="$work/$name.checkpoint"
  local big='clobber("xoxoxoxoxoxo|oxoxoxoxoxox")'
  "$@" "$cgt" solve --json --threads 2 --split-depth 2 --checkpoint "$checkpoint" "$big" >"$work/$name.json" 2>/dev/null &
  local pid=$!
  for _ in $(seq 1 600); do
    [[ -f "$checkpoint" && $(wc -l <"$checkpoint") -gt 20 ]] && break
    sleep 0.05
  done
  if [[ "$target" == rank ]]; then
    kill -9 "$(pgrep -f -n -- "--checkpoint $checkpoint")"
  else
    kill -9 "$pid"
  fi
  wait "$pid" 2>/dev/null && fail "$name: the run was not stopped"
  [[ ! -s "$work/$name.json" ]] || fail "$name: a stopped run printed $(cat "$work/$name.json")"
  local before tasks
  before=$(($(wc -l <"$checkpoint") - 1))
  tasks=$(head -n 1 "$checkpoint" | sed 's/.*"tasks":\([0-9]*\).*/\1/')
  ((before > 0 && before < tasks)) || fail "$name: $before of $tasks tasks when stopped"
  "$@" "$cgt" solve --json --threads 2 --split-depth 2 --checkpoint "$checkpoint" "$big" >"$work/$name.json" 2>/dev/null ||
    fail "$name: the resumed run failed"
  grep -q '"outcome":"P","right_first":"lose","right_move":null' "$work/$name.json" ||
    fail "$name: resumed to $(cat "$work/$name.json")"
  [[ $(($(wc -l <"$checkpoint") - 1)) == "$tasks" ]] || fail "$name: $(wc -l <"$checkpoint") lines for $tasks tasks"
  [[ $(tail -n +2 "$checkpoint" | sed 's/,"result".*//' | sort -u | wc -l) == "$tasks" ]] ||
    fail "$name: a task recorded twice"
  echo "$name: stopped after $before of $tasks tasks, resumed to the same answer"
}

if [[ "$mode" != mpi ]]; then
  for i in 0 1 2; do
    for threads in 2 3; do
      "$cgt" solve --json --threads "$threads" "${sums[$i]}" >"$work/t$threads-$i.json"
      same "t$threads-$i" "$i"
      "$cgt" solve --json --threads "$threads" --split-depth 3 "${sums[$i]}" >"$work/d$threads-$i.json"
      same "d$threads-$i" "$i"
    done
  done
  echo "threads: the same verdict and moves for 1, 2 and 3 threads"
  kill_and_resume kill9 process
  # A checkpoint of another sum: one line, exit 2, nothing on stdout.
  status=0
  "$cgt" solve --threads 2 --checkpoint "$work/kill9.checkpoint" "${sums[0]}" >"$work/other.out" 2>"$work/other.err" ||
    status=$?
  [[ "$status" == 2 && ! -s "$work/other.out" && $(wc -l <"$work/other.err") == 1 ]] ||
    fail "foreign checkpoint: status $status, $(cat "$work/other.out" "$work/other.err")"
  grep -q "^cgt: checkpoint $work/kill9.checkpoint belongs to another computation " "$work/other.err" ||
    fail "foreign checkpoint: $(cat "$work/other.err")"
  echo "threads: a checkpoint of another sum is refused"
  exit 0
fi

for i in 0 1 2; do
  for ranks in 1 2 4; do
    for threads in 1 2; do
      name="mpi$ranks-$threads-$i"
      mpirun -np "$ranks" "$cgt" solve --json --threads "$threads" "${sums[$i]}" >"$work/$name.json" 2>"$work/$name.err" ||
        fail "$name: $(cat "$work/$name.err")"
      same "$name" "$i"
    done
  done
done
echo "mpi: the same verdict and moves for P = 1, 2, 4 ranks of 1 and 2 threads, printed once"
kill_and_resume mpi-kill-rank rank mpirun -np 2
# Bad text under mpirun: one message from rank 0, exit 2.
status=0
mpirun -np 2 "$cgt" solve 'domineering("..x")' >"$work/bad.out" 2>"$work/bad.err" || status=$?
[[ "$status" != 0 && ! -s "$work/bad.out" ]] ||
  fail "bad text under mpirun: status $status, stdout $(cat "$work/bad.out"), stderr $(cat "$work/bad.err")"
[[ $(grep -c "^cgt: domineering board: unexpected 'x' at character 3" "$work/bad.err") == 1 ]] ||
  fail "bad text under mpirun: $(cat "$work/bad.err")"
echo "mpi: kill -9 of one rank resumes; bad text is reported once"
# A database under mpirun: every rank reads the file, rank 0 writes what the tasks found; the
# verdict is the same, and a later run is answered in part from the file. (Clobber 2×12, a P
# position: with the search's transposition cutoffs and Clobber's move priority the tasks of 2×10
# end below the database's 1 024 nodes.)
dbsum='clobber("xoxoxoxoxoxo|oxoxoxoxoxox")'
"$cgt" solve --json --threads 1 "$dbsum" >"$work/ref-db.json"
mpirun -np 2 "$cgt" solve --json --db "$work/mpi.sdb" --threads 1 --split-depth 2 "$dbsum" >"$work/mpi-db.json" \
  2>"$work/mpi-db.err" || fail "mpi-db: $(cat "$work/mpi-db.err")"
[[ "$(verdict "$work/mpi-db.json" | sed 's/"db_hits":[0-9]*,//')" == "$(verdict "$work/ref-db.json" | sed 's/"db_hits":[0-9]*,//')" ]] ||
  fail "mpi-db: $(cat "$work/mpi-db.json") instead of $(cat "$work/ref-db.json")"
(($(wc -c <"$work/mpi.sdb") > 28)) || fail "mpi-db: the database holds no answer ($(wc -c <"$work/mpi.sdb") bytes)"
"$cgt" solve --json --db "$work/mpi.sdb" "$dbsum" >"$work/db-warm.json"
grep -q '"db_hits":[1-9]' "$work/db-warm.json" || fail "mpi-db: the next run found nothing in the file: $(cat "$work/db-warm.json")"
echo "mpi: a database is read by every rank and written by rank 0"
