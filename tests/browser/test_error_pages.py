"""Issue 22, item 2: the error pages a person meets under the production settings
(DEBUG off, gunicorn as the Dockerfile runs it, collectstatic's hashed files) are the
site's own, say what to do next, and are axe-clean on a desktop and a phone: a page
that does not exist (404), and the server failing (500) because its database is gone,
which the 500 page must survive (it reads nothing but settings): a report's status page,
which reads the report."""

from __future__ import annotations

import pytest

from tests.browser.conftest import PHONE, assert_accessible, assert_fits_a_phone
from tests.core.test_production_smoke import production_env, serving

pytestmark = [pytest.mark.slow]
WIDTHS = [{"width": 1280, "height": 900}, PHONE]


def _env(collected, **extra):
    # Plain HTTP on loopback: no redirect to HTTPS, the loopback address as the host.
    return {
        **production_env(collected),
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "false",
        **extra,
    }


def _check(page, url: str, status: int, heading: str) -> None:
    for size in WIDTHS:
        page.set_viewport_size(size)
        response = page.goto(url)
        assert response.status == status, url
        assert page.locator("h1").inner_text() == heading
        assert page.get_by_role("heading", name="What to do next").is_visible()
        assert page.locator("header.letterhead").get_by_text("Town of Lockport").is_visible()
        assert page.get_by_role("link", name="(716) 439-9520").is_visible()
        # The site's stylesheet is the hashed copy and it loaded.
        assert page.evaluate("getComputedStyle(document.body).fontFamily") != "Times New Roman"
        assert_accessible(page)
        if size == PHONE:
            assert_fits_a_phone(page)


def test_404_page_under_production_settings(page, transactional_db, collected_static, tmp_path):
    with serving(_env(collected_static), tmp_path) as port:
        _check(page, f"http://127.0.0.1:{port}/no/such/page/", 404, "Page not found")
        assert page.get_by_role("link", name="Go to your home page").is_visible()


def test_500_page_under_production_settings_with_the_database_gone(
    page,
    transactional_db,
    collected_static,
    tmp_path,
):
    gone = production_env(collected_static)["DATABASE_URL"].rsplit("/", 1)[0] + "/no_such_database"
    with serving(_env(collected_static, DATABASE_URL=gone), tmp_path) as port:
        _check(
            page,
            f"http://127.0.0.1:{port}/report/R-2026-0001/some-token/",
            500,
            "Sorry, something went wrong on our side",
        )
        assert page.get_by_text("there is nothing wrong with what you did").is_visible()
