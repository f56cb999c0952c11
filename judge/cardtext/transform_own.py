"""The transformer of a card's own abilities under a condition (``grammar/cardtext.lark``, its own-ability
statements): while the card guards a site or patrols, is in a group with some Unit, while its controller controls some
card or has an asset. A mixin of :class:`~judge.cardtext.transformers.CardTextTransformer`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.dsl import models as m

_ASSETS = ("Assembly", "Logistics", "Munitions", "Politics", "Tactics")


def _named(subject: Any, effects: list[Any]) -> list[Any]:
    """The effects with "it" (the card named before) read as the subject: "While ~ is guarding, it gets +2 armor"."""
    return [
        e.model_copy(update={"target": subject}) if getattr(e, "target", None) == m.ThatOne() else e for e in effects
    ]


def _own(subject: Any) -> Any:
    if not isinstance(subject, m.This | m.PilotedUnit):
        raise ValueError("a condition on a card's place names this card or the 'Mech it pilots")
    return subject


@v_args(inline=True)
class OwnAbilitiesMixin(Transformer[Token, Any]):
    """Static abilities of a card that hold under a condition on itself or its controller."""

    def while_place_before(self, subject: Any, place: Token, effects: list[Any]) -> m.Static:
        """Rulebook p.33 (Guarding a Site) and glossary, Patrol region: the card's place among its controller's."""
        subject = _own(subject)
        state = "guarding" if str(place).startswith("guarding") else "patrolling"
        return m.Static(effects=_named(subject, effects), conditions=[m.CardState(target=subject, state=state)])

    def while_place(self, effects: list[Any], *parts: Any) -> m.Static:
        place = parts[-1]
        targets = {type(getattr(e, "target", None)) for e in effects}
        if targets != {m.This}:
            raise ValueError("'while it is guarding' is about the card the effects change: this card")
        return self.while_place_before(m.This(), place, effects)

    def while_in_group_before(self, subject: Any, _with: Token, others: Any, effects: list[Any]) -> m.Static:
        """Glossary, Group: the attacking Units are one group, the blocking Units another."""
        subject = _own(subject)
        condition = m.InGroupWith(target=subject, others=others)
        return m.Static(effects=_named(subject, effects), conditions=[condition])

    def while_controls(self, *parts: Any) -> m.Static:
        """Glossary, Control: the cards a player has in play."""
        *who, selector, effects = parts
        player = (
            "opponent" if any(isinstance(p, Token) and p.type.endswith("OPPONENT_CONTROLS") for p in who) else "you"
        )
        if not isinstance(selector, m.Selector):
            raise ValueError("the cards controlled are named by a selector")
        return m.Static(effects=effects, conditions=[m.Controls(player=player, target=selector)])

    def per_on_card(self, effects: list[Any], each: Token) -> m.Static:
        """Rulebook p.12 (Enhancements and Pilots are put on the card) and glossary, Damage (counters stay)."""
        text = str(each)
        counted = "damage_counter" if "damage" in text else "pilot" if "Pilot" in text else "enhancement"
        return m.Static(effects=[m.PerOnCard(counted=counted, effects=effects)])

    def while_role_alone(self, effects: list[Any], role: Token, _alone: Token | None) -> m.Static:
        """Rulebook p.26, Battle: a Unit attacking or blocking alone is a group of one."""
        units = {type(getattr(e, "target", None)) for e in effects}
        if units not in ({m.This}, {m.PilotedUnit}):
            raise ValueError("a role names the card the effects are about: this card or the 'Mech it pilots")
        unit = "this" if units == {m.This} else "piloted_unit"
        return m.Static(effects=effects, conditions=[m.UnitRole(unit=unit, roles=[str(role)], alone=True)])

    def while_role_alone_before(self, subject: Any, role: Token, effects: list[Any]) -> m.Static:
        """ "While ~ is attacking alone, it gets +2 attack" (rulebook p.26, Battle: a group of one Unit)."""
        return self.while_role_alone(_named(_own(subject), effects), role, None)

    def at_end_of_its_battle(self, when: Token, _self: Any, effects: list[Any]) -> m.Triggered:
        """ "At the end of each battle ~ is in, ...": a battle it attacks or blocks in (rulebook p.26)."""
        if not str(when).endswith("battle"):
            raise ValueError("a card is in a battle, not in a mission")
        role = m.UnitRole(unit="this", roles=["attacking", "blocking"])
        return m.Triggered(trigger="battle_end", effects=effects, conditions=[role])

    def while_place_bare(self, effects: list[Any], place: Token) -> m.Static:
        """ "~ gets +1 armor while guarding" (rulebook p.33, Guarding a Site; glossary, Patrol region)."""
        return self.while_place(effects, place)

    def while_has_asset(self, asset: Token, effects: list[Any]) -> m.Static:
        """Rulebook p.14, Assets: an asset a player has available (in play)."""
        name = str(asset).split()[0]
        assert name in _ASSETS, name
        return m.Static(effects=effects, conditions=[m.HasAsset(asset=name)])


_NUMBER_WORDS = {"twice": 2, "two times": 2, "three times": 3}


def _missiles_of(token: Token) -> Any:
    """Whose missiles: this card, the card it enhances, or the card named before (``MISSILES_OF``)."""
    text = str(token).lower()
    if text.startswith("enhanced"):
        return m.Enhanced()
    if text.startswith("that"):
        return m.ThatOne(noun="mech" if "mech" in text else "unit")
    return m.This()


@v_args(inline=True)
class OwnEffectsMixin(Transformer[Token, Any]):
    """The own-ability effects of ``grammar/triggers.lark``: a Unit's own speed, options, missiles and restrictions; a
    mixin of :class:`~judge.cardtext.transform_triggers.TriggersTransformer`."""

    def gets_speed(self, target: Any, *parts: Any) -> m.ShiftSpeed:
        """Rulebook p.10: slow, moderate, fast; "-1 speed" is one speed slower."""
        steps = int(str(parts[-1]).split()[0].replace("–", "-").replace("−", "-"))
        if steps == 0:
            raise ValueError("a change of speed of 0")
        return m.ShiftSpeed(target=target, steps=steps)

    def is_speed(self, target: Any, speed: Token) -> m.SetSpeed:
        return m.SetSpeed(target=target, speed=str(speed))

    def option_without_drawback(self, target: Any, option: Token, _without: Token) -> m.NoOptionDrawback:
        """Rulebook p.31: Overheat's damage, Alpha Strike's depletion; the words name the option's own drawback."""
        if (str(option) == "Overheat") != ("Overheat" in str(_without)):
            raise ValueError(f"'{_without}' is not the drawback of {option}")
        return m.NoOptionDrawback(target=target, option=str(option))

    def option_uses(self, target: Any, option: Token, times: Token, _during: Token | None = None) -> m.OptionUses:
        return m.OptionUses(target=target, option=str(option), times=_NUMBER_WORDS[str(times)])

    def missiles_extra(self, whose: Token, amount: Token) -> m.MissileRule:
        return m.MissileRule(fired_by=_missiles_of(whose), extra=int(amount))

    def missiles_roll_damage(
        self, whose: Token, damage: Token, roll: Token, even: Token | None = None
    ) -> m.MissileRule:
        return m.MissileRule(
            fired_by=_missiles_of(whose), damage=int(damage), roll=int(roll), without_munitions=even is not None
        )

    def missile_roll_bonus(self, _add: Token, amount: Token, _each: Token, target: Any) -> m.MissileRule:
        return m.MissileRule(fired_by=target, roll_bonus=int(amount))

    def cannot_be_enhanced(self, target: Any) -> m.CannotBeEnhanced:
        return m.CannotBeEnhanced(target=target)

    def cannot_be_target_of(self, target: Any, of_kind: Token) -> m.CannotBeTargetOf:
        return m.CannotBeTargetOf(target=target, card_type=str(of_kind).split()[3])

    def must_attack_each_turn(self, target: Any, *_parts: Any) -> m.MustAct:
        """Rulebook p.23: attacks are declared in the Missions phase, so "each turn" and "during your Missions
        phase" are the same standing rule."""
        return m.MustAct(target=target, action="attack", if_able=True)

    def may_block_any_speed(self, target: Any, _any: Token) -> m.IgnoreSpeed:
        """Rulebook p.27: a patrolling Unit blocks only a group it is at least as fast as; "of any speed" lifts it."""
        return m.IgnoreSpeed(target=target, action="block")

    def attack_against_sites(self, target: Any, change: tuple[str, int], _against: Token) -> m.ModifyStat:
        """Glossary, Site (a Stockpile or Command card): the targets of an attack other than Units."""
        stat, amount = change
        if stat != "attack":
            raise ValueError("only attack counts against some targets")
        return m.ModifyStat(target=target, stat="attack", amount=amount, only_against="other_than_units")

    def gets_ability(self, target: Any, *parts: Any) -> m.GainAbility:
        """Rulebook p.31: a Unit option (or keyword) a card gives, as "gains" does."""
        return m.GainAbility(target=target, ability=parts[-1])

    def cannot_be_blocked_by_kind(self, target: Any, blockers: Token) -> m.CannotBeBlocked:
        """Rulebook p.27: who may block; "slow or moderate Units" are the Units moderate or slower."""
        words = str(blockers).replace("’", "'").split()
        nouns = {"Units": "unit", "'Mechs": "mech", "Vehicles": "vehicle", "Armors": "battle_armor"}
        speeds = [w for w in words if w in ("slow", "moderate", "fast")]
        if len(speeds) == 2 and speeds != ["slow", "moderate"]:
            raise ValueError("two speeds are read as 'slow or moderate' (the Units moderate or slower)")
        selector = m.Selector(
            quantifier="all",
            noun=nouns[words[-1]],
            speed=speeds[-1] if speeds else None,
            or_slower=len(speeds) == 2,
        )
        return m.CannotBeBlocked(target=target, by=selector)

    def blocking_this(self, token: Token) -> m.Selector:
        """Rulebook p.26: the blocking group fights the attacking one; the opposing Units blocking this card."""
        noun = "mech" if "mech" in str(token).lower() else "unit"
        return m.Selector(quantifier="all", noun=noun, owner="opponent", states=["blocking"], engaged_with="this")

    def self_possessive_mech(self, _self: Token, _mech: Token) -> m.PilotedUnit:
        """ "~'s 'Mech": the 'Mech this Pilot pilots (rulebook p.12)."""
        return m.PilotedUnit()
