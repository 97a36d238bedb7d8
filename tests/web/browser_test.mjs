// Browser test of the playground page (web/, built into build-web/web by the CMake preset `web`):
// headless Chromium (Debian's /usr/bin/chromium) driven by puppeteer-core types inputs into the
// page's input line in every mode, clicks every example, and checks that each answer the page
// holds (window.cgtLastResult: the args it ran, stdout, stderr, exit status, output files) is
// byte for byte what the native `cgt` prints for the same args. Also: bad input, Cancel, the URL
// fragment, history keys, phone width, screenshots of each mode, and load timings.
//
//   node browser_test.mjs [BUILD_WEB_DIR]
//   env: CGT_CLI (native cgt, default build/cgt), CGT_WEB_ARTIFACTS (screenshots, default
//        build-web/screenshots), CHROMIUM (default /usr/bin/chromium)
import puppeteer from "puppeteer-core";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const fromRepo = (p) => (path.isAbsolute(p) ? p : path.resolve(repo, p));
const webDir = fromRepo(process.argv[2] || "build-web/web");
const cli = fromRepo(process.env.CGT_CLI || "build/cgt");
const artifacts = fromRepo(process.env.CGT_WEB_ARTIFACTS || "build-web/screenshots");
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const started = Date.now();

for (const [what, p] of [["page", path.join(webDir, "index.html")], ["engine", path.join(webDir, "cgt.wasm")], ["native cgt", cli], ["chromium", chromium]]) {
  if (!fs.existsSync(p)) {
    console.error(`browser test: no ${what} at ${p}`);
    process.exit(2);
  }
}
fs.mkdirSync(artifacts, { recursive: true });
const { EXAMPLES } = await import(pathToFileURL(path.join(webDir, "examples.js")).href);

// ---- a static server for build-web/web ------------------------------------------------------
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm", ".svg": "image/svg+xml", ".png": "image/png", ".json": "application/json" };
const requests = [];
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://localhost");
  requests.push(url.pathname);
  const file = path.join(webDir, decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname));
  if (!file.startsWith(webDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404);
    res.end("not found");
    return;
  }
  res.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream", "Cache-Control": "no-store" });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

// ---- the native command -------------------------------------------------------------------
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "cgt-web-test-"));
function nativeArgs(args) {
  const mapped = args.map((a) => (a.startsWith("/out/") ? path.join(outDir, a.slice(5)) : a));
  // The page's module has no threads: its `solve` is the one-thread search, whose node counts
  // and messages the native command gives with --threads 1 (natively the default is every core).
  if (mapped[0] === "solve" && !mapped.includes("--threads")) mapped.splice(1, 0, "--threads", "1");
  return mapped;
}
function runNative(args) {
  for (const f of fs.readdirSync(outDir)) fs.rmSync(path.join(outDir, f));
  const r = spawnSync(cli, nativeArgs(args), { encoding: "utf8", maxBuffer: 1 << 28, timeout: 120000 });
  const files = {};
  for (const f of fs.readdirSync(outDir)) files[f] = fs.readFileSync(path.join(outDir, f), "utf8");
  const unmap = (s) => (s || "").split(outDir + "/").join("/out/");
  return { status: r.status, stdout: unmap(r.stdout), stderr: unmap(r.stderr), files: files };
}

// ---- bookkeeping --------------------------------------------------------------------------
let passed = 0;
const failures = [];
const cut = (s, n = 400) => { s = String(s); return s.length > n ? s.slice(0, n) + `… (${s.length} chars)` : s; };
function pass() { passed++; }
function fail(what, detail) {
  failures.push(what);
  console.log(`FAIL ${what}`);
  if (detail) console.log("  " + detail.split("\n").join("\n  "));
}
function check(cond, what, detail) { if (cond) pass(); else fail(what, detail); }

// ---- the browser --------------------------------------------------------------------------
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});
const page = await browser.newPage();
const pageErrors = [];
page.on("pageerror", (e) => pageErrors.push(String(e.message || e)));
page.on("console", (m) => { if (m.type() === "error") pageErrors.push("console: " + m.text()); });
page.on("requestfailed", (r) => { if (!r.url().startsWith("data:")) pageErrors.push("request failed: " + r.url()); });
await page.setViewport({ width: 1200, height: 900 });

const runCount = () => page.evaluate(() => window.cgtRunCount || 0);
async function waitForAnswer(before, timeout = 60000) {
  await page.waitForFunction((n) => (window.cgtRunCount || 0) > n || document.body.dataset.state === "cancelled",
    { timeout: timeout, polling: 10 }, before);
  return page.evaluate(() => window.cgtLastResult);
}

