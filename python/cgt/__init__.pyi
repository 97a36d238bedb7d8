# The package re-exports the compiled module (_cgt.pyi holds the stubs).
from ._cgt import (
    BudgetError as BudgetError,
    ContextError as ContextError,
    DomainError as DomainError,
    Ending as Ending,
    Error as Error,
    Game as Game,
    LimitError as LimitError,
    Ordinal as Ordinal,
    ParseError as ParseError,
    Solver as Solver,
    Thermograph as Thermograph,
    canonical as canonical,
    ending as ending,
    ending_value as ending_value,
    game as game,
    grundy as grundy,
    limits as limits,
    natural_sum as natural_sum,
    nim_sum as nim_sum,
    ordinal as ordinal,
    set_limits as set_limits,
)

__version__: str
