// The page: the mode, the input line with its history, the URL fragment (#mode=input), the
// examples, and the result of each run (fields, the raw JSON, the plain text output).
// Test hooks: window.cgtLastResult = {mode, input, args, status, stdout, stderr, files} of the
// JSON command last shown; document.body.dataset.state = loading | idle | computing | done |
// error | cancelled; window.cgtTiming = {workerReady, firstAnswer} in ms since navigation.
import { MODES, MODE_ORDER, h } from "./modes.js";
import { EXAMPLES } from "./examples.js";
import { buildArgs } from "./args.js";
import { Engine } from "./engine.js";
import { InputHistory } from "./history.js";

const $ = (id) => document.getElementById(id);
const ui = {
  form: $("form"), mode: $("mode"), line: $("line"), run: $("run"), cancel: $("cancel"),
  hint: $("hint"), status: $("status"), view: $("view"), result: $("result"),
  raw: $("raw"), rawCmd: $("raw-cmd"), rawText: $("raw-text"),
  plain: $("plain"), plainText: $("plain-text"),
  examples: $("examples"), exampleTitle: $("examples-title"), history: $("history"),
  engineState: $("engine-state"),
};

window.cgtTiming = { workerReady: null, firstAnswer: null };
window.cgtRunCount = 0;
const history = new InputHistory();
let mode = "game";
let current = null;        // {mode, input, args, plainArgs, result}
let runSerial = 0;
let timer = null;
let lastFragment = null;   // [mode, input] the page itself put in the fragment last

function setState(state) {
  document.body.dataset.state = state;
}

const engine = new Engine({
  ready(info) {
    if (info.first && window.cgtTiming.workerReady === null) window.cgtTiming.workerReady = Math.round(performance.now());
    ui.engineState.textContent = "engine ready";
    ui.engineState.className = "engine ok";
    if (document.body.dataset.state === "loading") setState("idle");
  },
  loadError(message) {
    ui.engineState.textContent = "engine failed to load";
    ui.engineState.className = "engine bad";
    showError("The engine could not be loaded: " + message);
  },
});

// ---- modes and examples ------------------------------------------------------------------

for (const name of MODE_ORDER) {
  ui.mode.append(h("option", { value: name }, name + " — " + MODES[name].title));
}

function selectMode(name) {
  mode = name;
  ui.mode.value = name;
  const spec = MODES[name];
  ui.hint.textContent = spec.hint;
  ui.line.placeholder = spec.placeholder;
  history.resetWalk();
  ui.exampleTitle.textContent = "Examples: " + name;
  ui.examples.replaceChildren(...(EXAMPLES[name] || []).map(([input, desc, ref]) =>
    h("li", null, h("button", {
      type: "button", class: "example", "data-input": input,
      onclick: () => { ui.line.value = input; run(); },
    }, h("code", null, input), h("span", { class: "desc" }, desc), h("span", { class: "ref" }, ref)))));
}

ui.mode.addEventListener("change", () => {
  selectMode(ui.mode.value);
  ui.line.value = "";
  clearResult();
  setFragment(mode, "", true);
  ui.line.focus();
});

// ---- history -----------------------------------------------------------------------------

function renderHistory() {
  ui.history.replaceChildren(...history.entries.slice(0, 12).map((e) =>
    h("li", null, h("button", {
      type: "button", class: "recent",
      onclick: () => { selectMode(e.mode); ui.line.value = e.input; run(); },
    }, h("span", { class: "tag" }, e.mode), h("code", null, e.input)))));
  $("history-box").hidden = history.entries.length === 0;
}

ui.line.addEventListener("keydown", (event) => {
  if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
  const text = history.step(mode, ui.line.value, event.key === "ArrowUp" ? -1 : 1);
  if (text === null) return;
  event.preventDefault();
  ui.line.value = text;
  ui.line.setSelectionRange(text.length, text.length);
});
ui.line.addEventListener("input", () => history.resetWalk());

// ---- the URL fragment: #mode=url-encoded-input -----------------------------------------

