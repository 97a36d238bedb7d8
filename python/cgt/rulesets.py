"""The seed rulesets from Python: one function per `cgt` subcommand, each a call of the library's
one front end (cgt::commands::run, bound as cgt._cgt._run), so every answer, limit and error
message is the CLI's own (docs/cli.md, "JSON"). This file only turns Python values into the
command's text and the JSON back into Python values; it holds no mathematics.

Each result is a frozen dataclass whose fields are the JSON keys, converted by the types
docs/cli.md states: ordinal strings -> cgt.Ordinal, dyadic strings -> fractions.Fraction, game
strings -> cgt.Game, LR-ending strings -> cgt.Ending, integers (a JSON number, or a decimal
string beyond 2^53) -> int. A winning move is a NamedTuple with the JSON's fields. Where the
JSON has a key under its canonical name and an older one ("grundy" and "value", "target" and
"to"), the older one is the field and the canonical one a property with its JSON type.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Iterable, NamedTuple, Optional, Union

from ._cgt import DomainError, Ending, Game, Ordinal, _run, _solve_python as _solve_terms, ending as _ending

__all__ = [
    "Boxes", "BoxesMove", "EndNim", "EndNimGrid", "EndNimInterval", "EndNimTableRow",
    "EndingEquivalence", "EndingAnalysis", "EndingInverse", "EvenNim", "EvenNimMove", "FoxAndGeese", "Impartial",
    "LRSubtraction",
    "Misere", "MisereQuotient", "Nhe", "NheMove", "Nim", "NimMove", "Octal", "OctalMisere", "OctalRare",
    "OctalSummary", "PartialNim", "PartialNimMove", "Solve", "Welter", "WelterMove", "boxes", "chain", "end_nim",
    "end_nim_grid", "ending_analysis", "ending_equivalent", "ending_inverse", "even_nim", "fox_and_geese", "impartial",
    "lr_subtraction", "misere", "misere_quotient", "nhe", "nim", "octal", "octal_misere", "octal_summary",
    "partial_nim", "solve", "sweep", "welter",
]


# --- Python values -> the command's text ---------------------------------------------------


def _item(value: Any, what: str) -> str:
    # bool is an int in Python, but True as a heap is surely a mistake.
    if isinstance(value, bool) or not isinstance(value, (int, str, Ordinal)):
        raise TypeError(f"{what}: an item must be an int, a cgt.Ordinal or a text, not {type(value).__name__}")
    if isinstance(value, int) and value < 0:
        # "-3" would reach the list grammar as an operator; say what is wrong instead
        raise DomainError(f"{what}: {value} is negative")
    return str(value)


def _row(values: Union[str, Iterable[Any]], what: str, item: Callable[[Any, str], str] = _item) -> str:
    """A list in the one list grammar of docs/cli.md ("Lists"): a text as it is, else items
    joined by commas (which every list of every command accepts)."""
    if isinstance(values, str):
        return values
    if isinstance(values, (bytes, dict)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{what}: expected a list or a text, not {type(values).__name__}")
    return ", ".join(item(v, what) for v in values)


def _pile(value: Any, what: str) -> str:
    # Partial Nim piles: "b3", or a (colour, size) pair such as ("b", 3).
    if isinstance(value, tuple):
        if len(value) != 2 or not isinstance(value[0], str) or isinstance(value[1], bool) \
                or not isinstance(value[1], int):
            raise TypeError(f"{what}: a pile is a text like 'b3' or a pair like ('b', 3)")
        return f"{value[0]}{value[1]}"
    if not isinstance(value, str):
        raise TypeError(f"{what}: a pile is a text like 'b3' or a pair like ('b', 3), not {type(value).__name__}")
    return value


def _upto(value: Optional[int], what: str) -> dict[str, str]:
    if value is None:
        return {}
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what}: upto must be an int or None")
    return {"--upto": str(value)}


def _call(command: str, arguments: list[str], options: Optional[dict[str, str]] = None) -> dict:
    text, _ = _run(command, arguments, {"--json": "", **(options or {})})
    return json.loads(text)


# --- JSON values -> Python values (docs/cli.md, "JSON") -------------------------------------


def _int(v: Any) -> int:
    return int(v)  # a JSON number, or a decimal string beyond 2^53


def _opt(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda v: None if v is None else convert(v)


def _ints(v: Any) -> tuple[int, ...]:
    return tuple(int(x) for x in v)


# --- Results ---------------------------------------------------------------------------------


def _natural_or_ordinal(value: Ordinal) -> Union[int, Ordinal]:
    """The JSON's integer-or-ordinal ("grundy", "target"; docs/json.md): an int when finite."""
    return int(value) if value.is_finite else value


