"""Card text → effect DSL.

``parse_card_text`` reads a card's whole text. It is read one sentence at a time with ``grammar/cardtext.lark``
(LALR): a sentence either becomes DSL or is reported with its span, what the grammar expected there, and the closest
phrasing the grammar knows. There is no catch-all rule: nothing is kept as opaque text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark.exceptions import LarkError, UnexpectedInput, VisitError
from pydantic import BaseModel

from judge.cardtext.normalize import normalize
from judge.cardtext.parse_errors import KNOWN_PHRASES, TextError, semantic_error, suggest, syntax_error
from judge.cardtext.reminders import keywords_with_reminder
from judge.cardtext.sentence_trees import parse_sentence as _parse_sentence
from judge.cardtext.sentences import split_sentences
from judge.cardtext.transform_units import ReminderMismatchError
from judge.cardtext.transformers import (
    Attachment,
    LimitAttachment,
    OtherwiseAttachment,
    as_cards,
    card_text_transformer,
)
from judge.dsl import models as m
from judge.grammars import lalr_parser

MAX_TEXT = 4000
"""Card text longer than this is refused before parsing (the longest printed card text is under 1,000 characters)."""
REPAIR_BUDGET = 40_000
"""The most characters one text's errors parse again while they try the words the grammar expected (a text of many
broken sentences stays fast: past it, an error lists the words without trying them and suggests nothing)."""


@dataclass
class ParseResult:
    text: str
    abilities: list[m.Ability]
    errors: list[TextError]
    sentences: int
    spans: list[tuple[int, int]] = field(default_factory=list)
    """The span of each sentence in the printed text, in order."""
    origins: list[list[int]] = field(default_factory=list)
    """For each ability, the sentences (indexes into ``spans``) it was read from: a rider or a die-roll branch adds
    its sentence to the ability before it."""

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def status(self) -> str:
        """``parsed`` (every sentence), ``partial`` (some) or ``failed`` (none)."""
        if not self.errors:
            return "parsed"
        return "partial" if len(self.errors) < self.sentences else "failed"

    def as_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "text": self.text,
            "abilities": [a.model_dump(mode="json") for a in self.abilities],
            "errors": [e.as_json() for e in self.errors],
        }


class CardTextError(ValueError):
    """Card text refused before parsing (too long)."""


def parse_card_text(
    text: str, name: str | None = None, card_type: str | None = None, *, suggestions: bool = True
) -> ParseResult:
    """Parses a card's text into abilities.

    ``name`` is the card's own name (its text may name itself); ``card_type`` (``Unit``, ``Command``, ``Mission``)
    decides whether plain effects are a Mission's resolution or a permanent's static ability. ``suggestions`` looks
    up the closest known phrasing for each sentence that does not parse (slower; off for bulk measurements).

    :raises CardTextError: for text longer than :data:`MAX_TEXT` characters.
    """
    if len(text) > MAX_TEXT:
        raise CardTextError(f"card text is limited to {MAX_TEXT} characters, this one has {len(text)}")
    norm = normalize(text, name, card_type)
    parser = lalr_parser("cardtext")
    transformer = card_text_transformer(card_type)
    abilities: list[m.Ability] = []
    errors: list[TextError] = []
    spans = split_sentences(norm.text)
    # plain effect sentences after a die-roll branch, held until it is known whether another branch follows them
    # ("1-2: That Unit receives 1 damage. Return this card to your hand. 3-6: ..."): then they end that branch
    held: list[m.Resolve | m.Static] = []
    branch_open = False
    # the last branch was a sentence of its own ("3-6: That Unit gets +3 attack."), and no line ended since: the
    # plain effect sentences after it that go on about what it is about ("Prevent up to 2 damage to that Unit.") are
    # its own too, as they are for the branches before it
    branch_sentence = False
    previous_end = 0
    origins = _Origins()
    # how many plain effect sentences follow the activated ability that ends ``abilities`` on its line ("{T}: A. B."),
    # ``None`` when it does not end on one: a "Use this ability only ..." after them restricts that ability whole
    going_on: int | None = None

    budget = [REPAIR_BUDGET]
    tried: dict[str, bool] = {}

    def reads(sentence: str) -> bool:
        """Whether one sentence reads in full (the errors try the words the grammar expected in its place), within
        the text's budget of characters tried."""
        if sentence in tried:
            return tried[sentence]
        budget[0] -= len(sentence)
        if budget[0] < 0:
            return False
        try:
            transformer.transform(_parse_sentence(parser, normalize(sentence, name, card_type).text.replace("\n", " ")))
            tried[sentence] = True
        except (LarkError, RecursionError, ValueError):
            tried[sentence] = False
        return tried[sentence]

    for index, (start, end) in enumerate(spans):
        origins.sync(abilities, held, index - 1)  # what the sentence before changed
        if "\n" in norm.text[previous_end:start]:
            branch_sentence = False
            going_on = None
        previous_end = end
        sentence = norm.text[start:end].replace("\n", " ")  # same length: columns still map back
        try:
            items = transformer.transform(_parse_sentence(parser, sentence))
        except UnexpectedInput as exc:
            try:
                keywords = keywords_with_reminder(parser, transformer, sentence)
            except ReminderMismatchError as mismatch:  # a reminder saying what its keyword does not do
                errors.append(semantic_error(text, norm, start, end, mismatch))
                abilities.extend(held)
                held, branch_open = [], False
                continue
            if keywords is not None:
                items = keywords
            elif (ended := _with_full_stop(parser, transformer, sentence)) is not None:
                items = ended
            else:
                errors.append(syntax_error(text, norm, start, end, exc, suggestions, reads))
                abilities.extend(held)
                held, branch_open = [], False
                continue
        except VisitError as exc:
            errors.append(semantic_error(text, norm, start, end, exc.orig_exc))
            abilities.extend(held)
            held, branch_open = [], False
            continue
        except (LarkError, RecursionError) as exc:
            errors.append(semantic_error(text, norm, start, end, exc))
            abilities.extend(held)
            held, branch_open = [], False
            continue
        origins.add(index, items)
        for item in items:
            if branch_open and _plain_effects(item):
                held.append(item)
                going_on = None
                continue
            if (
                held
                and not (isinstance(item, Attachment) and item.branch is not None and _continue_branch(abilities, held))
                and not (branch_sentence and _goes_on(abilities, held) and _continue_branch(abilities, held))
            ):
                abilities.extend(held)
            held = []
            if _completes_upkeep(abilities, item):
                branch_open = branch_sentence = False
                continue
            if isinstance(item, Attachment):
                if going_on and _restricts_use(item):
                    _join_activated(abilities, going_on)  # "{T}: A. B. Use this ability only ...": one ability
                going_on = going_on if going_on and _rider(item) else None  # "If that Unit receives ...": still B
                if not _attach(abilities, item):
                    errors.append(semantic_error(text, norm, start, end, ValueError("restricts no ability before it")))
                branch_open = branch_sentence = item.branch is not None
            elif _continues_roll(abilities, item):
                branch_open = branch_sentence = False
            elif (last := _activated_going_on(abilities, item)) is not None:
                # "{T}: Choose a 'Mech. That 'Mech gets +2 attack.": the sentence acts on what the ability chose
                effects = [*last.effects, *item.effects]
                # the payment per point of cost goes last, wherever it is printed (its place changes nothing)
                effects.sort(key=lambda e: isinstance(e, m.PerCostPoint))
                abilities[-1] = last.model_copy(update={"effects": effects})
                branch_open = _ends_on_branch(abilities[-1])
                branch_sentence = False
            else:
                chained = going_on is not None and isinstance(item, m.Static) and not item.used and _plain_effects(item)
                going_on = going_on + 1 if chained and going_on is not None else None
                going_on = 0 if isinstance(item, m.Activated) else going_on
                abilities.append(item)
                branch_open = _ends_on_branch(item)
                branch_sentence = False
    if not (held and branch_sentence and _goes_on(abilities, held) and _continue_branch(abilities, held)):
        abilities.extend(held)
    origins.sync(abilities, [], len(spans) - 1)
    return ParseResult(
        text=text,
        abilities=abilities,
        errors=errors,
        sentences=len(spans),
        spans=[(norm.position(start), norm.position(end)) for start, end in spans],
        origins=origins.origins,
    )


