// The expression languages of the commands that share one, for `cgt SUB --help`
// (CommandInfo::syntax). Each lists what its parser accepts: keep them with the parsers.

#include "commands/registry.hpp"

namespace cgt::commands {

// src/partizan/game_parse.cpp (the notation and cool … reduced) and
// src/rulesets/game_expression.cpp (endnim … snort).
const char* const kGameSyntax =
    "A game is written in CGSuite's notation:\n"
    "  3, -7, 3/8, -1/16     numbers (dyadic rationals, numerators of any size)\n"
    "  {a, b | c}            left options a, b; right option c; {a || b | c} = {a | {b | c}}\n"
    "  *, *n, *(expr)        nimbers\n"
    "  ^, ^^, ^n; v, vv, vn  n·up and n·down\n"
    "  ^<n>, v<n>            up to the n-th power (and its negative)\n"
    "  ^[n], v[n]            up + up² + ... + upⁿ (and its negative)\n"
    "  +-x, +-{a, b}         the switch {x | -x}, {a, b | -a, -b}\n"
    "  Tiny(x), Miny(x)      {0 || 0 | -x} and {x | 0 || 0}\n"
    "  3/4v[3]*, 2Tiny(2)    concatenation is a sum\n"
    "Expressions: G + H, G - H, -G, G +- x, G : H (ordinal sum, binds tighter than +), parentheses,\n"
    "and the functions\n"
    "  cool(G, t)            G cooled by the number t\n"
    "  heat(G, t)            G heated by t\n"
    "  overheat(G, s, t)     G overheated from s to t\n"
    "  norton(G, U)          the Norton product G.U\n"
    "  reduced(G)            the reduced canonical form\n"
    "  endnim(3, 5, 2)       a row of End Nim\n"
    "  blue(n), red(n)       a Partial Nim pile\n"
    "  domineering(\".#|..\")  a Domineering board (Left places vertical dominoes; . empty, # blocked)\n"
    "  clobber(\"xox|ox.\")    a Clobber board (x Left's stones, o Right's, . empty)\n"
    "  cram(\"...|...\")       a Cram board (either player places a domino; . empty, # blocked)\n"
    "  konane(\"xo.|...\")     a Konane board (x Left's stones, o Right's, . empty, # blocked)\n"
    "  amazons(\"x..|..o\")    an Amazons board (x Left's amazons, o Right's, . empty, # burned)\n"
    "  toads_and_frogs(\"tt..ff\")  a Toads and Frogs strip (t Left's toads, f Right's frogs, # wall)\n"
    "  hackenbush(\"l(r;e)\")  Hackenbush on a rooted graph (edges l blue, r red, e green; the first\n"
    "                        vertex is the ground; (a;b) branches, :A names a vertex)\n"
    "  col(\"L-.-.\"), snort(\"---\")  Col and Snort on a graph (edges -, vertices . or tinted L R)\n"
    "  fox_and_geese(\"x.x.|....|o...\")  a Fox and Geese board (x geese, Left; o the fox, Right; rows from\n"
    "                        the top): a loopy value, a stopper, unless it is loopfree\n"
    "Stoppers: text that uses pass, on, off, over or under, or names a position, is a\n"
    "stopper in CGSuite's text: {0|pass} (over), 2over, {-1/4+*|pass}, a{0||||0|||a|*||*}. cgt game prints\n"
    "its simplest form and outcome, cgt compare compares it; arithmetic on loopy values is refused.\n"
    "A game that begins with '-' is a position, not an option: cgt game -v, cgt game '-{1|0}'.\n";

// src/core/ordinal_parse.cpp.
const char* const kOrdinalSyntax =
    "EXPR is an ordinal expression below epsilon_0:\n"
    "  123, w (or ω, omega)  naturals of any size, omega\n"
    "  a + b, a - b          ordinal sum; left subtraction (the c with b + c = a)\n"
    "  a * b (or · ×)        ordinal product\n"
    "  a ^ b                 power, right-associative, tighter than *\n"
    "  ( ... ), spaces       anywhere\n"
    "  natsum(a, b, ...)     natural (Hessenberg) sum\n"
    "  nimsum(a, b, ...)     coefficient-wise XOR\n"
    "  mex(a, b, ...)        the least ordinal not listed\n"
    "  cmp(a, b)             -1, 0 or 1 (the whole expression only)\n";

}  // namespace cgt::commands
