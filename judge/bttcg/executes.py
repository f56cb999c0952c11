"""What the BattleTech engine executes of the card-text DSL, in one place: every node kind of ``judge/dsl/models.py``
that card text can produce (effects, conditions, triggers, durations, selector refinements, amounts, costs, targets,
abilities, keywords) mapped to the functions that execute it, or to what is missing (an explicit refusal).

The engine asks this table for its refusals (:func:`refusal`: ``interpret.effect_problem``, ``condition_problem``,
``interpret_targets.target_problem`` and ``selector_problem`` fall back on it), and the checks below refuse the card
text that a step of the engine would otherwise pass over in silence: triggers no step fires (:func:`refuse_unfired`:
the end of a phase, a deployment, the battle's scrapping), continuous abilities of a phase
(:func:`refuse_phase_statics`), the rest of a card scrapped as it is revealed (:func:`refuse_unexecuted_static`) and
"Play only on ..." (:func:`refuse_unchecked_restrictions`). Each names the card, its sentence and what is missing
(:func:`unsupported`). Triggers the turn fires where they fire (a deployment, the end of a phase) are refused there,
by :mod:`judge.bttcg.turn_triggers`.

To execute a kind: name its executor here (``"module.function"``, checked to exist by
``tests/test_bttcg_executes.py``; effects go in ``_EFFECTS_EXECUTED``) and narrow or drop its ``missing``, then drop
the refusal that guarded it; a test walks every node kind of the DSL and fails for one with neither.

Source: "A confident wrong answer is the worst answer" (issue 17): the rulebook p.9 says cards make exceptions to
the rules, so a card whose exception the engine does not apply is refused, never judged by the plain rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel

from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m


@dataclass(frozen=True)
class Entry:
    """How the engine handles one node kind: the functions executing it (dotted names, where it is executed), and
    what is missing where it is not (``None``: executed wherever it can appear)."""

    executors: tuple[str, ...] = ()
    missing: str | None = None


_BATTLE = "judge.bttcg.interpret.run_effect"
_LATER = "judge.bttcg.interpret_later.defer"
_TURN = "judge.bttcg.turn_abilities.use_ability"
_SEARCH = "judge.bttcg.omni.plan_search"
_MOVES = "judge.bttcg.turn_moves.plan_move"
_PUT = "judge.bttcg.put_into_play.plan_put_into_play"
_PLACED = "judge.bttcg.attach.placement_misfit"
_ZONE = "judge.bttcg.turn_moves.zone_misfit"
_DEPLOYING = "judge.bttcg.deploy._deployment_rules"


def _by(*executors: str, missing: str | None = None) -> Entry:
    return Entry(tuple(executors), missing)


def _no(missing: str) -> Entry:
    return Entry((), missing)


# --- effects --------------------------------------------------------------------------------------------------------

_EFFECTS_EXECUTED: dict[str, Entry] = {
    # in a battle (interpret.py: their variants the engine does not run are named by effect_problem)
    "modify_stat": _by(_BATTLE, "judge.bttcg.stats.static_bonus", "judge.bttcg.stats.attachment_bonus"),
    "unpreventable_damage": _by(_BATTLE),
    "still_deals_damage": _by(_BATTLE),
    "deals_its_damage": _by(_BATTLE),
    "if_none_remain": _by(_BATTLE),
    "deal_damage": _by(
        _BATTLE, "judge.bttcg.turn_damage.plan_damage", missing="damage divided, or of a computed amount, in the turn"
    ),
    "prevent_damage": _by(_BATTLE),
    "draw": _by(
        _BATTLE, _LATER, "judge.bttcg.turn_abilities._plan_draw", missing="drawing by an opponent, or a computed number"
    ),
    "win_initiative": _by(_BATTLE),
    "tap": _by(_BATTLE, _LATER, _MOVES, missing="tapping or untapping later during the turn, or a depleted card"),
    "scrap": _by(_BATTLE, "judge.bttcg.turn_abilities._plan_scrap", "judge.bttcg.mission._revealed"),
    "choose": _by(_BATTLE, "judge.bttcg.turn_abilities._plan_effects"),
    "return_to_hand": _by(_BATTLE, _MOVES, missing="returning to its hand a card in play other than this card"),
    "no_effect": _by(_BATTLE),
    "roll_die": _by(_BATTLE, missing="a die roll whose result is used later, or a roll outside a battle"),
    "remove_from_battle": _by(_BATTLE),
    "deplete": _by(_LATER, missing="depleting or reloading at once"),
    "prevent_all_damage": _by(_BATTLE, "judge.bttcg.stats.missile_shield"),
    "multiply_damage": _by(_BATTLE),
    "at_the_end": _by(_LATER),
    "for_each": _by(_BATTLE),
    "no_option_drawback": _by(_BATTLE),
    "per_initiative_point": _by(_BATTLE),
    "if_tons": _by(_BATTLE),
    "damage_only_to": _by(_BATTLE),
    "join_battle": _by(_BATTLE),
    "if_no_structure_damage": _by(_LATER),
    "if_scrapped": _by("judge.bttcg.interpret_later._settle", missing="a condition on cards scrapped at once"),
    # during the turn and the Deploy phase
    "repair": _by("judge.bttcg.turn_abilities._plan_repair", missing="repairing during a battle"),
    "search": _by(_SEARCH, missing="searching other than for an OmniMech's configuration"),
    "put_into_play": _by(_SEARCH, _PUT, missing="putting into play other than a card searched for or of the hand"),
    "shuffle": _by(_SEARCH, missing="shuffling other than after a search"),
    "per_cost_point": _by(_SEARCH, missing="paying for each point of a cost"),
    "add_resources": _by(
        "judge.bttcg.resources.resources_of",
        "judge.bttcg.turn_abilities._gain_step",
        missing="resources from a die roll or a computed amount",
    ),
    # counters, lasting effects, choices, restocking, scrapping (counters.py, lasting.py, may.py, restock.py, ...)
    "add_counters": _by(
        "judge.bttcg.counters.run_counters",
        "judge.bttcg.counters.plan_counters",
        missing="damage counters put by an effect",
    ),
    "remove_counters": _by(
        "judge.bttcg.counters.run_counters",
        "judge.bttcg.counters.plan_counters",
        missing="removing a last counter whose ability does more than scrap its card",
    ),
    "per_counter": _by("judge.bttcg.counters.plan_per_counter", missing="effects per counter other than resources"),
    "per_counter_removed": _by(
        "judge.bttcg.counters.plan_per_counter_removed", missing="effects per counter removed other than resources"
    ),
    "lasting": _by(
        "judge.bttcg.lasting.run_lasting",
        "judge.bttcg.lasting.plan_lasting",
        missing="a lasting effect other than a change of attack, armor or initiative until the end of the mission "
        "or turn",
    ),
    "may": _by("judge.bttcg.may.run_may", "judge.bttcg.turn_abilities._plan_effects"),
    "restock": _by("judge.bttcg.restock.plan_restock", missing="restocking other than a card of your hand"),
    "scrap_others": _by(
        "judge.bttcg.scrap_others.plan_scrap_others", missing="scrapping the other Terrain cards of a region"
    ),
    "scrap_if_damaged": _by(
        "judge.bttcg.scrap_if_damaged.run_scrap_if_damaged",
        missing="a condition on damage received by a card not chosen before",
    ),
    "show": _by("judge.bttcg.show.plan_show", missing="showing a card during a battle, or one not chosen"),
    "additional_deployment": _by(_DEPLOYING, _MOVES, missing="a deployment ability with conditions"),
    "free_deployment": _by(_DEPLOYING, _MOVES, missing="a deployment ability with conditions"),
    "per_excess_construction": _by(
        "judge.bttcg.reveal._per_excess", _MOVES, missing="excess construction of another card"
    ),
    "counts_as": _by("judge.bttcg.deploy.titles", missing="counting as another card anywhere but for Unique titles"),
    # continuous abilities of Enhancements and Pilots (stats.py)
    "gain_ability": _by(
        "judge.bttcg.stats.gained_abilities", missing="gaining an ability other than from a card on it"
    ),
    "redirect_damage": _by("judge.bttcg.stats.redirect_of", missing="redirecting damage other than to this card"),
    # the turn (patrol_at_once.py, assets.py)
    "patrol_at_once": _by(
        "judge.bttcg.patrol_at_once.choice", missing="patrol at once when deployed revealed at 0 cost"
    ),
    "provides_asset": _by(
        "judge.bttcg.assets.settle", missing="an asset chosen as the card is activated (given in players.assets)"
    ),
    "look_at_hand": _by(_MOVES, missing="looking at a hand during a battle"),
    "put_on": _by(_PLACED, "judge.bttcg.deploy.activate", missing="attaching a card other than itself as activated"),
}
"""Effect kinds some function executes (at least in some of their variants)."""


def _effect_entries() -> dict[str, Entry]:
    entries = dict(_EFFECTS_EXECUTED)
    for kind in effect_kinds():
        if kind not in entries:
            entries[kind] = _no(f"the effect '{kind}'")
    return entries


# --- conditions, targets, selectors, amounts, durations, costs, triggers, abilities, keywords -------------------

_CONDITIONS_EXECUTED: dict[str, Entry] = {
    "during": _by(
        "judge.bttcg.play_restrictions.restriction_problem",
        "judge.bttcg.turn_abilities._timing_holds",
        missing="a timing other than during a mission or battle, or a phase",
    ),
    "when_in": _by("judge.bttcg.play_restrictions.restriction_problem", "judge.bttcg.reveal._when"),
    "defending": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "has_asset": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "group_size": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "attacks_alone": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "played_on": _by("judge.bttcg.attach.placement_misfit", missing="a card it goes on that the turn cannot check"),
}

_TARGETS_EXECUTED: dict[str, Entry] = {
    kind: _by("judge.bttcg.interpret_targets.resolve_target", "judge.bttcg.turn_abilities._take_choice")
    for kind in ("selector", "this", "piloted_unit", "that", "either", "enhanced")
}

SELECTOR_FIELDS_EXECUTED = frozenset(
    {"kind", "quantifier", "noun", "count", "owner", "states", "with_option", "without_option", "excluding", "speed"}
    | {"min_tons", "in_group_with", "other", "with_counters"}
)
"""The refinements of a selector a battle resolves (``interpret_targets.matches``)."""
SELECTOR_FIELDS_IN_TURN = frozenset(
    {"kind", "quantifier", "noun", "owner", "states", "in_play", "card_type", "omni", "min_tons", "unique"}
)
"""The refinements the turn checks (``turn_abilities._misfit``)."""

_SELECTOR_SPECIAL = {
    "zone": _by(
        "judge.bttcg.interpret._scrap", _ZONE, missing="a card of a zone other than scrapped or taken in the turn"
    ),
    "unique": _by(_ZONE, "judge.bttcg.turn_abilities._misfit", missing="a Unique card chosen in a battle"),
    "min_attack": _by(_PLACED, missing="a card's attack checked other than where it goes"),
    "min_base_attack": _by(_PLACED, missing="a card's base attack checked other than where it goes"),
}
"""Refinements one effect executes in its own way (scrapping cards from a Stockpile; a card taken from a Scrapheap;
where an Enhancement goes: "one of your Units having at least 1 attack")."""

AMOUNTS_EXECUTED = frozenset({"base_attack", "base_armor", "die_roll", "tonnage"})
"""What an amount may be computed from (``interpret._computed``)."""
_AMOUNTS_SPECIAL = {
    "counters": _by("judge.bttcg.counters.counted", "judge.bttcg.interpret._computed"),
    "excess_construction": _by(
        "judge.bttcg.stockpile_damage._excess", "judge.bttcg.turn_damage.plan_damage", missing="excess in a battle"
    ),
}
"""Amounts executed in their own way: "equal to the number of time counters on this card"."""
UNTIL_EXECUTED = frozenset({"end_of_mission", "end_of_turn", "end_of_your_turn"})
"""How long a lasting effect lasts (``lasting.py``: ended with the mission or the turn)."""

_DURATIONS: dict[str, Entry] = {
    "mission": _by(_LATER),
    "battle": _by(_LATER),
    "turn": _no("an effect delayed until after the turn"),
    "game": _no("an effect delayed until after the game"),
}

_COSTS: dict[str, Entry] = {
    "tap_cost": _by("judge.bttcg.battle.BattleRunner.use_ability", _TURN, "judge.bttcg.resources.resources_of"),
    "scrap_cost": _by("judge.bttcg.resources.resources_of", missing="scrapping cards to pay for an ability"),
    "resource_cost": _no("paying resources for an ability"),
    "return_to_hand_cost": _no("returning a card to hand to pay for an ability"),
    "remove_counters_cost": _no("removing counters to pay for an ability"),
}

_TRIGGERS: dict[str, Entry] = {
    "revealed": _by(
        "judge.bttcg.turn_abilities.reveal_plan",
        "judge.bttcg.mission._revealed",
        "judge.bttcg.reveal.reveal",
        missing="what a card does when revealed, other than being scrapped or choosing and scrapping",
    ),
    "activated": _by("judge.bttcg.turn_abilities.reveal_plan", missing="what a card does when activated"),
    "enhanced_site_damaged": _by(
        "judge.bttcg.stats.redirect_of", missing="what happens when the enhanced site is damaged"
    ),
    "turn_start": _by(
        "judge.bttcg.turn_start.at_turn_start", missing="abilities at the start of a turn other than counters"
    ),
    "turn_end": _no("abilities at the end of a turn"),
    "last_counter_removed": _by(
        "judge.bttcg.counters.plan_counters",
        missing="what a card does when its last counter is removed, other than scrapping itself",
    ),
    "piloted_attacks_or_blocks": _no("a Pilot's ability when its Unit attacks or blocks"),
    "piloted_scrapped": _no("a Pilot's ability when its Unit is scrapped"),
    "piloted_attacks_alone": _no("a Pilot's ability when its Unit attacks alone"),
    "you_attack": _no("abilities when a player attacks"),
    "piloted_uses_option": _no("a Pilot's ability when its Unit uses an option"),
    "scrapped": _by(
        "judge.bttcg.turn_scrapped.after_scrap",
        missing="abilities when a card is scrapped (in a battle; in the turn, but counters)",
    ),
    "you_damage_stockpile": _no("abilities when a player damages a Stockpile"),
    "uses_option": _no("abilities when a Unit uses an option"),
    "comes_into_play": _no("what a card does when it comes into play"),
    "battle_end": _no("abilities at the end of a battle"),
    "mission_end": _no("abilities at the end of a mission"),
    "you_play_card": _no("abilities when a player plays a card"),
    "phase_end": _no("abilities at the end of a phase"),
    "you_deploy": _no("abilities when a player deploys a card"),
}

_ABILITIES: dict[str, Entry] = {
    "overheat": _by("judge.bttcg.battle.BattleRunner.use"),
    "alpha_strike": _by("judge.bttcg.battle.BattleRunner.use"),
    "missile": _by("judge.bttcg.battle.BattleRunner.use"),
    "jump": _by("judge.bttcg.battle.BattleRunner.use"),
    "keyword": _by("judge.bttcg.stats.all_abilities", missing="the asset keywords of cards in play"),
    "static": _by(
        "judge.bttcg.stats.static_bonus",
        "judge.bttcg.stats.attachment_bonus",
        "judge.bttcg.deploy._deployment_rules",
        missing="continuous abilities other than a card's own or its Enhancements' and Pilots' stat changes and "
        "keywords (stats.check_supported and check_bystanders name them)",
    ),
    "activated": _by("judge.bttcg.battle.BattleRunner.use_ability", _TURN),
    "triggered": _by(
        "judge.bttcg.turn_abilities.reveal_plan",
        "judge.bttcg.stats.redirect_of",
        missing="the triggers of the trigger table without an executor (refuse_unfired refuses them as they come)",
    ),
    "play_restriction": _by("judge.bttcg.play_restrictions.restriction_problem"),
    "resolve": _by("judge.bttcg.battle.BattleRunner.play"),
    "upkeep": _no("paying an upkeep"),
}

_KEYWORDS: dict[str, Entry] = {
    "ECM": _by("judge.bttcg.stats.armor"),
    "C3": _by("judge.bttcg.stats.attack"),
    "Long-Range": _by("judge.bttcg.stats.long_range"),
    "Hand-to-Hand": _by("judge.bttcg.stats.limited_bonuses"),
    "AP": _by("judge.bttcg.stats.limited_bonuses"),
    "NARC": _by("judge.bttcg.damage.Resolver._missile_table"),
    "Anti-Missile": _by("judge.bttcg.damage.Resolver._missile_table"),
    "VTOL": _by("judge.bttcg.mission._is_vtol"),
    "Assembly": _no("the Assembly asset of a card in play (a scenario gives assets in players.assets)"),
    "Logistics": _no("the Logistics asset of a card in play (a scenario gives assets in players.assets)"),
    "Munitions": _no("the Munitions asset of a card in play (a scenario gives assets in players.assets)"),
    "Politics": _no("the Politics asset of a card in play (a scenario gives assets in players.assets)"),
    "Tactics": _no("the Tactics asset of a card in play (a scenario gives assets in players.assets)"),
}


# --- the kinds of the DSL, by introspection ------------------------------------------------------------------------


def _union_members(alias: object) -> tuple[type[BaseModel], ...]:
    """The models of a discriminated union (``Annotated[A | B, Field(...)]``, possibly a named type alias)."""
    from typing import get_args

    value = getattr(alias, "__value__", alias)
    union = get_args(value)[0]
    return tuple(t for t in get_args(union) if isinstance(t, type) and issubclass(t, BaseModel))


def _kind(model: type[BaseModel]) -> str:
    return str(model.model_fields["kind"].default)


def _literal(alias: object) -> tuple[str, ...]:
    from typing import get_args

    return tuple(str(v) for v in get_args(alias))


def effect_kinds() -> tuple[str, ...]:
    return tuple(_kind(t) for t in _union_members(m.Effect))


def kinds_of_dsl() -> dict[str, tuple[str, ...]]:
    """Every node kind card text can produce, by family (from the models, not from this table)."""
    from typing import get_args

    return {
        "effect": effect_kinds(),
        "condition": tuple(_kind(t) for t in _union_members(m.Condition)),
        "target": tuple(_kind(t) for t in _union_members(m.Target)),
        "selector": tuple(f for f in m.Selector.model_fields if f != "kind"),
        "amount": _literal(m.Quantity.model_fields["of"].annotation),
        "duration": _literal(m.Duration),
        "cost": tuple(_kind(t) for t in _union_members(m.AbilityCost)),
        "trigger": _literal(m.Trigger),
        "ability": tuple(_kind(t) for t in _union_members(m.Ability)),
        "keyword": tuple(str(v) for v in get_args(m.KeywordName)),
        "until": _literal(m.Until),
    }


def table() -> dict[str, dict[str, Entry]]:
    """The whole table: family -> kind -> entry."""
    kinds = kinds_of_dsl()
    return {
        "effect": _effect_entries(),
        "condition": {k: _CONDITIONS_EXECUTED.get(k, _no(f"the play restriction '{k}'")) for k in kinds["condition"]},
        "target": {k: _TARGETS_EXECUTED.get(k, _no(f"the target '{k}'")) for k in kinds["target"]},
        "selector": {
            f: (
                _SELECTOR_SPECIAL[f]
                if f in _SELECTOR_SPECIAL
                else _by("judge.bttcg.interpret_targets.matches")
                if f in SELECTOR_FIELDS_EXECUTED
                else _by("judge.bttcg.turn_abilities._misfit", missing=f"the refinement {f} of a selector in a battle")
                if f in SELECTOR_FIELDS_IN_TURN
                else _no(f"the refinement {f} of a selector")
            )
            for f in kinds["selector"]
        },
        "amount": {
            a: _AMOUNTS_SPECIAL[a]
            if a in _AMOUNTS_SPECIAL
            else _by("judge.bttcg.interpret._computed")
            if a in AMOUNTS_EXECUTED
            else _no("an amount computed from " + a.replace("_", " "))
            for a in kinds["amount"]
        },
        "duration": {d: _DURATIONS[d] for d in kinds["duration"]},
        "until": {
            u: _by("judge.bttcg.lasting.run_lasting", "judge.bttcg.lasting.plan_lasting")
            if u in UNTIL_EXECUTED
            else _no(f"a lasting effect until {u.replace('_', ' ')}")
            for u in kinds["until"]
        },
        "cost": {c: _COSTS[c] for c in kinds["cost"]},
        "trigger": {t: _TRIGGERS[t] for t in kinds["trigger"]},
        "ability": {a: _ABILITIES[a] for a in kinds["ability"]},
        "keyword": {k: _KEYWORDS.get(k, _no(f"the keyword {k}")) for k in kinds["keyword"]},
    }


@cache
def _table() -> dict[str, dict[str, Entry]]:
    return table()


def entry(family: str, kind: str) -> Entry:
    found = _table()[family].get(kind)
    return found if found is not None else _no(f"the {family} '{kind}'")


def refusal(family: str, kind: str) -> str:
    """What is missing for this kind, in words (the engine's refusal)."""
    return entry(family, kind).missing or f"the {family} '{kind}'"


def executed(family: str, kind: str) -> bool:
    """Whether some function executes this kind (in some of its variants)."""
    return bool(entry(family, kind).executors)


# --- refusing what a step would pass over in silence ------------------------------------------------------------

IN_PLAY = frozenset({"patrol", "guard", "construction", "command_post"})


def _sentence(ability: m.Ability) -> str:
    from judge.cardtext.render import render_ability

    try:
        return render_ability(ability)
    except ValueError:  # pragma: no cover - an ability the renderer has no English for: named by its kind
        return ability.kind


def unsupported(name: str, ability: m.Ability, missing: str) -> UnsupportedError:
    """The refusal: the card, its sentence, what is missing."""
    return UnsupportedError(f"{name}: {_sentence(ability)} (the engine does not execute {missing} yet)")


def nodes(node: object) -> Iterator[BaseModel]:
    """Every DSL node inside an ability or effect, itself included."""
    if isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from nodes(getattr(node, name))
    elif isinstance(node, list | tuple):
        for item in node:
            yield from nodes(item)


def refuse_unfired(
    pos: Position,
    triggers: Iterable[str],
    owner: str | None = None,
    phase: str | None = None,
    in_play: frozenset[str] = IN_PLAY,
    only: Iterable[str] | None = None,
) -> None:
    """:raises UnsupportedError: when a card in play (of ``owner``, or anyone's; among ``only`` when given) has an
    ability triggered by one of ``triggers``, which the engine does not fire: the moment the step passes would
    otherwise go by as if the card said nothing. With ``phase``, a trigger whose conditions name another phase
    (``At the end of your Missions phase``) is left for that phase."""
    wanted = frozenset(triggers)
    chosen = None if only is None else frozenset(only)
    for card_id, state in pos.cards.items():
        if state.zone not in in_play or (chosen is not None and card_id not in chosen):
            continue
        if owner is not None and pos.owners[card_id] != owner:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Triggered) or ability.trigger not in wanted:
                continue
            phases = {c.phase for c in ability.conditions if isinstance(c, m.During) and c.phase is not None}
            if phase is not None and phases and phase not in phases:
                continue
            raise unsupported(face.name, ability, refusal("trigger", ability.trigger))


