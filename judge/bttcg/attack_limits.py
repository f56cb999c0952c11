"""A limit on how often a player attacks each turn: the opponent may attack only once a turn, and attacks on the card
itself are not counted (Takashi Kurita: ``attack_limit`` with ``limit_exemption``).

- The card's text is the rule (rulebook p.9), while the card is in play (a continuous ability: Glossary). The limit
  counts the missions a player sends in one turn (rulebook p.23: "To attack, send one or more of your Units on a
  mission"); a mission that targets the card itself is not counted (its text).
- A scenario answers one mission, the one under way: it does not say which missions the attacker sent before it this
  turn. So the mission is known to keep to the limit only when the limit is not the attacker's (the card's
  controller attacks), or when it targets the card itself (it does not count). Any other mission is refused out loud
  (:func:`check`), never answered as if it were the turn's first, nor as if it broke the limit."""

from __future__ import annotations

from judge.bttcg.state import Battle, Position, UnsupportedError
from judge.dsl import models as m


def _exempt_self(effect: m.Effect) -> bool:
    return isinstance(effect, m.LimitExemption) and isinstance(effect.attacks_on, m.This)


def is_attack_limit(ability: m.Ability) -> bool:
    """ "Opponent cannot attack more than once per turn[. Attacks that target this card do not count toward this
    limit.]": an opponent's limit, optionally without the attacks on the card itself."""
    if not isinstance(ability, m.Static) or ability.conditions or ability.used or not ability.effects:
        return False
    first, rest = ability.effects[0], ability.effects[1:]
    return (
        isinstance(first, m.AttackLimit)
        and first.player == "opponent"
        and len(rest) <= 1
        and all(map(_exempt_self, rest))
    )


def exempt_as_target(ability: m.Ability) -> bool:
    """The limit of a card that is the target of the mission under way, whose attacks on it do not count."""
    return is_attack_limit(ability) and any(map(_exempt_self, getattr(ability, "effects", [])))


def check(pos: Position, battle: Battle, card_id: str, ability: m.Static) -> None:
    """:raises UnsupportedError: when the mission under way counts toward the card's limit (see the module)."""
    if pos.owners[card_id] != battle.defender:
        return  # the limit is the opponent's: the card's controller attacks
    if battle.target == card_id and any(map(_exempt_self, ability.effects)):
        return  # "Attacks that target this card do not count toward this limit"
    limit = ability.effects[0]
    assert isinstance(limit, m.AttackLimit)
    raise UnsupportedError(
        f"{pos.name(card_id)}: {battle.attacker} cannot attack more than {limit.count} time(s) per turn; the scenario "
        f"does not say which missions {battle.attacker} sent before this one this turn, so whether this one keeps to "
        "the limit is not answered by this version"
    )


__all__ = ["check", "exempt_as_target", "is_attack_limit"]
