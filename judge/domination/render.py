"""The Domination DSL (:mod:`judge.dsl.domination`) in English, in the card list's phrasings, such that
:func:`~judge.domination.text.parse_domination_text` reads it back to the same DSL (render → parse round trip).

Words that point back at a card ("it", "that unit", "the card") are used only where the parser resolves them to the
same card (the card the ability named last); elsewhere the explicit phrase ("the revealed card", "the card you
discarded") is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from judge.domination.render_refs import Mention, RendererBase
from judge.domination.render_words import (
    RenderError,
    capitalised,
    noun,
    number_word,
    possessive,
    type_names,
    with_article,
)
from judge.dsl import domination as d

__all__ = ["RenderError", "render_abilities", "render_ability"]


@dataclass
class _Renderer(RendererBase):
    # --- effects as clauses

    def plus(self, plus: d.Plus) -> str:
        words = {
            "cards": ("Card", "Cards"),
            "actions": ("Action", "Actions"),
            "buys": ("Buy", "Buys"),
            "industry": ("Industry", "Industry"),
            "lostech": ("LosTech", "LosTech"),
            "attack": ("Attack", "Attack"),
            "defense": ("Defense", "Defense"),
        }[plus.resource]
        text = f"+{plus.amount} {words[0] if plus.amount == 1 else words[1]}"
        if plus.per is not None:
            selector = plus.per.selector
            text += f" per {noun(selector)}" + self.posts(selector, "in")
        return text

    def imperative(self, effect: d.Effect) -> str:
        """What a player is told to do, without its subject ("discard a card")."""
        text = self._imperative(effect)
        self.mention(effect)
        return text

    def _imperative(self, effect: d.Effect) -> str:
        match effect:
            case d.Discard(cards=d.Pick() as pick):
                return "discard " + self.pick(pick, cards=True)
            case d.Discard(cards=d.Ref() as ref):
                return "discard " + self.ref(ref)
            case d.DiscardHand():
                return "discard your hand"
            case d.Damage(target=d.Ref() as ref):
                return "damage " + self.ref(ref)
            case d.Damage(target=d.Pick(count=d.CostOf() as cost_of, selector=selector)):
                divided = (
                    f" divided by {number_word(cost_of.divided_by)} (rounded down)" if cost_of.divided_by > 1 else ""
                )
                if not divided:
                    raise RenderError("X is the cost divided by a number")
                return (
                    f"damage X {noun(selector, plural=True)}, where X equals the Industry cost of "
                    f"{self.card(cost_of.card)}{divided}"
                )
            case d.Damage(target=d.Pick() as pick, chooser=chooser, additional=additional):
                text = "damage " + self.pick(pick, "in", pre="additional" if additional else "")
                return text + (" of your choice" if chooser == "you" else "")
            case d.Scrap(cards=d.Pick() as pick):
                return "scrap " + self.pick(pick, cards=True)
            case d.Scrap(cards=d.Ref() as ref):
                return "scrap " + self.ref(ref)
            case d.Gain():
                return self._gain(effect)
            case d.GainCopy(card=card):
                return "gain a copy of " + self.ref(card)
            case d.Reveal(source="deck_top", count=count, then_discard=then_discard, player=player):
                top = "the top card" if count == 1 else f"the top {number_word(count or 1)} cards"
                return f"reveal {'then discard ' if then_discard else ''}{top} of {possessive(player)} deck"
            case d.Reveal(source="hand", player=player):
                return f"reveal {possessive(player)} hand"
            case d.Reveal(source="deck_until", until=until, player=player) if until is not None:
                return f"reveal cards from {possessive(player)} deck until you reveal {with_article(noun(until))}"
            case d.ChooseCards(among=d.Ref() as ref, count=count, discard=discard):
                return f"choose {number_word(count)} of {self._group(ref)}" + (" to discard" if discard else "")
            case d.ChooseCards(among=d.Selector() as selector, count=count, discard=False):
                return "choose " + self.pick(d.Pick(count=count, selector=selector), "in")
            case d.Move(cards=d.Ref() as ref, to="supply"):
                return f"return {self.ref(ref)} to the Supply"
            case d.Move(cards=d.Pick() as pick, to="hand", owner=owner) if pick.selector.zone == "deployment_zone":
                return f"take {self.pick(pick)} and put it in {possessive(owner)} hand"
            case d.Move(cards=cards, to=to, owner=owner, any_order=any_order, or_reveal_hand=or_reveal):
                what = self.ref(cards) if isinstance(cards, d.Ref) else self.pick(cards, cards=True)
                verb = "place" if to == "deployment_zone" else "put"
                text = f"{verb} {what} {self.destination(to, owner, any_order)}"
                if or_reveal:
                    if not isinstance(cards, d.Pick):
                        raise RenderError("'or reveal a hand' goes with a card taken from the hand")
                    text += f" or reveal a hand with no {noun(cards.selector, plural=True, cards=True)}"
                return text
            case d.Instead(card=card, to="scrapheap"):
                return f"scrap {self.ref(card)} instead"
            case d.Instead(card=card, to=to):
                return f"put {self.ref(card)} {self.destination(to, 'you')} instead of your discard pile"
            case d.SetAside(cards=pick, face_down=face_down):
                return "set aside " + self.pick(pick, cards=True) + (" face down" if face_down else "")
            case d.ChooseOne(count=count, distinct=distinct, options=options):
                if not all(len(o) == 1 and isinstance(o[0], d.Plus) and o[0].player == "you" for o in options):
                    raise RenderError("options are single bonuses")
                listed = ", ".join(self.plus(o[0]) for o in options if isinstance(o[0], d.Plus))
                return f"choose {number_word(count)}{' (must be different)' if distinct else ''}: {listed}"
            case d.DrawUntil(hand_size=size):
                return f"draw cards from your deck until you have {size} cards in your hand"
            case d.NoCleanupDraw():
                return "draw no cards during this turn's Clean-up phase"
            case d.ExtraTurn():
                return "take an extra turn after this one"
            case d.OverrunBonus(amount=amount):
                return f"add {number_word(amount)} to your Overrun Value"
        raise RenderError(f"no instruction for {effect.kind}")

    def _gain(self, gain: d.Gain) -> str:
        selector = gain.selector
        if gain.source == "scrapheap":
            pick = d.Pick(count=gain.count, selector=selector)
            text = f"gain {self.pick(pick, pre='random' if gain.random else '', cards=True)} from the Scrapheap"
        else:
            text = "gain " + self.pick(d.Pick(count=gain.count, selector=selector), cards=True)
        return (
            text
            + {
                "discard_pile": "",
                "hand": " and put it into your hand",
                "deck_top": " and put it on top of your deck",
                "deployment_zone": " and place it in your deployment zone",
            }[gain.to]
        )

    def _group(self, ref: d.Ref) -> str:
        """A group of cards chosen from: "those cards" for the cards just revealed."""
        if ref.to == "revealed" and ref.filter is None and self._latest_is("revealed"):
            return "those cards"
        return self.ref(ref)

    def destination(self, zone: d.Zone, owner: d.Player, any_order: bool = False) -> str:
        whose = possessive(owner)
        match zone:
            case "hand":
                return f"into {whose} hand"
            case "deck_top":
                return f"on top of {whose} deck" + (" in any order" if any_order else "")
            case "deployment_zone":
                return f"in {whose} deployment zone"
            case "discard_pile":
                raise RenderError("discarding is phrased 'discard'")
        raise RenderError(f"no destination phrase for {zone}")

    def clause(self, effect: d.Effect) -> str:
        """An effect as a clause of a sentence (``RenderError`` for the effects that are whole sentences)."""
        match effect:
            case d.Plus(player="you"):
                return self.plus(effect)
            case d.Plus(player="opponent", resource="cards", amount=amount, per=None):
                return "your opponent also draws " + ("a card" if amount == 1 else f"{number_word(amount)} cards")
            case d.CombatBonus(amount=amount):
                return f"+{amount} Attack (or +{amount} Defense)"
            case d.May(player="you", effect=inner):
                return "you may " + self.imperative(inner)
            case d.May(player="opponent", effect=inner):
                return "your opponent may then choose to " + self._opponent_imperative(inner)
            case d.Reveal(player="opponent", source="deck_top", count=count, then_discard=then_discard):
                top = "the top card" if count == 1 else f"the top {number_word(count or 1)} cards"
                text = f"your opponent reveals {'then discards ' if then_discard else ''}{top} of his deck"
                self.mention(effect)
                return text
            case d.ChooseCards(chooser="opponent", among=d.Ref() as ref, count=count, discard=True):
                text = f"your opponent chooses {number_word(count)} of {self._group(ref)} to discard"
                self.mention(effect)
                return text
            case d.ChooseOne(chooser="you", count=1, options=[[d.Move(to="deck_top") as back], [d.Discard() as gone]]):
                return self._put_back_or_discard(back, gone)
            case d.Damage(player="opponent", chooser="you", target=d.Pick(selector=selector) as pick) if (
                selector.owner == "opponent" and selector.zone is None
            ):
                unowned = pick.model_copy(update={"selector": selector.model_copy(update={"owner": None})})
                text = f"choose {self.pick(unowned, pre='opposing')} for your opponent to damage"
                self.mention(effect)
                return text
            case d.BuyBan():
                return "your opponent names a card. You cannot buy that card this turn"
            case d.Cancel(card=card):
                return f"{self.ref(card)} is played with no effect"
            case d.ZeroOverrun():
                return "your opponent's Overrun Value is reduced to zero for the current turn"
            case d.ForceOverrun():
                return "your opponent is Overrun"
            case d.CannotBeDamaged():
                return f"{self.this} cannot be damaged"
        player = getattr(effect, "player", "you")
        if player == "opponent":
            return "your opponent must " + self._opponent_imperative(effect)
        return self.imperative(effect)

    def _opponent_imperative(self, effect: d.Effect) -> str:
        if getattr(effect, "player", None) != "opponent":
            raise RenderError("your opponent does only what he is told")
        return self.imperative(effect)

    def _put_back_or_discard(self, back: d.Move, gone: d.Discard) -> str:
        if not (
            back.player == gone.player == back.owner == "opponent"
            and isinstance(back.cards, d.Ref)
            and back.cards == gone.cards
        ):
            raise RenderError("'either puts it back or discards it' is the opponent's revealed card")
        it = self.ref(back.cards)
        return f"either puts {it} back or discards {it}, your choice"

    def clauses(self, effects: Sequence[d.Effect]) -> str:
        """Effects joined into one sentence's clauses: bonuses with commas, the rest with "and"."""
        parts: list[str] = []
        index = 0
        while index < len(effects):
            effect = effects[index]
            if isinstance(effect, d.Plus) and effect.player == "you":
                run = [effect]
                while index + len(run) < len(effects):
                    following = effects[index + len(run)]
                    if not (isinstance(following, d.Plus) and following.player == "you"):
                        break
                    run.append(following)
                parts.append(_join_pluses(run, [self.plus(p) for p in run]))
                index += len(run)
                continue
            if isinstance(effect, d.Plus) and effect.player == "opponent":
                run = [effect]
                while index + len(run) < len(effects):
                    following = effects[index + len(run)]
                    if not (isinstance(following, d.Plus) and following.player == "opponent" and not following.per):
                        break
                    run.append(following)
                if len(run) == 1 and effect.resource == "cards":
                    parts.append(self.clause(effect))
                else:
                    parts.append("your opponent gets " + " and ".join(self.plus(p) for p in run))
                index += len(run)
                continue
            if isinstance(effect, _SENTENCES):
                raise RenderError(f"{effect.kind} is a sentence of its own")
            previous = effects[index - 1] if index else None
            if (
                isinstance(effect, d.ChooseOne)
                and parts
                and isinstance(previous, d.Reveal)
                and previous.player == "opponent"
            ):
                parts[-1] += " and " + self.clause(effect)
                index += 1
                continue
            parts.append(self.clause(effect))
            index += 1
        return " and ".join(parts)

    # --- sentences

    def sentences(self, effects: Sequence[d.Effect], *, top: bool = False) -> list[str]:
        """Effects as sentences (each ending with "."), grouped as the card list groups them."""
        out: list[str] = []
        index = 0
        while index < len(effects):
            group = self._group_at(effects, index, top=top)
            out.append(self.sentence(group, top=top))
            out.extend(self._limits(group))
            index += len(group)
        return out

    def _group_at(self, effects: Sequence[d.Effect], index: int, *, top: bool) -> list[d.Effect]:
        effect = effects[index]
        if isinstance(effect, _SENTENCES):
            return [effect]
        group: list[d.Effect] = [effect]
        while index + len(group) < len(effects):
            following = effects[index + len(group)]
            previous = group[-1]
            joins = (
                (isinstance(previous, d.Plus) and isinstance(following, d.Plus) and previous.player == following.player)
                or (
                    isinstance(previous, d.Reveal)
                    and previous.player == "opponent"
                    and isinstance(following, d.ChooseOne)
                )
                or (isinstance(previous, d.ChooseCards) and isinstance(following, d.GainCopy))
            )
            if not joins:
                break
            group.append(following)
        return group

    def sentence(self, group: Sequence[d.Effect], *, top: bool = False) -> str:
        first = group[0]
        match first:
            case d.If(condition=condition, effects=effects):
                return f"If {self.condition(condition)}, {self.clauses(effects)}."
            case d.ByType():
                return self.by_type(first) + "."
            case d.ForEachRevealed(distinct_names=True, effects=[d.ByType(card=d.Ref(to="each")) as by_type]):
                self.mentions.append(Mention("each"))
                text = self.by_type(by_type)
                self.mentions.pop()
                return "For each differently named card revealed, " + text[0].lower() + text[1:] + "."
            case d.Delayed(at="start_of_your_next_turn", effects=effects):
                return f"At the start of your next turn, {self.clauses(effects)}."
            case d.Delayed(at="end_of_your_combat_phase", effects=effects):
                return capitalised(self.clauses(effects)) + " at the end of your Combat phase."
            case d.Lasting():
                return self.lasting(first) + "."
            case d.BuyBan() if top:
                return "When you play this, your opponent names a card. You cannot buy that card this turn."
            case d.Gain(to="hand" | "deck_top" as to) if top and len(group) == 1:
                text = capitalised(self.clause(first.model_copy(update={"to": "discard_pile"})))
                return f"{text}. Put the gained card {self.destination(to, 'you')}."
        return capitalised(self.clauses(group)) + "."

    def _limits(self, group: Sequence[d.Effect]) -> list[str]:
        out = []
        for effect in _walk(group):
            if isinstance(effect, d.ExtraTurn) and effect.max_consecutive is not None:
                out.append(
                    f"This can't cause you to take more than {number_word(effect.max_consecutive)} consecutive turns."
                )
        return out

    def by_type(self, by_type: d.ByType) -> str:
        first, *rest = by_type.branches
        if by_type.card == d.Ref(to="discarded"):
            head = f"If you discarded {with_article(type_names(first.types))} card"
        else:
            head = f"If {self.ref(by_type.card)} is {with_article(type_names(first.types))} card"
        parts = [f"{head}, {self._outcome(first)}"]
        parts += [f"{type_names(b.types)} card, {self._outcome(b)}" for b in rest]
        return "; ".join(parts)

    def _outcome(self, branch: d.TypeBranch) -> str:
        return self.clauses(branch.effects) if branch.effects else "no effect"

    def lasting(self, lasting: d.Lasting) -> str:
        until = "the start of your next turn" if lasting.until == "start_of_your_next_turn" else "the end of your turn"
        if lasting.effects and isinstance(lasting.effects[0], d.May):
            event = self.event(lasting.trigger)
            return f"Until {until}, when {event}, {self.clauses(lasting.effects)}"
        text = self.clauses(lasting.effects)
        return f"Until {until}, {text} whenever {self.event(lasting.trigger)}"


