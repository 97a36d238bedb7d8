"""cgt.canonical, cgt.grundy and cgt.ending_value: the compiled searches of rulesets you define
(cgt._cgt), accepting progress=True for a progress bar (display.ProgressBar) as well as a
callable(positions, table_size). The bar needs the counts at the end too, so the search runs
with a Solver it can read (the caller's, or a fresh one for the call, as without a bar)."""

from __future__ import annotations

from typing import Any, Callable, Hashable, Optional, Union

from . import _cgt
from ._cgt import Ending, Game, Solver
from .display import ProgressBar

__all__ = ["canonical", "grundy", "ending_value"]

Progress = Union[bool, Callable[[int, int], Any], None]


def _search(compiled: Callable[..., Any], label: str, position: Hashable, solver: Optional[Solver],
            progress: Progress, every: Optional[int]) -> Any:
    if progress is not True:
        return compiled(position, solver=solver, progress=None if progress is False else progress,
                        every=10000 if every is None else every)
    own = solver if solver is not None else Solver()
    before = own.positions  # a kept Solver counts from its first call: show this call's
    bar = ProgressBar(label=label)
    try:
        return compiled(position, solver=own, progress=lambda n, size: bar(n - before, size),
                        every=1000 if every is None else every)
    finally:
        bar.close(own.positions - before, len(own))


def canonical(position: Hashable, *, solver: Optional[Solver] = None, progress: Progress = None,
              every: Optional[int] = None) -> Game:
    """The canonical Game of a position with left_options() and right_options().
    progress: a callable(positions, table_size), called every `every` positions (default 10000),
    or True for a progress bar (positions, positions/s, table size) on standard error or in the
    notebook (then every defaults to 1000)."""
    return _search(_cgt.canonical, "canonical", position, solver, progress, every)


def grundy(position: Hashable, *, solver: Optional[Solver] = None, progress: Progress = None,
           every: Optional[int] = None) -> int:
    """The Grundy value of an impartial position with options(); progress as for canonical."""
    return _search(_cgt.grundy, "grundy", position, solver, progress, every)


def ending_value(position: Hashable, *, solver: Optional[Solver] = None, progress: Progress = None,
                 every: Optional[int] = None) -> Ending:
    """The value of an LR-ending position with options() ('*L'/'*R' terminals); progress as for
    canonical."""
    return _search(_cgt.ending_value, "ending_value", position, solver, progress, every)
