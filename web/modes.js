// The page's modes, one per `cgt` subcommand: what the input line holds, which options take a
// value, what the page adds to the command line (a picture file), and how an answer's JSON is
// shown as fields and tables.
import { plotSequence } from "./plot.js";

export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

const OUTCOME = {
  L: "Left wins, whoever moves first",
  R: "Right wins, whoever moves first",
  N: "the player to move wins",
  P: "the player to move loses",
};

function outcome(o) {
  return h("span", { class: "outcome outcome-" + o }, h("b", null, o), " — " + (OUTCOME[o] || ""));
}

function mono(text) {
  return h("code", { class: "value" }, String(text));
}

// rows: [label, content] with content a Node or text (shown as code); null rows are skipped
function fields(rows) {
  return h("table", { class: "fields" },
    h("tbody", null, rows.filter(Boolean).map(([label, content]) =>
      h("tr", null, h("th", { scope: "row" }, label),
        h("td", null, content instanceof Node ? content : mono(content))))));
}

function table(headers, rows, caption) {
  return h("div", { class: "table-wrap" },
    h("table", { class: "grid" },
      caption ? h("caption", null, caption) : null,
      h("thead", null, h("tr", null, headers.map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", null, rows.map((r) => h("tr", null, r.map((c) => h("td", null,
        c instanceof Node ? c : String(c))))))));
}

function section(title, ...content) {
  return h("section", { class: "part" }, h("h3", null, title), ...content);
}