def refuse_phase_statics(pos: Position, phase: str, player: str) -> None:
    """:raises UnsupportedError: when a card in play has a continuous ability for this phase ("During your Deploy
    phase, deal 1 damage to ...", "During your Draw phase, you may restock ...") that the turn does not execute:
    the phase would otherwise go by as if the card said nothing. "your" phase: the card's owner's turn."""
    for card_id, state in pos.cards.items():
        if state.zone not in IN_PLAY:
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Static):
                continue
            for condition in ability.conditions:
                if not isinstance(condition, m.During) or condition.phase != phase or condition.at_end:
                    continue
                mine = pos.owners[card_id] == player
                if {"your": mine, "opponent": not mine, "any": True}[condition.whose]:
                    kinds = ", ".join(dict.fromkeys(e.kind for e in ability.effects))
                    raise unsupported(face.name, ability, f"a continuous '{kinds}' during the phase")


def refuse_unexecuted_static(name: str, abilities: Iterable[m.Ability], allowed: frozenset[str]) -> None:
    """:raises UnsupportedError: for a continuous ability with an effect other than ``allowed`` (what the step
    executing the card does with it), naming the first effect kind missing."""
    for ability in abilities:
        if not isinstance(ability, m.Static):
            continue
        for effect in ability.effects:
            if effect.kind not in allowed:
                raise unsupported(name, ability, refusal("effect", effect.kind))


