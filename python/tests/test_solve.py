"""cgt.solve (`cgt solve`, docs/solve.md): published outcomes, and agreement with the canonical-form
engine (cgt.game) on seeded random small boards and sums: the outcome must be that of the sum's
canonical value, and each winning move must lead to a sum the opponent loses moving first."""

import os
import random
import signal
import threading

import pytest

import cgt


def board(kind, rows):
    return f'{kind}("{"|".join(rows)}")'


def checkerboard(rows, columns):
    return ["".join("xo"[(r + c) % 2] for c in range(columns)) for r in range(rows)]


# --- published outcomes ---------------------------------------------------------------------


def test_published_outcomes():
    # Domineering 4x4: N (Breuker, Uiterwijk and van den Herik 2000).
    r = cgt.solve(board("domineering", ["...."] * 4))
    assert (r.outcome, r.left_first, r.right_first) == ("N", "win", "win")
    assert r.left_move is not None and r.right_move is not None and r.nodes > 0 and r.db_hits == 0
    # Checkerboard Clobber 2xn: P exactly when n = 0 mod 3 (Grossman 2004).
    assert cgt.solve(board("clobber", checkerboard(2, 3))).outcome == "P"
    assert cgt.solve(board("clobber", checkerboard(2, 4))).outcome == "N"
    assert cgt.solve(board("clobber", checkerboard(2, 6))).outcome == "P"


def test_result_is_the_json():
    r = cgt.solve('domineering("...|...") + -clobber("xox") + {1|0}', threads=1)
    assert r == cgt.Solve("L", "win", "lose", 'domineering(".#.|.#.") + -clobber("xox") + {1|0}', None, 8, 0)
    with pytest.raises(AttributeError):
        r.outcome = "P"  # type: ignore[misc]
    p = cgt.solve(board("clobber", checkerboard(2, 3)))
    assert (p.left_first, p.right_first, p.left_move, p.right_move) == ("lose", "lose", None, None)


# --- against cgt.game -----------------------------------------------------------------------


def random_board(rng):
    kind = rng.choice(["domineering", "clobber", "cram", "konane", "toads_and_frogs"])
    rows = rng.randint(1, 3)
    columns = rng.randint(2, 4)
    if kind == "toads_and_frogs":
        rows = 1
        columns = rng.randint(2, 7)
    cells = {"domineering": ".#", "cram": ".#", "clobber": "xo.", "konane": "xo.", "toads_and_frogs": "tf."}[kind]
    weights = {"domineering": [5, 1], "cram": [5, 1], "clobber": [3, 3, 1], "konane": [3, 3, 2],
               "toads_and_frogs": [2, 2, 3]}[kind]
    text = board(kind, ["".join(rng.choices(cells, weights, k=columns)) for _ in range(rows)])
    return ("-" if rng.random() < 0.25 else "") + text


CANONICAL_TERMS = ["0", "*", "1", "-1", "1/2", "{1|0}", "^", "v*", "+-1", "{2|-1}", "*2", "-1/4"]


