"""What a designer should hear about a card text that reads: the parts the rules do not allow or that name nothing.

The grammar reads a sentence by its shape; these checks look at what it says (``judge parse``, ``judge validate``,
``/validate``, ``/api/validate``):

- a Unit option's value the rules do not allow (rulebook p.31, "Using Unit Options and Abilities": Overheat X: +Y
  attack gives Y extra attack for X Overheat damage, Alpha Strike +Y attack, Missile Y fires Y missiles, Jump is
  -1 attack: +1 initiative, a card may print its own trade): a value of 0 or less, a Jump that gains attack or no
  initiative;
- a Unit option on a card that is no Unit (the rulebook: "Most Units have one or more options");
- "that 'Mech", "that Unit", "that card"... in a text's first sentence with nothing before it to refer to.
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel

from judge.cardtext.parse_errors import TextError
from judge.cardtext.parser import ParseResult
from judge.dsl import models as m

OPTION_RULE = "rulebook p.31, Using Unit Options and Abilities"
_NAMERS = (m.Selector, m.Choose, m.Either, m.This, m.Search, m.LookAtTop, m.RevealCard, m.LookAtHand, m.Receiving)
"""Nodes that name a card a later "that Unit" may refer to."""
_NOUNS = {"mech": "'Mech", "unit": "Unit", "card": "card", "site": "site"}


def check_text(result: ParseResult, card_type: str | None = None, subtypes: tuple[str, ...] = ()) -> list[TextError]:
    """The problems of a text that reads, each on the sentence it comes from."""
    problems: list[TextError] = []
    for index, ability in enumerate(result.abilities):
        sentence = result.origins[index][0] if index < len(result.origins) and result.origins[index] else None
        for message in _option_values(ability) + _option_card(ability, card_type):
            problems.append(_at(result, sentence, message))
        if index == 0 and sentence == 0 and not {"Pilot", "Enhancement"} & set(subtypes):
            that = _refers_to_nothing(ability)
            if that is not None:
                problems.append(_at(result, sentence, that))
    return problems


def _option_values(ability: m.Ability) -> list[str]:
    """Rulebook p.31: the values of the four common options."""
    out = []
    if isinstance(ability, m.Overheat):
        if ability.heat < 1:
            out.append(f"Overheat {ability.heat}: an Overheat option deals at least 1 Overheat damage ({OPTION_RULE})")
        if ability.attack < 1:
            out.append(f"Overheat gives +{ability.attack} attack: it gives at least +1 attack ({OPTION_RULE})")
    elif isinstance(ability, m.AlphaStrike) and ability.attack < 1:
        out.append(f"Alpha Strike gives +{ability.attack} attack: it gives at least +1 attack ({OPTION_RULE})")
    elif isinstance(ability, m.Missile) and ability.count < 1:
        out.append(f"Missile {ability.count}: a Missile option fires at least 1 missile ({OPTION_RULE})")
    elif isinstance(ability, m.Jump) and (ability.attack >= 0 or ability.initiative < 1):
        # a card may print its own Jump ("-2 attack: +1 initiative"): it trades attack for initiative
        out.append(
            f"Jump ({ability.attack:+d} attack: {ability.initiative:+d} initiative): Jump trades attack for "
            f"initiative, as in (-1 attack: +1 initiative) ({OPTION_RULE})"
        )
    elif isinstance(ability, m.Keyword) and ability.value is not None and ability.value < 1:
        out.append(f"{ability.name} {ability.value}: a keyword's value is at least 1")
    return out


def _option_card(ability: m.Ability, card_type: str | None) -> list[str]:
    if card_type in (None, "Unit") or not isinstance(ability, m.Overheat | m.AlphaStrike | m.Missile | m.Jump):
        return []
    return [
        f"a {card_type} card has no Unit options: options are printed on Units ({OPTION_RULE}); a card that gives "
        'one says so ("That Unit gains ...")'
    ]


def _nodes(node: object) -> Iterator[object]:
    if isinstance(node, list):
        for item in node:
            yield from _nodes(item)
    elif isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from _nodes(getattr(node, name))


def _refers_to_nothing(ability: m.Ability) -> str | None:
    """ "That 'Mech gets +2 attack." as a text's first ability: a card named before it is what "that" refers to;
    there is none. A trigger names the cards its event is about; a pronoun ("it") may be the card itself."""
    if isinstance(ability, m.Triggered):
        return None
    for node in _nodes(ability):
        if isinstance(node, _NAMERS):
            return None
        if isinstance(node, m.ThatOne) and node.noun is not None:
            noun = node.card_type or _NOUNS.get(node.noun, node.noun)
            return (
                f"'that {noun}' refers to nothing: no {noun} is named before it (choose one first, as in "
                f'"Choose one of your Units. That Unit gets +2 attack.", or name it: "target {noun}")'
            )
    return None


def _at(result: ParseResult, sentence: int | None, message: str) -> TextError:
    start, end = result.spans[sentence] if sentence is not None and sentence < len(result.spans) else (0, 0)
    line = result.text.count("\n", 0, start) + 1
    column = start - (result.text.rfind("\n", 0, start) + 1) + 1
    return TextError(line=line, column=column, span=(start, end), message=message)


def unchecked_reminders(result: ParseResult) -> list[TextError]:
    """Warnings, not problems: each keyword whose reminder text is in a wording the grammar does not read. The keyword
    is read as the rulebook defines it (p.31, glossary); the designer checks that the reminder says the same."""
    out = []
    for index, ability in enumerate(result.abilities):
        name: str | None = None
        if isinstance(ability, m.Keyword) and ability.wording == "unchecked":
            name = ability.name
        elif isinstance(ability, m.Overheat | m.AlphaStrike | m.Missile | m.Jump) and ability.reminder == "unchecked":
            # an option's reminder (judge/cardtext/option_reminders.py)
            names = {m.Overheat: "Overheat", m.AlphaStrike: "Alpha Strike", m.Missile: "Missile", m.Jump: "Jump"}
            name = names[type(ability)]
        if name is not None:
            sentence = result.origins[index][0] if index < len(result.origins) and result.origins[index] else None
            out.append(
                _at(
                    result,
                    sentence,
                    f"the reminder text after {name} is not in a wording this version reads: {name} "
                    "is read as the rulebook defines it; check that the reminder says the same",
                )
            )
    return out


__all__ = ["check_text", "unchecked_reminders"]