DONE_WHEN_DEPLOYED = frozenset(
    {"additional_deployment", "free_deployment", "counts_as_deployment", "deployment_surcharge", "patrol_at_once"}
)
"""Continuous effects about how a card is deployed: done (or refused) by the Deploy phase, nothing at a reveal."""


def refuse_unchecked_restrictions(name: str, abilities: Iterable[m.Ability]) -> None:
    """:raises UnsupportedError: for a play restriction of a card being activated ("Play only on a 'Mech.") that the
    Deploy phase does not check: the card would be put where its text forbids and the answer called legal (rulebook
    p.9: the card's text makes the exception). Where it goes ("Play only on a 'Mech ...", ``played_on``) is checked
    by :func:`judge.bttcg.attach.placement_misfit` as it is activated."""
    for ability in abilities:
        if isinstance(ability, m.PlayRestriction) and not ability.activate and not ability.reveal:
            for condition in ability.conditions:
                if isinstance(condition, m.PlayedOn):
                    continue
                raise unsupported(name, ability, refusal("condition", condition.kind) + " when it is activated")


BATTLE_TRIGGERS = frozenset(
    {"scrapped", "you_attack", "you_damage_stockpile", "battle_end", "mission_end", "you_play_card", "uses_option"}
)
"""Triggers a battle's events fire whichever card holds them, in the battle or not."""


