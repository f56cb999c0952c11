"""A Unit's continuous change of its own stats that depends on something: a condition ("While ~ is guarding, it gets
+2 armor", "If you have Munitions available, ~ gets +1 attack", "As long as you control a Davion Command card, ~
gets +2 armor", "If ~ is in a group with another Clan Unit, it gets +1 attack") or a count ("~ gets +1 armor for each
Enhancement on it", "... for each damage counter on it", "~ gets +1/+1 for each other Unit you control").

Rules: a continuous ability is always on while its card is in play, without anyone using it (Glossary, Continuous
ability; CE rulings, Sharilar Mori: "Sharilar Mori's ability is continuous"): its condition is read whenever the
stat is, not only once (unlike a play restriction, checked when the card is played: CE rulings, Abilities). The
stat is the printed one plus all its modifiers (rulebook p.26, initiative: "all initiative modifiers provided by all
your cards that can affect the battle"; the attack, armor and structure of a Unit likewise, rulebook p.11).

- guarding / patrolling / tapped / untapped: the card's own state (Glossary, Guard, Patrol region, Tap, Untap);
- "if you have <asset> available": the player's assets as the scenario states them (rulebook p.14, Assets);
- "as long as you control <cards>": the player's cards in play (rulebook p.20: active cards; the Enhancements and
  Pilots on them), matched by the selector as everywhere (``refinements.misfit``);
- "in a group with <Units>": the card's own attacking or blocking group in the battle under way (Glossary, Group);
  outside a battle a Unit is in no group;
- "for each Enhancement / Pilot on it": the cards played on it (rulebook p.12), "for each damage counter on it" its
  damage counters (Glossary, Damage: they stay until repaired), "for each <cards>" the cards in play the selector
  reaches.

Anything else (another card's stat, a stat other than attack, armor, structure or initiative, another condition, a
selector word not listed in :data:`_FIELDS`) is left to the checks that refuse it (``stats.check_supported``).
"""

from __future__ import annotations

from judge.bttcg import refinements
from judge.bttcg.speeds import speed_of
from judge.bttcg.state import Battle, Position, is_active
from judge.dsl import models as m

STATS = ("attack", "armor", "structure", "initiative")
_STATES = frozenset({"guarding", "patrolling", "tapped", "untapped"})
_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "card_type", "unique", "other", "states", "speed"})
_FIELDS |= frozenset(refinements.ANYWHERE)
"""The selector words a count or a "you control" condition may have here."""
_COUNTED_STATES = frozenset(refinements.STATES)


def _plain(effect: m.Effect) -> bool:
    """ "~ gets +1 attack": a fixed change of the card's own stat."""
    return (
        isinstance(effect, m.ModifyStat)
        and isinstance(effect.target, m.This)
        and effect.stat in STATS
        and not effect.from_roll
        and effect.amount_from is None
        and effect.only_against is None
    )


def _selector_ok(target: m.Target) -> bool:
    return (
        isinstance(target, m.Selector)
        and target.quantifier in ("a", "each", "all", "any")
        and set(target.model_dump(exclude_defaults=True)) <= _FIELDS
        and set(target.states) <= _COUNTED_STATES
    )


def _counted(effect: m.Effect) -> bool:
    """ "... for each Enhancement on it", "... for each other Unit you control": a count of fixed changes."""
    if isinstance(effect, m.PerOnCard):
        return bool(effect.effects) and all(map(_plain, effect.effects))
    if isinstance(effect, m.ForEach):
        return _selector_ok(effect.each) and bool(effect.effects) and all(map(_plain, effect.effects))
    return False


def _condition_ok(condition: m.Condition) -> bool:
    if isinstance(condition, m.HasAsset):
        return True
    if isinstance(condition, m.Controls | m.ControlsNone):
        return _selector_ok(condition.target)
    if isinstance(condition, m.CardState):
        return isinstance(condition.target, m.This) and condition.state in _STATES
    if isinstance(condition, m.InGroupWith):
        return isinstance(condition.target, m.This) and _selector_ok(condition.others)
    return False


def supported(ability: m.Ability) -> bool:
    """Whether this is a Unit's continuous change of its own stats executed here (with a condition, a count, or
    both; a plain one is ``stats.static_bonus``'s)."""
    if not isinstance(ability, m.Static) or ability.used or not ability.effects:
        return False
    if not all(_plain(e) or _counted(e) for e in ability.effects):
        return False
    if not ability.conditions and all(map(_plain, ability.effects)):
        return False  # stats.static_bonus
    return all(map(_condition_ok, ability.conditions))


