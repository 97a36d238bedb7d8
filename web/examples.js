// One-click examples for each mode: the worked examples of the five papers (the texts are in the
// project's shared/seeds; each is also a golden CLI test under tests/golden) and a few more.
// Each: [input line, one-line description, reference].
const P000 = "Paper 000 (Ordinal Partizan End Nim)";
const P001 = "Paper 001 (Partial Nim)";
const P002 = "Paper 002 (Ordinal sums with substitution)";
const P003 = "Paper 003 (LR-ending rulesets)";
const P004 = "Paper 004 (Transfinite Welter)";

export const EXAMPLES = {
  ordinal: [
    ["nimsum(1, w*2+4, w^2*3+9, w^2*2+w*4+16, w^2+w*5+25)", "Nim-sum of the five heaps: ω·3+5", P004 + ", Example 2.3"],
    ["(1+w)-w", "Left subtraction: (1+ω) − ω = 0", P000 + ", §2"],
    ["w-1", "Left subtraction absorbs: ω − 1 = ω", P000 + ", §2"],
    ["1+w", "1 + ω = ω (ordinal sums are not commutative)", "ordinal arithmetic"],
    ["(w+1)*2", "(ω+1)·2 = ω·2+1", "ordinal arithmetic"],
    ["natsum(w*2+1, w^2+3)", "Natural (Hessenberg) sum", "ordinal arithmetic"],
    ["nimsum(w*2+4, w*3+5)", "Coefficient-wise XOR: ω+1", P004 + ", §2"],
    ["cmp(w+1, w*2)", "Compare two ordinals: −1, 0 or 1", "ordinal arithmetic"],
  ],
  endnim: [
    ["w*2+1 | w*2 | w+1", "The introduction's row: Left wins, moving first or second", P000 + ", Introduction"],
    ["w*2+1 | w*2 | 12", "After Right moves the last pile to 12, Left removes the first pile", P000 + ", Introduction"],
    ["w+w+1 | w+w+1 | w+1", "L(ω·2+1, ω·2+1, ω+1) = ω+1", P000 + ", §3"],
    ["ω·2+1 | ω·2+2 | ω+1", "L(ω·2+1, ω·2+2, ω+1) = ω·3+1", P000 + ", §3"],
    ["5|2|3|3|1 --table", "The paper's table: L and R of every sub-row of 52331", P000 + ", Proposition 14"],
    ["3|5|2|3|3|1|9", "3523319 is an L-position (3 > L(52331) = 2, 9 ≤ R(52331) = 12)", P000 + ", Observation 9"],
    ["3,5,2", "352 is N: the first player removes a whole pile", P000 + ", Example"],
    ["5|3|3|1|2", "Left's winning moves: the target 0 and the interval [2, 5)", P000 + ", winning moves"],
    ["--grid 3|3|1 --upto 10", "Outcome grid of α x β for x = 331: triple point (L, R) = (1, 6)", P000 + ", Observation 9"],
    ["--grid \"\" --upto 12", "Outcome grid of two-pile rows α β", P000 + ", §3"],
  ],
  nim: [
    ["1, w*2+4, w^2*3+9, w^2*2+w*4+16, w^2+w*5+25", "G = ω·3+5; the good move ω·2+4 → ω+1", P004 + ", Example 2.3"],
    ["w^w*3+7, w^w*2+1, w^w+6", "A P-position of transfinite Nim", P004 + ", §2"],
    ["1, 2, 3, 7", "Finite Nim: only the heap of 7 moves, to 0", "Nim"],
  ],
  welter: [
    ["1, w*2+4, w*2+9, w^2+w*4+16, w^2+w*5+25", "G = ω+4; the only good move ω²+ω·5+25 → ω²+ω·4+30", P004 + ", Example 2.7"],
    ["4, 9", "Two coins: [a|b] = (a⊕b) − 1 = 12", P004 + ", §2"],
    ["3, 5, 6, 10", "Finite Welter function", P004 + ", §2"],
    ["2, 0, 1", "Coins jammed on 0, 1, 2: the end position", P004],
  ],
  game: [
    ["{3||2+*|1+*}", "Canonical form, stops, mean, temperature and thermograph", "CGSuite's example"],
    ["+-1+-2+-3+-4", "A sum of switches", "CGSuite"],
    ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "Mean −5/16, temperature 21/16", "thermography"],
    ["endnim(3,5,2)", "End Nim row 352 as a game: atomic weight 0", P000 + ", open question (atomic weights)"],
    ["endnim(2,3)", "CGSuite prints {*3,v*2|0}", P000],
    ["blue(5)", "A blue pile of 5: A₅ = 1/4", P001 + ", A_{2n−1} = 1/2^{n−1}"],
    ["blue(6)", "A blue pile of 6: A₆ = {1 | 0, A₄}", P001 + ", A_{2n}"],
    ["domineering(\"....|....|....|....\")", "The empty 4x4 Domineering board: atomic weight 0", "CGSuite"],
    ["clobber(\"xox|ox.\")", "A small Clobber board", "CGSuite"],
    ["{1/2|*}", "Thermograph below temperature 0", "thermography"],
    ["cool({3||2*|1*},1/2)", "Cooling by 1/2: {5/2|2*}", "CGSuite"],
    ["^*6", "Atomic weight 1", "CGSuite"],
  ],
  compare: [
    ["^ *", "↑ and * are confused (||)", "CGSuite"],
    ["^^ ^", "⇑ > ↑", "CGSuite"],
    ["{*|*} 0", "{*|*} = 0", "CGSuite"],
    ["blue(2) blue(4)", "A₂ > A₄ > …", P001 + ", §2"],
    ["v 0", "↓ < 0", "CGSuite"],
  ],
  "partial-nim": [
    ["b3 b3 b9 r2 r1", "Example 1: (3,3,9),((2,1)) is N", P001 + ", Example 1"],
    ["b1 b2 b6 r3 r3 r3 r5", "Example 2: (1,2,6),((3,3,3,5)) is L", P001 + ", Example 2"],
    ["b1 r8 r4 r6", "Example 3: (1),((8,4,6)) is N", P001 + ", Example 3"],
    ["b1 b2 b6 b10 r3 r5 r5 r4 r4 r8", "Example 4: L", P001 + ", Example 4"],
    ["b1 b3 b12 r5 r5 r8 r4 r2", "Example 5: L", P001 + ", Example 5"],
    ["b3 b3 b4 b8 r6 r10 r6 --canonical", "Example 6: L, with its canonical form", P001 + ", Example 6"],
    ["b3 b3 b8 b8 r6 r10 r6", "Example 7: N", P001 + ", Example 7"],
    ["b3 b3 b9 r2 r1 g5", "Example 1 with a green *5: N", P001 + ", Theorem 4"],
    ["b1 r8 r4 r6 g5", "Example 3 with a green *5: R", P001 + ", Theorem 4"],
    ["b3 b3 b8 b8 r6 r10 r6 g2", "Example 7 with a green *2: L", P001 + ", Theorem 4"],
  ],
  impartial: [
    ["*2 :_*1 *4", "g(*n :_{*m} *l) = l + n when l ≥ m: 6", P002 + ", Corollary of Theorem 3.6"],
    ["*2 :_*4 *1", "… and l when l < m: 1", P002 + ", Corollary of Theorem 3.6"],
    ["{0, *1, *3} :_*2 (*1 + *1)", "A P-position: V(G :_K H) = (V(G) + g(K)) : V(H)", P002 + ", Theorem 3.6"],
    ["*1 + *1 : *1", "+ and : associate to the left", P002],
    ["({0, *2} + *3) : *1", "Ordinal sum: V(G : H) = V(G) : V(H)", P002 + ", Proposition 2.16"],
    ["*2 + *3", "Disjunctive sum: V(G + H) = V(G) ⊕ V(H)", P002 + ", Proposition 2.16"],
  ],
  chain: [
    ["--nimbers 3,1,4,1,5 --substitutes 2,7,1,8", "A chain *3 :_{*2} *1 :_{*7} *4 …: Grundy value 5", P002 + ", Theorem 3.10"],
    ["--nimbers 7", "A single nimber", P002 + ", Theorem 3.10"],
    ["--nimbers 2,3 --substitutes 5", "*2 :_{*5} *3: 3 < 5, so g = 3", P002 + ", Theorem 3.10"],
  ],
  nhe: [
    ["3 1 4 2 5", "Grundy value 2: the largest r with 1..r all non-records", P002 + ", Not High Element"],
    ["5 4 3 2 1", "Grundy value 4, longest play 15 moves", P002 + ", Not High Element"],
    ["1 4 2 3", "A P-position", P002 + ", Not High Element"],
  ],
  boxes: [
    ["--stones 3,0,2 --labels 1,0", "Boxes with reset labels: Grundy value 5", P002 + ", boxes ruleset"],
    ["--stones 2,2,2 --labels 1,1", "Three boxes", P002 + ", boxes ruleset"],
  ],
  octal: [
    ["0.77", "Kayles: period 12, pre-period 71", "Guy and Smith; CGSuite"],
    ["0.07", "Dawson's Kayles: period 34, pre-period 53", "Guy and Smith; CGSuite"],
    ["0.137 --upto 400", "Dawson's chess: Dawson's Kayles shifted by one heap", "Guy and Smith"],
    ["0.77 --upto 40", "Kayles, heaps 0..40", "Guy and Smith"],
    ["4.7 --upto 200", "A game that may split a heap without removing", "octal games"],
    ["0.106 --upto 2000", "No period is known for 0.106", "octal games"],
  ],
  ending: [
    ["{*L, *R}", "Outcome N: both terminals are options", P003 + ", Theorem 2.8"],
    ["{{*L, *R}}", "Outcome P: every option is N", P003 + ", Theorem 2.8"],
    ["*L_2 + *R_3", "*L_a + *R_b ≡ *R_{a⊕b} = *R_1", P003 + ", Corollary 3.4"],
    ["--equiv \"*L_2 + *R_3\" *R_1", "… and the equivalence, decided", P003 + ", Corollary 3.4"],
    ["X_3000 + X_4000 + X_5 + *L_5000", "Nim-sum ignoring the two smallest ✠", P003 + ", Theorem 3.6"],
    ["X_1 + S_2 + S_3", "Sums of ★_n: P iff the nim-sum is 0", P003 + ", Theorem 3.8"],
    ["{*L_1}", "Simplification to a terminal", P003 + ", Theorem 3.9"],
    ["{*R, {*L, *R_1}}", "A reduction", P003 + ", Theorem 4.2"],
    ["--equiv \"{*L, *R_1}\" X_2", "{*L, *R_1} is not ✠_2: a distinguishing X", P003 + ", §4.2"],
    ["--inverse \"{*L, *R}\"", "{*L, *R} has no inverse", P003 + ", Theorem 2.17"],
    ["~(*L_2 + ~(*R))", "The conjugate: *L and *R swapped", P003 + ", §2"],
  ],
  "even-nim": [
    ["2 4 6 8", "Winning moves of Even Nim", P003 + ", §4.1"],
    ["2 4 6 6", "A P-position", P003 + ", §4.1, Theorem 3.6"],
    ["10 12 14", "Moves for both players", P003 + ", §4.1"],
    ["6", "A single untouched pile is ✠_3: N", P003 + ", §4.1"],
  ],
  "lr-subtraction": [
    ["--set 2,5 --upto 20", "S = {2, 5}: single-pile values of period 7", P003 + ", §4.2"],
    ["1 2 3 4 --set 2,5", "Winning moves in a sum of piles", P003 + ", §4.2"],
    ["5 6 --set 2,5", "A P-position", P003 + ", §4.2"],
    ["3 1000000000000000 --set 2,5", "Huge piles by the closed form", P003 + ", Corollaries 4.3, 4.4"],
  ],
};
