"""Domination card text → effect DSL (:mod:`judge.dsl.domination`), with ``grammar/domination.lark`` (LALR).

``parse_domination_text`` reads a card's whole text: labelled Unit abilities, a Reaction, or a Support/Resource
card's resolution. The text is normalised first (typography; the card's own name becomes ``~``), parsed, and the
words that point back at a card ("it", "that unit", "the card") are resolved to the card the ability named last
(:func:`resolve_antecedents`) before :class:`DominationTransformer` builds the DSL. A text the grammar does not read
is reported ability by ability (each label starts one) with its line, column, and what the grammar expected there.
There is no catch-all rule: nothing is kept as opaque text.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from lark import Token, Transformer, Tree, v_args
from lark.exceptions import (
    LarkError,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from judge.dsl import domination as d
from judge.grammars import lalr_parser

MAX_TEXT = 2000
"""Text longer than this is refused before parsing (the longest Domination card text has under 400 characters)."""

GRAMMAR = "domination"


class DominationTextError(ValueError):
    """Card text refused before parsing: longer than :data:`MAX_TEXT` characters."""


@dataclass(frozen=True)
class DominationParseIssue:
    """A part of the text that did not become DSL: where (1-based line and column in the text as given, 0-based
    ``span`` of the ability it is in), why, and what the grammar expected at that point."""

    line: int
    column: int
    message: str
    expected: list[str] = field(default_factory=list)
    span: tuple[int, int] = (0, 0)

    def as_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "column": self.column,
            "span": list(self.span),
            "message": self.message,
            "expected": self.expected,
        }


@dataclass
class DominationParseResult:
    """The abilities read from a text (those that parsed, in printed order) and the issues of those that did not."""

    text: str
    abilities: list[d.Ability]
    errors: list[DominationParseIssue]

    @property
    def ok(self) -> bool:
        """Every ability of the text became DSL."""
        return not self.errors

    def dsl(self) -> d.DominationAbilityList:
        return d.DominationAbilityList(list(self.abilities))

    def as_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "text": self.text,
            "abilities": [a.model_dump(mode="json") for a in self.abilities],
            "errors": [e.as_json() for e in self.errors],
        }


# --- normalising -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Normalized:
    text: str
    origin: tuple[int, ...]
    """``origin[i]`` is the index in the given text of ``text[i]``; one extra entry for the end."""

    def position(self, index: int) -> int:
        return self.origin[min(max(index, 0), len(self.origin) - 1)]


def _sub(current: _Normalized, pattern: str, replacement: str) -> _Normalized:
    pieces: list[str] = []
    origin: list[int] = []
    last = 0
    for match in re.finditer(pattern, current.text):
        pieces.append(current.text[last : match.start()])
        origin.extend(current.origin[last : match.start()])
        pieces.append(replacement)
        origin.extend([current.origin[match.start()]] * len(replacement))
        last = match.end()
    pieces.append(current.text[last:])
    origin.extend(current.origin[last:])
    return _Normalized("".join(pieces), tuple(origin))


def self_names(name: str | None) -> list[str]:
    """The ways a card names itself in its text: its full name, and for "Daishi (Dire Wolf)" also "Daishi" and
    "Dire Wolf"; longest first."""
    if not name or not name.strip():
        return []
    names = {name.strip()}
    match = re.fullmatch(r"\s*(.+?)\s*\((.+)\)\s*", name)
    if match:
        names.update({match.group(1), match.group(2)})
    return sorted((n for n in names if len(n) > 1), key=len, reverse=True)


def normalize(text: str, name: str | None = None) -> _Normalized:
    """The text ready for the grammar: curly quotes and dashes evened out, the card's own name replaced by ``~``,
    runs of white space (line breaks included) made one space. Every character remembers where it came from."""
    current = _Normalized(text, tuple(range(len(text) + 1)))
    current = _sub(current, "[’‘`]", "'")
    current = _sub(current, "[“”]", '"')
    current = _sub(current, "[–—−]", "-")
    for own in self_names(name):
        current = _sub(current, r"(?<![\w'])" + re.escape(own) + r"(?![\w'])", "~")
    return _sub(current, r"\s+", " ")


# --- "it", "that unit", "the card": the card named last ----------------------------------------------------------

_PRODUCERS = {
    "you_deploy": "event",
    "ref_damaged_event": "event",
    "unit_damaged": "event",
    "you_buy": "event",
    "you_play": "event",
    "you_buy_or_gain": "event",
    "opponent_deploys": "event",
    "opponent_plays": "event",
    "opponent_damages": "event",
    "opp_reveals": "revealed",
    "reveal_top": "revealed",
    "reveal_hand": "revealed",
    "reveal_until": "revealed",
    "choose_cards": "chosen",
    "choose_pick": "chosen",
    "opp_chooses_to_discard": "chosen",
    "gain": "gained",
    "gain_copy": "gained",
    "discard": "discarded",
    "discard_hand": "discarded",
    "discard_ref": "discarded",
    "scrap": "scrapped",
    "scrap_ref": "scrapped",
    "damage": "damaged",
    "damage_ref": "damaged",
    "damage_x": "damaged",
    "damage_your_choice": "damaged",
    "set_aside": "set_aside",
}


@dataclass
class _Mentions:
    """The cards an ability has named so far: the latest of each kind, in the order named."""

    order: list[tuple[str, Tree[Token] | None]] = field(default_factory=list)
    supply_piles: bool = False

    def latest(self, kinds: Iterable[str] | None = None) -> tuple[str, Tree[Token] | None] | None:
        wanted = set(kinds) if kinds is not None else None
        for kind, noun in reversed(self.order):
            if wanted is None or kind in wanted:
                return kind, noun
        return None


def resolve_antecedents(tree: Tree[Token]) -> Tree[Token]:
    """Replaces each ``antecedent`` ("it", "them", "that unit", "those cards", "the card") by a reference to the card
    the same ability named last before it: the trigger's card, or the cards the latest reveal, choice, gain, discard,
    scrap, damage or set-aside moved; inside "For each ... card revealed", the current card; with nothing named
    before, this card. "The damaged Mech" is the unit damaged last (or the trigger's). After revealing cards "until
    you reveal a Mech or Vehicle unit", "that unit" is the revealed card that matches.

    Also checks that "If there are three or more" follows "If there are two or more empty Supply piles".

    :raises ValueError: for an elliptical "If there are N or more" with nothing to complete it.
    """

    def visit(node: Tree[Token], mentions: _Mentions) -> None:
        if node.data == "labeled":
            mentions = _Mentions()
        if node.data == "for_each_revealed":
            inner = _Mentions(order=[*mentions.order, ("each", None)], supply_piles=mentions.supply_piles)
            for child in node.children:
                if isinstance(child, Tree):
                    visit(child, inner)
            return
        if node.data in ("antecedent", "antecedent_damaged"):
            kinds = ("damaged", "event") if node.data == "antecedent_damaged" else None
            found = mentions.latest(kinds) or ("this", None)
            kind, noun = found
            node.data = f"ref_{kind}"
            node.children = [copy.deepcopy(noun)] if noun is not None else []
            return
        if node.data == "empty_piles_again" and not mentions.supply_piles:
            raise ValueError(
                "'If there are N or more' completes an earlier 'If there are N or more empty Supply piles'"
            )
        if node.data == "empty_piles":
            mentions.supply_piles = True
        for child in node.children:
            if isinstance(child, Tree):
                visit(child, mentions)
        produced = _PRODUCERS.get(str(node.data))
        if produced is not None:
            last = node.children[-1] if node.data == "reveal_until" and node.children else None
            mentions.order.append((produced, last if isinstance(last, Tree) else None))

    visit(tree, _Mentions())
    return tree


# --- the transformer's working values (not DSL) ------------------------------------------------------------------

Builder = Callable[[d.Player], d.Effect]


@dataclass(frozen=True)
class _Imperative:
    """An instruction whose performer the clause decides: you ("Discard a card") or your opponent ("your opponent
    must discard 2 cards from his hand")."""

    build: Builder


@dataclass(frozen=True)
class _Noun:
    types: list[d.CardType]
    name: d.BaseCard | None = None
    plural: bool | None = None
    """As printed: "cards" (``True``), "card" (``False``), "Infantry" (``None``: either)."""

    def agree(self, count: int | str | d.CostOf) -> None:
        """Checks the noun's number against the count: "a card", "two cards", "all Infantry Platoons"."""
        if self.plural is not None and self.plural != (count != 1):
            raise ValueError(f"'{count}' and a {'plural' if self.plural else 'singular'} noun do not agree")


@dataclass(frozen=True)
class _Zone:
    owner: d.Player
    zone: Literal["hand", "deployment_zone"]


@dataclass(frozen=True)
class _Flag:
    name: Literal["from_supply", "from_scrapheap", "of_your_choice", "without_paying"]


@dataclass(frozen=True)
class _Without:
    ability: str


@dataclass(frozen=True)
class _PickSpec:
    count: int | Literal["all"] | d.CostOf
    selector: d.Selector
    flags: frozenset[str] = frozenset()
    """``random``, ``additional``, ``opposing``, ``any`` and the :class:`_Flag` names."""

    def allow(self, *allowed: str) -> None:
        extra = sorted(self.flags - set(allowed))
        if extra:
            raise ValueError(f"{', '.join(f.replace('_', ' ') for f in extra)} does not fit this instruction")


@dataclass(frozen=True)
class _Dest:
    zone: d.Zone
    owner: d.Player | None
    any_order: bool = False


@dataclass(frozen=True)
class _Body:
    effects: list[d.Effect]
    suffix: tuple[str, Any] | None


@dataclass(frozen=True)
class _Effects:
    effects: list[d.Effect]


@dataclass(frozen=True)
class _Triggered:
    trigger: d.Trigger | None
    """``None``: "When you play this" (a card's own resolution)."""
    effects: list[d.Effect]


@dataclass(frozen=True)
class _Activation:
    effects: list[d.Effect]


@dataclass(frozen=True)
class _Restriction:
    condition: d.Condition


@dataclass(frozen=True)
class _TurnLimit:
    turns: int


@dataclass(frozen=True)
class _Reminder:
    """ "(This is not considered a deployment.)"."""


_Sentence = _Effects | _Triggered | _Activation | _Restriction | _TurnLimit


class _YouPlayThis:
    """ "When you play this": the card's own resolution."""


# --- the transformer -------------------------------------------------------------------------------------------------


THIS = d.Ref(to="this")
_EVENT_CARDS = (
    d.ThisDamaged,
    d.YouDeployThis,
    d.YouBuyThis,
    d.UnitDamaged,
    d.OpponentPlays,
    d.OpponentDeploys,
    d.YouBuyOrGain,
)


def _is_this(ref: d.Ref) -> bool:
    return ref.to == "this"


def _need_this(ref: d.Ref, what: str) -> None:
    if not _is_this(ref):
        raise ValueError(f"{what} is said of this card only")


def _selector(noun: _Noun, posts: Iterable[Any], flags: set[str] | None = None) -> d.Selector:
    """A selector from a noun and what follows it; flags ("of your choice", "from the Supply") go to ``flags``."""
    data: dict[str, Any] = {"types": list(noun.types), "name": noun.name}
    for post in posts:
        if isinstance(post, d.CostLimit):
            if data.get("cost") is not None:
                raise ValueError("two costs for one card")
            data["cost"] = post
        elif isinstance(post, _Zone):
            if data.get("zone") is not None:
                raise ValueError("two zones for one card")
            data["owner"], data["zone"] = post.owner, post.zone
        elif isinstance(post, _Without):
            data["without_ability"] = post.ability
        elif isinstance(post, _Flag):
            if flags is None:
                raise ValueError(f"{post.name.replace('_', ' ')} does not fit here")
            flags.add(post.name)
    return d.Selector(**data)


def _count(spec: _PickSpec) -> int:
    if not isinstance(spec.count, int):
        raise ValueError("a number of cards is needed here")
    return spec.count


def _check_owner(selector: d.Selector, player: d.Player, what: str) -> None:
    if selector.owner is not None and selector.owner != player:
        raise ValueError(f"{what}: a player only {what} his own cards")


def _flatten(items: Iterable[Any]) -> list[d.Effect]:
    out: list[d.Effect] = []
    for item in items:
        if item is None:
            continue
        if isinstance(item, list):
            out.extend(item)
        elif isinstance(item, _Imperative):
            out.append(item.build("you"))
        else:
            out.append(item)
    return _merge_gains(out)


def _merge_gains(effects: list[d.Effect]) -> list[d.Effect]:
    """ "Gain X. Put the gained card into your hand." / "Gain X and place it in your deployment zone": one Gain with
    that destination."""
    out: list[d.Effect] = []
    for effect in effects:
        last = out[-1] if out else None
        if (
            isinstance(effect, d.Move)
            and effect.cards == d.Ref(to="gained")
            and effect.player == "you"
            and effect.owner == "you"
            and effect.to in ("hand", "deck_top", "deployment_zone")
            and not effect.any_order
            and isinstance(last, d.Gain)
            and last.to == "discard_pile"
        ):
            out[-1] = last.model_copy(update={"to": effect.to})
            continue
        out.append(effect)
    return out


def _is_static(effect: d.Effect) -> bool:
    return (
        isinstance(effect, d.Plus) and effect.resource in ("attack", "defense") and effect.player == "you"
    ) or isinstance(effect, d.CannotBeDamaged)


def _label_name(token: Token) -> str:
    return str(token).rstrip(":").strip().strip('"').strip()


@v_args(inline=True)
class DominationTransformer(Transformer[Token, Any]):
    """``grammar/domination.lark`` → :mod:`judge.dsl.domination` (after :func:`resolve_antecedents`)."""

    # --- texts and abilities

    def unit_text(self, *labeled: d.Ability) -> list[d.Ability]:
        return list(labeled)

    def start(self, ability: d.Ability) -> list[d.Ability]:
        return [ability]

    def labeled(self, label: Token, *items: Any) -> d.Ability:
        return _checked(_unit_ability(_label_name(label), _sentences(items)))

    def resolution(self, *items: Any) -> d.Ability:
        effects: list[d.Effect] = []
        for sentence in _sentences(items):
            if isinstance(sentence, _Effects) or (isinstance(sentence, _Triggered) and sentence.trigger is None):
                effects.extend(sentence.effects)
            else:
                raise ValueError("a trigger or a restriction belongs to a labelled Unit ability")
        return _checked(d.Resolution(effects=_merge_gains(effects)))

    def reaction(self, *items: Any) -> d.Ability:
        discard = False
        rest = list(items)
        if rest and rest[0] is None:
            rest.pop(0)
        elif rest and rest[0] is True:
            discard = True
            rest.pop(0)
        ref, when, *sentence_items = rest
        _need_this(ref, "revealing a Reaction from your hand")
        sentences = _sentences(sentence_items)
        first = sentences[0]
        if not (
            isinstance(first, _Effects)
            and len(first.effects) == 1
            and isinstance(if_do := first.effects[0], d.If)
            and if_do.condition == d.Did()
        ):
            raise ValueError("a Reaction goes on with 'If you do, ...'")
        effects = list(if_do.effects)
        for sentence in sentences[1:]:
            if not isinstance(sentence, _Effects):
                raise ValueError("a Reaction's later sentences are effects")
            effects.extend(sentence.effects)
        return _checked(d.Reaction(when=when, discard=discard, effects=_merge_gains(effects)))

    def then_discard(self) -> bool:
        return True

    def window_event(self, event: Any) -> d.Trigger:
        if isinstance(event, _YouPlayThis):
            raise ValueError("a Reaction is revealed when something else happens")
        return event  # type: ignore[no-any-return]

    def window_opponents_combat(self, _poss: Any) -> d.Trigger:
        return d.DuringCombat(whose="opponent")

    def reminder(self, *_words: Any) -> _Reminder:
        return _Reminder()

    # --- sentences

    def body(self, clauses: list[d.Effect], suffix: tuple[str, Any] | None) -> _Body:
        return _Body(clauses, suffix)

    def suffix_when(self, event: Any) -> tuple[str, Any]:
        return ("when", event)

    def suffix_if(self, condition: d.Condition) -> tuple[str, Any]:
        return ("if", condition)

    def suffix_start_of_combat(self, whose: str) -> tuple[str, Any]:
        return ("start", whose)

    def suffix_end_of_combat(self) -> tuple[str, Any]:
        return ("end", None)

    def when_body(self, event: Any, body: _Body) -> _Triggered:
        trigger = None if isinstance(event, _YouPlayThis) else event
        return _Triggered(trigger, _effects_of(body, "a trigger"))

    def start_of_combat_body(self, whose: Literal["you", "opponent", "either"], body: _Body) -> _Triggered:
        return _Triggered(d.StartOfCombat(whose=whose), _effects_of(body, "a trigger"))

    def next_turn_body(self, body: _Body) -> _Effects:
        return _Effects([d.Delayed(at="start_of_your_next_turn", effects=_effects_of(body, "a time"))])

    def if_body(self, condition: d.Condition, body: _Body) -> _Effects:
        return _Effects([d.If(condition=condition, effects=_effects_of(body, "a condition"))])

    def activated_body(self, body: _Body) -> _Activation:
        return _Activation(_effects_of(body, "an activated ability"))

    def lasting_body(self, until: str, body: _Body) -> _Effects:
        if body.suffix is None or body.suffix[0] != "when" or isinstance(body.suffix[1], _YouPlayThis):
            raise ValueError("'Until ...,' needs what to react to ('whenever ...')")
        return _Effects([_lasting(until, body.suffix[1], body.effects)])

    def lasting_when_body(self, until: str, event: Any, body: _Body) -> _Effects:
        if isinstance(event, _YouPlayThis):
            raise ValueError("'Until ..., when you play this' cannot happen")
        return _Effects([_lasting(until, event, _effects_of(body, "a lasting effect"))])

    def deploy_restriction(self, ref: d.Ref, condition: d.Condition) -> _Restriction:
        _need_this(ref, "a deployment restriction")
        return _Restriction(condition)

    def for_each_revealed(self, by_type: list[d.Effect]) -> _Effects:
        return _Effects([d.ForEachRevealed(distinct_names=True, effects=by_type)])

    def turn_limit(self, turns: int) -> _TurnLimit:
        return _TurnLimit(turns)

    def your_combat(self, either: bool | None) -> str:
        return "either" if either else "you"

    def or_opponents(self, _poss: Any) -> bool:
        return True

    def opponents_combat(self, _poss: Any) -> str:
        return "opponent"

    def until_next_turn(self) -> str:
        return "start_of_your_next_turn"

    def until_end_of_turn(self) -> str:
        return "end_of_your_turn"

    # --- by card type

    def by_type(self, ref: d.Ref, *rest: Any) -> list[d.Effect]:
        return [d.ByType(card=ref, branches=_branches(rest))]

    def by_type_discarded(self, *rest: Any) -> list[d.Effect]:
        return [d.ByType(card=d.Ref(to="discarded"), branches=_branches(rest))]

    def branch(self, kinds: list[d.CardType], outcome: list[d.Effect]) -> tuple[list[d.CardType], list[d.Effect]]:
        return kinds, outcome

    def outcome(self, clauses: list[d.Effect]) -> list[d.Effect]:
        return clauses

    def no_effect(self) -> list[d.Effect]:
        return []

    # --- clauses

    def clauses(self, *items: Any) -> list[d.Effect]:
        return _flatten(items)

    def opponent_must(self, _opp: Any, imperative: _Imperative) -> d.Effect:
        return imperative.build("opponent")

    def opponent_does(self, _opp: Any, predicate: Any) -> Any:
        return predicate

    def may(self, imperative: _Imperative) -> d.May:
        return d.May(player="you", effect=imperative.build("you"))

    def opponent_may(self, _opp: Any, imperative: _Imperative) -> d.May:
        return d.May(player="opponent", effect=imperative.build("opponent"))

    def plus_list(self, *pluses: d.Plus) -> list[d.Plus]:
        return list(pluses)

    def combat_bonus(self, attack: d.Plus, defense: d.Plus) -> d.CombatBonus:
        if (attack.resource, defense.resource) != ("attack", "defense") or attack.per or defense.per:
            raise ValueError("'+N Attack (or +N Defense)' is the only alternative bonus")
        if attack.amount != defense.amount:
            raise ValueError("'+N Attack (or +M Defense)' with two amounts is not known")
        return d.CombatBonus(amount=attack.amount)

    def cannot_be_damaged(self, ref: d.Ref) -> d.CannotBeDamaged:
        _need_this(ref, "'cannot be damaged'")
        return d.CannotBeDamaged()

    def cancel(self, ref: d.Ref) -> d.Cancel:
        return d.Cancel(card=ref)

    def zero_overrun(self, _poss: Any, _overrun: Token) -> d.ZeroOverrun:
        return d.ZeroOverrun()

    # --- the opponent, in the third person

    def opp_reveals(self, discards: bool | None, count: int, whose: d.Player) -> d.Reveal:
        if whose != "opponent":
            raise ValueError("your opponent reveals from his own deck")
        return d.Reveal(player="opponent", source="deck_top", count=count, then_discard=bool(discards))

    def reveal_discards(self) -> bool:
        return True

    def opp_chooses_to_discard(self, count: int, ref: d.Ref) -> d.ChooseCards:
        return d.ChooseCards(chooser="opponent", count=count, among=ref, discard=True)

    def buy_ban(self) -> d.BuyBan:
        return d.BuyBan()

    def opp_draws(self, *items: Any) -> d.Plus:
        count = next(i for i in items if isinstance(i, int))
        return d.Plus(resource="cards", amount=count, player="opponent")

    def opp_gets(self, pluses: list[d.Plus]) -> list[d.Plus]:
        return [p.model_copy(update={"player": "opponent"}) for p in pluses]

    def force_overrun(self, _overrun: Token) -> d.ForceOverrun:
        return d.ForceOverrun()

    def put_back_or_discard(self, first: d.Ref, second: d.Ref) -> d.ChooseOne:
        if first != second:
            raise ValueError("'either puts it back or discards it' is about one card")
        return d.ChooseOne(
            chooser="you",
            options=[
                [d.Move(player="opponent", cards=first, to="deck_top", owner="opponent")],
                [d.Discard(player="opponent", cards=first)],
            ],
        )

    # --- instructions (the performer is decided by the clause)

    def discard(self, spec: _PickSpec) -> _Imperative:
        spec.allow()

        def build(player: d.Player) -> d.Effect:
            _check_from_hand(spec.selector, player, "discards")
            return d.Discard(player=player, cards=d.Pick(count=spec.count, selector=spec.selector))

        return _Imperative(build)

    def discard_hand(self) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.DiscardHand(player="you"), "'Discard your hand'"))

    def discard_ref(self, ref: d.Ref) -> _Imperative:
        return _Imperative(lambda player: d.Discard(player=player, cards=ref))

    def damage(self, spec: _PickSpec) -> _Imperative:
        spec.allow("of_your_choice", "additional", "opposing")

        def build(player: d.Player) -> d.Effect:
            _check_deployed(spec.selector, player)
            return d.Damage(
                player=player,
                target=d.Pick(count=spec.count, selector=spec.selector),
                chooser="you" if "of_your_choice" in spec.flags else "owner",
                additional="additional" in spec.flags,
            )

        return _Imperative(build)

    def damage_ref(self, ref: d.Ref) -> _Imperative:
        return _Imperative(lambda player: d.Damage(player=player, target=ref))

    def damage_x(self, noun: _Noun, cost_of: d.CostOf) -> _Imperative:
        noun.agree("many")
        selector = _selector(noun, ())
        return _Imperative(lambda player: d.Damage(player=player, target=d.Pick(count=cost_of, selector=selector)))

    def damage_your_choice(self, spec: _PickSpec, _opp: Any) -> _Imperative:
        spec.allow("opposing")

        def build(player: d.Player) -> d.Effect:
            if player != "you":
                raise ValueError("'choose ... for your opponent to damage' is your choice")
            _check_deployed(spec.selector, "opponent")
            target = d.Pick(count=spec.count, selector=spec.selector)
            return d.Damage(player="opponent", target=target, chooser="you")

        return _Imperative(build)

    def scrap(self, spec: _PickSpec) -> _Imperative:
        spec.allow()

        def build(player: d.Player) -> d.Effect:
            _check_from_hand(spec.selector, player, "scraps")
            return d.Scrap(player=player, cards=d.Pick(count=spec.count, selector=spec.selector))

        return _Imperative(build)

    def scrap_ref(self, ref: d.Ref) -> _Imperative:
        return _Imperative(lambda player: d.Scrap(player=player, cards=ref))

    def scrap_instead(self, ref: d.Ref) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.Instead(card=ref, to="scrapheap"), "'instead'"))

    def gain(self, spec: _PickSpec) -> _Imperative:
        spec.allow("random", "from_supply", "from_scrapheap", "without_paying", "any")
        if "from_supply" in spec.flags and "from_scrapheap" in spec.flags:
            raise ValueError("a card is gained from one place")
        source: Literal["supply", "scrapheap"] = "scrapheap" if "from_scrapheap" in spec.flags else "supply"
        if "random" in spec.flags and source != "scrapheap":
            raise ValueError("random cards are gained from the Scrapheap")
        if spec.selector.zone is not None:
            raise ValueError("cards are gained from the Supply or the Scrapheap")
        gain = d.Gain(count=_count(spec), selector=spec.selector, source=source, random="random" in spec.flags)
        return _Imperative(lambda player: _you_only(player, gain, "gaining"))

    def gain_copy(self, ref: d.Ref) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.GainCopy(card=ref), "gaining"))

    def put(self, ref: d.Ref, dest: _Dest) -> _Imperative:
        return _Imperative(lambda player: _move(player, ref, dest))

    def put_instead(self, ref: d.Ref, dest: _Dest) -> _Imperative:
        if dest.owner == "opponent" or dest.any_order:
            raise ValueError("'instead' puts your own card into your own zone")
        return _Imperative(lambda player: _you_only(player, d.Instead(card=ref, to=dest.zone), "'instead'"))

    def put_pick(self, spec: _PickSpec, dest: _Dest) -> _Imperative:
        return _Imperative(lambda player: _move_pick(player, spec, dest, or_reveal=False))

    def put_pick_or_reveal(self, spec: _PickSpec, dest: _Dest, noun: _Noun) -> _Imperative:
        if (noun.types, noun.name) != (spec.selector.types, spec.selector.name):
            raise ValueError("'or reveal a hand with no ...' names the cards to put")
        return _Imperative(lambda player: _move_pick(player, spec, dest, or_reveal=True))

    def take(self, spec: _PickSpec, dest: _Dest) -> _Imperative:
        return _Imperative(lambda player: _move_pick(player, spec, dest, or_reveal=False))

    def reveal_top(self, then_discard: bool | None, count: int, whose: d.Player) -> _Imperative:
        def build(player: d.Player) -> d.Effect:
            if whose != player:
                raise ValueError("a player reveals from his own deck")
            return d.Reveal(player=player, source="deck_top", count=count, then_discard=bool(then_discard))

        return _Imperative(build)

    def reveal_hand(self, whose: d.Player) -> _Imperative:
        def build(player: d.Player) -> d.Effect:
            if whose != player:
                raise ValueError("a player reveals his own hand")
            return d.Reveal(player=player, source="hand")

        return _Imperative(build)

    def reveal_until(self, whose: d.Player, noun: _Noun) -> _Imperative:
        noun.agree(1)
        until = _selector(noun, ())

        def build(player: d.Player) -> d.Effect:
            if whose != player:
                raise ValueError("a player reveals from his own deck")
            return d.Reveal(player=player, source="deck_until", until=until)

        return _Imperative(build)

    def choose_cards(self, count: int, ref: d.Ref, to_discard: bool | None) -> _Imperative:
        return _Imperative(
            lambda player: d.ChooseCards(chooser=player, count=count, among=ref, discard=bool(to_discard))
        )

    def to_discard(self) -> bool:
        return True

    def choose_pick(self, spec: _PickSpec) -> _Imperative:
        spec.allow()
        return _Imperative(lambda player: d.ChooseCards(chooser=player, count=_count(spec), among=spec.selector))

    def choose_one(self, count: int, different: bool | None, *options: d.Plus) -> _Imperative:
        if count > len(options):
            raise ValueError(f"choose {count} of {len(options)} options")
        return _Imperative(
            lambda player: d.ChooseOne(
                chooser=player, count=count, distinct=bool(different), options=[[option] for option in options]
            )
        )

    def must_be_different(self) -> bool:
        return True

    def draw_until(self, count: int) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.DrawUntil(hand_size=count), "drawing until"))

    def no_cleanup_draw(self) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.NoCleanupDraw(), "'draw no cards'"))

    def extra_turn(self) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.ExtraTurn(), "an extra turn"))

    def set_aside(self, spec: _PickSpec, face_down: bool | None) -> _Imperative:
        spec.allow()

        def build(player: d.Player) -> d.Effect:
            _check_from_hand(spec.selector, player, "sets aside")
            if spec.selector.zone is None:
                raise ValueError("'Set aside' says where from ('from your hand')")
            return d.SetAside(
                player=player, cards=d.Pick(count=_count(spec), selector=spec.selector), face_down=bool(face_down)
            )

        return _Imperative(build)

    def face_down(self) -> bool:
        return True

    def overrun_bonus(self, count: int, _overrun: Token) -> _Imperative:
        return _Imperative(lambda player: _you_only(player, d.OverrunBonus(amount=count), "your Overrun Value"))

    def return_to_supply(self, ref: d.Ref) -> _Imperative:
        return _Imperative(lambda player: d.Move(player=player, cards=ref, to="supply", owner=player))

    def one_card(self) -> int:
        return 1

    def top_count(self, count: int) -> int:
        if count == 1:
            raise ValueError("'the top card', not 'the top 1 cards'")
        return count

    def cost_of(self, ref: d.Ref, divided_by: int) -> d.CostOf:
        if divided_by < 1:
            raise ValueError("divided by zero")
        return d.CostOf(card=ref, divided_by=divided_by)

    # --- bonuses

    def plus(self, amount: Token, resource: d.Resource, per: d.Count | None) -> d.Plus:
        value = int(str(amount).replace(" ", "").replace("-", "-"))
        if value < 1:
            raise ValueError("only bonuses of +1 or more are known")
        if per is not None and resource not in ("attack", "defense"):
            raise ValueError("only Attack and Defense bonuses are counted 'per' card")
        return d.Plus(resource=resource, amount=value, per=per)

    def cards(self) -> str:
        return "cards"

    def actions(self) -> str:
        return "actions"

    def buys(self) -> str:
        return "buys"

    def industry(self) -> str:
        return "industry"

    def lostech(self) -> str:
        return "lostech"

    def attack(self) -> str:
        return "attack"

    def defense(self) -> str:
        return "defense"

    def per(self, noun: _Noun, *posts: Any) -> d.Count:
        noun.agree(1)
        selector = _selector(noun, posts)
        if selector.zone is None:
            raise ValueError("'per' says where to count ('in your deployment zone')")
        return d.Count(selector=selector)

    # --- which cards

    def pick(self, quantity: tuple[int | Literal["all"], str | None], *rest: Any) -> _PickSpec:
        count, flag = quantity
        flags: set[str] = {flag} if flag else set()
        index = 0
        while index < len(rest) and isinstance(rest[index], str):
            flags.add(rest[index])
            index += 1
        noun = rest[index]
        noun.agree(count)
        selector = _selector(noun, rest[index + 1 :], flags)
        if "opposing" in flags:
            if selector.owner not in (None, "opponent"):
                raise ValueError("an opposing card is your opponent's")
            selector = selector.model_copy(update={"owner": "opponent"})
        return _PickSpec(count=count, selector=selector, flags=frozenset(flags))

    def pick_of(self, count: int, whose: d.Player, noun: _Noun) -> _PickSpec:
        noun.agree("many")
        return _PickSpec(count=count, selector=_selector(noun, ()).model_copy(update={"owner": whose}))

    def pick_highest(self, noun: _Noun, zone: _Zone | None) -> _PickSpec:
        noun.agree(1)
        selector = _selector(noun, [zone] if zone else [])
        return _PickSpec(count=1, selector=selector.model_copy(update={"highest_cost": True}))

    def take_pick(self, quantity: tuple[int | Literal["all"], str | None], noun: _Noun, zone: _Zone) -> _PickSpec:
        count, flag = quantity
        if flag is not None or count == "all":
            raise ValueError("say how many cards to take")
        noun.agree(count)
        return _PickSpec(count=count, selector=_selector(noun, [zone]))

    def one(self) -> tuple[int, None]:
        return (1, None)

    def quantity(self, count: int) -> tuple[int, None]:
        return (count, None)

    def any(self) -> tuple[int, str]:
        return (1, "any")

    def all(self) -> tuple[Literal["all"], None]:
        return ("all", None)

    def count_a(self, count: int) -> int:
        return count

    def a_count(self) -> int:
        return 1

    def opposing(self) -> str:
        return "opposing"

    def random(self) -> str:
        return "random"

    def additional(self) -> str:
        return "additional"

    def from_supply(self) -> _Flag:
        return _Flag("from_supply")

    def from_scrapheap(self) -> _Flag:
        return _Flag("from_scrapheap")

    def of_your_choice(self) -> _Flag:
        return _Flag("of_your_choice")

    def without_paying(self) -> _Flag:
        return _Flag("without_paying")

    def not_including(self, name: Token) -> _Without:
        return _Without(str(name))

    def in_zone(self, whose: d.Player, zone: Literal["hand", "deployment_zone"]) -> _Zone:
        return _Zone(whose, zone)

    from_zone = in_zone

    def hand(self) -> str:
        return "hand"

    def deployment_zone(self) -> str:
        return "deployment_zone"

    def cost_at_most(self, industry: Token) -> d.CostLimit:
        return d.CostLimit(op="at_most", industry=int(industry))

    def cost_at_least(self, industry: Token) -> d.CostLimit:
        return d.CostLimit(op="at_least", industry=int(industry))

    def cost_up_to_more_than(self, industry: Token, ref: d.Ref) -> d.CostLimit:
        return d.CostLimit(op="at_most", industry=int(industry), relative_to=ref)

    def cost_up_to_cost_of(self, ref: d.Ref) -> d.CostLimit:
        return d.CostLimit(op="at_most", industry=0, relative_to=ref)

    def noun_kinds(self, kinds: list[str], *head: Any) -> _Noun:
        """ "Mech", "Mechs", "Infantry", "Mech or Vehicle unit", "Support card"."""
        types = _card_types(kinds)
        if head or "mech" in kinds or "vehicle" in kinds:
            plural: bool | None = False
        else:
            plural = True if "mechs" in kinds else None
        return _Noun(types=types, plural=plural)

    def noun_kinds_plural(self, kinds: list[str]) -> _Noun:
        return _Noun(types=_card_types(kinds), plural=True)

    def noun_unit(self) -> _Noun:
        return _Noun(types=["unit"], plural=False)

    def noun_units(self) -> _Noun:
        return _Noun(types=["unit"], plural=True)

    def noun_card(self) -> _Noun:
        return _Noun(types=[], plural=False)

    def noun_cards(self) -> _Noun:
        return _Noun(types=[], plural=True)

    def noun_name(self, name: tuple[d.BaseCard, bool]) -> _Noun:
        return _Noun(types=[], name=name[0], plural=name[1])

    def kinds(self, *kinds: str) -> list[str]:
        if len(set(_card_types(kinds))) != len(kinds):
            raise ValueError("a card type named twice")
        return list(kinds)

    def mech(self, token: Token) -> str:
        return "mechs" if str(token).endswith("s") else "mech"

    def vehicle(self) -> str:
        return "vehicle"

    def infantry(self) -> str:
        return "infantry"

    def unit(self, _token: Token) -> str:
        return "unit"

    def support(self) -> str:
        return "support"

    def resource(self) -> str:
        return "resource"

    def reaction_type(self) -> str:
        return "reaction"

    def infantry_platoon(self) -> tuple[str, bool]:
        return ("Infantry Platoon", False)

    def infantry_platoons(self) -> tuple[str, bool]:
        return ("Infantry Platoon", True)

    def basic_factory(self) -> tuple[str, bool]:
        return ("Basic Factory", False)

    def munitions_factory(self) -> tuple[str, bool]:
        return ("Munitions Factory", False)

    def advanced_factory(self) -> tuple[str, bool]:
        return ("Advanced Factory", False)

    # --- references

    def ref_this(self, *_tokens: Any) -> d.Ref:
        return THIS

    def ref_event(self) -> d.Ref:
        return d.Ref(to="event")

    def ref_each(self) -> d.Ref:
        return d.Ref(to="each")

    def ref_set_aside(self) -> d.Ref:
        return d.Ref(to="set_aside")

    def ref_revealed(self, noun: _Noun | None = None) -> d.Ref:
        if noun is None or (not noun.types and noun.name is None):
            return d.Ref(to="revealed")
        return d.Ref(to="revealed", filter=_selector(noun, ()))

    def ref_other_revealed(self, *_items: Any) -> d.Ref:
        return d.Ref(to="other_revealed")

    def ref_gained(self, _noun: _Noun | None = None) -> d.Ref:
        return d.Ref(to="gained")

    def ref_discarded(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="discarded")

    def ref_scrapped(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="scrapped")

    def ref_chosen(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="chosen")

    def ref_damaged(self, _noun: _Noun | None = None, *_tokens: Any) -> d.Ref:
        return d.Ref(to="damaged")

    def antecedent(self, *_children: Any) -> d.Ref:
        raise ValueError("a pronoun was not resolved")  # resolve_antecedents runs first

    antecedent_damaged = antecedent

    def to_hand(self, whose: d.Player) -> _Dest:
        return _Dest("hand", whose)

    def to_deck_top(self, *items: Any) -> _Dest:
        whose = next((i for i in items if i in ("you", "opponent")), None)
        return _Dest("deck_top", whose, True in items)

    def any_order(self) -> bool:
        return True

    def to_deployment_zone(self, whose: d.Player) -> _Dest:
        return _Dest("deployment_zone", whose)

    def to_supply(self) -> _Dest:
        return _Dest("supply", None)

    # --- events

    def you_deploy(self, ref: d.Ref) -> d.Trigger:
        _need_this(ref, "'when you deploy'")
        return d.YouDeployThis()

    def ref_damaged_event(self, ref: d.Ref) -> d.Trigger:
        _need_this(ref, "'when ... is damaged'")
        return d.ThisDamaged()

    def unit_damaged(self, spec: _PickSpec, including: bool | None) -> d.Trigger:
        spec.allow()
        if spec.count != 1:
            raise ValueError("a trigger is about one card")
        selector = spec.selector
        if selector.zone not in (None, "deployment_zone"):
            raise ValueError("only deployed units are damaged")
        whose: Literal["you", "opponent", "either"] = "either" if including else (selector.owner or "you")
        if including and selector.owner is not None:
            raise ValueError("'(including your opponent's)' is said of any unit")
        return d.UnitDamaged(whose=whose, selector=selector.model_copy(update={"owner": None, "zone": None}))

    def including(self, _poss: Any) -> bool:
        return True

    def you_overrun(self, _overrun: Token, _opp: Any) -> d.Trigger:
        return d.YouOverrun()

    def you_buy(self, ref: d.Ref) -> d.Trigger:
        _need_this(ref, "'when you buy'")
        return d.YouBuyThis()

    def you_play(self, ref: d.Ref) -> _YouPlayThis:
        _need_this(ref, "'when you play'")
        return _YouPlayThis()

    def you_buy_or_gain(self, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.YouBuyOrGain(selector=_event_selector(quantity, noun))

    def opponent_deploys(self, _opp: Any, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.OpponentDeploys(selector=_event_selector(quantity, noun))

    def opponent_plays(self, _opp: Any, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.OpponentPlays(selector=_event_selector(quantity, noun))

    def opponent_damages(self, _opp: Any, quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Trigger:
        return d.UnitDamaged(whose="opponent", selector=_event_selector(quantity, noun))

    # --- conditions

    def did(self) -> d.Condition:
        return d.Did()

    def did_not(self) -> d.Condition:
        return d.Did(negated=True)

    def discarded_any(self) -> d.Condition:
        return d.DiscardedAny()

    def opponent_has(self, _opp: Any, at_least: tuple[int, bool], noun: _Noun, *posts: Any) -> d.Condition:
        return _has("opponent", at_least, noun, posts)

    def you_have(self, at_least: tuple[int, bool], noun: _Noun, *posts: Any) -> d.Condition:
        return _has("you", at_least, noun, posts)

    def you_have_none(self, noun: _Noun, *posts: Any) -> d.Condition:
        selector = _counted("you", noun, posts)
        return d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=0))

    def fewer(self, noun: _Noun, *rest: Any) -> d.Condition:
        noun.agree("many")
        posts = [p for p in rest if isinstance(p, d.CostLimit | _Zone | _Without)]
        yours = _counted("you", noun, posts)
        theirs = yours.model_copy(update={"owner": "opponent"})
        return d.Compare(left=d.Count(selector=yours), op="lt", right=d.Count(selector=theirs))

    def empty_piles(self, count: int) -> d.Condition:
        return d.Compare(left=d.EmptySupplyPiles(), op="ge", right=d.Number(value=count))

    empty_piles_again = empty_piles

    def cost_compare(
        self, ref: d.Ref, op: Literal["lt", "le", "eq", "ge", "gt"], value: d.Count | d.Number
    ) -> d.Condition:
        return d.Compare(left=d.CostOf(card=ref), op=op, right=value)

    def costs_exactly(self, ref: d.Ref, industry: Token) -> d.Condition:
        return d.Compare(left=d.CostOf(card=ref), op="eq", right=d.Number(value=int(industry)))

    def attack_greater(self, left: d.Ref, right: d.Ref) -> d.Condition:
        return d.Compare(left=d.AttackOf(card=left), op="gt", right=d.AttackOf(card=right))

    def only_one(self, ref: d.Ref, noun: _Noun, *posts: Any) -> d.Condition:
        noun.agree(1)
        _need_this(ref, "'it is the only ...'")
        selector = _counted("you", noun, posts)
        return d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=1))

    def one_at_least(self) -> tuple[int, bool]:
        return (1, False)

    def at_least(self, count: int) -> tuple[int, bool]:
        """ "one or more" (a plural noun follows)."""
        return (count, True)

    def ge(self) -> str:
        return "ge"

    def le(self) -> str:
        return "le"

    def gt(self) -> str:
        return "gt"

    def lt(self) -> str:
        return "lt"

    def eq(self) -> str:
        return "eq"

    def count_value(self, noun: _Noun, *posts: Any) -> d.Count:
        noun.agree("many")
        selector = _selector(noun, posts)
        if selector.zone is None:
            raise ValueError("'the number of' says where to count")
        return d.Count(selector=selector)

    def number_value(self, value: Token) -> d.Number:
        return d.Number(value=int(value))

    # --- words

    def opp(self) -> str:
        return "opponent"

    def opp_poss(self) -> str:
        return "opponent"

    def you(self) -> str:
        return "you"

    def opponent(self) -> str:
        return "opponent"

    def count(self, value: Token) -> int:
        return int(value)

    def word_1(self) -> int:
        return 1

    def word_2(self) -> int:
        return 2

    def word_3(self) -> int:
        return 3

    def word_4(self) -> int:
        return 4

    def word_5(self) -> int:
        return 5

    def word_6(self) -> int:
        return 6


