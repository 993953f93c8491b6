"""Playwright driving Debian's Chromium against pytest-django's live server."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
import time_machine
from allauth.mfa import app_settings
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from lockport_sw.accounts.mfa import totp_code
from tests.factories import PASSWORD, TOTP_SECRET
from tests.signin import totp_period

# Playwright's sync API keeps an event loop running in the test thread; Django refuses
# ORM calls from such a thread unless told that this is deliberate (it is).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

# An assertion waits as long as an action does (15 s; Playwright's default for `expect` is
# 5 s). With four workers on two cores, a page that posts through the field inspection's
# outbox once took longer than 5 s to move on (CI, 2026-12-03).
expect.set_options(timeout=15_000)

# Debian's Chromium in its headless shell (the package chromium-headless-shell, built from
# the same source and version as chromium): the browser without the desktop browser's
# machinery around it, which is what Playwright itself runs for headless Chromium. On the
# browser tests it used a third less CPU than /usr/bin/chromium in its new headless mode
# (211 s against 316 s, 4 min 10 s against 6 min 11 s; README, "Time of pytest").
CHROMIUM = Path("/usr/bin/chromium-headless-shell")
PHONE = {"width": 375, "height": 740}
# Flags for a sandboxed machine without network: no background calls home, no GPU.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


# pytest-base-url (through pytest-playwright) defines a session fixture as a method. A
# mark, not pyproject's filterwarnings: a mark's filter holds under `pytest -W error` too.
BASE_URL_DEPRECATION = pytest.mark.filterwarnings(
    "ignore:Session-scoped fixtures defined as instance methods:DeprecationWarning"
)


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)
            item.add_marker(BASE_URL_DEPRECATION)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: `make test` installs it (apt-get).")
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": PHONE, "locale": "en-US"}


@pytest.fixture(autouse=True)
def _own_contexts(request, browser):
    """Each test's pages time out after 15 s, and the browser contexts a test opens are
    closed when it ends. The browser lives as long as its xdist worker: a context left
    open kept its renderer processes, and its pages' timers (the field inspection's
    queue), running through every later test. pytest-playwright's ``page`` is made only
    for a test that asks for it; a test that opens its own contexts from ``browser``
    no longer pays for an unused one (three renderer processes)."""
    if "page" in request.fixturenames:
        request.getfixturevalue("page").set_default_timeout(15_000)
    before = set(browser.contexts)
    yield
    for context in browser.contexts:
        if context not in before:
            context.close()


@pytest.fixture(autouse=True)
def _codes_sent_in_this_test():
    """Each test starts with no TOTP code sent (``enter_totp_code``'s record)."""
    yield
    _CODES_SENT.clear()


# axe-core as axe-playwright-python vendors it. The library's ``run`` injects the whole
# script (about 550 kB) before every check and brings back axe's whole result; measured
# 2026-12-03, that was 0.41 s a check, of which the run itself 0.21 s, over 311 checks.
# Here it is injected once per document and only the violations come back.
AXE_SOURCE = Axe().axe_script
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
_AXE_RUN = """options => axe.run(document, options).then(results => results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(n => n.target),
})))"""


def axe_violations(page) -> list[dict]:
    """axe-core's violations of WCAG 2.1 A and AA (and its best practices) on the page's
    current document: each with its rule ``id``, ``impact``, ``help`` and the ``targets``
    (CSS selectors) of the elements that fail it."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE_SOURCE)
    return page.evaluate(
        _AXE_RUN, {"runOnly": {"type": "tag", "values": WCAG_TAGS}, "resultTypes": ["violations"]}
    )


def assert_accessible(page) -> None:
    """axe-core on the current page: no serious or critical WCAG 2.1 AA violation.

    With reduced motion emulated, Bootstrap's transitions are off, so a control under the
    pointer (where a click on the page before left it) is read in its settled hover
    colours, not halfway through the transition."""
    page.emulate_media(reduced_motion="reduce")
    bad = [v for v in axe_violations(page) if v["impact"] in ("serious", "critical")]
    detail = "\n".join(f"{v['id']} ({v['impact']}): {v['help']} at {v['targets'][:3]}" for v in bad)
    assert not bad, f"{page.url}\n{detail}"


def click_and_load(locator) -> None:
    """Press a link or a form's button that loads another page, and return once that page
    has loaded. Playwright's click returns as soon as the press is made, so a check made
    straight after it (`is_visible`, `inner_text`, `page.url`, an axe run) can read the
    page being left."""
    with locator.page.expect_navigation():
        locator.click()


def follow(page, name) -> None:
    """Click the link named `name` and return once the page it leads to has loaded
    (``click_and_load``)."""
    click_and_load(page.get_by_role("link", name=name))


def assert_fits_a_phone(page) -> None:
    """Nothing wider than the 375 px viewport (no sideways scrolling)."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{page.url} is {width}px wide on a 375px phone"


def sign_in(page, base_url: str, email: str) -> None:
    """The user with ``email`` signed in, on their home page, as signing in leaves them.

    The session is made on the server, as for the test client (``force_login``: the
    sign-in the tests of every URL and role use), and its cookie is given to the page's
    browser context; then the home page is opened. Walking the sign-in pages instead (the
    password page, the code page, two posts and their redirects) cost about half a second
    of CPU a sign-in, in some fifty tests whose subject is something else (measured
    2026-12-03). The tests of signing in itself walk the pages: ``sign_in_through_pages``
    (test_role_homes, test_sign_in_pages, test_mfa_enrollment)."""
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.test import Client

    client = Client()
    client.force_login(get_user_model().objects.get(email=email))
    session = client.cookies[settings.SESSION_COOKIE_NAME]  # the cookie as Django set it
    page.context.add_cookies(
        [
            {
                "name": session.key,
                "value": session.value,
                "url": base_url,
                "httpOnly": bool(session["httponly"]),
                "sameSite": session["samesite"] or "Lax",
            }
        ]
    )
    page.goto(f"{base_url}/")


def sign_in_through_pages(page, base_url: str, email: str, password: str = PASSWORD) -> None:
    """Sign in as a person would: password, then (staff) the authenticator app's code,
    computed here from tests.factories.TOTP_SECRET, which the factory enrolled."""
    page.goto(f"{base_url}/accounts/login/")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password").fill(password)
    with page.expect_navigation():
        page.get_by_role("button", name="Sign In").click()
    if "/accounts/2fa/authenticate/" in page.url:
        enter_totp_code(page, account=email)


def enter_totp_code(
    page,
    secret: str = TOTP_SECRET,
    label: str = "Code",
    button: str = "Sign In",
    account: str | None = None,
) -> None:
    """Type the authenticator app's code on the second-step page (or, with its ``label``
    and ``button``, the setup page) and send it. Time is held still (time_machine; the
    live server runs in this process) from computing the code until the page has
    answered, so the period cannot turn in between (tests/signin.py, "Codes and time").
    A code is accepted once: when this one was just used (a second sign-in within its
    period), time is held at the start of the next period and its code is sent, as an
    app would show it half a minute later, rather than waiting out the period. For an
    ``account`` signed in earlier in the same test, the periods whose codes it already
    sent are skipped before sending, not after the page has refused the code."""
    at = page.url
    sent = _CODES_SENT.setdefault((account, secret), set()) if account else set()
    moment = time.time()
    while _period(moment) in sent:
        moment = totp_period(after=moment)
    for _ in range(5):
        with time_machine.travel(moment, tick=False):
            page.get_by_label(label).fill(totp_code(secret))
            with page.expect_navigation():  # the page's answer, to the post
                page.get_by_role("button", name=button).click()
        sent.add(_period(moment))
        if page.url != at:
            return
        moment = totp_period(after=moment)
    raise AssertionError(f"The page refused the code at {page.url}")


# The TOTP periods whose codes each (account, secret) has sent in the running test
# (``enter_totp_code``); emptied when the test ends (``_codes_sent_in_this_test``).
_CODES_SENT: dict[tuple[str, str], set[int]] = {}


def _period(moment: float) -> int:
    return int(moment) // app_settings.TOTP_PERIOD


def cast_votes(page, choices: list[str]) -> None:
    """Record each seated member's vote in the order listed (GCL § 41): "In favor",
    "Against", "Abstained" or "Absent"."""
    rows = page.locator(".vote-row")
    assert rows.count() == len(choices), f"{rows.count()} members seated, {len(choices)} votes"
    for i, choice in enumerate(choices):
        rows.nth(i).get_by_label(choice, exact=True).check()