_SENTENCES = (d.If, d.ByType, d.ForEachRevealed, d.Delayed, d.Lasting)


def _join_pluses(pluses: Sequence[d.Plus], parts: list[str]) -> str:
    """ "+1 Card, +1 Action"; "+1 Attack and +1 Defense"."""
    if len(parts) == 2 and all(p.resource in ("attack", "defense") for p in pluses):
        return " and ".join(parts)
    return ", ".join(parts)


def _walk(effects: Sequence[d.Effect]) -> list[d.Effect]:
    out: list[d.Effect] = []
    for effect in effects:
        out.append(effect)
        if isinstance(effect, d.If):
            out.extend(_walk(effect.effects))
    return out


# --- abilities -------------------------------------------------------------------------------------------------


def _label(ability: d.Ability) -> str:
    if not ability.name:
        raise RenderError(f"a {ability.kind} ability is printed with its label")
    return ability.name + ":"


def _simple(effects: Sequence[d.Effect]) -> bool:
    """Effects printed before their trigger ("+1 Action when you deploy this unit", "Discard a card when ...")."""
    return all(isinstance(e, d.Plus) and e.player == "you" and e.per is None for e in effects) or (
        len(effects) == 1 and isinstance(effects[0], d.Discard) and effects[0].player == "you"
    )


