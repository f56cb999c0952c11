"""Hypothesis strategies for fuzzing the four parsers (``tests/test_fuzz.py``): card text, rulings files, scenarios
(YAML and plain English) and search queries.

Beyond random text, the inputs are grammar-aware: real inputs of the repository (the rulings transcriptions, the
worked-example scenarios, the README's examples, ``tests/data/queries.txt``, invented card sentences) mutated token by
token (insertions, deletions, swaps, duplications), and sentences made from the vocabulary of the loaded Lark grammars
(their string terminals and the words inside their regular-expression terminals). Scenarios in YAML are also mutated
as data: values changed to another type, fields dropped, huge numbers, deep nesting, long strings, unknown cards.
Nothing here reads ``../shared``: the seeds are the repository's own files.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

from judge.grammars import lalr_parser

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
RULINGS = ROOT / "rulings"
EXAMPLES = RULINGS / "examples" / "bttcg"
QUERIES = ROOT / "tests" / "data" / "queries.txt"
CARDS = ROOT / "cards"

_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")
_WORDS_IN_REGEX = re.compile(r"[A-Za-z][A-Za-z' ]*[A-Za-z]|[A-Za-z]")

# --- vocabulary ------------------------------------------------------------------------------------------------------


@cache
def grammar_vocabulary(grammar: str) -> tuple[str, ...]:
    """The words of a loaded grammar: every string terminal, and the words spelled out in its regular-expression
    terminals (``/overheat/i``, ``/(name|o|text)(?=:)/`` → ``overheat``, ``name``, ``o``, ``text``)."""
    words: set[str] = set()
    for terminal in lalr_parser(grammar).terminals:
        pattern = terminal.pattern
        value = str(pattern.value)
        if pattern.type == "str":
            words.add(value)
        else:
            body = re.sub(r"\\[a-zA-Z]", " ", value)  # \s, \d, \b ... are not words
            body = re.sub(r"\(\?[a-zA-Z]*[:=!<]?", " ", body)  # (?i: (?= (?! (?<
            words.update(w.strip() for w in _WORDS_IN_REGEX.findall(body) if w.strip())
    return tuple(sorted(words))


# --- seeds -----------------------------------------------------------------------------------------------------------


def _code_blocks(language: str) -> list[str]:
    """The README's fenced code blocks of ``language`` (``""``: those without one)."""
    blocks: list[str] = []
    current: list[str] | None = None
    kind = ""
    for line in README.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            if current is None:
                current, kind = [], line[3:].strip()
                continue
            if kind == language:
                blocks.append("\n".join(current) + "\n")
            current = None
        elif current is not None:
            current.append(line)
    return blocks


INVENTED_CARD_SENTENCES = (
    "Overheat 2: +2 attack",
    "Jump (-1 attack: +1 initiative)",
    "{T}: Deal 2 damage to each attacking 'Mech. Use this ability only during a mission.",
    "Scrap Zorblax when it is revealed.",
    "Long-Range 2 (This Unit may deal up to 2 damage to the target.)",
    "Each opposing Unit gets -1 attack until end of turn.",
    "When you activate this card, draw a card.",
    "Roll a die:\n1-2: That Unit receives 1 damage.\n3-6: That Unit gets +3 attack.",
    "Prevent up to 3 damage to one of your 'Mechs. Play only when blocking.",
    "Missile 2\nAnti-Missile\nECM",
    "You cannot scrap more than 2 cards in this way.",
    "+1 initiative, +1 attack. Play only during battle.",
)


