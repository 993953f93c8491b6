"""The suite's habits, checked on the tests themselves (docs/architecture.md, "Testing").

- every ``pytest.raises`` says what it expects: ``match=`` the message, or ``as exc``
  followed by a check of ``exc`` (a field of ``exc.value.message_dict``), so an
  unrelated error of the same class cannot pass for the expected one;
- no test sleeps: a sleep proves nothing on a loaded machine. Wait for a condition with
  ``tests.conditions.wait_until`` (the one place that sleeps, between polls), and prove
  that something did not happen with an event that must come after it.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
SLEEPS_ALLOWED_IN = {TESTS / "conditions.py"}


def _test_sources() -> list[Path]:
    return sorted(TESTS.rglob("*.py"))


def _is_raises(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "raises"
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "pytest"
    )


def _names_used(nodes: list[ast.stmt]) -> set[str]:
    return {n.id for stmt in nodes for n in ast.walk(stmt) if isinstance(n, ast.Name)}


def unchecked_raises(source: str, filename: str = "<test>") -> list[int]:
    """Lines of ``pytest.raises`` with neither ``match=`` nor a later look at the
    exception caught (``with pytest.raises(X) as exc:`` then ``exc`` used below it)."""
    tree = ast.parse(source, filename)
    found = []
    for parent in ast.walk(tree):
        for field in ("body", "orelse", "finalbody", "handlers"):
            block = getattr(parent, field, None)
            if not isinstance(block, list):
                continue
            for index, stmt in enumerate(block):
                if not isinstance(stmt, ast.With | ast.AsyncWith):
                    continue
                for item in stmt.items:
                    call = item.context_expr
                    if not _is_raises(call) or any(k.arg == "match" for k in call.keywords):
                        continue
                    target = item.optional_vars
                    later = block[index + 1 :]
                    if isinstance(target, ast.Name) and target.id in _names_used(later):
                        continue
                    found.append(call.lineno)
    # the callable form, raises(X, func, ...), and any raises not used in a with
    in_with = {
        item.context_expr.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.With | ast.AsyncWith)
        for item in node.items
        if _is_raises(item.context_expr)
    }
    found += [
        node.lineno
        for node in ast.walk(tree)
        if _is_raises(node)
        and node.lineno not in in_with
        and not any(k.arg == "match" for k in node.keywords)
    ]
    return sorted(set(found))


def sleeps(source: str, filename: str = "<test>") -> list[int]:
    """Lines that call ``time.sleep``, ``sleep`` or Playwright's ``wait_for_timeout``."""
    tree = ast.parse(source, filename)
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in ("sleep", "wait_for_timeout"):
            lines.append(node.lineno)
    return lines


def test_every_pytest_raises_names_what_it_expects():
    unchecked = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in _test_sources()
        for line in unchecked_raises(path.read_text(), str(path))
    ]
    assert unchecked == [], "add match= (or check exc.value right after): " + ", ".join(unchecked)


def test_no_test_sleeps():
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in _test_sources()
        if path not in SLEEPS_ALLOWED_IN
        for line in sleeps(path.read_text(), str(path))
    ]
    assert found == [], "wait for a condition (tests/conditions.py): " + ", ".join(found)


def test_the_checks_see_what_they_look_for():
    # Written with placeholders, so that grep over tests/ finds only real uses.
    source = """
def test_a():
    with RAISES(ValueError):
        f()
    with RAISES(ValueError, match="bad"):
        f()
    with RAISES(ValidationError) as exc:
        f()
    assert "field" in exc.value.message_dict
    with RAISES(ValidationError) as unused:
        f()
    with transaction.atomic(), RAISES(KeyError):
        f()
    RAISES(TypeError, f)
    SLEEP(1)
    page.wait_for_timeout(500)
""".replace("RAISES", "pytest.raises").replace("SLEEP", "time.sleep")
    assert unchecked_raises(source) == [3, 10, 12, 14]
    assert sleeps(source) == [15, 16]