function svgImage(svgText, alt) {
  return h("img", { class: "picture", alt: alt,
    src: "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgText) });
}

function moveList(moves, describe, none) {
  if (!moves || moves.length === 0) return h("p", { class: "muted" }, none || "none: no move wins");
  return h("ul", { class: "moves" }, moves.map((m) => h("li", null, describe(m))));
}

function intervals(list) {
  // [[a, b], ...] → "{0..5, 8, 16..20}"
  return "{" + list.map(([a, b]) => (String(a) === String(b) ? String(a) : a + ".." + b)).join(", ") + "}";
}

// The items of the row typed as the position, to name a pile beside its index, or null when the
// split is not certain (whitespace next to an operator may be inside an ordinal: the CLI's list
// grammar decides that, and the page does not second-guess it).
function rowItems(result, count) {
  const text = (result.positions || [])[0];
  if (typeof text !== "string" || text.trim() === "") return null;
  let items;
  if (/[,|]/.test(text)) items = text.trim().split(/\s*[,|]\s*/);
  else if (/\s[-+*^·×]|[-+*^·×]\s/.test(text)) return null;
  else items = text.trim().split(/\s+/);
  if (count !== undefined && items.length !== count) return null;
  return items;
}

function named(items, index) {
  return items && items[index - 1] !== undefined ? " (" + items[index - 1] + ")" : "";
}

const LIMIT_OPTIONS = ["--work-limit", "--memory-limit"];
const one = () => 1;

export const MODES = {
  ordinal: {
    title: "Ordinals",
    hint: "An ordinal expression below ε₀: w (ω), + - * ^, natsum(…), nimsum(…), mex(…), cmp(a, b).",
    placeholder: "w^2*3 + w + 7",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j) {
      if (typeof j.value === "number") {
        const words = { "-1": "a < b", "0": "a = b", "1": "a > b" };
        return fields([["cmp", j.value + "  (" + words[String(j.value)] + ")"]]);
      }
      return fields([["value", j.value]]);
    },
  },
  game: {
    title: "Short games",
    hint: "A game in CGSuite notation: {3||2+*|1+*}, +-1+-2, ^*, Tiny(2), cool(G, t), endnim(3,5,2), blue(n), domineering(\"..|..\"), clobber(\"xo|ox\"); loopy stoppers too: {0|pass}, fox_and_geese(\"x.x.|....|o...\").",
    placeholder: "{3||2+*|1+*}",
    valued: LIMIT_OPTIONS,
    positions: one,
    // A loopy game (a stopper, docs/loopy.md) has no thermograph: the library decides which kind
    // the text is as it reads it, and with --svg-if-loopfree then draws one only for a short game.
    extra: () => ["--svg", "/out/thermograph.svg", "--svg-if-loopfree"],
    render(j, result) {
      const svg = result.files && result.files["thermograph.svg"];
      if (j.loopfree === false) {
        return [fields([
          ["canonical form", j.canonical],
          ["outcome", outcome(j.outcome)],
          ["kind", "loopy: a stopper (no stops, temperature or thermograph)"],
        ])];
      }
      return [
        fields([
          ["canonical form", j.canonical],
          ["outcome", outcome(j.outcome)],
          ["birthday", String(j.birthday)],
          ["stops", h("span", null, mono(j.left_stop), " (left), ", mono(j.right_stop), " (right)")],
          ["mean", j.mean],
          ["temperature", j.temperature],
          ["atomic weight", j.atomic_weight === null ? h("span", { class: "muted" }, "not atomic") : mono(j.atomic_weight)],
          ["reduced", j.reduced],
          ["kind", [j.is_number ? "a number" : null, j.is_infinitesimal ? "infinitesimal" : null]
            .filter(Boolean).join(", ") || "neither a number nor infinitesimal"],
        ]),
        svg ? section("Thermograph", svgImage(svg, "thermograph of " + j.canonical),
          h("p", { class: "small" }, mono(j.thermograph))) : null,
      ];
    },
  },
  compare: {
    title: "Compare games",
    hint: "Two games separated by a space (quote a game that contains spaces): ^ *   or   \"1 + *\" {1|0}.",
    placeholder: "^ *",
    valued: LIMIT_OPTIONS,
    positions: () => 2,
    render(j, result) {
      const words = { "<": "G < H (G is smaller: Right wins G − H)", ">": "G > H (Left wins G − H)",
        "=": "G = H (G − H is a second-player win)", "||": "G || H: confused (the first player wins G − H)" };
      const args = result.positions || [];
      return fields([
        args.length === 2 ? ["G", args[0]] : null,
        args.length === 2 ? ["H", args[1]] : null,
        ["relation", h("span", null, h("b", { class: "relation" }, j.relation), " — " + (words[j.relation] || ""))],
      ]);
    },
  },
  solve: {
    title: "Who wins a sum (search)",
    hint: "A sum of boards and games, decided by search with canonical values of small parts inside: domineering(\"....|....|....|....\"), clobber(\"xoxo|oxox\") + {1|0}, a + -b (a board negated). Boards: domineering, clobber, amazons, konane, cram, toads_and_frogs. Option: --canonical-size N.",
    placeholder: "domineering(\"....|....|....|....\")",
    valued: LIMIT_OPTIONS.concat(["--canonical-size"]),
    positions: one,
    render(j) {
      const first = (win, move) => (win === "win"
        ? h("span", null, "wins, e.g. to ", mono(move))
        : h("span", { class: "muted" }, "loses"));
      return fields([
        ["outcome", outcome(j.outcome)],
        ["Left moving first", first(j.left_first, j.left_move)],
        ["Right moving first", first(j.right_first, j.right_move)],
        ["nodes searched", String(j.nodes) + " (database hits: " + j.db_hits + ")"],
      ]);
    },
  },
  endnim: {
    title: "End Nim",
    hint: "A row of piles (ordinals ≥ 1) separated by | , or spaces: w*2+1 | w*2 | w+1. Options: --table; --grid ROW --upto K draws the outcomes of α ROW β.",
    placeholder: "w*2+1 | w*2 | w+1",
    valued: LIMIT_OPTIONS.concat(["--grid", "--upto", "--size"]),
    positions: one,
    extra: (names) => (names.includes("--grid") ? ["--svg", "/out/grid.svg"] : []),
    render(j, result) {
      if (j.rows) {
        const svg = result.files && result.files["grid.svg"];
        return [
          fields([["x", j.x === "" ? "(the empty row)" : j.x], ["L(x)", j.L], ["R(x)", j.R],
            ["α, β", "1.." + j.size]]),
          svg ? section("Outcomes of α x β", svgImage(svg, "outcome grid of α x β for x = " + j.x)) : null,
          h("details", null, h("summary", null, "as letters (α to the right, β upwards)"),
            h("pre", { class: "letters" }, j.rows.slice().reverse().map((r, i) => String(j.size - i).padStart(4) + " " + r).join("\n"))),
        ];
      }
      const items = rowItems(result, j.piles);
      const describe = (side) => (m) => {
        const pile = side === "L" ? "pile 1" + named(items, 1) : "pile " + j.piles + named(items, j.piles);
        if (m.from === "0" && m.below === "1") return pile + " → 0 (remove it)";
        return h("span", null, pile + " → any size in [", mono(m.from), ", ", mono(m.below), ")");
      };
      return [
        fields([
          ["piles", String(j.piles)],
          ["outcome", outcome(j.outcome)],
          ["L", j.L],
          ["R", j.R],
        ]),
        section("Left moving first wins by", moveList(j.left_moves, describe("L"), "nothing: every move of pile 1 loses")),
        section("Right moving first wins by", moveList(j.right_moves, describe("R"), "nothing: every move of the last pile loses")),
        j.table ? section("L and R of every sub-row",
          table(["piles", "L", "R"], j.table.map((t) => [t.first === t.last ? String(t.first) : t.first + ".." + t.last, mono(t.L), mono(t.R)]))) : null,
      ];
    },
  },
  nim: {
    title: "Nim",
    hint: "Heap sizes (ordinals) separated by commas, bars or spaces: 1, w*2+4, w^2*3+9.",
    placeholder: "1, w*2+4, w^2*3+9",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j, result) {
      const items = rowItems(result);
      return [
        fields([["value (nim-sum)", j.value], ["outcome", outcome(j.outcome)]]),
        section("Winning moves", j.moves.length === 0 ? h("p", { class: "muted" }, "none: every move loses")
          : items ? table(["heap", "from", "to"], j.moves.map((m) => [String(m.heap), mono(items[m.heap - 1] || ""), mono(m.to)]))
            : table(["heap", "to"], j.moves.map((m) => [String(m.heap), mono(m.to)]))),
      ];
    },
  },
  welter: {
    title: "Welter",
    hint: "The coins' squares (distinct ordinals) separated by commas, bars or spaces: 1, w*2+4, w*2+9.",
    placeholder: "1, w*2+4, w*2+9, w^2+w*4+16, w^2+w*5+25",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j, result) {
      const items = rowItems(result);
      return [
        fields([["value", j.value], ["outcome", outcome(j.outcome)]]),
        section("Winning moves", j.moves.length === 0 ? h("p", { class: "muted" }, "none: every move loses")
          : items ? table(["coin", "from square", "to square"], j.moves.map((m) => [String(m.coin), mono(items[m.coin - 1] || ""), mono(m.to)]))
            : table(["coin", "to square"], j.moves.map((m) => [String(m.coin), mono(m.to)]))),
      ];
    },
  },
  "partial-nim": {
    title: "Partial Nim",
    hint: "Piles b<n> (blue), r<n> (red), g<n> (green): b3 b3 b9 r2 r1 g4. Option: --canonical.",
    placeholder: "b3 b3 b9 r2 r1",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j, result) {
      const items = rowItems(result);
      const value = [j.number !== "0" || (j.brackets.length === 0 && !j.nim) ? j.number : null,
        j.brackets.length ? "[" + j.brackets.join(", ") + "]" : null,
        j.nim ? "*" + j.nim : null].filter(Boolean).join(" + ");
      const mv = (m) => (m ? "pile " + m.pile + named(items, m.pile) + " → " + m.to : h("span", { class: "muted" }, "loses"));
      return [
        fields([
          ["outcome", outcome(j.outcome)],
          ["value", value],
          ["number part", j.number],
          ["brackets [m₁, …]", j.brackets.length ? "[" + j.brackets.join(", ") + "]" : "none"],
          ["green (nim) part", "*" + j.nim],
          ["Left moving first", mv(j.left_move)],
          ["Right moving first", mv(j.right_move)],
          j.canonical !== undefined ? ["canonical form", j.canonical] : null,
        ]),
      ];
    },
  },
  impartial: {
    title: "Impartial games",
    hint: "*n, 0, {G, H}, G + H, G : H (ordinal sum), G :_K H (with substitution K): *2 :_*1 *4.",
    placeholder: "*2 :_*1 *4",
    valued: LIMIT_OPTIONS,
    positions: one,
    render: renderGrundy,
  },
  chain: {
    title: "Chains",
    hint: "--nimbers n1,…,nk --substitutes m1,…,m(k−1): the chain *n1 :_{*m1} *n2 … (Theorem 3.10).",
    placeholder: "--nimbers 3,1,4,1,5 --substitutes 2,7,1,8",
    valued: LIMIT_OPTIONS.concat(["--nimbers", "--substitutes"]),
    positions: one,
    render: renderGrundy,
  },
  octal: {
    title: "Octal games",
    hint: "A code: 0.77 (Kayles), 0.07 (Dawson's Kayles), 4.7, 0.B (hexadecimal), grundy. Options: --upto N (heaps 0..N), --summary (rare values), --mask M, --no-sparse, --misere (misère play, with --upto N: values and genera), --quotient (with --upto N: the misère quotient of heaps 1..N).",
    placeholder: "0.77",
    valued: LIMIT_OPTIONS.concat(["--upto", "--mask"]),
    positions: one,
    render(j) {
      if (j.products) return renderMisereQuotient(j);
      if (j.misere) return renderOctalMisere(j);
      if (!j.values) {  // --summary: what the published tables list, no values
        return [
          fields([
            ["code", j.code],
            ["heaps", "0.." + (j.heaps - 1)],
            ["period", j.period === null ? h("span", { class: "muted" }, "none certified up to " + (j.heaps - 1)) : mono(j.period)],
            ["pre-period", j.preperiod === null ? "—" : String(j.preperiod)],
            ["largest value", j.largest + " (first at heap " + j.largest_first + ")"],
            ["mask", j.mask === null ? h("span", { class: "muted" }, "none") : mono(j.mask + " = 0b" + j.mask.toString(2))],
            ["rare heaps", j.rare_heaps === null ? "—" : j.rare_heaps + (j.rare_heaps > 0 ? " (the last at " + j.last_rare_heap + ")" : "")],
          ]),
          j.rare ? section("Rare values", table(["value", "heaps", "last"],
            j.rare.map((r) => [mono(r.value), String(r.count), String(r.last)]))) : null,
        ];
      }
      const n = j.values.length;
      const shown = Math.min(n, 1000);
      const lines = [];
      for (let i = 0; i < shown; i += 10) {
        lines.push(String(i).padStart(String(shown).length) + ": " + j.values.slice(i, Math.min(i + 10, shown)).join(" "));
      }
      return [
        fields([
          ["code", j.code],
          ["heaps", "0.." + (n - 1)],
          ["period", j.period === null ? h("span", { class: "muted" }, "none certified up to " + (n - 1)) : mono(j.period)],
          ["pre-period", j.preperiod === null ? "—" : String(j.preperiod)],
        ]),
        section("Grundy values",
          h("div", { class: "plot-wrap" },
            svgImage(plotSequence(j.values, { period: j.period, preperiod: j.preperiod, title: "Grundy values of " + j.code,
              width: window.innerWidth < 560 ? 360 : 640, height: window.innerWidth < 560 ? 230 : 240 }),
              "Grundy values of " + j.code)),
          h("details", null, h("summary", null, shown < n ? "values of heaps 0.." + (shown - 1) + " (of " + n + ")" : "values"),
            h("pre", { class: "letters" }, lines.join("\n")))),
      ];
    },
  },
  misere: {
    title: "Misère play",
    hint: "An impartial game played misère (the last player to move loses): *n, *[4,2] (options *4 and *2), {G, H}, octal(0.77, 9) (a heap), cram(\"..|..\"), G + H.",
    placeholder: "octal(0.77, 5)",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j) {
      return fields([
        ["canonical form", j.canonical],
        ["outcome", outcome(j.outcome)],
        ["misère nim value", String(j.misere_value)],
        ["normal nim value", String(j.normal_value)],
        ["genus", j.genus],
        ["tame", j.tame ? "yes: it and every position in it have the genus of a nim position" : "no"],
        ["birthday", String(j.birthday)],
      ]);
    },
  },
  ending: {
    title: "LR-ending",
    hint: "*L, *R, *L_n, *R_n, X_n (✠), S_n (★), {G, H}, G + H, ~G. Options: --equiv G H (quote a G with spaces), --inverse, --upto DAY.",
    placeholder: "{*L, *R_1} + X_2",
    valued: LIMIT_OPTIONS.concat(["--upto", "--bound"]),
    positions: (names) => (names.includes("--equiv") ? 2 : 1),
    render(j, result) {
      const pos = result.positions || [];
      const tri = (v, yes, no, open) => (v === null ? h("span", { class: "muted" }, open) : h("b", null, v ? yes : no));
      if ("equivalent" in j) {
        return fields([
          pos.length === 2 ? ["G", pos[0]] : null,
          pos.length === 2 ? ["H", pos[1]] : null,
          ["equivalent", tri(j.equivalent, "yes: G ≡ H", "no", "not decided within the bound")],
          j.witness !== null ? ["distinguishing X", j.witness] : null,
          ["birthday bound", String(j.birthday_bound)],
          ["reason", h("span", null, j.reason)],
        ]);
      }
      if ("has_inverse" in j) {
        return fields([
          ["has an inverse", tri(j.has_inverse, "yes", "no", "not decided")],
          j.inverse !== null ? ["inverse", j.inverse] : null,
          ["reason", h("span", null, j.reason)],
        ]);
      }
      return fields([
        ["outcome", outcome(j.outcome)],
        ["value", j.value],
        ["by", j.closed_form ? "the paper's theorems (closed form)" : "the game tree, simplified"],
      ]);
    },
  },
  "even-nim": {
    title: "Even Nim",
    hint: "Even pile sizes, every pile untouched: 2 4 6 8.",
    placeholder: "2 4 6 8",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j, result) {
      return [fields([["outcome", outcome(j.outcome)]]), lrMoves(j, rowItems(result))];
    },
  },
  "lr-subtraction": {
    title: "LR subtraction",
    hint: "Piles, then --set S (elements ≥ 2): 1 2 3 4 --set 2,5. With --upto N: the values of one pile of 0..N.",
    placeholder: "1 2 3 4 --set 2,5",
    valued: LIMIT_OPTIONS.concat(["--set", "--upto", "--sequence"]),
    positions: one,
    render(j, result) {
      if (j.values) {
        const shown = Math.min(j.values.length, 500);
        const rows = [];
        for (let i = 0; i < shown; i++) rows.push([String(i), mono(j.values[i]), outcomeLetter(j.outcomes[i])]);
        return [
          fields([
            ["period", j.period === null ? "none found" : String(j.period)],
            ["pre-period", j.preperiod === null ? "—" : String(j.preperiod)],
            ["outcome period", j.outcome_period === null ? "none found" : String(j.outcome_period)],
            ["outcomes", h("code", { class: "value letters-inline" }, j.outcomes.length > 200 ? j.outcomes.slice(0, 200) + "…" : j.outcomes)],
          ]),
          section("Values of one pile", table(["n", "value", "outcome"], rows,
            shown < j.values.length ? "first " + shown + " of " + j.values.length : null)),
        ];
      }
      return [fields([["outcome", outcome(j.outcome)],
        ["by", j.closed_form ? "the closed form" : "the game tree"]]), lrMoves(j, rowItems(result))];
    },
  },
  nhe: {
    title: "Not High Element",
    hint: "A permutation of 1..N: 3 1 4 2 5. A move takes a token that is not a record to the front.",
    placeholder: "3 1 4 2 5",
    valued: LIMIT_OPTIONS,
    positions: one,
    render(j) {
      return [
        fields([["Grundy value", String(j.grundy)], ["outcome", outcome(j.outcome)], ["longest play", j.max_moves + " moves"]]),
        section("Winning moves", moveList(j.moves, (m) => "move the token " + m.token + " to the front", "none: every move loses")),
      ];
    },
  },
  boxes: {
    title: "Boxes",
    hint: "--stones n1,…,nk --labels c2,…,ck: remove stones from a box; later boxes reset to their labels.",
    placeholder: "--stones 3,0,2 --labels 1,0",
    valued: LIMIT_OPTIONS.concat(["--stones", "--labels"]),
    positions: one,
    render(j) {
      return [
        fields([["Grundy value", String(j.grundy)], ["outcome", outcome(j.outcome)]]),
        section("Winning moves", j.moves.length === 0 ? h("p", { class: "muted" }, "none: every move loses")
          : table(["box", "leave"], j.moves.map((m) => [String(m.box), String(m.to)]))),
      ];
    },
  },
};

