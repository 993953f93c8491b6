"""Where the code still writes a municipality's citation or name itself (issue 49).

A citation ("§ 158-12"), a chapter ("Chapter 159") or the municipality's name
("Lockport") belongs to the jurisdiction's data (``lockport_sw/jurisdiction/``), which
the code reads through ``cite()``, ``{% cite %}`` and ``current()``. This finds the
ones written elsewhere: in the string literals of our Python (docstrings and comments
are documentation, and cite the law on purpose) and in every template.

``citations_left.json`` records how many each file still holds. The record only goes
down: ``tests/jurisdiction/test_citations_in_code.py`` fails on a file that holds more
than recorded (a citation newly written outside the data) and on one that holds fewer
(lower the record: ``python -m tests.jurisdiction.citations --write``). The work of
issue 49 is done when the record is empty."""

from __future__ import annotations

import ast
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
RECORD = Path(__file__).with_name("citations_left.json")
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


def found_in_template(path: Path) -> list[tuple[int, str]]:
    return [
        (number, match)
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for match in WRITTEN.findall(text)
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


def counts() -> dict[str, int]:
    return {name: len(hits) for name, hits in written().items()}


def recorded() -> dict[str, int]:
    return json.loads(RECORD.read_text(encoding="utf-8"))


def write_record() -> None:
    RECORD.write_text(json.dumps(dict(sorted(counts().items())), indent=1) + "\n")


def summary() -> str:
    kinds = Counter(m for hits in written().values() for _, m in hits)
    return ", ".join(f"{n} × {k!r}" for k, n in kinds.most_common(8))


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write_record()
    total = counts()
    print(f"{sum(total.values())} written in {len(total)} files: {summary()}")
