// The page's Web Worker: loads the engine once and answers one command line per message, so the
// page never freezes. Cancel is the page terminating this worker and starting another (a running
// WebAssembly call cannot be interrupted from outside without shared memory, which a plain
// static server cannot enable).
//   page → worker: {id, args: ["game", "--json", "…"], stdin?: "…"}
//   worker → page: {ready: true, ms} once loaded, or {loadError: "…"};
//                  {id, status, stdout, stderr, files, ms} per command, or {id, crashed: "…"}.
"use strict";
importScripts("cgt.js", "cgt_runner.js");

const started = Date.now();
const engine = self.loadCgt(self.createCgt).then(
  (cgt) => { self.postMessage({ ready: true, ms: Date.now() - started }); return cgt; },
  (e) => { self.postMessage({ loadError: String(e) }); return null; });

self.onmessage = async (event) => {
  const { id, args, stdin } = event.data;
  const cgt = await engine;
  if (!cgt) return;
  try {
    self.postMessage(Object.assign({ id: id }, cgt.run(args, stdin)));
  } catch (e) {
    self.postMessage({ id: id, crashed: String(e.message || e) });
  }
};