# --- assembling abilities ----------------------------------------------------------------------------------------


def _you_only(player: d.Player, effect: d.Effect, what: str) -> d.Effect:
    if player != "you":
        raise ValueError(f"{what} is yours only")
    return effect


def _check_from_hand(selector: d.Selector, player: d.Player, what: str) -> None:
    if selector.zone not in (None, "hand"):
        raise ValueError(f"a player {what} cards from his hand")
    _check_owner(selector, player, what)


def _check_deployed(selector: d.Selector, player: d.Player) -> None:
    if selector.zone not in (None, "deployment_zone"):
        raise ValueError("only deployed units are damaged")
    _check_owner(selector, player, "damages")


def _move(player: d.Player, ref: d.Ref, dest: _Dest) -> d.Effect:
    return d.Move(player=player, cards=ref, to=dest.zone, owner=dest.owner or player, any_order=dest.any_order)


def _move_pick(player: d.Player, spec: _PickSpec, dest: _Dest, *, or_reveal: bool) -> d.Effect:
    _check_owner(spec.selector, player, "moves")
    if dest.owner not in (None, player):
        raise ValueError("a card goes to a zone of its owner")
    return d.Move(
        player=player,
        cards=d.Pick(count=spec.count, selector=spec.selector),
        to=dest.zone,
        owner=player,
        any_order=dest.any_order,
        or_reveal_hand=or_reveal,
    )


