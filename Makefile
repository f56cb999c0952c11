# The two commands of the README: `make run` (the service) and `make test` (the whole test suite).
# Both create the virtual environment and install the package when needed.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test lint typecheck pytest browsers bench coverage-report clean fuzz

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

# Figures, each against an in-process baseline (they read ../shared/data in place).
bench: $(VENV)/.installed-test
	$(BIN)/python benchmarks/pool_load.py
	$(BIN)/python benchmarks/parse.py
	$(BIN)/python benchmarks/search.py
	$(BIN)/python benchmarks/domination.py
	$(BIN)/python benchmarks/executable.py
	$(BIN)/python benchmarks/simulate.py

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
