"""The Domination DSL (:mod:`judge.dsl.domination`) in English, in the card list's phrasings, such that
:func:`~judge.domination.text.parse_domination_text` reads it back to the same DSL (render → parse round trip).

Words that point back at a card ("it", "that unit", "the card") are used only where the parser resolves them to the
same card (the card the ability named last); elsewhere the explicit phrase ("the revealed card", "the card you
discarded") is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from judge.dsl import domination as d

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class RenderError(ValueError):
    """A DSL tree the grammar has no phrasing for (built by hand, not by the parser)."""


def _word(n: int) -> str:
    return _WORDS.get(n, str(n))


def _article(phrase: str) -> str:
    """ "a Mech", "an Infantry unit", "an additional unit", "a unit", "a Unit card"."""
    lower = phrase.lower()
    vowel = lower[:1] in "aeio" or (lower[:1] == "u" and not lower.startswith("uni"))
    return ("an " if vowel else "a ") + phrase


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- nouns and selectors -----------------------------------------------------------------------------------------

_UNIT_TYPES = {"mech": "Mech", "vehicle": "Vehicle", "infantry": "Infantry"}
_CARD_TYPES = {"unit": "Unit", "support": "Support", "resource": "Resource", "reaction": "Reaction"}
_NAMES_PLURAL = {"Infantry Platoon": "Infantry Platoons"}


def noun(selector: d.Selector, *, plural: bool = False, cards: bool = False) -> str:
    """ "Mech", "Mech or Vehicle unit", "Infantry unit", "unit", "Support or Resource card", "card", "Infantry
    Platoon" (plural: "Mechs", "units", "Unit or Support cards", "Infantry Platoons"). ``cards``: any Unit is a
    "Unit card" (in a hand, a deck, the Supply) rather than a "unit" (deployed)."""
    if selector.name is not None:
        if selector.types:
            raise RenderError("a card name with card types")
        return _NAMES_PLURAL.get(selector.name, selector.name) if plural else selector.name
    types = list(selector.types)
    s = "s" if plural else ""
    if not types:
        return "card" + s
    if types == ["unit"]:
        return ("Unit card" if cards else "unit") + s
    if types == ["mech"]:
        return "Mech" + s
    if all(t in _UNIT_TYPES for t in types):
        return " or ".join(_UNIT_TYPES[t] for t in types) + " unit" + s
    words = [_UNIT_TYPES.get(t) or _CARD_TYPES[t] for t in types]
    return " or ".join(words) + " card" + s


def _types(types: Sequence[d.CardType]) -> str:
    return " or ".join(_UNIT_TYPES.get(t) or _CARD_TYPES[t] for t in types)


def _whose(player: d.Player | None) -> str:
    return "his" if player == "opponent" else "your"


def _zone(selector: d.Selector, preposition: str) -> str:
    if selector.zone is None:
        return ""
    where = "hand" if selector.zone == "hand" else "deployment zone"
    return f" {preposition} {_whose(selector.owner)} {where}"


# --- the renderer ----------------------------------------------------------------------------------------------


@dataclass
class _Mention:
    kind: str
    selector: d.Selector | None = None
    """The cards' description (the reveal's "until" selector, the chosen or damaged cards' selector)."""
    count: int | None = None
    player: d.Player = "you"


