"""Building a scenario question (kinds ``scenario`` and ``card``) from a template's draft: the right answer from
the engine, the wrong options from the same engine under each misruling of the game; where those give fewer than
three wrong answers, from two misrulings made together, then from the same scenario with one play left out (for a
card question: without the card, always offered).

Options are compared by their full text: two that read the same are one option (naming every misruling that gives
it), one that reads as the right answer is dropped. Long options are shown by what sets them apart, what they all
share being said once in the prompt.

Difficulty is computed, never labelled by hand (:func:`difficulty`): points for the length of the scenario
(``min(actions, 6) // 2``, 0-3), for chance (2 when the right answer has several outcomes with their
probabilities), and for the traps (the wrong options offered, 1-3: each a computed mistake that changes the asked
answer); ``easy`` up to 2 points, ``medium`` 3-4, ``hard`` 5 or more.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from judge.knowledge import KnowledgeBase
from judge.misrulings import Misruling
from judge.pool import CardPool
from judge.quiz.ids import QuestionId
from judge.quiz.kit import MAX_OPTION, Answer, Data, Focus, GameKit, Omission, shorten
from judge.quiz.models import Difficulty, Option, Question, Step
from judge.quiz.registry import game_misrulings
from judge.quiz.runner import Runner

MAX_VARIANTS = 24
"""Candidate completions of one draft (each one engine run, more under a misruling that refuses the first)."""
MAX_OMISSIONS = 4
MAX_PAIRED = 4
"""Misrulings combined two by two, at most (six pairs)."""
MAX_WRONG = 3
"""Wrong options of one question at most: four options in all."""
KEYS = "ABCDEFGH"
SHORT_OPTION = 120
"""Options longer than this are shown by what sets them apart when they share facts."""


@dataclass
class Draft:
    """What a template proposes: candidate scenarios, the first the rules find legal being asked."""

    game: str
    variants: list[Data]
    """Complete scenarios, in order of preference; they differ only in the choices strict mode needs (which cards
    are scrapped, which Unit is chosen). A misruling under which the asked one is illegal is answered with the first
    variant it finds legal: the choices a judge making that mistake would make."""
    intro: str
    """The sentence before the position: where the scenario comes from."""
    sources: list[str] = field(default_factory=list)
    """Record ids the question comes from (a worked example's records)."""
    legality: bool | None = False
    """The template is about legality: an illegal right answer is a fine question ("Is this legal?"); ``None``:
    it is when the right answer is illegal (a worked example of an illegal play)."""
    card: str | None = None
    """A card question: the card whose play is asked about (a BattleTech card id, a Mech chess or Domination card
    name); the answer without its play is always offered, when it differs."""
    question: str | None = None
    """A card question's own question, put before the focus's."""


@dataclass
class _Wrong:
    text: str
    answer: Answer
    misrulings: list[Misruling] = field(default_factory=list)
    together: bool = False
    """The misrulings are made together (a pair), not each alone."""
    omission: Omission | None = None


def difficulty(steps: int, chance: bool, traps: int) -> Difficulty:
    """The documented formula (module docstring)."""
    points = min(steps, 6) // 2 + (2 if chance else 0) + min(traps, 3)
    if points <= 2:
        return "easy"
    return "medium" if points <= 4 else "hard"


def scenario_question(
    kit: GameKit, knowledge: KnowledgeBase, draft: Draft, qid: QuestionId, rng: random.Random
) -> Question | None:
    """The question the draft makes, or ``None`` when it makes none: no variant the engine answers (legally, unless
    the template is about legality), or no computed wrong answer differs from the right one."""
    pool = knowledge.pool
    runner = Runner(pool)
    asked = _asked(kit, runner, draft)
    if asked is None:
        return None
    chosen, right = asked
    legality = draft.legality if draft.legality is not None else not right["legal"]
    singles, pairs = _misruled(kit, runner, draft, chosen, right, legality)
    left_out = _left_out(kit, runner, draft, chosen, pool, legality)
    foci = kit.foci(chosen, pool, legality)
    picked = _pick_focus(foci, right, singles, pairs, left_out, draft.card is not None, rng)
    if picked is None:
        return None
    focus, right_text, wrongs, _ = picked
    options, common = _options(right, right_text, wrongs, draft.card is not None, rng)
    if len(options) < 2:
        return None
    question = f"{draft.question} {focus.question}" if draft.question else focus.question
    if common:
        question += f"\n\nAll the options agree on this: {common}. They differ on the rest."
    return Question(
        id=str(qid),
        kind=qid.kind,
        game=draft.game,
        difficulty=difficulty(kit.steps(chosen), len(right.get("outcomes") or []) > 1, len(options) - 1),
        prompt=f"{draft.intro}\n\n{kit.describe(chosen, pool)}\n\n{question}",
        scenario=kit.text(chosen),
        options=options,
        answer=next(o.key for o in options if o.correct),
        explanation=trace_steps(right),
        sources=list(dict.fromkeys(draft.sources)),
    )


Misruled = list[tuple[list[Misruling], Answer]]


def _misruled(
    kit: GameKit, runner: Runner, draft: Draft, chosen: Data, right: Answer, legality: bool
) -> tuple[Misruled, Misruled]:
    """The answers under each misruling of the game, then under pairs of those that change the answer."""
    text = kit.text(chosen)
    singles: Misruled = []
    for misruling in game_misrulings(draft.game):
        answer = runner.answer(text, misruling.id)
        if answer is not None and not answer["legal"] and not legality:
            answer = _adapted(kit, runner, draft, chosen, (misruling.id,)) or answer
        if answer is not None:
            singles.append(([misruling], answer))
    changing = [ms[0] for ms, answer in singles if _gist(answer) != _gist(right)][:MAX_PAIRED]
    pairs: Misruled = []
    for first, second in combinations(changing, 2):
        answer = runner.answer(text, first.id, second.id)
        if answer is not None and not answer["legal"] and not legality:
            answer = _adapted(kit, runner, draft, chosen, (first.id, second.id))
        if answer is not None:
            pairs.append(([first, second], answer))
    return singles, pairs


def _left_out(
    kit: GameKit, runner: Runner, draft: Draft, chosen: Data, pool: CardPool, legality: bool
) -> list[tuple[Omission, Answer]]:
    """The answers with one play left out (a card question: without the card), those the engine answers."""
    if draft.card is not None:
        without = kit.without(chosen, draft.card, pool)
        omissions = [without] if without is not None else []
    else:
        omissions = kit.omissions(chosen, pool)[:MAX_OMISSIONS]
    found: list[tuple[Omission, Answer]] = []
    for omission in omissions:
        answer = runner.answer(kit.text(omission.data))
        if answer is not None and (answer["legal"] or legality):
            found.append((omission, answer))
    return found


def _asked(kit: GameKit, runner: Runner, draft: Draft) -> tuple[Data, Answer] | None:
    """The variant asked and its right answer: the first legal one; for a template about legality, when none is
    legal, the one that goes furthest before its first violation (the choices it needs given, the rule it is about
    broken)."""
    best: tuple[int, Data, Answer] | None = None
    for data in draft.variants[:MAX_VARIANTS]:
        found = runner.answer(kit.text(data))
        if found is None:
            continue
        if found["legal"] and found["outcomes"]:
            return data, found
        if draft.legality is False:
            continue
        reached = min((v["action"] for v in found["violations"] if isinstance(v.get("action"), int)), default=-1)
        if best is None or reached > best[0]:
            best = (reached, data, found)
    return (best[1], best[2]) if best is not None else None


def _gist(answer: Answer) -> str:
    """What an answer says, for comparing two (its trace left out)."""
    return json.dumps({k: v for k, v in answer.items() if k != "trace"}, sort_keys=True, default=str)


def _adapted(kit: GameKit, runner: Runner, draft: Draft, chosen: Data, misrulings: tuple[str, ...]) -> Answer | None:
    for data in draft.variants[:MAX_VARIANTS]:
        if data is chosen:
            continue
        answer = runner.answer(kit.text(data), *misrulings)
        if answer is not None and answer["legal"] and answer["outcomes"]:
            return answer
    return None


def _pick_focus(
    foci: Sequence[Focus],
    right: Answer,
    singles: Misruled,
    pairs: Misruled,
    left_out: Sequence[tuple[Omission, Answer]],
    card: bool,
    rng: random.Random,
) -> tuple[Focus, str, list[_Wrong], int] | None:
    """The focus under which the most misrulings give distinct wrong answers (then the most wrong answers in all;
    at random among equals), else one under which a left-out play changes the answer; with its right text, the
    distinct wrong answers (single misrulings first, then pairs, then omissions) and the number of traps (the
    single misrulings' distinct answers). For a card question, only a focus under which the card changes the
    answer: the question is what its text does."""
    with_traps: list[tuple[Focus, str, list[_Wrong], int]] = []
    with_omissions: list[tuple[Focus, str, list[_Wrong], int]] = []
    for focus in foci:
        right_text = focus.summarise(right)
        if card and all(focus.summarise(answer) == right_text for _, answer in left_out):
            continue
        wrongs: dict[str, _Wrong] = {}
        for misrulings, answer in singles:
            wrong_text = focus.summarise(answer)
            if wrong_text != right_text:
                wrongs.setdefault(wrong_text, _Wrong(wrong_text, answer)).misrulings.extend(misrulings)
        traps = len(wrongs)
        for misrulings, answer in pairs:
            wrong_text = focus.summarise(answer)
            if wrong_text != right_text and wrong_text not in wrongs:
                wrongs[wrong_text] = _Wrong(wrong_text, answer, list(misrulings), together=True)
        for omission, answer in left_out:
            wrong_text = focus.summarise(answer)
            if wrong_text != right_text and wrong_text not in wrongs:
                wrongs[wrong_text] = _Wrong(wrong_text, answer, omission=omission)
        if traps:
            with_traps.append((focus, right_text, list(wrongs.values()), traps))
        elif wrongs:
            with_omissions.append((focus, right_text, list(wrongs.values()), 0))
    candidates = with_traps or with_omissions
    if not candidates:
        return None
    most = max((c[3], len(c[2])) for c in candidates)
    return rng.choice([c for c in candidates if (c[3], len(c[2])) == most])


def _options(
    right: Answer, right_text: str, wrongs: list[_Wrong], card: bool, rng: random.Random
) -> tuple[list[Option], str | None]:
    """The options, shuffled, and what they all share when it is said once in the prompt."""
    traps = [w for w in wrongs if w.misrulings and not w.together]
    paired = [w for w in wrongs if w.together]
    others = [w for w in wrongs if w.omission is not None]
    room = MAX_WRONG - (1 if card and others else 0)
    if len(traps) > room:
        kept = {id(w) for w in rng.sample(traps, room)}
        traps = [w for w in traps if id(w) in kept]
    chosen = traps + paired[: room - len(traps)]
    chosen += others[: MAX_WRONG - len(chosen)]
    shown, common = _shown([right_text, *(w.text for w in chosen)])
    drafts: list[tuple[str, bool, list[str], str, list[str]]] = [(shown[0], True, [], _RIGHT, _trace_rules(right))]
    taken = {shown[0]}
    for wrong, text in zip(chosen, shown[1:], strict=True):
        if text in taken:  # cut to the same words as another option: left out
            continue
        taken.add(text)
        drafts.append((text, False, [m.id for m in wrong.misrulings], *_wrong_explanation(wrong, right)))
    rng.shuffle(drafts)
    options = [
        Option(
            key=KEYS[i],
            text=text,
            correct=correct,
            misruling=misrulings[0] if misrulings else None,
            also=misrulings[1:],
            explanation=why,
            rules=rules,
        )
        for i, (text, correct, misrulings, why, rules) in enumerate(drafts)
    ]
    return options, common


def _shown(texts: list[str]) -> tuple[list[str], str | None]:
    """The options' texts as shown: as they are when all are short; else, when each is one certain outcome (facts
    separated by ``; ``), only the facts that set each apart, with the facts they all share returned to be said
    once; else as they are, each cut at a word when one is too long."""
    long = any(len(t) > MAX_OPTION for t in texts)
    if not long and all(len(t) <= SHORT_OPTION for t in texts):
        return texts, None
    if not any(t.startswith("(") for t in texts):
        facts = [t.split("; ") for t in texts]
        common = [f for f in facts[0] if all(f in other for other in facts[1:])]
        shown = [shorten(_capital("; ".join(f for f in fs if f not in common) or "nothing more")) for fs in facts]
        if len(set(shown)) == len(shown):
            return shown, shorten("; ".join(common), 2 * MAX_OPTION) if common else None
    return ([shorten(t) for t in texts] if long else texts), None


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


_RIGHT = (
    "This is what the rules give: the explanation follows the engine's answer step by step, each step citing its rules."
)


def _wrong_explanation(wrong: _Wrong, right: Answer) -> tuple[str, list[str]]:
    """What mistake the option embodies, and the rules it breaks."""
    if wrong.misrulings:
        first, *also = wrong.misrulings
        why = f"{first.title}: {first.mistake}"
        if also:
            joiner = " Made together with: " if wrong.together else " The same answer comes from: "
            why += joiner + "; ".join(f"{m.title}: {m.mistake}" for m in also)
        return why, list(dict.fromkeys(rule for m in wrong.misrulings for rule in m.breaks))
    assert wrong.omission is not None
    missed = [rule for rule in _trace_rules(right) if rule not in set(_trace_rules(wrong.answer))]
    return f"{wrong.omission.mistake} That is the answer without it.", missed or _trace_rules(right)


def trace_steps(answer: Answer) -> list[Step]:
    """The engine's trace as explanation steps (and, for an illegal answer, each violation with its rules)."""
    steps = [Step(text=str(s.get("text", "")), rules=[str(r) for r in s.get("rules", [])]) for s in answer["trace"]]
    for violation in answer.get("violations") or []:
        steps.append(Step(text=f"Not legal: {violation.get('message')}", rules=[str(r) for r in violation["rules"]]))
    return steps


def _trace_rules(answer: Answer) -> list[str]:
    return list(dict.fromkeys(rule for step in trace_steps(answer) for rule in step.rules))
