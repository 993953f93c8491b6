"""One word for one thing across pages, emails and letters (issue 8, item 9): American
English "license", never "licence"; an account is "created" ("Create an account"),
never "signed up for" or "registered". Everything a person reads is searched: the
templates (pages, emails, letters) and the code's messages.

And each letter says what the law says (issue 23, "Words"): every kind of letter is
issued as tests/test_letter_kinds.py issues it and its text read back: it never names
"the Town of the Town", and it cites only its own chapter (a Chapter 158 letter no
section of Chapter 159, and back, footer included). Every section cited anywhere exists
in the statute's section map (docs/statute/README.md): no "§ 159-9B(1)" for
"§ 159-8B(1)"."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from lockport_sw.reports.letters import REPORT_KIND
from tests.pdf_checks import text as letter_text

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


# Issue 46, item 8: words as a person reads them.
WORDING = {
    # A label lowered whole lowers its abbreviations: "under review by the smo".
    re.compile(r"display\|lower\b"): "|in_sentence (core/label_words.py), not |lower",
    # "1 nays": a count's noun follows it ({{ n }} nay{{ n|pluralize }}).
    re.compile(r"\}\}\s+(?:ayes|nays)\b"): "aye{{ n|pluralize }} / nay{{ n|pluralize }}",
    re.compile(r"as you answered; the SMO decides"): "plain words: whose answer, who decides when",
}


def test_labels_keep_their_capitals_and_counts_their_number():
    found = [
        f"{path.relative_to(ROOT)}:{number}: use {instead}: {line.strip()}"
        for path in _files()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for pattern, instead in WORDING.items()
        if pattern.search(line)
    ]
    swppp_lowered = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in (ROOT / "swppp").rglob("*.py")
        if "migrations" not in path.parts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"_display\(\)\.lower\(\)", line)
    ]
    assert not found + swppp_lowered, "\n".join(found + swppp_lowered)


def test_a_label_in_a_sentence_keeps_its_abbreviations():
    from django.template import engines

    from lockport_sw.core.label_words import in_sentence
    from swppp.models import Submission

    received = Submission.State.RECEIVED.label
    assert in_sentence(received) == "received: under review by the SMO"
    assert in_sentence("SMO decision") == "SMO decision"
    assert in_sentence("") == ""
    page = engines["django"].from_string("{{ n }} nay{{ n|pluralize }}, {{ s|in_sentence }}")
    assert page.render({"n": 1, "s": received}) == "1 nay, received: under review by the SMO"
    assert page.render({"n": 4, "s": "Approved"}).startswith("4 nays, approved")
    assert any(p.search("{{ act.nays }} nays") for p in WORDING)
    assert any(p.search("{{ s.get_state_display|lower }}") for p in WORDING)


def test_the_check_finds_a_banned_word():
    assert any(p.search("Your licence number") for p in BANNED)
    assert any(p.search("please sign up first") for p in BANNED)
    assert any(p.search("Register an account") for p in BANNED)
    assert not any(p.search("Register a land development project") for p in BANNED)


# --- Letters: the Town named once, each chapter's letters citing only that chapter -------

# Where a letter names a chapter: a section ("§ 158-12", "§§ 159-8C(2), 159-8C(4)") or the
# chapter itself ("Chapter 158", "Chapters 158 and 159").
_NAMED_CHAPTER = [
    re.compile(r"\b(15[89])-\d"),
    re.compile(r"\bChapters? (15[89])\b"),
    re.compile(r"\bChapters 15[89] and (15[89])\b"),
]


def chapters_named(text: str) -> set[str]:
    return {number for pattern in _NAMED_CHAPTER for number in pattern.findall(text)}


def test_the_chapter_reader_finds_each_way_a_letter_names_a_chapter():
    assert chapters_named("Issued under § 158-11A and § 158-12 of the Code") == {"158"}
    assert chapters_named("§§ 159-8C(2), 159-8C(4); Chapter 159") == {"159"}
    assert chapters_named("Chapters 158 and 159 of the Code of the Town") == {"158", "159"}
    assert chapters_named("§ 158-11A(6), § 159-8C(1)(d)") == {"158", "159"}
    assert chapters_named("NOV-2026-0158 · (716) 439-9520 · SBL 100.00-1-1") == set()


def _read(document) -> bytes:
    with document.file.open("rb") as fh:
        return fh.read()


# Internal wording a served letter never carries (issue 18, item 11): how the Town
# organizes itself is not what the person is told.
INTERNAL = [
    re.compile(r"not a requirement of the chapter", re.IGNORECASE),
    re.compile(r"Under the Town's policy", re.IGNORECASE),
    re.compile(r"\(Town policy:", re.IGNORECASE),
]


def test_the_internal_wording_check_finds_it():
    text = "Under the Town's policy (not a requirement of the chapter), appeals are heard"
    assert all(p.search(text) for p in INTERNAL[:2])


# What a person reads (issue 43, item 12): no statute jargon, no citation doubled, MS4
# spelled out, no office reckoning, nothing pointing "below" to the letterhead above.
JARGON = [
    re.compile(r"MS4 SPDES", re.IGNORECASE),
    re.compile(r"stormwater discharge permit authorization", re.IGNORECASE),
    re.compile(r"\boffice below\b", re.IGNORECASE),
    re.compile(r"named by no status", re.IGNORECASE),
]
# The office's reckoning of a clock, never shown to the person the clock is about.
RECKONING = [
    re.compile(r"Appeal window", re.IGNORECASE),
    re.compile(r"\bOverdue \d+ days?\b"),
    re.compile(r"Appeal period: waived", re.IGNORECASE),
    re.compile(r"GCL § 25-a not applied"),
    re.compile(r"\bNot extended\b"),
]
DOUBLED_CITATION = re.compile(r"\((§§?\s*[^()]+(?:\([^()]*\))*[^()]*)\)\s*\(\1\)")
MS4_SPELLED = "municipal separate storm sewer system (MS4)"
# A section's letter is a capital: "§ 159-8B(1)", never "§ 159-8b(1)" (issue 46, item 8: a
# label carrying its citation was lowered whole in a sentence of the release letter).
LOWER_SECTION_LETTER = re.compile(r"(?<![\w-])15[89]-\d+[a-z](?![a-z])")


def plain_words_problems(text: str, *, letter: bool = True) -> list[str]:
    """What a letter or page a person reads must not hold (issue 43, item 12); a letter
    also says what the MS4 is (a page's footer names the chapters by their titles)."""
    found = [f"jargon: {p.pattern}" for p in JARGON + RECKONING if p.search(text)]
    found += [f"doubled citation: ({m})" for m in DOUBLED_CITATION.findall(text)]
    found += [f"lower-case section letter: {m}" for m in LOWER_SECTION_LETTER.findall(text)]
    if (
        letter
        and re.search(r"\bMS4\b", text)
        and "municipal separate storm sewer system" not in text
    ):
        found.append("MS4 not spelled out")
    return found


def test_the_plain_words_check_finds_jargon_doubled_citations_and_an_unexplained_ms4():
    assert plain_words_problems("violations of the Town's MS4 SPDES stormwater permit")
    assert plain_words_problems("Order to implement BMPs (§ 158-6B) (§ 158-6B)") == [
        "doubled citation: (§ 158-6B)"
    ]
    assert plain_words_problems("Appeal (§ 159-8C(1)(f)) (§ 159-8C(1)(f))")
    assert plain_words_problems("Appeal window: Overdue 25 days")
    assert plain_words_problems("Not extended (GCL § 25-a not applied): last day")
    assert plain_words_problems("Discharges to the MS4 are prohibited") == ["MS4 not spelled out"]
    assert plain_words_problems("Questions to the office below.")
    assert plain_words_problems("required under § 159-8b(1) of the Code") == [
        "lower-case section letter: 159-8b"
    ]
    assert not plain_words_problems(
        f"Discharges to the Town's {MS4_SPELLED} are prohibited; the MS4 is the Town's "
        "(§ 158-4A) and (§ 158-4B). Appeal period ended on March 17, 2026."
    )


def assert_names_the_town_once_and_cites_only_its_own_chapter(kind: str, data: bytes) -> None:
    """Each letter kind's words: run on every kind by tests/test_letter_kinds.py's
    ``test_each_letter_kind_renders_mailable_and_is_a_tagged_pdf_read_in_order``, on the
    letter it issued (one issuance read back three ways)."""
    text = letter_text(data)

    assert "Town of the Town" not in text
    flat = " ".join(text.split())
    assert not [p.pattern for p in INTERNAL if p.search(flat)], f"{kind}: internal wording"
    assert not LOWER_SECTION_LETTER.findall(flat), f"{kind}: {LOWER_SECTION_LETTER.findall(flat)}"
    if kind == REPORT_KIND:
        # The MS4 report (issue 21) reports the measures both chapters serve.
        assert chapters_named(text) == {"158", "159"}, text
        return
    assert not plain_words_problems(flat), f"{kind}: {plain_words_problems(flat)}\n{flat}"
    assert len(chapters_named(text)) == 1, (
        f"{kind} names chapters {sorted(chapters_named(text))}: {text}"
    )


# --- Every section cited exists ------------------------------------------------------------

STATUTE_README = ROOT / "docs" / "statute" / "README.md"
_CITED = re.compile(r"§§?\s*(15[89]-\d+)([A-Z])?")


def section_map() -> dict[str, str]:
    """The reconstructed section map: "159-8" -> its subjects."""
    rows = re.findall(r"^\| (15[89]-\d+) \| (.+) \|$", STATUTE_README.read_text(), re.M)
    return dict(rows)


def test_every_section_cited_exists_in_the_statute():
    sections = section_map()
    # A section of one paragraph has no lettered subsections.
    whole = {number for number, subject in sections.items() if subject == "Severability"}
    found = []
    for path in _files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for section, letter in _CITED.findall(line):
                if section not in sections or (letter and section in whole):
                    where = f"{path.relative_to(ROOT)}:{number}"
                    found.append(f"{where}: § {section}{letter} is not in the statute: {line}")
    assert not found, "\n".join(found)


def test_no_letter_template_or_text_prints_a_lower_case_section_letter():
    """Issue 46, item 8: "§ 159-8B(1)", never "§ 159-8b(1)", in every letter template, the
    letters modules and every text a page or a letter reads (the sources of _files);
    letters lowering a label that carries its citation are caught where each kind is
    issued and read back (``assert_names_the_town_once_and_cites_only_its_own_chapter``)."""
    money = (ROOT / "money").rglob("*.py")
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in [*_files(), *money, *(ROOT / "templates").rglob("*.css")]
        if "migrations" not in path.parts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if LOWER_SECTION_LETTER.search(line)
    ]
    assert not found, "\n".join(found)


