"""cgt.solve of rulesets written in Python (docs/python.md "Rulesets you define", docs/solve.md):
against a plain minimax over the positions' own options, written here, on thousands of seeded
random small positions and sums of three rulesets; against cgt.canonical's outcome; each winning
move checked to leave the opponent losing moving first; and the errors."""

import os
import random
import signal
import threading

import pytest

import cgt


# --- rulesets written for the tests -----------------------------------------------------------


class Domineering:
    """Left places vertical dominoes, Right horizontal ones, on a set of empty cells."""

    def __init__(self, empty):
        self.empty = frozenset(empty)

    def __eq__(self, other):
        return isinstance(other, Domineering) and self.empty == other.empty

    def __hash__(self):
        return hash(self.empty)

    def __repr__(self):
        return f"Domineering({sorted(self.empty)})"

    def moves(self, dr, dc):
        return [type(self)(self.empty - {(r, c), (r + dr, c + dc)})
                for r, c in self.empty if (r + dr, c + dc) in self.empty]

    def left_options(self):
        return self.moves(1, 0)

    def right_options(self):
        return self.moves(0, 1)


class SplitDomineering(Domineering):
    """The same game with the optional hooks: components() (the connected regions) and
    canonical_key() (a region moved to the corner: the same value)."""

    def components(self):
        left = set(self.empty)
        parts = []
        while left:
            stack = [left.pop()]
            region = set(stack)
            while stack:
                r, c = stack.pop()
                for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if cell in left:
                        left.discard(cell)
                        region.add(cell)
                        stack.append(cell)
            parts.append(type(self)(region))
        return parts

    def canonical_key(self):
        if not self.empty:
            return ()
        r0 = min(r for r, _ in self.empty)
        c0 = min(c for _, c in self.empty)
        return tuple(sorted((r - r0, c - c0) for r, c in self.empty))


class Hackenbush:
    """A Hackenbush string: edges from the ground up, 'L' Left's and 'R' Right's; cutting an edge
    removes it and every edge above it."""

    def __init__(self, edges):
        self.edges = edges

    def __eq__(self, other):
        return isinstance(other, Hackenbush) and self.edges == other.edges

    def __hash__(self):
        return hash(("hackenbush", self.edges))

    def __repr__(self):
        return f"Hackenbush({self.edges!r})"

    def cuts(self, colour):
        return [Hackenbush(self.edges[:i]) for i, e in enumerate(self.edges) if e == colour]

    def left_options(self):
        return self.cuts("L")

    def right_options(self):
        return self.cuts("R")


class Subtraction:
    """A partizan subtraction game: Left takes a number of tokens from SL, Right from SR; when a
    heap is empty the game ends in a Game (a cgt.Game as an option: a canonical leaf)."""

    def __init__(self, n, sl, sr, end):
        self.n, self.sl, self.sr, self.end = n, sl, sr, end

    def __eq__(self, other):
        return isinstance(other, Subtraction) and (self.n, self.sl, self.sr, self.end) == (
            other.n, other.sl, other.sr, other.end)

    def __hash__(self):
        return hash((self.n, self.sl, self.sr, self.end))

    def __repr__(self):
        return f"Subtraction({self.n}, {self.sl}, {self.sr}, {self.end!r})"

    def take(self, subtraction_set):
        out = []
        for k in subtraction_set:
            if k < self.n:
                out.append(Subtraction(self.n - k, self.sl, self.sr, self.end))
            elif k == self.n:
                out.append(cgt.game(self.end))  # a cgt call from inside the search
        return out

    def left_options(self):
        return self.take(self.sl)

    def right_options(self):
        return self.take(self.sr)


# --- the independent reference: plain minimax over the user's options -------------------------


