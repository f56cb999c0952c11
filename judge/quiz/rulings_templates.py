"""Ruling questions (kind ``ruling``): asked of the rulings records, every option taken from the records
themselves, never typed by hand.

- ``cumulative``: a stacking parameter (``@param anti-missile.cumulative = true``, the newest document winning):
  "Is Anti-Missile cumulative?", yes or no. The wrong answer names the misruling that makes that mistake, when one
  is declared (its ``breaks`` cite the record), or the older document that said so.
- ``current``: a supersession: "Which ruling is current?", the newer record against the ones it supersedes.
- ``errata``: a card's current text (its errata applied) against its printed texts that differ.
- ``glossary``: a glossary term's definition against other definitions of the same document (each term masked).
- ``faq``: a FAQ question; yes or no where the answer says so, else its answer against the document's other answers.
- ``number``: a number stated by a rule (its ``@param``), blanked in the rule's text, against the other numbers the
  same game's parameters state.

Difficulty, computed (:func:`judge.quiz.build.difficulty`): the steps are the words of the right option by 25 (the
reading), the traps the wrong options, plus one when a superseded record once said the wrong answer; no chance.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass

from judge.cards.models import BtCard
from judge.knowledge import KnowledgeBase
from judge.misrulings import Misruling
from judge.quiz.build import KEYS, difficulty
from judge.quiz.ids import QuestionId
from judge.quiz.kit import shorten
from judge.quiz.models import Option, Question, Step
from judge.quiz.registry import game_misrulings
from judge.quiz.templates import Build
from judge.rulings.models import RuleRecord
from judge.rulings.store import DOCUMENT_GAMES

OPTION_LIMIT = 260
ERRATA_LIMIT = 600
GAME_TITLES = {"bttcg": "the BattleTech TCG", "mechchess": "Mech chess", "domination": "Battletech: Domination"}


@dataclass
class _Choice:
    text: str
    correct: bool
    explanation: str
    rules: list[str]
    misruling: Misruling | None = None


def _records(knowledge: KnowledgeBase, game: str) -> list[RuleRecord]:
    return [r for r in knowledge.rulings.records if DOCUMENT_GAMES.get(r.document) == game]


def _question(
    qid: QuestionId,
    game: str,
    prompt: str,
    choices: Sequence[_Choice],
    explanation: list[Step],
    sources: list[str],
    rng: random.Random,
    superseded_trap: bool = False,
) -> Question | None:
    """The question, options deduplicated by text (the first kept) and shuffled; ``None`` with fewer than two."""
    unique: dict[str, _Choice] = {}
    for choice in choices:
        unique.setdefault(choice.text, choice)
    kept = list(unique.values())
    if len(kept) < 2 or sum(c.correct for c in kept) != 1:
        return None
    rng.shuffle(kept)
    options = [
        Option(
            key=KEYS[i],
            text=c.text,
            correct=c.correct,
            misruling=c.misruling.id if c.misruling else None,
            explanation=c.explanation,
            rules=c.rules,
        )
        for i, c in enumerate(kept)
    ]
    right = next(o for o in options if o.correct)
    level = difficulty(len(right.text.split()) // 25, False, len(options) - 1 + (1 if superseded_trap else 0))
    return Question(
        id=str(qid),
        kind="ruling",
        game=game,
        difficulty=level,
        prompt=prompt,
        options=options,
        answer=right.key,
        explanation=explanation,
        sources=list(dict.fromkeys(sources)),
    )


def _step(record: RuleRecord, prefix: str = "") -> Step:
    return Step(text=f"{prefix}{record.cite()}: {' '.join(record.text.split())}", rules=[record.id])


def _subject(record: RuleRecord, name: str) -> str:
    words = name.replace("-", " ")
    section = record.section[-1] if record.section else ""
    return section if section.casefold() == words.casefold() else words.title()


def cumulative(game: str) -> Build:
    def build(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
        params = knowledge.rulings.params(game)
        names = sorted(n for n, (v, _) in params.items() if n.endswith(".cumulative") and v in ("true", "false"))
        if not names:
            return None
        name = rng.choice(names)
        value, record_id = params[name]
        record = knowledge.rulings.get(record_id)
        assert record is not None
        subject = _subject(record, name.removesuffix(".cumulative"))
        truth = value == "true"
        older = [r for r in _records(knowledge, game) if not r.current and r.params.get(name) not in (None, value)]
        breaking = [m for m in game_misrulings(game) if record.id in m.breaks]
        wrong_why = f"Not what {record.cite()} says ({record.id})."
        if older:
            wrong_why = (
                f"What {older[0].cite()} said ({older[0].id}); superseded by {', '.join(older[0].superseded_by)}."
            )
        choices = [
            _Choice(_yes_no(truth), True, f"{record.cite()}: {shorten(record.text, 300)}", [record.id]),
            _Choice(
                _yes_no(not truth),
                False,
                f"{breaking[0].title}: {breaking[0].mistake}" if breaking else wrong_why,
                list(breaking[0].breaks) if breaking else [record.id],
                breaking[0] if breaking else None,
            ),
        ]
        prompt = f"{record.source_title}, {' / '.join(record.section)}.\n\nIs {subject} cumulative?"
        return _question(qid, game, prompt, choices, [_step(record)], [record.id], rng, bool(older))

    return build


def _yes_no(truth: bool) -> str:
    return "Yes: it is cumulative" if truth else "No: it is not cumulative"


def current(game: str) -> Build:
    def build(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
        newer = sorted((r for r in _records(knowledge, game) if r.supersedes and r.current), key=lambda r: r.id)
        if not newer:
            return None
        record = rng.choice(newer)
        olds = [o for o in (knowledge.rulings.get(i) for i in record.supersedes) if o is not None]
        choices = [
            _Choice(shorten(record.text, OPTION_LIMIT), True, f"The current ruling ({record.cite()}).", [record.id])
        ]
        steps = [_step(record, "Current: ")]
        for old in olds:
            choices.append(
                _Choice(
                    shorten(old.text, OPTION_LIMIT),
                    False,
                    f"The older ruling ({old.cite()}, {old.id}), superseded by {record.id}.",
                    [record.id],
                )
            )
            steps.append(
                Step(
                    text=f"Superseded by {record.id}: {old.cite()}: {' '.join(old.text.split())}",
                    rules=[old.id, record.id],
                )
            )
        topic = ", ".join(record.cards) if record.cards else " / ".join(record.section)
        prompt = f"The rulings on {topic} have changed over time. Which ruling is current?"
        return _question(qid, game, prompt, choices, steps, [record.id, *record.supersedes], rng, True)

    return build


def errata(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
    """The BattleTech TCG's errata of card text: the current text against the printed ones that differ."""
    cards = sorted(
        (
            c
            for c in knowledge.pool.cards
            if isinstance(c, BtCard) and any(e.applied and e.change.startswith("text") for e in c.errata)
        ),
        key=lambda c: c.name,
    )
    for card in rng.sample(cards, min(len(cards), 8)):
        current_text = " ".join(card.text.split())
        printed = [" ".join(p.text.split()) for p in card.printings if p.text.strip() and not p.partial_text]
        different = list(dict.fromkeys(t for t in printed if _wording(t) != _wording(current_text)))
        if not different:
            continue
        erratum = next(e for e in card.errata if e.applied and e.change.startswith("text"))
        record = knowledge.rulings.get(erratum.record)
        if record is None:  # pragma: no cover - errata are applied from the rulings base
            continue
        choices = [_Choice(shorten(current_text, ERRATA_LIMIT), True, f"The erratum of {record.cite()}.", [record.id])]
        for text in different[:3]:
            sets = ", ".join(
                dict.fromkeys(p.set or "a quotation" for p in card.printings if " ".join(p.text.split()) == text)
            )
            choices.append(
                _Choice(
                    shorten(text, ERRATA_LIMIT),
                    False,
                    f"The printed text ({sets}), replaced by the erratum.",
                    [record.id],
                )
            )
        prompt = f"What is the current text of {card.name}?"
        return _question(qid, "bttcg", prompt, choices, [_step(record, "Erratum: ")], [record.id], rng)
    return None