class _Origins:
    """Which sentences each ability was read from, followed as the abilities list grows: an ability yielded by a
    sentence comes from it; an ability replaced while a sentence was read (a rider, a branch, "that 'Mech" going on)
    comes from the sentences it came from, that sentence, and the sentences whose items it took in."""

    def __init__(self) -> None:
        self.origins: list[list[int]] = []
        self._seen: list[Any] = []
        self._pending: list[tuple[Any, int]] = []

    def add(self, index: int, items: list[Any]) -> None:
        self._pending.extend((item, index) for item in items)

    def sync(self, abilities: list[m.Ability], held: list[m.Resolve | m.Static], index: int) -> None:
        """Takes in the changes to ``abilities`` made while sentence ``index`` was read."""
        placed: dict[int, int] = {}
        consumed: set[int] = set()
        pending: list[tuple[Any, int]] = []
        for item, source in self._pending:
            if any(item is ability for ability in abilities):
                placed[id(item)] = source
            elif any(item is waiting for waiting in held):
                pending.append((item, source))
            else:
                consumed.add(source)
        origins: list[list[int]] = []
        for j, ability in enumerate(abilities):
            if j < len(self._seen) and ability is self._seen[j]:
                origins.append(self.origins[j])
            elif id(ability) in placed:
                origins.append([placed[id(ability)]])
            else:
                before = set(self.origins[j]) if j < len(self._seen) else set()
                origins.append(sorted(before | consumed | {index}))
        self.origins, self._seen, self._pending = origins, list(abilities), pending


