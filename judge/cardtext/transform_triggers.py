"""The transformer of the triggers (``grammar/triggers.lark``): abilities that wait for an event, and riders that
watch the card named before; merged with the others by :mod:`judge.cardtext.transformers`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_event_wordings import EventWordingsMixin, kind_watched
from judge.cardtext.transform_events import EventTriggersMixin
from judge.cardtext.transform_helpers import (
    PHASES,
    Attachment,
    as_cards,
    others_scrapped,
    resolve_for,
)
from judge.cardtext.transform_own import OwnEffectsMixin
from judge.cardtext.transform_permissions import PermissionsMixin
from judge.cardtext.transform_triggers_b9 import TriggersB9Mixin
from judge.dsl import models as m


@v_args(inline=True)
class TriggersTransformer(
    TriggersB9Mixin, EventWordingsMixin, EventTriggersMixin, PermissionsMixin, OwnEffectsMixin, Transformer[Token, Any]
):
    """``grammar/triggers.lark`` → :class:`~judge.dsl.models.Triggered` and the riders that watch a card."""

    def __init__(self, card_type: str | None = None) -> None:
        super().__init__()
        self.card_type = card_type

    def scrap_when_revealed(self, _self: m.This, verb: Token | None, phase: Token | None) -> m.Triggered:
        conditions: list[Any] = []
        if phase is not None:
            conditions.append(m.During(phase=PHASES[str(phase)], unless=str(verb)))
        return m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This())], conditions=conditions)

    def if_scrapped(
        self, noun: str, during: Token | None, effects: list[Any], otherwise: list[Any] | None = None
    ) -> Attachment:
        effect = m.IfScrapped(
            watched=m.ThatOne(noun=noun), during_mission=during is not None, effects=effects, otherwise=otherwise or []
        )
        return Attachment(effects=[effect])

    def at_end_of_each_turn(self, effects: list[Any], _when: Token) -> m.Triggered:
        return m.Triggered(trigger="turn_end", effects=effects)

    def site_damaged(
        self, noun: str, _who: Token, up_to: Token | None, amount: Token, to: Any, scrapping: Token | None
    ) -> m.Triggered:
        if noun != "site":
            raise ValueError(f"only a site's damage is redirected, not a {noun}'s")
        effect = m.RedirectDamage(amount=int(amount), up_to=up_to is not None, to=to, scrap=scrapping is not None)
        return m.Triggered(trigger="enhanced_site_damaged", effects=[effect])

    def piloted_uses_option(self, _a: Any, _mech: Token, _self: Any, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_uses_option", option=str(option), effects=effects)

    def make_additional_deployment(self, _a: Token, verb: Token, _self: Any) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=[m.AdditionalDeployment(when_revealed=False)])

    def if_damages(self, noun: str, target: Any, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfDamages(watched=m.ThatOne(noun=noun), target=target, effects=effects)])

    def instead_of_scrapheap(self, _self: Any, _heap: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=[m.InsteadOfScrapheap(effects=effects)])

    def instead_of_scrapped(self, _self: Any, effects: list[Any]) -> m.Static:
        return m.Static(effects=[m.InsteadOfScrapheap(effects=effects)])

    def scrap_if_damaged(
        self, noun: str, threshold: Token, effects: list[Any], otherwise: list[Any] | None = None
    ) -> Attachment:
        watched = m.ThatOne(noun=noun)
        if effects == [m.Scrap(target=m.This())] and otherwise is None:
            return Attachment(effects=[m.ScrapIfDamaged(watched=watched, threshold=int(threshold))])
        rider = m.IfReceivesDamage(watched=watched, threshold=int(threshold), effects=effects)
        return Attachment(effects=[rider.model_copy(update={"otherwise": otherwise or []})])

    def patrol_on_activate(self, *_parts: Any) -> m.Static:
        return m.Static(effects=[m.PatrolAtOnce(when="activated")])

    def patrol_when(self, verb: Token, _self: Any) -> m.Static:
        return m.Static(effects=[m.PatrolAtOnce(when=_TRIGGERS[str(verb)])])

    def patrol_if_constructed(self, _self: Any, verb: Token) -> m.Static:
        when = "revealed" if str(verb) == "reveal" else "activated"
        return m.Static(effects=[m.PatrolAtOnce(when=when, if_fully_constructed=True)])

    def triggered_after(self, effects: list[Any], verb: Token, _self: Any) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=effects)

    def triggered_you_attack(self, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="you_attack", effects=effects)

    def triggered_before(self, verb: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=effects)

    def whenever_scrapped(self, *parts: Any) -> m.Triggered:
        # [a] 'Mech, "you control" (nothing kept) or OPPONENT_CONTROLS, the effects
        owner = "opponent" if len(parts) > 3 and isinstance(parts[-2], Token) else "you"
        watched = m.Selector(quantifier="any", noun="mech", owner=owner)
        return m.Triggered(trigger="scrapped", watched=watched, effects=parts[-1])

    def whenever_you_damage_stockpile(self, stockpile: Any, effects: list[Any]) -> m.Triggered:
        if not isinstance(stockpile, Token) or "pponent" not in str(stockpile):
            raise ValueError("only damage to an opponent's Stockpile triggers this")
        return m.Triggered(trigger="you_damage_stockpile", effects=effects)

    def each_time_you_damage_stockpile(self, effects: list[Any], _each: Token, stockpile: Any) -> m.Triggered:
        return self.whenever_you_damage_stockpile(stockpile, effects)

    def counters_on_entry(self, count: int, kind: Token, _self: Any, when: Token) -> m.Triggered:
        trigger = "activated" if str(when) == "activated" else "revealed"
        effect = m.AddCounters(counter=str(kind), count=count, target=m.This())
        return m.Triggered(trigger=trigger, effects=[effect])

    def counter_each_turn(self, _a: Token, kind: Token, _self: Any, when: Token) -> m.Triggered:
        if not str(when).endswith("of your turn"):
            raise ValueError(f"a counter is removed from this card at the beginning of your turn, not {when}")
        effect = m.RemoveCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def counter_each_turn_add(self, _a: Token, kind: Token, _self: Any) -> m.Triggered:
        effect = m.AddCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def counter_each_untap_phase(self, kind: Token, *_rest: Any) -> m.Triggered:
        # the Untap phase opens the turn: the same moment as "at the beginning of each of your turns"
        effect = m.AddCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def last_counter(self, _kind: Token | None, *effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="last_counter_removed", effects=[e for part in effects for e in part])

    def scrap_others_on_activation(self, _self: Any, scope: Token) -> m.Triggered:
        return m.Triggered(trigger="activated", effects=[others_scrapped(scope)])

    def piloted_attacks_or_blocks(self, _a: Any, _mech: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_attacks_or_blocks", effects=effects)

    def piloted_scrapped(self, *parts: Any) -> m.Triggered:
        # "If [a|the] 'Mech piloted by ~ is scrapped [during a mission], <effects>"
        effects = parts[-1]
        during = any(isinstance(p, Token) and p.type.endswith("DURING_A_MISSION") for p in parts)
        conditions = [m.During(whose="any", mission=True)] if during else []
        return m.Triggered(trigger="piloted_scrapped", effects=effects, conditions=conditions)

    def piloted_attacks_alone(self, _a: Any, _mech: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_attacks_alone", effects=effects)

    def if_no_structure_damage(self, noun: str, _structure: Token, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfNoStructureDamage(watched=m.ThatOne(noun=noun), effects=effects)])

    def whenever_that_uses_option(self, noun: str, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="uses_option", watched=m.ThatOne(noun=noun), option=str(option), effects=effects)

    # item 3 b: the start and end of your turns, a Unit's option used
    def at_turn_start(self, *parts: Any) -> m.Triggered:
        return m.Triggered(trigger="turn_start", effects=parts[-1])

    def at_turn_end(self, *parts: Any) -> m.Triggered:
        return m.Triggered(trigger="turn_end", effects=parts[-1])

    # item 3 b: a Unit's own attack or block; the card's own activation, revelation or scrapping
    def when_unit_acts(self, unit: Any, *parts: Any) -> m.Triggered:
        acts = sorted({p for p in parts[:-1] if isinstance(p, str) and not isinstance(p, Token)})
        if isinstance(unit, m.PilotedUnit) and acts == ["attacks", "blocks"]:
            return m.Triggered(trigger="piloted_attacks_or_blocks", effects=parts[-1])
        trigger = {
            ("attacks",): "unit_attacks",
            ("blocks",): "unit_blocks",
            ("attacks", "blocks"): "unit_attacks_or_blocks",
        }.get(tuple(acts))
        if trigger is None:
            raise ValueError("a Unit's trigger is its attack or its block")
        return m.Triggered(trigger=trigger, watched=unit, effects=parts[-1])

    def acting_self(self, *_parts: Any) -> m.This:
        return m.This()

    def acting_piloted(self, *_parts: Any) -> m.PilotedUnit:
        return m.PilotedUnit()

    def act_attacks(self) -> str:
        return "attacks"

    def act_blocks(self) -> str:
        return "blocks"

    def when_self_played(self, unit: Any, verb: Token, effects: list[Any]) -> m.Triggered:
        if not isinstance(unit, m.This):
            raise ValueError("only the card itself is activated or revealed")
        return m.Triggered(trigger="activated" if str(verb) == "activated" else "revealed", effects=effects)

    def when_self_scrapped(self, unit: Any, effects: list[Any]) -> m.Triggered:
        if isinstance(unit, m.PilotedUnit):  # "When the 'Mech piloted by ~ is scrapped": the Pilot's trigger
            return m.Triggered(trigger="piloted_scrapped", effects=effects)
        return m.Triggered(trigger="scrapped", watched=m.This(), effects=effects)

    # what a Unit acts against, the damage it deals, its being depleted or reloaded; an Enhancement's card
    # being scrapped

    def when_unit_acts_against(self, unit: Any, *parts: Any) -> m.Triggered:
        *acts, against, effects = parts
        triggered = self.when_unit_acts(unit, *acts, effects)
        if triggered.trigger not in ("unit_attacks", "unit_blocks", "unit_attacks_or_blocks"):
            raise ValueError("what a Pilot's 'Mech acts against is read for its attack or its block alone")
        return triggered.model_copy(update={"conditions": [m.Facing(target=against)]})

    def when_unit_damages(self, unit: Any, *parts: Any) -> m.Triggered:
        target, effects = parts[-2], parts[-1]
        return m.Triggered(trigger="unit_damages", watched=unit, effects=effects, conditions=[m.Facing(target=target)])

    def when_unit_damages_any(self, unit: Any, _deals: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="unit_damages", watched=unit, effects=effects)

    def when_unit_depleted(self, unit: Any, *parts: Any) -> m.Triggered:
        depleted = any(isinstance(p, Token) and p.type.endswith("IS_DEPLETED") for p in parts)
        trigger = "unit_depleted" if depleted else "unit_reloaded"
        return m.Triggered(trigger=trigger, watched=unit, effects=parts[-1])

    def enhanced_scrapped(self, *parts: Any) -> m.Triggered:
        return m.Triggered(trigger="scrapped", watched=m.Enhanced(), effects=parts[-1])

    def whenever_uses_option(self, watched: Any, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="uses_option", watched=watched, option=str(option), effects=effects)

    def triggered_comes_into_play(self, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="comes_into_play", effects=effects)

    def site_damaged_counters(self, noun: str, _who: Token, amount: Token, *parts: Any) -> m.Triggered:
        # a, the kind, each, the kind again, the site word
        _a, kind, _each, again, _site = parts
        if noun != "site" or str(kind) != str(again):
            raise ValueError("damage to a site goes to the counters of one kind on it")
        effect = m.RedirectToCounters(counter=str(kind), amount=int(amount))
        return m.Triggered(trigger="enhanced_site_damaged", effects=[effect])

    # counters kept on the card and spent
    def whenever_selector_scrapped(self, watched: Any, effects: list[Any]) -> m.Triggered:
        # "one of your Units" is "a Unit you control" (kind_watched)
        return m.Triggered(trigger="scrapped", watched=kind_watched(watched), effects=effects)

    # cards removed from the game, extra turns
    def scrap_when_revealed_removed(self, _self: Any, _game: Token) -> m.Triggered:
        return m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This()), m.RemoveFromGame(target=m.This())])

    def card_played(self, *parts: Any) -> m.Triggered:
        # "For each" or "Whenever you play a", the type, "card", the card the mission involves, the effects
        kind, involving, effects = parts[-4], parts[-2], parts[-1]
        watched = m.Selector(quantifier="each", noun="card", card_type=str(kind))
        conditions: list[Any] = [m.MissionInvolves(target=involving)]
        return m.Triggered(trigger="you_play_card", watched=watched, effects=effects, conditions=conditions)

    def mission_involving(self, target: Any) -> Any:
        return target

    def when_damage_resolved(self, noun: str | None, effects: list[Any]) -> Any:
        still = None if noun is None else m.ThatOne(noun=noun)
        return resolve_for(self.card_type, [m.WhenDamageResolved(still_in_battle=still, effects=effects)])

    # block: who may attack and block, and how fast they count
    def piloted_speed_static(self, *parts: Any) -> m.Static:
        speeds = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("SPEED")]
        condition = m.PilotedSpeed(speeds=speeds)
        return m.Static(effects=_about(parts[-1], m.PilotedUnit()), conditions=[condition])

    def piloted_faster_static(self, *parts: Any) -> m.Static:
        compared, than, effects = parts[-3], parts[-2], parts[-1]
        condition = m.SpeedCompared(than=than, faster=str(compared) == "faster")
        return m.Static(effects=_about(effects, m.PilotedUnit()), conditions=[condition])

    def at_end_of_your_phase(self, phase: Token, effects: list[Any], idle: Any = None) -> m.Triggered:
        if idle is not None:
            effects = [m.IfCouldHaveAttacked(watched=idle, effects=effects)]
        conditions: list[Any] = [m.During(phase=PHASES[str(phase)], at_end=True)]
        return m.Triggered(trigger="phase_end", effects=effects, conditions=conditions)

    def could_have_attacked(self, watched: Any) -> Any:
        return watched

    def _scrapped_from(self, selector: Any, whose: str) -> m.Selector:
        if not isinstance(selector, m.Selector) or selector.zone is not None or selector.owner != "any":
            raise ValueError("the cards scrapped from a Stockpile are named by a plain selector")
        return selector.model_copy(update={"zone": "stockpile", "owner": whose})

    def stockpile_scrapped(self, selector: Any, whose: str, effects: list[Any]) -> m.Triggered:
        watched = self._scrapped_from(selector, whose)
        return m.Triggered(trigger="scrapped", watched=watched, effects=as_cards(effects))

    def stockpile_scrapped_instead(self, selector: Any, whose: str, effect: Any, more: list[Any] | None) -> m.Triggered:
        first = effect if isinstance(effect, list) else [effect]
        watched = self._scrapped_from(selector, whose)
        effects = as_cards([*first, *(more or [])])
        return m.Triggered(trigger="scrapped", watched=watched, effects=effects, instead=True)

    def for_each_scrapped(self, selector: Any, whose: str, effects: list[Any]) -> m.Triggered:
        if not isinstance(selector, m.Selector) or selector.quantifier != "each":
            raise ValueError("'For' names the cards scrapped with 'each'")
        return self.stockpile_scrapped(selector, whose, effects)

    def whenever_you_deploy(self, selector: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="you_deploy", watched=selector, effects=effects)


def _about(effects: list[Any], subject: Any) -> list[Any]:
    """The effects with "it" (the card named before) as ``subject``: "If 'Mech piloted by ~ is fast, it ..."."""
    return [
        e.model_copy(update={"target": subject}) if getattr(e, "target", None) == m.ThatOne() else e for e in effects
    ]


_TRIGGERS = {"activate": "activated", "reveal": "revealed"}