def _first_body(r: _Renderer, effects: Sequence[d.Effect]) -> tuple[str, list[d.Effect]]:
    """The clauses of an ability's first sentence (after its trigger) and the effects left for later sentences."""
    first = effects[0]
    if isinstance(first, d.Delayed) and first.at == "end_of_your_combat_phase":
        return r.clauses(first.effects) + " at the end of your Combat phase", list(effects[1:])
    group = r._group_at(effects, 0, top=False)
    return r.clauses(group), list(effects[len(group) :])


def render_ability(ability: d.Ability) -> str:
    """One ability as the card list prints it (a Unit ability with its label)."""
    match ability:
        case d.Static(condition=None, effects=effects):
            r = _Renderer("this unit")
            return f"{_label(ability)} {capitalised(r.clauses(effects))}."
        case d.Static(condition=condition, effects=effects) if condition is not None:
            r = _Renderer("this unit")
            if effects == [d.CannotBeDamaged()]:
                return f"{_label(ability)} {capitalised(r.clauses(effects))} if {r.condition(condition)}."
            return f"{_label(ability)} If {r.condition(condition)}, {r.clauses(effects)}."
        case d.Triggered(trigger=trigger, effects=effects):
            return f"{_label(ability)} " + " ".join(_triggered(trigger, effects))
        case d.Activated(effects=effects):
            r = _Renderer("this unit")
            first = effects[0]
            if getattr(first, "player", "you") != "you" or isinstance(first, d.Plus | d.May):
                raise RenderError("an activated ability starts with what you may do")
            text = f"Once per turn during your Action phase, you may {r.imperative(first)}."
            return " ".join([_label(ability), text, *r.sentences(effects[1:])])
        case d.Replacement(event=event, optional=optional, to=to):
            r = _Renderer("this unit")
            when = r.event(event)
            if to == "scrapheap" and not optional:
                return f"{_label(ability)} If {when}, scrap it instead."
            may = "you may " if optional else ""
            if to == "scrapheap":
                return f"{_label(ability)} When {when}, {may}scrap it instead."
            where = r.destination(to, "you")
            if isinstance(event, d.ThisDamaged) and to == "deck_top":
                where = "on top of your draw deck"
            return f"{_label(ability)} When {when}, {may}place it {where} instead of your discard pile."
        case d.DeployRestriction(condition=condition):
            r = _Renderer("this unit")
            return f"{_label(ability)} This unit can only be deployed if {r.condition(condition)}."
        case d.Reaction(when=when, discard=discard, effects=effects):
            r = _Renderer("this card")
            if isinstance(when, d.DuringCombat):
                if when.whose != "opponent":
                    raise RenderError("a Reaction is revealed during your opponent's Combat phase")
                window = "during your opponent's Combat phase"
            else:
                window = "when " + r.event(when)
            head = f"You may reveal {'then discard ' if discard else ''}this card from your hand {window}."
            body, rest = _reaction_body(r, effects)
            return " ".join([head, f"If you do, {body}.", *r.sentences(rest)])
        case d.Resolution(effects=effects):
            r = _Renderer("this card")
            return " ".join(r.sentences(effects, top=True))
    raise RenderError(f"no phrasing for {ability.kind}")