def _wording(text: str) -> str:
    """The words of a card text, without the typography that differs between lists (quotes, symbols' brackets)."""
    return re.sub(r"[^a-z0-9]", "", text.casefold())


def _mask(text: str, term: str) -> str:
    """The definition with its term blanked: the whole term, and its longer words in any form; the glossary's
    page markers (``◆ 33``) left out."""
    text = re.sub(r"\s*◆\s*[\d, ]*", " ", text)
    text = re.sub(re.escape(term), "___", text, flags=re.IGNORECASE)
    for word in re.findall(r"[A-Za-z]{5,}", term):
        stem = re.escape(word[: max(5, len(word) - 2)])
        text = re.sub(rf"\b{stem}\w*", "___", text, flags=re.IGNORECASE)
    return re.sub(r"___(?:\s+___)+", "___", text).strip()


def glossary(game: str) -> Build:
    def build(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
        terms = sorted((r for r in _records(knowledge, game) if r.kind == "glossary" and r.term), key=lambda r: r.id)
        if len(terms) < 3:
            return None
        record = rng.choice(terms)
        assert record.term is not None
        others = [r for r in terms if r.source == record.source and r.id != record.id]
        choices = [
            _Choice(shorten(_mask(record.text, record.term), OPTION_LIMIT), True, f"{record.cite()}.", [record.id])
        ]
        for other in rng.sample(others, min(3, len(others))):
            assert other.term is not None
            choices.append(
                _Choice(
                    shorten(_mask(other.text, other.term), OPTION_LIMIT),
                    False,
                    f"That is the definition of “{other.term}” ({other.id}).",
                    [record.id],
                )
            )
        prompt = f"In {GAME_TITLES[game]} ({record.source_title}, glossary), what does “{record.term}” mean?"
        return _question(qid, game, prompt, choices, [_step(record)], [record.id], rng)

    return build


def faq(game: str) -> Build:
    def build(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
        records = sorted((r for r in _records(knowledge, game) if r.kind == "faq" and r.question), key=lambda r: r.id)
        if len(records) < 2:
            return None
        record = rng.choice(records)
        text = " ".join(record.text.split())
        verdict = re.match(r"(Yes|No)\b[.,!]?", text)
        choices: list[_Choice]
        if verdict:
            said = verdict.group(1)
            opposite = "No" if said == "Yes" else "Yes"
            choices = [
                _Choice(said, True, f"{record.cite()}: {text}", [record.id]),
                _Choice(opposite, False, f"The FAQ answers {said.lower()} ({record.id}).", [record.id]),
            ]
        else:
            choices = [_Choice(shorten(text, OPTION_LIMIT), True, f"{record.cite()}.", [record.id])]
            others = [r for r in records if r.id != record.id and not re.match(r"(Yes|No)\b", r.text.strip())]
            for other in rng.sample(others, min(3, len(others))):
                choices.append(
                    _Choice(
                        shorten(other.text, OPTION_LIMIT),
                        False,
                        f"That answers another question: “{other.question}” ({other.id}).",
                        [record.id],
                    )
                )
        prompt = f"{record.source_title}, FAQ: {record.question}"
        return _question(qid, game, prompt, choices, [_step(record)], [record.id], rng)

    return build


def number(game: str) -> Build:
    def build(knowledge: KnowledgeBase, qid: QuestionId, rng: random.Random) -> Question | None:
        values: dict[str, RuleRecord] = {}
        stated: list[tuple[RuleRecord, str]] = []
        for record in _records(knowledge, game):
            if not record.current:
                continue
            for value in record.params.values():
                if value.isdigit():
                    values.setdefault(value, record)
                    if re.search(rf"(?<![\w.]){value}(?![\w.])", record.text):
                        stated.append((record, value))
        stated = sorted({(r.id, v): (r, v) for r, v in stated}.values(), key=lambda s: (s[0].id, s[1]))
        if not stated or len(values) < 3:
            return None
        record, value = rng.choice(stated)
        text = " ".join(record.text.split())
        blanked = re.sub(rf"(?<![\w.]){value}(?![\w.])", "___", text)
        choices = [_Choice(value, True, f"{record.cite()}: {shorten(text, 300)}", [record.id])]
        for other in rng.sample(sorted(v for v in values if v != value), min(3, len(values) - 1)):
            source = values[other]
            choices.append(
                _Choice(
                    other, False, f"{other} is another number of the rules ({source.id}), not this one.", [record.id]
                )
            )
        prompt = f"{record.source_title}, {' / '.join(record.section)}. Fill in the blank:\n\n“{shorten(blanked, 600)}”"
        return _question(qid, game, prompt, choices, [_step(record)], [record.id], rng)

    return build