def random_sum(rng):
    terms = [random_board(rng) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.4:
        terms.append(rng.choice(CANONICAL_TERMS))
    rng.shuffle(terms)
    return " + ".join(terms)


def loses_moving_first(text, player):
    outcome = cgt.game(text).outcome
    return outcome in ("P", "R") if player == "L" else outcome in ("P", "L")


def test_agrees_with_the_canonical_engine_on_random_sums():
    rng = random.Random(34)
    for _ in range(200):
        text = random_sum(rng)
        r = cgt.solve(text)
        expected = cgt.game(text).outcome
        assert r.outcome == expected, f"{text}: solve says {r.outcome}, the canonical form {expected}"
        assert (r.left_first == "win") == (r.outcome in ("L", "N")), text
        assert (r.right_first == "win") == (r.outcome in ("R", "N")), text
        assert (r.left_move is None) == (r.left_first == "lose"), text
        assert (r.right_move is None) == (r.right_first == "lose"), text
        if r.left_move is not None:
            assert loses_moving_first(r.left_move, "R"), f"{text}: Left's move to {r.left_move} does not win"
        if r.right_move is not None:
            assert loses_moving_first(r.right_move, "L"), f"{text}: Right's move to {r.right_move} does not win"


def test_a_board_plus_its_negative_is_p():
    rng = random.Random(3434)
    for _ in range(20):
        b = random_board(rng).lstrip("-")
        assert cgt.solve(f"{b} + -{b}").outcome == "P", b


# --- errors, limits, Ctrl-C -----------------------------------------------------------------


def test_bad_input():
    with pytest.raises(cgt.ParseError):
        cgt.solve('domineering("..|..") +')
    with pytest.raises(cgt.ParseError):
        cgt.solve("{1|")
    with pytest.raises(cgt.DomainError):
        cgt.solve('domineering("..|.")')  # rows of different lengths
    with pytest.raises(cgt.LimitError):
        cgt.solve(board("domineering", ["." * 9] * 15))  # 135 cells: over 128
    with pytest.raises(TypeError):
        cgt.solve(42)  # type: ignore[arg-type]
    assert cgt.solve("*").outcome == "N"  # and the module still works


def test_work_limit():
    cgt.set_limits(work=1000)
    try:
        with pytest.raises(cgt.BudgetError):
            cgt.solve(board("domineering", ["......"] * 6))
    finally:
        cgt.set_limits(work=None)
    assert cgt.solve(board("domineering", ["...."] * 4)).outcome == "N"


def test_ctrl_c_stops_a_search():
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        cgt.solve(board("domineering", ["........"] * 8))  # minutes of search
    timer.join()
    assert cgt.solve(board("clobber", checkerboard(2, 3))).outcome == "P"


# --- on several threads ---------------------------------------------------------------------


def test_threads_give_the_sequential_answer():
    rng = random.Random(7302)
    for _ in range(60):
        text = " + ".join(random_board(rng) for _ in range(rng.randint(1, 2)))
        one = cgt.solve(text, threads=1)
        for threads in (2, 3, None):
            r = cgt.solve(text, threads=threads)
            assert (r.outcome, r.left_first, r.right_first, r.left_move, r.right_move) == \
                (one.outcome, one.left_first, one.right_first, one.left_move, one.right_move), (text, threads)
    with pytest.raises(TypeError):
        cgt.solve("*", threads=True)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        cgt.solve("*", threads=0)


# --- the database (db=) ---------------------------------------------------------------------


def test_database_round_trip(tmp_path):
    path = tmp_path / "s.sdb"
    # 2x11: smaller boards' first moves are searched in fewer nodes than the database keeps
    # (1 024) since the search's transposition cutoffs and Clobber's move priority.
    text = board("clobber", checkerboard(2, 11))
    cold = cgt.solve(text, db=path)
    assert path.exists() and cold.db_hits == 0
    warm = cgt.solve(text, db=str(path))
    assert (warm.outcome, warm.left_move, warm.right_move) == (cold.outcome, cold.left_move, cold.right_move)
    assert warm.db_hits > 0 and warm.nodes * 100 < cold.nodes


def test_database_with_threads_is_read_and_given_the_tasks_answers(tmp_path):
    path = tmp_path / "s.sdb"
    text = board("clobber", checkerboard(2, 12))  # P: every task's answer is needed
    cold = cgt.solve(text, threads=1)
    split = cgt.solve(text, threads=2, db=path)
    assert (split.outcome, split.left_move, split.right_move) == (cold.outcome, cold.left_move, cold.right_move)
    assert path.stat().st_size > 28  # more than the header: the tasks' answers were kept
    warm = cgt.solve(text, db=path)
    assert (warm.outcome, warm.left_move, warm.right_move) == (cold.outcome, cold.left_move, cold.right_move)
    assert warm.db_hits > 0


def test_database_stopped_by_the_work_limit_is_kept(tmp_path):
    path = tmp_path / "s.sdb"
    # 6x7: about 16 000 nodes and the exact values of its groups of row runs, 12 to 16 million
    # steps in all; stopped at 11 million, some answers are finished and kept, none at 8 million.
    text = board("domineering", ["......."] * 6)
    cgt.set_limits(work=11_000_000)
    try:
        with pytest.raises(cgt.BudgetError):
            cgt.solve(text, db=path)
    finally:
        cgt.set_limits(work=None)
    assert path.exists()
    assert cgt.solve(text, db=path).db_hits > 0


def test_database_damaged_file_is_refused_untouched(tmp_path):
    path = tmp_path / "s.sdb"
    path.write_bytes(b"not a database\n")
    with pytest.raises(cgt.DomainError, match="s.sdb"):
        cgt.solve(board("clobber", ["xoxo"]), db=path)
    assert path.read_bytes() == b"not a database\n"
    with pytest.raises(TypeError):
        cgt.solve("*", db=42)  # type: ignore[arg-type]