function parseFragment() {
  const text = location.hash.replace(/^#/, "");
  const eq = text.indexOf("=");
  if (eq < 0) return null;
  try {
    const name = decodeURIComponent(text.slice(0, eq));
    const input = decodeURIComponent(text.slice(eq + 1).replace(/\+/g, "%20"));
    return MODES[name] ? [name, input] : null;
  } catch (e) {
    return null;
  }
}

function setFragment(name, input, replace) {
  const fragment = "#" + encodeURIComponent(name) + "=" + encodeURIComponent(input);
  lastFragment = [name, input];
  if (location.hash === fragment) return;
  if (replace) history_replace(fragment);
  else location.hash = fragment;
}

function history_replace(fragment) {
  window.history.replaceState(null, "", fragment);
}

function openFragment() {
  const parsed = parseFragment();
  if (!parsed) return false;
  const [name, input] = parsed;
  if (lastFragment && lastFragment[0] === name && lastFragment[1] === input) return true;
  selectMode(name);
  ui.line.value = input;
  if (input.trim() !== "") run({ fromFragment: true });
  else { lastFragment = parsed; clearResult(); }
  return true;
}

window.addEventListener("hashchange", openFragment);

// ---- running -----------------------------------------------------------------------------

function argsFor(name, input) {
  const spec = MODES[name];
  const built = buildArgs(input, spec);
  const rest = built.positions.concat(built.options);
  const extra = spec.extra ? spec.extra(built.names, built.positions) : [];
  return {
    args: [name, "--json"].concat(rest, extra),
    plainArgs: [name].concat(rest),
    positions: built.positions,
    dropped: built.dropped,
  };
}

function shellWord(word) {
  return /^[\w@%+=:,./^*-]+$/.test(word) && word !== "" ? word : "'" + word.replace(/'/g, "'\\''") + "'";
}

function commandText(args) {
  return "cgt " + args.map(shellWord).join(" ");
}

function clearResult() {
  ui.view.replaceChildren();
  ui.status.replaceChildren();
  ui.result.hidden = true;
  current = null;
  setState(engine.ready ? "idle" : "loading");
}

async function run(options) {
  const opts = options || {};
  const input = ui.line.value;
  const name = mode;
  const built = argsFor(name, input);
  if (engine.busy) engine.cancel();   // a new input replaces the computation under way
  const serial = ++runSerial;
  history.add(name, input);
  renderHistory();
  if (!opts.fromFragment) setFragment(name, input, false);
  else lastFragment = [name, input];
  current = { mode: name, input: input, args: built.args, plainArgs: built.plainArgs,
    positions: built.positions, result: null, plain: null };
  ui.plain.open = false;
  ui.plainText.textContent = "";
  showComputing(built);
  const answer = await engine.run(built.args);
  if (serial !== runSerial) return;     // a later run took over
  stopTimer();
  if (answer.cancelled) {
    showCancelled();
    return;
  }
  if (answer.crashed) {
    showError("The engine stopped (" + answer.crashed + "); a fresh one has been started.");
    return;
  }
  if (window.cgtTiming.firstAnswer === null) window.cgtTiming.firstAnswer = Math.round(performance.now());
  current.result = answer;
  showResult(current);
}

function showComputing(built) {
  stopTimer();
  setState("computing");
  ui.cancel.hidden = false;
  ui.result.hidden = true;
  const started = performance.now();
  const label = h("span", null, "computing…");
  const note = built.dropped.length ? h("span", { class: "muted" }, " (the page adds its own " + built.dropped.join(", ") + ")") : null;
  ui.status.replaceChildren(h("div", { class: "status busy" }, h("span", { class: "spinner", "aria-hidden": "true" }), label, note));
  timer = setInterval(() => {
    label.textContent = "computing… " + ((performance.now() - started) / 1000).toFixed(1) + " s";
  }, 200);
}

function stopTimer() {
  if (timer) clearInterval(timer);
  timer = null;
  ui.cancel.hidden = true;
}

function showCancelled() {
  setState("cancelled");
  ui.status.replaceChildren(h("div", { class: "status cancelled" }, "cancelled — a fresh engine is loading; the page is ready for the next input"));
  ui.result.hidden = true;
}

function showError(text) {
  setState("error");
  ui.status.replaceChildren(h("div", { class: "status error" }, text));
}

function showResult(c) {
  const r = c.result;
  window.cgtRunCount++;
  window.cgtLastResult = { mode: c.mode, input: c.input, args: c.args.slice(), status: r.status,
    stdout: r.stdout, stderr: r.stderr, files: r.files || {} };
  ui.result.dataset.json = r.stdout;
  ui.result.dataset.args = JSON.stringify(c.args);
  ui.result.dataset.status = String(r.status);
  ui.rawCmd.textContent = "$ " + commandText(c.args.filter((a, i, all) => !(a === "--svg" || a === "--svg-if-loopfree" || all[i - 1] === "--svg")));
  if (r.status !== 0) {
    setState("error");
    ui.status.replaceChildren(h("div", { class: "status error", role: "alert" },
      h("code", { class: "stderr" }, r.stderr.replace(/\n$/, "") || "(no message)"),
      h("span", { class: "muted" }, " exit status " + r.status)));
    ui.view.replaceChildren();
    ui.rawText.textContent = r.stdout || "(nothing on standard output: the command failed, exit status " + r.status + ")";
    ui.result.hidden = false;
    return;
  }
  let json = null;
  try { json = JSON.parse(r.stdout); } catch (e) { json = null; }
  ui.status.replaceChildren(h("div", { class: "status ok" }, "done in " + r.ms + " ms"));
  ui.rawText.textContent = json ? JSON.stringify(json, null, 2) : r.stdout;
  let view;
  try {
    view = json ? MODES[c.mode].render(json, { files: r.files || {}, positions: c.positions }) : h("pre", null, r.stdout);
  } catch (e) {
    view = h("p", { class: "muted" }, "(this answer has no readable view; see the raw JSON)");
  }
  ui.view.replaceChildren(...[view].flat().filter(Boolean));
  ui.result.hidden = false;
  setState("done");
}

ui.plain.addEventListener("toggle", async () => {
  if (!ui.plain.open || !current || !current.result || current.plain !== null) return;
  const c = current;
  c.plain = "pending";
  ui.plainText.textContent = "computing…";
  const answer = await engine.run(c.plainArgs);
  if (c !== current) return;
  if (answer.cancelled || answer.crashed) {
    c.plain = null;
    ui.plainText.textContent = answer.cancelled ? "cancelled" : "the engine stopped";
    return;
  }
  c.plain = answer;
  ui.plainText.textContent = "$ " + commandText(c.plainArgs) + "\n" + answer.stdout + (answer.stderr ? answer.stderr : "");
});

ui.form.addEventListener("submit", (event) => {
  event.preventDefault();
  run();
});

ui.cancel.addEventListener("click", () => {
  engine.cancel();
});

// ---- start -------------------------------------------------------------------------------

renderHistory();
setState("loading");
if (!openFragment()) selectMode("game");