class HookedDomineering(SplitDomineering):
    """With the search's hooks too: size() (empty cells: a small region takes its canonical value)
    and normalise() (the flips keep the value, the transpose negates it: the representative is
    the least of the eight images moved to the corner, the transposed ones negated)."""

    def size(self):
        return len(self.empty)

    def normalise(self):
        best = None
        for transposed in (False, True):
            for fr in (1, -1):
                for fc in (1, -1):
                    cells = [((c, r) if transposed else (r, c)) for r, c in self.empty]
                    cells = [(fr * r, fc * c) for r, c in cells]
                    if cells:
                        r0 = min(r for r, _ in cells)
                        c0 = min(c for _, c in cells)
                        cells = [(r - r0, c - c0) for r, c in cells]
                    key = (tuple(sorted(cells)), transposed)
                    if best is None or key < best:
                        best = key
        return HookedDomineering(best[0]), best[1]


def options(term, left):
    if isinstance(term, cgt.Game):
        return term.left_options if left else term.right_options
    return term.left_options() if left else term.right_options()


def wins_first(terms, left, memo):
    """Whether the player (Left if `left`) wins the sum `terms` (a tuple) moving first."""
    key = (terms, left)
    if key not in memo:
        memo[key] = any(not wins_first(terms[:i] + (o,) + terms[i + 1:], not left, memo)
                        for i, t in enumerate(terms) for o in options(t, left))
    return memo[key]


def outcome_of(terms, memo):
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (wins_first(terms, True, memo), wins_first(terms, False, memo))]


def check(position, memo):
    """cgt.solve(position) against the minimax, cgt.canonical's outcome, and its moves."""
    is_sum = isinstance(position, (list, tuple))
    terms = tuple(position) if is_sum else (position,)
    r = cgt.solve(position)
    expected = outcome_of(terms, memo)
    assert r.outcome == expected, (position, r, expected)
    value = sum((t if isinstance(t, cgt.Game) else cgt.canonical(t) for t in terms), cgt.game("0"))
    assert value.outcome == expected, (position, value)
    assert r.left_first == ("win" if expected in "LN" else "lose")
    assert r.right_first == ("win" if expected in "RN" else "lose")
    assert r.db_hits == 0 and r.nodes >= 0
    for move, left in ((r.left_move, True), (r.right_move, False)):
        if move is None:
            continue
        after = tuple(move) if is_sum else (move,)
        assert type(move) is type(position) if is_sum else True
        assert len(after) == len(terms)
        changed = [i for i in range(len(terms)) if after[i] != terms[i] or type(after[i]) is not type(terms[i])]
        assert len(changed) == 1, (position, move)
        i = changed[0]
        assert any(o == after[i] and type(o) is type(after[i]) for o in options(terms[i], left)), (position, move)
        assert not wins_first(after, not left, memo), ("not a winning move", position, move)


def random_board(rng, cls=Domineering):
    rows, columns = rng.randint(1, 4), rng.randint(1, 4)
    cells = [(r, c) for r in range(rows) for c in range(columns) if rng.random() < 0.75]
    return cls(cells)


def random_string(rng):
    return Hackenbush("".join(rng.choice("LR") for _ in range(rng.randint(0, 7))))


ENDS = ["0", "*", "1", "-1", "{1|-1}", "^", "1/2"]


def random_subtraction(rng):
    sl = tuple(sorted(rng.sample(range(1, 5), rng.randint(1, 2))))
    sr = tuple(sorted(rng.sample(range(1, 5), rng.randint(1, 2))))
    return Subtraction(rng.randint(0, 12), sl, sr, rng.choice(ENDS))


# --- agreement --------------------------------------------------------------------------------


def test_domineering_single_boards():
    rng = random.Random(5101)
    memo = {}
    for _ in range(1500):
        check(random_board(rng), memo)


def test_domineering_with_components_and_keys():
    rng = random.Random(5102)
    memo = {}
    for _ in range(800):
        check(random_board(rng, SplitDomineering), memo)
    for _ in range(200):
        check([random_board(rng, SplitDomineering) for _ in range(2)], memo)