# "target" and "grundy" are the names every command gives a move's size after it and a Grundy
# value (docs/cli.md, "One name per idea"); the older names stay the fields, so these are
# properties: a move still unpacks as before.


class NimMove(NamedTuple):
    heap: int
    to: Ordinal

    @property
    def target(self) -> Union[int, Ordinal]:
        return _natural_or_ordinal(self.to)


class WelterMove(NamedTuple):
    coin: int
    to: Ordinal

    @property
    def target(self) -> Union[int, Ordinal]:
        return _natural_or_ordinal(self.to)


class EndNimInterval(NamedTuple):
    """Winning target sizes of an end pile: every ordinal t with from_ <= t < below.
    (`from` is a Python keyword; the field is `from_`, and `interval[0]` works too.)"""
    from_: Ordinal
    below: Ordinal


class EndNimTableRow(NamedTuple):
    first: int
    last: int
    L: Ordinal
    R: Ordinal


class PartialNimMove(NamedTuple):
    pile: int
    to: int

    @property
    def target(self) -> int:
        return self.to


class NheMove(NamedTuple):
    token: int


class BoxesMove(NamedTuple):
    box: int
    to: int

    @property
    def target(self) -> int:
        return self.to


class EvenNimMove(NamedTuple):
    # `for` is a Python keyword: the field is `for_` ('L', 'R' or 'both').
    for_: str
    pile: int
    to: int

    @property
    def target(self) -> int:
        return self.to


@dataclass(frozen=True)
class Nim:
    value: Ordinal
    outcome: str
    moves: tuple[NimMove, ...]

    @property
    def grundy(self) -> Union[int, Ordinal]:
        return _natural_or_ordinal(self.value)


@dataclass(frozen=True)
class Welter:
    value: Ordinal
    outcome: str
    moves: tuple[WelterMove, ...]

    @property
    def grundy(self) -> Union[int, Ordinal]:
        return _natural_or_ordinal(self.value)


@dataclass(frozen=True)
class EndNim:
    outcome: str
    L: Ordinal
    R: Ordinal
    left_moves: tuple[EndNimInterval, ...]
    right_moves: tuple[EndNimInterval, ...]
    piles: int
    table: Optional[tuple[EndNimTableRow, ...]] = None


@dataclass(frozen=True)
class EndNimGrid:
    x: str
    L: Ordinal
    R: Ordinal
    size: int
    rows: tuple[str, ...]
    svg_text: Optional[str] = field(default=None, repr=False)  # the picture: long, so not in repr

    def _repr_svg_(self) -> str:
        """The outcome grid as the library draws it (`cgt endnim --grid X --svg F`)."""
        if self.svg_text is None:
            raise AttributeError("made with svg=False")
        return self.svg_text


@dataclass(frozen=True)
class PartialNim:
    outcome: str
    number: Fraction
    brackets: tuple[int, ...]
    nim: int
    left_move: Optional[PartialNimMove]
    right_move: Optional[PartialNimMove]
    canonical: Optional[Game] = None


@dataclass(frozen=True)
class Impartial:
    """`cgt impartial` and `cgt chain`: a Grundy value and the variation set."""
    grundy: int
    outcome: str
    variation: Optional[tuple[int, ...]]
    variation_intervals: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class FoxAndGeese:
    """`cgt game 'fox_and_geese("BOARD")'` (docs/loopy.md): the value's simplest form in CGSuite's
    text (`2over`, `{6|2over}`, `{4*|7/2}`), its outcome, and whether it is loopfree; `game` is
    the cgt.Game of a loopfree value (None for a loopy one, which is not a short game)."""
    canonical: str
    outcome: str
    loopfree: bool
    game: Optional[Game]


@dataclass(frozen=True)
class Misere:
    """`cgt misere`: an impartial game in misère play (docs/misere.md). `canonical` and `genus`
    are texts in CGSuite's notation (a misère form is not a cgt.Game: its equality is misère)."""
    canonical: str
    outcome: str
    genus: str
    misere_value: int
    normal_value: int
    birthday: int
    tame: bool

    @property
    def grundy(self) -> int:
        return self.normal_value


