"""The first half of the Domination text transformer: the grammar's rules for texts and abilities, sentences, card
type branches, clauses and instructions (:class:`ClauseRules`). :mod:`judge.domination.text_transformer` completes it
with the rules for bonuses, picks, references, events, conditions and words: one Transformer for the grammar."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.domination.text_abilities import _checked, _sentences, _unit_ability
from judge.domination.text_values import (
    _Activation,
    _Body,
    _branches,
    _check_deployed,
    _check_from_hand,
    _count,
    _Dest,
    _Effects,
    _effects_of,
    _flatten,
    _Imperative,
    _label_name,
    _lasting,
    _merge_gains,
    _move,
    _move_pick,
    _need_this,
    _Noun,
    _PickSpec,
    _Reminder,
    _Restriction,
    _selector,
    _Triggered,
    _TurnLimit,
    _you_only,
    _YouPlayThis,
)
from judge.dsl import domination as d


@v_args(inline=True)
class ClauseRules(Transformer[Token, Any]):
    """The rules of ``grammar/domination.lark`` for texts, abilities, sentences, clauses and instructions; completed
    by :class:`~judge.domination.text_transformer.DominationTransformer`."""

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