@cache
def card_seeds() -> tuple[str, ...]:
    """Card texts: invented sentences, the parser's own known phrasings, the README's examples and the texts of the
    repository's built-in card files."""
    from judge.cardtext.parser import KNOWN_PHRASES

    texts = [*INVENTED_CARD_SENTENCES, *KNOWN_PHRASES]
    for path in sorted(CARDS.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        texts += [c["text"] for c in data.get("cards", []) if isinstance(c.get("text"), str) and c["text"].strip()]
    texts += re.findall(r'judge parse "([^"]+)"', README.read_text(encoding="utf-8"))
    return tuple(dict.fromkeys(texts))


@cache
def rulings_seeds() -> tuple[str, ...]:
    """Rulings files cut small: each transcription's header with one of its stretches of records (whole files are
    kept too, for the deep structure); the README of the format is in ``rulings/README.md``."""
    pieces: list[str] = []
    for path in sorted(RULINGS.glob("*.rules")):
        text = path.read_text(encoding="utf-8")
        header, _, body = text.partition("\n\n")
        lines = body.splitlines()
        for start in range(0, len(lines), 40):
            pieces.append(header + "\n\n" + "\n".join(lines[start : start + 60]) + "\n")
    return tuple(pieces)


@cache
def scenario_yaml_seeds() -> tuple[str, ...]:
    """YAML scenarios of every game: the worked examples, the test data and the README's ``game:`` blocks."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.yaml"))]
    texts += [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests" / "data" / "bttcg").glob("*.yaml"))]
    texts += [b for b in _code_blocks("yaml") if b.lstrip().startswith("game:")]
    return tuple(texts)


@cache
def scenario_text_seeds() -> tuple[str, ...]:
    """Plain-English BattleTech scenarios: the README's, and every worked example written out in plain English."""
    from judge.bttcg.load import check_scenario
    from judge.bttcg.scenario_text import EXAMPLES as SENTENCES
    from judge.bttcg.scenario_write import to_text
    from judge.importers.yamlfile import YamlDocument

    texts = [b for b in _code_blocks("") if b.startswith("The title is")]
    texts.append(" ".join(SENTENCES))
    for path in sorted(EXAMPLES.glob("*.yaml")):
        try:
            texts.append(to_text(check_scenario(YamlDocument(path.read_text(encoding="utf-8")))))
        except ValueError:
            continue
    return tuple(texts)


@cache
def query_seeds() -> tuple[str, ...]:
    """The example queries of ``tests/data/queries.txt`` and the README."""
    lines = [q for q in QUERIES.read_text(encoding="utf-8").splitlines() if q.strip() and not q.startswith("#")]
    lines += re.findall(r"judge search (?:--explain )?'([^']+)'", README.read_text(encoding="utf-8"))
    return tuple(dict.fromkeys(lines))


# --- token-level mutation --------------------------------------------------------------------------------------------


def tokens(text: str) -> list[str]:
    """Words, runs of white space and single punctuation marks, in order (``"".join(tokens(t)) == t``)."""
    return _TOKEN.findall(text)


@st.composite
def mutated(draw: st.DrawFn, seeds: tuple[str, ...], vocabulary: tuple[str, ...], max_edits: int = 6) -> str:
    """One seed with up to ``max_edits`` token edits: insert a grammar word or random text, delete, swap two tokens,
    duplicate a stretch, change a number, or cut the text short."""
    parts = tokens(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(0, max_edits))):
        op = draw(st.sampled_from(("insert", "delete", "swap", "duplicate", "number", "random", "cut")))
        at = draw(st.integers(0, len(parts)))
        if op == "insert":
            parts.insert(at, draw(st.sampled_from(vocabulary)) + draw(st.sampled_from(("", " "))))
        elif op == "random":
            parts.insert(at, draw(st.text(max_size=12)))
        elif not parts:
            continue
        elif op == "delete":
            del parts[min(at, len(parts) - 1)]
        elif op == "swap":
            other = draw(st.integers(0, len(parts) - 1))
            at = min(at, len(parts) - 1)
            parts[at], parts[other] = parts[other], parts[at]
        elif op == "duplicate":
            size = draw(st.integers(1, 8))
            parts[at:at] = parts[at : at + size] * draw(st.integers(1, 4))
        elif op == "number":
            numbers = [i for i, p in enumerate(parts) if p.isdigit()]
            if numbers:
                parts[draw(st.sampled_from(numbers))] = str(draw(_numbers))
        else:
            parts = parts[: min(at, len(parts))]
    return "".join(parts)


_numbers = st.one_of(st.integers(-3, 12), st.integers(-(10**30), 10**30), st.sampled_from((0, 99, 999, 10**6, 2**63)))


def word_salad(vocabulary: tuple[str, ...], end: str = ".") -> st.SearchStrategy[str]:
    """Sentences made only of a grammar's words (and numbers): what the grammar's tokens allow, arranged at random."""
    piece = st.one_of(st.sampled_from(vocabulary), _numbers.map(str))
    return st.builds(lambda words, stop: " ".join(words) + stop, st.lists(piece, min_size=1, max_size=14), st.just(end))


def fuzz_text(seeds: tuple[str, ...], vocabulary: tuple[str, ...], max_size: int = 300) -> st.SearchStrategy[str]:
    """Mostly mutated real inputs, then word salad from the grammar, then plain random text."""
    return st.one_of(
        mutated(seeds, vocabulary),
        mutated(seeds, vocabulary),
        word_salad(vocabulary),
        st.text(max_size=max_size),
    )


# --- inputs of each target -------------------------------------------------------------------------------------------


