#!/usr/bin/env bash
# Runs one golden case: tests/golden/<area>/<name>.case (format in tests/golden/README.md).
set -uo pipefail
binary="$1"
case_file="$2"

command_line=""
expected_status=0
expected_output=""
while IFS= read -r line || [[ -n "$line" ]]; do
  if [[ -z "$command_line" ]]; then
    [[ "$line" == \#* || -z "$line" ]] && continue
    [[ "$line" == '$ '* ]] || { echo "malformed case: first line must start with '\$ '"; exit 1; }
    command_line="${line#\$ }"
  elif [[ "$line" == 'status: '* && -z "$expected_output" ]]; then
    expected_status="${line#status: }"
  else
    expected_output+="$line"$'\n'
  fi
done <"$case_file"

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
  fi
fi
if ((failed)); then
  echo "case: $case_file"
  echo "command: $command_line"
  echo "stderr:"; cat "$stderr_file"
fi
exit $failed
