"""The core of the selectors transformer (``grammar/selectors.lark``): quantifiers, adjectives, nouns and owners
composed into a :class:`~judge.dsl.models.Selector`; the relative clauses and the other targets build on it and
:mod:`.transform_selectors` combines them."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any, get_args

from lark import Token, Transformer, v_args

from judge.cards.keywords import AFFILIATIONS
from judge.dsl import models as m

HIS_OR_HERS: deque[m.Selector] = deque(maxlen=32)
"""The selectors read last from "of his or her ...": the opponent's cards, unless a player named as the one who acts
does the effect they are in (``transform_effects_players._acted`` recognises them by identity and makes them the
actor's, ``owner`` actor)."""

NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


def and_or(parts: Sequence[Any]) -> bool:
    """Whether the parts of an "or" between kinds of card hold "and/or"."""
    return any(isinstance(p, Token) and p.type.endswith("AND_OR") for p in parts)


_STATES = set(get_args(m.UnitState))


_ALIGNMENTS = {"clan": "Clan", "inner sphere": "Inner Sphere"}
_AFFILIATIONS = {a.lower(): a for a in AFFILIATIONS}
"""The affiliations of the CE General Rulings as the adjective reads them ("each Steiner Unit")."""


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def count_value(word: Token) -> int:
    """How many cards a count word says: "a", "two", "3"."""
    text = str(word).lower()
    return _COUNTS.get(text) or int(text)


def unit_type_noun(text: str) -> str:
    """The DSL noun of a Unit type other than 'Mechs: "Vehicles" → ``vehicle``, "Battle Armor" → ``battle_armor``
    (rulebook glossary "Unit": 'Mechs, Vehicles and Battle Armor)."""
    return "vehicle" if text.lower().startswith("vehicle") else "battle_armor"


def noun_of(word: Token) -> str:
    """The DSL noun of a card word: "'Mechs" → ``mech``, "site" → ``site``, "Units" → ``unit``."""
    text = str(word).lower()
    if "ech" in text:
        return "mech"
    if text.startswith(("vehicle", "battle armor")):
        return unit_type_noun(text)
    return {"card": "card", "cards": "card", "site": "site", "sites": "site"}.get(text, "unit")


def stockpile_of(words: Token) -> m.Selector:
    """A player's Stockpile as a target: "your own Stockpile", "each opposing Stockpile", "opponent's Stockpile"."""
    text = str(words).lower()
    if text.startswith("your own") or text == "your stockpile":  # "damage to your Stockpile"
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
class SelectorsCoreTransformer(Transformer[Token, Any]):
    """Quantified selectors: a quantifier, adjectives, a noun, an owner."""

    def __init__(self, card_type: str | None = None) -> None:
        super().__init__()
        self.card_type = card_type

    def quantifier(self, first: Token, count: Token | None = None) -> tuple[str, int | None]:
        word = str(first).lower()
        if first.type.endswith("THAT_MANY"):
            return "that_many", None
        if first.type.endswith("ONE_OR_MORE"):
            return "any", None
        if first.type.endswith("TARGET_ONE"):
            return "one", None
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
        return {"an": "a", "every": "each"}.get(word, word), None

    def other(self) -> str:
        return "other"

    def adjective(self, word: Token) -> str:
        return str(word).lower().rstrip(",")

    def noun(self, word: Token) -> str:
        text = str(word).lower().lstrip("'’")
        if "mech" in text:
            return "mech"
        if text.startswith(("vehicle", "battle armor")):
            return unit_type_noun(text)
        return text.rstrip("s")

    def card_kind(self, word: Token) -> str:
        text = str(word).lstrip("'’")
        if "ech" in text:
            return "Mech"
        if text.lower().startswith("pilot"):  # "a pilot card"
            return "Pilot"
        return text.rstrip("s") if text in ("Units", "Pilots") else text

    def typed_card(self, kind: str, _card: Token) -> Any:
        if kind.lower().startswith(("vehicle", "battle armor")):  # "a Vehicle card" is a Vehicle (item 2)
            return unit_type_noun(kind)
        return ("card", kind)

    def non_adjective(self, word: Token) -> dict[str, Any]:
        """ "non-Unique": not Unique; "non-'Mech", "non-Clan": of none of that kind (item 3 f)."""
        kind = str(word)[4:].lstrip("'’")
        if kind.lower() == "unique":
            return {"excluding": ["unique"]}
        if kind in ("Mech", "Pilot"):  # "a non-'Mech Unit" is "a Unit other than a 'Mech"
            return {"other_than": kind.lower()}
        return {"not_types": [kind]}

    def resource_cards(self, _word: Token) -> tuple[str, str]:
        return ("card", "Resource")

    def provides(self, asset: Token) -> dict[str, Any]:
        return {"provides": str(asset).strip("{}")}

    def member_enhanced(self, *_parts: Any) -> str:
        return "enhanced"

    def bare_adjective_plural(self, first: Token, *words: Any) -> m.Selector:
        noun = next(w for w in reversed(words) if isinstance(w, Token))
        if not str(noun).endswith("s"):
            raise ValueError(f"{first} {noun} with no quantifier names no card")
        described = tuple(self.noun(w) if w is noun else w for w in words)
        return self._with(("all", None), (str(first).lower(), *described), "any")

    def bare_adjective_kind(self, first: Token, *words: Any) -> m.Selector:
        # "Opposing Mission cards", "Davion Command cards you control": every card of that kind (item 3 f)
        words = tuple(w for w in words if w is not None)
        card = next(w for w in reversed(words) if isinstance(w, Token))
        if not str(card).endswith("s"):
            raise ValueError(f"{first} ... {card} with no quantifier names no card")
        described = tuple(w for w in words if w is not card and not isinstance(w, dict))
        *adjectives, kind = described
        owned = [w for w in words if isinstance(w, dict)]
        return self._with(("all", None), (str(first).lower(), *adjectives, self.typed_card(kind, card), *owned), "any")

    def owned_by_you(self) -> dict[str, Any]:
        return {"owner": "you"}

    def owned_by_opponent(self, _controls: Token) -> dict[str, Any]:
        return {"owner": "opponent"}

    def unit_type_unit(self, unit_type: Token, _unit: Token) -> str:
        return unit_type_noun(str(unit_type))

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
        if affiliations := [a for a in adjectives if a in _AFFILIATIONS]:
            if len(set(affiliations)) > 1:
                raise ValueError("a card of two affiliations at once is not a selector yet")
            update["affiliation"] = _AFFILIATIONS[affiliations[-1]]
        if "randomly selected" in adjectives:
            update["random"] = True
        if "unaffiliated" in adjectives:
            update["unaffiliated"] = True
        if "damaged" in adjectives:
            update["min_damage_counters"] = 1
        speeds = [a for a in adjectives if a in ("slow", "moderate", "fast")]
        if speeds:
            update["speed"] = speeds[-1]
        q, count = quantifier
        return m.Selector(quantifier=q, count=count, noun=noun, owner=owner, states=states, **update)

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

    def zone_hand(self) -> str:
        return "hand"

    def zone_scrapheap(self) -> str:
        return "scrapheap"

    def zone_stockpile(self) -> str:
        return "stockpile"

    def member_this(self, _self: Token) -> str:
        return "this"

    def member_piloted(self, *_parts: Any) -> str:
        return "piloted_unit"

    def member_that(self, _mech: Token) -> str:
        return "that"

    def yours(self, _your: Token, *words: Any) -> m.Selector:
        # "your 'Mech" is the one of yours already named (in the battle); "your 'Mechs" are all of them
        *adjectives, noun = words
        quantifier = "all" if str(noun).endswith("s") else "that"
        return self._selector((quantifier, None), (*adjectives, self.noun(noun)), "you")

    def yours_kind(self, _your: Token, kind: str, card: Token) -> m.Selector:
        # "your Command cards": all of them (item 3 f); "your Command card" alone names none
        if not str(card).endswith("s"):
            raise ValueError("'your <kind> card' names no card")
        return self._selector(("all", None), (self.typed_card(kind, card),), "you")

    def your_opponents(self, _your: Token, _opponents: Token, *words: Any) -> m.Selector:
        # "your opponent's Units" are all of them; "your opponent's 'Mech" the one already named (item 3 a, f)
        *adjectives, noun = words
        quantifier = "all" if str(noun).endswith("s") else "that"
        return self._selector((quantifier, None), (*adjectives, self.noun(noun)), "opponent")

    def bare_plural(self, mech: Token, relative: dict[str, Any]) -> m.Selector:
        if not str(mech).endswith("s"):
            raise ValueError(f"{mech} with no quantifier names no card")
        return m.Selector(quantifier="all", noun="mech", **relative)

    def quantified(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        return self._with(quantifier, words, "any")

    def of_yours(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        return self._with(quantifier, words, "you")

    def all_yours(self, _all: Token, *words: Any) -> m.Selector:
        # "all your 'Mechs" is "all of your 'Mechs"
        return self._with(("all", None), words, "you")

    def of_theirs(self, quantifier: tuple[str, int | None], _his_or_her: Token, *words: Any) -> m.Selector:
        # "all of his or her cards": the cards of the opponent named before, or of the player who acts (players.lark
        # makes them the actor's: HIS_OR_HERS keeps the selectors read here for it to recognise)
        selector = self._with(quantifier, words, "opponent")
        HIS_OR_HERS.append(selector)
        return selector

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

    def kind_on(self, quantifier: tuple[str, int | None], kind: Token, _a: Token, on: Token) -> m.Selector:
        q, count = quantifier
        return m.Selector(quantifier=q, count=count, noun="card", card_type=str(kind), on=self.noun(on))

    # battle: players as what an effect chooses ("Choose any opponent.", "Choose a player ...")
    def player(self, quantifier: tuple[str, int | None], owner: str = "any") -> m.Selector:
        q, count = quantifier
        if count not in (None, 1):
            raise ValueError("players are chosen one at a time")
        return m.Selector(quantifier=q, noun="player", owner=owner)

    def opponent_player(self, quantifier: tuple[str, int | None]) -> m.Selector:
        return self.player(quantifier, "opponent")

    def another_in_that_region(self, *words: Any) -> m.Selector:
        selector = self._selector(("a", None), ("other", *words[:-1]), "any")
        return selector.model_copy(update={"in_that_region": True})

    def top_of_opponents_stockpile(self, _card: Token, _stockpile: Token) -> m.Selector:
        return m.Selector(quantifier="one", noun="card", zone="stockpile", top=True, owner="opponent")

    def configuration_of_that(self, quantifier: tuple[str, int | None], _mech: Token) -> m.Selector:
        q, count = quantifier
        return m.Selector(quantifier=q, count=count, noun="mech", configuration_of_that=True)

    def you_control_in_mission(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        *described, clause = words
        selector = self._selector(quantifier, tuple(described), "you")
        if clause.type.endswith("THAT_IS_INVOLVED"):
            return selector.model_copy(update={"in_mission": True})
        return selector  # "whether or not it is involved in the mission": no restriction

    def the_cards(self, cards: Token, *relatives: dict[str, Any]) -> m.Selector:
        if not str(cards).endswith("s"):
            raise ValueError("'the card' with no quantifier names no card")
        return self._with(("all", None), ("card", *relatives), "any")

    def top_cards(self, count: Token, _cards: Token, zone: str) -> m.Selector:
        amount = NUMBER_WORDS.get(str(count).lower()) or int(count)
        return m.Selector(quantifier="each", count=amount, noun="card", zone=zone, top=True)

    def top_cards_theirs(self, count: Token | None, _cards: Token, _his_or_her: Token, zone: str) -> m.Selector:
        # "the top three cards of his or her Stockpile": the acting player's (HIS_OR_HERS), else the opponent's
        amount = None if count is None else NUMBER_WORDS.get(str(count).lower()) or int(count)
        many = amount is not None and amount > 1
        selector = m.Selector(
            quantifier="each" if many else "one",
            count=amount if many else None,
            noun="card",
            zone=zone,
            top=True,
            owner="opponent",
        )
        HIS_OR_HERS.append(selector)
        return selector

    def both_drawn(self, _cards: Token) -> m.Selector:
        return m.Selector(quantifier="each", count=2, noun="card", just_drawn=True)
