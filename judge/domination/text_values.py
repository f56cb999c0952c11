"""The working values of the Domination text transformer (not DSL: nouns, picks, destinations, sentence kinds) and
the helpers that build and check :mod:`judge.dsl.domination` nodes from them."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from lark import Token

from judge.dsl import domination as d

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


# --- helpers for the transformer's rules ---------------------------------------------------------------------------


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


# --- building DSL nodes from the working values --------------------------------------------------------------------


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