def test_the_lower_case_section_check_reads_a_citation_only():
    assert LOWER_SECTION_LETTER.findall("§ 159-8b(1) and §§ 158-6a, 159-8C(2)") == [
        "159-8b",
        "158-6a",
    ]
    assert not LOWER_SECTION_LETTER.search("§ 159-8B(1)(a), § 158-12 and GCL § 25-a")


def test_the_section_check_knows_the_map():
    sections = section_map()
    assert sections["159-8"].startswith("Administration and enforcement")
    assert sections["159-9"] == "Severability" and sections["158-18"] == "Severability"
    assert len([s for s in sections if s.startswith("158-")]) == 18
    assert len([s for s in sections if s.startswith("159-")]) == 9


# --- Pages: a chapter's notice page and its clocks cite only that chapter ------------------


@pytest.mark.django_db
@pytest.mark.parametrize("chapter", ["158", "159"])
def test_a_notice_page_and_its_clocks_cite_only_the_notices_chapter(client, chapter):
    """Issue 23: a Chapter 158 notice cited "§ 158-11A(6), § 159-8C(1)(d)" on its page and
    clock. The page's main content (the layout's footer names both chapters the product
    serves) names only the notice's chapter."""
    import time_machine

    from lockport_sw.accounts.roles import Role
    from lockport_sw.deadlines.selectors import clocks_for
    from tests.enforcement.factories import issue, local, make_violation, served_in_person
    from tests.factories import UserFactory

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, chapter=chapter), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)  # the time to correct runs from full service
    client.force_login(smo)

    page = client.get(notice.get_absolute_url()).content.decode()

    main = page[page.index("<main") : page.index("</main>")]
    text = re.sub(r"<[^>]+>", " ", main)
    remediation = f"nov{chapter}_remediation"
    clock = next(c for c in clocks_for(notice) if c.rule_code == remediation)
    assert clock.rule.citation in text  # the clock is on the page, by its citation
    assert chapters_named(text) == {chapter}, text


