"""Settings shared by every environment.

Values that differ between machines come from the environment (12-factor, read with
django-environ). ``dev``, ``test`` and ``production`` import this module and change only
what they must.
"""

from decimal import Decimal
from pathlib import Path

import environ
from csp.constants import NONE, SELF

from lockport_sw.core.schedule import BEAT_SCHEDULE
from lockport_sw.jurisdiction.registry import DEFAULT as DEFAULT_JURISDICTION
from lockport_sw.jurisdiction.registry import named as jurisdiction_named

env = environ.Env()

BASE_DIR = Path(__file__).resolve().parent.parent.parent
# The municipality this deployment serves (lockport_sw/jurisdiction/: its name, officers,
# bodies, letterhead and the citation of every provision of the two model laws).
JURISDICTION = env("JURISDICTION", default=DEFAULT_JURISDICTION)
_MUNICIPALITY = jurisdiction_named(JURISDICTION)
# Runtime state of a development machine; never committed. Another municipality's
# (``JURISDICTION=examplefalls make run``) is kept apart: its own SQLite file and broker.
VAR_DIR = BASE_DIR / "var"
if JURISDICTION != DEFAULT_JURISDICTION:
    VAR_DIR = VAR_DIR / JURISDICTION

# --- Core ---------------------------------------------------------------------------
SECRET_KEY = env("SECRET_KEY", default="")
DEBUG = env.bool("DEBUG", default=False)
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=[])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])

DJANGO_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    # PostgreSQL's own: operator classes in expression indexes (the trigram indexes of
    # the registry's search), the full-text lookups. Inert on SQLite (make run).
    "django.contrib.postgres",
]
THIRD_PARTY_APPS = [
    "allauth",
    "allauth.account",
    "allauth.mfa",
    "allauth.usersessions",
    "crispy_forms",
    "crispy_bootstrap5",
    "django_celery_beat",
    "django_filters",
    "django_htmx",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "rules.apps.AutodiscoverRulesConfig",
    "simple_history",
]
# Shared domain (lockport_sw/*) first, then the enforcement layers, then the chapters:
# dependencies point from later entries to earlier ones, never back.
LOCAL_APPS = [
    # The municipality first: every app reads it, it reads none of them.
    "lockport_sw.jurisdiction",
    "lockport_sw.core",
    "lockport_sw.accounts",
    "lockport_sw.audit",
    "lockport_sw.security",
    "lockport_sw.registry",
    "lockport_sw.calendar",
    "lockport_sw.deadlines",
    "lockport_sw.notifications",
    "lockport_sw.documents",
    "lockport_sw.invitations",
    "lockport_sw.bodies",
    "lockport_sw.reports",
    "inspections",
    "enforcement",
    "illicit",
    "swppp",
    "money",
    # Last: the API reads and writes every app's records through their selectors and
    # services (each app registers its resources: lockport_sw/api/registry.py).
    "lockport_sw.api",
]
INSTALLED_APPS = DJANGO_APPS + THIRD_PARTY_APPS + LOCAL_APPS

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "lockport_sw.security.middleware.SessionSecurityMiddleware",
    "lockport_sw.accounts.middleware.RequireMFAMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
]

ROOT_URLCONF = "lockport_sw.urls"
WSGI_APPLICATION = "lockport_sw.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "lockport_sw.core.context_processors.town",
                "lockport_sw.core.context_processors.navigation_items",
            ],
            # The Town's words for dates, in every template like |date (issue 22, item 4).
            "builtins": [
                "lockport_sw.calendar.templatetags.dates",
                # |in_sentence: a label lowered at its first letter only (core/label_words.py).
                "lockport_sw.core.label_words",
                # {% cite "idl.appeal" %}: the municipality's citation of a provision.
                "lockport_sw.jurisdiction.templatetags.jurisdiction",
            ],
        },
    },
]

# --- Database -----------------------------------------------------------------------
# PostgreSQL whenever DATABASE_URL is set; SQLite under var/ otherwise (make run's default).
DATABASES = {
    "default": env.db("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Web, worker and beat share the file: WAL and IMMEDIATE transactions avoid
    # "database is locked" under that light concurrency.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
else:
    DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis, cache and Celery ----------------------------------------------------------
REDIS_URL = env("REDIS_URL", default="")

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "lockport_sw.core.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "lockport_sw",
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": str(VAR_DIR / "cache"),
        }
    }

if REDIS_URL:
    CELERY_BROKER_URL = REDIS_URL
    CELERY_RESULT_BACKEND = REDIS_URL
