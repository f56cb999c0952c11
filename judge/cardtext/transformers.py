"""One Transformer per grammar file (``grammar/options.lark``, ``keywords.lark``, ``selectors.lark``,
``cardtext.lark``), merged with Lark's ``merge_transformers`` as in Lark's ``examples/composition``: each grammar's
transformer is unaware of who imports it."""

from __future__ import annotations

from functools import cache
from typing import Any, get_args

from lark import Token, Transformer, v_args
from lark.visitors import merge_transformers

from judge.dsl import models as m

Items = list[Any]


class ReminderMismatchError(ValueError):
    """A keyword's reminder text disagrees with the keyword ("Long-Range 2 (... deal up to 3 ...)")."""


def signed(token: Token) -> int:
    text = str(token).replace(" ", "").replace("–", "-").replace("−", "-")
    return int(text)


@v_args(inline=True)
class OptionsTransformer(Transformer[Token, Any]):
    """``grammar/options.lark`` → :class:`~judge.dsl.models.Overheat` and the other Unit options."""

    def option(self, option: Any) -> Any:
        return option

    def overheat(self, heat: Token, attack: Token) -> m.Overheat:
        return m.Overheat(heat=int(heat), attack=signed(attack))

    def alpha_strike(self, attack: Token) -> m.AlphaStrike:
        return m.AlphaStrike(attack=signed(attack))

    def missile(self, count: Token) -> m.Missile:
        return m.Missile(count=int(count))

    def attack_before(self, amount: Token) -> int:
        return signed(amount)

    attack_after = attack_before

    def jump(self, attack: int, initiative: Token) -> m.Jump:
        return m.Jump(attack=attack, initiative=signed(initiative))


def _expect(keyword: str, what: str, printed: int, expected: int) -> None:
    if printed != expected:
        raise ReminderMismatchError(
            f"{keyword}: the reminder text says {what} {printed:+d}, the keyword means {expected:+d}"
        )