@dataclass(frozen=True)
class Nhe:
    grundy: int
    outcome: str
    max_moves: int
    moves: tuple[NheMove, ...]


@dataclass(frozen=True)
class Boxes:
    grundy: int
    outcome: str
    moves: tuple[BoxesMove, ...]


@dataclass(frozen=True)
class Octal:
    code: str
    values: tuple[int, ...]
    period: Optional[int]
    preperiod: Optional[int]


@dataclass(frozen=True)
class OctalMisere:
    """`cgt octal CODE --misere --upto N`: heap by heap for 0..N, the misère nim value and the
    genus (CGSuite's text, such as '4^146'). `misere` is always True, as in the JSON."""
    code: str
    values: tuple[int, ...]
    genus: tuple[str, ...]
    misere: bool = True


@dataclass(frozen=True)
class Solve:
    """`cgt solve EXPR`: who wins a sum of board positions and games, by search (docs/solve.md).
    `left_first` and `right_first` are "win" or "lose" (that player moving first), as in the
    JSON; `left_move` and `right_move` are the whole sum after a winning first move, in the
    input's notation (None when that player loses moving first; for a ruleset written in Python,
    the position after the move: see solve()). `nodes`: sums the search
    entered (split over threads: varies from run to run); `db_hits`: of which answered by the
    database (`db=`; 0 without one)."""
    outcome: str
    left_first: str
    right_first: str
    left_move: Optional[Any]
    right_move: Optional[Any]
    nodes: int
    db_hits: int


@dataclass(frozen=True)
class MisereQuotient:
    """`cgt octal CODE --quotient --upto N`: the misère quotient (Plambeck–Siegel) of the sums of
    heaps 1..N, a finite commutative monoid. Elements are normal words in the generators ("1",
    "a", "ab^2", …), `elements[0]` == "1"; `generator_heaps[i]` is the heap that introduced
    `generators[i]`; `relations` is a presentation ("bc = ab"); `p_portion` the elements whose sums
    are misère P-positions; `heap_images[n]` the element of heap n (0..N); `products[i][j]` the
    index in `elements` of elements[i]·elements[j]."""
    code: str
    heaps: int
    order: int
    generators: tuple[str, ...]
    generator_heaps: tuple[int, ...]
    relations: tuple[str, ...]
    elements: tuple[str, ...]
    p_portion: tuple[str, ...]
    heap_images: tuple[str, ...]
    products: tuple[tuple[int, ...], ...]

    def element_of(self, heaps: Iterable[int]) -> str:
        """The element (its word) of the sum of these heaps: the heaps' images multiplied by the
        products table. Heap 0 and the empty sum are the identity "1". ValueError for a heap
        outside 0..self.heaps (the quotient says nothing about larger heaps)."""
        if isinstance(heaps, (str, bytes)) or not hasattr(heaps, "__iter__"):
            raise TypeError("element_of: expected an iterable of heap sizes")
        index = {word: i for i, word in enumerate(self.elements)}
        at = 0
        for n in heaps:
            if isinstance(n, bool) or not isinstance(n, int):
                raise TypeError(f"element_of: a heap is an int, not {type(n).__name__}")
            if n < 0 or n > self.heaps:
                raise ValueError(f"element_of: heap {n} is outside 0..{self.heaps}, the heaps of this quotient")
            at = self.products[at][index[self.heap_images[n]]]
        return self.elements[at]

    def is_p(self, heaps: Iterable[int]) -> bool:
        """Whether the sum of these heaps is a misère P-position (the previous player wins): its
        element is in the P-portion."""
        return self.element_of(heaps) in self.p_portion


class OctalRare(NamedTuple):
    value: int
    count: int  # heaps 1..N with this value
    last: int   # the last such heap


@dataclass(frozen=True)
class OctalSummary:
    """`cgt octal CODE --summary`: what the published tables list about G(0..N)."""
    code: str
    heaps: int
    largest: int
    largest_first: int
    mask: Optional[int]
    rare: Optional[tuple[OctalRare, ...]]
    rare_heaps: Optional[int]
    last_rare_heap: Optional[int]
    period: Optional[int]
    preperiod: Optional[int]


@dataclass(frozen=True)
class EvenNim:
    outcome: str
    moves: tuple[EvenNimMove, ...]
    moves_truncated: bool = False


