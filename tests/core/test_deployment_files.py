"""The production description stays valid (no Docker engine runs here to try it)."""

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def test_docker_compose_describes_web_worker_beat_postgres_and_redis():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]

    assert set(services) == {"web", "worker", "beat", "db", "redis"}
    assert "gunicorn" in services["web"]["command"]
    assert "worker" in services["worker"]["command"]
    assert "beat" in services["beat"]["command"]
    for name in ("web", "worker", "db", "redis"):
        assert "healthcheck" in services[name], name
    for name in ("web", "worker", "beat"):
        assert "media:/data/media" in services[name]["volumes"]
        assert services[name]["environment"]["MEDIA_ROOT"] == "/data/media"
        assert services[name]["depends_on"]["db"]["condition"] == "service_healthy"
    assert {"pgdata", "media"} <= set(compose["volumes"])


def test_gunicorn_is_published_on_the_hosts_loopback_only():
    """Issue 45, item 6f: behind the proxy, a client reaching gunicorn on another
    interface would set the proxy's address header itself. Every published port of every
    service is bound to 127.0.0.1."""
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    published = {name: service.get("ports", []) for name, service in compose["services"].items()}
    assert published["web"] == ["127.0.0.1:8000:8000"]
    for name, ports in published.items():
        for port in ports:
            text = port if isinstance(port, str) else str(port.get("host_ip", ""))
            assert text.startswith("127.0.0.1:") or text == "127.0.0.1", (name, port)


def test_the_image_installs_the_pinned_production_requirements():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "requirements/prod.txt" in dockerfile
    assert "libharfbuzz-subset0" in dockerfile
    assert "DJANGO_SETTINGS_MODULE=lockport_sw.settings.production" in dockerfile


def _apt_packages(text: str) -> set[str]:
    return set(re.findall(r"\b(?:lib[a-z0-9.+-]+|fonts-[a-z-]+|postgresql-client)\b", text))


def test_the_image_installs_what_letters_and_backups_need():
    """WeasyPrint's libraries and fonts are the ones ensure-system.sh installs where the
    tests render letters (the production smoke check renders one); pg_dump for backups."""
    script = (ROOT / "scripts" / "ensure-system.sh").read_text()
    need = re.search(r"^need=\(([^)]*)\)", script, re.MULTILINE).group(1).split()
    run = next(
        line
        for line in (ROOT / "Dockerfile").read_text().replace("\\\n", " ").splitlines()
        if "apt-get install" in line
    )
    assert set(need) <= _apt_packages(run), set(need) - _apt_packages(run)
    assert "fonts-dejavu-core" in need and "libpangoft2-1.0-0" in need
    assert "postgresql-client" in _apt_packages(run)


def test_ci_runs_make_test():
    assert "make test" in (ROOT / ".ci" / "run").read_text()
