#!/usr/bin/env bash
# Runs one golden case: tests/golden/<area>/<name>.case (format in tests/golden/README.md).
set -uo pipefail
binary="$1"
case_file="$2"

command_line=""
expected_status=0
expected_stderr=""
has_stderr=0
expected_output=""
while IFS= read -r line || [[ -n "$line" ]]; do
  if [[ -z "$command_line" ]]; then
    [[ "$line" == \#* || -z "$line" ]] && continue
    [[ "$line" == '$ '* ]] || { echo "malformed case: first line must start with '\$ '"; exit 1; }
    command_line="${line#\$ }"
  elif [[ "$line" == 'status: '* && -z "$expected_output" && "$has_stderr" == 0 ]]; then
    expected_status="${line#status: }"
  elif [[ "$line" == 'stderr: '* && -z "$expected_output" && "$expected_status" != 0 && "$has_stderr" == 0 ]]; then
    expected_stderr="${line#stderr: }"
    has_stderr=1
  else
    expected_output+="$line"$'\n'
  fi
done <"$case_file"

# An error case states its message: "exit 2 and one line" alone also passes for a typo in the
# subcommand's name.
if [[ "$expected_status" != 0 && "$has_stderr" == 0 ]]; then
  echo "malformed case: a case with a non-zero status needs a 'stderr: <message>' line after 'status:'"
  echo "case: $case_file"
  exit 1
fi

# Progress lines would make stderr depend on how fast the machine is: off (docs/cli.md).
export CGT_PROGRESS=0
cgt() { "$binary" "$@"; }
stdout_file=$(mktemp)
stderr_file=$(mktemp)
trap 'rm -f "$stdout_file" "$stderr_file"' EXIT
eval "$command_line" >"$stdout_file" 2>"$stderr_file"
status=$?

failed=0
if [[ "$status" != "$expected_status" ]]; then
  echo "exit status $status, expected $expected_status"
  failed=1
fi
if ! diff <(printf '%s' "$expected_output") "$stdout_file" >/dev/null; then
  echo "stdout differs (expected < > actual):"
  diff <(printf '%s' "$expected_output") "$stdout_file"
  failed=1
fi
if [[ "$expected_status" != 0 ]]; then
  lines=$(wc -l <"$stderr_file")
  if [[ "$lines" != 1 ]]; then
    echo "an error must be exactly one line on stderr; got $lines:"
    cat "$stderr_file"
    failed=1
  elif ! diff <(printf '%s\n' "$expected_stderr") "$stderr_file" >/dev/null; then
    echo "stderr differs (expected < > actual):"
    diff <(printf '%s\n' "$expected_stderr") "$stderr_file"
    failed=1
  fi
fi
if ((failed)); then
  echo "case: $case_file"
  echo "command: $command_line"
  echo "stderr:"; cat "$stderr_file"
fi
exit $failed
