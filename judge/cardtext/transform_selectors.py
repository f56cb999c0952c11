"""The transformer of the selectors (``grammar/selectors.lark``): which cards an effect is about; merged with the
others by :mod:`judge.cardtext.transformers`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, get_args

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import BareOrdinal
from judge.dsl import models as m

NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


def and_or(parts: Sequence[Any]) -> bool:
    """Whether the parts of an "or" between kinds of card hold "and/or"."""
    return any(isinstance(p, Token) and p.type.endswith("AND_OR") for p in parts)


_STATES = set(get_args(m.UnitState))
_ALIGNMENTS = {"clan": "Clan", "inner sphere": "Inner Sphere"}


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def count_value(word: Token) -> int:
    """How many cards a count word says: "a", "two", "3"."""
    text = str(word).lower()
    return _COUNTS.get(text) or int(text)


def noun_of(word: Token) -> str:
    """The DSL noun of a card word: "'Mechs" → ``mech``, "site" → ``site``, "Units" → ``unit``."""
    text = str(word).lower()
    if "ech" in text:
        return "mech"
    return {"card": "card", "cards": "card", "site": "site", "sites": "site"}.get(text, "unit")


def stockpile_of(words: Token) -> m.Selector:
    """A player's Stockpile as a target: "your own Stockpile", "each opposing Stockpile", "opponent's Stockpile"."""
    text = str(words).lower()
    if text.startswith("your own"):
        return m.Selector(quantifier="that", noun="stockpile", owner="you")
    if text.startswith("each"):
        return m.Selector(quantifier="each", noun="stockpile", owner="opponent" if "opposing" in text else "any")
    return m.Selector(quantifier="that", noun="stockpile", owner="opponent")


def either_of(first: Any, *rest: Any) -> m.Either:
    """A choice between the cards of two selectors ("a 'Mech or a site"), or more ("..., and/or ...")."""
    second = rest[-1]
    options = [*(first.options if isinstance(first, m.Either) else [first]), second]
    if not all(isinstance(o, m.Selector) for o in options):
        raise ValueError("a choice between this card and other cards is not in the DSL yet")
    # "and/or": the cards chosen may be of several of the kinds together
    mixed = and_or(rest) or (isinstance(first, m.Either) and first.mixed)
    return m.Either(options=options, mixed=mixed)


