"""The transformer of ``grammar/amounts.lark`` (:mod:`judge.dsl.effects_amounts`): stat pairs, numbers in words and
damage halved."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_damage_redirect import DamageRedirectTransformer
from judge.cardtext.transform_dice_more import DiceMoreTransformer
from judge.cardtext.transform_options_off import OptionsOffTransformer
from judge.cardtext.transform_stockpile_moves import StockpileMovesTransformer
from judge.dsl import models as m

_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}


def _signed(text: str) -> int:
    return int(text.replace("–", "-").replace("−", "-"))


def _number(words: Token) -> int:
    """The number a phrase ends on ("Deal three" -> 3)."""
    return _WORDS[str(words).split()[-1].lower()]


def _round_up(rounded: Token | None) -> bool | None:
    return None if rounded is None else "up" in str(rounded)


_TIMES = {"double": 2, "doubled": 2, "triple": 3, "tripled": 3}


@v_args(inline=True)
class StatMultipliedTransformer(Transformer[Token, Any]):
    """(issue 18 item 3): a stat now multiplied or exchanged (``grammar/amounts.lark``)."""

    def multiply_stat(self, times: Token, stat: Token, target: Any) -> m.MultiplyStat:
        if str(stat) not in ("attack", "armor"):  # MULTIPLY_STAT looks ahead for these two only
            raise ValueError(f"the {stat} of a card is not multiplied")
        return m.MultiplyStat(target=target, stat=str(stat), times=_TIMES[str(times).lower()])

    def multiply_stat_passive(self, target: Any, owned: Token, times: Token) -> m.MultiplyStat:
        return m.MultiplyStat(target=target, stat=str(owned).split()[-1], times=_TIMES[str(times).lower()])

    def swap_stats(self, _swap: Token, target: Any, _owned: Token | None = None) -> m.SwapStats:
        return m.SwapStats(target=target)

    def swap_stats_passive(self, target: Any, _owned: Token, _swapped: Token) -> m.SwapStats:
        return m.SwapStats(target=target)


@v_args(inline=True)
class AmountsTransformer(
    StatMultipliedTransformer,
    DiceMoreTransformer,
    OptionsOffTransformer,
    StockpileMovesTransformer,
    DamageRedirectTransformer,
):
    """``grammar/amounts.lark`` -> :class:`~judge.dsl.models.HalveDamage`, and the nodes of the same meaning for the
    other wordings."""

    def gets_stat_pair(self, target: Any, *parts: Token) -> list[m.ModifyStat]:
        # "+2/+1": attack, then armor; a zero changes nothing ("+2/+0")
        pair = parts[-1]
        attack, armor = (_signed(part.strip()) for part in str(pair).split("/"))
        changes = [(stat, amount) for stat, amount in (("attack", attack), ("armor", armor)) if amount]
        if not changes:
            raise ValueError("'+0/+0' changes no stat")
        return [m.ModifyStat(target=target, stat=stat, amount=amount) for stat, amount in changes]

    def deal_damage_in_words(self, words: Token, structure: Token | None, target: Any) -> m.DealDamage:
        return m.DealDamage(amount=_number(words), target=target, structure=structure is not None)

    def prevent_damage_in_words(self, words: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(amount=_number(words), target=target, up_to=" up to " in str(words))

    def halve_damage(self, _halve: Token, target: Any, rounded: Token | None) -> m.HalveDamage:
        return m.HalveDamage(target=target, round_up=_round_up(rounded))

    def halve_damage_passive(self, target: Any, rounded: Token | None) -> m.HalveDamage:
        return m.HalveDamage(target=target, round_up=_round_up(rounded))

    def prevent_half_damage(self, _prevent: Token, *parts: Any) -> m.HalveDamage:
        # the half prevented is rounded: the half left the other way
        target = next(p for p in parts if not isinstance(p, Token) and p is not None)
        rounded = next((p for p in parts if isinstance(p, Token) and p.type.endswith("ROUNDED")), None)
        prevented_up = _round_up(rounded)
        return m.HalveDamage(target=target, round_up=None if prevented_up is None else not prevented_up)

    def deals_half_damage(self, target: Any, _half: Token, rounded: Token | None) -> m.HalveDamage:
        return m.HalveDamage(target=target, dealt_by=True, round_up=_round_up(rounded))

    def takes_half_damage(self, target: Any, _half: Token, rounded: Token | None) -> m.HalveDamage:
        return m.HalveDamage(target=target, round_up=_round_up(rounded))

    def quantity_half_rounded(self, stat: Token, rounded: Token) -> m.Quantity:
        if str(stat) != "attack":
            raise ValueError(f"half of a card's {stat} is not an amount the DSL has")
        return m.Quantity(of="attack", divided_by=2, round_up=bool(_round_up(rounded)))