def _plain_effects(item: Any) -> bool:
    """A sentence of effects only (no trigger, cost or restriction), which may continue a die-roll branch."""
    return isinstance(item, m.Resolve) or (isinstance(item, m.Static) and not item.conditions)


def _ends_on_branch(ability: Any) -> bool:
    """The ability ends on a die roll with a branch ("Roll a die: 1-2: ...")."""
    effects: list[m.Effect] = getattr(ability, "effects", None) or []
    return bool(effects) and isinstance(effects[-1], m.RollDie) and bool(effects[-1].branches)


def _refers_back(node: Any) -> bool:
    """The node names a card chosen or named before ("that Unit", "it") at any depth."""
    if isinstance(node, m.ThatOne):
        return True
    if isinstance(node, list):
        return any(_refers_back(n) for n in node)
    if isinstance(node, BaseModel):
        return any(_refers_back(getattr(node, field)) for field in type(node).model_fields)
    return False


def _goes_on(abilities: list[m.Ability], held: list[m.Resolve | m.Static]) -> bool:
    """The held sentences after the last branch of a die roll go on about what that branch is about: they name a card
    named before, and so does the branch ("3-6: That Unit gets +3 attack. Prevent up to 2 damage to that Unit.")."""
    effects: list[m.Effect] = getattr(abilities[-1], "effects", None) or [] if abilities else []
    if not effects or not isinstance(roll := effects[-1], m.RollDie) or not roll.branches:
        return False
    branch = roll.branches[-1].effects
    named = _refers_back(branch) or any(isinstance(e, m.Choose) for e in branch)
    return named and all(_refers_back(item.effects) for item in held)


def _restricts_use(attachment: Attachment) -> bool:
    """ "Use this ability only ...": a timing restriction alone, nothing else."""
    return (
        not isinstance(attachment, OtherwiseAttachment | LimitAttachment)
        and attachment.use
        and bool(attachment.conditions)
        and not (attachment.effects or attachment.branch or attachment.otherwise or attachment.amend)
    )