def _card_types(kinds: Iterable[str]) -> list[d.CardType]:
    out: list[d.CardType] = []
    for kind in kinds:
        out.append("mech" if kind == "mechs" else kind)  # type: ignore[arg-type]
    return out


def _event_selector(quantity: tuple[int | Literal["all"], str | None], noun: _Noun) -> d.Selector:
    if quantity != (1, None):
        raise ValueError("a trigger is about one card ('a Mech')")
    noun.agree(1)
    return _selector(noun, ())


def _counted(owner: d.Player, noun: _Noun, posts: Iterable[Any]) -> d.Selector:
    selector = _selector(noun, posts)
    if selector.zone is None:
        raise ValueError("say where the cards are ('in his deployment zone')")
    if selector.owner != owner:
        raise ValueError("the cards counted are the player's own")
    return selector


def _has(owner: d.Player, at_least: tuple[int, bool], noun: _Noun, posts: Iterable[Any]) -> d.Condition:
    count, plural = at_least
    noun.agree("many" if plural else 1)
    selector = _counted(owner, noun, posts)
    return d.Compare(left=d.Count(selector=selector), op="ge", right=d.Number(value=count))


def _lasting(until: str, trigger: d.Trigger, effects: list[d.Effect]) -> d.Lasting:
    if until not in ("start_of_your_next_turn", "end_of_your_turn"):
        raise ValueError(until)
    return d.Lasting(
        until="start_of_your_next_turn" if until == "start_of_your_next_turn" else "end_of_your_turn",
        trigger=trigger,
        effects=effects,
    )


