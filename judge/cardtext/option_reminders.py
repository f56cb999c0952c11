"""A Unit option's reminder text (rulebook p.31, "Using Unit Options and Abilities"), checked against the
option as a keyword's is (:mod:`judge.cardtext.keyword_reminders`): ``grammar/option_reminders.lark`` reads what the
option does in the words a card prints after it ("Overheat 2: +2 attack (This Unit receives 2 damage at the end of
the battle.)", "Missile 3 (This Unit may fire 3 missiles, even if blocked.)", "Alpha Strike: +3 attack (Deplete this
Unit.)", "Jump (This Unit gets -1 attack and +1 initiative.)") and its numbers must be the option's. A reminder that
this grammar does not read but that reads as an ordinary sentence says something the option does not do: an error
naming the option. One that reads not at all leaves the option read as the rulebook defines it, its reminder marked
``unchecked`` (``judge validate`` warns of it)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from lark import Token, Tree
from lark.exceptions import LarkError, VisitError
from pydantic import BaseModel

from judge.cardtext.keyword_reminders import says_otherwise
from judge.cardtext.transform_units import ReminderMismatchError
from judge.dsl import models as m
from judge.grammars import lalr_parser

Option = m.Overheat | m.AlphaStrike | m.Missile | m.Jump

WITH_REMINDER = re.compile(
    r"(?<![\w-])(?P<option>Overheat \d+:? ?[+-]\d+ attack|Alpha Strike:? ?[+-]\d+ attack|Missile \d+"
    r"|Jump(?! ?\( ?[+-]))(?P<stop>\.?) ?\((?P<reminder>[^()]+)\)"
)
"""An option followed by its reminder in parentheses (not Jump's own "(-1 attack: +1 initiative)")."""

_STARTS: dict[type[BaseModel], str] = {
    m.Overheat: "overheat",
    m.AlphaStrike: "alpha_strike",
    m.Missile: "missile",
    m.Jump: "jump",
}


def _values(tree: Tree[Token], rule: str) -> list[int]:
    out = []
    for sub in tree.find_data(rule):
        text = str(sub.children[0]).replace(" ", "").replace("–", "-").replace("−", "-")
        out.append(int(text))
    return out


def _agrees(option: Option, tree: Tree[Token]) -> bool:
    """Whether every number the reminder names is the option's own (rulebook p.31)."""
    match option:
        case m.Overheat(heat=heat, attack=attack):
            return all(v == heat for v in _values(tree, "heat")) and all(v == attack for v in _values(tree, "gain"))
        case m.AlphaStrike(attack=attack):
            return all(v == attack for v in _values(tree, "gain"))
        case m.Missile(count=count):
            return all(v == count for v in _values(tree, "count"))
        case m.Jump(attack=attack, initiative=initiative):
            attacks = [*_values(tree, "attack_change"), *(-v for v in _values(tree, "lowered"))]
            initiatives = [*_values(tree, "initiative_change"), *_values(tree, "raised")]
            return all(v == attack for v in attacks) and all(v == initiative for v in initiatives)
    return False


def _option(parser: Any, transformer: Any, printed: str) -> Option | None:
    try:
        items = transformer.transform(parser.parse(printed.strip() + "."))
    except (LarkError, RecursionError, ValueError, VisitError):
        return None
    found = items[0] if len(items) == 1 else None
    return found if isinstance(found, m.Overheat | m.AlphaStrike | m.Missile | m.Jump) else None


def check(parser: Any, transformer: Any, printed: str, reminder: str) -> Option | None:
    """The option ``printed`` ("Missile 2") with its reminder checked (``reminder="reworded"``) or marked
    ``unchecked``; ``None`` where ``printed`` alone is no option.

    :raises ReminderMismatchError: where the reminder names other numbers than the option's, or reads as a sentence
        that says something else."""
    option = _option(parser, transformer, printed)
    if option is None:
        return None
    try:
        tree = lalr_parser("option_reminders", _STARTS[type(option)]).parse(reminder.strip())
    except (LarkError, RecursionError):
        tree = None
    if tree is not None:
        if not _agrees(option, tree):
            raise ReminderMismatchError(f"{printed}: the reminder text names other numbers than the option's")
        return option.model_copy(update={"reminder": "reworded"})
    if (other := says_otherwise(parser, transformer, printed, reminder)) is not None:
        raise ReminderMismatchError(f"{printed}: the reminder text says {other!r}, which is not what the option does")
    return option.model_copy(update={"reminder": "unchecked"})


_Node = TypeVar("_Node", bound=BaseModel)


def mark(node: Any, pending: list[Option]) -> Any:
    """``node`` with the options in it, in the order they are printed, replaced by ``pending``'s (their reminders
    checked); each one used is taken off ``pending``."""
    return replace_in_order(
        node,
        pending,
        (m.Overheat, m.AlphaStrike, m.Missile, m.Jump),
        lambda printed, read: printed.model_copy(update={"reminder": None}) == read,
    )


def replace_in_order(
    node: Any, pending: list[_Node], kinds: type | tuple[type, ...], same: Callable[[_Node, Any], bool]
) -> Any:
    """``node`` with each node of ``kinds`` in it, in the order they are printed, replaced by the first of ``pending``
    when ``same(pending[0], node)`` (taken off ``pending``); nodes and lists with nothing replaced are returned as
    they are."""
    if isinstance(node, kinds):
        if pending and same(pending[0], node):
            return pending.pop(0)
        return node
    if isinstance(node, BaseModel):
        update = {}
        for field in type(node).model_fields:
            value = getattr(node, field)
            new = replace_in_order(value, pending, kinds, same)
            if new is not value:
                update[field] = new
        return node.model_copy(update=update) if update else node
    if isinstance(node, list):
        out = [replace_in_order(value, pending, kinds, same) for value in node]
        return out if any(a is not b for a, b in zip(out, node, strict=True)) else node
    return node
    if isinstance(node, BaseModel):
        update = {}
        for field in type(node).model_fields:
            value = getattr(node, field)
            new = mark(value, pending)
            if new is not value:
                update[field] = new
        return node.model_copy(update=update) if update else node
    if isinstance(node, list):
        out = [mark(value, pending) for value in node]
        return out if any(a is not b for a, b in zip(out, node, strict=True)) else node
    return node


__all__ = ["WITH_REMINDER", "check", "mark"]
