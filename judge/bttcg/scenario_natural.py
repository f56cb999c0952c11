"""BattleTech scenarios in everyday English (issue 21): the ways players tell a position and what was done, read into
the controlled English of ``grammar/scenario.lark`` (one sentence of it, or several, per sentence told), which
:mod:`judge.bttcg.scenario_text` then reads as always. The plain-text reader tries this only when the text does not
read as controlled English, so that every controlled-English scenario reads exactly as before.

Each sentence is placed by one of the constructions of
:data:`judge.bttcg.scenario_natural_forms.CONSTRUCTIONS` (README, "Everyday English", lists
them with the defaults they take), else read as controlled English on its own; a sentence that is neither is refused
with its line and why, never guessed. The card phrases inside the sentences ("Brian's fast Mech with attack 7",
"Melissa's Sunder", "the Sunder") are read by :mod:`judge.bttcg.scenario_natural_phrases`, and the cards they name
kept by :mod:`judge.bttcg.scenario_natural_cards`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lark.exceptions import UnexpectedInput, VisitError

from judge.bttcg.scenario_natural_cards import Context, Sentence, quote_player
from judge.bttcg.scenario_natural_forms import _ASSETS, ASSET, CONSTRUCTIONS, assets
from judge.bttcg.scenario_natural_phrases import OWNER_CLAUSE_PLAYER, SPEED, UNIT_TYPE, NaturalError
from judge.bttcg.scenario_text_errors import suggest
from judge.grammars import lalr_parser
from judge.scenario_input import ScenarioError

if TYPE_CHECKING:
    from judge.bttcg.scenario_text import TextDocument

_NOT_AN_OWNER = re.compile(
    r"\s+(?:\d|damage\b|missiles?\b|attack\b|armou?r\b|structure\b|jump\b|options?\b|alpha\b|overheat\b|stats?\b)", re.I
)
_POSSESSIVE = re.compile(r"\b(?P<name>[A-Z][\w-]*)['’]s\b")
_PLAYER_SUBJECT = re.compile(
    r"^(?:then\s+)?(?P<p>[A-Z][\w-]*)(?:\s*\([^)]*\))?(?:\s+and\s+(?P<q>[A-Z][\w-]*))?\s+(?:both\s+)?"
    rf"(?:(?:has|controls|owns)\s+(?:a|an|two|three|four|five|\d+)\s+(?:{SPEED}|{UNIT_TYPE}|command|mission)\b|(?:has|controls|owns)\s+.+\s+(?:on\s+patrol|in\s+(?:his\s+|her\s+"
    r"|their\s+)?hand|in\s+construction|on\s+guard)|"
    rf"(?:has|have|had)\s+(?:no\s+)?{ASSET}|(?:has|had)\s+\d+\s+cards?|plays|played|blocks\s+with|blocked\s+with|"
    r"sends|sent|passes|passed|rolls|rolled|includes|included|(?:does|did)(?:\s+not|n['’]t)\s+block|"
    r"(?:attacks|attacked)\s+(?:.+\s+)?with\s)",
    re.IGNORECASE,
)
_NOT_PLAYERS = {
    *("both", "everyone", "everybody", "nobody", "then", "she", "he", "they", "the", "it", "each", "all"),
    *("what", "who", "how", "where", "that", "there", "here", "let", "this"),
}
_PRONOUN_SUBJECT = re.compile(r"^(?:then\s+)?(?:she|he|they)\b", re.IGNORECASE)
MAX_SENTENCE = 600
"""Longest everyday sentence read, in characters (the longest of the forty has under 250): its constructions are
tried one by one, so a longer one is refused before any is."""
_EVERYDAY = re.compile(r"\b(?:the|his|her|their|its)\s|\w['’]s\s+(?!stockpile\b)", re.IGNORECASE)
"""Words the controlled English never has in a name it cannot resolve: an article, a pronoun, a possessive."""
_SENTENCE_END = re.compile(r"(?<=[.?!])(?=\s|$)")


@dataclass
class Naturalised:
    """The controlled-English text, line for line with the text told, and what each sentence was read as."""

    text: str
    read_as: list[tuple[int, str, str]] = field(default_factory=list)
    """``(line, sentence told, controlled English)`` for each sentence a construction placed."""


def sentences(text: str) -> list[Sentence]:
    """The sentences of ``text``: each ends at a full stop, a question mark or an exclamation mark followed by a
    space or the end (not inside double quotes); lines starting with ``#`` are comments."""
    found: list[Sentence] = []
    start, line, in_quote = 0, 1, False
    source = re.sub(r"(?m)^[ \t]*#[^\n]*", lambda m: " " * len(m.group(0)), text)
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == '"':
            in_quote = not in_quote
        elif not in_quote and ch in ".?!" and (i + 1 == len(source) or source[i + 1].isspace()):
            _add(found, source, start, i + 1)
            start = i + 1
        i += 1
    _add(found, source, start, len(source))
    del line
    return found


