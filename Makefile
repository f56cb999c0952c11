# The two commands of the README: `make run` (the service) and `make test` (the whole test suite).
# Both create the virtual environment and install the package when needed.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

# Every dependency, of running and of testing, is installed from uv.lock (exact versions and hashes): a new release
# on the registry changes nothing until `make lock` is run and its uv.lock committed. uv itself comes from the
# registry too, pinned with its hashes in tools/uv-requirements.txt, into a folder of its own (.tools).
TOOLS ?= .tools
UV := $(TOOLS)/bin/uv
UV_VERSION ?= 0.13.9
export UV_PROJECT_ENVIRONMENT := $(VENV)
export UV_PYTHON_DOWNLOADS := never
UV_SYNC := $(UV) sync --locked --python $(PYTHON)

.PHONY: run test lint typecheck pytest browsers bench coverage-report clean api-check fuzz lock lock-uv

$(UV): tools/uv-requirements.txt
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install --quiet --require-hashes --no-deps -r tools/uv-requirements.txt
	touch $@

# Installed again whenever pyproject.toml or uv.lock changes; `--locked` fails when the lock no longer matches
# pyproject.toml instead of resolving anew.
$(VENV)/.installed-run: pyproject.toml uv.lock | $(UV)
	$(UV_SYNC)
	touch $@

$(VENV)/.installed-test: pyproject.toml uv.lock | $(UV)
	$(UV_SYNC) --extra test --extra sweep
	touch $@ $(VENV)/.installed-run

# After editing the dependencies in pyproject.toml: resolve again, keeping every other pin (UPGRADE=1: move every
# package to its newest release within the ranges). Commit the new uv.lock.
lock: | $(UV)
	$(UV) lock --python $(PYTHON) $(if $(UPGRADE),--upgrade)

# Pin another release of uv itself (with the hashes of all its wheels).
lock-uv: | $(UV)
	echo "uv==$(UV_VERSION)" | $(UV) pip compile - --generate-hashes --universal --no-header --quiet \
		| { sed -n 1,2p tools/uv-requirements.txt; cat; } > tools/uv-requirements.txt.new
	mv tools/uv-requirements.txt.new tools/uv-requirements.txt

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

# The long schemathesis run against `judge serve` (two workers), after the hostile corpus (tests/hostile/) replayed
# over HTTP; API_CHECK_EXAMPLES=N per operation (default 200).
api-check: $(VENV)/.installed-test
	$(BIN)/python tests/api_check.py

# The long fuzzing run (tests/test_fuzz.py): FUZZ_EXAMPLES examples per parser, two generated inputs each; prints
# per target the inputs, the errors by type and the slowest input, and writes them to FUZZ_REPORT. The hostile corpus
# (tests/hostile/) is replayed with it against every route and command that reads it.
# Random play with the pool's executed cards (tests/test_bttcg_random_pool.py) runs with it: RANDPOOL_POSITIONS random
# turns and as many random battles, printing the executed cards a refusal still named.
FUZZ_EXAMPLES ?= 100000
FUZZ_REPORT ?= $(VENV)/fuzz-report.json
RANDPOOL_POSITIONS ?= 5000
# Whole random games (tests/test_bttcg_game*.py): GAMES games, printing the executed cards never played or whose
# abilities were never used.
GAMES ?= 200
fuzz: $(VENV)/.installed-test
	JUDGE_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) JUDGE_FUZZ_REPORT=$(FUZZ_REPORT) JUDGE_RANDPOOL_POSITIONS=$(RANDPOOL_POSITIONS) \
		JUDGE_GAMES=$(GAMES) \
		$(BIN)/pytest -q tests/test_fuzz.py tests/test_hostile_corpus.py tests/test_bttcg_random_pool.py \
		tests/test_bttcg_game.py tests/test_bttcg_game_pool.py \
		$(if $(FUZZ_TARGET),-k $(FUZZ_TARGET))

# docs/coverage.md: how much of the community pool the card-text grammar parses (numbers only).
coverage-report: $(VENV)/.installed-test
	$(BIN)/python benchmarks/coverage_report.py

clean:
	rm -rf $(VENV) $(TOOLS) build dist .pytest_cache .mypy_cache .ruff_cache
