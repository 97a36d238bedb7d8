#!/usr/bin/env node
// The WebAssembly `cgt` kept loaded for the golden run (run_golden.sh): loading the module costs
// about 0.2 s, most of what a case takes, so one process answers every case of its slot.
//   node tests/web/golden_server.cjs BUILD_WEB_DIR PORT_FILE
// Listens on 127.0.0.1 (a free port, written to PORT_FILE once listening). A request (sent by
// golden_client.sh, one connection each) is the name of a file and a newline; the file holds
// NUL-terminated fields: the number N of arguments, the working folder, the file holding standard
// input ("" for none), the files to write standard output and error to, then the N arguments. The
// answer is the exit status and a newline, sent after both files are written. Each command runs
// in a fresh instance of the module (host_cgt.cjs), as each native run is a fresh process; a trap
// is answered with status 70 and the reason on standard error.
"use strict";
const fs = require("fs");
const net = require("net");
const { loadHostCgt } = require("./host_cgt.cjs");

const [webDir, portFile] = process.argv.slice(2);

function fields(buffer) {
  const out = [];
  let start = 0;
  for (let i = 0; i < buffer.length; i++) {
    if (buffer[i] === 0) {
      out.push(buffer.subarray(start, i).toString("utf8"));
      start = i + 1;
    }
  }
  return out;
}

(async () => {
  const cgt = loadHostCgt(webDir);
  const server = net.createServer((socket) => {
    let received = "";
    let answered = false;
    socket.setEncoding("utf8");
    socket.on("data", async (chunk) => {
      if (answered) return;
      received += chunk;
      if (!received.endsWith("\n")) return;
      answered = true;
      const f = fields(fs.readFileSync(received.slice(0, -1)));
      const [count, cwd, stdinFile, stdoutFile, stderrFile] = f;
      const args = f.slice(5, 5 + Number(count));
      let status;
      try {
        const stdin = stdinFile ? fs.readFileSync(stdinFile, "utf8") : "";
        const result = await cgt.run(args, stdin, cwd);
        fs.writeFileSync(stdoutFile, result.stdout);
        fs.writeFileSync(stderrFile, result.stderr);
        status = result.status;
      } catch (e) {
        fs.writeFileSync(stderrFile, "golden_server: " + (e && e.message ? e.message : e) + "\n");
        status = 70;
      }
      socket.end(status + "\n");
    });
    socket.on("error", () => {});
  });
  server.listen(0, "127.0.0.1", () => {
    fs.writeFileSync(portFile + ".part", String(server.address().port));
    fs.renameSync(portFile + ".part", portFile);
  });
})().catch((e) => {
  process.stderr.write("golden_server: " + (e && e.message ? e.message : e) + "\n");
  process.exit(70);
});