def test_domineering_with_size_and_symmetry_hooks():
    rng = random.Random(5106)
    memo = {}
    for canonical_size in (0, 4, 10):
        for _ in range(300):
            board = random_board(rng, HookedDomineering)
            r = cgt.solve(board, canonical_size=canonical_size)
            assert r.outcome == outcome_of((board,), memo), (board, canonical_size)
        for _ in range(100):
            terms = [random_board(rng, HookedDomineering) for _ in range(rng.randint(2, 3))]
            r = cgt.solve(terms, canonical_size=canonical_size)
            assert r.outcome == outcome_of(tuple(terms), memo), (terms, canonical_size)
    for _ in range(300):
        check(random_board(rng, HookedDomineering), memo)


def test_hooks_save_nodes_and_agree_with_the_text_path():
    full = [(r, c) for r in range(4) for c in range(5)]
    plain = cgt.solve(SplitDomineering(full))
    hooked = cgt.solve(HookedDomineering(full))
    searched = cgt.solve(HookedDomineering(full), canonical_size=0)
    text = cgt.solve('domineering("' + "|".join(["....."] * 4) + '")', threads=1)
    assert plain.outcome == hooked.outcome == searched.outcome == text.outcome == "L"
    assert hooked.nodes < searched.nodes < plain.nodes, (hooked.nodes, searched.nodes, plain.nodes)


class NegativeSize(SplitDomineering):
    def size(self):
        return -1


class TextSize(SplitDomineering):
    def size(self):
        return "3"


class NotAPair(SplitDomineering):
    def normalise(self):
        return self


class OwnNegative(SplitDomineering):
    def normalise(self):
        return self, True


class Unsettled(SplitDomineering):
    """normalise() moves every position to another one (a cell added far away): the
    representative is not its own."""

    def normalise(self):
        return Unsettled(set(self.empty) | {(99, len(self.empty))}), False


def test_bad_hooks_are_refused():
    cells = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]
    with pytest.raises(ValueError, match="size\\(\\) must not be negative"):
        cgt.solve(NegativeSize(cells))
    with pytest.raises(TypeError, match="size\\(\\) must return an int"):
        cgt.solve(TextSize(cells))
    with pytest.raises(TypeError, match="normalise\\(\\) must return"):
        cgt.solve(NotAPair(cells))
    with pytest.raises(cgt.DomainError, match="returned the position itself with True"):
        cgt.solve(OwnNegative(cells))
    with pytest.raises(cgt.DomainError, match="must return it and False"):
        cgt.solve(Unsettled(cells))
    with pytest.raises(TypeError, match="canonical_size"):
        cgt.solve(HookedDomineering(cells), canonical_size=-1)
    # The engine is usable afterwards, and a later call is not misled by the earlier ids.
    assert cgt.solve(HookedDomineering([(r, c) for r in range(3) for c in range(4)])).outcome == "R"


def test_hackenbush_strings_and_sums():
    rng = random.Random(5103)
    memo = {}
    for _ in range(800):
        check(random_string(rng), memo)
    for _ in range(800):
        check([random_string(rng) for _ in range(rng.randint(2, 4))], memo)


def test_subtraction_with_game_leaves():
    rng = random.Random(5104)
    memo = {}
    for _ in range(800):
        check(random_subtraction(rng), memo)
    for _ in range(400):
        check(tuple(random_subtraction(rng) for _ in range(rng.randint(2, 3))), memo)


def test_mixed_sums_with_games():
    rng = random.Random(5105)
    memo = {}
    for _ in range(400):
        terms = [rng.choice([random_board, random_string, random_subtraction])(rng)
                 for _ in range(rng.randint(1, 3))]
        for _ in range(rng.randint(0, 2)):
            terms.insert(rng.randint(0, len(terms)), cgt.game(rng.choice(ENDS + ["{2|*}", "-1/2", "v*"])))
        check(terms, memo)


def test_docs_boards():
    # The 4x4 board is N (Breuker, Uiterwijk and van den Herik 2000); 3x4 is R; 4x5 is L.
    for rows, columns, outcome in ((3, 4, "R"), (4, 4, "N"), (4, 5, "L")):
        board = Domineering((r, c) for r in range(rows) for c in range(columns))
        r = cgt.solve(board)
        assert r.outcome == outcome
        assert r.outcome == cgt.solve(f'domineering("{"|".join(["." * columns] * rows)}")', threads=1).outcome


