"""Issue 43 item 14: enforcement's modules import in one direction: models <- the rules
(``clock_rules``, ``policy``, ``chapters``) <- selectors <- letters <- services (the
acts, themselves a DAG) <- views and tasks. Every import counts, at the top of a module
or inside a function (a "lazy" import hides a circle, it does not remove it)."""

from __future__ import annotations

import ast
from pathlib import Path

import enforcement

ROOT = Path(enforcement.__file__).resolve().parent
PACKAGE = "enforcement"


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        if "migrations" in path.relative_to(ROOT).parts:
            continue
        parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _targets(module: str, node: ast.AST, is_package: bool, modules) -> set[str]:
    """The enforcement modules ``node`` imports (the longest module the name names)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            base = module.split(".") if is_package else module.split(".")[:-1]
            base = base[: len(base) - (node.level - 1)]
            origin = ".".join(base + ([node.module] if node.module else []))
        else:
            origin = node.module or ""
        names = [
            f"{origin}.{alias.name}" if f"{origin}.{alias.name}" in modules else origin
            for alias in node.names
        ]
    found = set()
    for name in names:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name and name != module:
            found.add(name)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    graph = {}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(), filename=str(path))
        graph[module] = set()
        for node in ast.walk(tree):  # every import, in functions too
            if isinstance(node, ast.Import | ast.ImportFrom):
                graph[module] |= _targets(module, node, path.name == "__init__.py", modules)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports (the modules in order, the first repeated last), or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_the_graph_sees_lazy_imports():
    """The graph can fail: an import inside a function is an edge (served.py reads the
    selectors in one), and a circle is found."""
    graph = import_graph()
    assert "enforcement.selectors" in graph["enforcement.served"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_enforcement_imports_have_no_cycle():
    cycle = find_cycle(import_graph())
    assert cycle is None, "enforcement modules import in a circle: " + " -> ".join(cycle)


def test_reads_and_letters_never_import_services():
    graph = import_graph()
    for reader in ("enforcement.selectors", "enforcement.letters", "enforcement.clock_rules"):
        wrong = sorted(m for m in graph[reader] if m.startswith("enforcement.services"))
        assert not wrong, f"{reader} imports {wrong}: services import reads, not the reverse"
