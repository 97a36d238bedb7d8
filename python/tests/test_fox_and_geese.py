"""cgt.fox_and_geese: CGSuite's own values, and outcomes against play written here from the rules
(a retrograde analysis over the positions, without the stopper engine)."""

import random

import pytest

import cgt


def test_cgsuite_values():
    # CGSuite's tests: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) and its ValuesTable cell (1,1).
    v = cgt.fox_and_geese(".x.x.x.x|........|........|o.......")
    assert (v.canonical, v.loopfree, v.outcome) == ("{4*|7/2}", True, "L")
    assert v.game == cgt.Game("{4*|7/2}")
    w = cgt.fox_and_geese("x.x.x.x.|........|o.......")
    assert (w.canonical, w.loopfree, w.game) == ("{6|2over}", False, None)


def test_bad_boards():
    with pytest.raises(cgt.DomainError, match="light square"):
        cgt.fox_and_geese("x.x.|....|.o..")
    with pytest.raises(cgt.DomainError):
        cgt.fox_and_geese('x"')
    with pytest.raises(TypeError):
        cgt.fox_and_geese(3)


def _outcome_by_play(rows, cols, geese, fox):
    """Who wins moving first, Left (geese) and Right (fox), by retrograde analysis over the
    positions reachable from (geese, fox); an escaped fox is off (Right moves for ever)."""

    def escaped(g, f):
        top = max(r for r, _ in g)
        r, c = f
        if r >= top:
            return True
        return r == top - 1 and ((c > 1 and (r + 1, c - 1) not in g) or (c < cols and (r + 1, c + 1) not in g))

    def moves(state):
        g, f, left = state
        if escaped(g, f):
            return [] if left else [state[:2] + (True,)]  # off: Right passes, Left is stuck
        out = []
        if left:
            for (r, c) in g:
                for dc in (-1, 1):
                    n = (r - 1, c + dc)
                    if n[0] >= 1 and 1 <= n[1] <= cols and n != f and n not in g:
                        out.append((frozenset(g - {(r, c)} | {n}), f, False))
        else:
            r, c = f
            for dr in (-1, 1):
                for dc in (-1, 1):
                    n = (r + dr, c + dc)
                    if n[0] >= 1 and 1 <= n[1] <= cols and n not in g:
                        out.append((g, n, True))
        return out

    starts = [(geese, fox, True), (geese, fox, False)]
    seen, order, succ = set(starts), list(starts), {}
    for s in order:
        succ[s] = moves(s)
        for t in succ[s]:
            if t not in seen:
                seen.add(t)
                order.append(t)
    pred = {s: [] for s in order}
    for s in order:
        for t in succ[s]:
            pred[t].append(s)
    result, pending = {}, {s: len(succ[s]) for s in order}
    queue = [s for s in order if not succ[s]]
    for s in queue:
        result[s] = False  # the mover cannot move: loses
    for s in queue:
        for p in pred[s]:
            if p in result:
                continue
            if not result[s]:
                result[p] = True
                queue.append(p)
            else:
                pending[p] -= 1
                if pending[p] == 0:
                    result[p] = False
                    queue.append(p)
    left_first, right_first = result.get(starts[0]), result.get(starts[1])
    assert left_first is not None and right_first is not None, "a stopper has no endless play"
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (left_first, right_first)]


def test_outcomes_against_play():
    rng = random.Random(2026)
    seen = set()
    for _ in range(60):
        cols, rows = rng.randint(3, 6), rng.randint(2, 4)
        dark = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1) if (r + c) % 2 == 0]
        pieces = rng.sample(dark, rng.randint(2, min(4, len(dark))))
        geese, fox = frozenset(pieces[1:]), pieces[0]
        board = "|".join("".join("x" if (r, c) in geese else "o" if (r, c) == fox else "."
                                 for c in range(1, cols + 1)) for r in range(rows, 0, -1))
        v = cgt.fox_and_geese(board)
        assert v.outcome == _outcome_by_play(rows, cols, geese, fox), board
        seen.add(v.outcome)
    assert len(seen) >= 3