async function chooseMode(mode) {
  if ((await page.$eval("#mode", (s) => s.value)) !== mode) await page.select("#mode", mode);
}

async function typeInput(mode, input) {
  await chooseMode(mode);
  await page.click("#line", { clickCount: 3 });
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(input);
  const before = await runCount();
  await page.keyboard.press("Enter");
  return waitForAnswer(before);
}

// Compares what the page holds with the native answer for the same args, and that the page
// shows it (the fields, or the error line).
async function compareWithNative(label, mode, input, got) {
  if (!got || got.mode !== mode || got.input !== input) {
    fail(`${label}: ${mode} ${JSON.stringify(input)}`, `the page holds ${cut(JSON.stringify(got && { mode: got.mode, input: got.input }))}`);
    return null;
  }
  const want = runNative(got.args);
  const diffs = [];
  for (const key of ["status", "stdout", "stderr"]) {
    if (want[key] !== got[key]) diffs.push(`${key}: expected ${cut(JSON.stringify(want[key]))}\n${" ".repeat(key.length)}  got      ${cut(JSON.stringify(got[key]))}`);
  }
  const names = new Set(Object.keys(want.files).concat(Object.keys(got.files || {})));
  for (const f of names) {
    if (want.files[f] !== (got.files || {})[f]) diffs.push(`file ${f}: expected ${cut(JSON.stringify(want.files[f]), 120)}, got ${cut(JSON.stringify((got.files || {})[f]), 120)}`);
  }
  const shown = await page.evaluate(() => ({
    state: document.body.dataset.state,
    status: document.getElementById("status").innerText,
    view: document.getElementById("view").innerText,
    hash: location.hash,
  }));
  if (want.status === 0) {
    if (shown.state !== "done" || shown.view.trim() === "") diffs.push(`the page shows no result (state ${shown.state})`);
  } else {
    const line = want.stderr.replace(/\n$/, "");
    if (shown.state !== "error" || !shown.status.includes(line)) diffs.push(`the page does not show the error line ${JSON.stringify(line)}; it shows ${JSON.stringify(cut(shown.status, 200))}`);
  }
  const fragment = "#" + encodeURIComponent(mode) + "=" + encodeURIComponent(input);
  if (shown.hash !== fragment) diffs.push(`URL fragment ${shown.hash}, expected ${fragment}`);
  if (diffs.length) fail(`${label}: ${mode} ${JSON.stringify(input)}\n  args: ${JSON.stringify(got.args)}`, diffs.join("\n"));
  else pass();
  return want;
}

const shots = [];
async function screenshot(name, fullPage = true) {
  const file = path.join(artifacts, name + ".png");
  await page.screenshot({ path: file, fullPage: fullPage });
  shots.push(path.relative(repo, file));
}