function outcomeLetter(o) {
  return h("span", { class: "outcome outcome-" + o, title: OUTCOME[o] || "" }, h("b", null, o));
}

// `octal CODE --misere --upto N`: misère nim values and genera heap by heap (no period: misère
// values have no periodicity theorem).
function renderOctalMisere(j) {
  const n = j.values.length;
  const shown = Math.min(n, 1000);
  const rows = [];
  for (let i = 0; i < shown; i++) rows.push([String(i), String(j.values[i]), mono(j.genus[i])]);
  return [
    fields([["code", j.code + " (misère play)"], ["heaps", "0.." + (n - 1)]]),
    section("Misère nim values",
      h("div", { class: "plot-wrap" },
        svgImage(plotSequence(j.values, { period: null, preperiod: null, title: "misère nim values of " + j.code,
          width: window.innerWidth < 560 ? 360 : 640, height: window.innerWidth < 560 ? 230 : 240 }),
          "misère nim values of " + j.code))),
    section("Heaps", table(["heap", "misère value", "genus"], rows,
      shown < n ? "heaps 0.." + (shown - 1) + " of " + n : null)),
  ];
}

// `octal CODE --quotient --upto N`: the misère quotient (Plambeck–Siegel) of the sums of heaps
// 1..N — a presentation, the P-portion, each heap's element and, when small, the products table.
function renderMisereQuotient(j) {
  const inP = new Set(j.p_portion);
  const word = (w) => (inP.has(w) ? h("b", { class: "p-element", title: "in the P-portion" }, w) : w);
  const list = (words) => (words.length ? mono(words.join(", ")) : h("span", { class: "muted" }, "none"));
  const gens = j.generators.map((g, i) => g + " (heap " + j.generator_heaps[i] + ")").join(", ");
  const n = j.heap_images.length;
  const shown = Math.min(n, 1000);
  const heaps = [];
  for (let i = 0; i < shown; i++) {
    const w = j.heap_images[i];
    heaps.push([String(i), word(w), inP.has(w) ? "P" : "N"]);
  }
  const parts = [
    fields([
      ["code", j.code + " (misère quotient of the sums of heaps 1.." + j.heaps + ")"],
      ["order", String(j.order)],
      ["generators", j.generators.length ? gens : h("span", { class: "muted" }, "none: the trivial quotient")],
      ["relations", list(j.relations)],
      ["P-portion", list(j.p_portion)],
      ["elements", list(j.elements)],
    ]),
    h("p", { class: "muted" }, "A sum of heaps is a misère P-position exactly when the product of its heaps' " +
      "elements is in the P-portion (in bold in the tables below)."),
    section("Heaps", table(["heap", "element", "outcome"], heaps,
      shown < n ? "heaps 0.." + (shown - 1) + " of " + n : null)),
  ];
  if (j.order <= 32) {
    parts.push(section("Products",
      table(["×"].concat(j.elements), j.elements.map((e, r) =>
        [h("span", { class: "muted" }, e)].concat(j.products[r].map((k) => word(j.elements[k])))),
      "row × column; the elements of the P-portion in bold")));
  }
  return parts;
}

function renderGrundy(j) {
  return fields([
    ["Grundy value", String(j.grundy)],
    ["outcome", outcome(j.outcome)],
    ["variation set", j.variation === null ? intervals(j.variation_intervals)
      : "{" + j.variation.join(", ") + "}"],
    ["as intervals", intervals(j.variation_intervals)],
  ]);
}

function lrMoves(j, items) {
  const who = { L: "Left", R: "Right", both: "either player" };
  const rows = j.moves.map((m) => [String(m.pile)].concat(items ? [items[m.pile - 1] || ""] : [], [String(m.to), who[m.for] || m.for]));
  return section("Winning moves", j.moves.length === 0
    ? h("p", { class: "muted" }, "none: the player to move loses")
    : table(["pile"].concat(items ? ["from"] : [], ["to", "wins for"]), rows, j.moves_truncated ? "the list is truncated" : null));
}

export const MODE_ORDER = ["game", "compare", "solve", "ordinal", "endnim", "nim", "welter", "partial-nim",
  "impartial", "chain", "octal", "misere", "ending", "even-nim", "lr-subtraction", "nhe", "boxes"];
