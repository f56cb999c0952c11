"""Abilities used "immediately after the die roll" on one of their player's die rolls (any roll, not only a missile
die: "{T}: Add +1 to one of your die rolls. Use this ability immediately after ..."), during the turn with no
mission under way.

Rules: an ability is used any time of its controller's turn unless its text says otherwise (CE rulings, Abilities;
rulebook p.9: card text makes the exception): this one's moment is immediately after one of its player's die rolls,
and the roll is changed before its result is used (CE General Rulings, Unit Options: NARC: several modifications
combine on one roll). During the turn a die is rolled only inside an action that uses its result at once (a die
rolled by a card's ability, judge/bttcg/turn_rolls.py; a die rolled as a card would untap, untap_rolls.py), so:

- used between actions, the ability's moment has not come: a violation (its own timing), never a refusal;
- a die rolled during the turn by a player who could use such an ability on it is refused (the engine does not yet
  offer the change before the result is used): an honest refusal rather than a result that ignores a choice.

In a battle, the battle engine uses these abilities on missile rolls (judge/bttcg/rerolls.py), and refuses the
battle's other die rolls where one could apply (``rerolls.other_rolls``)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

RULES = (t.ABILITY_ANY_TIME_OF_YOUR_TURN, r.DIE_ROLL_CHANGES_COMBINE)


def any_roll(condition: m.Condition) -> bool:
    """Whether the condition is "immediately after" one of its player's die rolls, any die (not only a missile's)."""
    return isinstance(condition, m.AfterRoll) and not condition.missile and not condition.all_dice


def between_actions(name: str, by: str, condition: m.Condition) -> tuple[str, tuple[str, ...]] | None:
    """The violation of using, between the turn's actions, an ability timed "immediately after" one of its player's
    die rolls: its message and rules; ``None`` when the condition is not such a timing."""
    if not any_roll(condition):
        return None
    message = f"{name}'s ability is used only immediately after one of {by}'s die rolls, and no die is being rolled now"
    return message, RULES


def _changes_any_roll(ability: m.Ability) -> bool:
    """Whether the ability changes one of its player's die rolls, used immediately after the roll."""
    if not isinstance(ability, m.Activated | m.Static):
        return False
    conditions = getattr(ability, "conditions", [])
    if not any(any_roll(c) for c in conditions):
        return False
    return isinstance(ability, m.Activated) or (isinstance(ability, m.Static) and ability.used)


def watcher(pos: Position, player: str) -> str | None:
    """A card of ``player``'s, in play and able to pay its cost now (untapped, for a {T} cost), with an ability that
    changes one of the player's die rolls immediately after it is rolled; ``None`` when there is none."""
    for card_id, state in pos.cards.items():
        if pos.owners.get(card_id) != player or not is_active(state):
            continue
        for ability in pos.faces[card_id].abilities:
            if not _changes_any_roll(ability):
                continue
            if state.tapped and any(isinstance(c, m.TapCost) for c in getattr(ability, "cost", [])):
                continue
            return card_id
    return None


def refuse_if_watched(pos: Position, player: str, what: str) -> None:
    """:raises UnsupportedError: when ``player``, about to roll ``what`` during the turn, could use an ability of a
    card in play on that roll (naming the card): the engine does not offer that choice during the turn yet."""
    card_id = watcher(pos, player)
    if card_id is not None:
        raise UnsupportedError(
            f"{pos.name(card_id)}: its ability may change {what}, rolled by {player} during the turn: the engine "
            "does not offer that choice on a die rolled during the turn yet"
        )


__all__ = ["RULES", "any_roll", "between_actions", "refuse_if_watched", "watcher"]
