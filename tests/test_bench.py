"""`make bench`'s benchmarks run once at a tiny size in `make test` (issue 25): the clock
board stopped at a 302 for months once staff needed a second factor, and nothing said so.
Each runs its real code (the data it fills, the real sign-in, every page it times)."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from bench import clock_board, letters, load, open311_requests, sweep
from lockport_sw.deadlines.models import Deadline


@pytest.mark.django_db
def test_the_clock_board_benchmark_signs_the_smo_in_with_the_second_factor_and_times_each_page(
    tmp_path,
):
    record = clock_board.run(n_clocks=120, n_requests=2, results_dir=tmp_path)

    assert Deadline.objects.count() == 120
    assert record["clocks"] == 120
    # Every page answered 200 (time_url asserts it), the last page included.
    assert set(record["results"]) == {
        "clock board (page 1)",
        "clock board (page 3)",
        "clock board (section 158-12, overdue)",
        "bare Django view (page 1)",
    }
    for result in record["results"].values():
        assert result["queries"] > 0
        assert result["median_ms"] > 0
    assert json.loads((tmp_path / "clock_board.json").read_text()) == record
    assert "| clock board (page 3) |" in (tmp_path / "clock_board.md").read_text()


@pytest.mark.django_db
def test_the_open311_benchmark_times_requests_json_and_xml(tmp_path):
    record = open311_requests.run(n_reports=30, n_requests=2, results_dir=tmp_path)

    assert record["service_requests"] == 30
    assert len(record["results"]) == 4
    for result in record["results"].values():
        assert result["bytes"] > 0
    assert json.loads((tmp_path / "open311_requests.json").read_text()) == record


# Issue 21: at seed_scale volume, each of the reports' pages is in make bench's table.
REPORTS_PAGES = [
    "MS4 report",
    "MS4 figure's list",
    "dashboard",
    "search across everything",
    "property's whole story",
]


@pytest.mark.django_db(transaction=True)
def test_the_load_benchmark_serves_seeded_data_through_gunicorn_and_locust(
    tmp_path, collected_static
):
    """The real thing, tiny: seed_scale; every page of the table answered once through
    the test client at that volume (the reports' pages of issue 21 among them); gunicorn
    with the production settings, the SMO signed in over HTTP with the second factor,
    and locust headless against a staff page, a public one and the bare view, each at
    saturation and at the fixed 25 req/s. (Each locust run saturates both cores for its
    second: loading every page here cost a minute and a half of the suite.)"""
    from django.db import connection
    from django.utils import timezone

    only = ["SMO home", "Open311 requests.json"]
    started = timezone.now()
    record = load.run(
        scale=0.001,
        seconds=1,
        users=2,
        results_dir=tmp_path,
        only=only,
        static_root=collected_static,
        write_every=0.2,
    )

    assert set(record["results"]) == {*only, load.BARE}
    # seed_scale left the tables vacuumed, the GIN indexes' pending lists merged, as a
    # Town's database is (outside a transaction: VACUUM ANALYZE).
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'registry_property'"
        )
        assert (cursor.fetchone()[0] or started) > started
    every = {label for label, _path, _who in load.pages()}
    assert set(record["answered"]) == every and set(REPORTS_PAGES) <= every
    for label, result in record["results"].items():
        # Every request answered 200: a redirect to the sign-in page would be a failure.
        assert result["saturated"]["requests"] > 0, label
        assert result["saturated"]["failures"] == 0, label
        assert result["at_25_rps"]["failures"] == 0, label
        # And while the server wrote a clock five times a second (bench/urls.py).
        writing = result["saturated_while_writing"]
        assert writing["requests"] > 0 and writing["failures"] == 0, label
        assert writing["writes"] > 0, label
        # Open311's lists are kept in the cache: none once asked (illicit/published.py).
        assert result["queries"] > 0 or label.startswith("Open311 requests"), label
        assert result["ratio"] is not None
    assert record["results"]["SMO home"]["signed_in"] == "smo"
    table = (tmp_path / "load.md").read_text()
    assert "| SMO home |" in table and f"{record['cores']}-core" in table
    assert json.loads((tmp_path / "load.json").read_text()) == record


@pytest.mark.django_db
def test_the_letters_benchmark_issues_a_notice_and_renders_its_letter_beside_a_bare_page(
    tmp_path,
):
    call_command("seed_scale", scale=0.001, results=str(tmp_path))

    record = letters.run(n_notices=1, n_renders=2, results_dir=tmp_path)

    assert record["issue_nov"]["p95_ms"] > 0
    assert record["letter_render"]["pages"] >= 1
    assert record["letter_to_bare"] > 0
    assert "| letter ÷ bare |" in (tmp_path / "letters.md").read_text()


@pytest.mark.django_db
def test_the_sweep_benchmark_meets_the_same_clocks_at_both_sizes(tmp_path):
    record = sweep.run(small=100, large=400, n_sweeps=1, results_dir=tmp_path)

    assert Deadline.objects.count() == 400
    # The same 20 missed and 40 reminded at both sizes (run asserts the two agree).
    assert record["falling_due"]["missed"] == sweep.MISSED
    assert sum(record["falling_due"]["reminders"].values()) == sweep.REMINDED
    assert "-- missed" in record["explain"][0]
    assert "EXPLAIN ANALYZE" in (tmp_path / "sweep.md").read_text()