def _branches(rest: tuple[Any, ...]) -> list[d.TypeBranch]:
    kinds, outcome, *more = rest
    branches = [d.TypeBranch(types=kinds, effects=outcome)]
    branches += [d.TypeBranch(types=k, effects=o) for k, o in more]
    if not all(b.types for b in branches):
        raise ValueError("each branch names a card type")
    return branches


def _effects_of(body: _Body, what: str) -> list[d.Effect]:
    """The effects of a sentence's body: a condition after them ("+1 Attack if ...") or a time ("at the end of your
    Combat phase") applies to all of them; a trigger cannot follow ``what``."""
    if body.suffix is None:
        return body.effects
    kind, value = body.suffix
    if kind == "if":
        return [d.If(condition=value, effects=body.effects)]
    if kind == "end":
        return [d.Delayed(at="end_of_your_combat_phase", effects=body.effects)]
    raise ValueError(f"{what} and a second trigger in one sentence")


def _sentence(item: Any) -> _Sentence:
    if isinstance(item, _Body):
        if item.suffix is not None and item.suffix[0] == "when":
            event = item.suffix[1]
            return _Triggered(None if isinstance(event, _YouPlayThis) else event, item.effects)
        if item.suffix is not None and item.suffix[0] == "start":
            return _Triggered(d.StartOfCombat(whose=item.suffix[1]), item.effects)
        return _Effects(_effects_of(item, "effects"))
    if isinstance(item, list):
        return _Effects(item)
    if isinstance(item, _Effects | _Triggered | _Activation | _Restriction | _TurnLimit):
        return item
    raise ValueError(f"not a sentence: {type(item).__name__}")


