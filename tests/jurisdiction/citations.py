"""Where the code writes a municipality's citation or name itself (issue 49).

A citation ("§ 158-12"), a chapter ("Chapter 159") or the municipality's name
("Lockport") belongs to the jurisdiction's data (``lockport_sw/jurisdiction/``), which
the code reads through ``cite()``, ``{% cite %}`` and ``current()``. This finds the
ones written elsewhere: in the string literals of our Python and in every template's
text (docstrings, comments and template comments are documentation, and cite the law on
purpose). ``tests/jurisdiction/test_citations_in_code.py`` fails on any it finds.
``python -m tests.jurisdiction.citations`` lists them."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
CODE = ("lockport_sw", "swppp", "illicit", "enforcement", "inspections", "money")
TEMPLATES = ("templates",)
TEMPLATE_SUFFIXES = {".html", ".txt", ".css", ".xml"}
# The jurisdiction's own data is where they belong.
DATA = ROOT / "lockport_sw" / "jurisdiction"
WRITTEN = re.compile(r"§§?\s*15[89]-|Chapters? 15[89]|Lockport")


def literals(source: str) -> list[tuple[int, str]]:
    """Every string literal of a module that is not a docstring, with its line (the
    parts of an f-string each on their own)."""
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def found_in_python(path: Path) -> list[tuple[int, str]]:
    found = [
        (line, match)
        for line, text in literals(path.read_text(encoding="utf-8"))
        for match in WRITTEN.findall(text)
    ]
    return sorted(found, key=lambda hit: hit[0])  # by line, each line's in its order


# A template's comments, and a stylesheet's: documentation, as a docstring is.
TEMPLATE_COMMENT = re.compile(
    r"\{#.*?#\}|\{%\s*comment\s*%\}.*?\{%\s*endcomment\s*%\}|/\*.*?\*/", re.S
)


def _blanked(match: re.Match) -> str:
    """A comment's text gone, its lines kept (so line numbers hold)."""
    return "\n" * match.group(0).count("\n")


def found_in_template(path: Path) -> list[tuple[int, str]]:
    text = TEMPLATE_COMMENT.sub(_blanked, path.read_text(encoding="utf-8"))
    return [
        (number, match)
        for number, line in enumerate(text.splitlines(), 1)
        for match in WRITTEN.findall(line)
    ]


def _files():
    for top in CODE:
        for path in sorted((ROOT / top).rglob("*")):
            if DATA in path.parents or "migrations" in path.parts or not path.is_file():
                continue
            if path.suffix == ".py":
                yield path, found_in_python
            elif "templates" in path.parts and path.suffix in TEMPLATE_SUFFIXES:
                yield path, found_in_template
    for top in TEMPLATES:
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file() and path.suffix in TEMPLATE_SUFFIXES:
                yield path, found_in_template


def written() -> dict[str, list[tuple[int, str]]]:
    """Each file that writes one, with where and what."""
    out = {}
    for path, find in _files():
        hits = find(path)
        if hits:
            out[str(path.relative_to(ROOT))] = hits
    return out


def summary() -> str:
    kinds = Counter(m for hits in written().values() for _, m in hits)
    return ", ".join(f"{n} × {k!r}" for k, n in kinds.most_common(8))


if __name__ == "__main__":
    found = written()
    for name, hits in found.items():
        for line, match in hits:
            print(f"{name}:{line}: {match}")
    print(f"{sum(len(h) for h in found.values())} written in {len(found)} files: {summary()}")
