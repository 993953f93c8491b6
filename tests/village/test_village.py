"""The second municipality, the Village of Example Falls, run end to end (issue 49): every
letter kind, every page each role of its demo reaches and every letter its demo issued,
every clock of the catalogue. Nothing it prints names Lockport, Chapter 158 or 159, or a
section of them; its letters and pages name the Village and cite its own local laws.

Run in a process started with ``JURISDICTION=examplefalls`` (``make pytest-village``;
tests/conftest.py leaves this folder out of every other run), as a deployment serving
the Village starts."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
import time_machine

from lockport_sw.jurisdiction.registry import named
from tests import snapshot
from tests.demo import BUILT_AT, Demo
from tests.once import built_once
from tests.pdf_checks import text as letter_text
from tests.test_letter_kinds import CASES, _read
from tests.test_letter_kinds import people as _people

people = _people  # the letter kinds' cast, a fixture

VILLAGE = "examplefalls"
# What the Village's records must never print: Lockport's name, chapters and sections.
LOCKPORTS = re.compile(r"Lockport|Chapters? 15[89]\b|§§?\s*15[89]-")


def lockports(text: str) -> list[str]:
    """Each place ``text`` names Lockport or cites its chapters, with what is around it."""
    return [text[max(0, m.start() - 40) : m.end() + 40] for m in LOCKPORTS.finditer(text)]


@pytest.fixture
def served():
    return named(VILLAGE)


def test_this_process_serves_the_village_from_its_start():
    from django.conf import settings

    from lockport_sw.jurisdiction.registry import current

    assert settings.JURISDICTION == VILLAGE
    assert current().name == "Village of Example Falls"
    assert settings.TOWN["name"] == "Village of Example Falls"
    assert settings.TOWN["office"] == "Code Enforcement Officer"


def test_the_lockport_finder_finds_the_chapters_and_not_a_sections_own_numbers():
    assert lockports("Issued under § 158-12 of the Code") == ["Issued under § 158-12 of the Code"]
    assert lockports("Chapters 158 and 159")
    assert not lockports("Section 15 of L.L. No. 2-2008 · 158 Main Street")


# --- every letter kind --------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("kind", sorted(CASES))
def test_every_letter_kind_of_the_village_cites_its_own_laws(kind, served, people):
    document, _signature, _office = CASES[kind](people)
    text = " ".join(letter_text(_read(document)).split())

    assert "Village of Example Falls" in text
    assert not lockports(text), lockports(text)
    # Its laws are local laws of their own, in no code: nothing is "of the Code of" it.
    assert "Code of the Village" not in text


# --- the demo, crawled ---------------------------------------------------------------------


def _build(root: Path) -> Demo:
    from django.core.management import call_command

    out = io.StringIO()
    with time_machine.travel(BUILT_AT, tick=False):
        call_command("seed_demo", stdout=out)
        return Demo(built_at=BUILT_AT, output=snapshot.save(root, output=out.getvalue())["output"])


def _load(root: Path) -> Demo:
    meta = snapshot.load(root)
    return Demo(built_at=snapshot.saved_at(meta), output=meta["output"])


@pytest.fixture
def village_demo(served, tmp_path_factory, _media_root):
    loaded = built_once(tmp_path_factory, "demo-examplefalls-snapshot", _build, _load)
    with time_machine.travel(loaded.built_at, tick=True):
        yield loaded
    snapshot.forget_cached_keys()


@pytest.mark.django_db
def test_the_villages_demo_prints_its_sign_ins_with_the_demo_password(village_demo):
    from lockport_sw.accounts.demo import DEMO_PASSWORD

    assert f"password for all: {DEMO_PASSWORD}" in village_demo.output
    assert "smo@examplefalls.example" in village_demo.output
    assert "Code Enforcement Officer" in village_demo.output
    assert "Village Clerk" in village_demo.output
    assert "Board of Trustees member" in village_demo.output
    assert "Village staff" in village_demo.output
    assert not lockports(village_demo.output.replace(DEMO_PASSWORD, "")), village_demo.output


@pytest.mark.django_db
def test_no_page_a_role_of_the_villages_demo_reaches_and_no_letter_it_issued_names_lockport(
    village_demo,
):
    """Each role of the Village's demo signed in, and the public, follow every link from
    their home (tests/test_words.py's crawl); then every letter the demo issued."""
    from django.test import Client

    from lockport_sw.accounts.demo import demo_users
    from lockport_sw.documents.models import IssuedDocument
    from tests.test_words import _Reader, _sign_in_demo, crawl

    signers = {role: email for role, email, _ in reversed(demo_users())}
    signers["administrator"] = named(VILLAGE).place.demo_email("admin")
    signers["public"] = None

    found, pages, read = [], 0, set()
    for role, email in signers.items():
        assert email is None or email.endswith("@examplefalls.example")
        client = Client()
        if email:
            _sign_in_demo(client, email)
        for address, status, kind, body in crawl(client, read=read):
            read.add(address)
            if status != 200:
                continue
            if kind == "application/pdf":
                text = letter_text(body)
            elif kind == "text/html":
                text = _Reader(body.decode()).text
            else:
                continue
            pages += 1
            found += [f"{role} {address}: …{hit}…" for hit in lockports(text)]

    letters = 0
    for document in IssuedDocument.objects.all():
        letters += 1
        text = " ".join(letter_text(_read(document)).split())
        assert "Village of Example Falls" in text, document.number
        found += [f"letter {document.number}: …{hit}…" for hit in lockports(text)]

    assert pages > 200 and letters > 10, (pages, letters)
    assert not found, "\n".join(found[:60]) + f"\n({len(found)} in all)"


# --- every clock of the catalogue ----------------------------------------------------------

from tests.deadlines import test_clock_rules as clock_rules  # noqa: E402
from tests.deadlines.conftest import subject as _subject  # noqa: E402

subject = _subject  # a record to carry the clocks, a fixture


@pytest.mark.django_db
@pytest.mark.parametrize("case", clock_rules.CASES, ids=lambda case: case.id)
def test_every_clock_of_the_village_is_due_when_lockports_is_and_cites_the_village(
    case, served, subject, smo
):
    """The same periods (the models fix them, or the Village chose Lockport's): each case
    of tests/deadlines/test_clock_rules.py, worked out by hand, holds for the Village; what
    the clock says of itself cites the Village's sections."""
    from lockport_sw.deadlines import catalogue
    from lockport_sw.deadlines.models import Deadline

    clock_rules.test_a_clock_opened_on_a_chosen_date_is_due_when_the_law_says(case, subject, smo)

    clock = Deadline.objects.get(rule_code=case.code)
    rule = catalogue.get(case.code)
    said = " ".join([rule.citation, rule.title, rule.starts, *clock.reasoning])
    assert " of L.L. No. " in rule.citation
    assert not lockports(said), lockports(said)