def _rider(attachment: Attachment) -> bool:
    """A rider effect on what the sentence before named ("If that Unit receives damage, scrap this card.")."""
    return (
        not isinstance(attachment, OtherwiseAttachment | LimitAttachment)
        and bool(attachment.effects)
        and not (attachment.conditions or attachment.use or attachment.branch or attachment.otherwise)
        and attachment.amend is None
    )


def _join_activated(abilities: list[m.Ability], count: int) -> None:
    """The ``count`` plain effect sentences ending ``abilities`` become the rest of the activated ability before
    them: a restriction sentence after an ability's effects belongs to that ability ("{T}: Choose any opponent. That
    opponent may not play Mission cards until ... Use this ability only during ...", Jerrard Cranston)."""
    first = abilities[-count - 1]
    assert isinstance(first, m.Activated)
    more = [e for ability in abilities[-count:] for e in getattr(ability, "effects", [])]
    del abilities[-count:]
    abilities[-1] = first.model_copy(update={"effects": [*first.effects, *more]})


def _activated_going_on(abilities: list[m.Ability], item: Any) -> m.Activated | None:
    """The activated ability just before ``item`` when ``item`` is a plain effect sentence that acts on what that
    ability chose or named ("that 'Mech", "it"), or shuffles "afterwards": the rest of its effect, not an ability of
    its own."""
    if not abilities or not isinstance(last := abilities[-1], m.Activated) or not _plain_effects(item):
        return None
    effects = item.effects
    goes_on = bool(effects) and (_refers_back(effects) or all(isinstance(e, m.Shuffle) for e in effects))
    # "For each point by which the base construction cost of the new 'Mech exceeds that of the old, ...": the new
    # 'Mech is the one the ability searched for
    searched = any(isinstance(e, m.Search) for e in last.effects)
    goes_on = goes_on or (searched and all(isinstance(e, m.PerCostPoint) for e in effects))
    return last if goes_on else None


def _continue_branch(abilities: list[m.Ability], held: list[m.Resolve | m.Static]) -> bool:
    """Adds the held sentences' effects to the last branch of the last die roll; ``False`` where there is none."""
    if not abilities or not isinstance(last := abilities[-1], m.Activated | m.Static | m.Triggered | m.Resolve):
        return False
    more = [e for item in held for e in item.effects]
    effects = list(last.effects)
    if not effects or not isinstance(roll := effects[-1], m.RollDie) or not roll.branches:
        return False
    branch = roll.branches[-1]
    branches = [*roll.branches[:-1], branch.model_copy(update={"effects": [*branch.effects, *more]})]
    effects[-1] = roll.model_copy(update={"branches": branches})
    abilities[-1] = last.model_copy(update={"effects": effects})
    return True


def _continues_roll(abilities: list[m.Ability], item: Any) -> bool:
    """A sentence of effects that use one of the dice of a roll of several dice ("That Unit gets additional attack
    equal to the first roll ...") after the ability that rolls them is more of that ability: adds its effects there;
    ``False`` where it is not."""
    if not _plain_effects(item) or not abilities:
        return False
    if not any(isinstance(e, m.ModifyStat) and e.roll is not None for e in item.effects):
        return False
    last = abilities[-1]
    if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve) or not last.effects:
        return False
    roll = last.effects[-1]
    if not isinstance(roll, m.RollDie) or roll.branches or roll.count < 2:
        return False
    abilities[-1] = last.model_copy(update={"effects": [*last.effects, *item.effects]})
    return True


def _with_full_stop(parser: Any, transformer: Any, sentence: str) -> Any:
    """The items of a sentence printed without its full stop at the end of its line ("Draw a card", as fan
    sets print their last sentence), read with it; ``None`` where it does not read so either (its error is the one
    without the full stop). An exclamation mark ends a sentence as a full stop does ("Draw two cards!")."""
    if sentence.endswith("!"):
        ended = sentence[:-1] + "."
    elif sentence[-1:].isalnum() or sentence[-1:] in ")'":
        ended = sentence + "."
    else:
        return None
    try:
        return transformer.transform(_parse_sentence(parser, ended))
    except (LarkError, RecursionError, ValueError):
        return None