else:
    # kombu's filesystem transport: a broker that needs no server, shared by worker and
    # beat on one machine through a directory.
    _broker_dir = VAR_DIR / "celery" / "broker"
    CELERY_BROKER_URL = "filesystem://"
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(_broker_dir),
        "data_folder_out": str(_broker_dir),
        "processed_folder": str(VAR_DIR / "celery" / "processed"),
        # The exchange tables kombu writes at run time; by default "control" in the
        # working directory, which put them in the repository.
        "control_folder": str(VAR_DIR / "celery" / "control"),
        "store_processed": False,
    }
    CELERY_RESULT_BACKEND = f"file://{VAR_DIR / 'celery' / 'results'}"
CELERY_TIMEZONE = "America/New_York"
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_EXPIRES = 24 * 3600
# A task is acknowledged only when it has finished: a worker killed mid-task leaves the
# message on the broker. Every task is idempotent, so running one twice is harmless.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
# The periodic schedule lives in code (lockport_sw/core/schedule.py); beat's database
# scheduler copies it into its tables at start-up.
CELERY_BEAT_SCHEDULE = BEAT_SCHEDULE

# --- Authentication (django-allauth) --------------------------------------------------
AUTH_USER_MODEL = "accounts.User"
AUTHENTICATION_BACKENDS = [
    "rules.permissions.ObjectPermissionBackend",
    "lockport_sw.accounts.backends.CachedModelBackend",  # ModelBackend, kept (issue 44)
    "allauth.account.auth_backends.AuthenticationBackend",
]
LOGIN_URL = "account_login"
LOGIN_REDIRECT_URL = "home"
ACCOUNT_LOGOUT_REDIRECT_URL = "account_login"
ACCOUNT_ADAPTER = "lockport_sw.accounts.adapter.AccountAdapter"
ACCOUNT_FORMS = {
    "signup": "lockport_sw.accounts.forms.ApplicantSignupForm",
    "change_password": "lockport_sw.accounts.forms.ChangePasswordForm",  # nosec B105  # a form's dotted path
    "set_password": "lockport_sw.accounts.forms.SetPasswordForm",  # nosec B105  # a form's dotted path
    "reset_password_from_key": "lockport_sw.accounts.forms.ResetPasswordKeyForm",  # nosec B105  # a form's dotted path
}
ACCOUNT_USER_MODEL_USERNAME_FIELD = None
ACCOUNT_LOGIN_METHODS = {"email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*", "password2*"]
ACCOUNT_UNIQUE_EMAIL = True
ACCOUNT_EMAIL_VERIFICATION = "mandatory"
ACCOUNT_CONFIRM_EMAIL_ON_GET = False
ACCOUNT_LOGIN_ON_EMAIL_CONFIRMATION = True
ACCOUNT_SESSION_REMEMBER = False
ACCOUNT_EMAIL_SUBJECT_PREFIX = f"[{_MUNICIPALITY.name}] "
ACCOUNT_PRESERVE_USERNAME_CASING = False
# Throttling (docs/security.md, "Lockout by account, not by address alone"): failed
# sign-ins are counted per (account, client) here, a client being a browser that signed
# in to the account before (a signed device cookie) or else an IP address; allauth
# also counts wrong second-factor codes per account with this rate. No rate here is per
# IP alone: one address (the Town Hall's, or a proxy's) is shared by many people.
ACCOUNT_RATE_LIMITS = {
    "login_failed": "5/15m/key",
    "signup": "20/h/ip",
    "reset_password": "20/h/ip,5/h/key",  # a rate, not a password  # nosec B105
    "confirm_email": "5/15m/key",
}
# Per account across addresses: failures from clients that never signed in to it.
LOGIN_FAILED_UNTRUSTED_RATE_LIMIT = {"login_failed_untrusted": "100/h/key"}
# Per address, slower: failures from untrusted clients at one IP address, whatever the
# account. A browser with the account's trusted-device cookie is never held by it.
LOGIN_FAILED_ADDRESS_RATE_LIMIT = {"login_failed_address": "100/h/ip"}
# Behind a reverse proxy: how many proxies append to X-Forwarded-For (0: none).
ALLAUTH_TRUSTED_PROXY_COUNT = env.int("TRUSTED_PROXY_COUNT", default=0)
# Sensitive changes (email address, MFA) ask for the password again (ASVS 6.2.x).
ACCOUNT_REAUTHENTICATION_REQUIRED = True
ACCOUNT_CHANGE_EMAIL = True
# Emails the account on a changed password or address (to the old address too).
ACCOUNT_EMAIL_NOTIFICATIONS = True