def _add(found: list[Sentence], source: str, start: int, end: int) -> None:
    chunk = source[start:end]
    if not chunk.strip():
        return
    lead = len(chunk) - len(chunk.lstrip())
    at = start + lead
    line = source.count("\n", 0, at) + 1
    column = at - (source.rfind("\n", 0, at) + 1) + 1
    body = " ".join(chunk.split())
    end_line = source.count("\n", 0, end) + 1
    end_column = end - (source.rfind("\n", 0, end) + 1) + 1
    found.append(Sentence(line, column, body, body.endswith("?"), (end_line, end_column)))


# --- the whole text ------------------------------------------------------------------------------------------------


def _parenthesised_assets(ctx: Context, body: str) -> str:
    """``Brian (Tactics) attacks ...``: the player's assets said in passing, taken out of the sentence."""
    for player in ctx.players:
        pattern = rf"\b{re.escape(player)}\s*\(\s*(?:has\s+)?{_ASSETS}\s*\)"
        for found in re.finditer(pattern, body, re.I):
            assets(ctx, f"{player} has {found['assets']}")
        body = re.sub(pattern, player, body, flags=re.I)
    return body


def clauses(body: str, players: list[str]) -> list[str]:
    """A sentence's clauses: it is cut at ``, and``, ``and then``, ``, then`` and ``;`` where a player (or "he",
    "she", "they") starts the next one ("Raider attacks Sunder, and Melissa plays Move to Partial Cover on it")."""
    body = _LEADING.sub("", body)  # "In response, Melissa plays ...": no clause of its own
    if not players:
        return [body]
    who = "|".join(re.escape(p) for p in players)
    cut = re.compile(
        rf"\s*(?:;|,?\s+and(?:\s+then)?|,\s*then|,\s*so|,(?=\s+(?:{who})\s+(?:has|have|had|plays|played|blocks|blocked)\b))"
        rf"\s+(?=(?:then\s+)?(?:{who}|she|he|they)\s)",
        re.I,
    )
    parts: list[str] = []
    start = 0
    for match in cut.finditer(body):
        left = body[start : match.start()]
        if "," in match.group() or "then" in match.group() or len(left.split()) >= 3:
            parts.append(left)
            start = match.end()
    parts.append(body[start:])
    return [part.strip(" ,") for whole in parts for part in whole.split(";") if part.strip(" ,")]


_TRYING = re.compile(
    r"\b(?:tries|tried|attempts|attempted|wants|wanted|decides|decided|chooses|chose|goes\s+on)\s+to\s+"
    r"(?P<verb>play|block|attack|include|send|roll|use|fire)\b",
    re.IGNORECASE,
)


_OPTION_AND_ATTACK = re.compile(
    r"^(?P<card>.+?)\s+(?P<opt>jumps|overheats|alpha[ -]strikes)\s+and\s+(?P<attack>attacks\s+.+)$", re.IGNORECASE
)


_LEADING = re.compile(
    r"^(?:then|in\s+response|in\s+reply|after\s+that|afterwards|next|meanwhile|at\s+that\s+point|now|so|and)\s*,?\s+",
    re.IGNORECASE,
)
"""Words before a clause that say only when it happens (the clauses are read in the order told)."""