def card_texts() -> st.SearchStrategy[str]:
    vocabulary = grammar_vocabulary("cardtext")
    long_text = st.builds(lambda s, n: (s + " ") * n, st.sampled_from(card_seeds()), st.integers(1, 200))
    return st.one_of(fuzz_text(card_seeds(), vocabulary), long_text)


def card_names() -> st.SearchStrategy[str | None]:
    return st.one_of(
        st.none(), st.sampled_from(("Zorblax", "Sunder", "Raider", "'Mech", "Jump", "")), st.text(max_size=20)
    )


def card_types() -> st.SearchStrategy[str | None]:
    return st.sampled_from((None, "Unit", "Command", "Mission", "Pilot", ""))


_KINDS = ("rule", "glossary", "clarification", "errata", "tournament", "example", "faq")
_ATTRIBUTES = ("page", "date", "cards", "supersedes", "see", "param", "erratum", "ban", "term", "question", "note", "x")
_short = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp")), min_size=1, max_size=30)


def _not_at(text: str) -> bool:
    return not text.startswith("@")


@st.composite
def rulings_documents(draw: st.DrawFn) -> str:
    """A rulings file built from the format's own parts (``grammar/rulings.lark``, ``rulings/README.md``), each
    line one the grammar reads: header lines (known and unknown keys, some left out), headings of levels 1-4 with and
    without pages, records of every kind with or without an id, text lines and attributes (known and unknown, with
    good and bad values). So the checks after the grammar are reached: heading levels, headings and ids given twice,
    @page, @param, records before any heading or without text. (Lines the grammar refuses come from
    :func:`mutated`.)"""
    required = ["document", "id", "title"]
    keys = draw(st.sampled_from((required, required, [*required, "date"], ["document", "id"], [*required, "author"])))
    lines = [f"{key}: {draw(st.sampled_from(('1', 'x', 'rulebook', 'A B')) | _short)}" for key in keys] + [""]
    for _ in range(draw(st.integers(0, 12))):
        if draw(st.booleans()):
            level = draw(st.sampled_from((1, 1, 2, 2, 3, 4)))
            page = draw(st.sampled_from(("", " [p.3]", " [p.x]", " [p.99999999999999999999]")))
            lines += ["=" * level + " " + draw(st.sampled_from(("A", "B", "Resolving Damage")) | _short) + page, ""]
            continue
        slug = draw(st.sampled_from(("", "", " #a", " #a-b", " #b2")))
        lines.append(f"* {draw(st.sampled_from(_KINDS))}{slug}")
        for _ in range(draw(st.sampled_from((1, 1, 2, 3)))):
            if draw(st.booleans()):
                lines.append("  " + draw(st.sampled_from(("Some text.", "Other text.")) | _short.filter(_not_at)))
            else:
                value = draw(st.sampled_from(("1", "x", "a = b", "=", "a, b", "Sunder; Atlas", "rulebook/a")) | _short)
                lines.append(f"  @{draw(st.sampled_from(_ATTRIBUTES))}: {value}")
        lines.append(draw(st.sampled_from(("", "", "\r", "  "))))
    return "\n".join(lines) + draw(st.sampled_from(("\n", "", "\r\n")))


def rulings_texts() -> st.SearchStrategy[str]:
    vocabulary = (*grammar_vocabulary("rulings"), "\n", "* rule\n", "= ", "== ", "=== ", "@cards:", "@param:", "  ")
    return st.one_of(
        mutated(rulings_seeds(), vocabulary, max_edits=8),
        rulings_documents(),
        rulings_documents(),
        st.builds(lambda h, s: h + s, st.sampled_from(("document: 1\nid: x\ntitle: X\n\n", "")), st.text(max_size=200)),
    )


def queries() -> st.SearchStrategy[str]:
    from judge.search.query import FIELDS

    vocabulary = (
        *grammar_vocabulary("query"),
        *FIELDS,
        *(f"{f}{op}" for f in FIELDS for op in (":", ">=", "<", "!=")),
        "(",
        ")",
        '"',
        "-",
        "or",
    )
    return st.one_of(
        fuzz_text(query_seeds(), vocabulary, max_size=80),
        st.builds(lambda s, n: " ".join([s] * n), st.sampled_from(query_seeds()), st.integers(1, 40)),
        st.builds(lambda n: "(" * n + "a" + ")" * n, st.integers(1, 300)),
        st.builds(lambda n: "-" * n + "a", st.integers(1, 300)),
    )