# Two-step verification (django-allauth MFA): required for Town staff and administrators
# (accounts.services.mfa_required), optional for applicants.
MFA_ADAPTER = "lockport_sw.accounts.adapter.MFAAdapter"
MFA_SUPPORTED_TYPES = ["totp", "recovery_codes"]
MFA_RECOVERY_CODES_SHOW_ONCE = True
MFA_FORMS = {"generate_recovery_codes": "lockport_sw.accounts.forms.RegenerateRecoveryCodesForm"}
# Every user reaching the MFA pages has a verified address (verification is mandatory to
# sign in); this lets an MFA user change their address through the verified flow.
MFA_ALLOW_UNVERIFIED_EMAIL = True
USERSESSIONS_TRACK_ACTIVITY = False

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.ScryptPasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 12},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Sessions end after SESSION_IDLE_MINUTES without a request, and with the browser.
SESSION_IDLE_MINUTES = env.int("SESSION_IDLE_MINUTES", default=30)
SESSION_COOKIE_AGE = SESSION_IDLE_MINUTES * 60
SESSION_SAVE_EVERY_REQUEST = True
SESSION_EXPIRE_AT_BROWSER_CLOSE = True
SESSION_COOKIE_HTTPONLY = True
# The trusted-device cookie (security/devices.py) and the messages' cookie; production
# prefixes them with __Host-.
DEVICE_COOKIE_NAME = "lockport_device"
MESSAGE_STORAGE = "lockport_sw.core.messages.MessageStorage"
MESSAGE_COOKIE_NAME = "messages"
SESSION_COOKIE_SAMESITE = "Lax"
# ... and, however active, SESSION_ABSOLUTE_HOURS after signing in (ASVS 7.3.2).
SESSION_ABSOLUTE_HOURS = env.int("SESSION_ABSOLUTE_HOURS", default=12)

# --- Internationalisation and time ----------------------------------------------------
LANGUAGE_CODE = "en-us"
# The Town's time zone: every clock of the two chapters is kept in it (statute README).
TIME_ZONE = "America/New_York"
USE_I18N = True
USE_TZ = True

# --- Static and uploaded files --------------------------------------------------------
STATIC_URL = "/static/"
STATIC_ROOT = env.path("STATIC_ROOT", default=str(VAR_DIR / "staticfiles"))
STATICFILES_DIRS = [BASE_DIR / "static"]
# Uploaded and issued files are private: never under STATIC or a public MEDIA_URL, only
# served by permission-checked views.
MEDIA_ROOT = env.path("MEDIA_ROOT", default=str(VAR_DIR / "media"))
# No URL route serves this prefix: files go out only through permission-checked views.
MEDIA_URL = "/private-media/"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
UPLOAD_MAX_BYTES = env.int("UPLOAD_MAX_BYTES", default=25 * 1024 * 1024)
# Word and Excel files are ZIP archives: refused past these (zip bombs, ASVS 5.2.3).
UPLOAD_MAX_UNCOMPRESSED_BYTES = env.int("UPLOAD_MAX_UNCOMPRESSED_BYTES", default=100 * 1024 * 1024)
UPLOAD_MAX_ARCHIVE_MEMBERS = env.int("UPLOAD_MAX_ARCHIVE_MEMBERS", default=1000)
# An image is refused at upload when its header declares more pixels than this (about
# 40 megapixels: a 13,000 x 13,000 PNG of 492 KB decodes to 2.2 GB; issue 45, item 2).
# Pillow's own decompression-bomb guard (Image.MAX_IMAGE_PIXELS) is set to the same.
UPLOAD_MAX_IMAGE_PIXELS = env.int("UPLOAD_MAX_IMAGE_PIXELS", default=40_000_000)

# Keys that never go into a backup (issue 45, item 3; docs/operations.md, "Keys"):
# manage.py backup encrypts with the first and signs its manifest with the second; TOTP
# and recovery-code seeds are encrypted at rest with the third. Unset, each is derived
# from SECRET_KEY: for development and tests only; production settings require them.
BACKUP_ENCRYPTION_KEY = env("BACKUP_ENCRYPTION_KEY", default="")
BACKUP_SIGNING_KEY = env("BACKUP_SIGNING_KEY", default="")
MFA_ENCRYPTION_KEY = env("MFA_ENCRYPTION_KEY", default="")
DATA_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024
FILE_UPLOAD_PERMISSIONS = 0o640

# --- Forms ----------------------------------------------------------------------------
CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

