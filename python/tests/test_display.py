"""Notebook pictures (_repr_svg_, _repr_html_, _repr_latex_) and the progress bar."""

import io
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

import cgt
from cgt.display import ProgressBar


def well_formed_xml(text):
    return ET.fromstring(text)  # raises on malformed XML


class TagBalance(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack = []

    def handle_starttag(self, tag, attrs):
        self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack.pop() == tag, f"unbalanced </{tag}>"


def well_formed_html(text):
    parser = TagBalance()
    parser.feed(text)
    parser.close()
    assert parser.stack == []


@pytest.mark.parametrize("text, latex, html", [
    ("0", "$0$", "0"),
    ("7", "$7$", "7"),
    ("w", r"$\omega$", "ω"),
    ("w^2*3+1", r"$\omega^{2}\cdot 3+1$", "ω<sup>2</sup>·3+1"),
    ("w^2*3+w*4+16", r"$\omega^{2}\cdot 3+\omega\cdot 4+16$", "ω<sup>2</sup>·3+ω·4+16"),
    ("w^w", r"$\omega^{\omega}$", "ω<sup>ω</sup>"),
    ("w^(w+1)*2+5", r"$\omega^{\omega+1}\cdot 2+5$", "ω<sup>ω+1</sup>·2+5"),
    ("w^(w^w)", r"$\omega^{\omega^{\omega}}$", "ω<sup>ω<sup>ω</sup></sup>"),
    ("w^(w*2)*3", r"$\omega^{\omega\cdot 2}\cdot 3$", "ω<sup>ω·2</sup>·3"),
])
def test_ordinal_latex_and_html(text, latex, html):
    value = cgt.ordinal(text)
    assert value._repr_latex_() == latex
    shown = value._repr_html_()
    well_formed_html(shown)
    assert shown == f'<span class="cgt-ordinal">{html}</span>'


@pytest.mark.parametrize("text, latex, html", [
    ("0", "$0$", "0"),
    ("*", r"${\ast}$", "*"),
    ("^", r"${\uparrow}$", "↑"),
    ("{1|*}", r"$\{1\mid {\ast}\}$", "{1|*}"),
    ("{3|{2|-1}}", r"$\{3\mid\mid 2\mid -1\}$", "{3||2|-1}"),
    ("+-1", r"$\pm1$", "±1"),
    ("^<3>", r"$\uparrow^{3}$", "↑<sup>3</sup>"),
    ("1/2", "$1/2$", "1/2"),
])
def test_game_latex_and_html(text, latex, html):
    g = cgt.game(text)
    assert g._repr_latex_() == latex
    shown = g._repr_html_()
    well_formed_html(shown)
    assert shown == f'<span class="cgt-game">{html}</span>'


def test_thermograph_svg():
    t = cgt.game("{3|{2|-1}}").thermograph
    svg = t._repr_svg_()
    assert svg == t.svg()
    root = well_formed_xml(svg)
    assert root.tag.endswith("svg")


def test_end_nim_grid_svg():
    grid = cgt.end_nim_grid("2 3", 5)
    root = well_formed_xml(grid._repr_svg_())
    assert root.tag.endswith("svg") and len(grid.rows) == 5 and all(len(r) == 5 for r in grid.rows)
    assert set("".join(grid.rows)) <= set("LRNP")
    with pytest.raises(AttributeError):
        cgt.end_nim_grid("2 3", 5, svg=False)._repr_svg_()


class Subtraction:  # take 1 or 2 from a heap of n
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def options(self):
        return [Subtraction(self.n - take) for take in (1, 2) if take <= self.n]


class Path:  # Left moves from n to any smaller k, Right cannot move: the integer n
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def left_options(self):
        return [Path(k) for k in range(self.n)]

    def right_options(self):
        return []


def test_progress_bar_line():
    out = io.StringIO()
    bar = ProgressBar(file=out, label="test", interval=0)
    bar(1000, 500)
    bar(2000, 900)
    bar.close(2500, 1200)
    text = out.getvalue()
    assert text.startswith("\rtest: 1,000 positions, ") and text.endswith("\n")
    last = text.split("\r")[-1]
    assert "2,500 positions" in last and "positions/s" in last and "table 1,200" in last


def test_progress_true_draws_on_stderr(capsys):
    value = cgt.canonical(Path(300), progress=True, every=50)
    assert value == cgt.game("300")
    err = capsys.readouterr().err
    final = err.split("\r")[-1]
    assert final.startswith("canonical: 301 positions") and "table 301" in final and final.endswith("\n")
    assert err.count("\r") >= 1
    # grundy, ending_value too; a callable still works; a Solver keeps counting from its own start
    solver = cgt.Solver()
    assert cgt.grundy(Subtraction(20), solver=solver, progress=True) == cgt.grundy(Subtraction(20))
    assert capsys.readouterr().err.split("\r")[-1].startswith("grundy: 21 positions")
    assert cgt.ending_value("*L", progress=True) == cgt.ending("*L")
    seen = []
    cgt.grundy(Subtraction(30), progress=lambda n, size: seen.append((n, size)), every=10)
    assert seen and seen[0][0] == 10
