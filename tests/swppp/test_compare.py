"""Comparing two SWPPP versions (swppp/compare.py): the pure functions, then the loader."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from swppp import compare, selectors
from swppp.compare import (
    ADDED,
    CHANGED,
    REMOVED,
    UNCHANGED,
    ContentValue,
    FileRef,
    ItemSnapshot,
    VersionSnapshot,
    compare_contents,
    compare_item,
    compare_items,
    compare_versions,
    diff_words,
)
from swppp.models import ChecklistItem, Outcome, ProfessionalSignature, Submission
from swppp.services import plans
from tests.swppp.factories import decided

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
DEL = '<del class="bg-danger-subtle">'
INS = '<ins class="bg-success-subtle">'


def snap(code="159-5B(1)(c)", text="", files=(), order=3, part="5B1"):
    return ItemSnapshot(
        code=code,
        citation=f"§ {code}",
        label=f"Item {code}",
        text=text,
        files=tuple(files),
        sort_key=(part, order),
    )


# diff_words ---------------------------------------------------------------------------------
def test_identical_texts_have_no_markup():
    assert diff_words("Silt loam.", "Silt loam.") == "Silt loam."


def test_a_changed_word_is_deleted_and_inserted():
    assert diff_words("Soils are silt loam.", "Soils are clay loam.") == (
        f"Soils are {DEL}silt</del> {INS}clay</ins> loam."
    )


def test_added_and_removed_words():
    assert diff_words("A B C", "A C D") == f"A {DEL}B</del> C {INS}D</ins>"


def test_text_is_escaped_inside_and_outside_the_markup():
    html = diff_words("<script>x</script> & co", "<b>y</b> & co")

    assert "<script>" not in html and "<b>" not in html
    assert "&lt;script&gt;x&lt;/script&gt;" in html
    assert "&lt;b&gt;y&lt;/b&gt;" in html
    assert "&amp; co" in html


def test_line_breaks_are_kept_and_crlf_or_spacing_is_not_a_change():
    assert diff_words("one\r\ntwo", "one\ntwo") == "one<br>two"
    assert diff_words("one  two", "one two") == "one two"
    assert diff_words("one\ntwo", "one\nthree") == f"one<br>{DEL}two</del> {INS}three</ins>"
    assert diff_words("one two", "one\ntwo") == f"one{INS}<br></ins>two"


def test_text_from_nothing_is_all_inserted_and_to_nothing_all_deleted():
    assert diff_words("", "New text") == f"{INS}New text</ins>"
    assert diff_words("Old text", "") == f"{DEL}Old text</del>"


# compare_item / compare_items ----------------------------------------------------------------
def test_an_item_with_the_same_text_and_files_is_unchanged():
    f = FileRef("u1", "soils.pdf")

    change = compare_item(snap(text="Silt.", files=[f]), snap(text=" Silt.\n", files=[f]))

    assert change.status == UNCHANGED
    assert not change.text_changed and not change.files_changed
    assert change.files_kept == (f,)


def test_files_are_compared_by_id_not_by_name():
    old = FileRef("u1", "map.pdf")
    new = FileRef("u2", "map.pdf")  # the same name, a new file

    change = compare_item(snap(files=[old]), snap(files=[new]))

    assert change.status == CHANGED
    assert change.files_added == (new,)
    assert change.files_removed == (old,)
    assert not change.text_changed


def test_a_changed_text_has_its_diff():
    change = compare_item(snap(text="No survey."), snap(text="Survey on sheet S-1."))

    assert change.status == CHANGED and change.text_changed
    assert DEL in change.diff and INS in change.diff


def test_items_added_to_and_removed_from_the_checklist():
    added = compare_item(None, snap(code="159-5B(3)(b)", text="Pond."))
    removed = compare_item(snap(code="159-5B(3)(b)", text="Pond.", files=[FileRef("u", "p")]), None)

    assert added.status == ADDED and added.diff == f"{INS}Pond.</ins>"
    assert removed.status == REMOVED and removed.files_removed == (FileRef("u", "p"),)
    with pytest.raises(ValueError, match="must be in at least one of the versions"):
        compare_item(None, None)


def test_items_of_both_versions_come_in_checklist_order():
    a = snap("159-5B(1)(a)", order=1)
    c = snap("159-5B(1)(c)", order=3)
    post = snap("159-5B(3)(b)", order=2, part="5B3")

    changes = compare_items([a, post], [c, a])

    assert [(x.code, x.status) for x in changes] == [
        ("159-5B(1)(a)", UNCHANGED),
        ("159-5B(1)(c)", ADDED),
        ("159-5B(3)(b)", REMOVED),
    ]


def test_contents_changes():
    old = [ContentValue("other_permits", "Permits", "§ 159-5C", "SPDES: applied for")]
    new = [
        ContentValue("other_permits", "Permits", "§ 159-5C", "SPDES: held"),
        ContentValue("phasing_justification", "Phasing", "§ 159-5B(1)(d)", ""),
    ]

    permits, phasing = compare_contents(old, new)

    assert permits.changed and f"{INS}held</ins>" in permits.diff
    assert not phasing.changed


def test_compare_versions_summarises():
    older = VersionSnapshot(1, (snap(text="a"),), (ContentValue("k", "K", "§", "x"),))
    newer = VersionSnapshot(2, (snap(text="a"),), (ContentValue("k", "K", "§", "x"),))

    same = compare_versions(older, newer)
    assert (same.older, same.newer, same.any_change) == (1, 2, False)
    assert len(same.unchanged_items) == 1 and same.changed_items == []

    changed = compare_versions(older, VersionSnapshot(2, (snap(text="b"),), newer.contents))
    assert changed.any_change and [c.status for c in changed.changed_items] == [CHANGED]


def test_content_values_render_the_signature_as_text():
    signature = ProfessionalSignature(
        name="Erin Engineer",
        designation="PE",
        license_number="081234",
        signed_on=date(2026, 1, 5),
        signed_at=datetime(2026, 1, 5, 15, tzinfo=UTC),
        design_statement="…",
    )
    submission = Submission(
        version=1, stormwater_facility="yes", other_permits_assured=False, certification=signature
    )

    values = {c.key: c.value for c in compare.content_values(submission)}

    assert values["certification"] == (
        "Erin Engineer, PE, New York license 081234, signed Monday, January 5, 2026 at "
        "10:00 AM EST (§ 159-5B(4))"
    )
    assert values["stormwater_facility"].startswith("Yes")
    assert values["other_permits_assured"] == "Not given"


def test_159_5b4_a_new_signature_is_a_change_even_by_the_same_professional_the_same_day():
    """Issue 24, item 8: version 2, signed again by the same engineer on the same day, was
    said to have an unchanged signature."""

    def signed(version, hour):
        signature = ProfessionalSignature(
            name="Erin Engineer",
            designation="PE",
            license_number="081234",
            signed_on=date(2026, 1, 5),
            signed_at=datetime(2026, 1, 5, hour, tzinfo=UTC),
            design_statement="…",
        )
        return VersionSnapshot(
            version,
            (),
            compare.content_values(Submission(version=version, certification=signature)),
        )

    comparison = compare_versions(signed(1, 14), signed(2, 19))

    (change,) = [c for c in comparison.changed_contents if c.key == "certification"]
    assert "9:00 AM" in change.old and "2:00 PM" in change.new
    unsigned = VersionSnapshot(2, (), compare.content_values(Submission(version=2)))
    (change,) = compare_versions(signed(1, 14), unsigned).changed_contents
    assert change.new == compare.NOT_SIGNED


# The loader ------------------------------------------------------------------------------------
@pytest.mark.django_db
def test_load_comparison_of_a_revision(applicant, smo, django_assert_max_num_queries):
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    project = first.project
    draft = plans.revise(acting_user=applicant, project=project)
    soils = ChecklistItem.objects.get(code="159-5B(1)(c)")
    plans.answer_save(
        acting_user=applicant,
        submission=draft,
        item=soils,
        text="Appleton silt loam (sheet S-1).",
        files=[SimpleUploadedFile("soils.pdf", PDF)],
    )

    with django_assert_max_num_queries(8):
        comparison = compare.load_comparison(project.submissions.all(), 2)

    (soil_change,) = comparison.changed_items
    assert soil_change.code == "159-5B(1)(c)"
    assert soil_change.text_changed
    assert [f.name for f in soil_change.files_added] == ["soils.pdf"]
    assert len(comparison.unchanged_items) == len(first.checklist) - 1
    # The revision is signed anew (§ 159-5B(4)): not yet, so the signature shows as changed.
    assert "certification" in {c.key for c in comparison.changed_contents}
    # Version 1 is untouched.
    assert first.answers.get(item=soils).text == "See sheet for soils."


@pytest.mark.django_db
def test_load_comparison_needs_an_earlier_version(applicant, smo):
    project = decided(smo, applicant, Outcome.DISAPPROVE).project

    with pytest.raises(Submission.DoesNotExist, match="No version 0 to compare with"):
        compare.load_comparison(project.submissions.all(), 1)
    with pytest.raises(Submission.DoesNotExist, match="No version 1 to compare with"):
        compare.load_comparison(project.submissions.all(), 2)


@pytest.mark.django_db
def test_a_received_version_keeps_its_frozen_checklist(applicant, smo):
    first = decided(smo, applicant, Outcome.DISAPPROVE)
    extra = ChecklistItem.objects.create(
        code="159-5B(3)(a)", part="5B3", label="Item (a)", statute_text="…", order=0
    )

    assert extra not in selectors.checklist_items(first)
    draft = plans.revise(acting_user=applicant, project=first.project)
    assert extra in selectors.checklist_items(draft)
    comparison = compare.load_comparison(first.project.submissions.all(), 2)
    assert [(c.code, c.status) for c in comparison.changed_items] == [("159-5B(3)(a)", ADDED)]