def _place_clause(ctx: Context, clause: str) -> bool:
    clause = _LEADING.sub("", clause)
    clause = _TRYING.sub(lambda m: _THIRD_PERSON[m["verb"].casefold()], clause)  # "tries to block": blocks
    if both := _OPTION_AND_ATTACK.match(clause):  # "Hot overheats and attacks ...": the attack, then the option
        return _place_clause(ctx, f"{both['card']} {both['attack']}") and _place_clause(
            ctx, f"{both['card']} {both['opt']}"
        )
    if _PRONOUN_SUBJECT.match(clause) and (acting := ctx.subject) is not None:
        clause = re.sub(r"^(?:she|he|they)\b", acting, clause, flags=re.I)
    return any(construction(ctx, clause) for construction in CONSTRUCTIONS)


def players_of(told: list[Sentence]) -> list[str]:
    """The players: those of ``The players are ...``, else every name that owns something ("Melissa's Sunder") or
    does what only a player does ("Brian plays ...", "Brian attacks ... with ..."), in the order they first come."""
    for sentence in told:
        if m := re.match(r"^the players are (?P<a>\S+) and (?P<b>\S+?)\.$", sentence.text, re.I):
            return [m["a"], m["b"]]
    found: list[str] = []
    for sentence in told:
        if m := _PLAYER_SUBJECT.match(sentence.text):
            found += [n for n in (m["p"], m["q"]) if n and n.casefold() not in _NOT_PLAYERS]
        if m := re.search(r"\b(?:belongs|belonged)\s+to\s+(?P<p>[A-Z][\w-]*)", sentence.text):
            found.append(m["p"])
        found += [m["p"] or m["q"] or m["r"] for m in OWNER_CLAUSE_PLAYER.finditer(sentence.text)]
        for owner in _POSSESSIVE.finditer(sentence.text):
            if not _NOT_AN_OWNER.match(sentence.text, owner.end()) and owner["name"].casefold() not in _NOT_PLAYERS:
                found.append(owner["name"])
    return list(dict.fromkeys(found))


_ASKED = re.compile(
    r"^(?:can|may|could|is\s+it\s+legal\s+for|is\s+it\s+ok(?:ay)?\s+for)\s+(?P<who>[A-Z][\w-]*|she|he|they)\s+"
    r"(?:to\s+)?(?:still\s+)?(?P<verb>play|block|attack|include|send|roll|use|fire)(?:\s+(?P<rest>.+))?$",
    re.IGNORECASE,
)
_THIRD_PERSON = {
    "play": "plays",
    "block": "blocks",
    "attack": "attacks",
    "include": "includes",
    "send": "sends",
    "roll": "rolls",
    "use": "uses",
    "fire": "fires",
}


_SUPPOSED = re.compile(
    r"^(?P<before>.*?),?\s+(?:if|when|after|once)\s+(?P<who>[A-Z][\w-]*|she|he|they)\s+(?P<verb>plays|blocks|attacks|includes"
    r"|uses|fires|rolls)\s+(?P<rest>.+)$",
    re.IGNORECASE,
)
_SUBJECT_OF_QUESTION = re.compile(
    r"^(?:does|do|will|would|can|could|is)\s+(?P<card>.+?)\s+(?:save|protect|prevent|stop|help|work|keep|change)\b",
    re.IGNORECASE,
)


def _asked_action(body: str) -> str | None:
    """The action a question asks about, as a statement, else ``None``: "Can she play X on Y" → "she plays X on Y";
    "Does X save Y if Melissa plays it on Y" → "Melissa plays X on Y". The question stays the scenario's question;
    the answer says whether the action is legal and what it does."""
    m = _ASKED.match(body)
    if m is not None:
        return f"{m['who']} {_THIRD_PERSON[m['verb'].casefold()]}" + (f" {m['rest']}" if m["rest"] else "")
    supposed = _SUPPOSED.match(body)
    if supposed is None:
        return None
    rest = supposed["rest"]
    if re.match(r"^(?:it|them)\b", rest, re.I):  # "if Melissa plays it": the card the question is about
        subject = _SUBJECT_OF_QUESTION.match(supposed["before"])
        if subject is None:
            return None
        rest = re.sub(r"^(?:it|them)\b", subject["card"], rest, count=1, flags=re.I)
    return f"{supposed['who']} {supposed['verb']} {rest}"