def refuse_battle_triggers(pos: Position, fighters: Iterable[str]) -> None:
    """:raises UnsupportedError: when a card in play outside the battle (a Unit, or a card on one) has an ability
    the battle's events trigger ("Whenever a 'Mech you control is scrapped"): fighters and the cards on them are
    checked by ``stats.check_supported``, Command cards beside the battle by ``stats.check_bystanders``. A Unit
    outside the battle cannot affect the battle (rulebook p.26), but what it does when the battle scraps a card
    happens all the same."""
    inside = frozenset(fighters)
    outside = [
        c
        for c, s in pos.cards.items()
        if c not in inside and s.on not in inside and s.zone in IN_PLAY and pos.faces[c].kind != "mission"
    ]
    refuse_unfired(pos, BATTLE_TRIGGERS, only=outside)


# --- what a card needs, for the coverage figures ---------------------------------------------------------------


def node_refusals(ability: m.Ability) -> list[str]:
    """What of an ability's nodes no function executes (each kind once): the static, context-free part of the
    engine's refusals (a kind executed in some variant is not named here)."""
    found: list[str] = []

    def add(text: str) -> None:
        if text not in found:
            found.append(text)

    if not executed("ability", ability.kind):
        add(refusal("ability", ability.kind))
    if isinstance(ability, m.Triggered) and not executed("trigger", ability.trigger):
        add(refusal("trigger", ability.trigger))
    if isinstance(ability, m.Keyword) and not executed("keyword", ability.name):
        add(refusal("keyword", ability.name))
    for node in nodes(ability):
        if node is ability:
            continue
        kind = str(getattr(node, "kind", ""))
        for family in ("effect", "condition", "cost"):
            if kind in entry_kinds(family) and not executed(family, kind):
                add(refusal(family, kind))
        if isinstance(node, m.Selector):
            for name in node.model_dump(exclude_defaults=True):
                if not executed("selector", name):
                    add(refusal("selector", name))
        if isinstance(node, m.Quantity) and not executed("amount", node.of):
            add(refusal("amount", node.of))
        if kind in entry_kinds("target") and not executed("target", kind):
            add(refusal("target", kind))
    return found


@cache
def entry_kinds(family: str) -> frozenset[str]:
    return frozenset(_table()[family])