@v_args(inline=True)
class SelectorsTransformer(Transformer[Token, Any]):
    """``grammar/selectors.lark`` → :class:`~judge.dsl.models.Selector`."""

    def __init__(self, card_type: str | None = None) -> None:
        super().__init__()
        self.card_type = card_type

    def quantifier(self, first: Token, count: Token | None = None) -> tuple[str, int | None]:
        word = str(first).lower()
        if first.type.endswith("THAT_MANY"):
            return "that_many", None
        if first.type.endswith("ONE_OR_MORE"):
            return "any", None
        if first.type.endswith("INT"):
            return "one" if int(first) == 1 else "each", int(first)
        if word in NUMBER_WORDS:
            return "each", NUMBER_WORDS[word]
        if word.startswith("any number"):
            return "any_number", None
        if word == "up to":
            if count is None:
                return "up_to", None
            return "up_to", NUMBER_WORDS.get(str(count).lower()) or int(count)
        return {"an": "a"}.get(word, word), None

    def other(self) -> str:
        return "other"

    def adjective(self, word: Token) -> str:
        return str(word).lower().rstrip(",")

    def noun(self, word: Token) -> str:
        text = str(word).lower().lstrip("'’")
        if "mech" in text:
            return "mech"
        return text.rstrip("s")

    def card_kind(self, word: Token) -> str:
        text = str(word).lstrip("'’")
        if "ech" in text:
            return "Mech"
        if text.lower().startswith("pilot"):  # "a pilot card"
            return "Pilot"
        return text.rstrip("s") if text in ("Units", "Pilots") else text

    def typed_card(self, kind: str, _card: Token) -> tuple[str, str]:
        return ("card", kind)

    def resource_cards(self, _word: Token) -> tuple[str, str]:
        return ("card", "Resource")

    def in_play(self) -> dict[str, Any]:
        return {"in_play": True}

    def provides(self, asset: Token) -> dict[str, Any]:
        return {"provides": str(asset).strip("{}")}

    def missile_damage_from(self, member: str) -> dict[str, Any]:
        return {"missile_damage_from": member}

    def member_enhanced(self, *_parts: Any) -> str:
        return "enhanced"

    def took_structure_damage(self) -> dict[str, Any]:
        return {"took_structure_damage": True}

    def not_involved_in_battle(self) -> dict[str, Any]:
        return {"excluding": ["in_battle"]}

    def other_controller(self) -> dict[str, Any]:
        return {"other_controller": True}

    def that_block(self) -> dict[str, Any]:
        return {"states": ["blocking"]}

    def min_base_attack(self, _a: Token, amount: Token) -> dict[str, Any]:
        return {"min_base_attack": int(amount)}

    def bare_adjective_plural(self, first: Token, *words: Any) -> m.Selector:
        noun = next(w for w in reversed(words) if isinstance(w, Token))
        if not str(noun).endswith("s"):
            raise ValueError(f"{first} {noun} with no quantifier names no card")
        described = tuple(self.noun(w) if w is noun else w for w in words)
        return self._with(("all", None), (str(first).lower(), *described), "any")

    def bare_adjective(self, *words: Any) -> m.Selector:
        # the older printings drop the article: "deals 1 damage to attacking 'Mech" is "an attacking 'Mech", and
        # "patrolling 'Mechs" are all of them
        *described_words, relative = words
        noun = described_words[-1]
        quantifier = "all" if str(noun).endswith("s") else "a"
        if quantifier == "a" and [str(w).lower() for w in described_words[:-1]] == ["opposing"]:
            quantifier = "that"  # "Your 'Mech receives 1 damage and opposing 'Mech receives X": the one chosen
        described = tuple(self.noun(w) if w is noun else w for w in described_words)
        selector = self._with((quantifier, None), described, "any")
        return selector if relative is None else selector.model_copy(update=relative)

    def bare_adjective_opponent(self, *words: Any) -> m.Selector:
        # "engaged 'Mech opponent controls": one such card of an opponent's
        *described_words, _controls = words
        noun = described_words[-1]
        if str(noun).endswith("s"):
            raise ValueError("a subject without an article is one card")
        described = tuple(self.noun(w) if w is noun else w for w in described_words)
        return self._with(("a", None), described, "opponent")

    def within_resources(self, amount: Token, _resources: Token) -> dict[str, Any]:
        return {"within_resources": int(amount)}

    def same_speed(self) -> dict[str, Any]:
        return {"same_speed": True}

    def top_card(self, _card: Token, zone: str) -> m.Selector:
        return m.Selector(quantifier="one", noun="card", zone=zone, top=True)

    def _selector(self, quantifier: tuple[str, int | None], words: tuple[Any, ...], owner: str) -> m.Selector:
        *adjectives, noun = (w for w in words if w is not None)
        update: dict[str, Any] = {}
        if isinstance(noun, tuple):
            noun, update["card_type"] = noun
        states = [a for a in adjectives if a in _STATES]
        speeds = [a for a in adjectives if a in ("slow", "moderate", "fast")]
        if speeds:
            update["speed"] = speeds[-1]
        if "opposing" in adjectives:
            owner = "opponent"
        if "unique" in adjectives:
            update["unique"] = True
        if "omni" in adjectives:
            update["omni"] = True
        if "other" in adjectives:
            update["other"] = True
        if alignments := [a for a in adjectives if a in _ALIGNMENTS]:
            update["alignment"] = _ALIGNMENTS[alignments[-1]]
        if "randomly selected" in adjectives:
            update["random"] = True
        speeds = [a for a in adjectives if a in ("slow", "moderate", "fast")]
        if speeds:
            update["speed"] = speeds[-1]
        q, count = quantifier
        return m.Selector(quantifier=q, count=count, noun=noun, owner=owner, states=states, **update)

    def with_option(self, name: Token) -> dict[str, Any]:
        return {"with_option": str(name)}

    def without_option(self, name: Token) -> dict[str, Any]:
        return {"without_option": str(name)}

    def min_attack(self, amount: Token) -> dict[str, Any]:
        return {"min_attack": int(amount)}

    def under_construction(self) -> dict[str, Any]:
        return {"states": ["under_construction"]}

    def _with(self, quantifier: tuple[str, int | None], words: tuple[Any, ...], owner: str) -> m.Selector:
        # the words before the noun, the noun, then the "with" option and the relatives (dicts of fields)
        rest = tuple(w for w in words if not isinstance(w, dict))
        selector = self._selector(quantifier, rest, owner)
        for update in (w for w in words if isinstance(w, dict)):
            if "owner" in update:  # a relative naming the owner: "that an opponent controls", "in your ... region"
                if selector.owner not in ("any", update["owner"]):
                    raise ValueError("the selector names two owners")
                if "states" in update:
                    update = {**update, "states": [*selector.states, *update["states"]]}
            elif "states" in update:
                update = {**update, "states": [*selector.states, *update["states"]]}
            elif "excluding" in update:
                update = {**update, "excluding": [*selector.excluding, *update["excluding"]]}
            elif any(getattr(selector, key) for key in update):
                raise ValueError(f"the selector says {', '.join(update)} twice")
            selector = selector.model_copy(update=update)
        return selector

    def not_guarding(self, _word: Token) -> dict[str, Any]:
        return {"excluding": ["guarding"]}

    def not_in_battle(self, _engaged: Token | None) -> dict[str, Any]:
        return {"excluding": ["in_battle"]}

    def not_dealt_damage(self) -> dict[str, Any]:
        return {"excluding": ["dealt_damage"]}

    def not_scrapped(self) -> dict[str, Any]:
        return {"excluding": ["scrapped"]}

    def in_play_other_than(self, _a: Token, noun: str) -> dict[str, Any]:
        return {"in_play": True, "other_than": noun}

    def in_group_with(self, *parts: Any) -> dict[str, Any]:
        return {"in_group_with": parts[-1]}

    def other_than(self, _a: Token, noun: str) -> dict[str, Any]:
        return {"other_than": noun}

    def in_zone(self, zone: str) -> dict[str, Any]:
        return {"zone": zone}

    def zone_hand(self) -> str:
        return "hand"

    def zone_scrapheap(self) -> str:
        return "scrapheap"

    def zone_stockpile(self) -> str:
        return "stockpile"

    def relative(self, relative: dict[str, Any]) -> dict[str, Any]:
        return relative

    def engaged_with(self, *parts: Any) -> dict[str, Any]:
        return {"engaged_with": parts[-1]}

    def attacking_that(self, _attacking: Token, word: Token) -> dict[str, Any]:
        return {"attacking_that": self.noun(word)}

    def dealt_damage_to_that(self, word: Token) -> dict[str, Any]:
        return {"dealt_damage_to_that": self.noun(word)}

    def member_this(self, _self: Token) -> str:
        return "this"

    def member_piloted(self, *_parts: Any) -> str:
        return "piloted_unit"

    def member_that(self, _mech: Token) -> str:
        return "that"

    def min_tons(self, tons: Token) -> dict[str, Any]:
        return {"min_tons": int(tons)}

    def yours(self, _your: Token, *words: Any) -> m.Selector:
        # "your 'Mech" is the one of yours already named (in the battle); "your 'Mechs" are all of them
        *adjectives, noun = words
        quantifier = "all" if str(noun).endswith("s") else "that"
        return self._selector((quantifier, None), (*adjectives, self.noun(noun)), "you")

    def bare_plural(self, mech: Token, relative: dict[str, Any]) -> m.Selector:
        if not str(mech).endswith("s"):
            raise ValueError(f"{mech} with no quantifier names no card")
        return m.Selector(quantifier="all", noun="mech", **relative)

    def quantified(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        return self._with(quantifier, words, "any")

    def of_yours(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        return self._with(quantifier, words, "you")

    def of_theirs(self, quantifier: tuple[str, int | None], _his_or_her: Token, *words: Any) -> m.Selector:
        # "all of his or her cards": the cards of the opponent named before
        return self._with(quantifier, words, "opponent")

    def another(self, *words: Any) -> m.Selector:
        return self._with(("a", None), ("other", *words), "any")

    def another_you_control(self, *words: Any) -> m.Selector:
        # "another 'Mech you control", "another one of your 'Mechs"
        words = tuple(w for w in words if not (isinstance(w, Token) and w.type.endswith("ONE")))
        return self._selector(("a", None), ("other", *words), "you")

    def you_control_providing(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        *described, asset = words
        return self._selector(quantifier, tuple(described), "you").model_copy(update=self.provides(asset))

    def you_control(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        described = tuple(w for w in words if not (isinstance(w, Token) and w.type.endswith("YOU_OWN")))
        return self._with(quantifier, described, "you")

    def opponent_controls(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        described = tuple(w for w in words if not (isinstance(w, Token) and w.type.endswith("OPPONENT_CONTROLS")))
        return self._with(quantifier, described, "opponent")

    def without_pilot(self, *_parts: Any) -> dict[str, Any]:
        return {"states": ["unpiloted"]}

    def that_are_revealed(self) -> dict[str, Any]:
        return {"states": ["revealed"]}

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

    def in_their_zone(self, _his_or_her: Token, zone: str) -> dict[str, Any]:
        return {"zone": zone, "their_zone": True}

    def kind_on(self, quantifier: tuple[str, int | None], kind: Token, _a: Token, on: Token) -> m.Selector:
        q, count = quantifier
        return m.Selector(quantifier=q, count=count, noun="card", card_type=str(kind), on=self.noun(on))

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

    def lowest_roll(self) -> dict[str, Any]:
        return {"lowest_roll": True}

    # battle: players as what an effect chooses ("Choose any opponent.", "Choose a player ...")
    def player(self, quantifier: tuple[str, int | None], owner: str = "any") -> m.Selector:
        q, count = quantifier
        if count not in (None, 1):
            raise ValueError("players are chosen one at a time")
        return m.Selector(quantifier=q, noun="player", owner=owner)

    def opponent_player(self, quantifier: tuple[str, int | None]) -> m.Selector:
        return self.player(quantifier, "opponent")

    def deals_damage(self) -> dict[str, Any]:
        return {"deals_damage": "deals"}

    def already_dealt_damage(self) -> dict[str, Any]:
        return {"deals_damage": "already_dealt"}

    def another_in_that_region(self, *words: Any) -> m.Selector:
        selector = self._selector(("a", None), ("other", *words[:-1]), "any")
        return selector.model_copy(update={"in_that_region": True})

    def used_option(self, option: Token) -> dict[str, Any]:
        return {"used_option": "Alpha Strike" if str(option).startswith("Alpha") else "Overheat"}

    def deals_no_damage_now(self, _for_this_reason: Token | None) -> dict[str, Any]:
        return {"deals_damage": "none"}

    # block: speeds and defenders in selectors
    def guarding_target(self, _guarding: Token) -> dict[str, Any]:
        return {"guarding_target": True}

    def piloted_by_self(self, quantifier: tuple[str, int | None], _mech: Token, _self: Token) -> m.PilotedUnit:
        # "a 'Mech piloted by ~" is the one this Pilot pilots
        if quantifier != ("a", None):
            raise ValueError("a Pilot pilots one 'Mech")
        return m.PilotedUnit()

    def same_speed_of(self, or_slower: Token | None) -> dict[str, Any]:
        return {"same_speed": True, "or_slower": or_slower is not None}

    def after_first(self) -> dict[str, Any]:
        return {"after_first": True}

    def legal_target(self, _a: Token) -> dict[str, Any]:
        return {"legal_target": True}

    def a_target(self, _a: Token, relative: dict[str, Any]) -> m.Selector:
        return m.Selector(quantifier="a", noun="target", **relative)

    def in_enhanced_region(self, _self: Token) -> dict[str, Any]:
        return {"in_enhanced_region": True}

    def min_damage_received(self, amount: Token, structure: Token | None) -> dict[str, Any]:
        return {"min_damage_received": int(amount), "structure_damage": structure is not None}

    # asset: construction regions, fully constructed cards, "in play or under construction", "the cards ..."
    def in_your_construction_region(self, _region: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "you"}

    def in_opponents_construction_region(self, _opponents: Token, _region: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "opponent"}

    def top_of_opponents_stockpile(self, _card: Token, _stockpile: Token) -> m.Selector:
        return m.Selector(quantifier="one", noun="card", zone="stockpile", top=True, owner="opponent")

    def either_adjective(self, quantifier: tuple[str, int | None], first: str, second: str, noun: Any) -> m.Either:
        return m.Either(options=[self._selector(quantifier, (adjective, noun), "any") for adjective in (first, second)])

    def fully_constructed(self) -> dict[str, Any]:
        return {"within_resources": 0}

    def not_unique(self, _unique: Token) -> dict[str, Any]:
        return {"excluding": ["unique"]}

    def that_opponent_controls(self, _controls: Token) -> dict[str, Any]:
        return {"owner": "opponent"}

    def in_play_or_under_construction(self, quantifier: tuple[str, int | None], *words: Any) -> m.Either:
        plain = self._with(quantifier, words[:-1], "any")
        constructing = plain.model_copy(update={"states": [*plain.states, "under_construction"]})
        return m.Either(options=[plain.model_copy(update={"in_play": True}), constructing])

    def configuration_of_that(self, quantifier: tuple[str, int | None], _mech: Token) -> m.Selector:
        q, count = quantifier
        return m.Selector(quantifier=q, count=count, noun="mech", configuration_of_that=True)

    def in_your_construction(self) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "you"}

    def just_drawn(self) -> dict[str, Any]:
        return {"just_drawn": True}

    def involved_in_mission(self, _words: Token) -> dict[str, Any]:
        return {"in_mission": True}

    def you_control_in_mission(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        *described, clause = words
        selector = self._selector(quantifier, tuple(described), "you")
        if clause.type.endswith("THAT_IS_INVOLVED"):
            return selector.model_copy(update={"in_mission": True})
        return selector  # "whether or not it is involved in the mission": no restriction

    def in_that_region(self) -> dict[str, Any]:
        return {"in_that_region": True}

    def involved(self) -> dict[str, Any]:
        return {"in_mission": True}

    def that_you_play(self, verb: Token) -> dict[str, Any]:
        return {"played_by_you": str(verb)}

    def the_cards(self, cards: Token, *relatives: dict[str, Any]) -> m.Selector:
        if not str(cards).endswith("s"):
            raise ValueError("'the card' with no quantifier names no card")
        return self._with(("all", None), ("card", *relatives), "any")

    def at_random(self) -> dict[str, Any]:
        return {"random": True}

    def other_than_itself(self) -> dict[str, Any]:
        return {"other": True}

    def in_the_battle(self) -> dict[str, Any]:
        # a card in the battle is engaged in it
        return {"states": ["engaged"]}

    def in_opponents_construction(self, _region: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "opponent"}

    def top_cards(self, count: Token, _cards: Token, zone: str) -> m.Selector:
        amount = NUMBER_WORDS.get(str(count).lower()) or int(count)
        return m.Selector(quantifier="each", count=amount, noun="card", zone=zone, top=True)

    def both_drawn(self, _cards: Token) -> m.Selector:
        return m.Selector(quantifier="each", count=2, noun="card", just_drawn=True)

    def other_than_kinds(self, _a: Token, *kinds: Token) -> dict[str, Any]:
        return {"not_types": [self.card_kind(kind) for kind in kinds]}

    def controlled_by_opponent(self, _whose: Token | None) -> dict[str, Any]:
        return {"owner": "opponent"}

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
        # "Opponent's 'Mech": the one the opponent has in this battle, as "your 'Mech" is yours
        return m.Selector(quantifier="that", noun="mech" if "ech" in str(noun) else "unit", owner="opponent")

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
