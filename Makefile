# The two commands of the README: `make run` (the service) and `make test` (the whole test suite).
# Both create the virtual environment and install the package when needed.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test lint typecheck pytest browsers bench coverage-report clean api-check fuzz

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Reinstalled whenever pyproject.toml changes.
$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(BIN)/judge serve --host $(HOST) --port $(PORT)

lint: $(VENV)/.installed-test
	$(BIN)/ruff check judge tests benchmarks
	$(BIN)/ruff format --check judge tests benchmarks

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy

pytest: $(VENV)/.installed-test browsers
	$(BIN)/pytest

# The browser tests drive Debian's Chromium (Playwright's own browser download cannot be used here).
browsers:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing Debian's chromium for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else echo "chromium is missing and cannot be installed here (needs root and apt-get): browser tests will skip"; fi

test: lint typecheck pytest

# Figures, each against an in-process baseline (they read ../shared/data in place): one entry point, every
# benchmark, a JSON summary in benchmarks/results/ (BENCH_ARGS: e.g. --only web_load, --compare FILE, --quick).
BENCH_ARGS ?=
bench: $(VENV)/.installed-test
	$(BIN)/python benchmarks/run.py $(BENCH_ARGS)

# The web load test alone: judge serve under load on loopback (SECONDS_PER_KIND, default 10).
SECONDS_PER_KIND ?= 10
.PHONY: bench-load
bench-load: $(VENV)/.installed-test
	$(BIN)/python benchmarks/web_load.py --seconds $(SECONDS_PER_KIND)

# The long schemathesis run against `judge serve` (two workers); API_CHECK_EXAMPLES=N per operation (default 200).
api-check: $(VENV)/.installed-test
	$(BIN)/python tests/api_check.py

# The long fuzzing run (tests/test_fuzz.py): FUZZ_EXAMPLES examples per parser, two generated inputs each; prints
# per target the inputs, the errors by type and the slowest input, and writes them to FUZZ_REPORT.
FUZZ_EXAMPLES ?= 100000
FUZZ_REPORT ?= $(VENV)/fuzz-report.json
fuzz: $(VENV)/.installed-test
	JUDGE_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) JUDGE_FUZZ_REPORT=$(FUZZ_REPORT) $(BIN)/pytest -q tests/test_fuzz.py $(if $(FUZZ_TARGET),-k $(FUZZ_TARGET))

# docs/coverage.md: how much of the community pool the card-text grammar parses (numbers only).
coverage-report: $(VENV)/.installed-test
	$(BIN)/python benchmarks/coverage_report.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
