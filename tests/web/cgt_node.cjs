#!/usr/bin/env node
// `cgt` as a program, run on the WebAssembly build under node: the golden cases of
// tests/golden run against it exactly as against the native binary (tests/web/CMakeLists: label
// web), so the page's engine is held to the same expected bytes.
//   node tests/web/cgt_node.cjs BUILD_WEB_DIR ARGS...
// The host's folders are mounted at their own paths (files named by a case, @FILE, --svg FILE),
// standard input is passed through, and the exit status is the command's.
"use strict";
const fs = require("fs");
const path = require("path");

const dir = path.resolve(process.argv[2]);
const args = process.argv.slice(3);
const createCgt = require(path.join(dir, "cgt.js"));
const { loadCgt } = require(path.join(dir, "cgt_runner.js"));

function readStdin() {
  try {
    return fs.readFileSync(0, "utf8");
  } catch (e) {
    return "";
  }
}

(async () => {
  const wantsStdin = args.includes("-");
  const stdin = wantsStdin ? readStdin() : "";
  let cgt;
  let mounted = false;
  cgt = await loadCgt(createCgt, {
    wasmBinary: fs.readFileSync(path.join(dir, "cgt.wasm")),
    preRun: [(m) => {
      const FS = m.FS;
      for (const top of fs.readdirSync("/")) {
        if (["dev", "proc", "sys"].includes(top)) continue;
        const where = "/" + top;
        try {
          if (!fs.statSync(where).isDirectory()) continue;
          try { FS.mkdir(where); } catch (e) { /* exists: /tmp, /home */ }
          FS.mount(m.NODEFS || FS.filesystems.NODEFS, { root: where }, where);
        } catch (e) { /* unreadable: skip */ }
      }
      FS.chdir(process.cwd());
      mounted = true;
    }],
  });
  if (!mounted) throw new Error("host folders not mounted");
  const result = cgt.run(args, stdin);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.status;
})().catch((e) => {
  process.stderr.write("cgt_node: " + (e && e.message ? e.message : e) + "\n");
  process.exitCode = 70;
});