# --- The sign-in, second-step, password and email pages: the site's voice -----------------
# (issue 22, item 2). allauth's own templates write headings, buttons and labels in Title
# Case ("Two-Factor Authentication", "Reset My Password"); ours are in sentence case.

# Words that keep their capital inside a sentence: names, abbreviations.
PROPER = {"Town", "Lockport", "Stormwater", "Management", "Officer", "Niagara", "County"}
PROPER |= {"New", "York", "SMO", "SWPPP", "IP", "I", "QR", "Chapter"}
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def title_cased(text: str) -> list[str]:
    """The words of ``text`` capitalized inside a sentence that are not names."""
    found = []
    for sentence in re.split(r"[.:?!·(]\s*", text):
        for word in _WORD.findall(sentence)[1:]:
            if word[0].isupper() and word not in PROPER and not word.isupper():
                found.append(word)
    return found


def test_the_sentence_case_check_finds_title_case():
    assert title_cased("Two-Factor Authentication") == ["Authentication"]
    assert title_cased("Reset My Password") == ["My", "Password"]
    assert title_cased("Sign in · Town of Lockport Stormwater") == []
    assert title_cased("Enter the 6-digit code from your authenticator app") == []


def _page_words(html: str) -> list[str]:
    """What a person reads as the page's name and its controls: the title, headings,
    buttons and button links, labels, table headers."""
    from html.parser import HTMLParser

    class Reader(HTMLParser):
        def __init__(self):
            super().__init__()
            self.open: list[str] = []
            self.texts: list[str] = []

        def handle_starttag(self, tag, attrs):
            classes = dict(attrs).get("class") or ""
            if tag in {"title", "h1", "h2", "h3", "button", "label", "th", "legend"} or (
                tag == "a" and "btn" in classes
            ):
                self.open.append(tag)
                self.texts.append("")

        def handle_endtag(self, tag):
            if self.open and self.open[-1] == tag:
                self.open.pop()

        def handle_data(self, data):
            if self.open:
                self.texts[-1] += data

    reader = Reader()
    main = html.split('<main id="main"', 1)
    reader.feed(html.split("<body", 1)[0] + ("<main" + main[1] if len(main) > 1 else html))
    return [" ".join(t.split()) for t in reader.texts if t.strip()]


def _allauth_pages(client, make_user):
    """Every allauth page a person meets, as they meet it: (what, response)."""
    from django.urls import reverse

    from lockport_sw.accounts.roles import Role
    from tests.factories import PASSWORD
    from tests.signin import post_code, post_password

    for name in (
        "account_login",
        "account_signup",
        "account_reset_password",
        "account_reset_password_done",
        "account_email_verification_sent",
        "account_inactive",
    ):
        yield name, client.get(reverse(name))
    yield "bad reset link", client.get("/accounts/password/reset/key/1-set-password/")
    yield "bad confirmation link", client.get(reverse("account_confirm_email", args=["nope"]))

    staff = make_user(Role.INSPECTOR)
    post_password(client, staff.email)
    yield "mfa_authenticate", client.get(reverse("mfa_authenticate"))
    client.logout()

    applicant = make_user(Role.APPLICANT)
    client.force_login(applicant)
    yield "account_reauthenticate", client.get(reverse("account_reauthenticate"))
    client.post(reverse("account_reauthenticate"), {"password": PASSWORD})
    for name in (
        "account_change_password",
        "account_email",
        "account_logout",
        "mfa_index",
        "mfa_activate_totp",
        "usersessions_list",
    ):
        yield name, client.get(reverse(name))
    client.logout()

    client.force_login(staff)
    yield "mfa_reauthenticate (staff)", client.get(reverse("mfa_reauthenticate"))
    post_code(client, step="mfa_reauthenticate")
    for name in ("mfa_index", "mfa_generate_recovery_codes"):
        yield f"{name} (staff)", client.get(reverse(name))