@dataclass(frozen=True)
class LRSubtraction:
    """A row (outcome, moves, closed_form; the rest None) or, with upto, the values of single
    piles (values, outcomes and the periods; outcome, moves and closed_form None)."""
    outcome: Optional[str] = None
    moves: Optional[tuple[EvenNimMove, ...]] = None
    closed_form: Optional[bool] = None
    moves_truncated: bool = False
    values: Optional[tuple[Ending, ...]] = None
    outcomes: Optional[str] = None
    period: Optional[int] = None
    preperiod: Optional[int] = None
    outcome_period: Optional[int] = None
    outcome_preperiod: Optional[int] = None


@dataclass(frozen=True)
class EndingEquivalence:
    equivalent: Optional[bool]
    witness: Optional[str]
    birthday_bound: int
    reason: str


@dataclass(frozen=True)
class EndingAnalysis:
    outcome: str
    value: str  # the text `cgt ending` prints: sums of families stay X_n + S_m + *L_k
    closed_form: bool


@dataclass(frozen=True)
class EndingInverse:
    has_inverse: Optional[bool]
    inverse: Optional[Ending]
    reason: str


def _even_moves(moves: list) -> tuple[EvenNimMove, ...]:
    return tuple(EvenNimMove(m["for"], _int(m["pile"]), _int(m["to"])) for m in moves)


def _intervals(moves: list) -> tuple[EndNimInterval, ...]:
    return tuple(EndNimInterval(Ordinal(m["from"]), Ordinal(m["below"])) for m in moves)


# --- The commands ----------------------------------------------------------------------------


def nim(heaps: Union[str, Iterable[Union[int, Ordinal, str]]]) -> Nim:
    """Transfinite Nim (`cgt nim`): the nim-sum of the heaps and every winning move."""
    j = _call("nim", [_row(heaps, "nim")])
    return Nim(Ordinal(j["value"]), j["outcome"],
               tuple(NimMove(_int(m["heap"]), Ordinal(m["to"])) for m in j["moves"]))


def welter(coins: Union[str, Iterable[Union[int, Ordinal, str]]]) -> Welter:
    """Transfinite Welter's game (`cgt welter`): its value and every winning move."""
    j = _call("welter", [_row(coins, "welter")])
    return Welter(Ordinal(j["value"]), j["outcome"],
                  tuple(WelterMove(_int(m["coin"]), Ordinal(m["to"])) for m in j["moves"]))


def end_nim(row: Union[str, Iterable[Union[int, Ordinal, str]]], *, table: bool = False) -> EndNim:
    """Ordinal Partizan End Nim (`cgt endnim`): outcome, L and R, the winning target sizes of the
    end piles; with table=True the paper's table of the row (`--table`)."""
    j = _call("endnim", [_row(row, "end_nim")], {"--table": ""} if table else None)
    rows = None
    if "table" in j:
        rows = tuple(EndNimTableRow(_int(t["first"]), _int(t["last"]), Ordinal(t["L"]), Ordinal(t["R"]))
                     for t in j["table"])
    return EndNim(j["outcome"], Ordinal(j["L"]), Ordinal(j["R"]), _intervals(j["left_moves"]),
                  _intervals(j["right_moves"]), _int(j["piles"]), rows)


def end_nim_grid(x: Union[str, Iterable[Union[int, Ordinal, str]]], upto: Optional[int] = None, *,
                 svg: bool = True) -> EndNimGrid:
    """The outcome grid of the rows α·X·β for α, β = 1..upto (`cgt endnim --grid X`); in a
    notebook it shows as the library's SVG picture."""
    options = {"--grid": _row(x, "end_nim_grid"), **_upto(upto, "end_nim_grid")}
    if svg:
        options["--svg"] = "grid.svg"  # the name only appears in the JSON; the content comes back
    text, files = _run("endnim", [], {"--json": "", **options})
    j = json.loads(text)
    return EndNimGrid(j["x"], Ordinal(j["L"]), Ordinal(j["R"]), _int(j["size"]), tuple(j["rows"]),
                      files.get("--svg"))


