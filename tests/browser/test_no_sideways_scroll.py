"""Issue 47, item 6: at 375 px no page of any role scrolls sideways.

Each role of the demo (the first demo person of each role, the administrator and the
public) is signed in on a 375 px phone and follows, breadth first from its home, the
same-site links of every page it reads (GET only; at most ``PER_NAME`` addresses of one
URL name and ``PER_ROLE`` pages a role; files, exports, PDFs, the admin site and signing
out left alone, as the crawl of tests/test_words.py). On every page read the document is
measured: ``document.documentElement.scrollWidth`` must be at most 375. The failure lists
every offender, with its width and the widest elements sticking out, so that each can be
fixed from the message alone."""

from __future__ import annotations

from collections import Counter, deque
from urllib.parse import urlsplit

import pytest
from django.urls import Resolver404, resolve

from tests.browser.conftest import PHONE, sign_in
from tests.test_words import CRAWL_SKIP, SKIP_NAMES

PER_ROLE = 60  # pages read a role at most
PER_NAME = 3  # addresses of one URL name read a role (enough to meet each template)

# The page's links, and its width with the elements that stick out beyond the viewport
# (the innermost of them: an element none of whose children sticks out as far; not one
# clipped by an ancestor, such as a stacked table's visually hidden headings).
_READ = """() => {
  const limit = document.documentElement.clientWidth;
  const clipped = el => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible' && up.getBoundingClientRect().right <= limit + 0.5) {
        return true;
      }
    }
    return false;
  };
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const right = el.getBoundingClientRect().right;
    if (right <= limit + 0.5) continue;
    const child = [...el.children].some(c => c.getBoundingClientRect().right >= right - 0.5);
    if (child || clipped(el)) continue;
    const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
      (el.classList.length ? '.' + [...el.classList].join('.') : '');
    out.push([Math.round(right), name, (el.innerText || '').trim().slice(0, 40)]);
  }
  out.sort((a, b) => b[0] - a[0]);
  return {
    width: document.documentElement.scrollWidth,
    wide: out.slice(0, 3),
    links: [...document.querySelectorAll('a[href]')]
      .filter(a => !a.hasAttribute('download'))
      .map(a => a.href),
  };
}"""


def _roles() -> dict[str, str | None]:
    from lockport_sw.accounts.demo import demo_users

    roles: dict[str, str | None] = {}
    for role, email, _ in demo_users():
        roles.setdefault(str(role), email)
    roles["administrator"] = "admin@lockport.example"
    roles["public"] = None
    return roles


def _crawl(page, base: str):
    """Breadth first from the home page: yields (address, width, the elements sticking out)."""
    origin = urlsplit(base).netloc
    queue, seen, per_name, read = deque(["/"]), {"/"}, Counter(), 0
    while queue and read < PER_ROLE:
        address = queue.popleft()
        response = page.goto(f"{base}{address}", wait_until="load")
        if response is None or "text/html" not in (response.header_value("content-type") or ""):
            continue
        read += 1
        found = page.evaluate(_READ)
        yield page.url.removeprefix(base), found["width"], found["wide"]
        for href in found["links"]:
            parts = urlsplit(href)
            if parts.scheme not in ("http", "https") or parts.netloc != origin:
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


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_no_page_of_any_role_scrolls_sideways_on_a_phone(demo, browser, live_server):
    offenders, pages = [], Counter()
    for role, email in _roles().items():
        context = browser.new_context(viewport=PHONE, locale="en-US")
        page = context.new_page()
        page.set_default_timeout(15_000)
        if email:
            sign_in(page, live_server.url, email)
        for address, width, wide in _crawl(page, live_server.url):
            pages[role] += 1
            if width > PHONE["width"]:
                sticking = "; ".join(
                    f"{name} to {right}px ({text!r})" for right, name, text in wide
                )
                offenders.append(f"{role} {address}: {width}px wide; {sticking}")
        context.close()
    print(dict(pages))
    assert all(pages[role] >= 3 for role in _roles()), pages
    assert not offenders, f"{len(offenders)} pages scroll sideways at 375 px:\n" + "\n".join(
        offenders
    )
