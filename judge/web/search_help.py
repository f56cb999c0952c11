"""The search query language as data: its fields, operators and worked examples, for ``/search/help``, the home
page and their JSON twins.

The fields are read from :data:`judge.search.query.FIELDS` (a field added there without a description here fails
:func:`field_help`), and every example's English restatement comes from :func:`judge.search.query.explain`, so the
help page cannot drift from the language it documents.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from judge.cards.models import GAMES
from judge.knowledge import KnowledgeBase
from judge.rulings.models import KINDS
from judge.search.index import RULING_KINDS
from judge.search.query import FIELDS, NUMERIC, explain, parse_query, query_text

GAME_LABELS = {"bttcg": "BattleTech TCG", "domination": "Battletech: Domination", "mechchess": "Mech chess"}

_DESCRIPTIONS: dict[str, tuple[str, str]] = {
    "name": ("the name of a card, or the heading of a rule or ruling", "name:sunder"),
    "text": ("the current card text, or the text of a rule or ruling", 'o:"anti-missile"'),
    "type": ("the type line: Unit, Command, Mission, 'Mech, Pilot, Unique, Clan, an affiliation...", "t:mission"),
    "kw": ("keyword abilities and Unit options that the card-text grammar finds", "kw:ecm"),
    "set": ("a set the card was printed in (ce, cs, mw and ul are short for the four sets)", "set:unlimited"),
    "speed": ("a Unit's speed: slow, moderate or fast", "speed:fast"),
    "attack": ("a card's attack", "attack>=5"),
    "armor": ("a Unit's armor", "armor<2"),
    "structure": ("a Unit's structure", "structure=10"),
    "cost": ("the total cost, not counting assets (Domination: the industry cost)", "cost<=6"),
    "kind": (
        "what the record is: card, rule, glossary, clarification, errata, tournament, example or faq; "
        "ruling means any of the five kinds of ruling",
        "kind:ruling",
    ),
    "src": (
        "the source document, by name (ce-rulings, rulebook, rulings-1997...) or number (002); cards by game",
        "src:ce-rulings",
    ),
    "card": ("rulings and rules about a card (its name, set or model code optional)", 'card:"Forged Mission Orders"'),
    "current": ("rulings still in force (current:yes) or replaced by a newer one (current:no)", "current:yes"),
    "superseded": ("rulings replaced by a newer one (superseded:yes)", "superseded:yes"),
    "game": ("the game: bttcg, domination or mechchess", "game:domination"),
}

OPERATORS: tuple[tuple[str, str, str], ...] = (
    ("word word", "every word must match (names, card text, rules and rulings)", "heavy fog"),
    ('"a phrase"', "the words side by side, in this order", '"missile fired"'),
    ("field:value", "the field has the word (a quoted value is a phrase)", "t:pilot"),
    ("field=value  field!=value", "the field is (is not) the value", "attack!=0"),
    ("field>N  >=  <  <=", "numeric fields compare whole numbers", "attack>=5"),
    ("-term", "negates a word, a field or a group (at most 8 negations, with !=, per query)", "-t:mission"),
    ("a or b", "either side matches (words side by side bind tighter than or)", "kind:errata or kind:tournament"),
    ("( ... )", "groups", "-(t:mission or t:command) speed:slow"),
)
"""``(syntax, meaning, example)``."""

EXAMPLES: tuple[str, ...] = (
    "heavy fog",
    '"missile fired"',
    "name:sunder",
    'kind:ruling card:"Forged Mission Orders"',
    'o:"anti-missile" attack>=5 -t:mission',
    "(kind:errata or kind:tournament) src:ce-rulings",
    "kw:overheat attack>6",
    "t:mission set:unlimited",
    "superseded:yes",
    'current:yes card:"Heavy Fog"',
    "game:domination atlas",
    "-(t:mission or t:command) speed:slow",
)
"""Worked examples, each run as a link; the first four appear on the home page."""

HOME_EXAMPLES = EXAMPLES[:4]


@dataclass(frozen=True)
class FieldHelp:
    name: str
    aliases: list[str]
    takes: str
    description: str
    example: str


def field_help() -> list[FieldHelp]:
    """Every field of the query language with its aliases, what it takes and an example.

    :raises KeyError: if a field of the language has no description here.
    """
    result = []
    for name in dict.fromkeys(FIELDS.values()):
        description, example = _DESCRIPTIONS[name]
        aliases = [alias for alias, target in FIELDS.items() if target == name and alias != name]
        if name in NUMERIC:
            takes = "a whole number, with = != > >= < <="
        elif name in ("current", "superseded"):
            takes = "yes or no"
        else:
            takes = "a word or a quoted phrase, with : = !="
        result.append(FieldHelp(name, aliases, takes, description, example))
    return result


def example_json(text: str) -> dict[str, str]:
    """One example query: as written, in normal form, and in English.

    :raises QueryError: if the example does not read (a bug in :data:`EXAMPLES`).
    """
    parsed = parse_query(text)
    return {"query": text, "normalized": query_text(parsed), "explain": explain(parsed)}


def source_labels(knowledge: KnowledgeBase) -> dict[str, str]:
    """``src`` values (source ids and games) → what they are, for facet labels and the help page."""
    labels: dict[str, str] = {game: f"{GAME_LABELS[game]} cards" for game in GAMES}
    documents = {r.source: f"{r.source_title} (document {r.document})" for r in knowledge.rulings.records}
    for source, title in documents.items():
        labels[source] = f"{title}; {labels[source]}" if source in GAMES else title
    return labels


def help_data(knowledge: KnowledgeBase) -> dict[str, Any]:
    """The help page's data (also its JSON twin ``/api/search/help``)."""
    sources = source_labels(knowledge)
    documents = sorted({(r.document, r.source) for r in knowledge.rulings.records})
    return {
        "fields": [asdict(f) for f in field_help()],
        "operators": [{"syntax": s, "meaning": m, "example": e} for s, m, e in OPERATORS],
        "kinds": ["card", *KINDS, "ruling"],
        "ruling_kinds": list(RULING_KINDS),
        "sources": [{"src": src, "title": title} for src, title in sorted(sources.items())],
        "documents": [{"src": number, "same_as": source} for number, source in documents],
        "examples": [example_json(text) for text in EXAMPLES],
    }
