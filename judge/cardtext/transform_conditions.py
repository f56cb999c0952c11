"""The transformer of the costs, timing and conditions (``grammar/conditions.lark``): when an ability may be used,
played or revealed; merged with the others by :mod:`judge.cardtext.transformers`."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.cardtext.transform_conditions_b9 import PlayConditionsB9Mixin
from judge.cardtext.transform_helpers import (
    PHASES,
    Attachment,
)
from judge.cardtext.transform_mission_target import MissionTargetTimingMixin
from judge.cardtext.transform_selectors import noun_of
from judge.cardtext.transform_timing import TimingMixin
from judge.dsl import models as m


@v_args(inline=True)
class ConditionsTransformer(MissionTargetTimingMixin, PlayConditionsB9Mixin, TimingMixin, Transformer[Token, Any]):
    """``grammar/conditions.lark`` → costs and the conditions of :class:`~judge.dsl.models.PlayRestriction`."""

    def tap_cost(self, _token: Token) -> m.TapCost:
        return m.TapCost()

    def resource_cost(self, _token: Token) -> m.ResourceCost:
        return m.ResourceCost()

    def cost(self, *parts: Any) -> list[Any]:
        return [c for p in parts for c in (p if isinstance(p, list) else [p])]

    def resources_paid(self, _pay: Token, *symbols: Token) -> list[m.ResourceCost]:
        # "Pay {R}{R}:" is "{R}{R}:"
        return [m.ResourceCost() for _ in symbols]

    def scrap_self_cost(self, _words: Token) -> m.ScrapCost:
        return m.ScrapCost(source="this")

    def remove_counters_paid(self, words: Token) -> m.RemoveCountersCost:
        # "Remove a fuel counter from ~:", "Remove two ammo counters from ~:"
        count_word, kind = str(words).split()[1:3]
        count = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}[count_word]
        return m.RemoveCountersCost(counter=kind, count=count)

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

    def attacks_alone_play(self, _attacker: Any, not_blocked: Token | None) -> list[Any]:
        conditions: list[Any] = [m.AttacksAlone()]
        if not_blocked is not None:
            conditions.append(m.WhenIn(roles=["unblocked"]))
        return conditions

    def alone_attacker(self, *_parts: Any) -> None:
        return None

    def at_end_of_phase(self, phase: Token) -> m.During:
        return m.During(phase=PHASES[str(phase)], at_end=True)

    def after_missile_roll(self) -> m.AfterRoll:
        return m.AfterRoll(missile=True)

    def after_roll(self, *words: Any) -> m.AfterRoll:
        return m.AfterRoll(missile=any(str(w) == "missile" for w in words))

    def play_restriction(self, *conditions: Any) -> m.PlayRestriction:
        flat = [c for condition in conditions for c in (condition if isinstance(condition, list) else [condition])]
        flat = [c for c in flat if c is not None and not isinstance(c, m.This | Token)]
        return m.PlayRestriction(conditions=flat)

    def use_restriction(self, *conditions: Any) -> Attachment:
        flat = [c for condition in conditions for c in (condition if isinstance(condition, list) else [condition])]
        return Attachment(conditions=[c for c in flat if not isinstance(c, Token) and c is not None], use=True)

    def applies_restriction(self, *conditions: Any) -> Attachment:
        """ "This ability applies only during a mission.": the conditions of an ability always on (not used)."""
        flat = [c for condition in conditions for c in (condition if isinstance(condition, list) else [condition])]
        return Attachment(conditions=[c for c in flat if not isinstance(c, Token) and c is not None])

    def when_one_of_yours(self, _one: Token, _unit: Token, role: Token) -> m.WhenIn:
        # "when one of your Units is blocked": your group is (rulebook, Missions phase: a group is blocked together)
        return m.WhenIn(roles=[str(role)])

    def played_on(self, *parts: Any) -> m.PlayRestriction:
        where = parts[-1]
        target = where if not isinstance(where, Token) else m.Selector(quantifier="one", noun="site", owner="you")
        return m.PlayRestriction(conditions=[m.PlayedOn(target=target)])

    def played_on_named(self, card: Any, where: Any) -> m.PlayRestriction:
        """ "~ may be played only on a Steiner 'Mech" (rulebook p.12): the card itself, named."""
        if not isinstance(card, m.This):
            raise ValueError("a card says where it is played, not where another card is")
        return self.played_on(where)

    def upkeep_cost(self, text: Token) -> Any:
        from judge.cards.cost import parse_cost

        return parse_cost(str(text).replace("/", " +"))

    def attacks_alone(self, _one: Token, _unit: Token) -> m.AttacksAlone:
        return m.AttacksAlone()

    def has_asset(self, asset: Token) -> m.HasAsset:
        return m.HasAsset(asset=str(asset))

    def during_enhanced_mission(self, _self: Any) -> m.During:
        return m.During(whose="any", mission=True, target_in_enhanced_region=True)

    def once_each_turn(self, _each: Token) -> m.OnceEachTurn:
        return m.OnceEachTurn()

    # timing
    def during_phase(self, phase: Token, not_during_mission: Token | None) -> m.During:
        return m.During(phase=PHASES[str(phase)], not_during_mission=not_during_mission is not None)

    def scrap_from_hand_paid(self, words: Token) -> m.ScrapCost:
        """Glossary, Scrap: a card put into the Scrapheap, here from the hand, to pay the cost."""
        parts = str(words).split()
        count = {"a": 1, "an": 1, "one": 1, "two": 2}[parts[1]]
        kind = parts[2] if parts[2] not in ("card", "cards") else None
        return m.ScrapCost(source="hand", count=count, card_type=kind)

    def during_mission(self, *_plural: Token) -> m.During:
        return m.During(whose="any", mission=True)

    def during_battle(self, *_plural: Token) -> m.During:
        return m.During(whose="any", battle=True)

    def that_is_in(self, _mech: Token, role: Token, alone: Token | None) -> m.ThatIsIn:
        return m.ThatIsIn(role=str(role), alone=alone is not None)

    def speed_is(self, _mech: Token, *speeds: Token) -> m.PilotedSpeed:
        return m.PilotedSpeed(speeds=[str(s) for s in speeds])

    def defending(self, no_blockers: Token | None) -> m.Defending:
        if no_blockers is None:
            return m.Defending()
        return m.Defending(no_blockers="unit" if str(no_blockers).endswith("Units") else "mech")

    def when_in(self, *roles: Token) -> m.WhenIn:
        return m.WhenIn(roles=[str(r) for r in roles])

    # restrict: more timings of "Use this ability only ..."
    def after_all_missile_dice(self, *_parts: Any) -> m.AfterRoll:
        return m.AfterRoll(missile=True, all_dice=True)

    def during_any_phase(self, phase: Token, not_during_mission: Token | None) -> m.During:
        return m.During(phase=PHASES[str(phase)], whose="any", not_during_mission=not_during_mission is not None)

    def before_blockers(self) -> m.BeforeBlockers:
        return m.BeforeBlockers()

    def declaring_attack(self, _an: Token, count: int | None = None, noun: Token | None = None) -> m.DeclaringAttack:
        if count is None:
            return m.DeclaringAttack()
        return m.DeclaringAttack(count=count, noun="unit" if str(noun).startswith("Unit") else "mech")

    def unit_role(self, unit: str, *rest: Any) -> list[Any]:
        roles = [r for r in rest if isinstance(r, str) and not isinstance(r, Token)]
        tokens = [r for r in rest if isinstance(r, Token)]
        alone = any(t.type.endswith("ALONE") for t in tokens)
        conditions: list[Any] = [m.UnitRole(unit=unit, roles=roles, alone=alone)]
        if any(t.type.endswith("DURING_BATTLE") for t in tokens):
            conditions.append(m.During(whose="any", battle=True))
        return conditions

    def subject_piloted(self, *_parts: Any) -> str:
        return "piloted_unit"

    def subject_this(self, _mech: Token) -> str:
        return "this"

    def subject_self(self, _self: Any) -> str:
        return "this"

    def verb_attacks(self) -> str:
        return "attacking"

    def verb_blocks(self) -> str:
        return "blocking"

    def verb_is(self, role: Token) -> str:
        return str(role)

    def at_end_of_mission(self) -> m.During:
        return m.During(whose="any", mission=True, at_end=True)

    def that_role_in_mission(self, _mech: Token, role: Token) -> m.ThatIsIn:
        past = {"blocked": "blocking", "attacked": "attacking"}
        if str(role) not in past:
            raise ValueError(f"'{role} that mission' is not a role in a mission")
        return m.ThatIsIn(role=past[str(role)], that_mission=True)

    def any_of(self, *options: Any) -> m.AnyOf:
        # "on your turn, or during a mission on any opponent's turn": one of several times of the turn
        flat = [o for option in options for o in (option.options if isinstance(option, m.AnyOf) else [option])]
        if not all(isinstance(o, m.During) for o in flat):
            raise ValueError("only times of the turn can be alternatives")
        return m.AnyOf(options=flat)

    def on_your_turn(self) -> m.During:
        return m.During()

    def mission_on_opponents_turn(self, _opponents: Token) -> m.During:
        return m.During(whose="opponent", mission=True)

    def controls_at_least(self, *parts: Any) -> m.Controls:
        who, target = parts[0], parts[-1]
        if not isinstance(target, m.Selector) or (target.quantifier not in ("a", "one") and target.count is None):
            raise ValueError("'at least' needs a number of cards")
        player = "opponent" if isinstance(who, Token) and who.type.endswith("OPPONENT_CONTROLS") else "you"
        return m.Controls(player=player, target=target, at_least=target.count or 1)

    # --- item 3 b: timing and conditions of unseen sets ---------------------------------------------------------------
    def play_condition(self, timing: Any) -> Any:
        """ "Play only <timing>": every timing of "Use this ability only ..." (one language of timing)."""
        return timing

    def initiative_result(self, result: Token) -> m.InitiativeResult:
        return m.InitiativeResult(won=str(result).endswith("won"))

    def being_in_role(self, unit: str, role: Token) -> m.UnitRole:
        return m.UnitRole(unit=unit, roles=[str(role)])

    def on_opponents_turn(self, *_opponents: Token) -> m.During:
        return m.During(whose="opponent")

    def once_per_turn(self) -> m.OnceEachTurn:
        return m.OnceEachTurn()

    def controls_one(self, *parts: Any) -> m.Controls:
        who, target = parts[0], parts[-1]
        if not isinstance(target, m.Selector) or target.quantifier not in ("a", "one", "any"):
            raise ValueError("'if you control' names one card")
        return m.Controls(player=_controller(who), target=target)

    def controls_none(self, *parts: Any) -> m.ControlsNone:
        return m.ControlsNone(player=_controller(parts[0]), target=_no_cards(str(parts[-1])))

    def you_play(self, verb: Token, _a: Token, kind: Token, _card: Token | None) -> m.YouPlay:
        return m.YouPlay(verb=str(verb), card_type=str(kind))

    # --- battle: players, damage in battle ------------------------------------------------------------------------
    def opponent_attacks(self, *parts: Any) -> m.OpponentAttacks:
        return m.OpponentAttacks(target=parts[-1])

    def resources(self, *tokens: Token) -> int:
        return len(tokens)

    def speed_compared(self, _mech: Token, compared: Token, than: Any) -> m.SpeedCompared:
        return m.SpeedCompared(than=than, faster=str(compared) == "faster")

    def when_overheats(self, _a: Token, noun: Token) -> m.WhenUnitDoes:
        return m.WhenUnitDoes(event="overheats", noun=noun_of(noun))

    def when_assigns_missiles(self, _a: Token, noun: Token) -> m.WhenUnitDoes:
        return m.WhenUnitDoes(event="assigns_missiles", noun=noun_of(noun))


def _controller(who: Any) -> Literal["you", "opponent"]:
    """Whose cards a condition counts: "you control" or "(an) opponent controls"."""
    return "opponent" if isinstance(who, Token) and who.type.endswith("OPPONENT_CONTROLS") else "you"


_KINDS: dict[str, m.CardKind] = {
    "Mission": "Mission",
    "Command": "Command",
    "Enhancement": "Enhancement",
    "Resource": "Resource",
    "Pilot": "Pilot",
    "Clan": "Clan",
}


def _no_cards(words: str) -> m.Selector:
    """The cards of "controls no <cards>": "'Mechs", "Clan Units", "Command cards", "Pilots"."""
    *label, noun_word = words.replace("Inner Sphere", "Inner_Sphere").split()
    noun = noun_of(Token("NOUN", noun_word))
    if noun_word.lower().startswith("pilot"):
        return m.Selector(quantifier="any", noun="pilot")
    if not label:
        return m.Selector(quantifier="any", noun=noun)
    kind = label[0].replace("_", " ")
    if noun in ("unit", "mech") and kind in ("Clan", "Inner Sphere"):
        return m.Selector(quantifier="any", noun=noun, alignment=kind)
    if noun != "card" or kind not in _KINDS:
        raise ValueError(f"no {words}: not a kind of card")
    return m.Selector(quantifier="any", noun="card", card_type=_KINDS[kind])
