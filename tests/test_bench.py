"""`make bench`'s benchmarks run once at a tiny size in `make test` (issue 25): the clock
board stopped at a 302 for months once staff needed a second factor, and nothing said so.
Each runs its real code (the data it fills, the real sign-in, every page it times)."""

from __future__ import annotations

import json

import pytest

from bench import clock_board, open311_requests
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