def _learn(ctx: Context, text: str) -> None:
    """The card a controlled-English sentence passed through as it is introduces ("Melissa has a Mission card Cover
    with text ..."), so that everyday sentences after it name the same card."""
    from judge.bttcg.scenario_text_reader import Reader

    try:
        read = Reader().transform(lalr_parser("scenario").parse(text))
    except (UnexpectedInput, VisitError):
        return  # the whole text's reading says what is wrong with it
    for said in read:
        if said.kind == "card" and said.subject in ctx.players and said.values["head"].get("name"):
            head = said.values["head"]
            ctx.registry.external(head["name"], said.subject, head.get("id"))


def _canonical_alone(text: str) -> bool:
    try:
        lalr_parser("scenario").parse(text)
    except UnexpectedInput:
        return False
    return True


_LOWER_POSSESSIVE = re.compile(r"(?<![\w'’])(?P<name>[a-z][\w-]*)['’]s\b")
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|his|her|their|its|this|that|each|every)\s+$", re.IGNORECASE)


def capitalise_players(text: str) -> str:
    """``text`` with the players' names typed in lower case ("brian's Raider attacks melissa's Sunder") written with
    their capital everywhere, so that they read as the names they are. Only where the names written with capitals do
    not give two players: a lower-case word that owns something ("brian's") and is no noun of a determiner ("the
    raider's") nor a card's stat ("raider's 7 attack") is taken for a name. Only the case of letters changes, so lines
    and columns stay those of the text told."""
    told = sentences(text)
    named = players_of(told)
    if len(named) >= 2 and all(name[:1].isupper() for name in named):
        return text
    found = list(named)
    for sentence in told:
        for m in _LOWER_POSSESSIVE.finditer(sentence.text):
            word = m["name"]
            if (
                word.casefold() in _NOT_PLAYERS
                or _NOT_AN_OWNER.match(sentence.text, m.end())
                or _DETERMINER_BEFORE.search(sentence.text, 0, m.start())
            ):
                continue
            found.append(word)
    names = list(dict.fromkeys(name for name in found if name.islower()))
    if not names or len({name.casefold() for name in found}) > 2:
        return text  # no name in lower case, or more than two players: the reading says what is wrong
    for name in names:
        text = re.sub(rf"(?<![\w'’]){re.escape(name)}\b", name.capitalize(), text, flags=re.IGNORECASE)
    return text


