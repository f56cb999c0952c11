"""The targets that are not quantified selectors (``grammar/selectors.lark``): the card itself, the one named before
("that 'Mech", "it", "them"), choices between cards ("a 'Mech or a site"), the piloted Unit, the cards remaining
(:mod:`judge.dsl.selectors`: ``This``, ``ThatOne``, ``Either`` ...); a mixin of :mod:`.transform_selectors`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_helpers import BareOrdinal
from judge.cardtext.transform_selectors_core import (
    SelectorsCoreTransformer,
    and_or,
    count_value,
    either_of,
    noun_of,
    stockpile_of,
    unit_type_noun,
)
from judge.dsl import models as m


@v_args(inline=True)
class TargetsTransformer(SelectorsCoreTransformer):
    """Targets: a card named another way than by a selector."""

    def one_of_them(self, quantifier: tuple[str, int | None], cards: Token | None = None) -> m.ThatOne:
        # "one of them", "one of those cards", "one of those 'Mechs": a choice among the cards named before, not one
        # card named before
        word, count = quantifier
        if word not in ("one", "a") and count is None:
            raise ValueError(f"'{word} of them' is not a number of cards chosen among them")
        noun = self.noun(cards) if cards is not None and cards.type.endswith(("MECH", "UNIT")) else "card"
        return m.ThatOne(noun=noun, among=count or 1)

    def the_target(self) -> m.Selector:
        return m.Selector(quantifier="a", noun="target")

    def one_target(self, _one: Token) -> m.Selector:
        return self.the_target()

    def kinds_either(
        self, quantifier: tuple[str, int | None], first: Token, second: Token, _card: Token, owned: Token | None
    ) -> m.Either:
        q, count = quantifier
        owner = "any" if owned is None else "you"
        return m.Either(
            options=[
                m.Selector(quantifier=q, count=count, noun="card", card_type=str(kind), owner=owner)
                for kind in (first, second)
            ]
        )

    def piloted_by_self(self, quantifier: tuple[str, int | None], _mech: Token, _self: Token) -> m.PilotedUnit:
        # "a 'Mech piloted by ~" is the one this Pilot pilots
        if quantifier != ("a", None):
            raise ValueError("a Pilot pilots one 'Mech")
        return m.PilotedUnit()

    def a_target(self, _a: Token, relative: dict[str, Any]) -> m.Selector:
        return m.Selector(quantifier="a", noun="target", **relative)

    def either_adjective(self, quantifier: tuple[str, int | None], first: str, second: str, noun: Any) -> m.Either:
        return m.Either(options=[self._selector(quantifier, (adjective, noun), "any") for adjective in (first, second)])

    def in_play_or_under_construction(self, quantifier: tuple[str, int | None], *words: Any) -> m.Either:
        plain = self._with(quantifier, words[:-1], "any")
        constructing = plain.model_copy(update={"states": [*plain.states, "under_construction"]})
        return m.Either(options=[plain.model_copy(update={"in_play": True}), constructing])

    # targets: a selector, or a card named another way (the card itself, the one named before, ...)
    def self_ref(self, *_tokens: Any) -> m.This:
        return m.This()

    def that_kind(self, kind: Token, _card: Token) -> m.ThatOne:
        return m.ThatOne(noun="card", card_type=str(kind))

    def noun_word(self, word: Token) -> str:
        return noun_of(word)

    def count_word(self, word: Token) -> int:
        return count_value(word)

    def it(self) -> m.ThatOne:
        return m.ThatOne()

    def them(self) -> m.ThatOne:
        return m.ThatOne(plural=True)

    def stockpile(self, words: Token) -> m.Selector:
        return stockpile_of(words)

    def opponents_unit(self, _opponents: Token, noun: Token) -> m.Selector:
        # "Opponent's 'Mech": the one the opponent has in this battle, as "your 'Mech" is yours; "Opponent's 'Mechs":
        # each of them
        plural = str(noun).rstrip().endswith("s")
        kind = "mech" if "ech" in str(noun) else "unit"
        return m.Selector(quantifier="each" if plural else "that", noun=kind, owner="opponent")

    def remaining(self, _cards: Token) -> m.Remaining:
        return m.Remaining()

    def enhanced(self, *_parts: Any) -> m.Enhanced:
        return m.Enhanced()

    def either_kind(self, first: Any, kind: Token, _card: Token, owned: Token | None) -> m.Either:
        options = first.options if isinstance(first, m.Either) else [first]
        last = options[-1]
        if isinstance(last, m.Selector) and last.card_type is None and last.noun in ("unit", "mech"):
            # "a 'Mech or Command card": the quantifier is shared, the kind of card is the second one's own
            second = m.Selector(quantifier=last.quantifier, count=last.count, noun="card", card_type=str(kind))
        elif not isinstance(last, m.Selector) or last.card_type is None:
            raise ValueError("a card kind after 'or' needs a kind of card before it")
        else:
            second = last.model_copy(update={"card_type": str(kind)})
        if owned is not None:
            options = [o.model_copy(update={"owner": "you"}) for o in options]
            second = second.model_copy(update={"owner": "you"})
        return m.Either(options=[*options, second])

    def either_noun(self, first: Any, *rest: Any) -> m.Either:
        noun = rest[-1]
        last = first.options[-1] if isinstance(first, m.Either) else first
        if not isinstance(last, m.Selector) or last.noun == "target":
            raise ValueError("a bare noun after 'or' needs a quantifier before it")
        second = m.Selector(quantifier=last.quantifier, count=last.count, noun=noun)
        return either_of(first, *[r for r in rest[:-1] if and_or([r])], second)

    def both_unit_types(self, first: Any, _and: Token, noun: Token) -> m.Either:
        """ "each Vehicle and Battle Armor": the cards of both kinds, with the same quantifier and owner (item 2)."""
        if not isinstance(first, m.Selector) or first.noun not in ("unit", "mech", "vehicle", "battle_armor"):
            raise ValueError("'and' joins a Unit type to a Unit selector")
        second = first.model_copy(update={"noun": unit_type_noun(str(noun))})
        return m.Either(options=[first, second], mixed=True)

    def piloted_unit(self, *_tokens: Any) -> m.PilotedUnit:
        return m.PilotedUnit()

    def that_one(self, noun: str) -> m.ThatOne:
        return m.ThatOne(noun=noun)

    def either(self, first: Any, *rest: Any) -> m.Either:
        return either_of(first, *rest)

    def that_player(self) -> m.ThatOne:
        # "that player" / "that opponent": the player chosen before
        return m.ThatOne(noun="player")

    def that_opposing(self, _opposing: Token, noun: str) -> m.ThatOne:
        return m.ThatOne(noun=noun)

    def that_nth(self, ordinal: Token, noun: str | None) -> m.ThatOne | BareOrdinal:
        index = 1 if str(ordinal) == "first" else 2
        return BareOrdinal(str(ordinal), index) if noun is None else m.ThatOne(noun=noun, index=index)

    def receiving(self, noun: str) -> m.Receiving:
        return m.Receiving(noun=noun)

    def bare_noun_or_target(self, word: Token) -> m.Either:
        # older printings drop the articles: "Deal 1 damage to 'Mech or target."
        noun = noun_of(word)
        return m.Either(options=[m.Selector(quantifier="a", noun=noun), m.Selector(quantifier="a", noun="target")])

    def with_counters(self, target: Any, _with: Token, kind: Token, _on_them: Token | None) -> m.Selector:
        if not isinstance(target, m.Selector) or target.with_counters is not None:
            raise ValueError("only a selector can ask for counters on its cards")
        return target.model_copy(update={"with_counters": str(kind)})

    # item 3 f: at least so many counters of a kind, or damage counters, on the cards
    def with_min_counters(self, target: Any, least: Token, kind: Token, _on_them: Token | None) -> m.Selector:
        selector = self.with_counters(target, least, kind, _on_them)
        return selector.model_copy(update={"min_counters": _least(least)})

    def bare_with_min_counters(self, noun: Token, least: Token, kind: Token, _on_them: Token | None) -> m.Selector:
        return self.with_min_counters(_bare_plural(noun), least, kind, _on_them)

    def with_damage_counters(self, target: Any, least: Token, *_rest: Any) -> m.Selector:
        if not isinstance(target, m.Selector) or target.min_damage_counters is not None:
            raise ValueError("only a selector can ask for damage on its cards")
        return target.model_copy(update={"min_damage_counters": _least(least)})

    def bare_with_damage_counters(self, noun: Token, least: Token, *rest: Any) -> m.Selector:
        return self.with_damage_counters(_bare_plural(noun), least, *rest)

    def the_new(self, noun: Token) -> m.ThatOne:
        # the card just searched for or chosen: "the new Pilot", "the new 'Mech"
        return m.ThatOne(noun="pilot" if str(noun).lower().startswith("pilot") else noun_of(noun))

    def bare_with_counters(self, noun: Token, _with: Token, kind: Token, _on_them: Token | None) -> m.Selector:
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        selector = m.Selector(quantifier="all", noun="mech" if "ech" in str(noun) else "unit")
        return selector.model_copy(update={"with_counters": str(kind)})

    def scrapped_one(self, noun: str) -> m.ScrappedOne:
        return m.ScrappedOne(noun=noun)

    def that_one_of_speed(self, _speed: Token, noun: str) -> m.ThatOne:
        # "that slow 'Mech": the card named before, whose speed was said there
        return m.ThatOne(noun=noun)

    def copy_of(self, _any: Token, selector: Any) -> m.CopyOf:
        if not isinstance(selector, m.Selector):
            raise ValueError("a copy is of the cards a selector names")
        return m.CopyOf(of=selector)

    def bare_you_control(self, first: Token, *nouns: str) -> Any:
        if not str(first).endswith("s"):
            raise ValueError(f"{first} with no quantifier names no card")
        selectors = [m.Selector(quantifier="all", noun=noun, owner="you") for noun in (noun_of(first), *nouns)]
        return selectors[0] if len(selectors) == 1 else m.Either(options=selectors)

    def partner_mech(self, _mech: Token) -> m.Selector:
        # the 'Mech a card attacks or blocks with: the one in a group with it
        return m.Selector(quantifier="a", noun="mech", in_group_with="this")

    def this_mech(self, _mech: Token) -> Any:
        # a 'Mech card's own text means itself; a Pilot's (or another card's) the 'Mech it pilots
        return m.This() if self.card_type == "Unit" else m.PilotedUnit()


_LEAST_WORDS = {"a": 1, "an": 1, "any": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _least(words: Token) -> int:
    """The least count of "with at least 3 ...", "with two or more ...", "with a ..." (1)."""
    if str(words) == "with damage":  # "with damage counters on it": any damage at all
        return 1
    for word in str(words).split()[1:]:
        if word.isdigit():
            return int(word)
        if word in _LEAST_WORDS:
            return _LEAST_WORDS[word]
    raise ValueError(f"no count in {words!r}")


def _bare_plural(noun: Token) -> m.Selector:
    """ "'Mechs with ...": every card of the kind; a singular with no quantifier names no card."""
    if not str(noun).endswith("s"):
        raise ValueError(f"{noun} with no quantifier names no card")
    return m.Selector(quantifier="all", noun="mech" if "ech" in str(noun) else "unit")
