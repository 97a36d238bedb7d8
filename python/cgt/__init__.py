"""cgt: combinatorial game theory with ordinals, from Python.

    >>> import cgt
    >>> g = cgt.game("{1|*}")
    >>> g.outcome, g.mean
    ('L', Fraction(1, 2))
    >>> cgt.ordinal("w^2+1") + 1
    Ordinal('w^2+2')

Games you define: any hashable object with left_options() and right_options() (cgt.canonical),
or options() (cgt.grundy, and cgt.ending_value for LR-ending games). See docs/python.md.
"""

from ._cgt import (
    BudgetError,
    ContextError,
    DomainError,
    Ending,
    Error,
    Game,
    LimitError,
    Ordinal,
    ParseError,
    Solver,
    Thermograph,
    canonical,
    ending,
    ending_value,
    game,
    grundy,
    limits,
    natural_sum,
    nim_sum,
    ordinal,
    set_limits,
)

__all__ = [
    "BudgetError",
    "ContextError",
    "DomainError",
    "Ending",
    "Error",
    "Game",
    "LimitError",
    "Ordinal",
    "ParseError",
    "Solver",
    "Thermograph",
    "canonical",
    "ending",
    "ending_value",
    "game",
    "grundy",
    "limits",
    "natural_sum",
    "nim_sum",
    "ordinal",
    "set_limits",
]

__version__ = "0.1.0"