def _sentences(items: Iterable[Any]) -> list[_Sentence]:
    """The sentences of an ability; a reminder checks the sentence before it, and "This can't cause you to take more
    than two consecutive turns." completes the extra turn before it."""
    out: list[_Sentence] = []
    for item in items:
        if item is None:
            continue
        if isinstance(item, _Reminder):
            if not out or not _puts_into_deployment_zone(out[-1]):
                raise ValueError("'(This is not considered a deployment.)' follows putting a unit into the zone")
            continue
        sentence = _sentence(item)
        if isinstance(sentence, _TurnLimit):
            if not out:
                raise ValueError("'This can't cause you to take more than N consecutive turns' follows an extra turn")
            out[-1] = _limit_turns(out[-1], sentence.turns)
            continue
        out.append(sentence)
    return out


def _puts_into_deployment_zone(sentence: _Sentence) -> bool:
    effects = getattr(sentence, "effects", [])
    return any(
        (isinstance(e, d.Move) and e.to == "deployment_zone") or (isinstance(e, d.Gain) and e.to == "deployment_zone")
        for e in effects
    )


def _limit_turns(sentence: _Sentence, turns: int) -> _Sentence:
    if turns < 2:
        raise ValueError("at least two consecutive turns")
    found = False

    def limit(effects: list[d.Effect]) -> list[d.Effect]:
        nonlocal found
        out: list[d.Effect] = []
        for effect in effects:
            if isinstance(effect, d.ExtraTurn) and effect.max_consecutive is None:
                effect = effect.model_copy(update={"max_consecutive": turns})
                found = True
            elif isinstance(effect, d.If):
                effect = effect.model_copy(update={"effects": limit(list(effect.effects))})
            out.append(effect)
        return out

    if isinstance(sentence, _Effects):
        sentence = _Effects(limit(sentence.effects))
    if not found:
        raise ValueError("'This can't cause you to take more than N consecutive turns' follows an extra turn")
    return sentence