def _completes_upkeep(abilities: list[m.Ability], item: Any) -> bool:
    """An upkeep that taps the card and chooses an opponent ("pay 1 +2P or tap ~ and choose an opponent.") is
    completed by the sentence after it saying that opponent gains control of the card."""
    if not abilities or not isinstance(last := abilities[-1], m.Upkeep) or last.otherwise != ["tap"]:
        return False
    gains = m.GainControl(target=m.This(), player="opponent")
    if not isinstance(item, m.Static | m.Resolve) or item.effects != [gains] or getattr(item, "conditions", []):
        return False
    abilities[-1] = last.model_copy(update={"otherwise": ["tap", "opponent_gains_control"]})
    return True


def _attach(abilities: list[m.Ability], attachment: Attachment) -> bool:
    """Attaches a qualifying sentence to the ability before it; ``False`` where there is none it can qualify."""
    if not abilities:
        return False
    last = abilities[-1]
    if isinstance(attachment, OtherwiseAttachment):
        return _attach_otherwise(abilities, attachment.otherwise_effects)
    if isinstance(attachment, LimitAttachment):
        return _attach_limit(abilities, attachment.most)
    if attachment.otherwise:
        if not isinstance(last, m.Upkeep) or last.otherwise:
            return False
        abilities[-1] = last.model_copy(update={"otherwise": attachment.otherwise})
        return True
    if attachment.amend is not None:
        if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve):
            return False
        kind, update = attachment.amend
        try:
            amended = _with_amended(list(last.effects), kind, update)
        except ValueError:  # the effect found is not one the sentence can qualify
            return False
        if amended is None:
            return False
        abilities[-1] = last.model_copy(update={"effects": amended})
        return True
    if attachment.branch is not None:
        if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve):
            return False
        effects = _with_branch(list(last.effects), attachment.branch)
        if effects is None:
            return False
        abilities[-1] = last.model_copy(update={"effects": effects})
        return True
    if attachment.effects:
        if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve):
            return False
        abilities[-1] = last.model_copy(update={"effects": [*last.effects, *attachment.effects]})
        return True
    if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve):
        return False
    changed: dict[str, Any] = {"conditions": [*last.conditions, *attachment.conditions]}
    if attachment.use and isinstance(last, m.Static):
        changed["used"] = True  # "Use this ability only ...": an ability used, not always on
    abilities[-1] = last.model_copy(update=changed)
    return True


def _attach_otherwise(abilities: list[m.Ability], otherwise: list[m.Effect]) -> bool:
    """ "Otherwise, ..." after a rider with a condition ("If that card is not a Unit, scrap it."): the effects
    become that rider's ``otherwise``; ``False`` where the ability before ends on no such rider."""
    last = abilities[-1]
    if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve) or not last.effects:
        return False
    rider = last.effects[-1]
    conditional = m.IfCardIs | m.IfScrapped | m.IfTons | m.IfReceivesDamage | m.IfGuessed | m.IfChallenged
    if not isinstance(rider, conditional) or rider.otherwise:
        return False
    if isinstance(rider, m.IfCardIs):  # "it" is the card revealed or looked at
        otherwise = as_cards(otherwise)
    effects = [*last.effects[:-1], rider.model_copy(update={"otherwise": otherwise})]
    abilities[-1] = last.model_copy(update={"effects": effects})
    return True


def _attach_limit(abilities: list[m.Ability], most: int) -> bool:
    """ "You cannot scrap more than N cards in this way.": the limit goes to the last effect of the ability before
    it repeated for each card scrapped (also inside a die-roll branch); ``False`` where there is none."""
    last = abilities[-1]
    if not isinstance(last, m.Activated | m.Static | m.Triggered | m.Resolve):
        return False
    effects = _with_limit(list(last.effects), most)
    if effects is None:
        return False
    abilities[-1] = last.model_copy(update={"effects": effects})
    return True