def test_no_title_case_on_the_sign_in_password_and_email_pages(client, make_user):
    found = []
    seen = 0
    for what, response in _allauth_pages(client, make_user):
        assert response.status_code == 200, (what, response.status_code)
        html = response.content.decode()
        assert "<main" in html and "letterhead" in html, f"{what}: not in the site's layout"
        for text in _page_words(html):
            seen += 1
            if title_cased(text.split(" · ")[0]):
                found.append(f"{what}: {text!r}")
    assert seen > 40
    assert not found, "Title Case where the site writes sentence case:\n" + "\n".join(found)


# --- One limit stated per field (issue 22, items 3 and 7) ---------------------------------
_LIMIT = re.compile(r"\b(?:up to|at most|keep (?:it|this) to)\s+[\d,]+\s+characters", re.I)
FORM_MODULES = [
    "enforcement.forms",
    "illicit.forms",
    "inspections.forms",
    "swppp.forms",
    "lockport_sw.registry.forms",
    "lockport_sw.accounts.forms",
    "lockport_sw.invitations.forms",
    "lockport_sw.bodies.forms",
    "lockport_sw.deadlines.forms",
    "lockport_sw.documents.forms",
]


def _form_classes():
    import importlib
    import pkgutil

    from django import forms

    for name in FORM_MODULES:
        module = importlib.import_module(name)
        modules = [module]
        if hasattr(module, "__path__"):
            modules += [
                importlib.import_module(f"{name}.{m.name}")
                for m in pkgutil.iter_modules(module.__path__)
            ]
        for mod in modules:
            for value in vars(mod).values():
                if (
                    isinstance(value, type)
                    and issubclass(value, forms.BaseForm)
                    and value.__module__ == mod.__name__
                ):
                    yield value


@pytest.mark.django_db
def test_one_limit_stated_per_field():
    """Every field of every form whose help says how long it may be says it once, and
    its box keeps the same number (maxlength or data-maxlength)."""
    found, checked = [], 0
    for form_class in _form_classes():
        try:
            form = form_class()
        except (TypeError, KeyError, AttributeError):
            continue  # a form that needs its record or user: drawn by its page's tests
        for name in form.fields:
            bound = form[name]  # FreeTextLimits states its limit when a field is drawn
            stated = _LIMIT.findall(str(bound.help_text or ""))
            checked += 1
            if len(stated) > 1:
                found.append(f"{form_class.__module__}.{form_class.__name__}.{name}: {stated}")
            if stated:
                number = re.search(r"[\d,]+", stated[0]).group().replace(",", "")
                attrs = bound.field.widget.attrs | bound.field.widget_attrs(bound.field.widget)
                kept = {str(attrs.get("maxlength")), str(attrs.get("data-maxlength"))}
                if number not in kept:
                    found.append(f"{form_class.__name__}.{name}: states {number}, keeps {kept}")
    assert checked > 100
    assert not found, "\n".join(found)


def test_the_limit_check_reads_each_way_of_stating_a_limit():
    assert (
        len(_LIMIT.findall("Color, smell. Up to 4,000 characters. Up to 10,000 characters.")) == 2
    )


# --- One way to write a date (issue 22, item 4) -------------------------------------------
# "December 15, 2026" in letters and sentences, "Dec 15, 2026" in tables, through the shared
# date words (lockport_sw/calendar/words.py and its filters). Never an ISO date
# (2026-12-15, 2026-12-15T10:00) in the text a person reads: an input's value, a hidden
# field, a <time datetime="..."> and any other attribute are machine values, not read.

ISO_DATE = re.compile(r"(?<![\w-])(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\d])")
# What a reader of a list sees as its date: "Dec 15, 2026", "Tue, Dec 15, 2026, 10:00 AM",
# "December 15, 2026 at 10:00 AM" (the words of lockport_sw/calendar/words.py).
_SHOWN_DATE = re.compile(
    r"\b(?P<month>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (?P<day>\d{1,2}), "
    r"(?P<year>\d{4})(?:(?:,| at) (?P<hour>\d{1,2}):(?P<minute>\d\d)(?::(?P<second>\d\d))? "
    r"(?P<half>[AP]M))?"
)
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
NEWEST_FIRST = re.compile(r"\b(?:newest|latest|most recent) first\b", re.IGNORECASE)


def shown_moment(text: str):
    """The first date (and time) written in ``text`` as our words write it, or None."""
    from datetime import datetime

    m = _SHOWN_DATE.search(text)
    if m is None:
        return None
    hour = int(m["hour"] or 0) % 12 + (12 if m["half"] == "PM" else 0)
    return datetime(
        int(m["year"]),
        _MONTHS.index(m["month"]) + 1,
        int(m["day"]),
        hour,
        int(m["minute"] or 0),
        int(m["second"] or 0),
    )


