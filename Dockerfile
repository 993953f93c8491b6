# Production image: gunicorn (web), Celery worker and beat all run from it.
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DJANGO_SETTINGS_MODULE=lockport_sw.settings.production

# WeasyPrint's libraries and a font for the letters (the list scripts/ensure-system.sh
# installs for make run and make test); pg_dump and pg_restore for manage.py backup and
# restore (bookworm's client is PostgreSQL 15, the compose file's server).
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz0b libharfbuzz-subset0 fonts-dejavu-core \
      postgresql-client \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY requirements/prod.txt requirements/prod.txt
RUN pip install --no-cache-dir -r requirements/prod.txt

COPY . .
# collectstatic needs settings that load; these throwaway values never reach a container.
RUN SECRET_KEY=build-only ALLOWED_HOSTS=build DATABASE_URL=sqlite:////tmp/build.db \
    BACKUP_ENCRYPTION_KEY=build-only-backup-encryption-key-never-used \
    BACKUP_SIGNING_KEY=build-only-backup-signing-key-never-used-x \
    MFA_ENCRYPTION_KEY=build-only-mfa-encryption-key-never-used-xx \
    REDIS_URL=redis://build:6379/0 EMAIL_URL=consolemail:// SITE_URL=https://build \
    python manage.py collectstatic --noinput \
 && useradd --system --uid 1000 --home /app lockport \
 && mkdir -p /data/media \
 && chown -R lockport /data

USER lockport
EXPOSE 8000
CMD ["gunicorn", "lockport_sw.wsgi:application", "--bind", "0.0.0.0:8000", "--workers", "3", "--access-logfile", "-"]