def _in_play(pos: Position, card_id: str) -> bool:
    """An active card, or a card played on one (rulebook p.20; p.12: Enhancements and Pilots)."""
    state = pos.cards[card_id]
    if state.on is not None:
        host = pos.cards.get(state.on)
        return host is not None and is_active(host) and state.zone not in ("hand", "scrapheap", "stockpile")
    return is_active(state)


def _fits(pos: Position, battle: Battle | None, player: str, source: str, selector: m.Selector, card_id: str) -> bool:
    """Whether the card in play is one the selector reaches, "you" being ``player``, for the card ``source``."""
    face = pos.faces[card_id]
    if not _in_play(pos, card_id):
        return False
    owner = pos.owners[card_id]
    if (selector.owner == "you" and owner != player) or (selector.owner == "opponent" and owner == player):
        return False
    if selector.other and card_id == source:
        return False
    where = refinements.Where(pos, player, source, battle)
    if not refinements.noun_is(where, selector.noun, card_id):
        return False
    if selector.card_type is not None and not refinements.card_is(face, selector.card_type):
        return False
    if selector.unique and not face.unique:
        return False
    if selector.speed is not None and (face.kind != "unit" or speed_of(pos, card_id) != selector.speed):
        return False
    return refinements.misfit(where, selector.model_copy(update={"other": False}), card_id) is None


def _count(pos: Position, battle: Battle | None, source: str, selector: m.Selector, player: str) -> int:
    return sum(_fits(pos, battle, player, source, selector, c) for c in pos.cards if not c.endswith(".stockpile"))


def _holds(pos: Position, battle: Battle | None, card_id: str, condition: m.Condition) -> bool:
    player = pos.owners[card_id]
    if isinstance(condition, m.HasAsset):  # an opponent's assets, an asset not in play
        whose = player if condition.player == "you" else pos.other(player)
        return (condition.asset[0] in pos.assets[whose]) != condition.absent
    if isinstance(condition, m.Controls | m.ControlsNone):
        whose = player if condition.player == "you" else pos.other(player)
        found = _count(pos, battle, card_id, condition.target.model_copy(update={"owner": "you"}), whose)
        return found >= condition.at_least if isinstance(condition, m.Controls) else found == 0
    if isinstance(condition, m.CardState):
        state = pos.cards[card_id]
        return {
            "guarding": state.zone == "guard",
            "patrolling": state.zone == "patrol",
            "tapped": state.tapped,
            "untapped": not state.tapped,
        }[condition.state]
    if isinstance(condition, m.InGroupWith):
        if battle is None or card_id not in battle.fighters:
            return False  # outside a battle, or the target: in no group (Glossary, Group)
        side = [f.card_id for f in battle.side(pos.owners[card_id]) if f.card_id != card_id and not f.removed]
        group = battle.group if card_id in battle.group else battle.blockers
        assert isinstance(condition.others, m.Selector)
        others = condition.others.model_copy(update={"other": False})
        return any(c in group and _fits(pos, battle, player, card_id, others, c) for c in side)
    raise AssertionError(condition)


def _times(pos: Position, battle: Battle | None, card_id: str, effect: m.Effect) -> int:
    """How many times a counted change applies now."""
    if isinstance(effect, m.PerOnCard):
        if effect.counted == "damage_counter":
            return pos.cards[card_id].damage
        keyword = "Enhancement" if effect.counted == "enhancement" else "Pilot"
        return sum(
            1
            for c, state in pos.cards.items()
            if state.on == card_id and state.zone != "scrapheap" and pos.faces[c].has_keyword(keyword)
        )
    assert isinstance(effect, m.ForEach) and isinstance(effect.each, m.Selector)
    return _count(pos, battle, card_id, effect.each, pos.owners[card_id])


def bonus(pos: Position, battle: Battle | None, card_id: str, stat: str) -> int:
    """What the card's own conditional or counted changes add to its ``stat`` now (0 for a Stockpile)."""
    if card_id not in pos.faces or card_id not in pos.cards:
        return 0
    total = 0
    for ability in pos.faces[card_id].abilities:
        if not supported(ability) or not isinstance(ability, m.Static):
            continue
        if not all(_holds(pos, battle, card_id, c) for c in ability.conditions):
            continue
        for effect in ability.effects:
            if isinstance(effect, m.ModifyStat):  # without a condition: stats.static_bonus's
                total += effect.amount if effect.stat == stat and ability.conditions else 0
            elif isinstance(effect, m.PerOnCard | m.ForEach):
                each = sum(e.amount for e in effect.effects if isinstance(e, m.ModifyStat) and e.stat == stat)
                total += each * _times(pos, battle, card_id, effect) if each else 0
    return total


__all__ = ["STATS", "bonus", "supported"]
