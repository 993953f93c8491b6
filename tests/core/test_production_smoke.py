"""The production path, run (issue 19, item 1): the Dockerfile's own ``collectstatic``
under the production settings, then the Dockerfile's own gunicorn command on a loopback
port, with the production settings, against the test PostgreSQL and Redis.

Nothing is faked: the settings module is ``lockport_sw.settings.production`` (manifest
storage, HTTPS redirect, secure cookies, scrypt hashes), so the requests come as the
proxy in front passes them on (``X-Forwarded-Proto: https``, the public host name).
"""

from __future__ import annotations

import http.client
import io
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
from contextlib import contextmanager
from datetime import date, timedelta
from html import unescape
from pathlib import Path
from urllib.parse import urlsplit

import pypdf
import pytest
import yaml
from django.conf import settings
from django.contrib.auth.hashers import ScryptPasswordHasher
from django.db import connection

from lockport_sw.accounts.roles import Role
from tests.conditions import wait_until
from tests.enforcement.factories import NOTICE_158, make_violation
from tests.factories import PASSWORD, totp_code
from tests.pdf_checks import text as pdf_text

ROOT = Path(__file__).resolve().parents[2]
HOST = "stormwater.example"
# Hashed names from the manifest storage: name.0123456789ab.ext
HASHED = re.compile(r"\.[0-9a-f]{12}\.(css|js|png|svg|ico|woff2?)$")

pytestmark = [pytest.mark.slow]