class _Reader:
    """One page as a person reads it: its visible text (no tags, attribute values,
    scripts or styles), the links it offers (``href`` of links, ``hx-get`` of what htmx
    loads into it) and each table that says it lists the newest first, with the date of
    each of its rows (a row's first ``<time datetime>``, else the first date it shows)."""

    SKIP = {"script", "style", "template"}

    def __init__(self, html: str):
        from html.parser import HTMLParser

        reader = self
        self.texts: list[str] = []
        self.links: list[str] = []
        self.tables: list[dict] = []  # caption, rows: [(moment or None, text)]
        open_tables: list[dict] = []
        skipping = [0]
        in_caption = [False]

        class Parser(HTMLParser):
            def handle_starttag(self, tag, attrs):
                values = dict(attrs)
                if tag in reader.SKIP:
                    skipping[0] += 1
                if tag == "a" and values.get("href"):
                    reader.links.append(values["href"])
                if values.get("hx-get"):
                    reader.links.append(values["hx-get"])
                if tag == "table":
                    open_tables.append({"caption": "", "rows": []})
                elif tag == "caption":
                    in_caption[0] = True
                elif tag == "tr" and open_tables:
                    open_tables[-1]["rows"].append({"time": None, "text": ""})
                elif tag == "time" and open_tables and open_tables[-1]["rows"]:
                    row = open_tables[-1]["rows"][-1]
                    if row["time"] is None and values.get("datetime"):
                        row["time"] = values["datetime"]
                reader.texts.append(" ")

            def handle_endtag(self, tag):
                if tag in reader.SKIP:
                    skipping[0] = max(0, skipping[0] - 1)
                elif tag == "caption":
                    in_caption[0] = False
                elif tag == "table" and open_tables:
                    reader.tables.append(open_tables.pop())
                reader.texts.append(" ")

            def handle_data(self, data):
                if skipping[0]:
                    return
                reader.texts.append(data)
                if open_tables:
                    table = open_tables[-1]
                    if in_caption[0]:
                        table["caption"] += data
                    elif table["rows"]:
                        table["rows"][-1]["text"] += data

        parser = Parser(convert_charrefs=True)
        parser.feed(html)
        parser.close()
        self.text = " ".join("".join(self.texts).split())

    def newest_first_disorder(self) -> list[str]:
        """Each table captioned "newest first" whose rows' dates are not newest first."""
        from datetime import datetime

        from django.utils import timezone

        from lockport_sw.calendar.counting import TOWN_TZ

        found = []
        for table in self.tables:
            if not NEWEST_FIRST.search(table["caption"]):
                continue
            dated = []
            for row in table["rows"]:
                if row["time"]:
                    moment = datetime.fromisoformat(row["time"])
                    if timezone.is_aware(moment):
                        moment = timezone.localtime(moment, TOWN_TZ).replace(tzinfo=None)
                else:
                    moment = shown_moment(row["text"])
                if moment is not None:
                    dated.append(moment)
            if any(later > earlier for earlier, later in zip(dated, dated[1:], strict=False)):
                found.append(f"{table['caption'].strip()!r}: {[str(d) for d in dated]}")
        return found


def iso_dates(html: str) -> list[str]:
    """The ISO dates in what a person reads of ``html``."""
    return ISO_DATE.findall(_Reader(html).text)


def test_the_iso_date_check_finds_an_iso_date_only_where_it_is_read():
    page = (
        '<p>Due <time datetime="2026-12-15">2026-12-15</time>.</p>'
        '<input type="date" name="due" value="2026-12-15"><input type="hidden" value="2026-12-16">'
        '<a href="?date=2026-12-17" title="2026-12-18">Next</a>'
        "<script>const day = '2026-12-19';</script><p>Received 2026-12-20T10:00.</p>"
    )
    assert iso_dates(page) == ["2026-12-15", "2026-12-20"]
    assert iso_dates("<p>Due Dec 15, 2026 (NOV-2026-0015, SBL 100.00-1-12)</p>") == []
    assert iso_dates("<p>Issued December 15, 2026 at 10:00 AM</p>") == []


def test_the_newest_first_check_finds_a_list_out_of_order():
    def table(caption, *cells):
        rows = "".join(f"<tr><td>{c}</td></tr>" for c in cells)
        return f"<table><caption>{caption}</caption><tbody>{rows}</tbody></table>"

    ordered = table("Notices, newest first", "Dec 15, 2026", "Dec 15, 2026", "Nov 2, 2026")
    assert _Reader(ordered).newest_first_disorder() == []
    backwards = table("Notices, newest first", "Nov 2, 2026, 9:00 AM", "Dec 15, 2026, 10:00 AM")
    assert _Reader(backwards).newest_first_disorder()
    by_time = table(
        "Cases, newest first",
        '<time datetime="2026-11-02T09:00:00-05:00">Nov 2, 2026</time>',
        '<time datetime="2026-11-02T10:00:00-05:00">Nov 2, 2026</time>',
    )
    assert _Reader(by_time).newest_first_disorder()
    assert _Reader(table("Closures, oldest first", "Nov 2, 2026", "Dec 15, 2026")).tables
    assert not _Reader(table("Oldest first", "Nov 2, 2026", "Dec 15, 2026")).newest_first_disorder()
    assert shown_moment("Tue, Dec 15, 2026, 1:05 PM").isoformat() == "2026-12-15T13:05:00"
    assert shown_moment("December 15, 2026 at 12:30 AM").isoformat() == "2026-12-15T00:30:00"


