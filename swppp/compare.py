"""What changed between two versions of a SWPPP, item by item.

The comparison itself is pure: it takes two ``VersionSnapshot``s (plain data) and says,
for each checklist item, whether the item was added to or removed from the checklist,
whether its text changed (with a word-level diff, HTML-escaped, marked up with
``<del>``/``<ins>``) and which files were added or removed (by upload id); and the same for
the phasing justification (§ 159-5B(1)(d)), the stormwater facility answer (§ 159-7B), the
professional's signature (§ 159-5B(4)) and the other permits (§ 159-5C).

``snapshot(submission)`` and ``load_comparison(versions, version)`` read the database (a
fixed number of queries); the pages only render what they return. Nothing here writes:
earlier versions stay as they were received.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from django.db.models import QuerySet
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from lockport_sw.calendar.words import long_date, when
from lockport_sw.jurisdiction.registry import cite

from . import selectors
from .models import ChecklistItem, Submission

ADDED = "added"
REMOVED = "removed"
CHANGED = "changed"
UNCHANGED = "unchanged"

_TOKENS = re.compile(r"\n|[^\s]+")  # words and line breaks; spaces only separate


# Data ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class FileRef:
    """An uploaded file, compared by its id (the same file carried into a revision keeps
    its id; a new file with the same name is a different file)."""

    id: str
    name: str


@dataclass(frozen=True)
class ItemSnapshot:
    code: str
    citation: str
    label: str
    text: str = ""
    files: tuple[FileRef, ...] = ()
    sort_key: tuple = ()


@dataclass(frozen=True)
class ContentValue:
    key: str
    label: str
    citation: str
    value: str


@dataclass(frozen=True)
class VersionSnapshot:
    version: int
    items: tuple[ItemSnapshot, ...] = ()
    contents: tuple[ContentValue, ...] = ()


@dataclass(frozen=True)
class ItemChange:
    code: str
    citation: str
    label: str
    status: str  # ADDED, REMOVED, CHANGED or UNCHANGED
    old_text: str = ""
    new_text: str = ""
    files_added: tuple[FileRef, ...] = ()
    files_removed: tuple[FileRef, ...] = ()
    files_kept: tuple[FileRef, ...] = ()

    @property
    def text_changed(self) -> bool:
        return _normalise(self.old_text) != _normalise(self.new_text)

    @property
    def files_changed(self) -> bool:
        return bool(self.files_added or self.files_removed)

    @property
    def diff(self) -> SafeString:
        return diff_words(self.old_text, self.new_text)


@dataclass(frozen=True)
class FieldChange:
    key: str
    label: str
    citation: str
    old: str
    new: str

    @property
    def changed(self) -> bool:
        return _normalise(self.old) != _normalise(self.new)

    @property
    def diff(self) -> SafeString:
        return diff_words(self.old, self.new)


@dataclass(frozen=True)
class Comparison:
    older: int
    newer: int
    items: list[ItemChange] = field(default_factory=list)
    contents: list[FieldChange] = field(default_factory=list)

    @property
    def changed_items(self) -> list[ItemChange]:
        return [c for c in self.items if c.status != UNCHANGED]

    @property
    def unchanged_items(self) -> list[ItemChange]:
        return [c for c in self.items if c.status == UNCHANGED]

    @property
    def changed_contents(self) -> list[FieldChange]:
        return [c for c in self.contents if c.changed]

    @property
    def any_change(self) -> bool:
        return bool(self.changed_items or self.changed_contents)


# Pure functions ---------------------------------------------------------------------------
def _normalise(text: str) -> str:
    return (text or "").replace("\r\n", "\n").replace("\r", "\n").strip()


def _render(tokens: list[str]) -> str:
    """Words joined by a space, line breaks as ``<br>``, every word escaped."""
    out, prev = [], None
    for word in tokens:
        if word == "\n":
            out.append("<br>")
        else:
            if prev is not None and prev != "\n":
                out.append(" ")
            out.append(escape(word))
        prev = word
    return "".join(out)


def diff_words(old: str, new: str) -> SafeString:
    """A word-level diff of two texts as HTML: removed words in ``<del>``, added words in
    ``<ins>``, everything escaped; line breaks kept as ``<br>``. Only words and line
    breaks count: a change of spacing within a line is not a change."""
    a = _TOKENS.findall(_normalise(old))
    b = _TOKENS.findall(_normalise(new))
    groups: list[tuple[list[str], str]] = []  # (tokens, "" | "del" | "ins")
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            groups.append((b[j1:j2], ""))
            continue
        if op in ("delete", "replace"):
            groups.append((a[i1:i2], "del"))
        if op in ("insert", "replace"):
            groups.append((b[j1:j2], "ins"))
    out, last = [], None
    for tokens, tag in groups:
        if last is not None and last != "\n" and tokens[0] != "\n":
            out.append(" ")
        html = _render(tokens)
        if tag == "del":
            html = f'<del class="bg-danger-subtle">{html}</del>'
        elif tag == "ins":
            html = f'<ins class="bg-success-subtle">{html}</ins>'
        out.append(html)
        last = tokens[-1]
    return mark_safe("".join(out))  # noqa: S308 (each word escaped by _render)  # nosec B308 B703


def compare_item(old: ItemSnapshot | None, new: ItemSnapshot | None) -> ItemChange:
    """One item in two versions (None: the item is not in that version's checklist)."""
    if old is None and new is None:
        raise ValueError("An item must be in at least one of the versions.")
    base = new or old
    old_files = {f.id: f for f in (old.files if old else ())}
    new_files = {f.id: f for f in (new.files if new else ())}
    added = tuple(f for fid, f in new_files.items() if fid not in old_files)
    removed = tuple(f for fid, f in old_files.items() if fid not in new_files)
    kept = tuple(f for fid, f in new_files.items() if fid in old_files)
    old_text = old.text if old else ""
    new_text = new.text if new else ""
    if old is None:
        status = ADDED
    elif new is None:
        status = REMOVED
    elif _normalise(old_text) != _normalise(new_text) or added or removed:
        status = CHANGED
    else:
        status = UNCHANGED
    return ItemChange(
        code=base.code,
        citation=base.citation,
        label=base.label,
        status=status,
        old_text=old_text,
        new_text=new_text,
        files_added=added,
        files_removed=removed,
        files_kept=kept,
    )


def compare_items(
    older: tuple[ItemSnapshot, ...] | list[ItemSnapshot],
    newer: tuple[ItemSnapshot, ...] | list[ItemSnapshot],
) -> list[ItemChange]:
    """Every item of either version, in checklist order (items only in the older version
    where they stood)."""
    old_by_code = {i.code: i for i in older}
    new_by_code = {i.code: i for i in newer}
    snapshots = {**old_by_code, **new_by_code}
    order = sorted(snapshots.values(), key=lambda i: (i.sort_key, i.code))
    return [compare_item(old_by_code.get(i.code), new_by_code.get(i.code)) for i in order]


def compare_contents(
    older: tuple[ContentValue, ...] | list[ContentValue],
    newer: tuple[ContentValue, ...] | list[ContentValue],
) -> list[FieldChange]:
    old_by_key = {c.key: c for c in older}
    changes = []
    for new in newer:
        old = old_by_key.get(new.key)
        changes.append(
            FieldChange(new.key, new.label, new.citation, old.value if old else "", new.value)
        )
    return changes


def compare_versions(older: VersionSnapshot, newer: VersionSnapshot) -> Comparison:
    return Comparison(
        older=older.version,
        newer=newer.version,
        items=compare_items(older.items, newer.items),
        contents=compare_contents(older.contents, newer.contents),
    )


def _yes_no(value: bool, yes: str) -> str:
    return yes if value else "Not given"


NOT_SIGNED = "Not signed"


def _signature_text(submission: Submission) -> str:
    """The professional's signature of this version, told apart from any other: each
    version is signed anew (§ 159-5B(4)), so a new signature is a change even by the same
    professional on the same day (the moment it was made says so; issue 24)."""
    signature = submission.certification
    if signature is None:
        return "" if submission.legacy_certification else NOT_SIGNED
    made = cite("swm.professional_certification") + (
        f" and {cite('swm.smo_designation.professional_certification')}"
        if signature.conformance_statement
        else ""
    )
    signed = when(signature.signed_at) if signature.signed_at else long_date(signature.signed_on)
    return (
        f"{signature.name}, {signature.designation}, New York license "
        f"{signature.license_number}, signed {signed} ({made})"
    )


def content_values(submission: Submission) -> tuple[ContentValue, ...]:
    """The contents of a version besides the checklist, as text (no queries when the
    version's certification is joined)."""
    s = submission
    return (
        ContentValue(
            "phasing_justification",
            "Phasing justification",
            cite("swm.swppp_contents.phasing"),
            s.phasing_justification,
        ),
        ContentValue(
            "stormwater_facility",
            "Stormwater management facility",
            cite("swm.maintenance_easements"),
            s.get_stormwater_facility_display() if s.stormwater_facility else "",
        ),
        ContentValue(
            "certification",
            "Signature of the licensed professional",
            cite("swm.professional_certification"),
            _signature_text(s),
        ),
        ContentValue(
            "other_permits",
            "Other environmental permits",
            cite("swm.other_permits"),
            s.other_permits,
        ),
        ContentValue(
            "other_permits_assured",
            "Assurance that other permits have been or will be acquired",
            cite("swm.other_permits"),
            _yes_no(s.other_permits_assured, "Assured"),
        ),
    )


# Reads ------------------------------------------------------------------------------------
def snapshot(submission: Submission, items: list[ChecklistItem] | None = None) -> VersionSnapshot:
    """One version as plain data (2 or 3 queries: its items, its answers and their files)."""
    items = selectors.checklist_items(submission) if items is None else items
    answers = {a.item_id: a for a in submission.answers.prefetch_related("uploads").order_by("pk")}
    snaps = []
    for item in items:
        answer = answers.get(item.pk)
        files = ()
        if answer is not None:
            uploads = sorted(answer.uploads.all(), key=lambda u: (u.uploaded_at, str(u.pk)))
            files = tuple(FileRef(str(u.pk), u.original_name) for u in uploads)
        snaps.append(
            ItemSnapshot(
                code=item.code,
                citation=item.citation,
                label=item.label,
                text=answer.text if answer else "",
                files=files,
                sort_key=(item.part, item.order),
            )
        )
    return VersionSnapshot(
        version=submission.version, items=tuple(snaps), contents=content_values(submission)
    )


def load_comparison(versions: QuerySet[Submission], version: int) -> Comparison:
    """Version ``version`` against the one before it, both from ``versions`` (a project's
    versions the user may see). Raises Submission.DoesNotExist when either is missing
    (version 1 has nothing before it)."""
    pair = {
        s.version: s
        for s in versions.filter(version__in=[version - 1, version]).select_related(
            "project", "certification"
        )
    }
    if version < 2 or len(pair) != 2:
        raise Submission.DoesNotExist(f"No version {version - 1} to compare with.")
    return compare_versions(snapshot(pair[version - 1]), snapshot(pair[version]))


# The previous version's findings, for the review of a revision ---------------------------
@dataclass(frozen=True)
class PreviousFinding:
    """An item of the version before, its finding there (``status`` "" when none was
    recorded on it), and whether the item is unchanged since (same text, same files, as
    the comparison of the two versions says): the SMO's review of a revision starts from
    it."""

    version: int
    status: str
    status_label: str
    comment: str
    unchanged: bool

    @property
    def acceptable(self) -> bool:
        return self.status == "acceptable"


def previous_findings(submission: Submission) -> dict[int, PreviousFinding]:
    """item id -> the item in the version before ``submission``, with its finding there
    if any (none for version 1, or for an item new in this version); a fixed number of
    queries. Every item the comparison page counts as unchanged is marked unchanged here
    too, found on or not, so both pages give the same count (issue 24)."""
    if submission.version < 2:
        return {}
    previous = (
        Submission.objects.filter(project_id=submission.project_id, version=submission.version - 1)
        .select_related("certification")
        .first()
    )
    if previous is None:
        return {}
    findings = {f.item_id: f for f in previous.findings.all()}
    items = selectors.checklist_items(submission)
    comparison = compare_versions(snapshot(previous), snapshot(submission, items))
    unchanged = {c.code for c in comparison.unchanged_items}
    before = {c.code for c in comparison.items if c.status in (UNCHANGED, CHANGED)}
    result = {}
    for item in items:
        if item.code not in before:
            continue
        finding = findings.get(item.pk)
        result[item.pk] = PreviousFinding(
            version=previous.version,
            status=finding.status if finding else "",
            status_label=finding.get_status_display() if finding else "",
            comment=finding.comment if finding else "",
            unchanged=item.code in unchanged,
        )
    return result
