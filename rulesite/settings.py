"""Settings for rulesite, read from the environment (see README, "Settings").

Defaults serve a laptop: SQLite in the project root, DEBUG off, localhost only. Production sets
SECRET_KEY, ALLOWED_HOSTS, DATABASE_URL and HTTPS=on.
"""
from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.utils.translation import gettext_lazy as _

from rulesite.cacheurl import cache_from_url
from rulesite.env import (
    env_bool,
    env_int,
    env_list,
    env_path,
    env_str,
    proxy_trust,
    secret_key,
)

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"

SECRET_KEY = secret_key(BASE_DIR / ".secret_key")
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "axes",
    "rulesite",
    "rules",
    "glossary",
    "cards",
    "rulings",
    "judge",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "rulesite.middleware.SecurityHeadersMiddleware",
    "rulesite.staticstorage.StaticFilesMiddleware",  # WhiteNoise
    # brotli or gzip for everything below (static files have their own compressed copies)
    "rulesite.compression.CompressionMiddleware",
    # an ETag from the content of every answer (weak once compressed); 304 on a repeat
    "django.middleware.http.ConditionalGetMiddleware",
    # public for a minute, or private when the answer is the reader's own (rulesite/httpcache.py)
    "rulesite.httpcache.CachePolicyMiddleware",
    "rulesite.middleware.DatabaseUnavailableMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "rulesite.language.LanguageMiddleware",  # ?lang=, cookie, Accept-Language
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",  # last: answers a locked-out login (django-axes)
]

ROOT_URLCONF = "rulesite.urls"
WSGI_APPLICATION = "rulesite.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "rulesite.context_processors.site",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several gunicorn workers share one SQLite file, and writers must wait for each other,
    # never fail. WAL lets readers go on while one writes; IMMEDIATE transactions take the
    # write lock when they begin, so two transactions that read first never deadlock on
    # upgrading to a write (SQLite answers that with "database is locked" at once, whatever
    # the timeout); the timeout is how long a writer waits for the lock.
    DATABASES["default"].setdefault("OPTIONS", {}).update({
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    })
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# The cache holds rendered rule and glossary pages, shared by every worker (and machine) by
# default: a table of the database (rulesite/cacheurl.py). CACHE_DIR, from before CACHE_URL,
# still names a folder that the workers of one machine share.
_CACHE_DIR = env_str("CACHE_DIR", "")
CACHES = {"default": cache_from_url(
    env_str("CACHE_URL", f"file://{env_path('CACHE_DIR', VAR_DIR)}" if _CACHE_DIR else "db://"))}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# The admin's login cannot be guessed at (django-axes): after ADMIN_LOGIN_FAILURES wrong
# passwords from one client, or for one account from anywhere, further logins are refused for
# ADMIN_LOCKOUT_MINUTES before any password is checked (so guessers cost no hashing either).
# The counts live in the database, shared by every worker. Staff unlock sooner in the admin
# ("Access attempts") or with `manage.py axes_reset`. The client is the address the judge's
# rate limit counts (proxy headers only from TRUSTED_PROXIES).
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend",
                           "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = env_int("ADMIN_LOGIN_FAILURES", 5, minimum=1)
ADMIN_LOCKOUT_MINUTES = env_int("ADMIN_LOCKOUT_MINUTES", 30, minimum=1)
AXES_COOLOFF_TIME = timedelta(minutes=ADMIN_LOCKOUT_MINUTES)
AXES_LOCKOUT_PARAMETERS = ["ip_address", "username"]  # each alone locks
AXES_CLIENT_IP_CALLABLE = "rulesite.lockout.client_ip"
AXES_LOCKOUT_CALLABLE = "rulesite.lockout.locked_out"

LANGUAGE_CODE = "en"
LANGUAGES = [
    ("en", _("English")),
    ("de", _("German")),
    ("es", _("Spanish")),
    ("it", _("Italian")),
    ("fr", _("French")),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = env_path("STATIC_ROOT", BASE_DIR / "staticfiles")
# Hashed, compressed file names, written by `collectstatic` (the README's commands run it) with
# their manifest; plain names until it has run, so a fresh checkout still serves its pages
# (rulesite/staticstorage.py).
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "rulesite.staticstorage.HashedStaticStorage"},
}
# Serve straight from the apps' static folders when collectstatic has not run (tests, DEBUG).
WHITENOISE_USE_FINDERS = True
# The npm packages' files the pages load (judge/vendor.py), beside the apps' static folders.
STATICFILES_FINDERS = [
    "django.contrib.staticfiles.finders.FileSystemFinder",
    "django.contrib.staticfiles.finders.AppDirectoriesFinder",
    "judge.vendor.VendorFinder",
]
WHITENOISE_MANIFEST_STRICT = False

# The trivial view of the load script's ratio phase (tools/loadratio.py); off in service.
LOAD_TRIVIAL_VIEW = env_bool("LOAD_TRIVIAL_VIEW", False)

SEARCH_INDEX_DIR = env_path("SEARCH_INDEX_DIR", VAR_DIR / "index")
# How often each process compares its search index with the database's rules and glossary;
# when another machine imported something, this one rebuilds its own index in the background
# (0: never; then `build_index` after every import).
SEARCH_WATCH_SECONDS = env_int("SEARCH_WATCH_SECONDS", 30)

# The largest request body the site reads (the judge API refuses bigger scenarios with 413).
DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
JUDGE_MAX_BODY_BYTES = 256 * 1024
JUDGE_RATE_LIMIT = env_int("JUDGE_RATE_LIMIT", 120)  # judge requests per minute per client
# Card pages show the imported effect texts (cards-and-rulings.md); off: facts and encoding only
CARD_TEXT = env_bool("CARD_TEXT", True)

# Security. HTTPS=on is for servers behind TLS: it turns on HSTS, the HTTPS redirect and secure
# cookies, which would lock a laptop on http://127.0.0.1 out.
HTTPS = env_bool("HTTPS", False)
SECURE_SSL_REDIRECT = HTTPS
SECURE_HSTS_SECONDS = 31536000 if HTTPS else 0
SECURE_HSTS_INCLUDE_SUBDOMAINS = HTTPS
SECURE_HSTS_PRELOAD = HTTPS
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
LANGUAGE_COOKIE_SECURE = HTTPS
# Behind a reverse proxy (docs/operating.md, "Production"), X-Forwarded-Proto and
# X-Forwarded-For are read only from the proxies named in TRUSTED_PROXIES (addresses or
# networks); without BEHIND_PROXY=on both headers are ignored, since any client can write them.
# The server decides the scheme (gunicorn.conf.py gives it the same list): it knows which
# connection a header came from, so SECURE_PROXY_SSL_HEADER, which would believe any
# connection, stays unset.
BEHIND_PROXY = env_bool("BEHIND_PROXY", False)
TRUSTED_PROXIES = proxy_trust()
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "rulesite.api.exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "rulesite API",
    "DESCRIPTION": "Rules, glossary, search and the judge of rulesite, as JSON.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "WARNING")},
}
