// Runs build-web/bench/w2_bench.html in headless Chromium (puppeteer-core from tests/web, the
// Debian /usr/bin/chromium) and prints the JSON line W2 printed there.
//   node bench/web/w2_browser.cjs BUILD_WEB_BENCH_DIR [REPEATS]
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");
const puppeteer = require(path.resolve(__dirname, "../../tests/web/node_modules/puppeteer-core"));

const dir = path.resolve(process.argv[2]);
const repeats = process.argv[3] || "15";
const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
const server = http.createServer((req, res) => {
  const file = path.join(dir, path.basename(new URL(req.url, "http://x").pathname));
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { "Content-Type": types[path.extname(file)] || "application/octet-stream" });
    res.end(data);
  });
});
server.listen(0, "127.0.0.1", async () => {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
                                           args: ["--headless=new", "--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/w2_bench.html?repeats=${repeats}`);
    await page.waitForFunction("window.w2Result", { timeout: 120000 });
    console.log(await page.evaluate("window.w2Result"));
  } finally {
    await browser.close();
    server.close();
  }
});
