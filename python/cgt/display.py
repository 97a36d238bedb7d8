"""How cgt's values show in a notebook, and the progress bar of long searches.

Jupyter asks an object for `_repr_svg_`, `_repr_html_` or `_repr_latex_` before falling back to
`repr`. The pictures are the library's own (Thermograph::to_svg, the End Nim grid of
`cgt endnim --grid --svg`); the HTML and LaTeX of ordinals and games are made here from their
canonical text, which is all a typesetting needs (the text is the GUIDE's contract, §3).
"""

from __future__ import annotations

import html
import re
import sys
import time
from typing import Any, Callable, Optional, TextIO

from ._cgt import Game, Ordinal, Thermograph

__all__ = ["ProgressBar", "ordinal_latex", "ordinal_html", "game_latex", "game_html"]


# --- Ordinals --------------------------------------------------------------------------------


def _split_top(text: str, sep: str) -> list[str]:
    """`text` split at `sep` outside parentheses (the canonical form nests only in them)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def _ordinal_terms(text: str) -> list[tuple[Optional[str], str]]:
    """The terms of a canonical ordinal text, each as (exponent text or None, coefficient):
    'w^(w+1)*2+5' -> [('w+1', '2'), (None, '5')]; an exponent of 1 is '1'."""
    terms = []
    for term in _split_top(text, "+"):
        if not term.startswith("w"):
            terms.append((None, term))
            continue
        pieces = _split_top(term, "*")  # a "*" inside a parenthesised exponent is not split
        head, coefficient = pieces[0], (pieces[1] if len(pieces) > 1 else "1")
        exponent = "1"
        if head.startswith("w^"):
            exponent = head[2:]
            if exponent.startswith("(") and exponent.endswith(")"):
                exponent = exponent[1:-1]
        terms.append((exponent, coefficient or "1"))
    return terms


def _ordinal_render(text: str, power: Callable[[str], str], times: str, omega: str) -> str:
    out = []
    for exponent, coefficient in _ordinal_terms(text):
        if exponent is None:
            out.append(coefficient)
            continue
        piece = omega if exponent == "1" else omega + power(_ordinal_render(exponent, power, times, omega))
        if coefficient != "1":
            piece += times + coefficient
        out.append(piece)
    return "+".join(out)


def ordinal_latex(value: Ordinal) -> str:
    """'w^2*3+1' -> '$\\omega^{2}\\cdot 3+1$'."""
    return "$" + _ordinal_render(str(value), lambda e: "^{" + e + "}", "\\cdot ", "\\omega") + "$"


def ordinal_html(value: Ordinal) -> str:
    """'w^2*3+1' -> 'ω<sup>2</sup>·3+1' in a span."""
    return '<span class="cgt-ordinal">' + _ordinal_render(str(value), lambda e: "<sup>" + e + "</sup>", "·", "ω") + "</span>"


# --- Games -----------------------------------------------------------------------------------

# CGSuite's notation (GUIDE §3), token by token. Order matters: longer tokens first.
_GAME_TOKENS = re.compile(r"\^<(\d+)>|v<(\d+)>|\^\[(\d+)\]|v\[(\d+)\]|\+-|Tiny|Miny|\|+|[{}*^v,]|\d+|/|.", re.S)


def _game_render(text: str, latex: bool) -> str:
    out = []
    for m in _GAME_TOKENS.finditer(text):
        tok = m.group(0)
        up, down, upsum, downsum = m.group(1), m.group(2), m.group(3), m.group(4)
        if latex:
            if up or down:
                out.append(("\\uparrow" if up else "\\downarrow") + "^{" + (up or down) + "}")
            elif upsum or downsum:
                out.append(("\\uparrow" if upsum else "\\downarrow") + "^{[" + (upsum or downsum) + "]}")
            elif tok in "{}":
                out.append("\\" + tok)
            elif tok[0] == "|":
                out.append("\\mid" * len(tok) + " ")
            else:
                out.append({"*": "{\\ast}", "^": "{\\uparrow}", "v": "{\\downarrow}", "+-": "\\pm",
                            "Tiny": "\\operatorname{Tiny}", "Miny": "\\operatorname{Miny}", ",": ",\\,"}.get(tok, tok))
        else:
            if up or down:
                out.append(("↑" if up else "↓") + "<sup>" + (up or down) + "</sup>")
            elif upsum or downsum:
                out.append(("↑" if upsum else "↓") + "<sup>[" + (upsum or downsum) + "]</sup>")
            else:
                out.append({"^": "↑", "v": "↓", "+-": "±"}.get(tok, html.escape(tok)))
    return "".join(out)


def game_latex(value: Game) -> str:
    """'{1|*}' -> '$\\{1\\mid {\\ast}\\}$' (↑ and ↓ as arrows, +- as ±)."""
    return "$" + _game_render(str(value), latex=True) + "$"


def game_html(value: Game) -> str:
    return '<span class="cgt-game">' + _game_render(str(value), latex=False) + "</span>"


def _install() -> None:
    # The compiled classes get their notebook methods here, so the pictures' policy lives in one
    # Python file and the C++ binding stays a binding.
    Ordinal._repr_latex_ = ordinal_latex
    Ordinal._repr_html_ = ordinal_html
    Game._repr_latex_ = game_latex
    Game._repr_html_ = game_html
    Thermograph._repr_svg_ = Thermograph.svg


# --- Progress --------------------------------------------------------------------------------


def _in_notebook() -> bool:
    try:
        from IPython import get_ipython  # type: ignore[import-not-found]
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and hasattr(shell, "kernel")


class ProgressBar:
    """A tqdm-style line for a search: positions expanded, positions per second, table size.
    Called by the engine as progress(positions, table_size); redraws at most ten times a second.
    In a notebook (IPython with a kernel) it updates one display handle; elsewhere it rewrites
    one line of `file` (standard error) with '\\r'. `close()` prints the final figures."""

    def __init__(self, file: Optional[TextIO] = None, label: str = "cgt", interval: float = 0.1):
        self.file = file
        self.label = label
        self.interval = interval
        self.start = time.monotonic()
        self.last_draw = 0.0
        self.positions = 0
        self.table_size = 0
        self._handle: Any = None
        self._width = 0
        if file is None and _in_notebook():
            from IPython.display import Pretty, display  # type: ignore[import-not-found]
            self._pretty = Pretty  # plain text, shown without a str's quotes
            self._handle = display(Pretty(self.text()), display_id=True)

    def text(self) -> str:
        elapsed = max(time.monotonic() - self.start, 1e-9)
        rate = self.positions / elapsed
        return (f"{self.label}: {self.positions:,} positions, {rate:,.0f} positions/s, "
                f"table {self.table_size:,}, {elapsed:.1f} s")

    def __call__(self, positions: int, table_size: int) -> None:
        self.positions, self.table_size = positions, table_size
        now = time.monotonic()
        if now - self.last_draw >= self.interval:
            self.last_draw = now
            self._draw()

    def _draw(self, end: str = "") -> None:
        line = self.text()
        if self._handle is not None:
            self._handle.update(self._pretty(line))
            return
        stream = self.file if self.file is not None else sys.stderr
        # Pad over a longer previous line: '\r' only moves the cursor.
        stream.write("\r" + line + " " * max(0, self._width - len(line)) + end)
        stream.flush()
        self._width = len(line)

    def close(self, positions: int, table_size: int) -> None:
        self.positions, self.table_size = positions, table_size
        self._draw(end="\n")