def naturalise(text: str) -> Naturalised:
    """``text`` told in everyday English, as controlled English line for line.

    :raises NaturalError: for a sentence no construction places and that is not controlled English either (its line,
        column and why), or a card phrase that cannot be placed.
    """
    text = capitalise_players(text)
    told = sentences(text)
    for sentence in told:
        if len(sentence.text) > MAX_SENTENCE:
            raise NaturalError(
                f"a sentence of {len(sentence.text):,} characters (at most {MAX_SENTENCE:,}): is a full stop missing?",
                sentence.line,
                sentence.column,
            )
    players = players_of(told)
    if len(players) > 2:
        raise NaturalError(f"more than two players are named: {', '.join(players)} (a scenario has two)", told[0].line)
    ctx = Context(players)
    questions: list[Sentence] = []
    read_as: list[tuple[int, str, str]] = []
    explicit_players = False
    for sentence in told:
        ctx.sentence = sentence
        body = sentence.text.rstrip(".?! ").strip()
        before = sum(len(v) for v in ctx.out.values())
        if sentence.question:
            questions.append(sentence)
            asked = _asked_action(body)
            if asked is not None:  # "Can Melissa play Move to Partial Cover on the Sunder?": that play, asked about
                saved = ctx.snapshot()
                try:
                    placed = _place_clause(ctx, asked)
                except NaturalError as exc:
                    placed, why = False, f": {exc.message}"
                else:
                    why = ""
                if not placed:  # never answered as if the play asked about were not there
                    ctx.restore(saved)
                    raise ctx.error(
                        f"cannot place {asked!r}, which the question asks about{why}: say it as a sentence of its "
                        "own before the question"
                    )
                emitted = [t for v in ctx.out.values() for t in v][before:]
                read_as.append((sentence.line, sentence.text, " ".join(emitted)))
            continue
        if re.match(r"^the players are\b", body, re.I):
            explicit_players = True
            ctx.emit(sentence.text)
            continue
        if _PRONOUN_SUBJECT.match(body) and (acting := ctx.subject) is not None:
            body = re.sub(r"^(then\s+)?(?:she|he|they)\b", lambda m: (m[1] or "") + acting, body, flags=re.I)
        ctx.speaker = None
        body = _parenthesised_assets(ctx, body)
        parts = clauses(body, players)
        saved = ctx.snapshot()
        failure: NaturalError | None = None
        try:
            placed = all(_place_clause(ctx, part) for part in parts)
        except NaturalError as exc:
            placed, failure = False, exc
        if placed:
            emitted = [t for v in ctx.out.values() for t in v][before:]
            read_as.append((sentence.line, sentence.text, " ".join(emitted)))
            continue
        ctx.restore(saved)  # nothing of a sentence half placed stays
        if _canonical_alone(sentence.text):
            ctx.emit(sentence.text)
            _learn(ctx, sentence.text)
            continue
        if failure is not None:
            if failure.line is not None:
                raise failure
            raise ctx.error(failure.message, failure.suggestion) from None
        error = ctx.error(
            f"cannot place the sentence {sentence.text!r}: it is none of the forms the reader knows (README, "
            "'Everyday English')",
            suggest(sentence.text),
        )
        error.unplaced = True
        error.span = ((sentence.line, sentence.column), sentence.end)
        raise error
    if questions:
        ctx.sentence = questions[0]
        asked = " ".join(q.text for q in questions)
        ctx.emit(f"The question is {json.dumps(asked, ensure_ascii=False)}.")
    for line, card_sentences in ctx.registry.sentences().items():
        ctx.out[line] = card_sentences + ctx.out.get(line, [])
    if not explicit_players and ctx.attacker is not None and len(players) == 2:
        order = [ctx.attacker, ctx.other(ctx.attacker)]  # the attacker is the active player (rulebook p.23)
        first = min(ctx.out) if ctx.out else 1
        ctx.out.setdefault(first, []).insert(0, f"The players are {' and '.join(map(quote_player, order))}.")
    last = max([*ctx.out, text.count("\n") + 1])
    lines = [" ".join(ctx.out.get(n, [])) for n in range(1, last + 1)]
    return Naturalised("\n".join(lines) + "\n", read_as)


__all__ = ["CONSTRUCTIONS", "NaturalError", "Naturalised", "naturalise", "sentences"]


def read_natural(text: str, controlled: ScenarioError, read: Callable[[str], TextDocument]) -> TextDocument:
    """``text`` read as everyday English, after it did not read as controlled English (``controlled``: why not).

    :raises ScenarioError: the everyday reading's error when some sentence could not be placed or a card phrase is
        incomplete; the controlled reading's error when the text has no everyday sentence at all.
    """
    everyday = _EVERYDAY.search(text) or "stockpile" in controlled.reason.casefold()  # a player named only so
    if not getattr(controlled, "syntax", False) and (controlled.field is None or not everyday):
        # the text reads as controlled English and says something impossible, or names a card that is not there:
        # that is the answer
        raise controlled
    try:
        natural = naturalise(text)
    except NaturalError as exc:
        at = (controlled.line or 0, getattr(controlled, "column", None) or 1)
        if exc.unplaced and exc.span[0] <= at <= exc.span[1]:
            raise controlled from None  # the controlled reading says best what is wrong with the sentence
        raise
    if not natural.read_as:
        raise controlled
    try:
        doc = read(natural.text)
    except ScenarioError as exc:
        told = next((t for line, t, _c in natural.read_as if line == exc.line), None)
        if told is None:
            raise
        said = next(c for line, _t, c in natural.read_as if line == exc.line)
        raise ScenarioError(f"{exc.reason} (the sentence {told!r}, read as {said!r})", exc.line, exc.field) from None
    doc.read_as = natural.read_as
    return doc