def partial_nim(piles: Union[str, Iterable[Union[str, tuple[str, int]]]], *, canonical: bool = False) -> PartialNim:
    """Partial Nim (`cgt partial-nim`). Piles are texts like 'b3' or pairs like ('b', 3) (colours
    b, r, g as in `cgt help partial-nim`), or one text "b3 b3 r2". canonical=True adds the
    canonical form (a cgt.Game; small positions only)."""
    j = _call("partial-nim", [_row(piles, "partial_nim", _pile)], {"--canonical": ""} if canonical else None)

    def move(m: Optional[dict]) -> Optional[PartialNimMove]:
        return None if m is None else PartialNimMove(_int(m["pile"]), _int(m["to"]))

    return PartialNim(j["outcome"], Fraction(j["number"]), _ints(j["brackets"]), _int(j["nim"]),
                      move(j["left_move"]), move(j["right_move"]),
                      Game(j["canonical"]) if "canonical" in j else None)


def _impartial_result(j: dict) -> Impartial:
    return Impartial(_int(j["grundy"]), j["outcome"], _opt(_ints)(j["variation"]),
                     tuple((_int(a), _int(b)) for a, b in j["variation_intervals"]))


def impartial(expr: str) -> Impartial:
    """An impartial game in the `cgt impartial` language (sums, ordinal sums, …)."""
    if not isinstance(expr, str):
        raise TypeError("impartial: expected the expression's text")
    return _impartial_result(_call("impartial", [expr]))


def misere(expr: str) -> Misere:
    """An impartial game played misère (`cgt misere EXPR`, docs/misere.md): `*n`, `*[4,2]`,
    `{G, H}`, `octal(0.77, 9)`, `cram("..|..")`, sums. Its misère canonical form, outcome, misère
    and normal nim values, genus, tameness and birthday."""
    if not isinstance(expr, str):
        raise TypeError("misere: expected the expression's text")
    j = _call("misere", [expr])
    return Misere(j["canonical"], j["outcome"], j["genus"], _int(j["misere_value"]), _int(j["normal_value"]),
                  _int(j["birthday"]), bool(j["tame"]))


def fox_and_geese(board: str) -> FoxAndGeese:
    """Fox and Geese (docs/loopy.md): the board in CGSuite's text, rows from the top joined by
    '|', 'x' geese (Left), 'o' the fox (Right), '.' other squares, row 1 at the bottom."""
    if not isinstance(board, str):
        raise TypeError("fox_and_geese: expected the board's text")
    if '"' in board:
        raise DomainError("fox_and_geese board: unexpected '\"'")
    j = _call("game", [f'fox_and_geese("{board}")'])
    if j.get("loopfree", True):
        return FoxAndGeese(j["canonical"], j["outcome"], True, Game(j["canonical"]))
    return FoxAndGeese(j["canonical"], j["outcome"], False, None)


def chain(nimbers: Union[str, Iterable[int]], substitutes: Union[str, Iterable[int], None] = None) -> Impartial:
    """A chain of nimbers with substitutes (`cgt chain --nimbers … --substitutes …`)."""
    options = {"--nimbers": _row(nimbers, "chain")}
    if substitutes is not None:
        options["--substitutes"] = _row(substitutes, "chain")
    return _impartial_result(_call("chain", [], options))


def nhe(permutation: Union[str, Iterable[int]]) -> Nhe:
    """`cgt nhe`: the game on a permutation; its Grundy value, winning moves, max_moves."""
    j = _call("nhe", [_row(permutation, "nhe")])
    return Nhe(_int(j["grundy"]), j["outcome"], _int(j["max_moves"]),
               tuple(NheMove(_int(m["token"])) for m in j["moves"]))


def boxes(stones: Union[str, Iterable[int]], labels: Union[str, Iterable[int], None] = None) -> Boxes:
    """`cgt boxes --stones … --labels …`: Grundy value and winning moves."""
    options = {"--stones": _row(stones, "boxes")}
    if labels is not None:
        options["--labels"] = _row(labels, "boxes")
    j = _call("boxes", [], options)
    return Boxes(_int(j["grundy"]), j["outcome"],
                 tuple(BoxesMove(_int(m["box"]), _int(m["to"])) for m in j["moves"]))