def _reaction_body(r: _Renderer, effects: Sequence[d.Effect]) -> tuple[str, list[d.Effect]]:
    count = 0
    while count < len(effects) and not isinstance(effects[count], _SENTENCES):
        count += 1
    if count == 0:
        raise RenderError("a Reaction does something first")
    return r.clauses(effects[:count]), list(effects[count:])


def _triggered(trigger: d.Trigger, effects: Sequence[d.Effect]) -> list[str]:
    r = _Renderer("this unit")
    if not effects:
        raise RenderError("a triggered ability does something")
    if isinstance(trigger, d.StartOfCombat):
        if trigger.whose == "you" and isinstance(effects[0], d.May):
            text = capitalised(r.clauses(effects[:1])) + " at the start of your Combat phase."
            return [text, *r.sentences(effects[1:])]
        whose = {
            "you": "your Combat phase",
            "opponent": "your opponent's Combat phase",
            "either": "your Combat phase (or your opponent's)",
        }[trigger.whose]
        body, rest = _first_body(r, effects)
        return [f"At the start of {whose}, {body}.", *r.sentences(rest)]
    if _simple(effects) and not isinstance(trigger, d.YouBuyThis):
        body = capitalised(r.clauses(effects))
        return [f"{body} when {r.event(trigger)}."]
    when = r.event(trigger)
    body, rest = _first_body(r, effects)
    return [f"When {when}, {body}.", *r.sentences(rest)]


def render_abilities(abilities: Sequence[d.Ability]) -> str:
    """A card's text: its abilities in order, one after the other."""
    return " ".join(render_ability(a) for a in abilities)
