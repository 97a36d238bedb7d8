#!/usr/bin/env bash
# `cgt` for a golden case run against the page's engine: the command line is answered by the
# golden server of this xargs slot (golden_server.cjs; GOLDEN_PORTS/<slot> holds its port), with
# the native binary's standard input ("-"), output, error and exit status.
set -u
port="$(<"$GOLDEN_PORTS/${CGT_SLOT:-0}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stdin_file=""
for arg in "$@"; do
  if [[ "$arg" == "-" ]]; then
    stdin_file="$work/in"
    cat >"$stdin_file"
    break
  fi
done
if ! exec 3<>"/dev/tcp/127.0.0.1/$port"; then
  echo "golden_client: no golden server on port $port" >&2
  exit 70
fi
# The request is a file and the socket carries only its name, in one write: written in pieces,
# the pieces would wait on the network's delayed acknowledgement (40 ms a call).
printf '%s\0' "$#" "$PWD" "$stdin_file" "$work/out" "$work/err" "$@" >"$work/request"
printf '%s\n' "$work/request" >&3
status=""
read -r status <&3
exec 3<&-
if [[ -z "$status" ]]; then
  echo "golden_client: the golden server on port $port gave no answer" >&2
  exit 70
fi
cat "$work/out"
cat "$work/err" >&2
exit "$status"
