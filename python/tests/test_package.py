"""The package's shape: what it exports is typed in its stubs, and the stubs ship with it."""

import ast
import pathlib

import cgt


def test_every_export_has_a_stub():
    package = pathlib.Path(cgt.__file__).parent
    assert (package / "py.typed").exists()
    # The compiled module's names are typed in _cgt.pyi; the pure-Python modules (typed, with
    # py.typed) are their own stubs.
    defined = set()
    for typed in ("_cgt.pyi", "rulesets.py", "search.py", "display.py"):
        tree = ast.parse((package / typed).read_text())
        defined |= {node.name for node in tree.body if isinstance(node, (ast.ClassDef, ast.FunctionDef))}
    assert set(cgt.__all__) <= defined, set(cgt.__all__) - defined
    reexported = ast.parse((package / "__init__.pyi").read_text())
    names = {alias.asname for node in reexported.body if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert set(cgt.__all__) == names


def test_every_export_is_documented():
    docs = (pathlib.Path(__file__).parents[2] / "docs" / "python.md").read_text()
    for name in cgt.__all__:
        assert name in docs, name


def test_games_and_ordinals_pickle_by_their_text():
    import pickle

    for value in (cgt.game("{3||2|-1}"), cgt.game("^<3>*"), cgt.ordinal("w^(w+1)*2+5"), cgt.Ordinal(2**90)):
        copy = pickle.loads(pickle.dumps(value))
        assert copy == value and type(copy) is type(value) and str(copy) == str(value)


def test_the_examples_of_docs_python_md_run():
    """Every ```python block of the page: the >>> ones as doctests, the others executed, in order,
    in one namespace (later blocks use the classes of earlier ones)."""
    import doctest
    import re

    docs = (pathlib.Path(__file__).parents[2] / "docs" / "python.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", docs, flags=re.S)
    assert len(blocks) >= 5
    namespace = {"cgt": cgt}
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for number, block in enumerate(blocks):
        if ">>>" in block:
            test = parser.get_doctest(block, namespace, f"python.md block {number}", None, 0)
            runner.run(test, clear_globs=False)
        else:
            exec(compile(block, f"python.md block {number}", "exec"), namespace)
    assert runner.summarize(verbose=False).failed == 0
