"""Issue 49: no citation, chapter or municipality's name is written outside the
jurisdiction's data (tests/jurisdiction/citations.py says what is looked for)."""

from __future__ import annotations

import pytest

from lockport_sw.jurisdiction.registry import JURISDICTIONS, named
from tests.jurisdiction import citations


def test_no_citation_is_written_outside_the_jurisdiction_data():
    found = citations.written()

    where = "\n".join(
        f"{name}:{line}: {match}" for name, hits in found.items() for line, match in hits
    )
    assert not found, f"Cite through the jurisdiction (cite(), {{% cite %}}, current()):\n{where}"


def test_the_finder_reads_string_literals_and_templates_not_docstrings_or_comments(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        '"""Under § 158-12 (a docstring)."""\n'
        "# § 159-4C, a comment\n"
        "def f(n):\n"
        '    """Chapter 158."""\n'
        '    return f"Appeal under § 158-12 to the Town of Lockport within {n} days"\n'
        'NAME = "Chapter 159"\n'
    )
    template = tmp_path / "t.html"
    template.write_text(
        "<p>{% cite 'idl.appeal' %}</p>\n<p>§§ 159-8C(1) and 159-8C(2)</p>\n"
        "{# § 158-12: a comment #}{% comment %}Chapter 159\nof Lockport{% endcomment %}\n"
        "<style>/* Chapters 158 and 159 */</style><p>Town of Lockport</p>\n"
    )

    assert citations.found_in_python(module) == [
        (5, "§ 158-"),
        (5, "Lockport"),
        (6, "Chapter 159"),
    ]
    assert citations.found_in_template(template) == [(2, "§§ 159-"), (5, "Lockport")]


def test_the_jurisdiction_data_cites_every_provision_the_code_cites():
    """Every key a rule of the catalogue names is one the municipality maps."""
    from lockport_sw.deadlines.catalogue import RULES

    for key in JURISDICTIONS:
        municipality = named(key)
        for rule in RULES:
            assert municipality.cite_all(rule.provisions), (key, rule.code)


@pytest.fixture
def village(settings, monkeypatch):
    """The deployment serves the second municipality, the Village of Example Falls
    (lockport_sw/jurisdiction/example_falls.py)."""
    settings.JURISDICTION = "examplefalls"
    village = named("examplefalls")
    # As the settings make it when the deployment starts (lockport_sw/settings/base.py).
    settings.TOWN = village.letterhead()
    return village


def test_the_village_cites_every_provision_lockport_cites():
    from lockport_sw.jurisdiction.example_falls import PROVISIONS as VILLAGE
    from lockport_sw.jurisdiction.lockport import PROVISIONS

    assert set(VILLAGE) == set(PROVISIONS)


def test_a_rule_of_the_catalogue_cites_the_municipalitys_own_sections(village):
    from lockport_sw.deadlines.catalogue import get as rule

    assert rule("nov158_appeal").citation == "Section 15 of L.L. No. 2-2008"
    assert rule("continuing_violation").citation.startswith(
        "Section 14.2 of L.L. No. 2-2008, Article 3, Section 3.4 of L.L. No. 3-2008"
    )


def test_a_letters_footer_names_the_laws_its_citations_are_of(village):
    from lockport_sw.documents.rendering import code_chapters
    from lockport_sw.jurisdiction.registry import cite

    def named(citations):  # a local law's name is kept on one line (no-break spaces)
        return code_chapters(citations).replace("\N{NO-BREAK SPACE}", " ")

    assert named([cite("idl.appeal")]) == "L.L. No. 2-2008"
    assert named([cite("swm.appeal")]) == "L.L. No. 3-2008"
    assert named([cite("idl.appeal"), cite("swm.penalties")]) == (
        "L.L. No. 2-2008 and L.L. No. 3-2008"
    )
    assert named([]) == "L.L. No. 2-2008 and L.L. No. 3-2008"


def test_a_letter_to_the_village_names_its_code_and_never_lockport(village, tmp_path):
    from pypdf import PdfReader

    from lockport_sw.documents.rendering import render_pdf
    from lockport_sw.jurisdiction.registry import cite

    pdf = tmp_path / "letter.pdf"
    pdf.write_bytes(
        render_pdf(
            "pdf/base_letter.html",
            {"title": "A letter", "citations": [cite("idl.appeal")], "document_number": "X-1"},
        )
    )
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)

    assert "Issued under Section 15 of L.L. No. 2-2008 of the Village of Example Falls." in text
    assert "Village of Example Falls · Code Enforcement Officer · X-1" in text
    assert "Lockport" not in text and "158" not in text and "159" not in text