def test_the_date_words_and_their_filters():
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from django.template import Context, Template

    from lockport_sw.calendar import words

    day = date(2026, 12, 15)
    moment = datetime(2026, 12, 15, 15, 5, tzinfo=ZoneInfo("UTC"))  # 10:05 AM in Lockport
    assert words.long_date(day) == "December 15, 2026"
    assert words.long_date(day, weekday=True) == "Tuesday, December 15, 2026"
    assert words.short_date(day) == "Dec 15, 2026"
    assert words.short_date(day, weekday=True) == "Tue, Dec 15, 2026"
    assert words.long_datetime(moment) == "December 15, 2026 at 10:05 AM"
    assert words.short_datetime(moment) == "Dec 15, 2026, 10:05 AM"
    assert words.when(moment) == "Tuesday, December 15, 2026 at 10:05 AM EST"
    # 1:30 AM UTC is still the day before in Lockport.
    late = datetime(2026, 12, 16, 1, 30, tzinfo=ZoneInfo("UTC"))
    assert words.short_date(late) == "Dec 15, 2026"

    template = Template(
        "{{ d|long_date }} · {{ d|short_date }} · {{ d|long_date:'weekday' }} · "
        "{{ m|short_datetime }} · {{ m|long_datetime:'weekday zone' }} · {{ m|clock_time }}"
        " · [{{ none|long_date }}{{ none|short_datetime }}]"
    )
    assert template.render(Context({"d": day, "m": moment, "none": None})) == (
        "December 15, 2026 · Dec 15, 2026 · Tuesday, December 15, 2026 · "
        "Dec 15, 2026, 10:05 AM · Tuesday, December 15, 2026 at 10:05 AM EST · 10:05 AM · []"
    )


# The crawl: every page each role of the demo reaches from its home, and every letter.
CRAWL_SKIP = ("/admin/", "/static/", "/media/", "/accounts/logout/", "/__")
# Files, not pages: the letters are read from the documents the demo issued; exports
# (CSV, GeoJSON, iCalendar, Open311) are machine formats.
SKIP_NAMES = re.compile(r"download|export|feed|geojson|csv|ics|open311|_pdf$|print")
PER_NAME = 3  # pages of one URL name read per role: enough to meet each template's dates


def _sign_in_demo(client, email: str) -> None:
    from lockport_sw.accounts.demo import DEMO_PASSWORD, DEMO_TOTP_SECRET
    from lockport_sw.accounts.mfa import totp_code
    from tests.signin import MFA_STEP, post_code, post_password

    response = post_password(client, email, DEMO_PASSWORD)
    if response.status_code == 302 and response.url == MFA_STEP:
        response = post_code(client, totp_code(DEMO_TOTP_SECRET))
    assert response.status_code == 302, (email, response.status_code)
    assert client.get("/").wsgi_request.user.email == email


def _body(response) -> bytes:
    if response.streaming:
        return b"".join(response.streaming_content)
    return response.content


def crawl(client, start: str = "/", read: set | None = None):
    """Breadth first from ``start``, GET only, every same-site link, at most PER_NAME
    addresses of one URL name, none in ``read`` (the addresses another role read):
    yields (address, status, content type, body) of each page read."""
    from collections import Counter, deque
    from urllib.parse import urljoin, urlsplit

    from django.urls import Resolver404, resolve

    queue, seen, per_name = deque([start]), {start} | (read or set()), Counter()
    while queue:
        address = queue.popleft()
        response = client.get(address)
        if response.status_code in (301, 302, 303, 307, 308):
            found = [response.url]
            kind, body = "", b""
        else:
            kind = response.get("Content-Type", "").split(";")[0]
            body = _body(response) if kind in ("text/html", "application/pdf") else b""
            found = _Reader(body.decode()).links if kind == "text/html" else []
            yield address, response.status_code, kind, body
        for href in found:
            parts = urlsplit(urljoin(f"http://testserver{address}", href))
            if parts.scheme not in ("http", "https") or parts.netloc != "testserver":
                continue
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            if path in seen or parts.path.startswith(CRAWL_SKIP) or "logout" in path:
                continue
            seen.add(path)
            try:
                name = resolve(parts.path).view_name
            except Resolver404:
                continue
            if per_name[name] >= PER_NAME or SKIP_NAMES.search(name):
                continue
            per_name[name] += 1
            queue.append(path)


