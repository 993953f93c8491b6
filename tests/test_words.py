"""One word for one thing across pages, emails and letters (issue 8, item 9): American
English "license", never "licence"; an account is "created" ("Create an account"),
never "signed up for" or "registered". Everything a person reads is searched: the
templates (pages, emails, letters) and the code's messages."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Where the words people read come from. Migrations are history, not words shown.
SOURCES = ["templates", "lockport_sw", "swppp", "enforcement", "illicit", "inspections"]
BANNED = {
    re.compile(r"licence", re.IGNORECASE): 'American English: "license"',
    re.compile(r"colour|recognis|organis(?:e|ation)|\bcentre\b", re.IGNORECASE): (
        "American English spelling"
    ),
    re.compile(r"\bsign(?:ed|ing)?[ -]up\b", re.IGNORECASE): '"create an account"',
    re.compile(r"\bSign Up\b|\bSignup\b"): '"Create an account"',
    re.compile(
        r"\bregist(?:er|ered|ering|ration) (?:for )?(?:an |your |a new )?account", re.IGNORECASE
    ): ('"create an account" (a project is registered; an account is created)'),
}


def _files():
    for top in SOURCES:
        for path in (ROOT / top).rglob("*"):
            if path.suffix in {".html", ".txt", ".py"} and "migrations" not in path.parts:
                yield path


def test_one_spelling_and_one_term_across_pages_emails_and_letters():
    found = []
    for path in _files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern, instead in BANNED.items():
                if pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: use {instead}: {line}")
    assert not found, "\n".join(found)


def test_the_check_finds_a_banned_word():
    assert any(p.search("Your licence number") for p in BANNED)
    assert any(p.search("please sign up first") for p in BANNED)
    assert any(p.search("Register an account") for p in BANNED)
    assert not any(p.search("Register a land development project") for p in BANNED)