def _octal_options(code: Any, upto: Optional[int], mask: Optional[int], sparse: bool,
                   threads: Optional[int]) -> dict[str, str]:
    if not isinstance(code, str):
        raise TypeError("octal: the code is a text such as '0.77'")
    options = _upto(upto, "octal")
    if mask is not None:
        if isinstance(mask, bool) or not isinstance(mask, int):
            raise TypeError("octal: mask must be an int or None")
        options["--mask"] = str(mask)
    if not isinstance(sparse, bool):
        raise TypeError("octal: sparse must be True or False")
    if not sparse:
        options["--no-sparse"] = ""
    if threads is not None:
        if isinstance(threads, bool) or not isinstance(threads, int):
            raise TypeError("octal: threads must be an int or None")
        options["--threads"] = str(threads)
    return options


def octal(code: str, upto: Optional[int] = None, mask: Optional[int] = None, sparse: bool = True,
          threads: Optional[int] = None) -> Octal:
    """An octal or take-and-break game's Grundy values (`cgt octal CODE [--upto N]`): without
    upto, until a period is certified (docs/octal.md). `mask` fixes the sparse-space mask;
    `sparse=False` computes every value by the plain mex; `threads` (default: every core) verify
    the sparse-space values, with the same answer for any number."""
    j = _call("octal", [code], _octal_options(code, upto, mask, sparse, threads))
    return Octal(j["code"], _ints(j["values"]), _opt(_int)(j["period"]), _opt(_int)(j["preperiod"]))


def octal_summary(code: str, upto: Optional[int] = None, mask: Optional[int] = None,
                  threads: Optional[int] = None) -> OctalSummary:
    """`cgt octal CODE --summary`: heaps, largest value and its first heap, the mask, each rare
    value with its count and last heap, and the period if certified."""
    options = _octal_options(code, upto, mask, True, threads)
    options["--summary"] = ""
    j = _call("octal", [code], options)
    rare = None if j["rare"] is None else tuple(OctalRare(_int(r["value"]), _int(r["count"]), _int(r["last"]))
                                                for r in j["rare"])
    return OctalSummary(j["code"], _int(j["heaps"]), _int(j["largest"]), _int(j["largest_first"]),
                        _opt(_int)(j["mask"]), rare, _opt(_int)(j["rare_heaps"]), _opt(_int)(j["last_rare_heap"]),
                        _opt(_int)(j["period"]), _opt(_int)(j["preperiod"]))


def octal_misere(code: str, upto: int) -> OctalMisere:
    """An octal game in misère play (`cgt octal CODE --misere --upto N`): the misère nim values and
    the genera of heaps 0..upto. upto is needed (misère values have no periodicity theorem to stop
    at). Like every call, it has cgt.set_limits's budget (by default no work limit: Ctrl-C stops
    it), not the command's default of 2·10^9 steps."""
    if not isinstance(code, str):
        raise TypeError("octal_misere: the code is a text such as '0.77'")
    if isinstance(upto, bool) or not isinstance(upto, int):
        raise TypeError("octal_misere: upto must be an int (heaps 0..upto)")
    j = _call("octal", [code], {"--upto": str(upto), "--misere": ""})
    return OctalMisere(j["code"], _ints(j["values"]), tuple(j["genus"]), bool(j["misere"]))