def _with_limit(effects: list[m.Effect], most: int) -> list[m.Effect] | None:
    for i in range(len(effects) - 1, -1, -1):
        effect = effects[i]
        if isinstance(effect, m.PerCardScrapped) and effect.max is None:
            effects[i] = effect.model_copy(update={"max": most})
            return effects
        if isinstance(effect, m.RollDie):
            for j in range(len(effect.branches) - 1, -1, -1):
                inner = _with_limit(list(effect.branches[j].effects), most)
                if inner is not None:
                    branch = effect.branches[j].model_copy(update={"effects": inner})
                    branches = [*effect.branches[:j], branch, *effect.branches[j + 1 :]]
                    effects[i] = effect.model_copy(update={"branches": branches})
                    return effects
    return None


def _with_branch(effects: list[m.Effect], branch: m.DieBranch) -> list[m.Effect] | None:
    """The effects with the branch added to their last die roll (also a roll repeated "for each" card), or
    ``None`` where there is no roll."""
    for i in range(len(effects) - 1, -1, -1):
        effect = effects[i]
        if isinstance(effect, m.RollDie):
            # "1-6: ... Roll a second die. 1-6: ...": the branch after a second roll inside the last branch is its
            if effect.branches and (nested := _with_second_roll(effect.branches[-1], branch)) is not None:
                branches = [*effect.branches[:-1], nested]
                effects[i] = effect.model_copy(update={"branches": branches})
                return effects
            effects[i] = effect.model_copy(update={"branches": [*effect.branches, branch]})
            return effects
        if isinstance(effect, m.ForEach | m.WhenWouldUntap | m.IfCounters | m.PerDamage | m.May | m.WhenDamageResolved):
            inner = _with_branch(list(effect.effects), branch)
            if inner is not None:
                effects[i] = effect.model_copy(update={"effects": inner})
                return effects
    return None


def _with_amended(effects: list[m.Effect], kind: type, update: dict[str, Any]) -> list[m.Effect] | None:
    """The effects with their last effect of ``kind`` (also in a die-roll branch) updated; ``None`` where there is
    none. A list in ``update`` is added to the list the effect has; a function gets the value the effect has."""
    for i in range(len(effects) - 1, -1, -1):
        effect = effects[i]
        if isinstance(effect, kind):
            merged = {
                key: [*getattr(effect, key), *value]
                if isinstance(value, list)
                else (value(getattr(effect, key)) if callable(value) else value)
                for key, value in update.items()
            }
            effects[i] = effect.model_copy(update=merged)
            return effects
        if isinstance(effect, m.RollDie):
            for j in range(len(effect.branches) - 1, -1, -1):
                inner = _with_amended(list(effect.branches[j].effects), kind, update)
                if inner is not None:
                    branches = list(effect.branches)
                    branches[j] = branches[j].model_copy(update={"effects": inner})
                    effects[i] = effect.model_copy(update={"branches": branches})
                    return effects
        nested = getattr(effect, "effects", None)
        if isinstance(nested, list):  # "for each", "you may", "at the end of the battle", "if ...": the effects in it
            inner = _with_amended(list(nested), kind, update)
            if inner is not None:
                effects[i] = effect.model_copy(update={"effects": inner})
                return effects
    return None


def _with_second_roll(last: m.DieBranch, branch: m.DieBranch) -> m.DieBranch | None:
    """The branch ``last`` with ``branch`` added to the second roll it ends on; ``None`` where it ends on none."""
    if not last.effects or not isinstance(roll := last.effects[-1], m.RollDie) or not roll.second:
        return None
    if roll.branches and roll.branches[-1].high >= 6:  # its branches are complete: the next is the first roll's
        return None
    inner = _with_branch(list(last.effects), branch)
    return None if inner is None else last.model_copy(update={"effects": inner})


__all__ = [
    "KNOWN_PHRASES",
    "MAX_TEXT",
    "CardTextError",
    "ParseResult",
    "TextError",
    "parse_card_text",
    "split_sentences",
    "suggest",
]