def test_a_sum_that_cancels_and_the_empty_sum():
    # G + -G: Hackenbush "LR" and "RL" are negatives: P, the second player wins.
    assert cgt.solve([Hackenbush("LR"), Hackenbush("RL")]).outcome == "P"
    assert cgt.solve([]).outcome == "P"
    assert cgt.solve(cgt.game("*")).left_move == cgt.game("0")
    r = cgt.solve([Hackenbush("L"), cgt.game("-1")])
    assert (r.outcome, r.left_move, r.right_move) == ("P", None, None)


# --- budgets, Ctrl-C, errors ------------------------------------------------------------------


def big_board():
    return Domineering((r, c) for r in range(6) for c in range(6))  # far longer than a second


def test_work_limit():
    cgt.set_limits(work=10_000)
    try:
        with pytest.raises(cgt.BudgetError):
            cgt.solve(big_board())
    finally:
        cgt.set_limits(work=None)
    assert cgt.solve(Domineering((r, c) for r in range(3) for c in range(4))).outcome == "R"


def test_ctrl_c_stops_a_search():
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        cgt.solve(big_board())
    timer.join()
    assert cgt.solve([Hackenbush("LR"), Hackenbush("RL")]).outcome == "P"


class NoMoves:
    pass


class Unhashable(Domineering):
    __hash__ = None  # type: ignore[assignment]


class Raises(Hackenbush):
    def left_options(self):
        raise ZeroDivisionError("from the position")


class BadOption(Hackenbush):
    def left_options(self):
        return [NoMoves()]


def test_errors():
    with pytest.raises(TypeError, match="left_options"):
        cgt.solve(NoMoves())
    with pytest.raises(TypeError, match="left_options"):
        cgt.solve([Hackenbush("L"), 5])
    with pytest.raises(TypeError, match="not text"):
        cgt.solve([Hackenbush("L"), "*"])
    with pytest.raises(TypeError):
        cgt.solve(b"*")
    with pytest.raises(TypeError, match="unhashable"):
        cgt.solve(Unhashable({(0, 0), (1, 0)}))
    with pytest.raises(ZeroDivisionError, match="from the position"):
        cgt.solve(Raises("LR"))
    with pytest.raises(TypeError, match="needs a method right_options"):
        cgt.solve(BadOption("R"))  # the option has no right_options()
    with pytest.raises(ValueError, match="threads"):
        cgt.solve(Hackenbush("L"), threads=2)
    with pytest.raises(ValueError, match="db"):
        cgt.solve(Hackenbush("L"), db="x.sdb")
    assert cgt.solve(Hackenbush("L"), threads=1).outcome == "L"
    # The engine is usable after each error.
    assert cgt.solve([Hackenbush("LR"), Hackenbush("RL")]).outcome == "P"


class Ping:
    """Left moves Ping to Pong, Right moves Pong back: play can go on for ever."""

    def left_options(self):
        return [Pong()]

    def right_options(self):
        return []

    def __eq__(self, other):
        return type(other) is Ping

    def __hash__(self):
        return 1


class Pong:
    def left_options(self):
        return []

    def right_options(self):
        return [Ping()]

    def __eq__(self, other):
        return type(other) is Pong

    def __hash__(self):
        return 2


def test_a_game_that_is_not_short_is_refused():
    # Left moving first never ends (Ping, Pong, Ping, …): the search meets Ping again and stops.
    with pytest.raises(cgt.DomainError, match="not short"):
        cgt.solve(Ping())
    with pytest.raises(cgt.DomainError, match="not short"):
        cgt.solve([Hackenbush("LR"), Ping()])
    # The engine is usable afterwards, and a short game is still answered.
    assert cgt.solve([Hackenbush("LR"), Hackenbush("RL")]).outcome == "P"