@dataclass
class _Renderer:
    this: str
    """"this unit" (Unit abilities) or "this card"."""
    trigger: d.Trigger | None = None
    mentions: list[_Mention] = field(default_factory=list)

    # --- references

    def latest(self, kinds: Sequence[str] | None = None) -> _Mention | None:
        for mention in reversed(self.mentions):
            if kinds is None or mention.kind in kinds:
                return mention
        return None

    def _latest_is(self, kind: str) -> bool:
        latest = self.latest()
        return latest is not None and latest.kind == kind

    def last_reveal(self) -> _Mention | None:
        return self.latest(["revealed"])

    def ref(self, ref: d.Ref) -> str:
        kind = ref.to
        if kind == "this":
            return self.this
        if kind == "event":
            return self._event_ref()
        if kind == "revealed":
            reveal = self.last_reveal()
            if ref.filter is not None:
                if self._latest_is("revealed") and reveal is not None and reveal.selector == ref.filter:
                    return "that unit" if set(ref.filter.types) <= set(_UNIT_TYPES) | {"unit"} else "that card"
                return "the revealed " + noun(ref.filter, plural=True, cards=True)
            if self._latest_is("revealed") and reveal is not None and reveal.count == 1:
                return "it"
            plural = reveal is None or reveal.count != 1
            return "the revealed " + ("cards" if plural else "card")
        if kind == "other_revealed":
            reveal = self.last_reveal()
            chosen = self.latest(["chosen"])
            if reveal is not None and reveal.count is not None:
                left = reveal.count - (chosen.count or 0 if chosen is not None else 0)
                return "the other card" if left == 1 else "the other cards"
            return "the other revealed cards"
        if kind in ("each", "set_aside") or (kind == "damaged" and self._latest_is(kind)):
            if not self._latest_is(kind):
                raise RenderError(f"no phrase for the {kind} card here")
            return "the card" if kind == "set_aside" else "it"
        if kind == "gained":
            return "the gained card"
        if kind in ("discarded", "scrapped"):
            return f"the card you {kind}"
        if kind == "chosen":
            if self._latest_is("chosen"):
                return "it"
            chosen = self.latest(["chosen"])
            described = chosen.selector if chosen is not None and chosen.selector is not None else d.Selector()
            return f"the {noun(described.model_copy(update={'owner': None, 'zone': None}))} you chose"
        damaged = self.latest(["damaged"])
        if damaged is None or damaged.player != "opponent":
            raise RenderError("only the unit your opponent damaged is named")
        described = (damaged.selector or d.Selector(types=["unit"])).model_copy(
            update={"owner": None, "zone": None, "cost": None}
        )
        return f"the {noun(described)} your opponent damaged"

    def card(self, ref: d.Ref) -> str:
        """A reference where "it" would read badly ("the Industry cost of the card")."""
        text = self.ref(ref)
        return "the card" if text == "it" and ref.to == "revealed" else text

    def _event_ref(self) -> str:
        if not self._latest_is("event"):
            raise RenderError("the trigger's card is named only right after the trigger")
        match self.trigger:
            case d.UnitDamaged(whose="opponent", selector=selector):
                return "the damaged " + noun(selector)
            case d.UnitDamaged(selector=selector) | d.OpponentPlays(selector=selector):
                return "that " + noun(selector)
        return "it"

    def mention(self, effect: d.Effect) -> None:
        """Records the cards an effect names, as the parser does."""
        match effect:
            case d.Reveal(source=source, count=count, until=until, player=player):
                n = count if source == "deck_top" else None
                self.mentions.append(_Mention("revealed", until, n, player))
            case d.ChooseCards(count=count, among=among):
                self.mentions.append(_Mention("chosen", among if isinstance(among, d.Selector) else None, count))
            case d.Gain() | d.GainCopy():
                self.mentions.append(_Mention("gained"))
            case d.Discard() | d.DiscardHand():
                self.mentions.append(_Mention("discarded"))
            case d.Scrap():
                self.mentions.append(_Mention("scrapped"))
            case d.Damage(target=target, player=player):
                selector = target.selector if isinstance(target, d.Pick) else None
                self.mentions.append(_Mention("damaged", selector, None, player))
            case d.SetAside():
                self.mentions.append(_Mention("set_aside"))
            case d.May(effect=inner):
                self.mention(inner)

    # --- picks and costs

    def cost(self, cost: d.CostLimit) -> str:
        if cost.relative_to is not None:
            if cost.op != "at_most":
                raise RenderError("only 'up to' a card's cost")
            if cost.industry == 0:
                return f" up to the cost of {self.ref(cost.relative_to)}"
            return f" costing up to {cost.industry} Industry more than {self.ref(cost.relative_to)}"
        return f" costing {cost.industry} Industry or {'less' if cost.op == 'at_most' else 'more'}"

    def posts(self, selector: d.Selector, preposition: str) -> str:
        text = self.cost(selector.cost) if selector.cost else ""
        text += _zone(selector, preposition)
        if selector.without_ability:
            text += f" (not including units with the {selector.without_ability} ability)"
        return text

    def pick(self, pick: d.Pick, preposition: str = "from", *, pre: str = "", cards: bool = False) -> str:
        selector = pick.selector
        if selector.highest_cost:
            if pick.count != 1 or selector.cost or selector.without_ability or pre:
                raise RenderError("'the unit with the highest cost' takes nothing else")
            return f"the {noun(selector)} with the highest cost" + _zone(selector, "in")
        count = pick.count
        if selector.owner is not None and selector.zone is None:
            if selector.owner == "opponent" and not pre and count == 1:
                return self.pick(
                    pick.model_copy(update={"selector": selector.model_copy(update={"owner": None})}), pre="opposing"
                )
            if isinstance(count, int) and not pre and not selector.cost:
                return f"{_word(count)} of {_whose(selector.owner)} {noun(selector, plural=True)}"
            raise RenderError("whose cards, but not where")
        if count == "all":
            head = f"all {noun(selector, plural=True, cards=cards)}"
        elif isinstance(count, d.CostOf):
            raise RenderError("a computed count is phrased by the damage")
        elif count == 1:
            head = _article((pre + " " if pre else "") + noun(selector, cards=cards))
        else:
            head = f"{_word(count)} {pre + ' ' if pre else ''}{noun(selector, plural=True, cards=cards)}"
        return head + self.posts(selector, preposition)

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
                divided = f" divided by {_word(cost_of.divided_by)} (rounded down)" if cost_of.divided_by > 1 else ""
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
                top = "the top card" if count == 1 else f"the top {_word(count or 1)} cards"
                return f"reveal {'then discard ' if then_discard else ''}{top} of {_whose(player)} deck"
            case d.Reveal(source="hand", player=player):
                return f"reveal {_whose(player)} hand"
            case d.Reveal(source="deck_until", until=until, player=player) if until is not None:
                return f"reveal cards from {_whose(player)} deck until you reveal {_article(noun(until))}"
            case d.ChooseCards(among=d.Ref() as ref, count=count, discard=discard):
                return f"choose {_word(count)} of {self._group(ref)}" + (" to discard" if discard else "")
            case d.ChooseCards(among=d.Selector() as selector, count=count, discard=False):
                return "choose " + self.pick(d.Pick(count=count, selector=selector), "in")
            case d.Move(cards=d.Ref() as ref, to="supply"):
                return f"return {self.ref(ref)} to the Supply"
            case d.Move(cards=d.Pick() as pick, to="hand", owner=owner) if pick.selector.zone == "deployment_zone":
                return f"take {self.pick(pick)} and put it in {_whose(owner)} hand"
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
                return f"choose {_word(count)}{' (must be different)' if distinct else ''}: {listed}"
            case d.DrawUntil(hand_size=size):
                return f"draw cards from your deck until you have {size} cards in your hand"
            case d.NoCleanupDraw():
                return "draw no cards during this turn's Clean-up phase"
            case d.ExtraTurn():
                return "take an extra turn after this one"
            case d.OverrunBonus(amount=amount):
                return f"add {_word(amount)} to your Overrun Value"
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
        whose = _whose(owner)
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
                return "your opponent also draws " + ("a card" if amount == 1 else f"{_word(amount)} cards")
            case d.CombatBonus(amount=amount):
                return f"+{amount} Attack (or +{amount} Defense)"
            case d.May(player="you", effect=inner):
                return "you may " + self.imperative(inner)
            case d.May(player="opponent", effect=inner):
                return "your opponent may then choose to " + self._opponent_imperative(inner)
            case d.Reveal(player="opponent", source="deck_top", count=count, then_discard=then_discard):
                top = "the top card" if count == 1 else f"the top {_word(count or 1)} cards"
                text = f"your opponent reveals {'then discards ' if then_discard else ''}{top} of his deck"
                self.mention(effect)
                return text
            case d.ChooseCards(chooser="opponent", among=d.Ref() as ref, count=count, discard=True):
                text = f"your opponent chooses {_word(count)} of {self._group(ref)} to discard"
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
                self.mentions.append(_Mention("each"))
                text = self.by_type(by_type)
                self.mentions.pop()
                return "For each differently named card revealed, " + text[0].lower() + text[1:] + "."
            case d.Delayed(at="start_of_your_next_turn", effects=effects):
                return f"At the start of your next turn, {self.clauses(effects)}."
            case d.Delayed(at="end_of_your_combat_phase", effects=effects):
                return _cap(self.clauses(effects)) + " at the end of your Combat phase."
            case d.Lasting():
                return self.lasting(first) + "."
            case d.BuyBan() if top:
                return "When you play this, your opponent names a card. You cannot buy that card this turn."
            case d.Gain(to="hand" | "deck_top" as to) if top and len(group) == 1:
                text = _cap(self.clause(first.model_copy(update={"to": "discard_pile"})))
                return f"{text}. Put the gained card {self.destination(to, 'you')}."
        return _cap(self.clauses(group)) + "."

    def _limits(self, group: Sequence[d.Effect]) -> list[str]:
        out = []
        for effect in _walk(group):
            if isinstance(effect, d.ExtraTurn) and effect.max_consecutive is not None:
                out.append(f"This can't cause you to take more than {_word(effect.max_consecutive)} consecutive turns.")
        return out

    def by_type(self, by_type: d.ByType) -> str:
        first, *rest = by_type.branches
        if by_type.card == d.Ref(to="discarded"):
            head = f"If you discarded {_article(_types(first.types))} card"
        else:
            head = f"If {self.ref(by_type.card)} is {_article(_types(first.types))} card"
        parts = [f"{head}, {self._outcome(first)}"]
        parts += [f"{_types(b.types)} card, {self._outcome(b)}" for b in rest]
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

    # --- triggers and conditions

    def event(self, trigger: d.Trigger) -> str:
        """The trigger after "when" (and records its card, as the parser does)."""
        text = self._event(trigger)
        self.trigger = trigger
        if isinstance(trigger, _EVENT_CARDS):
            self.mentions.append(_Mention("event"))
        return text

    def _event(self, trigger: d.Trigger) -> str:
        match trigger:
            case d.YouDeployThis():
                return f"you deploy {self.this}"
            case d.ThisDamaged():
                return f"{self.this} is damaged"
            case d.YouOverrun():
                return "you Overrun your opponent"
            case d.YouBuyThis():
                return f"you buy {self.this}"
            case d.OpponentDeploys(selector=selector):
                return "your opponent deploys " + _article(noun(selector))
            case d.OpponentPlays(selector=selector):
                return "your opponent plays " + _article(noun(selector))
            case d.UnitDamaged(whose="you", selector=d.Selector(types=["unit"]) as selector) if selector == d.Selector(
                types=["unit"]
            ):
                return "one of your units is damaged"
            case d.UnitDamaged(whose="you", selector=selector):
                return _article(noun(selector)) + " is damaged"
            case d.UnitDamaged(whose="opponent", selector=selector):
                return "your opponent damages " + _article(noun(selector))
            case d.UnitDamaged(whose="either", selector=selector):
                return _article(noun(selector)) + " is damaged (including your opponent's)"
            case d.YouBuyOrGain(selector=selector):
                return "you buy or gain " + _article(noun(selector))
        raise RenderError(f"no 'when' phrase for {trigger.kind}")

    def condition(self, condition: d.Condition) -> str:
        match condition:
            case d.Did(negated=False):
                return "you do"
            case d.Did(negated=True):
                return "he doesn't"
            case d.DiscardedAny():
                return "you discarded any cards in this way"
            case d.Compare(left=d.EmptySupplyPiles(), op="ge", right=d.Number(value=n)):
                return f"there are {_word(n)} or more empty Supply piles"
            case d.Compare(left=d.Count(selector=mine), op="lt", right=d.Count(selector=theirs)) if (
                mine.owner == "you" and theirs == mine.model_copy(update={"owner": "opponent"})
            ):
                return f"you have fewer {noun(mine, plural=True)}{self.posts(mine, 'in')} than your opponent has in his"
            case d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=0)) if (
                selector.owner == "you" and selector.zone is not None
            ):
                return f"you do not have any {noun(selector, plural=True)}{self.posts(selector, 'in')}"
            case d.Compare(left=d.Count(selector=selector), op="eq", right=d.Number(value=1)) if (
                selector.owner == "you" and selector.zone is not None
            ):
                return f"it is the only {noun(selector)}{self.posts(selector, 'in')}"
            case d.Compare(left=d.Count(selector=selector), op="ge", right=d.Number(value=n)) if (
                selector.owner is not None and selector.zone is not None and n >= 1
            ):
                subject = "your opponent has" if selector.owner == "opponent" else "you have"
                amount = _article(noun(selector)) if n == 1 else f"{_word(n)} or more {noun(selector, plural=True)}"
                return f"{subject} {amount}{self.posts(selector, 'in')}"
            case d.Compare(left=d.CostOf(card=card, divided_by=1), op="eq", right=d.Number(value=n)):
                return f"{self.card(card)} costs {n} Industry"
            case d.Compare(left=d.CostOf(card=card, divided_by=1), op=op, right=right):
                return f"the Industry cost of {self.card(card)} is {_COMPARISONS[op]} {self.value(right)}"
            case d.Compare(left=d.AttackOf(card=left), op="gt", right=d.AttackOf(card=right)):
                return f"{self.ref(left)} has an Attack Value greater than {self.ref(right)}"
        raise RenderError(f"no phrase for the condition {condition.model_dump()}")

    def value(self, value: d.Count | d.CostOf | d.AttackOf | d.EmptySupplyPiles | d.Number) -> str:
        match value:
            case d.Count(selector=selector) if selector.zone is not None:
                return f"the number of {noun(selector, plural=True)}{self.posts(selector, 'in')}"
            case d.Number(value=n):
                return str(n)
        raise RenderError(f"no phrase for the value {value.kind}")