try {
  // 1. The fragment of the issue: game mode with {3||2+*|1+*} computed. Timings from navigation.
  const t0 = Date.now();
  await page.goto(base + "index.html#game=%7B3%7C%7C2%2B*%7C1%2B*%7D", { waitUntil: "load" });
  await page.waitForFunction(() => (window.cgtRunCount || 0) >= 1, { timeout: 60000, polling: 20 });
  const timing = await page.evaluate(() => window.cgtTiming);
  const wall = Date.now() - t0;
  {
    const got = await page.evaluate(() => window.cgtLastResult);
    await compareWithNative("fragment", "game", "{3||2+*|1+*}", got);
    const ui = await page.evaluate(() => ({ mode: document.getElementById("mode").value, line: document.getElementById("line").value,
      view: document.getElementById("view").innerText, pic: !!document.querySelector("#view img.picture") }));
    check(ui.mode === "game" && ui.line === "{3||2+*|1+*}", "fragment opens game mode with the input", JSON.stringify(ui));
    check(ui.view.includes("{3||2*|1*}") && ui.view.includes("9/4") && ui.view.includes("3/4"), "fragment result shows canonical form, mean, temperature", cut(ui.view));
    check(ui.pic, "the thermograph is drawn");
  }
  console.log(`timing: worker ready ${timing.workerReady} ms after navigation; first answer ${timing.firstAnswer} ms after navigation (${wall} ms wall clock to the first answer)`);

  // 2. Inputs typed into the line, in every mode; bad inputs among them.
  const typed = [
    ["game", "{3||2+*|1+*}"], ["game", "+-1+-2"], ["game", "^*"], ["game", "{1|0}:{1|0}"], ["game", "3/4v[3]*"],
    ["game", "Tiny(2) + Miny(2)"], ["game", "heat({3||2*|1*}, 1)"], ["game", "norton(1/2, ^)"], ["game", "-{1|0}"],
    ["game", "domineering(\"..#|...\")"], ["game", "{0|1"], ["game", "endnim(2,1)"],
    ["game", "domineering(\"....|....|....|....\") --work-limit 1000"],
    ["game", "{0|pass}"], ["game", "a{1|0}"], ["game", "{pass|domineering(\"..|..\")}"], ["game", "fox_and_geese(\"x.x.|....|o...\")"],
    ["compare", "^ *"], ["compare", "{1|0} {*|*}"], ["compare", "\"1 + *\" 1"], ["compare", "^ {"], ["compare", "1/2 blue(3)"],
    ["solve", "domineering(\"....|....|....|....\")"], ["solve", "clobber(\"xoxo|oxox\") + {1|0}"],
    ["solve", "domineering(\"...|...\") + -clobber(\"xox\") + {1|0}"], ["solve", "clobber(\"xox\") --canonical-size 0"],
    ["solve", "domineering(\"..|.\")"], ["solve", "domineering(\"......|......|......|......|......|......\") --work-limit 1000"],
    ["ordinal", "w^2*3 + w + 7"], ["ordinal", "(w+1)*2"], ["ordinal", "1-w"], ["ordinal", "nimsum(w*2+4, w*3+5)"], ["ordinal", "ω^(ω+1)·2 + omega×3 + 5"],
    ["ordinal", "mex(0, 1, 3)"], ["ordinal", "w+(2"],
    ["endnim", "w*2+1 | w*2 | w+1"], ["endnim", "3 5 2"], ["endnim", "5|2|3 --table"], ["endnim", "3|0|2"], ["endnim", "--grid \"5 | 2\" --upto 8"],
    ["endnim", "9|2|4"], ["endnim", "\"\""], ["endnim", "w^2"],
    ["nim", "1, 2, 3"], ["nim", "w^2+5, w+5"], ["nim", "1, w+, 3"], ["nim", "w*18446744073709551616+5, w*18446744073709551617"],
    ["welter", "1, w*2+4, w*2+9, w^2+w*4+16, w^2+w*5+25"], ["welter", "w+1, 3, w+1"], ["welter", "36893488147419103232, 5"],
    ["partial-nim", "b3 b3 b9 r2 r1 g4"], ["partial-nim", "b3 x4"], ["partial-nim", "b3 b3 b4 b8 r6 r10 r6 --canonical"], ["partial-nim", "B2 R3"],
    ["impartial", "*2 :_*1 *4"], ["impartial", "({0, *2} + *3) : *1"], ["impartial", "*2 + x"], ["impartial", "*9007199254740992"],
    ["chain", "--nimbers 3,1,4,1,5 --substitutes 2,7,1,8"], ["chain", "--nimbers 1,2 --substitutes 1,2"], ["chain", "--nimbers \"3 1 4\" --substitutes 1,5"],
    ["octal", "0.77 --upto 30"], ["octal", "0.07"], ["octal", "0.78 --upto 10"], ["octal", "0.6 --upto 5000"], ["octal", "0.77 --upto=12"],
    ["octal", "0.16 --summary"], ["octal", "grundy --upto 500 --mask 0b11111110 --summary"], ["octal", "0.106 --upto 300 --no-sparse"],
    ["octal", "0.77 --misere --upto 12"], ["octal", "0.07 --upto 20 --misere"], ["octal", "0.77 --misere"],
    ["octal", "0.77 --misere --upto 10 --summary"],
    ["octal", "0.77 --quotient --upto 6"], ["octal", "0.75 --upto=3 --quotient"], ["octal", "0.6 --quotient --upto 8"],
    ["octal", "0.75 --quotient --upto 0"], ["octal", "0.75 --quotient"], ["octal", "0.77 --quotient --upto 30 --work-limit 1000"],
    ["octal", "0.75 --quotient --upto 12 --summary"],
    ["misere", "octal(0.77, 5)"], ["misere", "*2 + *2"], ["misere", "{*2, *[4,2]} + *1"], ["misere", "cram(\"..#|...\")"],
    ["misere", "*[[2],2,1] + octal(0.07, 6)"], ["misere", "0"], ["misere", "*2 +"], ["misere", "octal(0.77, 100001)"],
    ["misere", "{1|0}"],
    ["ending", "{*L, *R_1} + X_2"], ["ending", "--inverse *L_2"], ["ending", "--equiv {*L,*R_1} X_2 --upto 2"], ["ending", "{*L, *R"],
    ["ending", "✠_2 + ★_3 + ~*L_1"],
    ["even-nim", "2 4 6 8"], ["even-nim", "2 3"], ["even-nim", "4|6|10"],
    ["lr-subtraction", "3 7 12 --set 2,5"], ["lr-subtraction", "--set 2,5 --upto 30"], ["lr-subtraction", "5 6 --set 1,5"],
    ["nhe", "3 1 4 2 5"], ["nhe", "1 3 3"], ["nhe", "5 4 3 2 1"],
    ["boxes", "--stones 3,0,2 --labels 1,0"], ["boxes", "--stones 3,0,2 --labels 1"],
    ["game", "--frob 1"], ["octal", "0.77 --upto"],
  ];
  const modesTyped = new Set();
  for (const [mode, input] of typed) {
    const got = await typeInput(mode, input);
    await compareWithNative("typed", mode, input, got);
    modesTyped.add(mode);
  }
  console.log(`typed ${typed.length} inputs in ${modesTyped.size} modes`);

  // 2b. Misère play: the form and genus of Kayles' heap of 5 are shown; octal --misere shows
  // the values plotted and each heap's genus.
  {
    await typeInput("misere", "octal(0.77, 5)");
    const view = await page.$eval("#view", (e) => e.innerText);
    check(view.includes("*[2[2]321]") && view.includes("4^146") && view.includes("misère nim value"),
      "misere mode shows the canonical form and the genus", cut(view));
    await typeInput("octal", "0.77 --misere --upto 12");
    const octal = await page.evaluate(() => ({ view: document.getElementById("view").innerText,
      pic: !!document.querySelector("#view img.picture") }));
    check(octal.pic && octal.view.includes("misère") && octal.view.includes("4^146") && !octal.view.includes("period"),
      "octal --misere shows the misère values plotted and the genera, no period", cut(octal.view));
    // octal --quotient: Plambeck's R8 — order, generators with their heaps, relations, P-portion,
    // a table of heap → element, and the products table.
    await typeInput("octal", "0.75 --quotient --upto 12");
    const q = await page.evaluate(() => ({ view: document.getElementById("view").innerText,
      tables: [...document.querySelectorAll("#view table.grid")].map((t) => t.rows.length),
      bold: [...document.querySelectorAll("#view .p-element")].map((e) => e.textContent) }));
    check(/order\s+8/.test(q.view) && q.view.includes("a (heap 1), b (heap 2), c (heap 5)") && q.view.includes("bc = ab")
      && q.view.includes("c^2 = b^2") && /P-portion\s+a, b\^2/.test(q.view) && q.view.includes("ab^2") && !q.view.includes("period"),
      "octal --quotient shows order, generators with heaps, relations and P-portion", cut(q.view));
    // heaps 0..12 (13 rows and the header), the 8×8 products (9 rows); P elements in bold
    check(q.tables.length === 2 && q.tables[0] === 14 && q.tables[1] === 9 && q.bold.length > 0
      && q.bold.every((w) => w === "a" || w === "b^2"), "octal --quotient shows heap → element and the products table", JSON.stringify(q.tables) + " " + JSON.stringify(q.bold));
    await typeInput("octal", "0.75 --quotient --upto 0");
    const trivial = await page.$eval("#view", (e) => e.innerText);
    check(/order\s+1/.test(trivial) && trivial.includes("the trivial quotient"), "octal --quotient to heap 0: the trivial quotient", cut(trivial));
  }

  // 3. The page stays usable after an error: a bad input, then a good one.
  {
    const bad = await typeInput("game", "{0|1");
    const shown = await page.$eval("#status", (e) => e.innerText);
    check(bad.status === 2 && shown.includes("cgt: game: at column 1: unclosed '{'"), "bad input shows the cgt: line", shown);
    const good = await typeInput("game", "{1|0}");
    await compareWithNative("after an error", "game", "{1|0}", good);
  }

  // 4. History: the arrow keys recall earlier inputs of the mode; the list shows recent inputs.
  {
    await chooseMode("nhe");
    await page.click("#line", { clickCount: 3 });
    await page.keyboard.press("Backspace");
    await page.keyboard.press("ArrowUp");
    const v1 = await page.$eval("#line", (e) => e.value);
    await page.keyboard.press("ArrowUp");
    const v2 = await page.$eval("#line", (e) => e.value);
    await page.keyboard.press("ArrowDown");
    const v3 = await page.$eval("#line", (e) => e.value);
    check(v1 === "5 4 3 2 1" && v2 === "1 3 3" && v3 === "5 4 3 2 1", "arrow keys walk the history", JSON.stringify([v1, v2, v3]));
    const listed = await page.$$eval("#history button.recent", (bs) => bs.map((b) => b.innerText));
    check(listed.length > 0 && listed[0].includes("{1|0}"), "the recent inputs are listed", JSON.stringify(listed.slice(0, 3)));
    const before = await runCount();
    await page.click("#history button.recent:nth-child(1)");
    const again = await waitForAnswer(before);
    check(again.mode === "game" && again.input === "{1|0}", "clicking a recent input runs it", JSON.stringify(again && again.input));
  }

  // 5. Every example of every mode, clicked; a screenshot of each mode (after its first example).
  let clicked = 0;
  for (const [mode, list] of Object.entries(EXAMPLES)) {
    await chooseMode(mode);
    for (let i = 0; i < list.length; i++) {
      const buttons = await page.$$("#examples button.example");
      const before = await runCount();
      await buttons[i].click();
      const got = await waitForAnswer(before);
      await compareWithNative("example", mode, list[i][0], got);
      clicked++;
      if (i === 0) await screenshot(`desktop-${mode}`);
      const extra = { "--grid 3|3|1 --upto 10": "endnim-grid", "5|2|3|3|1 --table": "endnim-table",
        "--set 2,5 --upto 20": "lr-subtraction-values", "--equiv \"{*L, *R_1}\" X_2": "ending-equiv",
        "0.77 --misere --upto 20": "octal-misere", "0.75 --quotient --upto 12": "octal-quotient" }[list[i][0]];
      if (extra) await screenshot(`desktop-${extra}`);
    }
  }
  console.log(`clicked ${clicked} examples`);

  // 6. The raw JSON and plain text toggles.
  {
    const got = await typeInput("nim", "1, w*2+4, w^2*3+9, w^2*2+w*4+16, w^2+w*5+25");
    await page.click("#raw summary");
    const raw = await page.$eval("#raw-text", (e) => ({ text: e.textContent, visible: e.offsetHeight > 0 }));
    let same = false;
    try { same = JSON.stringify(JSON.parse(raw.text)) === got.stdout.trim(); } catch (e) { same = false; }
    check(raw.visible && same, "the raw JSON toggle shows the answer's JSON", cut(raw.text));
    await page.click("#plain summary");
    await page.waitForFunction(() => document.getElementById("plain-text").textContent.includes("value:"), { timeout: 30000 });
    const plain = await page.$eval("#plain-text", (e) => e.textContent);
    const want = runNative(["nim", "1, w*2+4, w^2*3+9, w^2*2+w*4+16, w^2+w*5+25"]);
    check(plain.endsWith(want.stdout), "the plain text toggle shows the native plain output", `expected ${cut(want.stdout)}\ngot ${cut(plain)}`);
    await page.click("#raw summary");
    await page.click("#plain summary");
  }

  // 7. Cancel: a computation that natively takes longer than the page is left to run before the
  // click, cancelled, then a next input. All the check needs is that the input was still far from
  // done when Cancel was clicked (the page is slower still).
  {
    const heavy = "0.6 --upto 400000 --no-sparse --work-limit 0";
    const nativeCap = 10000;
    // The native run is stopped once it has run past twice the page's time before Cancel (all the
    // check needs), or after 10 s.
    let nativeStop = null;
    let nativeKilled = false;
    const nativeTime = new Promise((resolve) => {
      const t = Date.now();
      const p = spawn(cli, ["octal", "--json", ...heavy.split(" ")], { stdio: "ignore" });
      const kill = () => { nativeKilled = true; p.kill("SIGKILL"); };
      let stop = setTimeout(kill, nativeCap);
      nativeStop = (ms) => { clearTimeout(stop); stop = setTimeout(kill, Math.max(0, t + ms - Date.now())); };
      p.on("exit", () => { clearTimeout(stop); resolve(Date.now() - t); });
    });
    await chooseMode("octal");
    await page.click("#line", { clickCount: 3 });
    await page.keyboard.press("Backspace");
    await page.keyboard.type(heavy);
    await page.keyboard.press("Enter");
    const startedAt = Date.now();
    await page.waitForFunction(() => document.body.dataset.state === "computing", { timeout: 10000 });
    await new Promise((r) => setTimeout(r, 1500));
    const busy = await page.evaluate(() => ({ state: document.body.dataset.state, cancel: !document.getElementById("cancel").hidden,
      status: document.getElementById("status").innerText, last: window.cgtLastResult && window.cgtLastResult.args }));
    check(busy.state === "computing" && busy.cancel, "the heavy input is still computing after 1.5 s, with Cancel visible", JSON.stringify(busy));
    await screenshot("desktop-computing");
    const clickAt = Date.now();
    nativeStop(Math.min(nativeCap, 2 * (clickAt - startedAt) + 1000));
    await page.click("#cancel");
    await page.waitForFunction(() => document.body.dataset.state === "cancelled", { timeout: 5000 });
    const cancelMs = Date.now() - clickAt;
    const shown = await page.evaluate(() => ({ status: document.getElementById("status").innerText, cancelHidden: document.getElementById("cancel").hidden }));
    check(shown.status.includes("cancelled") && shown.cancelHidden, "Cancel shows \"cancelled\" and hides the button", JSON.stringify(shown));
    await screenshot("desktop-cancelled");
    const next = await typeInput("octal", "0.77 --upto 20");
    await compareWithNative("after Cancel", "octal", "0.77 --upto 20", next);
    const ms = await nativeTime;
    const ranMs = clickAt - startedAt;
    check(ms > 2 * ranMs, `natively the cancelled input takes more than twice the ${ranMs} ms the page ran it (${nativeKilled ? "stopped unfinished at " : ""}${ms} ms)`);
    console.log(`cancel: "cancelled" shown ${cancelMs} ms after the click, ${ranMs} ms after Enter; natively the same input ${nativeKilled ? "was stopped unfinished after" : "takes"} ${ms} ms`);
    // the work limit's own message, as is
    const limited = await typeInput("game", "--work-limit 1000 domineering(\"....|....|....|....\")");
    await compareWithNative("work limit", "game", "--work-limit 1000 domineering(\"....|....|....|....\")", limited);
    check(limited.stderr.includes("the work limit"), "the work limit's message is shown", JSON.stringify(limited.stderr));
  }

  // 8. hashchange: a new fragment is computed without reloading.
  {
    const before = await runCount();
    await page.evaluate(() => { location.hash = "#welter=" + encodeURIComponent("4, 9"); });
    const got = await waitForAnswer(before);
    await compareWithNative("hashchange", "welter", "4, 9", got);
    const m = await page.$eval("#mode", (s) => s.value);
    check(m === "welter", "hashchange switches the mode", m);
  }

  // 9. Phone width: no horizontal scrolling of the page, in every mode with a result shown.
  await page.setViewport({ width: 375, height: 800, isMobile: true, hasTouch: true });
  for (const [mode, list] of Object.entries(EXAMPLES)) {
    const input = list[list.length > 1 ? 1 : 0][0];
    await page.goto("about:blank");
    await page.goto(base + "index.html#" + encodeURIComponent(mode) + "=" + encodeURIComponent(input), { waitUntil: "load" });
    await page.waitForFunction(() => (window.cgtRunCount || 0) >= 1, { timeout: 60000, polling: 10 });
    const got = await page.evaluate(() => window.cgtLastResult);
    await compareWithNative("phone", mode, input, got);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    check(width <= 375, `phone width: ${mode} fits in 375 px (scrollWidth ${width})`);
    await screenshot(`phone-${mode}`, false);
  }
  {
    // an error at phone width
    const got = await typeInput("game", "{0|1");
    check(got.status === 2, "phone: an error");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    check(width <= 375, `phone width: an error fits (scrollWidth ${width})`);
    await screenshot("phone-error", false);
  }

  check(pageErrors.length === 0, "no errors in the page's console", pageErrors.slice(0, 5).join("\n"));
  const external = requests.filter((p) => !fs.existsSync(path.join(webDir, p === "/" ? "index.html" : p)));
  check(external.length === 0, "the page asks only for its own files", external.join(", "));
} catch (e) {
  fail("the test stopped: " + (e && e.stack ? e.stack.split("\n").slice(0, 4).join("\n") : e));
} finally {
  await browser.close();
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}

console.log(`screenshots (${shots.length}) in ${path.relative(repo, artifacts) || artifacts}`);
console.log(`time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) {
  console.log("failed:");
  for (const f of failures) console.log("  " + f.split("\n")[0]);
}
console.log(`browser: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
