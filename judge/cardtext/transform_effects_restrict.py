"""The effects that restrict (:mod:`judge.dsl.effects_restrict`): attack and block limits, who deals damage as if
unblocked, cards that cannot be scrapped; a mixin of :mod:`.transform_effects`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_effects_core import EffectsCoreTransformer, _player
from judge.cardtext.transform_selectors import SelectorsTransformer
from judge.dsl import models as m


@v_args(inline=True)
class EffectsRestrictTransformer(EffectsCoreTransformer):
    """Effects of :mod:`judge.dsl.effects_restrict`."""

    def attack_limit(self, *parts: Token) -> m.AttackLimit:
        times = str(parts[-1])
        count = {"once": 1, "twice": 2}.get(times) or int(times.split()[0])
        return m.AttackLimit(player=_player(parts), count=count)

    def choose_option(self, _following: Token, *names: Token | None) -> m.ChooseOption:
        return m.ChooseOption(options=[str(n) for n in names if n is not None])

    def battle_as_mission(self) -> m.BattleAsMission:
        return m.BattleAsMission()

    def deals_its_damage(self, source: Any, _all: Token, to: Any, unblocked: Token | None) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, as_if_unblocked=unblocked is not None)

    def may_deal_its_damage(self, source: Any, to: Any, unblocked: Token | None) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=unblocked is not None)

    def deal_its_damage(self, source: Any, _possessive: Token, to: Any, unblocked: Token | None) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, as_if_unblocked=unblocked is not None)

    def choose_whether_deals_damage(
        self, chooser: Any, _each: Token, _his_or_her: Token, noun: Token
    ) -> m.ChooseWhetherDealsDamage:
        if chooser != m.Selector(quantifier="each", noun="player"):
            raise ValueError("each player chooses for his or her own cards")
        plural = SelectorsTransformer().noun(noun)
        return m.ChooseWhetherDealsDamage(target=m.Selector(quantifier="each", noun=plural))

    def not_a_site(self, target: Any, _a: Token, _site: Token, unscrappable: Token | None) -> list[Any]:
        effects: list[Any] = [m.NotASite(target=target)]
        if unscrappable is not None:
            effects.append(m.CannotBeScrapped(target=target))
        return effects

    def cannot_be_scrapped(self, target: Any) -> m.CannotBeScrapped:
        return m.CannotBeScrapped(target=target)

    def scrap_copies(self, *_parts: Any) -> m.ScrapCopies:
        return m.ScrapCopies()

    def attackers_deal_as_if_unblocked(self, to: Any, _unblocked: Token) -> m.DealsItsDamage:
        # "deal damage to the target as if unblocked" (played when attacking): the attacking Units deal it
        attacking = m.Selector(quantifier="each", noun="unit", states=["attacking"])
        return m.DealsItsDamage(source=attacking, to=to, as_if_unblocked=True)

    def if_none_remain(self, watched: Any, effects: list[Any]) -> m.IfNoneRemain:
        if not isinstance(watched, m.Selector) or watched.quantifier != "all":
            raise ValueError("'if no ... remain' names cards in the plural")
        return m.IfNoneRemain(watched=watched, effects=effects)

    def may_deal_no_damage_instead(self, source: Any, effects: list[Any]) -> m.May:
        # "choose to not deal damage with X and instead ...": X deals no damage, and the effects happen
        return m.May(effects=[self.deals_no_damage(source), *effects])

    def attack_group_limit(self, target: Any, count: int, noun: Token) -> m.GroupLimit:
        # "<target> cannot be the target of a mission in which more than two 'Mechs attack": no group of more than
        # two 'Mechs can attack it
        kind = "mech" if "ech" in str(noun) else "unit"
        return m.GroupLimit(action="attack", most=count, noun=kind, against=target)

    def block_while_tapped(self, target: Any) -> m.BlockWhileTapped:
        return m.BlockWhileTapped(target=target)

    def limit_block_same(self, *_words: Token) -> tuple[str, Any]:
        return "block", _SAME_TARGET

    def group_limit(self, most: int, noun: str, action: tuple[str, Any]) -> m.GroupLimit:
        kind, against = action
        if against is _SAME_TARGET:
            raise ValueError("'such a target' names no target before it")
        return m.GroupLimit(action=kind, most=most, noun=noun, against=against)

    def group_limits(self, *parts: Any) -> list[m.GroupLimit]:
        first = self.group_limit(*parts[:3])
        most, noun, (kind, against) = parts[3:]
        return [first, self.group_limit(most, noun, (kind, first.against if against is _SAME_TARGET else against))]

    def player_block_limit(self, *parts: Any) -> m.GroupLimit:
        player, (against, most, noun) = _limited_player(parts)
        return m.GroupLimit(action="block", most=most, noun=noun, player=player, against=against)

    def player_attack_limit(self, *parts: Any) -> m.GroupLimit:
        player, (against, most, noun) = _limited_player(parts)
        return m.GroupLimit(action="attack", most=most, noun=noun, player=player, against=against)

    def player_assign_limit(self, *parts: Any) -> Any:
        player, (most, noun, mission) = _limited_player(parts)
        limit = m.GroupLimit(action="block", most=most, noun=noun, player=player)
        return limit if mission is None else m.Lasting(until="end_of_mission", effects=[limit])

    def damage_dealers_limit(self, *parts: Any) -> m.DamageDealersLimit:
        player, (dealers, at_most) = _limited_player(parts)
        return m.DamageDealersLimit(player=player, dealers=dealers, at_most=at_most)

    def may_have_deal_as_if_unblocked(self, source: Any, to: Any, _as_if: Token) -> m.DealsItsDamage:
        return m.DealsItsDamage(source=source, to=to, optional=True, as_if_unblocked=True)


def _limited_player(parts: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """Whose attacks or blocks a limit is on ("You cannot ...", "Opponent cannot ..."), and the rest of the parts."""
    if parts and isinstance(parts[0], Token) and parts[0].type.endswith("OPPONENT_SUBJ"):
        return "opponent", parts[1:]
    return "you", parts


_SAME_TARGET = m.Selector(quantifier="that", noun="target")
"""``such a target``: the target named by the limit before it."""