# --- Email ----------------------------------------------------------------------------
EMAIL_CONFIG = env.email_url("EMAIL_URL", default="consolemail://")
vars().update(EMAIL_CONFIG)
# The Town's address (the letterhead's and the sender's): never a host name like localhost.
TOWN_EMAIL = env("TOWN_EMAIL", default=_MUNICIPALITY.office.email)
DEFAULT_FROM_EMAIL = env(
    "DEFAULT_FROM_EMAIL", default=f"{env('TOWN_NAME', default=_MUNICIPALITY.name)} <{TOWN_EMAIL}>"
)
SERVER_EMAIL = DEFAULT_FROM_EMAIL

# --- Security headers -----------------------------------------------------------------
# Content Security Policy: every script, style and font is served from our own origin.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
        "base-uri": [SELF],
        "object-src": [NONE],
    }
}
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

# --- The Town --------------------------------------------------------------------------
# The first day of the MS4 permit's reporting period (GP-0-24-001: January 3), "MM-DD";
# the interim periods are its two halves (lockport_sw/reports/periods.py).
MS4_PERIOD_START = env("MS4_PERIOD_START", default="01-03")
# The first reporting year the Town files from this system: from it on, every annual
# report and interim certification whose period has ended is owed until issued, and
# stays on the SMO's home, late once its due day has passed (periods.owed).
MS4_FIRST_YEAR = env.int("MS4_FIRST_YEAR", default=2025)
# The letterhead on every page and every issued document: the municipality's
# (lockport_sw/jurisdiction/), each line of which a deployment may set otherwise.
TOWN = _MUNICIPALITY.letterhead(
    name=env("TOWN_NAME", default=""),
    office=env("TOWN_OFFICE", default=""),
    address=env("TOWN_ADDRESS", default=""),
    phone=env("TOWN_PHONE", default=""),
    email=TOWN_EMAIL,
)

# Chapter 159 (L.L. No. 8-2016) took effect when filed with the New York Secretary of State
# (Municipal Home Rule Law § 27), not on adoption (12-7-2016): the filing's date, "YYYY-MM-DD",
# and its source (e.g. "NYS Department of State, Division of Corporations, State Records and
# UCC, filing receipt of L.L. No. 8-2016") as the Town holds them (swppp/enactment.py).
# Unset, the adoption date is applied and every use says so.
CHAPTER_159_FILED_ON = env("CHAPTER_159_FILED_ON", default="")
CHAPTER_159_FILING_SOURCE = env("CHAPTER_159_FILING_SOURCE", default="")


def site_url_for(environ) -> str:
    """Where the app runs, for links in email: SITE_URL when set, else the development
    server's address on PORT. ``make run`` also sets APP_PORT, the web server's port,
    because honcho gives each process its own PORT (the worker, which sends the email,
    gets PORT + 100)."""
    port = environ("APP_PORT", default="") or environ("PORT", default="8000")
    return environ("SITE_URL", default="") or f"http://127.0.0.1:{port}"


SITE_URL = site_url_for(env).rstrip("/")

# The most one payment may be (money/services/payments.py; issue 45, item 5): a larger
# amount is refused as a typing mistake ($9,999,999,999.99), never booked.
PAYMENT_CEILING = Decimal(env("PAYMENT_CEILING", default="1000000.00"))

# Deadline reminders: days before a clock's due date (0 = on the due day itself).
DEADLINE_REMINDER_LEAD_DAYS = env.list("DEADLINE_REMINDER_LEAD_DAYS", cast=int, default=[7, 2, 0])

# Chapter 158 (illicit/conf.py): possible duplicate reports (this close, this recent),
# the public report form's rate per client (security/limits.py, atomic), the map's tile server
# (its origin is allowed in img-src on the map pages only), the Open311 jurisdiction.
ILLICIT_DUPLICATE_METERS = env.int("ILLICIT_DUPLICATE_METERS", default=150)
ILLICIT_DUPLICATE_DAYS = env.int("ILLICIT_DUPLICATE_DAYS", default=14)
ILLICIT_REPORT_RATE = env("ILLICIT_REPORT_RATE", default="5/h")
MAP_TILE_URL = env("MAP_TILE_URL", default="https://tile.openstreetmap.org/{z}/{x}/{y}.png")
OPEN311_JURISDICTION_ID = env("OPEN311_JURISDICTION_ID", default="elockport.com")
# Requests one Open311 API key may create per window (lockport_sw/security/limits.py).
OPEN311_KEY_RATE = env("OPEN311_KEY_RATE", default="100/h")
RATELIMIT_USE_CACHE = "default"
# Behind a proxy REMOTE_ADDR is the proxy's: name the header it sets (e.g. HTTP_X_REAL_IP).
RATELIMIT_IP_META_KEY = env("RATELIMIT_IP_META_KEY", default="") or None