def solve(position: Any, *, threads: Optional[int] = None,
          db: Optional[Union[str, os.PathLike[str]]] = None, canonical_size: Optional[int] = None) -> Solve:
    """Who wins a sum (`cgt solve EXPR`, docs/solve.md): terms joined by '+', each a board call
    in `cgt game`'s syntax (domineering, clobber, amazons, konane, cram, toads_and_frogs with a
    grid text, '-' negates it), searched, or any other game expression, taken at its canonical
    value. Decided by an outcome search with the canonical values of small components inside,
    never by the canonical form of the whole. ``threads``: as `--threads` (None: every core, or
    one search with ``db``; 1: one search in this thread). On several threads the outcome and the
    winning moves are the same, `nodes` varies from run to run. ``db``: a database file of solved
    sums (`--db FILE`, docs/solve.md "Database"), created if missing, read first and given the
    answers of long searches at the end, also when the budget or Ctrl-C stops the search, so the
    same call resumes faster; with ``db`` and ``threads`` None the search is one thread, and
    with ``threads`` > 1 each task reads it and its answers are added at the end. Like every
    call, it has cgt.set_limits's budget (by default no work limit: Ctrl-C stops it); split
    over threads, the tasks share that budget.

    ``position`` may instead be a position of a ruleset written in Python (an object with
    left_options() and right_options(), as for cgt.canonical; docs/python.md), or a list or
    tuple of such positions and cgt.Game values meaning their sum. It is searched by the same
    outcome search in this thread (``threads`` None or 1, no ``db``); `left_move`/`right_move`
    are then the option itself (the position after the move), or for a list or tuple the same
    kind of sequence with the moved term replaced; `db_hits` is 0. Its optional hooks: size()
    (an int: a component of at most ``canonical_size`` takes its canonical value from the engine
    instead of being searched) and normalise() ((representative, negated): symmetric positions
    share table entries, and a position meeting its negative's representative cancels).

    ``canonical_size``: as `--canonical-size N` (None: the command's default per ruleset; for a
    ruleset written in Python, 10 when its positions have size()). 0 searches everything."""
    if canonical_size is not None and (isinstance(canonical_size, bool) or not isinstance(canonical_size, int)
                                       or canonical_size < 0):
        raise TypeError("solve: canonical_size must be an int >= 0 (or None: the default)")
    if not isinstance(position, str):
        return _solve_python(position, threads, db, 10 if canonical_size is None else canonical_size)
    options: dict[str, str] = {}
    if canonical_size is not None:
        options["--canonical-size"] = str(canonical_size)
    if threads is not None:
        if isinstance(threads, bool) or not isinstance(threads, int):
            raise TypeError("solve: threads must be an int (or None: every core)")
        options["--threads"] = str(threads)
    if db is not None:
        if not isinstance(db, (str, os.PathLike)):
            raise TypeError("solve: db is a file name")
        options["--db"] = os.fspath(db)
    j = _call("solve", [position], options)
    return Solve(j["outcome"], j["left_first"], j["right_first"], j["left_move"], j["right_move"],
                 _int(j["nodes"]), _int(j["db_hits"]))


def _solve_python(position: Any, threads: Optional[int], db: Any, canonical_size: int) -> Solve:
    if isinstance(position, bytes):
        raise TypeError("solve: expected the sum's text (str, not bytes) or a position with left_options() "
                        "and right_options()")
    if threads is not None and (isinstance(threads, bool) or threads != 1):
        raise ValueError("solve: a ruleset written in Python is searched by one thread, the caller's: "
                         "threads must be None or 1")
    if db is not None:
        raise ValueError("solve: db= keeps answers of sums given as text; a ruleset written in Python has "
                         "no database")
    is_sum = isinstance(position, (list, tuple))
    terms = list(position) if is_sum else [position]
    for term in terms:
        if isinstance(term, (str, bytes)):
            raise TypeError("solve: a sum's terms are positions or cgt.Game values, not text (give the "
                            "whole sum as one text instead)")
    left, right, nodes = _solve_terms(terms, min(canonical_size, 0xFFFFFFFE))

    def after(move: Any) -> Any:
        if move is None:
            return None
        term, option = move
        if not is_sum:
            return option
        moved = list(terms)
        moved[term] = option
        return tuple(moved) if isinstance(position, tuple) else moved

    left_first = "win" if left is not None else "lose"
    right_first = "win" if right is not None else "lose"
    outcome = {("win", "win"): "N", ("win", "lose"): "L", ("lose", "win"): "R",
               ("lose", "lose"): "P"}[(left_first, right_first)]
    return Solve(outcome, left_first, right_first, after(left), after(right), int(nodes), 0)


def misere_quotient(code: str, upto: int) -> MisereQuotient:
    """The misère quotient of an octal game (`cgt octal CODE --quotient --upto N`,
    docs/misere.md): the quotient of the sums of heaps 1..upto, computed exactly or not at all (a
    LimitError, or a BudgetError under cgt.set_limits). upto is needed: the quotient is of a
    finite set of heaps. Like every call, it has cgt.set_limits's budget (by default no work
    limit: Ctrl-C stops it)."""
    if not isinstance(code, str):
        raise TypeError("misere_quotient: the code is a text such as '0.75'")
    if isinstance(upto, bool) or not isinstance(upto, int):
        raise TypeError("misere_quotient: upto must be an int (heaps 1..upto)")
    j = _call("octal", [code], {"--upto": str(upto), "--quotient": ""})
    return MisereQuotient(j["code"], _int(j["heaps"]), _int(j["order"]), tuple(j["generators"]),
                          _ints(j["generator_heaps"]), tuple(j["relations"]), tuple(j["elements"]),
                          tuple(j["p_portion"]), tuple(j["heap_images"]),
                          tuple(_ints(row) for row in j["products"]))


