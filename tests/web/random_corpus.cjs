#!/usr/bin/env node
// The WebAssembly build against the native one on a shared, seeded corpus of random inputs:
// ordinals with big coefficients and huge finite parts (mini-gmp against GMP), Nim and Welter
// beyond 64 bits, random short games, End Nim rows with ordinal piles, Partial Nim, impartial
// sums, compare. Every input runs through both, one module instance for all of them (as the
// page keeps it), and stdout, stderr and the exit status must be the same bytes.
//   node tests/web/random_corpus.cjs BUILD_WEB_DIR NATIVE_CGT [COUNT] [SEED]
"use strict";
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");

const dir = path.resolve(process.argv[2]);
const native = path.resolve(process.argv[3]);
const count = Number(process.argv[4] || 600);
let seed = BigInt(process.argv[5] || 16);

// splitmix64: the same inputs on every run and machine.
function next() {
  seed = (seed + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
  let z = seed;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  return z ^ (z >> 31n);
}
const below = (n) => Number(next() % BigInt(n));
const pick = (list) => list[below(list.length)];
function bigNatural() {  // up to ~200 digits, often beyond 2^64
  let digits = String(1 + below(9));
  for (let k = below(200); k > 0; --k) digits += String(below(10));
  return digits;
}
function ordinal(depth) {
  if (depth === 0 || below(3) === 0) return below(2) ? String(below(20)) : bigNatural();
  const a = ordinal(depth - 1);
  const b = ordinal(depth - 1);
  return pick([`w^(${a})`, `(${a})+(${b})`, `(${a})*(${b})`, `w*${below(9) + 1}+${a}`, `(${a})^${below(4)}`,
               `natsum(${a}, ${b})`, `nimsum(${a}, ${b})`]);
}
function game(depth) {
  if (depth === 0 || below(4) === 0) return pick(["0", "1", "-1", "*", "^", "v", "1/2", "-3/4", "*2", "2"]);
  const side = () => Array.from({ length: below(3) }, () => game(depth - 1)).join(",");
  return below(5) === 0 ? `${game(depth - 1)}+${game(depth - 1)}` : `{${side()}|${side()}}`;
}
function pile() {
  return pick([String(1 + below(9)), `w+${below(5)}`, `w*${1 + below(3)}+${below(4)}`, `w^2+${1 + below(3)}`, bigNatural()]);
}
function input() {
  switch (below(9)) {
    case 0: case 1: return ["ordinal", "--json", ordinal(3)];
    case 2: return ["nim", "--json", Array.from({ length: 1 + below(5) }, () => below(2) ? bigNatural() : pile()).join(", ")];
    case 3: return ["welter", "--json", Array.from({ length: 1 + below(4) }, () => below(2) ? bigNatural() : String(below(50))).join(", ")];
    case 4: case 5: return ["game", "--json", game(3)];
    case 6: return ["endnim", "--json", Array.from({ length: 1 + below(5) }, pile).join("|")];
    case 7: return ["partial-nim", "--json", Array.from({ length: 1 + below(5) }, () => pick(["b", "r", "g"]) + (1 + below(12))).join(" ")];
    default: return ["compare", "--json", game(2), game(2)];
  }
}

function runNative(args) {
  try {
    const stdout = execFileSync(native, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { status: 0, stdout, stderr: "" };
  } catch (e) {
    return { status: e.status, stdout: e.stdout || "", stderr: e.stderr || "" };
  }
}

(async () => {
  const createCgt = require(path.join(dir, "cgt.js"));
  const { loadCgt } = require(path.join(dir, "cgt_runner.js"));
  const cgt = await loadCgt(createCgt, { wasmBinary: fs.readFileSync(path.join(dir, "cgt.wasm")) });
  let failed = 0;
  let errors = 0;
  for (let i = 0; i < count; ++i) {
    const args = input();
    const want = runNative(args);
    const got = cgt.run(args);
    if (want.status !== 0) ++errors;
    if (got.status !== want.status || got.stdout !== want.stdout || got.stderr !== want.stderr) {
      ++failed;
      console.log(`FAIL #${i}: cgt ${args.map((a) => JSON.stringify(a)).join(" ")}`);
      console.log(`  native: status ${want.status} ${JSON.stringify(want.stdout || want.stderr).slice(0, 300)}`);
      console.log(`  wasm:   status ${got.status} ${JSON.stringify(got.stdout || got.stderr).slice(0, 300)}`);
      if (failed >= 10) break;
    }
  }
  console.log(`web random corpus: ${count} inputs (${errors} of them errors in both), ${failed} differ`);
  process.exitCode = failed === 0 ? 0 : 1;
})().catch((e) => {
  console.log("web random corpus: " + (e && e.message ? e.message : e));
  process.exitCode = 1;
});
