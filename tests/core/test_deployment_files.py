"""The production description stays valid (no Docker engine runs here to try it)."""

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


def test_the_image_installs_the_pinned_production_requirements():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "requirements/prod.txt" in dockerfile
    assert "libharfbuzz-subset0" in dockerfile
    assert "DJANGO_SETTINGS_MODULE=lockport_sw.settings.production" in dockerfile


def test_ci_runs_make_test():
    assert "make test" in (ROOT / ".ci" / "run").read_text()
