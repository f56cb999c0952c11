"""The effects on tapping and untapping (:mod:`judge.dsl.effects_untap`): cards that do not untap, untaps replaced,
players who tap cards for effects, battles outside a mission; a mixin of :mod:`.transform_effects`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_effects_core import EffectsCoreTransformer
from judge.cardtext.transform_helpers import PHASES
from judge.cardtext.transform_selectors_core import SelectorsCoreTransformer
from judge.dsl import models as m


@v_args(inline=True)
class EffectsUntapTransformer(EffectsCoreTransformer):
    """Effects of :mod:`judge.dsl.effects_untap`."""

    # untap: tapping and untapping, depleting and reloading, untaps replaced
    def does_not_untap(self, target: Any, _as_normal: Token | None, when: Token | None) -> m.DoesNotUntap:
        return m.DoesNotUntap(target=target, during=_untap_time(when))

    def does_not_untap_while(self, target: Any, states: list[m.CardState]) -> m.DoesNotUntap:
        return m.DoesNotUntap(target=target, as_long_as=states)

    def card_states(self, *parts: Any) -> list[m.CardState]:
        if len(parts) == 1:
            return [parts[0]]
        return [*parts[0], parts[-1]]

    def state_piloted_by_this(self, _self: Any, target: Any) -> m.CardState:
        return m.CardState(target=target, state="piloted_by_this")

    def state_remains(self, target: Any, state: Token) -> m.CardState:
        return m.CardState(target=target, state=str(state))

    def may_not_untap(self, target: Any, when: Token | None) -> m.DoesNotUntap:
        return m.DoesNotUntap(target=target, during=_untap_time(when), optional=True)

    def deplete_passive(self, target: Any, at_end: Token | None) -> m.Deplete:
        return self.deplete(target, at_end)

    def instead_of_untap(self, effects: list[Any], instead: Token | None) -> tuple[list[Any], bool]:
        return effects, instead is not None

    def when_would_untap(self, target: Any, replacement: tuple[list[Any], bool]) -> m.WhenWouldUntap:
        effects, instead = replacement
        return m.WhenWouldUntap(target=target, effects=effects, instead=instead)

    def when_a_mech_would_untap(self, _a: Token, _mech: Token, *parts: Any) -> m.WhenWouldUntap:
        _with, kind, _on_them, replacement = parts
        selector = m.Selector(quantifier="a", noun="mech", with_counters=str(kind))
        return self.when_would_untap(selector, replacement)

    def instead_any_time(self, effects: list[Any], _any: Token, target: Any) -> m.WhenWouldUntap:
        return m.WhenWouldUntap(target=target, effects=effects, instead=True)

    def instead_remove_any_time(self, count: int, kind: Token, _any: Token, target: Any) -> m.WhenWouldUntap:
        # the counter comes off the card that would untap
        removed = m.RemoveCounters(counter=str(kind), count=count, target=target)
        return m.WhenWouldUntap(target=target, effects=[removed], instead=True)

    def remains_tapped(self, target: Any) -> m.RemainsTapped:
        return m.RemainsTapped(target=target)

    def if_counters(self, kind: Token, target: Any, effects: list[Any]) -> m.IfCounters:
        return m.IfCounters(counter=str(kind), watched=target, effects=effects)

    def remove_all_counters(self, _all: Token, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), count=0, target=target, all_counters=True)

    def cannot_block_and_speed(self, target: Any, _and: Token, speed: Token) -> list[Any]:
        return [m.CannotBlock(target=target), m.SetSpeed(target=target, speed=str(speed))]

    def player_may_tap(self, owner: Token, phase: Token, *rest: Any) -> m.PlayerMayTap:
        not_during_mission, tapped, effects = rest
        during = m.During(phase=PHASES[str(phase)], not_during_mission=not_during_mission is not None)
        player = "any" if str(owner).startswith("any") else "controller"
        return m.PlayerMayTap(player=player, during=during, tap=tapped, effects=effects)

    def player_may_tap_controls(self, owner: Token, phase: Token, *rest: Any) -> m.PlayerMayTap:
        # "that player may tap two Units he or she controls": the pronoun names that player, who taps his or her own
        # cards (read as the printing without it: "that player may tap two 'Mechs"); "an opponent controls" stays
        not_during_mission, quantifier, *words, controls, effects = rest
        whose = "any" if str(controls).lower().startswith("he or she") else "opponent"
        tapped = SelectorsCoreTransformer()._selector(quantifier, tuple(words), whose)
        return self.player_may_tap(owner, phase, not_during_mission, tapped, effects)

    def remove_counters_from_it(self, *parts: Any) -> m.RemoveCounters:
        # "remove a <kind> counter", "remove this <kind> counter": from the card named before
        count = parts[0] if isinstance(parts[0], int) else 1
        return m.RemoveCounters(counter=str(parts[-1]), count=count, target=m.ThatOne())

    def block_with_regardless(self, target: Any, _regardless: Token) -> m.IgnoreSpeed:
        return m.IgnoreSpeed(target=target, action="block")

    def reassign_pilot(self, _a: Token, source: Any, to: Any) -> m.ReassignPilot:
        return m.ReassignPilot(source=source, to=to)

    def tap_one_untap_other(self, _one: Token) -> m.OneOf:
        return m.OneOf(options=_tap_one_untap_other())

    def engage_in_battle(self, target: Any) -> m.EngageInBattle:
        return m.EngageInBattle(target=target)

    def card_label(self, label: Token) -> m.Selector:
        if label.type.endswith("ALIGNMENT"):
            return m.Selector(quantifier="any", noun="card", owner="opponent", alignment=str(label))
        return m.Selector(quantifier="any", noun="card", owner="opponent", card_type=str(label))

    def if_none_controlled(self, *parts: Any) -> m.IfNoneControlled:
        *cards, _card, effects = parts
        return m.IfNoneControlled(cards=cards, effects=effects)

    def untapping(self, target: Any) -> m.Tap:
        return m.Tap(target=target, untap=True)

    def avoid_battle(self, _he_or_she: Token, by: m.Tap) -> m.AvoidBattle:
        return m.AvoidBattle(effects=[by])

    def reload(self, target: Any) -> m.Deplete:
        return m.Deplete(target=target, reload=True)

    def attacks_with(self, target: Any, actions: list[str], partner: Any) -> m.AttacksWith:
        return m.AttacksWith(target=target, partner=partner, actions=actions)

    def partner_attacks_and_blocks(self) -> list[str]:
        return ["attack", "block"]

    def partner_attacks(self) -> list[str]:
        return ["attack"]

    def partner_blocks(self) -> list[str]:
        return ["block"]

    def same_speed_as(self, target: Any, like: Any) -> m.SameSpeedAs:
        return m.SameSpeedAs(target=target, like=like)


def _tap_one_untap_other() -> list[list[m.Effect]]:
    first, second = m.ThatOne(index=1), m.ThatOne(index=2)
    return [
        [m.Tap(target=first), m.Tap(target=second, untap=True)],
        [m.Tap(target=second), m.Tap(target=first, untap=True)],
    ]


def _untap_time(token: Token | None) -> m.UntapTime | None:
    if token is None:
        return None
    text = str(token).lower()
    if text.endswith("next turn"):
        return "next_turn"
    return "next_untap_phase" if " next " in text else "untap_phase"