# --- scenarios: YAML data mutations ----------------------------------------------------------------------------------

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    _numbers,
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.sampled_from(("Sunder", "Zorblax the Unknown", "Atlas", "Heavy Fog", "bttcg", "mechchess", "domination", "T")),
    st.builds(lambda n: "x" * n, st.integers(1000, 100_000)),
)


def _nested(depth: int) -> Any:
    value: Any = "deep"
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def _paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the data (mapping keys and list indexes), the root first."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += _paths(value, (*path, i))
    return found


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


@st.composite
def mutated_data(draw: st.DrawFn, data: Any, max_edits: int = 3) -> Any:
    """``data`` (a loaded YAML scenario, copied) with up to ``max_edits`` structural changes."""
    data = yaml.safe_load(yaml.safe_dump(data))
    for _ in range(draw(st.integers(0, max_edits))):
        places = _paths(data)
        path = draw(st.sampled_from(places))
        op = draw(st.sampled_from(("retype", "drop", "nest", "list", "map", "unknown-key", "unknown-card", "repeat")))
        if not path:
            if op == "retype":
                data = draw(_SCALARS)
            continue
        parent, key = _get(data, path[:-1]), path[-1]
        if op == "retype":
            parent[key] = draw(_SCALARS)
        elif op == "drop":
            del parent[key]
        elif op == "nest":
            parent[key] = _nested(draw(st.integers(1, 100)))
        elif op == "list":
            parent[key] = [parent[key]] * draw(st.integers(0, 50))
        elif op == "map":
            parent[key] = {draw(st.text(max_size=8)): parent[key]}
        elif op == "unknown-key" and isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=10))] = draw(_SCALARS)
        elif op == "unknown-card":
            parent[key] = draw(st.sampled_from(("Zorblax", "Sunder (CE)", "Atlas", "", "Bait and Switch", "#1")))
        elif op == "repeat" and isinstance(parent, list):
            parent.extend([parent[key]] * draw(st.integers(1, 200)))
    return data


@cache
def answered_seeds() -> tuple[str, ...]:
    """The seed scenarios (either spelling) that the built-in pool answers: mutating them reaches the engines, not
    only the card-name checks (most worked examples name cards of the community pool, absent from the built-in one)."""
    from judge.pool import CardPool
    from judge.simulate import SimulateError, read_scenario, simulate_document

    pool = CardPool.load(include_saved=False, include_env=False)
    answered = []
    for text in (*scenario_yaml_seeds(), *scenario_text_seeds()):
        try:
            simulate_document(read_scenario(text, "seed"), pool, "seed")
        except SimulateError:
            continue
        answered.append(text)
    return tuple(answered)


@cache
def _loaded_yaml_seeds() -> tuple[Any, ...]:
    return tuple(yaml.safe_load(t) for t in scenario_yaml_seeds())


@cache
def _answered_yaml_seeds() -> tuple[Any, ...]:
    from judge.simulate import looks_like_yaml

    return tuple(yaml.safe_load(t) for t in answered_seeds() if looks_like_yaml(t))


def _dump(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def scenario_texts() -> st.SearchStrategy[str]:
    """Scenario files in either spelling: YAML mutated as data and as text, plain English mutated token by token and
    made from the scenario grammar's words, and raw YAML oddities (aliases, deep flow nesting, tags)."""
    yaml_vocabulary = (":", "- ", "\n", "  ", "{", "}", "[", "]", "&a ", "*a", "!!python/object ", "---", "~", "game")
    text_vocabulary = grammar_vocabulary("scenario")
    oddities = st.one_of(
        st.builds(lambda n: "game: bttcg\nx: " + "[" * n + "]" * n, st.integers(1, 5000)),
        st.builds(lambda n: "game: bttcg\nplayers: " + "{a: " * n + "1" + "}" * n, st.integers(1, 500)),
        st.just("a: &a [1, 2]\nb: &b [*a, *a, *a, *a]\nc: &c [*b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c]\n"),
        st.just("game: !!python/object:os.system ls\n"),
        st.builds(lambda n: "Brian passes. " * n, st.integers(1, 1200)),
    )
    return st.one_of(
        st.sampled_from(_loaded_yaml_seeds()).flatmap(mutated_data).map(_dump),
        st.sampled_from(_answered_yaml_seeds()).flatmap(mutated_data).map(_dump),
        mutated(answered_seeds(), (*yaml_vocabulary, *text_vocabulary), max_edits=2),
        mutated(scenario_yaml_seeds(), yaml_vocabulary),
        mutated(scenario_text_seeds(), text_vocabulary),
        mutated(scenario_text_seeds(), text_vocabulary),
        word_salad(text_vocabulary),
        oddities,
        st.text(max_size=200),
    )
