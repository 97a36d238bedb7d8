// Turns the page's input line into the argument list of one `cgt` command line.
//
// The line is split into words like a shell would, with two differences that let a position be
// typed as it is written in the docs, without shell quoting:
//  * whitespace inside brackets ( ) { } [ ] does not split: `clobber("xo ox")`, `{*L, *R_1}`;
//  * a quote opens a quoted word only at the start of a word ("3 | 5 | 2", '{*L, *R}'); inside
//    a word it is an ordinary character, so `domineering("..|..")` keeps its quotes.
// Words of the form --name (or --name=value) are options; the options of `valued` take the next
// word as their value. The other words are positions: a run of consecutive position words is
// one argument, taken as typed (so `w*2+1 | w*2 | w+1` and `b3 b3 b9` need no quotes), except
// in modes that take two positions (compare, ending --equiv), where each word is one argument.
// A lone quoted word is unquoted ("" is the empty position).
//
// The page drops --json, --svg/--thermograph FILE and --svg-if-loopfree from what was typed: it
// adds its own.

export function splitWords(line) {
  const words = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    while (i < n && /\s/.test(line[i])) i++;
    if (i >= n) break;
    const start = i;
    const first = line[i];
    if (first === '"' || first === "'") {
      // A quoted word: up to the matching quote (a backslash escapes within "..."), then any
      // unquoted characters glued to it, as a shell would.
      let value = "";
      let quote = null;
      let closed = true;
      while (i < n && (quote || !/\s/.test(line[i]))) {
        const c = line[i];
        if (quote) {
          if (c === quote) { quote = null; i++; continue; }
          if (quote === '"' && c === "\\" && i + 1 < n && /["\\$`]/.test(line[i + 1])) {
            value += line[i + 1]; i += 2; continue;
          }
          value += c; i++;
        } else if (c === '"' || c === "'") {
          quote = c; i++;
        } else {
          value += c; i++;
        }
      }
      if (quote) closed = false;
      words.push({ value: closed ? value : line.slice(start, i), raw: line.slice(start, i),
        start: start, end: i, quoted: closed });
      continue;
    }
    let depth = 0;
    while (i < n) {
      const c = line[i];
      if (depth === 0 && /\s/.test(c)) break;
      if (c === "(" || c === "{" || c === "[") depth++;
      else if ((c === ")" || c === "}" || c === "]") && depth > 0) depth--;
      i++;
    }
    const raw = line.slice(start, i);
    words.push({ value: raw, raw: raw, start: start, end: i, quoted: false });
  }
  return words;
}

// spec: {valued: ["--upto", ...], positions: (options) => 1 or 2}
export function buildArgs(line, spec) {
  const words = splitWords(line);
  const valued = new Set(spec.valued || []);
  const options = [];          // in the order typed
  const runs = [];             // runs of consecutive position words
  let run = null;
  const dropped = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    const isOption = !w.quoted && /^--[A-Za-z][\w-]*(=.*)?$/.test(w.value);
    if (!isOption) {
      if (!run) { run = []; runs.push(run); }
      run.push(w);
      continue;
    }
    run = null;
    const eq = w.value.indexOf("=");
    const name = eq < 0 ? w.value : w.value.slice(0, eq);
    let taken = [w.value];
    if (eq < 0 && valued.has(name) && k + 1 < words.length) {
      taken.push(words[k + 1].value);
      k++;
    }
    if (name === "--json" || name === "--svg" || name === "--thermograph" || name === "--svg-if-loopfree") {
      dropped.push(taken.join(" "));
      continue;
    }
    options.push(...taken);
  }
  const names = options.filter((t) => t.startsWith("--")).map((t) => t.split("=")[0]);
  const two = spec.positions && spec.positions(names) === 2;
  const positions = [];
  for (const r of runs) {
    if (two || (r.length === 1 && r[0].quoted)) {
      for (const w of r) positions.push(w.value);
    } else {
      positions.push(line.slice(r[0].start, r[r.length - 1].end));
    }
  }
  return { positions: positions, options: options, names: names, dropped: dropped };
}