_COMPARISONS = {
    "ge": "equal to or greater than",
    "le": "equal to or less than",
    "gt": "greater than",
    "lt": "less than",
    "eq": "equal to",
}
_SENTENCES = (d.If, d.ByType, d.ForEachRevealed, d.Delayed, d.Lasting)
_EVENT_CARDS = (
    d.YouDeployThis,
    d.ThisDamaged,
    d.YouBuyThis,
    d.OpponentDeploys,
    d.OpponentPlays,
    d.UnitDamaged,
    d.YouBuyOrGain,
)


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
            return f"{_label(ability)} {_cap(r.clauses(effects))}."
        case d.Static(condition=condition, effects=effects) if condition is not None:
            r = _Renderer("this unit")
            if effects == [d.CannotBeDamaged()]:
                return f"{_label(ability)} {_cap(r.clauses(effects))} if {r.condition(condition)}."
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
            text = _cap(r.clauses(effects[:1])) + " at the start of your Combat phase."
            return [text, *r.sentences(effects[1:])]
        whose = {
            "you": "your Combat phase",
            "opponent": "your opponent's Combat phase",
            "either": "your Combat phase (or your opponent's)",
        }[trigger.whose]
        body, rest = _first_body(r, effects)
        return [f"At the start of {whose}, {body}.", *r.sentences(rest)]
    if _simple(effects) and not isinstance(trigger, d.YouBuyThis):
        body = _cap(r.clauses(effects))
        return [f"{body} when {r.event(trigger)}."]
    when = r.event(trigger)
    body, rest = _first_body(r, effects)
    return [f"When {when}, {body}.", *r.sentences(rest)]


def render_abilities(abilities: Sequence[d.Ability]) -> str:
    """A card's text: its abilities in order, one after the other."""
    return " ".join(render_ability(a) for a in abilities)
