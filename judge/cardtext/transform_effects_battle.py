"""The effects of battle (:mod:`judge.dsl.effects_battle`): speeds, blocking, damage multiplied, redirected and
cancelled, Unit options without their drawback; a mixin of :mod:`.transform_effects`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_effects_core import EffectsCoreTransformer, _player
from judge.cardtext.transform_helpers import BareOrdinal
from judge.cardtext.transform_selectors import count_value
from judge.dsl import models as m


@v_args(inline=True)
class EffectsBattleTransformer(EffectsCoreTransformer):
    """Effects of :mod:`judge.dsl.effects_battle`."""

    def gets_without_drawback(self, target: Any, changes: list[tuple[str, int]], drawback: Token) -> list[Any]:
        option = "Overheat" if "Overheat" in str(drawback) else "Alpha Strike"
        return [*self.modify_stats(target, changes), m.NoOptionDrawback(target=target, option=option)]

    def no_deplete(self, target: Any, _option: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Alpha Strike")

    def no_overheat_damage(self, target: Any, _option: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def ignore_speed(self, target: Any, action: tuple[str, Any], *_rest: Any) -> m.IgnoreSpeed:
        return m.IgnoreSpeed(target=target, action=action[0], against=action[1])

    def may_block(self, against: Any = None) -> tuple[str, Any]:
        return "block", against

    def may_attack(self, noun: str) -> tuple[str, Any]:
        return "attack", m.Selector(quantifier="all", noun=noun)

    def may_be_blocked(self) -> tuple[str, Any]:
        return "be_blocked", None

    def may_be_attacked(self) -> tuple[str, Any]:
        return "be_attacked", None

    def speed_slower(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=-steps)

    def speed_faster(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=steps)

    def set_speed(self, target: Any, speed: Token) -> m.SetSpeed:
        return m.SetSpeed(target=target, speed=str(speed))

    def cannot_attack_or_block(self, target: Any, how: Token | None = None) -> m.CannotAttackOrBlock:
        return m.CannotAttackOrBlock(target=target, how="alone" if how is None else "in_group")

    def cancel(self, target: Any) -> m.Cancel:
        return m.Cancel(target=target)

    def cancel_verb(self, target: Any) -> m.Cancel:
        # "Cancel target Mission card": only a card played (a Mission, Command or Enhancement card) has an effect to
        # cancel; a Unit or a site is not cancelled
        if isinstance(target, m.Selector) and (target.noun != "card" or target.card_type in (None, "Unit", "Mech")):
            raise ValueError("only a card played, named by its kind ('target Mission card'), is cancelled")
        return m.Cancel(target=target)

    def cancel_kind(self, kind: Token) -> m.Cancel:
        # "Counter target Mission.": the kind without "card"
        return self.cancel_verb(m.Selector(quantifier="one", noun="card", card_type=str(kind)))

    def cancel_scrap(self, target: Any) -> m.Cancel:
        return m.Cancel(target=target, scrap=True)

    def prevent_all_missile_by(self, _who: Any, _all: Token, target: Any) -> m.PreventAllDamage:
        return self.prevent_all_missile(_all, target)

    def multiply_damage(self, word: Token, *parts: Any) -> m.MultiplyDamage:
        return m.MultiplyDamage(target=parts[-1], factor=2 if str(word).lower() == "double" else 3)

    def replace_counters(self, count: int, target: Any, more: Token) -> m.ReplaceCounters:
        replacement = count_value(Token("INT", str(more).split()[1]))
        if replacement <= count:
            raise ValueError("counters are replaced with more counters of the same type")
        return m.ReplaceCounters(target=target, count=count, replacement=replacement)

    def redirect_all_damage(self, source: Any, to: Any) -> m.RedirectAllDamage:
        if isinstance(to, BareOrdinal):  # "from the first Unit to the second": the second Unit
            if not isinstance(source, m.ThatOne) or source.index is None:
                raise ValueError(f"'the {to.word}' names no card without 'the first' before it")
            to = m.ThatOne(noun=source.noun, index=to.index)
        return m.RedirectAllDamage(source=source, to=to)

    def cannot_be_blocked(self, target: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target)

    def cannot_be_blocked_by(self, target: Any, by: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target, by=by)

    def if_tons(self, noun: str, tons: Token, effects: list[Any], otherwise: list[Any] | None = None) -> m.IfTons:
        return m.IfTons(watched=m.ThatOne(noun=noun), min_tons=int(tons), effects=effects, otherwise=otherwise or [])

    def no_player_plays(self, _no_player: Token, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def join_battle(self, target: Any) -> m.JoinBattle:
        return m.JoinBattle(target=target)

    def tap_to_join_battle(self, target: Any) -> list[Any]:
        return [m.Tap(target=target), m.JoinBattle(target=target)]

    def damage_only_to(self, source: Any, to: Any) -> m.DamageOnlyTo:
        return m.DamageOnlyTo(source=source, to=to)

    def no_deplete_using(self, _option: Token, target: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Alpha Strike")

    def cancel_when(self, target: Any, when: Token) -> m.Cancel:
        return m.Cancel(target=target, on=str(when).split()[-1])

    def no_card_does_anything(self, kind: Token, _cards: Token, when: Token) -> m.Cancel:
        every = m.Selector(quantifier="all", noun="card", card_type=str(kind))
        return m.Cancel(target=every, on=str(when).split()[-1])

    def player_cannot_play(self, *parts: Token) -> m.NoPlayerPlays:
        # "You" is not kept: an opponent subject comes first when there is one
        return m.NoPlayerPlays(card_type=str(parts[-2]), player=_player(parts))

    def no_player_plays_passive(self, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def unpreventable_damage(self) -> m.UnpreventableDamage:
        return m.UnpreventableDamage()

    def still_deals_damage(self, target: Any) -> m.StillDealsDamage:
        return m.StillDealsDamage(target=target)

    def no_overheat_damage_to(self, _all: Token, _overheat: Token, target: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def multiply_overheat_damage(self, word: Token, _overheat: Token, target: Any) -> m.MultiplyDamage:
        return m.MultiplyDamage(target=target, factor=2 if str(word).lower() == "double" else 3, damage="overheat")

    def assign_damage_only_to(self, to: Any) -> m.DamageOnlyTo:
        # "You may assign their damage": the damage of your Units, which you assign
        return m.DamageOnlyTo(source=m.Selector(quantifier="all", noun="unit", owner="you"), to=to)

    def for_each_effect(self, each: Any, effects: list[Any]) -> m.ForEach:
        return m.ForEach(each=each, effects=effects)

    def alpha_strikes_no_deplete(self, *parts: Any) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=parts[-1], option="Alpha Strike")

    def if_selector_tons(
        self, watched: Any, tons: Token, effects: list[Any], otherwise: list[Any] | None = None
    ) -> m.IfTons:
        if not isinstance(watched, m.Selector) or watched.quantifier != "that":
            raise ValueError("a weight is checked for a card named before it ('your 'Mech')")
        return m.IfTons(watched=watched, min_tons=int(tons), effects=effects, otherwise=otherwise or [])

    # damage assigned to another card than the one it was meant for
    def assigns_damage_to(self, source: Any, to: Any, even: bool | None, reassign: bool | None) -> m.DamageOnlyTo:
        return m.DamageOnlyTo(source=source, to=to, even_own_group=bool(even), reassign=bool(reassign))

    def even_own_group(self, _a: Token, noun: str) -> bool:
        return True

    def reassigned(self, noun: str) -> bool:
        return True

    def plural_no_overheat_damage(self, noun: Token, _option: Token) -> m.NoOptionDrawback:
        # "'Mechs do not receive Overheat damage": all of them
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        everyone = m.Selector(quantifier="all", noun="mech" if "ech" in str(noun) else "unit")
        return m.NoOptionDrawback(target=everyone, option="Overheat")

    def cannot_be_blocked_except(self, target: Any, by: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target, except_by=by)

    def shift_speed_for(self, target: Any, actions: list[str], *parts: Any) -> m.ShiftSpeed:
        steps, compared = parts[-2], parts[-1]
        return m.ShiftSpeed(target=target, steps=steps if str(compared) == "faster" else -steps, only_for=actions)

    def as_if_attack(self) -> list[str]:
        return ["attack"]

    def as_if_block(self) -> list[str]:
        return ["block"]

    def as_if_attack_and_block(self) -> list[str]:
        return ["attack", "block"]

    def ignore_speed_this_mission(self, target: Any, _mission: Token, *_rest: Any) -> m.Lasting:
        blocking = m.IgnoreSpeed(target=target, action="block")
        return m.Lasting(until="end_of_mission", effects=[blocking])

    def limit_attack(self, against: Any) -> tuple[str, Any]:
        return "attack", against

    def limit_block(self, against: Any = None) -> tuple[str, Any]:
        return "block", against

    def any_scrapped(self, watched: Any, during: bool | None, effects: list[Any]) -> m.IfScrapped:
        # "if any attacking Units were scrapped during the battle", "if all blocking 'Mechs are scrapped"
        if isinstance(watched, m.Selector) and watched.quantifier == "a":
            watched = watched.model_copy(update={"quantifier": "any"})  # "If a Unit was scrapped ..."
        if not isinstance(watched, m.Selector) or watched.quantifier not in ("any", "all"):
            raise ValueError("'if ... were scrapped' names the cards with 'any' or 'all'")
        return m.IfScrapped(watched=watched, during_battle=bool(during), effects=effects)

    def any_scrapped_a(self, _a: Token, noun: str, during: bool | None, effects: list[Any]) -> m.IfScrapped:
        """ "If a Unit was scrapped this battle, ...": any Unit (as "If any Units were scrapped ...")."""
        return self.any_scrapped(m.Selector(quantifier="any", noun=noun), during, effects)

    def scrapped_in_battle(self) -> bool:
        return True

    def may_attack_these(self, against: Any) -> tuple[str, Any]:
        # "may attack any 'Mech controlled by your opponent, regardless of that 'Mech's speed"
        return "attack", against

    def choose_one_of(self, *options: list[Any]) -> m.OneOf:
        # "Choose one: A; or B; or C": one of the lists of effects, chosen by the controller
        return m.OneOf(options=list(options))

    def either_or(self, _either: Token, first: Any, _or: Token, second: Any) -> m.OneOf:
        options = [option if isinstance(option, list) else [option] for option in (first, second)]
        return m.OneOf(options=options)