@pytest.mark.django_db
def test_lockport_names_its_chapters_in_every_pages_footer(client):
    page = client.get("/").content.decode()

    assert (
        "Chapter 158 (Illicit Discharges, L.L. No. 6-2016) and Chapter 159 (Stormwater "
        "Management, L.L. No. 8-2016) of the Code of the Town of Lockport."
    ) in page


def test_lockport_cites_its_chapters():
    from lockport_sw.deadlines.catalogue import get as rule

    assert rule("nov158_appeal").citation == "§ 158-12"
    assert rule("continuing_violation").citation == "§ 158-11B, § 159-8C(4)"


@pytest.mark.django_db
def test_every_pages_footer_names_the_municipalitys_laws_and_code(client, village):
    page = client.get("/").content.decode()

    # A law the village did not codify is named by its local law.
    assert (
        "L.L. No. 2-2008 (Illicit Discharges) and L.L. No. 3-2008 (Stormwater Management) "
        "of the Village of Example Falls."
    ) in page
    assert "Lockport" not in page.split('<footer class="site-footer')[1]


def test_the_catalogues_words_are_the_municipalitys(village):
    from lockport_sw.deadlines.catalogue import get as rule

    def plain(text):
        return text.replace("\N{NO-BREAK SPACE}", " ")

    appeal = rule("nov158_appeal")
    assert plain(appeal.title) == (
        "Appeal of a L.L. No. 2-2008 notice of violation to the Board of Trustees"
    )
    assert rule("appeal_hearing").who_acts == "Board of Trustees"
    assert "Village Clerk" in rule("decision_filing").who_acts
    assert plain(rule("nov159_appeal_hearing").title) == (
        "Hearing of a L.L. No. 3-2008 appeal (Village policy; the law sets no period)"
    )
    assert "Section 15 of L.L. No. 2-2008" in rule("nov159_appeal").what_follows


def test_lockports_catalogue_reads_as_its_chapters():
    from lockport_sw.deadlines.catalogue import get as rule

    assert rule("nov158_appeal").title == (
        "Appeal of a Chapter 158 notice of violation to the Town Board"
    )
    assert rule("decision_filing").who_acts.startswith(
        "The Town Board files the decision with the Municipal Clerk"
    )
    assert rule("nov159_appeal_hearing").title == (
        "Hearing of a Chapter 159 appeal (Town policy; the law sets no period)"
    )


def test_the_clock_boards_sections_are_the_municipalitys_in_the_codes_order(village):
    from lockport_sw.deadlines.catalogue import section_choices

    choices = section_choices()
    labels = [label for _, label in choices]
    assert "Section 15 of L.L. No. 2-2008" in labels
    assert not [label for label in labels if "§" in label or "158" in label or "159" in label]
    # Numbers in numeric order: Section 9 before Section 14.1(f), before Section 15.
    assert (
        labels.index("Section 9 of L.L. No. 2-2008")
        < labels.index("Section 14.1(f) of L.L. No. 2-2008")
        < labels.index("Section 15 of L.L. No. 2-2008")
    )


def test_lockports_clock_board_sections_run_in_numeric_order():
    from lockport_sw.deadlines.catalogue import section_choices

    values = [value for value, _ in section_choices()]
    assert values.index("158-4A(3)") < values.index("158-10") < values.index("158-11A(6)")
    assert values.index("158-11B") < values.index("158-12") < values.index("159-4B(1)")


def test_a_lazy_citation_is_read_when_shown_not_when_made(settings, monkeypatch):
    from lockport_sw.jurisdiction.registry import cite_lazy, words_lazy

    appeal = cite_lazy("idl.appeal")  # made as a module's form label would be, at import
    body = words_lazy("heard by the {body:idl}")
    assert str(appeal) == "§ 158-12"
    settings.JURISDICTION = "examplefalls"
    assert str(appeal) == "Section 15 of L.L. No. 2-2008"
    assert str(body) == "heard by the Board of Trustees"
