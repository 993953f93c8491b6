# The two commands of the README:
#   make run    set up and start the web server, a Celery worker and beat
#   make test   set up and pass the whole suite against PostgreSQL and Redis
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PORT

# make test always runs against PostgreSQL and Redis on loopback.
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/lockport_sw
TEST_REDIS_URL ?= redis://127.0.0.1:6379/11

.PHONY: help run test venv migrate demo lint checks audit pytest pytest-village lock clean system-run system-test services

help:
	@echo "make run    start the app on http://127.0.0.1:$(PORT)/ (web, worker, beat)"
	@echo "make test   lint, migration and deploy checks, then the whole test suite"
	@echo "make lock   re-pin requirements/*.txt from pyproject.toml"

# --- Set-up -----------------------------------------------------------------------------
# The virtualenv is rebuilt whenever the pinned requirements change.
$(VENV)/.installed: requirements/dev.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is required (set PYTHON=...)")'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements/dev.txt
	touch $@

venv: $(VENV)/.installed

system-run:
	scripts/ensure-system.sh run

system-test:
	scripts/ensure-system.sh test

services: system-test
	scripts/ensure-services.sh $(notdir $(TEST_DATABASE_URL))

# --- make run ---------------------------------------------------------------------------
# Another municipality's runtime state is kept apart (lockport_sw/settings/base.py, VAR_DIR).
RUN_VAR := var$(if $(filter-out lockport,$(or $(JURISDICTION),lockport)),/$(JURISDICTION))
run: venv system-run
	mkdir -p $(addprefix $(RUN_VAR)/celery/,broker processed results control)
	$(PY) manage.py migrate --noinput
	$(PY) manage.py seed_demo
	@echo ""
	@echo "Starting web, worker and beat: http://127.0.0.1:$(PORT)/  (Ctrl-C stops all three)"
	@echo ""
	APP_PORT=$(PORT) exec $(VENV)/bin/honcho start -f Procfile.dev --port $(PORT)

# --- make test --------------------------------------------------------------------------
test: venv services
	$(MAKE) --no-print-directory lint checks audit pytest

lint: venv
	$(VENV)/bin/ruff check --no-cache .
	$(VENV)/bin/ruff format --no-cache --check .

checks: venv
	DATABASE_URL=$(TEST_DATABASE_URL) TEST_REDIS_URL=$(TEST_REDIS_URL) \
	DJANGO_SETTINGS_MODULE=lockport_sw.settings.test \
		$(PY) manage.py makemigrations --check --dry-run
	DJANGO_SETTINGS_MODULE=lockport_sw.settings.production \
	SECRET_KEY="$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(64))')" \
	BACKUP_ENCRYPTION_KEY="$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(48))')" \
	BACKUP_SIGNING_KEY="$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(48))')" \
	MFA_ENCRYPTION_KEY="$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(48))')" \
	ALLOWED_HOSTS=stormwater.example SITE_URL=https://stormwater.example DATABASE_URL=$(TEST_DATABASE_URL) \
	REDIS_URL=$(TEST_REDIS_URL) EMAIL_URL=smtp://localhost:25 \
		$(PY) manage.py check --deploy --fail-level WARNING

# Security gates: bandit on our code, pip-audit on the pinned requirements.
audit: venv
	$(VENV)/bin/bandit -q -r lockport_sw swppp illicit enforcement inspections money -x '*/migrations/*'
	VENV=$(VENV) scripts/pip-audit.sh

# In parallel (pytest-xdist): four processes on two cores, because about half of a test's
# time is spent waiting (a browser, a Celery worker, gunicorn, PostgreSQL), and two workers
# kept the cores half idle (measured 2026-12-02). The database is migrated once and each
# worker gets a copy (tests/template_db.py); each has its own Redis database
# (TEST_REDIS_URL's number plus its index: 11 to 14). Work stealing: a worker that is done
# takes tests queued for another, so the slow browser tests do not leave one worker
# running alone at the end; and each worker's first run of tests starts with its share
# of the long ones (marked slow, then the browser's: tests/conftest.py), so what is
# stolen and run last is short. The 25 slowest tests are listed.
# Bytecode is written (this machine's environment sets PYTHONDONTWRITEBYTECODE): the
# controller collects the tests once while it migrates the template, and every worker and
# every process a test starts then reads the compiled modules (tests/template_db.py).
PYTEST_WORKERS ?= 4
PYTEST_MAX_WORKERS ?= 4
pytest: venv
	PYTHONDONTWRITEBYTECODE= DATABASE_URL=$(TEST_DATABASE_URL) TEST_REDIS_URL=$(TEST_REDIS_URL) \
		$(VENV)/bin/pytest -n $(PYTEST_WORKERS) --maxprocesses=$(PYTEST_MAX_WORKERS) --dist worksteal \
		--durations=25 $(PYTEST_ARGS)
	$(MAKE) --no-print-directory pytest-village

# The second municipality (issue 49) in a process that starts serving it, as its
# deployment would: tests/village/ (tests/conftest.py runs that folder only here).
pytest-village: venv
	PYTHONDONTWRITEBYTECODE= JURISDICTION=examplefalls DATABASE_URL=$(TEST_DATABASE_URL) \
	TEST_REDIS_URL=$(TEST_REDIS_URL) \
		$(VENV)/bin/pytest -n $(PYTEST_WORKERS) --maxprocesses=$(PYTEST_MAX_WORKERS) --dist worksteal \
		--durations=5 $(filter-out tests/%,$(PYTEST_ARGS)) tests/village

# --- Maintenance ------------------------------------------------------------------------
lock: venv
	$(VENV)/bin/pip-compile --quiet --strip-extras --no-emit-index-url --no-emit-find-links \
		-o requirements/prod.txt pyproject.toml
	$(VENV)/bin/pip-compile --quiet --strip-extras --no-emit-index-url --no-emit-find-links \
		--extra dev -o requirements/dev.txt pyproject.toml

clean:
	rm -rf $(VENV) var .pytest_cache .ruff_cache

# --- Benchmarks (results are committed under bench/results/) ----------------------------
.PHONY: bench
# bench/load.py: seed_scale's data (BENCH_SCALE, default 1: a county), gunicorn on loopback and
# locust (headless) against every page; letters.py: issuing a notice and a letter's
# render; sweep.py: the sweep at 10,000 and 1,000,000 open clocks.
bench: venv services
	TEST_REDIS_URL=$(TEST_REDIS_URL) $(PY) bench/clock_board.py
	TEST_REDIS_URL=$(TEST_REDIS_URL) $(PY) bench/open311_requests.py
	TEST_REDIS_URL=$(TEST_REDIS_URL) $(PY) bench/load.py
	TEST_REDIS_URL=$(TEST_REDIS_URL) $(PY) bench/letters.py
	TEST_REDIS_URL=$(TEST_REDIS_URL) $(PY) bench/sweep.py
