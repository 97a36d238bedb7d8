#!/usr/bin/env python3
"""Checks `cgt solve` against the test corpus of MCGS, a solver we did not write.

MCGS (University of Alberta, MIT licence: https://github.com/ualberta-mueller-group/MCGS) keeps
its expected results in `input/autotests/**/*.test`, most of them computed with CGSuite 2.1.1,
some with MCGS itself or a linear Clobber solver. This script reads those files from a checkout
of MCGS (nothing of MCGS is in this repository), turns every sum it can into a `cgt solve`
expression, runs the command, and compares who wins moving first with what the file expects.

    bench/mcgs_corpus.py ~/src/MCGS                  # every file
    bench/mcgs_corpus.py ~/src/MCGS --cgt build/cgt --timeout 120 --jobs 2 --only domineering

Understood from MCGS's input language (its `input/info.test`): `[section]` sets the game type of
the games that follow, games are whitespace-separated tokens or `( … )`, `/* … */` are comments,
and a command block `{ … }` applies to the sum of the games since the previous block. Checked:
the partisan solve commands `B win|loss` and `W win|loss` (B = Black = Left, who places vertical
dominoes and owns `X` stones and amazons) and `winning moves B|W None` (the player has no
winning move). Not checked, and counted as skipped with the reason: impartial sections and nim
value commands (`N`), games cgt has no ruleset for (NoGo, Elephants, Fission, …), commands that
list particular winning moves, and thermographs.

Prints one line per disagreement and a table per game type; exits 1 if any verdict disagrees,
2 on a bad argument.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import pathlib
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict
from fractions import Fraction


class Unsupported(Exception):
    """A game or command this script does not translate (the reason is the message)."""


# --- Games ---------------------------------------------------------------------------------------

def _grid(token: str, allowed: str, mapping: dict[str, str]) -> str:
    for ch in token:
        if ch not in allowed:
            raise Unsupported(f"character {ch!r}")
    return "".join(mapping.get(ch, ch) for ch in token)


def _fractions(token: str) -> list[Fraction]:
    return [Fraction(part) for part in re.split(r"[,\s]+", token.strip()) if part]


def _number_text(f: Fraction) -> str:
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def _up_star(token: str) -> str:
    ups, star = 0, False
    for part in (p for p in re.split(r"[,\s]+", token.strip()) if p):
        if part == "*":
            star = not star
        else:
            ups += int(part)
    terms = ["^" if ups > 0 else "v"] * abs(ups)
    if star:
        terms.append("*")
    return " + ".join(terms) if terms else "0"


def translate_game(section: str, token: str) -> str:
    """One MCGS game as a term of a cgt expression."""
    if section.startswith("impartial "):
        raise Unsupported("impartial section")
    if section in ("clobber", "clobber_1xn"):
        return f'clobber("{_grid(token, "XO.|", {"X": "x", "O": "o"})}")'
    if section == "domineering":
        return f'domineering("{_grid(token, ".#|", {})}")'
    if section == "amazons":
        return f'amazons("{_grid(token, "XO.#|", {"X": "x", "O": "o"})}")'
    if section == "gen_toads":
        params, _, board = token.partition(":")
        # MCGS's parameters: min slide, max slide, max jump, friendly jump. Standard Toads and
        # Frogs slides one cell or jumps one opposing piece: 1,1,1,0 (1,1,0,0 has no jumps).
        if params != "1,1,1,0":
            raise Unsupported(f"gen_toads {params}")
        return f'toads_and_frogs("{_grid(board, "XO.#", {"X": "t", "O": "f"})}")'
    if section == "integer_game":
        return str(int(token))
    if section == "nimber":
        return f"*{int(token)}"
    if section == "dyadic_rational":
        (value,) = _fractions(token)
        return f"({_number_text(value)})"
    if section == "switch_game":
        left, right = _fractions(token)
        return f"{{{_number_text(left)} | {_number_text(right)}}}"
    if section == "up_star":
        return f"({_up_star(token)})"
    raise Unsupported(f"game type {section}")


# --- The input language ---------------------------------------------------------------------------

TOKEN = re.compile(r"/\*.*?\*/|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|[^\s\[\]({]+", re.S)


class Case:
    def __init__(self, file: str, line: int, games: list[tuple[str, str]], commands: list[str]):
        self.file, self.line, self.games, self.commands = file, line, games, commands
        self.expression: str | None = None
        self.skip_reason: str | None = None
        self.checks: list[tuple[str, bool]] = []  # (player "B"/"W", expected win)
        self.wrong_on_purpose = False  # in a file whose expected results are wrong on purpose

    @property
    def kind(self) -> str:
        kinds = sorted({s for s, _ in self.games})
        return kinds[0] if len(kinds) == 1 else "+".join(kinds)

    def where(self) -> str:
        return f"{self.file}:{self.line}"


def read_cases(path: pathlib.Path, root: pathlib.Path) -> list[Case]:
    text = path.read_text(encoding="utf-8", errors="replace")
    cases: list[Case] = []
    # MCGS tests its own failure report with files whose comment says the test should fail.
    wrong_on_purpose = any("should fail" in c for c in re.findall(r"/\*.*?\*/", text, re.S))
    section = ""
    games: list[tuple[str, str]] = []
    start_line = None
    for m in TOKEN.finditer(text):
        tok = m.group(0)
        line = text.count("\n", 0, m.start()) + 1
        if tok.startswith("/*"):
            continue
        if tok.startswith("["):
            section = " ".join(tok[1:-1].split())
            continue
        if tok.startswith("{"):
            body = tok[1:-1].strip()
            if body.startswith("version"):
                continue
            commands = [c.strip() for c in body.split(",") if c.strip()]
            cases.append(Case(str(path.relative_to(root)), start_line or line, games, commands))
            cases[-1].wrong_on_purpose = wrong_on_purpose
            games, start_line = [], None
            continue
        if start_line is None:
            start_line = line
        games.append((section, tok[1:-1] if tok.startswith("(") else tok))
    return cases


def prepare(case: Case) -> None:
    try:
        if not case.games:
            raise Unsupported("empty sum")
        for command in case.commands:
            words = command.split()
            if words[0] in ("B", "W") and len(words) == 2 and words[1] in ("win", "loss"):
                case.checks.append((words[0], words[1] == "win"))
            elif words[0] in ("B", "W") and len(words) == 1:
                pass  # no expected result: nothing to compare
            elif words[:2] == ["winning", "moves"] and len(words) == 4 and words[2] in ("B", "W") and words[3] == "None":
                case.checks.append((words[2], False))
            elif words[0] == "N":
                raise Unsupported("nim value command")
            elif words[:2] == ["winning", "moves"]:
                raise Unsupported("list of winning moves")
            elif words[0] == "thermograph":
                raise Unsupported("thermograph")
            else:
                raise Unsupported(f"command {command!r}")
        if not case.checks:
            raise Unsupported("no expected result")
        case.expression = " + ".join(translate_game(s, g) for s, g in case.games)
    except Unsupported as e:
        case.skip_reason = str(e)
    except (ValueError, ZeroDivisionError) as e:
        case.skip_reason = f"unreadable game ({e})"


def solve(cgt: str, expression: str, timeout: float) -> tuple[str, dict | str, float]:
    start = time.monotonic()
    try:
        done = subprocess.run([cgt, "solve", "--json", "--work-limit", "0", expression], capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", f"over {timeout:g} s", time.monotonic() - start
    seconds = time.monotonic() - start
    if done.returncode != 0:
        return "error", done.stderr.strip() or f"exit status {done.returncode}", seconds
    return "ok", json.loads(done.stdout), seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mcgs", type=pathlib.Path, help="a checkout of MCGS (its input/autotests folder is read)")
    parser.add_argument("--cgt", default="build/cgt", help="the cgt command (default build/cgt)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per sum (default 60)")
    parser.add_argument("--jobs", type=int, default=2, help="sums solved at once (default 2)")
    parser.add_argument("--only", default="", help="only sums of this MCGS game type (e.g. domineering)")
    args = parser.parse_args()
    corpus = args.mcgs / "input" / "autotests"
    if not corpus.is_dir():
        print(f"mcgs_corpus: {corpus} is not a folder (give the root of an MCGS checkout)", file=sys.stderr)
        return 2

    cases = [c for p in sorted(corpus.rglob("*.test")) for c in read_cases(p, args.mcgs)]
    for case in cases:
        prepare(case)
    if args.only:
        cases = [c for c in cases if c.kind == args.only]

    table: dict[str, Counter] = defaultdict(Counter)
    skipped: Counter = Counter()
    seconds: dict[str, list[float]] = defaultdict(list)
    disagreements = 0
    runnable = [c for c in cases if c.expression]
    for c in cases:
        if not c.expression:
            skipped[c.skip_reason] += 1
            table[c.kind]["skipped"] += 1
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(solve, args.cgt, c.expression, args.timeout): c for c in runnable}
        for future in concurrent.futures.as_completed(futures):
            case = futures[future]
            status, answer, took = future.result()
            seconds[case.kind].append(took)
            if status != "ok":
                table[case.kind][status] += 1
                print(f"{status}: {case.where()}: {case.expression}: {answer}")
                continue
            differing = []
            for player, expected_win in case.checks:
                got = answer["left_first" if player == "B" else "right_first"] == "win"
                table[case.kind]["checks"] += 1
                if got != expected_win:
                    differing.append(f"MCGS's file says {player} {'wins' if expected_win else 'loses'} moving first, "
                                     "cgt says the opposite")
            if case.wrong_on_purpose:
                # Here the file is wrong on purpose: cgt must disagree with at least one check.
                if differing:
                    table[case.kind]["wrong on purpose, cgt disagrees"] += 1
                else:
                    print(f"MISSED: {case.where()}: {case.expression}: the file's result is wrong on purpose, "
                          "cgt agrees with it")
                    table[case.kind]["disagree"] += 1
                    disagreements += 1
                continue
            for d in differing:
                print(f"DISAGREE: {case.where()}: {case.expression}: {d}")
            table[case.kind]["disagree" if differing else "agree"] += 1
            disagreements += 1 if differing else 0

    print()
    print("| game type | sums | agree | disagree | timeout/error | skipped | checks | cgt s (sum) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for kind in sorted(table):
        row = table[kind]
        purpose = row["wrong on purpose, cgt disagrees"]
        total = sum(row[k] for k in ("agree", "disagree", "timeout", "error", "skipped")) + purpose
        note = f" (+{purpose} wrong on purpose, disagreed)" if purpose else ""
        print(f"| {kind} | {total} | {row['agree']}{note} | {row['disagree']} | {row['timeout'] + row['error']} | "
              f"{row['skipped']} | {row['checks']} | {sum(seconds[kind]):.1f} |")
    if skipped:
        print()
        print("skipped: " + "; ".join(f"{n} × {reason}" for reason, n in skipped.most_common()))
    print()
    print(f"{disagreements} disagreement(s) in {len(runnable)} sums solved")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