def _unit_ability(name: str, sentences: list[_Sentence]) -> d.Ability:
    first, rest = sentences[0], sentences[1:]
    later: list[d.Effect] = []
    for sentence in rest:
        if not isinstance(sentence, _Effects):
            raise ValueError("an ability's later sentences are effects ('If you do, ...')")
        later.extend(sentence.effects)
    if isinstance(first, _Triggered):
        if first.trigger is None:
            raise ValueError("'When you play this' is a card's own resolution, not a Unit's")
        effects = _merge_gains([*first.effects, *later])
        replacement = _replacement(name, first.trigger, effects)
        return replacement or d.Triggered(name=name, trigger=first.trigger, effects=effects)
    if isinstance(first, _Activation):
        return d.Activated(name=name, effects=_merge_gains([*first.effects, *later]))
    if isinstance(first, _Restriction):
        if later:
            raise ValueError("a deployment restriction is one sentence")
        return d.DeployRestriction(name=name, condition=first.condition)
    if isinstance(first, _Effects) and not later:
        effects = first.effects
        if effects and all(_is_static(e) for e in effects):
            return d.Static(name=name, effects=effects)
        if (
            len(effects) == 1
            and isinstance(only := effects[0], d.If)
            and isinstance(only.condition, d.Compare)
            and only.effects
            and all(_is_static(e) for e in only.effects)
        ):
            return d.Static(name=name, condition=only.condition, effects=only.effects)
    raise ValueError(
        "a Unit ability is a bonus ('+1 Attack ...'), a trigger ('When ...', '... when ...', 'At the start of ...'), "
        "'Once per turn during your Action phase, ...' or a deployment restriction"
    )


