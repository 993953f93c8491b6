"""The tax-parcel roll (issue 23, item 1): a dry run lists every bad line; the import is
all or nothing; a roll of 30,000 lines, its timing recorded (printed and written to
bench/results/, not asserted)."""

from __future__ import annotations

import json
import os
import time
from datetime import date
from io import StringIO
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command

from lockport_sw.accounts.roles import Role
from lockport_sw.registry import roll
from lockport_sw.registry.models import Ownership, Party, Property
from lockport_sw.registry.selectors import landowners_of_record

pytestmark = pytest.mark.django_db

HEADER = "sbl,address,owners,mailing_street,mailing_city,mailing_state,zip\n"


def _line(n: int) -> str:
    owners = f"Owner {n} A; Owner {n} B" if n % 10 == 0 else f"Owner {n}"
    return (
        f"{100 + n // 1000}.00-{n // 10 % 100 + 1}-{n % 10 + 1},"
        f"{n} Roll Road,{owners},{n} Mail Street,Lockport,NY,14094\n"
    )


def roll_file(count: int, bad: dict[int, str] | None = None) -> bytes:
    bad = bad or {}
    return (HEADER + "".join(bad.get(n, _line(n)) for n in range(count))).encode()


@pytest.fixture
def smo(make_user):
    return make_user(Role.SMO, mfa=False)


@pytest.fixture
def timing(tmp_path):
    """Records a timing in parcel_roll.json under $BENCH_RESULTS (as the benchmarks do), or
    under the test's own temporary directory: a test run never rewrites the committed
    bench/results/parcel_roll.json (the last measurement recorded on purpose)."""
    results = Path(os.environ.get("BENCH_RESULTS") or tmp_path)

    def record(name: str, seconds: float) -> Path:
        print(f"\nparcel roll {name}: {seconds:.1f} s")
        results.mkdir(parents=True, exist_ok=True)
        path = results / "parcel_roll.json"
        data = json.loads(path.read_text()) if path.exists() else {}
        data[name] = round(seconds, 1)
        path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
        return path

    return record


def test_the_roll_s_bad_lines_are_each_listed_and_nothing_is_kept(smo, timing):
    bad = {
        5: "not-an-sbl,5 Roll Road,Owner 5,5 Mail Street,Lockport,NY,14094\n",
        9: "100.09-1-10.9,,Owner 9,9 Mail Street,Lockport,NY,14094\n",
        12: "100.12-1-13.12,12 Roll Road,,12 Mail Street,Lockport,XX,1409\n",
        29_998: _line(29_997),  # the same SBL twice
    }
    data = roll_file(30_000, bad)

    started = time.monotonic()
    report = roll.roll_check(data)
    checked = time.monotonic() - started
    assert report.lines == 30_000 and report.problem_count == 4
    assert report.problems[0].startswith("Line 7: “NOT-AN-SBL” is not a tax map (SBL) number")
    assert report.problems[1] == "Line 11: the parcel's address is empty."
    assert "no owner is named" in report.problems[2] and "“XX” is not a state" in report.problems[2]
    assert "“1409” is not a ZIP code" in report.problems[2]
    assert (
        report.problems[3]
        == f"Line 30000: SBL {_line(29_997).split(',')[0]} is also on line 29999."
    )

    with pytest.raises(ValidationError) as exc:
        roll.roll_import(acting_user=smo, data=data, as_of=date(2026, 3, 1), source="")
    assert len(exc.value.message_dict["file"]) == 4
    assert not Property.objects.exists() and not Party.objects.exists()
    timing("check_30000", checked)


@pytest.mark.slow
def test_a_good_roll_of_30000_lines_is_imported_with_its_timing_recorded(smo, timing):
    data = roll_file(30_000)
    started = time.monotonic()
    seen = []
    report = roll.roll_import(
        acting_user=smo,
        data=data,
        as_of=date(2026, 3, 1),
        source="",
        progress=lambda done, total: seen.append((done, total)),
    )
    took = time.monotonic() - started
    assert (report.lines, report.parcels_added, report.owners_added) == (30_000, 30_000, 33_000)
    assert seen[-1] == (30_000, 30_000) and len(seen) == 15
    assert Property.objects.count() == 30_000 and Ownership.objects.count() == 33_000
    parcel = Property.objects.get(sbl=_line(10).split(",")[0])
    owners = landowners_of_record(parcel, date(2020, 1, 1))  # acquired: not known
    assert [o.name for o in owners] == ["Owner 10 A", "Owner 10 B"]
    assert owners[0].mailing_address == "10 Mail Street, Lockport, NY 14094"
    assert Property.history.count() == 30_000 and Ownership.history.count() == 33_000
    recorded = timing("import_30000", took)
    assert json.loads(recorded.read_text())["import_30000"] == round(took, 1)


def test_a_later_roll_ends_owners_no_longer_on_it_and_keeps_history(smo):
    first = HEADER + "109.07-2-15,55 Canal Street,Ann Seller,1 Old Road,Lockport,NY,14094\n"
    roll.roll_import(acting_user=smo, data=first.encode(), as_of=date(2025, 3, 1), source="")
    later = (
        HEADER + "109.07-2-15,55 Canal Street,Ben Buyer; Cy Buyer,2 New Road,Pendleton,NY,14120\n"
    )
    report = roll.roll_import(
        acting_user=smo, data=later.encode(), as_of=date(2026, 3, 1), source=""
    )
    assert (report.owners_added, report.owners_ended) == (2, 1)
    parcel = Property.objects.get(sbl="109.07-2-15")
    assert [o.name for o in landowners_of_record(parcel, date(2026, 2, 28))] == ["Ann Seller"]
    assert [o.name for o in landowners_of_record(parcel, date(2026, 3, 1))] == [
        "Ben Buyer",
        "Cy Buyer",
    ]
    assert Ownership.objects.get(party__name="Ann Seller").conveyed_on == date(2026, 3, 1)


def test_the_command_dry_runs_by_default_and_imports_with_import(smo, tmp_path):
    path = tmp_path / "roll.csv"
    path.write_bytes(roll_file(3, {1: "bad,1 Roll Road,Owner,1 Mail,Lockport,NY,14094\n"}))
    out = StringIO()
    with pytest.raises(CommandError, match="nothing was imported"):
        call_command("parcel_roll", str(path), "--as-of", "2026-03-01", stdout=out)
    assert "Line 3: “BAD” is not a tax map (SBL) number" in out.getvalue()

    path.write_bytes(roll_file(3))
    out = StringIO()
    call_command("parcel_roll", str(path), "--as-of", "2026-03-01", stdout=out)
    assert "no problems" in out.getvalue() and not Property.objects.exists()
    call_command(
        "parcel_roll",
        str(path),
        "--as-of",
        "2026-03-01",
        "--import",
        "--user",
        smo.email,
        stdout=out,
    )
    assert "Imported 3 lines" in out.getvalue() and Property.objects.count() == 3
