// Runs the `cgt` command compiled to WebAssembly (cgt.js + cgt.wasm, built by the CMake preset
// `web`): one call is one command line, answered with exactly the bytes the native command
// prints. Used by the page's worker (worker.js) and by the tests under node (tests/web).
//
//   const cgt = await loadCgt(createCgt);
//   cgt.run(["game", "--json", "{3||2+*|1+*}"])
//     → {status: 0, stdout: "{\"atomic_weight\":null,…}\n", stderr: "", files: {}, ms: 12}
//
// Standard input is the `stdin` text given to run ("-" reads it, as in a shell). Output files
// (`--svg /out/NAME`) are returned in `files` by name and removed. The engine stays loaded
// between calls, its tables too, as in one long-running process. A trap in the module (which
// the engine's limits are there to prevent) makes the runner unusable: run() then throws, and
// the caller loads a fresh one.
(function (root) {
  "use strict";

  async function loadCgt(createCgt, moduleOptions) {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    let input = new Uint8Array(0);
    let inputAt = 0;
    let out = [];
    let err = [];
    let dead = null;
    const module = await createCgt(Object.assign({}, moduleOptions || {}, {
      noInitialRun: true,
      stdin: () => (inputAt < input.length ? input[inputAt++] : null),
      stdout: (byte) => { out.push(byte & 0xff); },
      stderr: (byte) => { err.push(byte & 0xff); },
      onAbort: (what) => { dead = String(what); },
    }));
    module.FS.mkdir("/out");

    function clearOut() {
      for (const name of module.FS.readdir("/out")) {
        if (name !== "." && name !== "..") module.FS.unlink("/out/" + name);
      }
    }

    function run(args, stdin) {
      if (dead) throw new Error("the engine stopped (" + dead + "); load it again");
      input = encoder.encode(stdin || "");
      inputAt = 0;
      out = [];
      err = [];
      clearOut();
      const start = Date.now();
      let status;
      try {
        status = module.callMain(args.slice());
      } catch (e) {
        dead = dead || String(e);
        throw new Error("the engine stopped (" + dead + "); load it again");
      }
      if (dead) throw new Error("the engine stopped (" + dead + "); load it again");
      const ms = Date.now() - start;
      const files = {};
      for (const name of module.FS.readdir("/out")) {
        if (name === "." || name === "..") continue;
        files[name] = module.FS.readFile("/out/" + name, { encoding: "utf8" });
      }
      clearOut();
      return {
        status: status,
        stdout: decoder.decode(new Uint8Array(out)),
        stderr: decoder.decode(new Uint8Array(err)),
        files: files,
        ms: ms,
      };
    }

    return { run: run };
  }

  if (typeof module === "object" && module.exports) {
    module.exports = { loadCgt: loadCgt };
  } else {
    root.loadCgt = loadCgt;
  }
})(typeof self !== "undefined" ? self : this);
