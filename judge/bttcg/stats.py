"""A fighter's current attack and armor, and each player's initiative score: printed values, then everything that
modifies them while the card can affect the battle (options, Mission cards, keywords, static abilities)."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Fighter, Position, UnsupportedError
from judge.dsl import models as m


def _keyword(pos: Position, card_id: str, name: str) -> m.Keyword | None:
    return next((a for a in pos.faces[card_id].abilities if isinstance(a, m.Keyword) and a.name == name), None)


def _group_of(battle: Battle, fighter: Fighter) -> list[Fighter]:
    return battle.side(fighter.player)


def static_bonus(pos: Position, card_id: str, stat: str) -> int:
    """``This Unit gets +1 armor``-style static abilities of the card itself."""
    total = 0
    for ability in pos.faces[card_id].abilities:
        if not isinstance(ability, m.Static) or ability.conditions:
            continue
        for effect in ability.effects:
            if isinstance(effect, m.ModifyStat) and isinstance(effect.target, m.This) and effect.stat == stat:
                total += effect.amount
    return total


def attack(pos: Position, battle: Battle, fighter: Fighter) -> int:
    total = pos.faces[fighter.card_id].attack + fighter.attack_mod + static_bonus(pos, fighter.card_id, "attack")
    c3 = _keyword(pos, fighter.card_id, "C3")
    if c3 is not None and any(
        other is not fighter and _keyword(pos, other.card_id, "C3") for other in _group_of(battle, fighter)
    ):
        total += c3.value or 2
    return total


def armor(pos: Position, battle: Battle, fighter: Fighter | None, card_id: str) -> int:
    """Armor of a card that receives damage; sites other than Units and Command cards have 0 (rulebook p.29)."""
    if card_id.endswith(".stockpile") or pos.cards[card_id].zone == "construction":
        return 0
    face = pos.faces[card_id]
    total = face.armor + static_bonus(pos, card_id, "armor")
    if fighter is not None:
        total += fighter.armor_mod
        ecm = [_keyword(pos, f.card_id, "ECM") for f in _group_of(battle, fighter)]
        bonus = [k.value or 1 for k in ecm if k is not None]
        if bonus:
            total += max(bonus)  # ECM is not cumulative (CE rulings: Unit Options/ECM)
    return max(total, 0)


def initiative(pos: Position, battle: Battle, player: str) -> int:
    """Base 1 with Tactics, 0 without (assets are not cumulative), plus the modifiers of the player's cards that can
    affect the battle (rulebook p.26). Initiative from an option or effect already used stays when its Unit is
    removed from battle; continuous abilities of a removed Unit no longer count (CE rulings: Removing Units from
    Battle)."""
    base = 1 if "T" in pos.assets[player] else 0
    used = sum(f.initiative for f in battle.fighters.values() if f.player == player)  # kept after removal
    continuous = sum(static_bonus(pos, f.card_id, "initiative") for f in battle.side(player))
    return base + used + continuous


def initiative_winner(pos: Position, battle: Battle) -> str:
    """The higher score wins; ties go to the attacker; the last "You win initiative" overrides the scores."""
    if battle.initiative_won_by_effect is not None:
        return battle.initiative_won_by_effect
    att = initiative(pos, battle, battle.attacker)
    dfn = initiative(pos, battle, battle.defender)
    return battle.attacker if att >= dfn else battle.defender


INITIATIVE_RULES = (r.INITIATIVE, r.INITIATIVE_SCORE)


def check_supported(pos: Position, card_id: str) -> None:
    """:raises UnsupportedError: when a card that can affect the battle has an ability whose effect on the battle
    the engine does not execute yet (rather than silently leaving it out)."""
    face = pos.faces[card_id]
    for ability in face.abilities:
        if isinstance(ability, m.Overheat | m.AlphaStrike | m.Missile | m.Jump | m.PlayRestriction | m.Upkeep):
            continue
        if isinstance(ability, m.Keyword):
            if ability.name in ("Hand-to-Hand", "AP"):
                raise UnsupportedError(f"{face.name}: the engine does not execute the keyword {ability.name} yet")
            continue
        if isinstance(ability, m.Static) and all(e.kind in _DEPLOYMENT_EFFECTS for e in ability.effects):
            continue  # how the card is deployed: nothing to do with a battle
        if isinstance(ability, m.Static):
            simple = not ability.conditions and all(
                isinstance(e, m.ModifyStat)
                and isinstance(e.target, m.This)
                and e.stat in ("attack", "armor", "initiative")
                for e in ability.effects
            )
            if simple:
                continue
        if isinstance(ability, m.Activated | m.Resolve):
            continue  # only when used or played
        if isinstance(ability, m.Triggered) and ability.trigger in _OUTSIDE_BATTLE:
            continue
        raise UnsupportedError(
            f"{face.name}: the engine does not execute this ability in a battle yet: {_render(ability)}"
        )


_DEPLOYMENT_EFFECTS = frozenset(
    {"additional_deployment", "counts_as_deployment", "free_deployment", "deployment_surcharge"}
)
_OUTSIDE_BATTLE = frozenset(
    {
        "turn_start",
        "turn_end",
        "you_deploy",
        "activated",
        "comes_into_play",
        "phase_end",
        "revealed",
        "last_counter_removed",
    }
)


def _render(ability: m.Ability) -> str:
    from judge.cardtext.render import render_ability

    return render_ability(ability)