def even_nim(piles: Union[str, Iterable[int]]) -> EvenNim:
    """Even Nim (`cgt even-nim`), an LR-ending game: outcome and winning moves."""
    j = _call("even-nim", [_row(piles, "even_nim")])
    return EvenNim(j["outcome"], _even_moves(j["moves"]), bool(j.get("moves_truncated", False)))


def lr_subtraction(piles: Union[str, Iterable[int], None], subtraction_set: Union[str, Iterable[int]],
                   upto: Optional[int] = None) -> LRSubtraction:
    """An LR subtraction game (`cgt lr-subtraction --set S`, elements of S at least 2): outcome and
    winning moves of a row of piles; or, with piles=None and upto=N, the values of single piles
    0..N, their outcomes and periods (the command takes one or the other)."""
    options = {"--set": _row(subtraction_set, "lr_subtraction"), **_upto(upto, "lr_subtraction")}
    arguments = [] if piles is None else [_row(piles, "lr_subtraction")]
    j = _call("lr-subtraction", arguments, options)
    values = tuple(_ending(v) for v in j["values"]) if "values" in j else None
    return LRSubtraction(j.get("outcome"), _opt(_even_moves)(j.get("moves")), j.get("closed_form"),
                         bool(j.get("moves_truncated", False)), values, j.get("outcomes"),
                         _opt(_int)(j.get("period")), _opt(_int)(j.get("preperiod")),
                         _opt(_int)(j.get("outcome_period")), _opt(_int)(j.get("outcome_preperiod")))


def _ending_text(g: Union[str, Ending]) -> str:
    if isinstance(g, Ending):
        return g.tree
    if not isinstance(g, str):
        raise TypeError("expected a cgt.Ending or its text")
    return g


def ending_analysis(g: Union[str, Ending]) -> EndingAnalysis:
    """`cgt ending G`: the outcome and value of an LR-ending position by the paper's theorems
    where they apply (closed_form True), without building its tree: `X_3000 + X_4000 + *L_5000`
    is answered, where cgt.ending (which builds the tree) stops at a family index of 2000. The
    value stays text, since it may name families too large to build."""
    j = _call("ending", [_ending_text(g)], {})
    return EndingAnalysis(j["outcome"], j["value"], j["closed_form"])


def ending_equivalent(g: Union[str, Ending], h: Union[str, Ending], upto: Optional[int] = None) -> EndingEquivalence:
    """`cgt ending --equiv G H`: whether two LR-ending positions are equivalent (None: unknown
    within the birthday bound), with a distinguishing position when they are not."""
    j = _call("ending", [_ending_text(g), _ending_text(h)], {"--equiv": "", **_upto(upto, "ending_equivalent")})
    return EndingEquivalence(j["equivalent"], j["witness"], _int(j["birthday_bound"]), j["reason"])


def ending_inverse(g: Union[str, Ending]) -> EndingInverse:
    """`cgt ending --inverse G`: whether G has an inverse, and which."""
    j = _call("ending", [_ending_text(g)], {"--inverse": ""})
    return EndingInverse(j["has_inverse"], _opt(_ending)(j["inverse"]), j["reason"])


def sweep(name: str, *, threads: Optional[int] = None, checkpoint: Optional[str] = None,
          out: Optional[str] = None, **parameters: Union[int, str]) -> dict:
    """A research sweep (`cgt sweep NAME --json`, docs/sweeps.md) on the threads of this process:
    the summary as a dict (integers beyond 2^53 stay decimal strings, as in the JSON). The
    sweep's options are keywords with '_' for '-': ``cgt.sweep("end-nim-atomic-weights", piles=4,
    max=8)``, ``cgt.sweep("lr-ending-canonical", birthday=3, max_options=2)``. ``checkpoint`` and
    ``out`` are file names, as in the command; Ctrl-C stops the sweep (KeyboardInterrupt), and the
    same call resumes from the checkpoint."""
    if not isinstance(name, str):
        raise TypeError("sweep: the name is a text such as 'octal-census'")
    options: dict[str, str] = {}
    for key, value in parameters.items():
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise TypeError(f"sweep: {key} must be an int")
        options["--" + key.replace("_", "-")] = str(value)
    for key, value in (("--threads", threads), ("--checkpoint", checkpoint), ("--out", out)):
        if value is not None:
            options[key] = str(value)
    return _call("sweep", [name], options)
