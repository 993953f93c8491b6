"""The Town's tax-parcel roll, imported as CSV: each parcel (SBL), its address, its owners
and their mailing address (issue 23, item 1).

Two steps, the same checks in both: ``roll_check`` reads the whole file and lists every
bad line with its number (a dry run: nothing is written); ``roll_import`` checks again
and writes everything or nothing, in one transaction. What the roll changes is kept with
history: a parcel not yet registered is added; an owner on the roll not yet recorded is
recorded from the roll's date (or "not known" for a parcel with no owner on record yet);
an owner recorded but no longer on the roll is ended on the roll's date (title passed),
never deleted; an owner's changed mailing address is saved (the party's history keeps
the old one). Reads and writes are in bulk, a fixed number of queries per batch, so a
roll of 30,000 lines imports in one request's worth of work (see ``tasks.py``).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from simple_history.utils import bulk_create_with_history, bulk_update_with_history

from lockport_sw.calendar.words import long_date

from .models import Ownership, Party, Property, sbl_validator
from .validation import US_STATES

COLUMNS = ("sbl", "address", "owners", "mailing_street", "mailing_city", "mailing_state", "zip")
ZIP = re.compile(r"^\d{5}(-\d{4})?$")
OWNER_SEPARATOR = ";"
MAX_PROBLEMS = 1000  # listed in full up to this many; the count is always exact
BATCH = 2000


@dataclass
class RollLine:
    line: int
    sbl: str
    address: str
    owners: list[str]
    street: str
    city: str
    state: str
    zip: str


@dataclass
class RollReport:
    """What a check found, or what an import did."""

    lines: int = 0
    problems: list[str] = field(default_factory=list)
    problem_count: int = 0
    parcels_added: int = 0
    owners_added: int = 0
    owners_ended: int = 0
    addresses_changed: int = 0

    @property
    def ok(self) -> bool:
        return self.problem_count == 0

    def problem(self, text: str) -> None:
        self.problem_count += 1
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(text)

    def as_dict(self) -> dict:
        return {
            "lines": self.lines,
            "problems": self.problems,
            "problem_count": self.problem_count,
            "parcels_added": self.parcels_added,
            "owners_added": self.owners_added,
            "owners_ended": self.owners_ended,
            "addresses_changed": self.addresses_changed,
        }


def _read(data: bytes, report: RollReport) -> list[RollLine]:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        report.problem("The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8.")
        return []
    reader = csv.DictReader(io.StringIO(text))
    header = [(h or "").strip().lower() for h in (reader.fieldnames or [])]
    missing = [c for c in COLUMNS if c not in header]
    if missing:
        report.problem(
            f"Line 1: the header lacks {', '.join(missing)} (columns: {', '.join(COLUMNS)})."
        )
        return []
    lines, seen = [], {}
    for row in reader:
        values = {(k or "").strip().lower(): (v or "").strip() for k, v in row.items() if k}
        if not any(values.values()):
            continue
        report.lines += 1
        n = reader.line_num
        item = RollLine(
            line=n,
            sbl=values["sbl"].upper(),
            address=values["address"],
            owners=[o.strip() for o in values["owners"].split(OWNER_SEPARATOR) if o.strip()],
            street=values["mailing_street"],
            city=values["mailing_city"],
            state=values["mailing_state"].upper(),
            zip=values["zip"],
        )
        errors = []
        try:
            sbl_validator(item.sbl)
        except ValidationError:
            errors.append(f"“{item.sbl}” is not a tax map (SBL) number like 123.45-6-7")
        if not item.address:
            errors.append("the parcel's address is empty")
        if not item.owners:
            errors.append("no owner is named")
        if not (item.street and item.city):
            errors.append("the owners' mailing address needs a street and a city")
        if item.state not in US_STATES:
            errors.append(f"“{item.state}” is not a state (two letters, e.g. NY)")
        if not ZIP.match(item.zip):
            errors.append(f"“{item.zip}” is not a ZIP code like 14094")
        if item.sbl in seen:
            errors.append(f"SBL {item.sbl} is also on line {seen[item.sbl]}")
        else:
            seen[item.sbl] = n
        if errors:
            report.problem(f"Line {n}: " + "; ".join(errors) + ".")
        lines.append(item)
    if not lines and report.ok:
        report.problem("The file has no parcel lines.")
    return lines


def roll_check(data: bytes) -> RollReport:
    """The dry run: every bad line, nothing written."""
    report = RollReport()
    _read(data, report)
    return report


def _batches(items: list, size: int = BATCH):
    for start in range(0, len(items), size):
        yield items[start : start + size]


@transaction.atomic
def roll_import(
    *,
    acting_user,
    data: bytes,
    as_of: date,
    source: str,
    progress: Callable[[int, int], None] | None = None,
) -> RollReport:
    """Check, then write everything or nothing. ``progress(done, total)`` is called after
    each batch of lines (the SMO's page shows it)."""
    if not acting_user.has_perm("registry.change_property"):
        raise ValidationError("Only the Town's office staff import the parcel roll.")
    report = RollReport()
    lines = _read(data, report)
    if not report.ok:
        refused = ValidationError({"file": report.problems})
        refused.report = report
        raise refused
    source = (source or f"Tax parcel roll of {long_date(as_of)}")[:200]
    total = len(lines)
    done = 0
    for batch in _batches(lines):
        _import_batch(acting_user, batch, as_of, source, report)
        done += len(batch)
        if progress:
            progress(done, total)
    return report


def _import_batch(acting_user, batch: list[RollLine], as_of: date, source, report) -> None:
    sbls = [item.sbl for item in batch]
    parcels = {p.sbl.upper(): p for p in Property.objects.filter(sbl__in=sbls)}
    new_parcels = [
        Property(sbl=item.sbl, street_address=item.address[:200])
        for item in batch
        if item.sbl not in parcels
    ]
    if new_parcels:
        bulk_create_with_history(new_parcels, Property, default_user=acting_user)
        report.parcels_added += len(new_parcels)
        parcels = {p.sbl.upper(): p for p in Property.objects.filter(sbl__in=sbls)}
    current: dict[int, list[Ownership]] = {}
    recorded_before: set[int] = set()
    for ownership in Ownership.objects.filter(parcel__in=parcels.values()).select_related("party"):
        recorded_before.add(ownership.parcel_id)
        if ownership.conveyed_on is None:
            current.setdefault(ownership.parcel_id, []).append(ownership)

    new_parties: list[tuple[Party, Property, bool]] = []
    ended: list[Ownership] = []
    changed: list[Party] = []
    for item in batch:
        parcel = parcels[item.sbl]
        held = {o.party.name.casefold(): o for o in current.get(parcel.pk, [])}
        named = {name.casefold(): name for name in item.owners}
        for key, name in named.items():
            ownership = held.get(key)
            if ownership is None:
                party = Party(
                    name=name[:200],
                    kind=Party.Kind.ORGANIZATION
                    if re.search(r"\b(LLC|INC|CORP|CO|LTD|LP|TRUST|BANK|CHURCH)\b", name.upper())
                    else Party.Kind.PERSON,
                    mailing_street=item.street[:200],
                    mailing_city=item.city[:80],
                    mailing_state=item.state,
                    mailing_postal_code=item.zip,
                )
                new_parties.append((party, parcel, parcel.pk in recorded_before))
                continue
            party = ownership.party
            if (
                party.mailing_street,
                party.mailing_city,
                party.mailing_state,
                party.mailing_postal_code,
            ) != (item.street, item.city, item.state, item.zip):
                party.mailing_street, party.mailing_city = item.street[:200], item.city[:80]
                party.mailing_state, party.mailing_postal_code = item.state, item.zip
                changed.append(party)
        for key, ownership in held.items():
            if key not in named:
                if ownership.acquired_on is not None and ownership.acquired_on >= as_of:
                    continue  # recorded after this roll's date: the later record stands
                ownership.conveyed_on = as_of
                ended.append(ownership)
    if new_parties:
        parties = [p for p, _, _ in new_parties]
        bulk_create_with_history(parties, Party, default_user=acting_user)
        ownerships = [
            Ownership(
                parcel=parcel,
                party=party,
                # A parcel with no owner on record: when title was acquired is not known;
                # a new owner replacing recorded ones: held title as of the roll's date.
                acquired_on=as_of if had_owners else None,
                source=source,
            )
            for party, parcel, had_owners in new_parties
        ]
        bulk_create_with_history(ownerships, Ownership, default_user=acting_user)
        report.owners_added += len(ownerships)
    if ended:
        bulk_update_with_history(
            ended,
            Ownership,
            ["conveyed_on"],
            default_user=acting_user,
            default_change_reason=f"Not on {source}: title passed",
        )
        report.owners_ended += len(ended)
    if changed:
        bulk_update_with_history(
            changed,
            Party,
            ["mailing_street", "mailing_city", "mailing_state", "mailing_postal_code"],
            default_user=acting_user,
            default_change_reason=f"Mailing address from {source}",
        )
        report.addresses_changed += len(changed)


# --- the SMO's page and the worker --------------------------------------------------
MAX_ROLL_BYTES = 20 * 1024 * 1024
PROGRESS_KEY = "registry:roll:{pk}:progress"


def roll_upload(*, acting_user, file, as_of: date | None):
    """Store the roll and check it at once (the dry run): every bad line is listed."""
    from .models import RollImport

    if not acting_user.has_perm("registry.add_rollimport"):
        raise PermissionDenied("Only the Stormwater Management Officer imports the parcel roll.")
    errors = {}
    if file is None:
        errors["file"] = "Choose the roll's CSV file."
    if as_of is None:
        errors["as_of"] = "Give the date of the roll (owners are recorded as of it)."
    if errors:
        raise ValidationError(errors)
    data = file.read(MAX_ROLL_BYTES + 1)
    if len(data) > MAX_ROLL_BYTES:
        raise ValidationError({"file": "The file is larger than 20 MB; split it."})
    report = roll_check(data)
    return RollImport.objects.create(
        file_name=(getattr(file, "name", "") or "roll.csv")[:255],
        data=data,
        as_of=as_of,
        state=RollImport.State.CHECKED if report.ok else RollImport.State.REFUSED,
        lines=report.lines,
        problems=report.problems,
        problem_count=report.problem_count,
        created_by=acting_user,
    )


@transaction.atomic
def roll_import_start(*, acting_user, roll_import):
    """Queue the import of a checked roll; a worker does it (tasks.roll_import_run)."""
    from .models import RollImport
    from .tasks import roll_import_run

    if not acting_user.has_perm("registry.add_rollimport"):
        raise PermissionDenied("Only the Stormwater Management Officer imports the parcel roll.")
    roll_import = RollImport.objects.select_for_update().get(pk=roll_import.pk)
    if roll_import.state != RollImport.State.CHECKED:
        raise ValidationError(
            f"This roll is {roll_import.get_state_display().lower()}: it cannot be imported."
        )
    roll_import.state = RollImport.State.QUEUED
    roll_import.save(update_fields=["state"])
    transaction.on_commit(lambda: roll_import_run.delay(roll_import.pk))
    return roll_import


def roll_import_run(pk: int) -> str:
    """The worker's part: claim the queued roll, import it (all or nothing), record the
    report and the time it took. Progress goes to the cache, read by the page."""
    import time

    from django.core.cache import cache
    from django.utils import timezone

    from .models import RollImport

    with transaction.atomic():
        claimed = (
            RollImport.objects.select_for_update(skip_locked=True)
            .filter(pk=pk, state=RollImport.State.QUEUED)
            .first()
        )
        if claimed is None:
            return "nothing to do"
        claimed.state = RollImport.State.IMPORTING
        claimed.save(update_fields=["state"])
    key = PROGRESS_KEY.format(pk=pk)
    started = time.monotonic()
    try:
        with transaction.atomic():
            report = roll_import(
                acting_user=claimed.created_by,
                data=bytes(claimed.data),
                as_of=claimed.as_of,
                source="",
                progress=lambda done, total: cache.set(key, [done, total], 3600),
            )
            claimed.state = RollImport.State.IMPORTED
            claimed.report = report.as_dict()
            claimed.lines = report.lines
    except ValidationError as exc:
        found = getattr(exc, "report", None)
        claimed.state = RollImport.State.REFUSED
        claimed.problems = found.problems if found else exc.messages
        claimed.problem_count = found.problem_count if found else len(exc.messages)
    claimed.seconds = round(time.monotonic() - started, 1)
    claimed.finished_at = timezone.now()
    claimed.save()
    return claimed.state


def roll_progress(roll_import) -> tuple[int, int]:
    from django.core.cache import cache

    done, total = cache.get(PROGRESS_KEY.format(pk=roll_import.pk)) or (0, roll_import.lines)
    return done, total