@pytest.mark.django_db
def test_no_iso_date_on_any_page_or_letter_of_the_demo_and_newest_first_is_newest_first(demo):
    """Issue 22, item 4: the demo built once; each of its roles signed in through the
    sign-in pages (password, then the second step for staff), and the public, follow
    every link reachable from their home; no page or PDF they read holds an ISO date,
    and every list that says it is newest first is. Then every letter the demo issued."""
    from django.test import Client

    from lockport_sw.accounts.demo import demo_users
    from lockport_sw.documents.models import IssuedDocument

    signers = {role: email for role, email, _ in reversed(demo_users())}  # the first of each
    signers["administrator"] = "admin@lockport.example"
    signers["public"] = None

    found, refused, pages, newest, read = [], [], 0, 0, set()
    for role, email in signers.items():
        client = Client()
        if email:
            _sign_in_demo(client, email)
        for address, status, kind, body in crawl(client, read=read):
            read.add(address)
            if status != 200:  # a link to a page refused to the role: not this test's matter
                refused.append(f"{role} {address}: {status}")
                continue
            pages += 1
            if kind == "application/pdf":
                text = letter_text(body)
            elif kind == "text/html":
                page = _Reader(body.decode())
                text = page.text
                newest += bool(NEWEST_FIRST.search(text))
                found += [f"{role} {address}: {d}" for d in page.newest_first_disorder()]
            else:
                continue
            found += [f"{role} {address}: {d}" for d in ISO_DATE.findall(text)]

    issued = 0
    for document in IssuedDocument.objects.all():
        issued += 1
        text = letter_text(_read(document))
        found += [f"letter {document.number}: {d}" for d in ISO_DATE.findall(text)]

    print(f"{pages} pages, {issued} letters, {newest} newest first; refused: {refused}")
    assert pages > 200 and issued > 10 and newest > 3, (pages, issued, newest)
    assert not found, "\n".join(found)


# --- Issue 43, item 12: what people read, letter by letter -------------------------------


def _letter_words(document) -> str:
    return " ".join(letter_text(_read(document)).split())


@pytest.mark.django_db
@pytest.mark.parametrize("kind", ["organization", "person"])
def test_158_6c_a_158_6b_order_to_a_house_owner_omits_the_spdes_industrial_paragraph(kind):
    """§ 158-6C speaks of SPDES permits for industrial activity: the § 158-6B order to a
    person (a house owner) does not print it; to an organization it does. The order is
    titled by what it is, its citation once."""
    import time_machine

    from illicit.services import orders as illicit_orders
    from lockport_sw.accounts.roles import Role
    from tests.enforcement.factories import local, respondent_party
    from tests.factories import UserFactory
    from tests.illicit.world import case

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    party = respondent_party(name="Hal Homeowner", kind=kind)
    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        order = illicit_orders.order_issue(
            acting_user=smo,
            case=case(smo, owner=party),
            party=party,
            kind="6B",
            requirements="Move the downspout off the driveway and onto the lawn.",
            due_date=date(2026, 6, 30),
        )
    document = order.letters.get().document
    text = _letter_words(document)

    assert ("§ 158-6C" in text) is (kind == "organization")
    assert document.title == "Order to implement additional best management practices"
    assert MS4_SPELLED in text
    assert not plain_words_problems(text), plain_words_problems(text)


@pytest.mark.django_db
def test_158_8b_the_notice_says_how_where_and_by_when_to_petition():
    """§ 158-8B: "The violator may petition the SMO for a reconsideration and hearing":
    the notice says how (in writing), where (the office's address and email) and by when
    (the period after service); when service is complete the violator is sent the day."""
    import time_machine
    from django.conf import settings

    from enforcement.services import notices
    from illicit.services import access
    from lockport_sw.accounts.roles import Role
    from lockport_sw.notifications.models import Notification
    from tests.enforcement.factories import local, respondent_party
    from tests.factories import UserFactory
    from tests.illicit.world import confirmed

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    operator = respondent_party(user=UserFactory(roles=[Role.APPLICANT]), name="Otto Operator")
    with time_machine.travel(local(2026, 6, 1, 10, 0), tick=False):
        action = access.termination_propose(
            acting_user=smo,
            case=confirmed(smo, operator=operator),
            party=operator,
            reasons="Solvent pouring into the storm sewer.",
            at=local(2026, 6, 1, 9, 30),
        )
    document = action.letters.get().document
    text = _letter_words(document)
    assert "How to petition: write to the Stormwater Management Officer" in text
    assert settings.TOWN["address"] in text and settings.TOWN["email"] in text
    assert "within 10 calendar days after the day this notice is served on you" in text
    assert not plain_words_problems(text), plain_words_problems(text)

    with time_machine.travel(local(2026, 6, 2, 10, 0), tick=False):
        notices.service_record(
            acting_user=smo,
            document=document,
            method="personal",
            served_by_name="Sam Officer",
            served_at=local(2026, 6, 2, 10, 0),
        )
    told = Notification.objects.filter(recipient=operator.user, subject__startswith="Last day")
    assert [n.subject for n in told] == ["Last day to petition: June 12, 2026"]


@pytest.mark.django_db
def test_158_13a_the_access_request_names_the_office_and_a_day_to_answer_by():
    """§ 158-13A: the request for access says where to answer (the office at the top of
    the letter, named) and by when (14 days, Town policy), never "the office below"."""
    import time_machine
    from django.conf import settings

    from enforcement.services import corrective
    from lockport_sw.accounts.roles import Role
    from tests.enforcement.factories import issue, local, make_violation, served_in_person
    from tests.factories import UserFactory

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo), deadline=date(2026, 3, 20))
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 23, 10, 0), tick=False):
        action = corrective.access_request(acting_user=smo, notice=notice, measures="Regrade.")
    text = _letter_words(action.letter)

    assert "Please answer this request by Monday, April 6, 2026" in text
    assert settings.TOWN["address"] in text
    assert "below" not in text
    assert not plain_words_problems(text), plain_words_problems(text)