# --- The API (issue 48; lockport_sw/api) -------------------------------------------------
# Requests one personal API token may make per window, counted in the cache (Redis).
API_TOKEN_RATE = env("API_TOKEN_RATE", default="1000/h")
# Requests one address may make to the OGC API - Features without credentials per window
# (lockport_sw/ogcapi/limits.py; a token's count against API_TOKEN_RATE).
OGCAPI_ANONYMOUS_RATE = env("OGCAPI_ANONYMOUS_RATE", default="1000/h")
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "lockport_sw.api.auth.TokenAuthentication",
        "lockport_sw.api.auth.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": [
        "lockport_sw.api.permissions.TokenScope",
        "lockport_sw.api.permissions.ModelPermission",
    ],
    "DEFAULT_THROTTLE_CLASSES": ["lockport_sw.api.throttles.TokenRateThrottle"],
    "DEFAULT_PAGINATION_CLASS": "lockport_sw.api.pagination.Cursor",
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "lockport_sw.api.errors.problem_exception_handler",
    # Amounts as decimal strings ("1250.00"); moments in ISO 8601 with the Town's offset.
    "COERCE_DECIMAL_TO_STRING": True,
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
}
SPECTACULAR_SETTINGS = {
    "TITLE": f"{_MUNICIPALITY.name} stormwater API",
    "DESCRIPTION": f"Read and write the {_MUNICIPALITY.kind}'s stormwater records "
    f"({_MUNICIPALITY.laws_named(())}) "
    "as you may in the browser. Authenticate with a personal API token: "
    "`Authorization: Bearer lps_…`. Errors are RFC 9457 problem details.",
    "VERSION": "1",
    "OAS_VERSION": "3.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "COMPONENT_SPLIT_REQUEST": True,
    "ENUM_NAME_OVERRIDES": {
        "InspectionRequestStateEnum": "inspections.models.InspectionRequest.State",
        "InspectionStateEnum": "inspections.models.Inspection.State",
        "InspectionFindingOutcomeEnum": "inspections.models.Finding.Outcome",
        "SwpppVersionStateEnum": "swppp.models.Submission.State",
        "SwpppOutcomeEnum": "swppp.models.Outcome",
        "SwpppActEnum": "swppp.api_resources.ACTS",
        # Chapter 158 (illicit/api_resources.py): each choice set named by its record.
        "ReportKindEnum": "illicit.kinds.CHOICES",
        "ReportStateEnum": "illicit.models.Report.State",
        "ReportCloseReasonEnum": "illicit.models.Report.CloseReason",
        "ReportSourceEnum": "illicit.models.Report.Source",
        "CaseKindEnum": "illicit.models.Case.Kind",
        "CaseStateEnum": "illicit.models.Case.State",
        "CaseCloseReasonEnum": "illicit.models.Case.CloseReason",
        "CaseLogEntryKindEnum": "illicit.models.Entry.Kind",
        "OutfallMaterialEnum": "illicit.models.Outfall.Material",
        "OutfallConditionEnum": "illicit.models.Outfall.Condition",
        "ScreeningFlowEnum": "illicit.models.Screening.Flow",
        "ScreeningOdorEnum": "illicit.models.Screening.Odor",
        "ScreeningColorEnum": "illicit.models.Screening.Color",
        "ScreeningTurbidityEnum": "illicit.models.Screening.Turbidity",
        # Enforcement (enforcement/api_resources.py): named for their records, so that
        # another app's "state" or "method" never renames them (nor they another's).
        "NoticeStateEnum": "enforcement.models.NoticeOfViolation.State",
        "StopWorkOrderStateEnum": "enforcement.models.StopWorkOrder.State",
        "AppealStateEnum": "enforcement.models.Appeal.State",
        "AppealChannelEnum": "enforcement.models.Appeal.Channel",
        "AppealOutcomeEnum": "enforcement.models.Appeal.Outcome",
        "ServiceMethodEnum": "enforcement.models.ServiceRecord.Method",
        "PaymentMethodEnum": "money.models.account.Entry.Method",
        "ServiceReturnedAsEnum": "enforcement.models.ServiceRecord.Returned",
        "ViolationEndReasonEnum": "enforcement.models.Violation.EndReason",
    },
    # The documentation page's files come from drf-spectacular-sidecar: no CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "lockport_sw.api.schema.problem_details_hook",
    ],
}

# Demo data (manage.py seed_demo) is never loaded where this is False.
DEMO_DATA_ALLOWED = False

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="INFO")},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "weasyprint.progress": {"level": "WARNING"},
        "fontTools": {"level": "WARNING"},
        # One JSON object per security event (lockport_sw.security.services.record).
        "lockport_sw.security": {"level": "INFO"},
    },
}
