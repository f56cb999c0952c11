"""Queries that read as questions (issue 22, item 2): "is ECM cumulative?", "can a depleted unit deal damage".

A plain-word query (no fields, phrases, negation or ``or``) reads as a question when it ends with ``?`` or starts
with a question word. Its question words and stop words are dropped, each remaining word is expanded with the game's
synonyms (:data:`SYNONYMS`, each taken from a record of the documents that equates them), and the words are searched
as alternatives, the answers matching the most of them first (see :func:`coordination`). The restatement says what
was searched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from whoosh.lang.porter import stem

from judge.search.query import MAX_QUERY, And, Query, Word

_QUESTION_WORDS = (
    "am are can could did do does has have how is may might must shall should what whats when where which "
    "who whom whose why will would"
)
QUESTION_WORDS = frozenset(_QUESTION_WORDS.split())
"""Words that open a question."""

_STOP_WORDS = (
    "a about after all allowed also an and any anything as at be been before being by else even ever "
    "every for from get gets got happen happens happened he her him his i if im in into it its itself let "
    "lets me mine my myself of on one or our out so some still than that the their them then there these "
    "they this those to too up us use using very want was way we were with without yet you your dont "
    "doesnt didnt cant cannot isnt arent wont"
)
STOP_WORDS = QUESTION_WORDS | frozenset(_STOP_WORDS.split()) | {"define", "definition", "meaning", "mean", "means"}
"""Words dropped from a question: they say how it is asked, not what about. ``not``, ``no`` and numbers stay."""


@dataclass(frozen=True)
class Synonym:
    """Words the documents use for one another; ``source`` is the record that equates them."""

    words: tuple[str, ...]
    source: str
    why: str
    one_way: bool = False
    """Only the first word expands to the others (the others do not expand to it)."""


SYNONYMS: tuple[Synonym, ...] = (
    Synonym(
        ("cumulative", "stack"),
        "ce-rulings/anti-missile",
        "'Anti-Missile is cumulative': two Units with it in a group deal -2 to each missile (ce-rulings/anti-missile-2:"
        " the copies add up, what players call stacking)",
    ),
    Synonym(
        ("scrap", "destroy", "kill"),
        "ce-rulings/enhancements-6",
        "'To destroy a Point Defense System' is to redirect the damage that scraps it (ce-rulings/enhancements-5)",
    ),
    Synonym(
        ("mech", "unit"),
        "ce-rulings/mechs",
        "'Most older cards use the term 'Mech where the term Unit should be': a 'Mech of an older card is a Unit",
        one_way=True,
    ),
    Synonym(
        ("blocker", "blocking"),
        "ce-rulings/mission-cards-4",
        "'all of the blockers are removed from combat' is 'all of the blocking Units are removed' "
        "(ce-rulings/removing-units-from-battle-8)",
    ),
    Synonym(
        ("attacker", "attacking"),
        "ce-rulings/removing-units-from-battle-9",
        "'the attackers are now in battle' are the attacking Units of ce-rulings/removing-units-from-battle-8",
    ),
    Synonym(
        ("combat", "battle"),
        "ce-rulings/mission-cards-4",
        "'removed from combat, thus ending the battle'",
    ),
)

IRREGULAR = {
    "spend": "spent",
    "deal": "dealt",
    "lose": "lost",
    "pay": "paid",
    "draw": "drawn",
    "choose": "chosen",
    "take": "taken",
    "give": "given",
    "fight": "fought",
    "leave": "left",
}
"""Irregular forms the stemmer does not join (``spend``/``spent``): a question's verb is searched in both (any form
of the verb the stemmer joins: ``deals`` as ``deal``)."""

_WORD = re.compile(r"[a-z0-9][a-z0-9'-]*")


def expansions() -> dict[str, tuple[str, ...]]:
    """Each word's stem (the index's stemmer: ``stacks`` and ``stacking`` are ``stack``) → the other words it is
    searched with."""
    table: dict[str, list[str]] = {stem(word): [form] for word, form in IRREGULAR.items()}
    for synonym in SYNONYMS:
        sources = synonym.words[:1] if synonym.one_way else synonym.words
        for word in sources:
            entry = table.setdefault(stem(word), [])
            entry += [w for w in synonym.words if stem(w) != stem(word) and w not in entry]
    return {word: tuple(words) for word, words in table.items()}


EXPANSIONS = expansions()


def plain_words(parsed: Query) -> list[str] | None:
    """The words of a query made only of bare words, else ``None``."""
    if isinstance(parsed, Word):
        return [parsed.text]
    if isinstance(parsed, And) and all(isinstance(q, Word) for q in parsed.queries):
        return [q.text for q in parsed.queries if isinstance(q, Word)]
    return None


_DEFINITION = re.compile(
    r"^(?:what(?:\s+is|\s+are|'s)\s+(?:an?\s+|the\s+)?(?P<a>[\w' -]+?)"
    r"|what\s+(?:does|do)\s+(?:an?\s+|the\s+)?(?P<b>[\w' -]+?)\s+mean"
    r"|(?:define|definition\s+of|meaning\s+of)\s+(?:an?\s+|the\s+)?(?P<c>[\w' -]+?))\s*\??$",
    re.IGNORECASE,
)
"""A question asking what a term means: "what is a site?", "what does depleted mean?", "define overheat"."""
MAX_DEFINED_WORDS = 3


def defined_term(text: str) -> str | None:
    """The term a question asks the meaning of ("what does depleted mean?" → ``depleted``), else ``None``."""
    m = _DEFINITION.match(text.strip().replace("’", "'"))
    term = m and (m["a"] or m["b"] or m["c"])
    if not term or len(term.split()) > MAX_DEFINED_WORDS:
        return None
    return term.lower()


@dataclass(frozen=True)
class Question:
    text: str
    groups: tuple[tuple[str, ...], ...]
    """The words searched: one group per word kept, the word and its synonyms."""
    defines: str | None = None
    """The term whose meaning is asked ("what is a site?"): the glossary's entry for it answers first."""

    def searched(self) -> str:
        """The query searched, in the query language (alternatives: ``ecm or cumulative or stack ...``)."""
        return " or ".join(w for group in self.groups for w in group)

    def restatement(self) -> str:
        """What was searched, in English: ``ecm; cumulative (or stack, stacks, ...)``."""
        parts = [g[0] + (f" (or {', '.join(g[1:])})" if len(g) > 1 else "") for g in self.groups]
        return "; ".join(parts)


def read_question(text: str, parsed: Query, *, asked: bool = True) -> Question | None:
    """The question ``text`` asks, or ``None`` when it does not read as one (or keeps no word once its question and
    stop words are dropped). ``asked=False``: plain words read the same way whether or not they are asked (the words
    of a query that found nothing with all of them: "anti-missile stacking")."""
    words = plain_words(parsed)
    if words is None or len(words) < 2:
        return None
    lowered = [w.lower().replace("’", "'") for w in words]
    if asked and not (text.rstrip().endswith("?") or lowered[0] in QUESTION_WORDS or defined_term(text)):
        return None
    kept: list[str] = []
    for word in lowered:
        for token in _WORD.findall(word):
            token = token.strip("'-")
            token = token[:-2] if token.endswith("'s") else token
            token = token.replace("'", "")
            if token and token not in STOP_WORDS and token not in kept:
                kept.append(token)
    if not kept:
        return None
    groups = tuple((w, *EXPANSIONS.get(stem(w), ())) for w in kept)
    question = Question(text=text, groups=groups, defines=defined_term(text) if asked else None)
    # the words and their synonyms must fit a query: else the words are searched as typed
    return question if len(question.searched()) <= MAX_QUERY else None