@pytest.mark.django_db
def test_158_13a_the_decision_to_a_tenant_appellant_names_the_owners_asked_for_access(client):
    """§ 158-13A: the request for access goes to the owners; a decision upholding a tenant's
    appeal says whose permission will be asked, not "your permission". The message of the
    decision gives the new deadline."""
    import time_machine

    from enforcement.models import Appeal
    from enforcement.services import appeals
    from lockport_sw.accounts.roles import Role
    from lockport_sw.notifications.models import Notification
    from lockport_sw.registry.services import ownership_record
    from tests.enforcement.factories import (
        issue,
        local,
        make_violation,
        respondent_party,
        schedule_hearing,
        served_in_person,
    )
    from tests.factories import PropertyFactory, UserFactory
    from tests.seats import seat, votes

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    board = UserFactory(roles=[Role.TOWN_BOARD], full_name="Bo Ardley")
    seat("town_board", [board], members=5)
    tenant = respondent_party(user=UserFactory(roles=[Role.APPLICANT]), name="Tia Tenant")
    parcel = PropertyFactory()
    owner = respondent_party(name="Olga Owner")
    ownership_record(acting_user=smo, parcel=parcel, party=owner, source="Deed")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(
            smo, make_violation(smo, party=tenant, parcel=parcel), deadline=date(2026, 3, 20)
        )
        served_in_person(smo, notice)
    with time_machine.travel(local(2026, 3, 10, 10, 0), tick=False):
        appeal = appeals.appeal_file(acting_user=tenant.user, notice=notice, grounds="Not me.")
        appeal = schedule_hearing(board, appeal, local(2026, 3, 26, 19))
    with time_machine.travel(local(2026, 3, 27, 9, 0), tick=False):
        appeal = appeals.appeal_decide(
            acting_user=board,
            appeal=appeal,
            outcome=Appeal.Outcome.UPHOLD,
            votes=votes(on=date(2026, 3, 26), for_=4, against=1),
            decision_text="The dye test traced the flow to the wash bays.",
            decided_on=date(2026, 3, 26),
        )
    text = _letter_words(appeal.decision_document)

    assert "your permission" not in text
    assert (
        "will request the permission of the owner of the property (Olga Owner), not yours" in text
    )
    assert appeals.decision_deadline_words(appeal).startswith("Correct the violation on or before ")
    assert Notification.objects.filter(recipient=tenant.user).exists()


@pytest.mark.django_db
def test_159_8c2_a_lifting_letter_names_another_order_still_in_force_on_the_land():
    """§ 159-8C(2): lifting one stop-work order does not let work resume while another
    order on the same land stands: the letter names it."""
    import time_machine

    from enforcement.services import notices, orders
    from lockport_sw.accounts.roles import Role
    from tests.enforcement.factories import local, make_violation
    from tests.factories import PropertyFactory, UserFactory

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    parcel = PropertyFactory()
    with time_machine.travel(local(2026, 5, 4, 10, 0), tick=False):
        first, second = (
            orders.order_issue(
                acting_user=smo,
                violation=make_violation(smo, chapter="159", parcel=parcel),
                reasons=reasons,
                work_allowed="Stabilization only.",
            )
            for reasons in ("Sediment in the road.", "Fill placed in the swale.")
        )
        for order in (first, second):
            notices.service_record(
                acting_user=smo,
                document=order.document,
                method="personal",
                served_by_name="Ines Park",
                served_at=local(2026, 5, 4, 10, 0),
            )
    with time_machine.travel(local(2026, 5, 11, 10, 0), tick=False):
        first = orders.order_lift(
            acting_user=smo,
            order=first,
            compliance_finding="Road swept.",
            confirming_evidence="Inspection of May 11, 2026",
        )
    text = _letter_words(first.lift_document)

    assert f"Still in force: Stop-work order {second.number} of May 4, 2026" in text
    assert "may resume" not in text


@pytest.mark.django_db
def test_158_12_the_respondent_reads_no_clock_reckoning_on_their_notices(client):
    """Issue 43, item 12: the person a notice is addressed to reads "Appeal period ended on
    ...", never "Appeal window: Overdue 25 days", "waived" or how the date was counted."""
    import time_machine
    from django.urls import reverse

    from lockport_sw.accounts.roles import Role
    from tests.enforcement.factories import issue, local, make_violation, respondent_party
    from tests.factories import UserFactory

    smo = UserFactory(roles=[Role.SMO], full_name="Sam Morgan")
    person = respondent_party(user=UserFactory(roles=[Role.APPLICANT]), name="Rita Respondent")
    with time_machine.travel(local(2026, 3, 2, 10, 0), tick=False):
        notice = issue(smo, make_violation(smo, party=person), deadline=date(2026, 5, 20))
    client.force_login(person.user)
    with time_machine.travel(local(2026, 4, 11, 10, 0), tick=False):
        pages = [client.get(reverse("enforcement:mine")), client.get(notice.get_absolute_url())]
    for response in pages:
        assert response.status_code == 200
        text = _Reader(response.content.decode()).text
        problems = plain_words_problems(text, letter=False)
        assert not problems, (response.wsgi_request.path, problems)
    assert "Appeal period ended on March 17, 2026" in _Reader(pages[0].content.decode()).text
    assert "The appeal period ended on March 17, 2026." in _Reader(pages[1].content.decode()).text