@v_args(inline=True)
class KeywordsTransformer(Transformer[Token, Any]):
    """``grammar/keywords.lark`` → :class:`~judge.dsl.models.Keyword`, with each reminder checked."""

    def keyword(self, keyword: m.Keyword) -> m.Keyword:
        return keyword

    # Reminders return (wording, numbers they state).
    def current(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", _numbers(tokens)

    def older(self, *tokens: Any) -> tuple[str, list[int]]:
        return "older", _numbers(tokens)

    def _keyword(self, name: str, reminder: Any, value: int | None = None) -> m.Keyword:
        if reminder is None:
            return m.Keyword(name=name, value=value)
        wording = reminder[0] if isinstance(reminder, tuple) else "current"
        return m.Keyword(name=name, value=value, reminder=True, wording=wording)

    def ecm(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("ECM", "armor", reminder[1][-1], 1)
        return self._keyword("ECM", reminder)

    def anti_missile(self, _name: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _wording, numbers = reminder
            _expect("Anti-Missile", "damage per missile", -abs(numbers[-1]), -1)
        return self._keyword("Anti-Missile", reminder)

    def narc(self, _name: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("NARC", "die roll", -reminder[1][0], -1)
        return self._keyword("NARC", reminder)

    def narc_carrier(self, *_tokens: Any) -> None:
        return None

    def c3(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("C3", "attack", reminder[1][-1], 2)
        return self._keyword("C3", reminder)

    def long_range(self, value: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Long-Range", "damage", reminder[1][-1], int(value))
        return self._keyword("Long-Range", reminder, int(value))

    def long_range_reminder(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", _numbers(tokens)

    def hand_to_hand(self, value: Token, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Hand-to-Hand", "attack", reminder[1][-1], int(value))
        return self._keyword("Hand-to-Hand", reminder, int(value))

    def hand_to_hand_reminder(self, *tokens: Any) -> tuple[str, list[int]]:
        return "current", _numbers(tokens)

    def ap(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("AP", "bonus", reminder[1][-1], 1)
        return self._keyword("AP", reminder)

    def vtol(self) -> m.Keyword:
        return m.Keyword(name="VTOL")

    def tactics(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Tactics", "initiative", reminder[1][-1], 1)
        return self._keyword("Tactics", reminder)

    def assembly(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Assembly", "repair", reminder[1][-1], 1)
        return self._keyword("Assembly", reminder)

    def logistics(self, reminder: Any = None) -> m.Keyword:
        return self._keyword("Logistics", reminder)

    def munitions(self, reminder: Any = None) -> m.Keyword:
        if reminder:
            _expect("Munitions", "damage on a 3", reminder[1][-1], 3)
        return self._keyword("Munitions", reminder)


def _numbers(tokens: Any) -> list[int]:
    out = []
    for token in tokens:
        if isinstance(token, Token) and token.type.endswith(("INT", "SIGNED")):
            out.append(signed(token) if token.type.endswith("SIGNED") else int(token))
    return out


_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}
_STATES = set(get_args(m.UnitState))


@v_args(inline=True)
class SelectorsTransformer(Transformer[Token, Any]):
    """``grammar/selectors.lark`` → :class:`~judge.dsl.models.Selector`."""

    def quantifier(self, first: Token, count: Token | None = None) -> tuple[str, int | None]:
        word = str(first).lower()
        if first.type.endswith("INT"):
            return "one" if int(first) == 1 else "each", int(first)
        if word in _NUMBER_WORDS:
            return "each", _NUMBER_WORDS[word]
        if word.startswith("any number"):
            return "any_number", None
        if word == "up to":
            if count is None:
                return "up_to", None
            return "up_to", _NUMBER_WORDS.get(str(count).lower()) or int(count)
        return {"an": "a"}.get(word, word), None

    def other(self) -> str:
        return "other"

    def adjective(self, word: Token) -> str:
        return str(word).lower()

    def noun(self, word: Token) -> str:
        text = str(word).lower().lstrip("'’")
        if "mech" in text:
            return "mech"
        return text.rstrip("s")

    def card_kind(self, word: Token) -> str:
        text = str(word).lstrip("'’")
        if "ech" in text:
            return "Mech"
        return text.rstrip("s") if text in ("Units", "Pilots") else text

    def typed_card(self, kind: str, _card: Token) -> tuple[str, str]:
        return ("card", kind)

    def resource_cards(self, _word: Token) -> tuple[str, str]:
        return ("card", "Resource")

    def in_play(self) -> dict[str, Any]:
        return {"in_play": True}

    def provides(self, asset: Token) -> dict[str, Any]:
        return {"provides": str(asset).strip("{}")}

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
        described = tuple(self.noun(w) if w is noun else w for w in described_words)
        selector = self._with((quantifier, None), described, "any")
        return selector if relative is None else selector.model_copy(update=relative)

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
        if "other" in adjectives:
            update["other"] = True
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
            if "states" in update:
                update = {"states": [*selector.states, *update["states"]]}
            elif "owner" in update:
                if selector.owner != "any":
                    raise ValueError("the selector says whose it is twice")
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

    def another(self, *words: Any) -> m.Selector:
        return self._selector(("a", None), ("other", *words), "any")

    def another_you_control(self, *words: Any) -> m.Selector:
        return self._selector(("a", None), ("other", *words), "you")

    def you_control_providing(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        *described, asset = words
        return self._selector(quantifier, tuple(described), "you").model_copy(update=self.provides(asset))

    def you_control(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        described = tuple(w for w in words if not (isinstance(w, Token) and w.type.endswith("YOU_OWN")))
        return self._selector(quantifier, described, "you")

    def opponent_controls(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        return self._selector(quantifier, words[:-1], "opponent")

    def one_of_them(self, _one: Token, _cards: Token | None = None) -> m.ThatOne:
        return m.ThatOne(noun="card")

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

    def controlled_by_opponent(self, _whose: Token | None) -> dict[str, Any]:
        return {"owner": "opponent"}

    def bare_adjective_opponent(self, *words: Any) -> m.Selector:
        # "engaged 'Mech opponent controls": one such card of an opponent's
        *described_words, _controls = words
        noun = described_words[-1]
        if str(noun).endswith("s"):
            raise ValueError("a subject without an article is one card")
        described = tuple(self.noun(w) if w is noun else w for w in described_words)
        return self._with(("a", None), described, "opponent")


class ChooseInIt:
    """ "Choose any card in it": a choice among the cards of the hand the effect before it looked at; the effects
    rule resolves it (it names no hand on its own)."""

    def __init__(self, choose: m.Choose) -> None:
        self.choose = choose


class Attachment:
    """A sentence that qualifies the ability before it: a timing restriction (``conditions``), a rider effect
    (``effects``, such as "If that Unit receives 5 or more damage, scrap this card.") or a further branch of the die
    roll before it (``branch``)."""

    def __init__(
        self,
        conditions: list[Any] | None = None,
        effects: list[Any] | None = None,
        branch: Any = None,
        otherwise: list[str] | None = None,
    ) -> None:
        self.conditions = conditions or []
        self.effects = effects or []
        self.branch = branch
        self.otherwise = otherwise or []
        """What happens if the upkeep before it is not paid ("If you cannot pay this cost, scrap ~.")."""


@v_args(inline=True)
class CardTextTransformer(Transformer[Token, Any]):
    """``grammar/cardtext.lark`` → abilities (and :class:`Attachment` for sentences that qualify the one before)."""

    def __init__(self, card_type: str | None = None) -> None:
        super().__init__()
        self.card_type = card_type

    def start(self, *items: Any) -> list[Any]:
        return list(items)

    def sentence(self, statement: Any) -> Any:
        return statement

    def option(self, option: Any) -> Any:
        return option

    def keyword(self, keyword: Any) -> Any:
        return keyword

    # bonuses and resources
    def stat_change(self, amount: Token, stat: Token) -> tuple[str, int]:
        return str(stat), signed(amount)

    def pilot_bonus(self, _label: Token | None, *changes: tuple[str, int]) -> m.Static:
        target = m.PilotedUnit()
        effects = [m.ModifyStat(target=target, stat=stat, amount=n) for stat, n in changes]
        return m.Static(effects=effects)

    def stat_changes(self, *changes: Any) -> list[tuple[str, int]]:
        return [c for c in changes if not isinstance(c, Token)]

    def modify_and_gain(self, target: Any, changes: list[tuple[str, int]], _and: Token, ability: Any) -> list[Any]:
        return [*self.modify_stats(target, changes), m.GainAbility(target=target, ability=ability)]

    def tap_cost(self, _token: Token) -> m.TapCost:
        return m.TapCost()

    def resource_cost(self, _token: Token) -> m.ResourceCost:
        return m.ResourceCost()

    def cost(self, *parts: Any) -> list[Any]:
        return list(parts)

    def resources_plus_per_counter_removed(self, cost: list[Any], *parts: Any) -> m.Activated:
        # the first symbols, "plus", the symbols per counter, "each", the kind, this card (or None for no ".")
        kinds = [p.type if isinstance(p, Token) else "" for p in parts]
        plus, each = kinds.index("PLUS_WORD"), kinds.index("EACH")
        per_counter = m.PerCounterRemoved(counter=str(parts[each + 1]), effects=[m.AddResources(count=each - plus - 1)])
        return m.Activated(cost=cost, effects=[m.AddResources(count=plus), per_counter])

    def resource_ability(self, cost: list[Any], *symbols: Token) -> m.Activated:
        count = sum(1 for s in symbols if s is not None)
        return m.Activated(cost=cost, effects=[m.AddResources(count=count)])

    # sentences
    def self_ref(self, *_tokens: Any) -> m.This:
        return m.This()

    def scrap_when_revealed(self, _self: m.This, verb: Token | None, phase: Token | None) -> m.Triggered:
        conditions: list[Any] = []
        if phase is not None:
            conditions.append(m.During(phase=_PHASES[str(phase)], unless=str(verb)))
        return m.Triggered(trigger="revealed", effects=[m.Scrap(target=m.This())], conditions=conditions)

    def activation_restriction(self, *parts: Any) -> m.PlayRestriction:
        return m.PlayRestriction(conditions=[parts[-1]], activate=True)

    def when_attacked(self, *_tokens: Any) -> m.WhenIn:
        return m.WhenIn(roles=["attacked"])

    def opponent_plays(self, *parts: Any) -> m.OpponentPlays:
        verb, target = parts[-2], parts[-1]
        return m.OpponentPlays(verb=str(verb), target=target)

    def reveal_restriction(self, *parts: Any) -> m.PlayRestriction:
        return m.PlayRestriction(conditions=[parts[-1]], reveal=True)

    def group_size(self, *parts: Any) -> m.GroupSize:
        roles = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("ROLE")]
        if any(role not in ("attacking", "blocking") for role in roles):
            raise ValueError("a group is counted only when attacking or blocking")
        count = next(p for p in parts if isinstance(p, int))
        return m.GroupSize(roles=roles, count=count)

    def if_scrapped(
        self, noun: str, during: Token | None, effects: list[Any], otherwise: list[Any] | None = None
    ) -> Attachment:
        effect = m.IfScrapped(
            watched=m.ThatOne(noun=noun), during_mission=during is not None, effects=effects, otherwise=otherwise or []
        )
        return Attachment(effects=[effect])

    def for_each(self, each: Any, effects: list[Any]) -> Any:
        return self.resolve([m.ForEach(each=each, effects=effects)])

    def lasting(self, effect: Any, *rest: Token) -> m.Lasting:
        until = rest[-1]
        return m.Lasting(until=_until(until), effects=effect if isinstance(effect, list) else [effect])

    def lasting_before(self, until: Token, effects: list[Any]) -> Any:
        return self.resolve([m.Lasting(until=_until(until), effects=effects)])

    def bonus_lasting(self, change: tuple[str, int], until: Token) -> Any:
        return self.resolve([m.Lasting(until=_until(until), effects=[self.you_get(change)])])

    def bonus_ability(self, cost: list[Any], change: tuple[str, int]) -> m.Activated:
        return m.Activated(cost=cost, effects=[self.you_get(change)])

    def gets_without_drawback(self, target: Any, changes: list[tuple[str, int]], drawback: Token) -> list[Any]:
        option = "Overheat" if "Overheat" in str(drawback) else "Alpha Strike"
        return [*self.modify_stats(target, changes), m.NoOptionDrawback(target=target, option=option)]

    def no_deplete(self, target: Any, _option: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Alpha Strike")

    def no_overheat_damage(self, target: Any, _option: Token) -> m.NoOptionDrawback:
        return m.NoOptionDrawback(target=target, option="Overheat")

    def ignore_speed(self, target: Any, action: tuple[str, Any], *_rest: Any) -> m.IgnoreSpeed:
        return m.IgnoreSpeed(target=target, action=action[0], against=action[1])

    def may_block(self, against: Any = None) -> tuple[str, Any]:
        return "block", against

    def may_attack(self, noun: str) -> tuple[str, Any]:
        return "attack", m.Selector(quantifier="all", noun=noun)

    def may_be_blocked(self) -> tuple[str, Any]:
        return "be_blocked", None

    def may_be_attacked(self) -> tuple[str, Any]:
        return "be_attacked", None

    def deal_divided(self, amount: Token, _divided: Token, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), divided=True)

    def deal_divided_after(self, amount: Token, target: Any, _divided: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), divided=True)

    def attacks_alone_play(self, _attacker: Any, not_blocked: Token | None) -> list[Any]:
        conditions: list[Any] = [m.AttacksAlone()]
        if not_blocked is not None:
            conditions.append(m.WhenIn(roles=["unblocked"]))
        return conditions

    def alone_attacker(self, *_parts: Any) -> None:
        return None

    def at_end_of_each_turn(self, effects: list[Any], _when: Token) -> m.Triggered:
        return m.Triggered(trigger="turn_end", effects=effects)

    def site_damaged(
        self, noun: str, _who: Token, up_to: Token | None, amount: Token, to: Any, scrapping: Token | None
    ) -> m.Triggered:
        if noun != "site":
            raise ValueError(f"only a site's damage is redirected, not a {noun}'s")
        effect = m.RedirectDamage(amount=int(amount), up_to=up_to is not None, to=to, scrap=scrapping is not None)
        return m.Triggered(trigger="enhanced_site_damaged", effects=[effect])

    def per_initiative_point(self, _each: Token, _opponents: Token, effects: list[Any]) -> Any:
        return self.resolve([m.PerInitiativePoint(effects=effects)])

    def piloted_uses_option(self, _a: Any, _mech: Token, _self: Any, option: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_uses_option", option=str(option), effects=effects)

    def gain_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target)

    def opponent_gains_control(self, target: Any) -> m.GainControl:
        return m.GainControl(target=target, player="opponent")

    def speed_slower(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=-steps)

    def speed_faster(self, target: Any, steps: int) -> m.ShiftSpeed:
        return m.ShiftSpeed(target=target, steps=steps)

    def during_enhanced_mission_static(self, _self: Any, effects: list[Any]) -> m.Static:
        return m.Static(effects=effects, conditions=[self.during_enhanced_mission(_self)])

    def set_speed(self, target: Any, speed: Token) -> m.SetSpeed:
        return m.SetSpeed(target=target, speed=str(speed))

    def cannot_attack_or_block(self, target: Any, how: Token | None = None) -> m.CannotAttackOrBlock:
        return m.CannotAttackOrBlock(target=target, how="alone" if how is None else "in_group")

    def gets_x(self, target: Any, _x: Token, stat: Token, base: Token) -> m.ModifyStat:
        return m.ModifyStat(target=target, stat=str(stat), amount=0, amount_from=f"base_{base}")

    def gets_and_predicates(
        self,
        target: Any,
        changes: list[tuple[str, int]],
        _comma: Token,
        speed: Token,
        cannot: Token | None,
        unless: Token | None,
    ) -> list[Any]:
        effects: list[Any] = [*self.modify_stats(target, changes), m.SetSpeed(target=target, speed=str(speed))]
        if cannot is not None:
            effects.append(m.CannotBlock(target=target, unless_guarding=unless is not None))
        return effects

    def at_end_of_phase(self, phase: Token) -> m.During:
        return m.During(phase=_PHASES[str(phase)], at_end=True)

    def make_additional_deployment(self, _a: Token, verb: Token, _self: Any) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=[m.AdditionalDeployment(when_revealed=False)])

    def unblockable(self) -> m.Static:
        return m.Static(effects=[m.Unblockable()])

    def activated_scrap(self, cost: list[Any], selector: Any, effects: list[Any]) -> m.Activated:
        scrap = _scrap_cost(selector)
        if isinstance(scrap, str):
            raise ValueError(scrap)
        return m.Activated(cost=[*cost, scrap], effects=effects)

    def scrap_to(self, selector: Any, effects: list[Any]) -> Any:
        scrap = _scrap_cost(selector)
        if isinstance(scrap, m.ScrapCost) and self.card_type != "Mission":
            return m.Activated(cost=[scrap], effects=effects)
        return self.resolve([m.Scrap(target=selector), *effects])

    def return_to_hand_to(self, target: Any, effects: list[Any]) -> m.Activated:
        if not isinstance(target, m.This):
            raise ValueError("only the card itself can be put into your hand to pay a cost")
        return m.Activated(cost=[m.ReturnToHandCost()], effects=effects)

    def if_damages(self, noun: str, target: Any, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfDamages(watched=m.ThatOne(noun=noun), target=target, effects=effects)])

    def instead_of_scrapheap(self, _self: Any, _heap: Token, effects: list[Any]) -> m.Static:
        return m.Static(effects=[m.InsteadOfScrapheap(effects=effects)])

    def repair_all(self, _all: Token, target: Any) -> m.Repair:
        return m.Repair(target=target, amount=0, all_damage=True)

    def cancel(self, target: Any) -> m.Cancel:
        return m.Cancel(target=target)

    def cancel_scrap(self, target: Any) -> m.Cancel:
        return m.Cancel(target=target, scrap=True)

    def prevent_all_missile(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True, missile=True)

    def prevent_all_missile_by(self, _who: Any, _all: Token, target: Any) -> m.PreventAllDamage:
        return self.prevent_all_missile(_all, target)

    def that_kind(self, kind: Token, _card: Token) -> m.ThatOne:
        return m.ThatOne(noun="card", card_type=str(kind))

    def put_into_play(self, target: Any, on: Any = None) -> m.PutIntoPlay:
        return m.PutIntoPlay(target=target, on=on)

    def put_on_stockpile(self, target: Any) -> m.PutOnStockpile:
        return m.PutOnStockpile(target=target)

    def search(self, target: Any) -> m.Search:
        return m.Search(target=target)

    def activated_bonus(self, cost: list[Any], change: tuple[str, int], effects: list[Any] | None) -> m.Activated:
        return m.Activated(cost=cost, effects=[self.you_get(change), *(effects or [])])

    def gain_resources(self, *symbols: Token) -> m.AddResources:
        return m.AddResources(count=len(symbols))

    def scrap_self_ability(self, _self: Any, effects: list[Any]) -> m.Activated:
        return m.Activated(cost=[m.ScrapCost(source="this")], effects=effects)

    def cannot_be_reassigned(self, target: Any) -> m.Static:
        return m.Static(effects=[m.CannotBeReassigned(target=target)])

    def deplete_after_mission(self, target: Any) -> m.Static:
        return m.Static(effects=[m.Deplete(target=target, delayed="mission")])

    def look_at_hand(self, _quantifier: Any, _opponents: Token) -> m.LookAtHand:
        return m.LookAtHand()

    def look_at_top(self, count: int) -> m.LookAtTop:
        return m.LookAtTop(count=count)

    def show(self, target: Any) -> m.Show:
        return m.Show(target=target)

    def remove_from_battle(self, target: Any, *_battle: Any) -> m.RemoveFromBattle:
        return m.RemoveFromBattle(target=target)

    def repair(self, up_to: Token | None, amount: Token, target: Any) -> m.Repair:
        return m.Repair(target=target, amount=int(amount), up_to=up_to is not None)

    def add_counters(self, count: int, kind: Token, target: Any) -> m.AddCounters:
        return m.AddCounters(counter=str(kind), count=count, target=target)

    def remove_counters(self, count: int, kind: Token, target: Any) -> m.RemoveCounters:
        return m.RemoveCounters(counter=str(kind), count=count, target=target)

    def subtract_from_missile_rolls(self, amount: Token, _each_or_any: Token) -> m.AdjustMissileRoll:
        return m.AdjustMissileRoll(amount=-int(amount))

    def add_or_subtract_missile_roll(
        self, added: Token, subtracted: Token, _any: Token, fired_by: Any
    ) -> m.AdjustMissileRoll:
        if int(added) != int(subtracted):
            raise ValueError("adding and subtracting different amounts is not in the DSL yet")
        return m.AdjustMissileRoll(amount=int(added), either_way=True, fired_by=fired_by)

    def reroll_missile(self) -> m.RerollMissile:
        return m.RerollMissile()

    def opponent_does(self, _who: Token, *actions: Any) -> list[Any]:
        return [a for a in actions if not isinstance(a, Token)]

    def opponent_restocks(self, target: Any) -> m.Restock:
        return m.Restock(target=target, player="opponent")

    def opponent_draws(self, count: int) -> m.Draw:
        return m.Draw(count=count, player="opponent")

    def opponent_scraps(self, target: Any) -> m.Scrap:
        return m.Scrap(target=target, player="opponent")

    def after_missile_roll(self) -> m.AfterRoll:
        return m.AfterRoll(missile=True)

    def deplete(self, target: Any, at_end: Token | None) -> m.Deplete:
        return m.Deplete(target=target, delayed="mission" if at_end is not None else None)

    def gain_roll_resources(self, die_range: Token) -> m.AddResources:
        if _die_range(die_range) != (1, 6):
            raise ValueError(f"resources +({die_range}) is not a die roll")
        return m.AddResources(count=1, from_roll=True)

    def after_roll(self, *words: Any) -> m.AfterRoll:
        return m.AfterRoll(missile=any(str(w) == "missile" for w in words))

    def play_restriction(self, *conditions: Any) -> m.PlayRestriction:
        flat = [c for condition in conditions for c in (condition if isinstance(condition, list) else [condition])]
        flat = [c for c in flat if c is not None and not isinstance(c, m.This)]
        return m.PlayRestriction(conditions=flat)

    def use_restriction(self, *conditions: Any) -> Attachment:
        return Attachment(conditions=[c for c in conditions if not isinstance(c, Token) and c is not None])

    def played_on(self, _self: Any, where: Any) -> m.PlayRestriction:
        target = where if not isinstance(where, Token) else m.Selector(quantifier="one", noun="site", owner="you")
        return m.PlayRestriction(conditions=[m.PlayedOn(target=target)])

    def free_deployment(self, _self: Any) -> m.Static:
        return m.Static(effects=[m.FreeDeployment()])

    def upkeep_cost(self, text: Token) -> Any:
        from judge.cards.cost import parse_cost

        return parse_cost(str(text).replace("/", " +"))

    def upkeep(self, cost: Any, _self: Any, _who: Token, *rest: Any) -> m.Upkeep:
        later = rest[-1] is not None
        return m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"], control_at_end_of_turn=later)

    def upkeep_or_tap(self, cost: Any, _self: Any, _a: Token, who: Token | None, *rest: Any) -> m.Upkeep:
        if who is None:  # what the chosen opponent does follows in the next sentence
            return m.Upkeep(cost=cost, otherwise=["tap"])
        later = rest[-1] is not None
        return m.Upkeep(cost=cost, otherwise=["tap", "opponent_gains_control"], control_at_end_of_turn=later)

    def upkeep_bare(self, cost: Any) -> m.Upkeep:
        return m.Upkeep(cost=cost, otherwise=[])

    def upkeep_unpaid(self, _self: Any) -> Attachment:
        return Attachment(otherwise=["scrap"])

    def scrap_if_damaged(self, noun: str, threshold: Token, _self: Any) -> Attachment:
        effect = m.ScrapIfDamaged(watched=m.ThatOne(noun=noun), threshold=int(threshold))
        return Attachment(effects=[effect])

    def noun_word(self, word: Token) -> str:
        text = str(word).lower()
        if "ech" in text:
            return "mech"
        return {"card": "card", "cards": "card", "site": "site", "sites": "site"}.get(text, "unit")

    def patrol_on_activate(self, *_parts: Any) -> m.Static:
        return m.Static(effects=[m.PatrolAtOnce(when="activated")])

    def patrol_when(self, verb: Token, _self: Any) -> m.Static:
        return m.Static(effects=[m.PatrolAtOnce(when=_TRIGGERS[str(verb)])])

    def patrol_if_constructed(self, _self: Any, verb: Token) -> m.Static:
        when = "revealed" if str(verb) == "reveal" else "activated"
        return m.Static(effects=[m.PatrolAtOnce(when=when, if_fully_constructed=True)])

    def triggered_after(self, effects: list[Any], verb: Token, _self: Any) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=effects)

    def triggered_you_attack(self, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="you_attack", effects=effects)

    def triggered_before(self, verb: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger=_TRIGGERS[str(verb)], effects=effects)

    def whenever_scrapped(self, *parts: Any) -> m.Triggered:
        # [a] 'Mech, "you control" (nothing kept) or OPPONENT_CONTROLS, the effects
        owner = "opponent" if len(parts) > 3 and isinstance(parts[-2], Token) else "you"
        watched = m.Selector(quantifier="any", noun="mech", owner=owner)
        return m.Triggered(trigger="scrapped", watched=watched, effects=parts[-1])

    def whenever_you_damage_stockpile(self, stockpile: Any, effects: list[Any]) -> m.Triggered:
        if not isinstance(stockpile, Token) or "pponent" not in str(stockpile):
            raise ValueError("only damage to an opponent's Stockpile triggers this")
        return m.Triggered(trigger="you_damage_stockpile", effects=effects)

    def each_time_you_damage_stockpile(self, effects: list[Any], _each: Token, stockpile: Any) -> m.Triggered:
        return self.whenever_you_damage_stockpile(stockpile, effects)

    def older_long_range(self, *parts: Any) -> m.Keyword:
        value = parts[-1]
        return m.Keyword(name="Long-Range", value=int(value), wording="older")

    def older_hand_to_hand(self, _self: Any, amount: Token, _unit: Token) -> m.Keyword:
        return m.Keyword(name="Hand-to-Hand", value=signed(amount), wording="older")

    def older_anti_missile(self, _each: Token, _mech: Token, _self: Any, amount: Token) -> m.Keyword:
        if signed(amount) != -1:
            raise ReminderMismatchError("Anti-Missile: each missile deals -1 damage, not " + str(amount))
        return m.Keyword(name="Anti-Missile", wording="older")

    def cannot_be_attacked(self, target: Any) -> m.Static:
        return m.Static(effects=[m.CannotBeAttacked(target=target)])

    def count_word(self, word: Token) -> int:
        text = str(word).lower()
        return _COUNTS.get(text) or int(text)

    def return_to_hand(self, target: Any, after: Token | None) -> m.ReturnToHand:
        return m.ReturnToHand(target=target, delayed="mission" if after is not None else None)

    def shuffle(self) -> m.Shuffle:
        return m.Shuffle()

    def activate_card(self, target: Any) -> m.ActivateCard:
        return m.ActivateCard(target=target)

    def reveal_card(self, target: Any) -> m.RevealCard:
        return m.RevealCard(target=target)

    def multiply_counters(self, word: Token, kind: Token, target: Any) -> m.MultiplyCounters:
        return m.MultiplyCounters(counter=str(kind), target=target, factor=2 if str(word).lower() == "double" else 3)

    def die_branch_inline(self, die_range: Token, effects: list[Any]) -> m.DieBranch:
        low, high = _die_range(die_range)
        return m.DieBranch(low=low, high=high, effects=effects)

    def die_outcomes(self, *branches: m.DieBranch) -> list[m.DieBranch]:
        return list(branches)

    def roll_die(self, outcomes: list[m.DieBranch] | None = None) -> m.RollDie:
        # "Roll a die:" with its branches in the sentences after it, or "Roll a die: 1-2: ...; 3-6: ..."
        return m.RollDie(branches=outcomes or [])

    def roll_second_die(self, outcomes: list[m.DieBranch] | None = None) -> m.RollDie:
        return m.RollDie(branches=outcomes or [], second=True)

    def die_branch(self, die_range: Token, *effects: list[Any]) -> Attachment:
        low, high = _die_range(die_range)
        return Attachment(branch=m.DieBranch(low=low, high=high, effects=[e for part in effects for e in part]))

    def put_on(self, what: Any, target: Any) -> m.PutOn:
        if what != m.ThatOne():
            raise ValueError("only 'it' (this card) can be put on another card")
        return m.PutOn(target=target)

    def no_effect(self, _token: Token) -> m.NoEffect:
        return m.NoEffect()

    def it(self) -> m.ThatOne:
        return m.ThatOne()

    def additional_deployment(self, *_parts: Any) -> m.Static:
        return m.Static(effects=[m.AdditionalDeployment()])

    def counts_as(self, name: Token) -> m.Static:
        return m.Static(effects=[m.CountsAs(name=str(name))])

    def activated(self, cost: list[Any], effects: list[Any]) -> m.Activated:
        return m.Activated(cost=cost, effects=effects)

    def resolve(self, effects: list[Any]) -> m.Resolve | m.Static:
        if self.card_type == "Mission":
            return m.Resolve(effects=effects)
        return m.Static(effects=effects)

    def effects(self, *effects: Any) -> list[Any]:
        flat: list[Any] = []
        for effect in effects:
            if isinstance(effect, m.Selector):  # "Choose one of your 'Mechs and one 'Mech an opponent controls"
                if not flat or not isinstance(flat[-1], m.Choose):
                    raise ValueError("a card named with no verb to act on it")
                flat[-1] = flat[-1].model_copy(update={"more": [*flat[-1].more, effect]})
                continue
            if isinstance(effect, ChooseInIt):  # "Look at any opponent's hand and choose any card in it"
                if not flat or not isinstance(flat[-1], m.LookAtHand):
                    raise ValueError("'in it' names no hand looked at before it")
                effect = effect.choose
            flat.extend(effect if isinstance(effect, list) else [effect])
        return flat

    def counters_on_entry(self, count: int, kind: Token, _self: Any, when: Token) -> m.Triggered:
        trigger = "activated" if str(when) == "activated" else "revealed"
        effect = m.AddCounters(counter=str(kind), count=count, target=m.This())
        return m.Triggered(trigger=trigger, effects=[effect])

    def counter_each_turn(self, _a: Token, kind: Token, _self: Any, when: Token) -> m.Triggered:
        if not str(when).endswith("of your turn"):
            raise ValueError(f"a counter is removed from this card at the beginning of your turn, not {when}")
        effect = m.RemoveCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def quantity_base(self, stat: Token) -> m.Quantity:
        return m.Quantity(of=f"base_{stat}")

    def quantity_tonnage(self) -> m.Quantity:
        return m.Quantity(of="tonnage", divided_by=10)

    def quantity_counters(self, kind: Token, _self: Any) -> m.Quantity:
        return m.Quantity(of="counters", counter=str(kind))

    def quantity_excess(self, kind: Token, _self: Any) -> m.Quantity:
        if str(kind) != "construction":
            raise ValueError(f"only construction counters are paid above a card's cost, not {kind} counters")
        return m.Quantity(of="excess_construction")

    def receives_quantity(self, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    def deal_quantity(self, target: Any, quantity: m.Quantity) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=quantity)

    def receives_roll(self, target: Any, _roll: Token) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="die_roll"))

    def prevent_roll(self, _roll: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(target=target, amount=0, up_to=False, amount_of=m.Quantity(of="die_roll"))

    def deal_that_much(self, target: Any) -> m.DealDamage:
        return m.DealDamage(target=target, amount=0, amount_of=m.Quantity(of="that_much"))

    def stockpile(self, words: Token) -> m.Selector:
        text = str(words).lower()
        if text.startswith("your own"):
            return m.Selector(quantifier="that", noun="stockpile", owner="you")
        if text.startswith("each"):
            return m.Selector(quantifier="each", noun="stockpile", owner="opponent" if "opposing" in text else "any")
        return m.Selector(quantifier="that", noun="stockpile", owner="opponent")

    def opponents_unit(self, _opponents: Token, noun: Token) -> m.Selector:
        # "Opponent's 'Mech": the one the opponent has in this battle, as "your 'Mech" is yours
        return m.Selector(quantifier="that", noun="mech" if "ech" in str(noun) else "unit", owner="opponent")

    def counter_each_turn_add(self, _a: Token, kind: Token, _self: Any) -> m.Triggered:
        effect = m.AddCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def counter_each_untap_phase(self, kind: Token, *_rest: Any) -> m.Triggered:
        # the Untap phase opens the turn: the same moment as "at the beginning of each of your turns"
        effect = m.AddCounters(counter=str(kind), count=1, target=m.This())
        return m.Triggered(trigger="turn_start", effects=[effect])

    def last_counter(self, _kind: Token | None, *effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="last_counter_removed", effects=[e for part in effects for e in part])

    def at_the_beginning(self, effect: Any, when: Token) -> m.AtTheBeginning:
        text = str(when)
        whose = "you" if " your " in text else "opponent"
        of = "draw_phase" if text.endswith("Draw phase") else "turn"
        return m.AtTheBeginning(whose=whose, of=of, effects=effect if isinstance(effect, list) else [effect])

    def multiply_damage(self, word: Token, *parts: Any) -> m.MultiplyDamage:
        return m.MultiplyDamage(target=parts[-1], factor=2 if str(word).lower() == "double" else 3)

    def draw_additional(self) -> m.Draw:
        return m.Draw(count=1)

    def scrap_others_on_activation(self, _self: Any, scope: Token) -> m.Triggered:
        return m.Triggered(trigger="activated", effects=[_scrap_others(scope)])

    def scrap_others(self, scope: Token) -> m.ScrapOthers:
        return _scrap_others(scope)

    def put_in_region(self, what: Any) -> m.PutInRegion:
        if what != m.ThatOne():
            raise ValueError("only 'it' (this card) can be put in a region")
        return m.PutInRegion()

    def move_enhancement(self, _self: Any, phase: Token) -> m.Static:
        return m.Static(effects=[m.MoveEnhancement()], conditions=[m.During(phase=_PHASES[str(phase)])])

    def rider_free_deployment(self) -> Attachment:
        return Attachment(effects=[m.FreeDeployment(if_revealed=False)])

    def rider_counts_as_deployment(self) -> Attachment:
        return Attachment(effects=[m.CountsAsDeployment()])

    def attacks_alone(self, _one: Token, _unit: Token) -> m.AttacksAlone:
        return m.AttacksAlone()

    def has_asset(self, asset: Token) -> m.HasAsset:
        return m.HasAsset(asset=str(asset))

    def during_enhanced_mission(self, _self: Any) -> m.During:
        return m.During(whose="any", mission=True, target_in_enhanced_region=True)

    def receives_damage(self, target: Any, amount: Token, structure: Token | None = None) -> m.DealDamage:
        return m.DealDamage(target=target, amount=int(amount), structure=structure is not None)

    def gets_roll(self, target: Any, _die_range: Token, stat: Token, amount: Token | None) -> list[Any]:
        # "+(1-6) attack": as much as the die roll before it shows (a branch "1-3" may print "+(1-3)")
        effects: list[Any] = [m.ModifyStat(target=target, stat=str(stat), amount=0, from_roll=True)]
        if amount is not None:
            effects.append(m.DealDamage(target=target, amount=int(amount)))
        return effects

    def add_to_die_roll(self, amount: Token) -> m.AddToDieRoll:
        return m.AddToDieRoll(amount=signed(amount))

    def additional_deployment_now(self, _one: Token) -> m.AdditionalDeployment:
        return m.AdditionalDeployment(when_revealed=False)

    def remaining(self, _cards: Token) -> m.Remaining:
        return m.Remaining()

    def restock(self, target: Any, _in_any_order: Token | None = None) -> m.Restock:
        return m.Restock(target=target)

    def untap_them(self) -> m.Tap:
        return m.Tap(target=m.ThatOne(), untap=True)

    def gain_ability(self, target: Any, ability: Any) -> m.GainAbility:
        return m.GainAbility(target=target, ability=ability)

    def enhanced(self, *_parts: Any) -> m.Enhanced:
        return m.Enhanced()

    # effects
    def deal_damage(self, amount: Token, structure: Token | None, target: Any) -> m.DealDamage:
        return m.DealDamage(amount=int(amount), target=target, structure=structure is not None)

    def source_deals_damage(self, source: Any, amount: Token, structure: Token | None, target: Any) -> m.DealDamage:
        return m.DealDamage(amount=int(amount), target=target, structure=structure is not None, source=source)

    def prevent_damage(self, up_to: Token | None, amount: Token, target: Any) -> m.PreventDamage:
        return m.PreventDamage(amount=int(amount), target=target, up_to=up_to is not None)

    def draw(self, count: int, after: Token | None = None) -> m.Draw:
        return m.Draw(count=count, delayed="mission" if after is not None else None)

    def choose_in_it(self, target: Any, _in_it: Token) -> ChooseInIt:
        if not isinstance(target, m.Selector) or target.zone is not None:
            raise ValueError("only a card with no zone of its own can be chosen 'in it'")
        return ChooseInIt(m.Choose(target=target.model_copy(update={"zone": "hand", "their_zone": True})))

    def choose(self, target: Any) -> m.Choose:
        return m.Choose(target=target)

    def you_get(self, change: tuple[str, int]) -> m.ModifyStat:
        stat, amount = change
        return m.ModifyStat(target=m.Selector(quantifier="a", noun="unit", owner="you"), stat=stat, amount=amount)

    def win_initiative(self) -> m.WinInitiative:
        return m.WinInitiative()

    def modify_stats(self, target: Any, changes: list[tuple[str, int]]) -> list[m.ModifyStat]:
        return [m.ModifyStat(target=target, stat=stat, amount=n) for stat, n in changes]

    def tap(self, target: Any) -> m.Tap:
        return m.Tap(target=target)

    def untap(self, target: Any, when: Token | None = None) -> m.Tap:
        # "after the mission" and "at the end of the mission" are the same moment
        delayed = None if when is None else ("turn" if when.type.endswith("AT_END_OF_YOUR_TURN") else "mission")
        return m.Tap(target=target, untap=True, delayed=delayed)

    def gets_and_receives(self, target: Any, changes: list[tuple[str, int]], *rest: Any) -> list[Any]:
        amount = rest[-1]
        noun = target.noun if isinstance(target, m.Selector) and target.noun in ("unit", "mech") else "unit"
        then = m.ThatOne(noun=noun) if isinstance(target, m.Selector) else target
        return [*self.modify_stats(target, changes), m.DealDamage(target=then, amount=int(amount))]

    def gets_and_receives_less(
        self, target: Any, changes: list[tuple[str, int]], _and: Token, amount: Token
    ) -> list[Any]:
        # "Attacking 'Mechs each get -2 attack and receive 2 less damage": 2 damage prevented to each of them
        shielded = (
            target.model_copy(update={"quantifier": "each"})
            if isinstance(target, m.Selector) and target.quantifier == "all"
            else target
        )
        return [*self.modify_stats(target, changes), m.PreventDamage(target=shielded, amount=int(amount), up_to=False)]

    def gets_only_against_non_units(self, target: Any, change: Any, *_rest: Any) -> m.ModifyStat:
        stat, amount = change if isinstance(change, tuple) else ("attack", signed(change))
        return m.ModifyStat(target=target, stat=stat, amount=amount, only_against="other_than_units")

    def prevent_all_received(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, received=True)

    def prevent_all_dealt(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True)

    def prevent_all_both(self, _all: Token, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True, received=True)

    def replace_counters(self, count: int, target: Any, more: Token) -> m.ReplaceCounters:
        replacement = self.count_word(Token("INT", str(more).split()[1]))
        if replacement <= count:
            raise ValueError("counters are replaced with more counters of the same type")
        return m.ReplaceCounters(target=target, count=count, replacement=replacement)

    def redirect_all_damage(self, source: Any, to: Any) -> m.RedirectAllDamage:
        return m.RedirectAllDamage(source=source, to=to)

    def deals_no_damage(self, target: Any) -> m.PreventAllDamage:
        return m.PreventAllDamage(target=target, dealt=True)

    def set_stat(self, stat: Token, target: Any, value: Token) -> m.SetStat:
        return m.SetStat(target=target, stat=str(stat), value=int(value))

    def may(self, effects: list[Any]) -> m.May:
        return m.May(effects=effects)

    def excess(self, *parts: Any) -> int:
        counts = [p for p in parts if isinstance(p, int)]
        return counts[0] if counts else 1

    def per_excess_after(self, effects: list[Any], per: int) -> Any:
        return self.resolve([m.PerExcessConstruction(per=per, effects=effects)])

    def per_counter(self, effects: list[Any], _each: Token, kind: Token, _self: Any) -> Any:
        return self.resolve([m.PerCounter(counter=str(kind), effects=effects)])

    def activated_per_counter(
        self, cost: list[Any], effects: list[Any], _each: Token, kind: Token, _self: Any
    ) -> m.Activated:
        return m.Activated(cost=cost, effects=[m.PerCounter(counter=str(kind), effects=effects)])

    def activated_for_each(self, cost: list[Any], effects: list[Any], each: m.Selector) -> m.Activated:
        if each.quantifier != "each":
            raise ValueError("an ability repeated for its cards names them with 'each'")
        return m.Activated(cost=cost, effects=[m.ForEach(each=each, effects=effects)])

    def activated_per_counter_removed(self, cost: list[Any], *parts: Any) -> m.Activated:
        # cost, "any number of", the kind, this card (or None), the effects, "each"
        kind, effects = parts[1], parts[-2]
        return m.Activated(cost=cost, effects=[m.PerCounterRemoved(counter=str(kind), effects=effects)])

    def activated_that_much_per_counter(self, cost: list[Any], *parts: Any) -> m.Activated:
        # "to get that much initiative": one point for each counter removed
        kind, stat = parts[1], parts[-1]
        effects = [self.you_get((str(stat), 1))]
        return m.Activated(cost=cost, effects=[m.PerCounterRemoved(counter=str(kind), effects=effects)])

    def once_each_turn(self, _each: Token) -> m.OnceEachTurn:
        return m.OnceEachTurn()

    def per_excess_before(self, per: int, effects: list[Any]) -> Any:
        return self.per_excess_after(effects, per)

    def piloted_attacks_or_blocks(self, _a: Any, _mech: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_attacks_or_blocks", effects=effects)

    def piloted_scrapped(
        self, _a: Any, _mech: Token, _self: Any, during: Token | None, effects: list[Any]
    ) -> m.Triggered:
        conditions = [] if during is None else [m.During(whose="any", mission=True)]
        return m.Triggered(trigger="piloted_scrapped", effects=effects, conditions=conditions)

    def piloted_attacks_alone(self, _a: Any, _mech: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="piloted_attacks_alone", effects=effects)

    def return_to_hand_later(self, _when: Token, target: Any) -> m.ReturnToHand:
        return m.ReturnToHand(target=target, delayed="mission")

    def put_both_on_stockpile(self, first: Any, second: Any, _order: Token | None) -> list[m.PutOnStockpile]:
        return [m.PutOnStockpile(target=first), m.PutOnStockpile(target=second)]

    def cannot_be_blocked(self, target: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target)

    def cannot_be_blocked_by(self, target: Any, by: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target, by=by)

    def gets_either(
        self, target: Any, first: tuple[str, int], second: tuple[str, int], _choice: Token | None
    ) -> m.OneOf:
        return m.OneOf(options=[self.modify_stats(target, [first]), self.modify_stats(target, [second])])

    def at_the_end(self, when: Token, effects: list[Any]) -> Any:
        return self.resolve([m.AtTheEnd(of="battle" if str(when).endswith("battle") else "mission", effects=effects)])

    def either_kind(self, first: Any, kind: Token, _card: Token, owned: Token | None) -> m.Either:
        options = first.options if isinstance(first, m.Either) else [first]
        last = options[-1]
        if not isinstance(last, m.Selector) or last.card_type is None:
            raise ValueError("a card kind after 'or' needs a kind of card before it")
        second = last.model_copy(update={"card_type": str(kind)})
        if owned is not None:
            options = [o.model_copy(update={"owner": "you"}) for o in options]
            second = second.model_copy(update={"owner": "you"})
        return m.Either(options=[*options, second])

    def older_hand_to_hand_deals(self, _self: Any, amount: Token, *_rest: Any) -> m.Keyword:
        return m.Keyword(name="Hand-to-Hand", value=signed(amount), wording="older")

    def older_ap(self, _self: Any, amount: Token, *_rest: Any) -> m.Keyword:
        if signed(amount) != 1:
            raise ReminderMismatchError(f"AP: +1 damage to targets other than 'Mechs, not {amount}")
        return m.Keyword(name="AP", wording="older")

    def either_noun(self, first: Any, *rest: Any) -> m.Either:
        noun = rest[-1]
        last = first.options[-1] if isinstance(first, m.Either) else first
        if not isinstance(last, m.Selector) or last.noun == "target":
            raise ValueError("a bare noun after 'or' needs a quantifier before it")
        return self.either(first, m.Selector(quantifier=last.quantifier, count=last.count, noun=noun))

    def untap_it(self) -> m.Tap:
        return m.Tap(target=m.ThatOne(), untap=True)

    def tap_it(self) -> m.Tap:
        return m.Tap(target=m.ThatOne())

    def scrap(self, target: Any) -> m.Scrap:
        return m.Scrap(target=target)

    def cannot_block(self, target: Any, unless: Token | None = None) -> m.CannotBlock:
        return m.CannotBlock(target=target, unless_guarding=unless is not None)

    # targets
    def piloted_unit(self, *_tokens: Any) -> m.PilotedUnit:
        return m.PilotedUnit()

    def that_one(self, noun: str) -> m.ThatOne:
        return m.ThatOne(noun=noun)

    def scrap_either(self, first: Any, second: Any) -> m.Scrap:
        # "Scrap any Terrain card or scrap any Enhancement on a site": one of them, chosen when it happens
        return m.Scrap(target=self.either(first, second))

    def either(self, first: Any, *rest: Any) -> m.Either:
        second = rest[-1]
        options = [*(first.options if isinstance(first, m.Either) else [first]), second]
        if not all(isinstance(o, m.Selector) for o in options):
            raise ValueError("a choice between this card and other cards is not in the DSL yet")
        return m.Either(options=options)

    # timing
    def during_phase(self, phase: Token, not_during_mission: Token | None) -> m.During:
        return m.During(phase=_PHASES[str(phase)], not_during_mission=not_during_mission is not None)

    def during_mission(self) -> m.During:
        return m.During(whose="any", mission=True)

    def during_battle(self) -> m.During:
        return m.During(whose="any", battle=True)

    def that_is_in(self, _mech: Token, role: Token, alone: Token | None) -> m.ThatIsIn:
        return m.ThatIsIn(role=str(role), alone=alone is not None)

    def if_tons(self, noun: str, tons: Token, effects: list[Any], otherwise: list[Any] | None = None) -> m.IfTons:
        return m.IfTons(watched=m.ThatOne(noun=noun), min_tons=int(tons), effects=effects, otherwise=otherwise or [])

    def no_player_plays(self, _no_player: Token, kind: Token, _cards: Token) -> m.NoPlayerPlays:
        return m.NoPlayerPlays(card_type=str(kind))

    def if_no_structure_damage(self, noun: str, _structure: Token, effects: list[Any]) -> Attachment:
        return Attachment(effects=[m.IfNoStructureDamage(watched=m.ThatOne(noun=noun), effects=effects)])

    def join_battle(self, target: Any) -> m.JoinBattle:
        return m.JoinBattle(target=target)

    def tap_to_join_battle(self, target: Any) -> list[Any]:
        return [m.Tap(target=target), m.JoinBattle(target=target)]

    def resolve_several(self, *parts: list[Any]) -> m.Resolve | m.Static:
        return self.resolve([e for part in parts for e in part])

    def damage_only_to(self, source: Any, to: Any) -> m.DamageOnlyTo:
        return m.DamageOnlyTo(source=source, to=to)

    def speed_is(self, _mech: Token, *speeds: Token) -> m.PilotedSpeed:
        return m.PilotedSpeed(speeds=[str(s) for s in speeds])

    def defending(self, no_blockers: Token | None) -> m.Defending:
        if no_blockers is None:
            return m.Defending()
        return m.Defending(no_blockers="unit" if str(no_blockers).endswith("Units") else "mech")

    def when_in(self, *roles: Token) -> m.WhenIn:
        return m.WhenIn(roles=[str(r) for r in roles])

    # block: who may attack and block, and how fast they count
    def piloted_speed_static(self, *parts: Any) -> m.Static:
        speeds = [str(p) for p in parts if isinstance(p, Token) and p.type.endswith("SPEED")]
        condition = m.PilotedSpeed(speeds=speeds)
        return m.Static(effects=_about(parts[-1], m.PilotedUnit()), conditions=[condition])

    def piloted_faster_static(self, *parts: Any) -> m.Static:
        compared, than, effects = parts[-3], parts[-2], parts[-1]
        condition = m.SpeedCompared(than=than, faster=str(compared) == "faster")
        return m.Static(effects=_about(effects, m.PilotedUnit()), conditions=[condition])

    def speed_compared(self, _mech: Token, compared: Token, than: Any) -> m.SpeedCompared:
        return m.SpeedCompared(than=than, faster=str(compared) == "faster")

    def cannot_be_blocked_except(self, target: Any, by: Any) -> m.CannotBeBlocked:
        return m.CannotBeBlocked(target=target, except_by=by)

    def shift_speed_for(self, target: Any, actions: list[str], *parts: Any) -> m.ShiftSpeed:
        steps, compared = parts[-2], parts[-1]
        return m.ShiftSpeed(target=target, steps=steps if str(compared) == "faster" else -steps, only_for=actions)

    def as_if_attack(self) -> list[str]:
        return ["attack"]

    def as_if_block(self) -> list[str]:
        return ["block"]

    def as_if_attack_and_block(self) -> list[str]:
        return ["attack", "block"]

    def ignore_speed_this_mission(self, target: Any, _mission: Token, *_rest: Any) -> m.Lasting:
        blocking = m.IgnoreSpeed(target=target, action="block")
        return m.Lasting(until="end_of_mission", effects=[blocking])

    def may_attack_selector(self, selector: Any) -> tuple[str, Any]:
        return "attack", selector

    def block_while_tapped(self, target: Any) -> m.BlockWhileTapped:
        return m.BlockWhileTapped(target=target)

    def limit_attack(self, against: Any) -> tuple[str, Any]:
        return "attack", against

    def limit_block(self, against: Any = None) -> tuple[str, Any]:
        return "block", against

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

    def for_each_fewer(self, each: Any, than: int, group: Token, effects: list[Any]) -> Any:
        if not (isinstance(each, m.Selector) and each == m.Selector(quantifier="each", noun=each.noun)):
            raise ValueError("a group falls short by plain cards ('each 'Mech')")
        if str(group) not in ("attacking", "blocking"):
            raise ValueError("only an attacking or blocking group falls short")
        return self.resolve([m.ForEachFewer(noun=each.noun, than=than, group=str(group), effects=effects)])

    def redirect_attack(self, to: Any) -> m.RedirectAttack:
        return m.RedirectAttack(to=to)

    def each_attack(self, _each: Token, until: Token, effects: list[Any]) -> Any:
        return self.lasting_before(until, effects)

    def attacks_with(self, target: Any, actions: list[str], partner: Any) -> m.AttacksWith:
        return m.AttacksWith(target=target, partner=partner, actions=actions)

    def partner_attacks_and_blocks(self) -> list[str]:
        return ["attack", "block"]

    def partner_attacks(self) -> list[str]:
        return ["attack"]

    def partner_blocks(self) -> list[str]:
        return ["block"]

    def same_speed_as(self, target: Any, like: Any) -> m.SameSpeedAs:
        return m.SameSpeedAs(target=target, like=like)

    def partner_mech(self, _mech: Token) -> m.Selector:
        # the 'Mech a card attacks or blocks with: the one in a group with it
        return m.Selector(quantifier="a", noun="mech", in_group_with="this")

    def cannot_be_attacked_by(self, target: Any, by: Any) -> m.CannotBeAttacked:
        return m.CannotBeAttacked(target=target, by=by)

    def this_mech(self, _mech: Token) -> Any:
        # a 'Mech card's own text means itself; a Pilot's (or another card's) the 'Mech it pilots
        return m.This() if self.card_type == "Unit" else m.PilotedUnit()

    def gets_and_prevents(self, target: Any, changes: list[tuple[str, int]], _and: Token, amount: Token) -> list[Any]:
        return [*self.modify_stats(target, changes), m.PreventDamage(target=target, amount=int(amount), up_to=False)]


def _limited_player(parts: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """Whose attacks or blocks a limit is on ("You cannot ...", "Opponent cannot ..."), and the rest of the parts."""
    if parts and isinstance(parts[0], Token) and parts[0].type.endswith("OPPONENT_SUBJ"):
        return "opponent", parts[1:]
    return "you", parts


_SAME_TARGET = m.Selector(quantifier="that", noun="target")
"""``such a target``: the target named by the limit before it."""


def _about(effects: list[Any], subject: Any) -> list[Any]:
    """The effects with "it" (the card named before) as ``subject``: "If 'Mech piloted by ~ is fast, it ..."."""
    return [
        e.model_copy(update={"target": subject}) if getattr(e, "target", None) == m.ThatOne() else e for e in effects
    ]


_TRIGGERS = {"activate": "activated", "reveal": "revealed"}


def _scrap_cost(selector: Any) -> m.ScrapCost | str:
    """The cost of scrapping the cards the selector names, or why they cannot pay one: plain cards (of one type)
    from your hand, the top of your Stockpile, or yours in play."""
    if not isinstance(selector, m.Selector) or not (selector.zone in ("hand", "stockpile") or selector.in_play):
        return "only cards from your hand, your Stockpile or in play can be scrapped to pay a cost"
    source = selector.zone or "play"
    plain = m.Selector(
        quantifier=selector.quantifier,
        count=selector.count,
        noun="card",
        zone=selector.zone,
        card_type=selector.card_type,
        in_play=selector.in_play,
        owner=selector.owner if source == "play" else "any",
    )
    if selector != plain:
        return "only plain cards from your hand, your Stockpile or in play can be scrapped to pay a cost"
    if selector.quantifier not in ("a", "one", "any") and selector.count is None:
        return f"'{selector.quantifier}' cards cannot be counted to pay a cost"
    return m.ScrapCost(source=source, count=selector.count or 1, card_type=selector.card_type)


def _until(token: Token) -> m.Until:
    text = str(token).lower()
    if "next turn" in text:
        return "your_next_turn"
    if text.endswith("deploy a card"):
        return "you_deploy"
    if text.endswith("mission"):
        return "end_of_mission"
    if text.endswith("game"):
        return "end_of_game"
    return "end_of_turn"


def _scrap_others(scope: Token) -> m.ScrapOthers:
    if str(scope).startswith("Terrain"):
        return m.ScrapOthers(subtype="Terrain", scope="region")
    return m.ScrapOthers(subtype="Faction", scope="yours")


_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _die_range(token: Token) -> tuple[int, int]:
    numbers = [int(n) for n in str(token).replace("–", "-").replace(" ", "").split("-")]
    low, high = numbers[0], numbers[-1]
    if low > high:
        raise ValueError(f"die range {token} runs backwards")
    return low, high


_PHASES = {
    "Untap": "untap",
    "Draw": "draw",
    "Deploy": "deploy",
    "Repair/Reload": "repair_reload",
    "Missions": "missions",
    "End": "end",
}


@cache
def card_text_transformer(card_type: str | None = None) -> Transformer[Token, Any]:
    """The merged transformer for ``grammar/cardtext.lark`` and the grammars it imports."""
    merged: Transformer[Token, Any] = merge_transformers(  # type: ignore[no-untyped-call]
        CardTextTransformer(card_type),
        options=OptionsTransformer(),
        keywords=KeywordsTransformer(),
        selectors=SelectorsTransformer(),
    )
    return merged
