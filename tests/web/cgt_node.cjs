#!/usr/bin/env node
// `cgt` as a program, run on the WebAssembly build under node: one command line per process,
// with the native binary's standard input, output and exit status (a command for trying the
// page's engine by hand; the golden run keeps one engine loaded: golden_server.cjs).
//   node tests/web/cgt_node.cjs BUILD_WEB_DIR ARGS...
// The host's folders are mounted at their own paths (files named by a case, @FILE, --svg FILE),
// standard input is passed through when an argument is "-", and the exit status is the command's.
"use strict";
const fs = require("fs");
const { loadHostCgt } = require("./host_cgt.cjs");

const args = process.argv.slice(3);

(async () => {
  let stdin = "";
  if (args.includes("-")) {
    try { stdin = fs.readFileSync(0, "utf8"); } catch (e) { stdin = ""; }
  }
  const result = await loadHostCgt(process.argv[2]).run(args, stdin, process.cwd());
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.status;
})().catch((e) => {
  process.stderr.write("cgt_node: " + (e && e.message ? e.message : e) + "\n");
  process.exitCode = 70;
});
