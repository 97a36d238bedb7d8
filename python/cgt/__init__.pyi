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
    ending as ending,
    game as game,
    limits as limits,
    natural_sum as natural_sum,
    nim_sum as nim_sum,
    ordinal as ordinal,
    set_limits as set_limits,
)

# The seed rulesets (rulesets.py), the progress-aware searches (search.py) and the progress bar
# (display.py) are typed Python modules: their own annotations are their stubs.
from .rulesets import (
    Boxes as Boxes,
    BoxesMove as BoxesMove,
    EndNim as EndNim,
    EndNimGrid as EndNimGrid,
    EndNimInterval as EndNimInterval,
    EndNimTableRow as EndNimTableRow,
    EndingEquivalence as EndingEquivalence,
    EndingInverse as EndingInverse,
    EvenNim as EvenNim,
    EvenNimMove as EvenNimMove,
    Impartial as Impartial,
    LRSubtraction as LRSubtraction,
    Nhe as Nhe,
    NheMove as NheMove,
    Nim as Nim,
    NimMove as NimMove,
    Octal as Octal,
    PartialNim as PartialNim,
    PartialNimMove as PartialNimMove,
    Welter as Welter,
    WelterMove as WelterMove,
    boxes as boxes,
    chain as chain,
    end_nim as end_nim,
    end_nim_grid as end_nim_grid,
    ending_equivalent as ending_equivalent,
    ending_inverse as ending_inverse,
    even_nim as even_nim,
    impartial as impartial,
    lr_subtraction as lr_subtraction,
    nhe as nhe,
    nim as nim,
    octal as octal,
    partial_nim as partial_nim,
    welter as welter,
)
from .search import (
    canonical as canonical,
    ending_value as ending_value,
    grundy as grundy,
)
from .display import ProgressBar as ProgressBar

__version__: str
