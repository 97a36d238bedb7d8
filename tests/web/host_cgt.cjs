// The WebAssembly `cgt` (BUILD_WEB_DIR/cgt.js, cgt.wasm) under node with the host's folders
// mounted at their own paths, so a command line names files (@FILE, --svg FILE) as the native
// binary does. Used by cgt_node.cjs (one command per process) and golden_server.cjs (many).
// Every command gets a fresh instance of the module, as every run of the native binary is a
// fresh process: tables kept from an earlier command would change how much work a command
// does, and so where a work limit stops it. The module is compiled once; an instance costs
// milliseconds.
"use strict";
const fs = require("fs");
const path = require("path");

function mountHostFolders(m) {
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
}

function loadHostCgt(webDir) {
  const dir = path.resolve(webDir);
  const createCgt = require(path.join(dir, "cgt.js"));
  const { loadCgt } = require(path.join(dir, "cgt_runner.js"));
  const compiled = new WebAssembly.Module(fs.readFileSync(path.join(dir, "cgt.wasm")));
  return {
    // One command line run in the host folder `cwd`: {status, stdout, stderr} as the runner gives.
    async run(args, stdin, cwd) {
      let FS = null;
      // Each instance adds process-wide handlers that only rethrow; one process runs hundreds of
      // instances, so they are taken off again.
      const before = { uncaughtException: process.listeners("uncaughtException"),
        unhandledRejection: process.listeners("unhandledRejection") };
      const cgt = await loadCgt(createCgt, {
        instantiateWasm: (imports, receive) => {
          const instance = new WebAssembly.Instance(compiled, imports);
          receive(instance, compiled);
          return instance.exports;
        },
        preRun: [(m) => { FS = m.FS; mountHostFolders(m); }],
      });
      for (const [event, kept] of Object.entries(before)) {
        for (const added of process.listeners(event)) if (!kept.includes(added)) process.removeListener(event, added);
      }
      if (!FS) throw new Error("host folders not mounted");
      FS.chdir(cwd);
      return cgt.run(args, stdin);
    },
  };
}

module.exports = { loadHostCgt };
