# rulesite: the README's two commands are `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: serve test test-services install install-dev system-deps prepare lint benchmark load clean npm

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The stamp files re-run pip only when the requirements change.
$(VENV)/.runtime: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@

install: $(VENV)/.runtime
install-dev: $(VENV)/.dev

# The browser libraries the site serves (Pyodide, yaml), pinned by package-lock.json, from the
# npm registry; Debian's nodejs and npm first when missing.
node_modules/.package-lock.json: package.json package-lock.json
	@command -v npm >/dev/null || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nodejs npm)
	npm ci --no-audit --no-fund --ignore-scripts
	@touch $@

npm: node_modules/.package-lock.json

# Debian's zbar-tools to read the QR codes back in the tests, redis-server for the tests of a
# cache that goes away (tests/rulesite/redis_support.py starts, stops and freezes its own),
# Debian's Chromium for the browser tests and gettext for the translations, when missing.
system-deps:
	@command -v msgfmt >/dev/null || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q gettext)
	@command -v redis-server >/dev/null || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends redis-server)
	@command -v zbarimg >/dev/null || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q zbar-tools)
	@test -x /usr/bin/chromium || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium)

# Compiled translations and collected static files, both derived from the sources.
prepare: npm
	@command -v msgfmt >/dev/null || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q gettext)
	$(BIN)/python manage.py compilemessages --ignore=.venv --verbosity 0
	$(BIN)/python manage.py collectstatic --noinput --verbosity 0

serve: install prepare
	$(BIN)/python manage.py bootstrap
	$(BIN)/python manage.py runserver $(HOST):$(PORT)

test: install-dev system-deps prepare lint
	$(BIN)/python -m pytest
	$(MAKE) test-services

# The tests that touch the database and the cache once more, on a real PostgreSQL and a real
# Redis (tools/test_services.sh installs Debian's packages when missing and starts both on
# ports of their own): a focused set, not the whole suite twice.
SERVICE_TESTS := tests/judge/test_api_judge.py tests/judge/test_web_rulings.py \
	tests/judge/test_judge_cost.py tests/rules/test_page_cache.py tests/rules/test_versions.py \
	tests/rules/test_import_command.py tests/glossary/test_loading.py \
	tests/rulesite/test_limits.py tests/rulesite/test_search_index.py \
	tests/rulesite/test_cache_down.py tests/rulings/test_hostile_files.py \
	tests/cards/test_hostile_lists.py tests/rules/test_hostile_rules.py \
	tests/cards/test_hostile_ygo.py
test-services: install-dev
	tools/test_services.sh start
	env $$(tools/test_services.sh urls) $(BIN)/python -m pytest -p no:cacheprovider \
		$(SERVICE_TESTS); status=$$?; tools/test_services.sh stop; exit $$status

lint:
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports

benchmark: install-dev prepare
	$(BIN)/python manage.py bootstrap
	$(BIN)/python manage.py benchmark

# gunicorn on loopback under mixed traffic at 1, 10, 25 and 50 clients (tools/loadtest.py).
load: install-dev prepare
	$(BIN)/python tools/loadtest.py

clean:
	rm -rf $(VENV) staticfiles var db.sqlite3 node_modules