def _replacement(name: str, trigger: d.Trigger, effects: list[d.Effect]) -> d.Replacement | None:
    """ "When this unit is damaged, you may place it on top of your draw deck instead of your discard pile." and "If
    this unit is damaged, scrap it instead.": the card goes elsewhere than the discard pile."""
    if not isinstance(trigger, d.ThisDamaged | d.YouBuyThis) or len(effects) != 1:
        return None
    effect, optional = effects[0], False
    if isinstance(effect, d.May) and effect.player == "you":
        effect, optional = effect.effect, True
    if not isinstance(effect, d.Instead) or effect.card.to not in ("event", "this"):
        return None
    return d.Replacement(name=name, event=trigger, optional=optional, to=effect.to)


# --- every reference names a card the ability has named before -----------------------------------------------


def _produces(effect: d.Effect) -> set[str]:
    match effect:
        case d.Reveal():
            return {"revealed", "other_revealed"}
        case d.ChooseCards():
            return {"chosen"}
        case d.Gain() | d.GainCopy():
            return {"gained"}
        case d.Discard() | d.DiscardHand():
            return {"discarded"}
        case d.Scrap():
            return {"scrapped"}
        case d.Damage():
            return {"damaged"}
        case d.SetAside():
            return {"set_aside"}
        case d.May(effect=inner):
            return _produces(inner)
    return set()