def dockerfile_collectstatic() -> tuple[dict[str, str], list[str]]:
    """The environment and command of the Dockerfile's ``RUN ... collectstatic`` step."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    run = next(ln for ln in text.splitlines() if ln.startswith("RUN") and "collectstatic" in ln)
    step = run.split("RUN", 1)[1].split("&&")[0]
    words = shlex.split(step)
    env = dict(w.split("=", 1) for w in words if re.match(r"^[A-Z_]+=", w))
    command = [w for w in words if not re.match(r"^[A-Z_]+=", w)]
    return env, command


def dockerfile_gunicorn() -> list[str]:
    """The Dockerfile's CMD (gunicorn), which docker-compose's web service also runs."""
    lines = (ROOT / "Dockerfile").read_text().splitlines()
    cmd = next(line for line in lines if line.startswith("CMD "))
    return json.loads(cmd[4:])


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """Just enough of a browser over http.client: cookies whatever their name or flags
    (the proxy terminates TLS), forms' CSRF tokens, the proxy's headers."""

    def __init__(self, port: int, static_root: Path) -> None:
        self.port = port
        self.static_root = static_root
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, form: dict | None = None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Host": HOST, "X-Forwarded-Proto": "https"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            from urllib.parse import urlencode

            body = urlencode(form, doseq=True)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["Origin"] = f"https://{HOST}"
            headers["Referer"] = f"https://{HOST}{path}"
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            content = response.read()
        finally:
            conn.close()
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key.strip()] = rest.split(";", 1)[0]
        return response, content

    def get(self, path: str):
        return self.request("GET", path)

    def post_form(self, path: str, fields: dict):
        """GET the form for its CSRF token, then POST it with ``fields``."""
        response, content = self.get(path)
        assert response.status == 200, (path, response.status)
        token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', content).group(1)
        return self.request("POST", path, {"csrfmiddlewaretoken": token.decode(), **fields})


def production_env(static_root: Path) -> dict[str, str]:
    db = connection.settings_dict
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "PYTEST"))}
    env.update(
        DJANGO_SETTINGS_MODULE="lockport_sw.settings.production",
        SECRET_KEY="smoke-" + "x" * 60,
        BACKUP_ENCRYPTION_KEY="b" * 40,
        BACKUP_SIGNING_KEY="s" * 40,
        # The staff member below is enrolled by this process (test settings: the key is
        # derived from the test SECRET_KEY); gunicorn must decrypt the same secret.
        MFA_ENCRYPTION_KEY=settings.SECRET_KEY,
        ALLOWED_HOSTS=HOST,
        SITE_URL=f"https://{HOST}",
        DATABASE_URL=f"postgres://{auth}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
        REDIS_URL=settings.REDIS_URL,
        EMAIL_URL="smtp://127.0.0.1:25",
        MEDIA_ROOT=str(settings.MEDIA_ROOT),
        STATIC_ROOT=str(static_root),
        PYTHONUNBUFFERED="1",
    )
    return env


def collect_static(static_root: Path) -> Path:
    build_env, command = dockerfile_collectstatic()
    assert command == ["python", "manage.py", "collectstatic", "--noinput"]
    assert build_env["DATABASE_URL"].startswith("sqlite:")  # no database at build time
    env = {**production_env(static_root), **build_env, "STATIC_ROOT": str(static_root)}
    result = subprocess.run(
        [sys.executable, *command[1:]],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return static_root


@contextmanager
def serving(env: dict[str, str], tmp_path: Path):
    """The Dockerfile's gunicorn command on a free loopback port (one worker: quick),
    with ``env``; yields the port."""
    command = dockerfile_gunicorn()
    assert command[:2] == ["gunicorn", "lockport_sw.wsgi:application"]
    port = free_port()
    args = list(command)
    args[args.index("--bind") + 1] = f"127.0.0.1:{port}"
    args[args.index("--workers") + 1] = "1"
    log = tmp_path / f"gunicorn-{port}.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [str(Path(sys.executable).parent / "gunicorn"), *args[1:]],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:

        def listening() -> bool:
            assert proc.poll() is None, log.read_text()
            try:
                socket.create_connection(("127.0.0.1", port), 1).close()
            except OSError:
                return False
            return True

        wait_until(listening, 120, "gunicorn listening", 0.2, explain=log.read_text)
        yield port
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


@pytest.fixture
def gunicorn(transactional_db, collected_static, tmp_path):
    """The Dockerfile's gunicorn command, as docker-compose's web service runs it."""
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    assert " ".join(dockerfile_gunicorn()) in " ".join(
        compose["services"]["web"]["command"].split()
    )
    with serving(production_env(collected_static), tmp_path) as port:
        yield Browser(port, collected_static)


def static_urls(html: bytes) -> list[str]:
    return sorted(set(re.findall(r'(?:href|src)="(/static/[^"]+)"', unescape(html.decode()))))


def assert_static_served(browser: Browser, html: bytes) -> list[str]:
    """Every static file the page names is the hashed copy and is served, cached long."""
    urls = static_urls(html)
    assert urls
    for url in urls:
        assert HASHED.search(urlsplit(url).path), url
        response, content = browser.get(url)
        assert response.status == 200, url
        assert content
        assert "max-age=315360000" in (response.getheader("Cache-Control") or ""), url
    return urls


def test_production_settings_collect_static_and_serve_pages_under_gunicorn(gunicorn, make_user):
    """collectstatic passes (the Leaflet source map, issue 19), and gunicorn with the
    production settings answers: /healthz, the sign-in page and a staff page with their
    hashed CSS and JS, after a staff sign-in with password and TOTP code."""
    browser = gunicorn

    response, content = browser.get("/healthz")
    assert response.status == 200
    assert json.loads(content) == {"status": "ok"}

    # Plain HTTP from a client (no proxy header) is sent to HTTPS.
    conn = http.client.HTTPConnection("127.0.0.1", browser.port, timeout=30)
    conn.request("GET", "/accounts/login/", headers={"Host": HOST})
    plain = conn.getresponse()
    plain.read()
    conn.close()
    assert plain.status == 301
    assert plain.getheader("Location") == f"https://{HOST}/accounts/login/"

    response, content = browser.get("/accounts/login/")
    assert response.status == 200
    assert "max-age=31536000" in response.getheader("Strict-Transport-Security")
    urls = assert_static_served(browser, content)
    assert any(u.endswith(".css") for u in urls) and any(u.endswith(".js") for u in urls)

    # Leaflet (the map pages) and what its CSS loads, from the manifest.
    paths = json.loads((browser.static_root / "staticfiles.json").read_text())["paths"]
    leaflet_js = paths["vendor/leaflet-1.9.4/leaflet.js"]
    assert b"sourceMappingURL" not in (browser.static_root / leaflet_js).read_bytes()
    response, _ = browser.get("/static/" + leaflet_js)
    assert response.status == 200
    response, css = browser.get("/static/" + paths["vendor/leaflet-1.9.4/leaflet.css"])
    assert response.status == 200
    images = re.findall(rb"url\(\"?(images/[^)\"]+)\"?\)", css)
    assert images
    for image in images:
        assert HASHED.search(image.decode()), image
        response, _ = browser.get("/static/vendor/leaflet-1.9.4/" + image.decode())
        assert response.status == 200, image

    # Staff: password, then the second factor, then their home page.
    user = make_user(Role.SMO)
    user.password = ScryptPasswordHasher().encode(PASSWORD, ScryptPasswordHasher().salt())
    user.save(update_fields=["password"])
    response, _ = browser.post_form("/accounts/login/", {"login": user.email, "password": PASSWORD})
    assert response.status == 302, response.status
    assert response.getheader("Location") == "/accounts/2fa/authenticate/"
    # gunicorn runs in another process, where time cannot be held still (tests/signin.py,
    # "Codes and time"): a code refused because its period ended on the way is sent again,
    # the next period's.
    for _attempt in range(2):
        response, _ = browser.post_form("/accounts/2fa/authenticate/", {"code": totp_code()})
        if response.status == 302:
            break
    assert response.status == 302
    response, content = browser.get("/")
    assert response.status == 200
    assert user.full_name.encode() in content or b"Stormwater Management Officer" in content
    assert_static_served(browser, content)

    # A letter, issued through the pages by this process: WeasyPrint renders it with the
    # system's libraries and fonts (the Dockerfile's), and it is served back as a PDF.
    issue_a_notice_and_read_it_back(browser, user)


def issue_a_notice_and_read_it_back(browser: Browser, smo) -> None:
    violation = make_violation(smo)
    url = f"/enforcement/violations/{violation.reference}/notice/"
    fields = {
        **NOTICE_158,
        "addressee": violation.party_id,
        "deadline": (date.today() + timedelta(days=60)).isoformat(),
    }
    response, content = browser.post_form(url, fields)
    assert response.status == 200, content[-2000:]
    assert b"Check the notice, then issue it" in content, content[-3000:]
    token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', content).group(1)
    response, content = browser.request(
        "POST", url, {"csrfmiddlewaretoken": token.decode(), **fields, "confirmed": "True"}
    )
    assert response.status == 302, content[-3000:]
    response, page = browser.get(response.getheader("Location"))
    assert response.status == 200
    links = set(re.findall(rb'href="(/documents/issued/([A-Z0-9-]+)/)"', page))
    assert len(links) == 1, links
    ((link, number),) = links
    response, pdf = browser.get(link.decode())
    assert response.status == 200
    assert response.getheader("Content-Type") == "application/pdf"
    assert pdf.startswith(b"%PDF-")
    assert len(pypdf.PdfReader(io.BytesIO(pdf)).pages) >= 1
    words = pdf_text(pdf)
    assert number.decode() in words
    assert NOTICE_158["nature"] in words, words[:800]
    assert violation.party.name in words