def _check_node(node: Any, available: set[str]) -> None:
    if isinstance(node, d.Ref):
        if node.to not in available:
            raise ValueError(f"refers to {node.to.replace('_', ' ')} cards, which the ability has not named before")
        if node.filter is not None:
            _check_node(node.filter, available)
        return
    if isinstance(node, d.ForEachRevealed):
        _check_effects(node.effects, available | {"each"})
        return
    if isinstance(node, d.Lasting):
        _check_effects(node.effects, available | ({"event"} if isinstance(node.trigger, _EVENT_CARDS) else set()))
        return
    if isinstance(node, list):
        if node and all(isinstance(e, d.Node) and _is_effect(e) for e in node):
            _check_effects(node, set(available))
        else:
            for item in node:
                _check_node(item, available)
        return
    if isinstance(node, d.Node):
        for name in type(node).model_fields:
            _check_node(getattr(node, name), available)


def _is_effect(node: d.Node) -> bool:
    return not isinstance(node, d.Selector | d.Ref | d.TypeBranch | d.CostLimit | d.Pick)


def _check_effects(effects: list[d.Effect], available: set[str]) -> None:
    for effect in effects:
        _check_node(effect, available)
        available |= _produces(effect)


def _checked(ability: d.Ability) -> d.Ability:
    """The ability, after checking that each :class:`~judge.dsl.domination.Ref` is to cards named before it."""
    available = {"this"}
    match ability:
        case d.Triggered(trigger=trigger) | d.Reaction(when=trigger):
            if isinstance(trigger, _EVENT_CARDS):
                available.add("event")
        case d.Replacement():
            available.add("event")
    _check_node(ability, available)
    if not isinstance(ability, d.Static) and any(isinstance(n, d.Plus) and n.per for n in _nodes(ability)):
        raise ValueError("a bonus 'per' card is a Unit's lasting bonus")
    return ability


def _nodes(node: Any) -> Iterable[Any]:
    """Every node of a DSL tree."""
    if isinstance(node, list):
        for item in node:
            yield from _nodes(item)
    elif isinstance(node, d.Node):
        yield node
        for name in type(node).model_fields:
            yield from _nodes(getattr(node, name))


# --- parsing ---------------------------------------------------------------------------------------------------


_DESCRIPTIONS = {
    "LABEL": "an ability label such as 'SWARM ATTACK:'",
    "ABILITY_NAME": "an ability's name",
    "SIGNED": "a bonus such as +1",
    "INT": "a number",
    "SELF": "the card's own name",
    "MECH": "'Mech'",
    "UNIT_TYPE": "'Unit'",
    "OVERRUN": "'Overrun'",
    "_DOT": "'.'",
    "_BRANCH_DOT": "'.'",
    "_AND_PLUS": "'and'",
    "_SEMI_THEN": "'; then'",
    "_SEMI_PLUS": "';'",
    "_PAREN_OR": "'(or'",
    "_PUT": "'put' or 'place'",
    "_WHEN": "'when'",
    "$END": "the end of the text",
}


def _describe(terminal: str) -> str:
    if terminal in _DESCRIPTIONS:
        return _DESCRIPTIONS[terminal]
    try:
        pattern = lalr_parser(GRAMMAR).get_terminal(terminal).pattern
    except KeyError:
        return terminal.lower()
    if pattern.type == "str":
        return repr(pattern.value)
    word = re.sub(r"\\b|\(\?:|\)|\[(\w)\w\]", lambda m: m.group(1) or "", pattern.value)
    return repr(word.lower()) if re.fullmatch(r"[\w' ]+", word) else terminal.lower()


_LABEL_START = re.compile(r'(?:^|(?<=\s))"?[A-Z][A-Z0-9/\-]*s?(?: [A-Z0-9][A-Z0-9/\-]*s?)*"?:')


def _chunks(text: str) -> list[tuple[int, int]]:
    """Where each labelled ability starts and ends (the whole text when there is no label)."""
    starts = [m.start() for m in _LABEL_START.finditer(text)]
    if not starts or (starts[0] > 0 and text[: starts[0]].strip()):
        starts = [0, *starts]
    ends = [*starts[1:], len(text)]
    return list(zip(starts, ends, strict=True))


def parse_domination_text(text: str, name: str | None = None) -> DominationParseResult:
    """Parses a Domination card's text into abilities (an empty text has none). ``name`` is the card's own name,
    which its text may use for itself ("this card").

    Never raises for text of up to :data:`MAX_TEXT` characters: what the grammar does not read is reported in
    ``errors``, one issue per ability (the abilities that did parse are returned).

    :raises DominationTextError: for a text longer than :data:`MAX_TEXT` characters.
    """
    if len(text) > MAX_TEXT:
        raise DominationTextError(f"card text is limited to {MAX_TEXT} characters, this one has {len(text)}")
    norm = normalize(text, name)
    if not norm.text.strip():
        return DominationParseResult(text=text, abilities=[], errors=[])
    whole = _parse(text, norm, 0, len(norm.text))
    if isinstance(whole, list):
        return DominationParseResult(text=text, abilities=whole, errors=[])
    abilities: list[d.Ability] = []
    errors: list[DominationParseIssue] = []
    chunks = _chunks(norm.text)
    if len(chunks) == 1:
        return DominationParseResult(text=text, abilities=[], errors=[whole])
    for start, end in chunks:
        result = _parse(text, norm, start, end)
        if isinstance(result, list):
            abilities.extend(result)
        else:
            errors.append(result)
    # every ability reads alone but not together ("+1 Card. X: +1 Attack."): the whole text's issue stands
    return DominationParseResult(text=text, abilities=abilities, errors=errors or [whole])


def _parse(text: str, norm: _Normalized, start: int, end: int) -> list[d.Ability] | DominationParseIssue:
    piece = norm.text[start:end]
    try:
        tree = lalr_parser(GRAMMAR).parse(piece)
    except UnexpectedInput as exc:
        return _syntax_issue(text, norm, start, end, exc)
    except LarkError as exc:
        return _issue(text, norm, start, end, start, f"not parsed: {exc}")
    try:
        abilities = DominationTransformer().transform(resolve_antecedents(tree))
    except VisitError as exc:  # what a transformer method raised, at the phrase it was reading
        meta = getattr(exc.obj, "meta", None)
        where = start + (meta.start_pos if meta is not None and not meta.empty else 0)
        return _issue(text, norm, start, end, where, f"not parsed: {exc.orig_exc}")
    except LarkError as exc:
        return _issue(text, norm, start, end, start, f"not parsed: {exc}")
    except (ValueError, RecursionError) as exc:
        return _issue(text, norm, start, end, start, f"not parsed: {exc}")
    return list(abilities)


def _issue(
    text: str, norm: _Normalized, start: int, end: int, where: int, message: str, expected: list[str] | None = None
) -> DominationParseIssue:
    offset = norm.position(where)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    span = (norm.position(start), norm.position(end))
    return DominationParseIssue(line=line, column=column, message=message, expected=expected or [], span=span)


def _syntax_issue(text: str, norm: _Normalized, start: int, end: int, exc: UnexpectedInput) -> DominationParseIssue:
    piece = norm.text[start:end]
    if isinstance(exc, UnexpectedEOF):
        where, found = end, "the end of the text"
    else:
        position = exc.pos_in_stream or 0
        where = start + position
        if isinstance(exc, UnexpectedToken):
            found = "the end of the text" if exc.token.type == "$END" else repr(str(exc.token))
        elif isinstance(exc, UnexpectedCharacters):
            found = repr(piece[position:].split(" ")[0])
        else:
            found = "this"
    terminals = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or []
    expected = sorted({_describe(t) for t in terminals})
    return _issue(text, norm, start, end, where, f"not parsed: unexpected {found}", expected)
