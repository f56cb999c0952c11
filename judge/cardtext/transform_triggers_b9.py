"""The transformer of the triggers (``grammar/triggers.lark``): the card scrapped in
a battle or mission, a Unit of a kind depleted or reloaded, a Unit blocking a group that includes a kind of Unit, an
option used said with its verb, the piloted 'Mech scrapping a Unit, a Unit attacking alongside another, a card of a
kind played, the start of your turn with a condition. A mixin of
:class:`~judge.cardtext.transform_triggers.TriggersTransformer`. Rulebook p.23-31; glossary, Deplete, Reload and
Scrap."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_effects_core import _player
from judge.cardtext.transform_event_wordings import kind_watched, scrapped_during
from judge.dsl import models as m

_OPTION_VERBS = {
    "overheats": "Overheat",
    "jumps": "Jump",
    "makes an Alpha Strike": "Alpha Strike",
    "uses Alpha Strike": "Alpha Strike",
    "uses an Alpha Strike": "Alpha Strike",
    "alpha strikes": "Alpha Strike",
    "fires missiles": "Missile",
    "fires its missiles": "Missile",
}
"""The option a Unit uses, said with its verb (rulebook p.31, Unit options)."""


def _token(parts: tuple[Any, ...], kind: str) -> Token | None:
    return next((p for p in parts if isinstance(p, Token) and p.type.endswith(kind)), None)


@v_args(inline=True)
class TriggersB9Mixin(Transformer[Token, Any]):
    """More wordings of a Unit's events and the game's moments as triggers."""

    def when_self_scrapped_during(self, unit: Any, *parts: Any) -> m.Triggered:
        """ "When ~ is scrapped during a battle": scrapped by a battle's damage (rulebook p.26-30)."""
        if not isinstance(unit, m.This):
            raise ValueError("the card scrapped in a battle is the card itself")
        return m.Triggered(trigger="scrapped", watched=m.This(), effects=parts[-1], conditions=scrapped_during(parts))

    def when_kind_depleted(self, watched: Any, *parts: Any) -> m.Triggered:
        """ "Whenever a Unit you control is depleted", "... is reloaded" (glossary, Deplete and Reload)."""
        depleted = _token(parts, "DEPLETED") is not None
        trigger = "unit_depleted" if depleted else "unit_reloaded"
        return m.Triggered(trigger=trigger, watched=kind_watched(watched), effects=parts[-1])

    def when_unit_blocks_group(self, unit: Any, _group: Token, included: Any, effects: list[Any]) -> m.Triggered:
        """Rulebook p.27: a blocking group blocks the whole attacking group, so a Unit blocking a group that includes
        a Vehicle blocks that Vehicle ("When ~ blocks a Vehicle")."""
        if isinstance(unit, m.PilotedUnit):
            raise ValueError("a Pilot's 'Mech blocking a group is read for the card itself")
        return m.Triggered(
            trigger="unit_blocks", watched=unit, effects=effects, conditions=[m.Facing(target=_one_of(included))]
        )

    def when_kind_blocks_group(self, watched: Any, _group: Token, included: Any, effects: list[Any]) -> m.Triggered:
        return m.Triggered(
            trigger="unit_blocks",
            watched=kind_watched(watched),
            effects=effects,
            conditions=[m.Facing(target=_one_of(included))],
        )

    def when_kind_acts_against(self, watched: Any, act: str, against: Any, effects: list[Any]) -> m.Triggered:
        """ "Whenever an opposing Unit attacks one of your sites" (rulebook p.24: a mission's target)."""
        trigger = "unit_attacks" if act == "attacks" else "unit_blocks"
        return m.Triggered(
            trigger=trigger, watched=kind_watched(watched), effects=effects, conditions=[m.Facing(target=against)]
        )

    def when_unit_option_verb(self, unit: Any, verb: Token, effects: list[Any]) -> m.Triggered:
        option = _OPTION_VERBS[str(verb)]
        if isinstance(unit, m.PilotedUnit):
            return self.when_piloted_option_verb(unit, verb, effects)
        return m.Triggered(trigger="uses_option", watched=unit, option=option, effects=effects)

    def when_piloted_option_verb(self, _mech: Any, verb: Token, effects: list[Any]) -> m.Triggered:
        option = _OPTION_VERBS[str(verb)]
        if option not in ("Overheat", "Alpha Strike"):
            raise ValueError("a Pilot's trigger on its 'Mech's option is read for Overheat and Alpha Strike")
        return m.Triggered(trigger="piloted_uses_option", option=option, effects=effects)

    def when_kind_option_verb(self, watched: Any, verb: Token, effects: list[Any]) -> m.Triggered:
        option = _OPTION_VERBS[str(verb)]
        return m.Triggered(trigger="uses_option", watched=kind_watched(watched), option=option, effects=effects)

    def when_piloted_scraps(self, _mech: Token, scrapped: Any, effects: list[Any]) -> m.Triggered:
        """ "Whenever the piloted 'Mech destroys a Unit": its damage scraps one (glossary, Scrap)."""
        return m.Triggered(
            trigger="unit_scraps", watched=m.PilotedUnit(), effects=effects, conditions=[m.Facing(target=scrapped)]
        )

    def when_unit_attacks_alongside(self, unit: Any, _with: Token, others: Any, effects: list[Any]) -> m.Triggered:
        """ "Whenever this 'Mech attacks alongside another Unit": its attacking group holds another Unit (rulebook
        p.23: Units sent on a mission together form the attacking group)."""
        if not isinstance(others, m.Selector) or not others.other or others.noun not in ("unit", "mech", "vehicle"):
            raise ValueError("the Units attacking alongside are other Units of a kind")
        watched = unit if isinstance(unit, m.This) else m.PilotedUnit()
        others = others.model_copy(update={"quantifier": "a", "count": None})
        condition = m.InGroupWith(target=watched, others=others)
        return m.Triggered(trigger="unit_attacks", watched=watched, effects=effects, conditions=[condition])

    def whenever_you_play(self, _a: Token, kind: Token, _card: Token, *parts: Any) -> m.Triggered:
        """ "Whenever you play a Mission card" (rulebook p.24: Mission cards are played during a mission), "during
        a battle" only."""
        watched = m.Selector(quantifier="each", noun="card", card_type=str(kind))
        during = _token(parts, "PLAYED_DURING")
        conditions: list[m.Condition] = []
        if during is not None:
            battle = str(during).endswith("battle")
            conditions = [m.During(whose="any", battle=battle, mission=not battle)]
        return m.Triggered(trigger="you_play_card", watched=watched, effects=parts[-1], conditions=conditions)

    def when_unit_becomes_depleted(self, unit: Any, _depleted: Token, effects: list[Any]) -> m.Triggered:
        """ "Whenever ~ becomes depleted": is depleted (glossary, Deplete)."""
        return m.Triggered(trigger="unit_depleted", watched=unit, effects=effects)

    def while_role_first(self, *parts: Any) -> m.Static:
        """ "While blocking, ~ gets +2 attack": the role said first, as "~ gets +2 attack while blocking" (rulebook
        p.26: the attacking and blocking Units of a battle)."""
        roles, effects = str(parts[0]).split(" or "), parts[-1]
        return m.Static(effects=effects, conditions=[m.UnitRole(unit=_role_unit(effects), roles=roles)])

    def when_unit_damaged(self, unit: Any, _damage: Token, effects: list[Any]) -> m.Triggered:
        """ "Whenever ~ takes damage": the Unit receives damage (rulebook p.30, Resolving Damage)."""
        return m.Triggered(trigger="unit_damaged", watched=unit, effects=effects)

    def when_kind_damaged(self, watched: Any, _damage: Token, effects: list[Any]) -> m.Triggered:
        return m.Triggered(trigger="unit_damaged", watched=kind_watched(watched), effects=effects)

    def event_targeted(self, _words: Token) -> str:
        """ "becomes the target of a mission": is attacked (glossary, Target: the card a mission is sent against)."""
        return "unit_attacked"

    def player_cannot_play_more(self, *parts: Any) -> m.NoPlayerPlays:
        """ "Your opponent can't play any more Mission cards": cannot play them (as "cannot play Mission cards")."""
        return m.NoPlayerPlays(card_type=str(parts[-2]), player=_player(parts))

    def at_turn_start_if(self, *parts: Any) -> m.Triggered:
        """ "At the beginning of your turn, if you control three or more 'Mechs, ...": the condition is checked as
        the ability fires (rulebook p.16: the turn begins)."""
        count = next(p for p in parts if isinstance(p, int) and not isinstance(p, bool))
        noun = next(p for p in parts if isinstance(p, str) and not isinstance(p, Token))
        opponent = _token(parts, "OPPONENT_CONTROLS") is not None
        target = m.Selector(quantifier="each", noun=noun, count=count)
        condition = m.Controls(player="opponent" if opponent else "you", target=target, at_least=count)
        return m.Triggered(trigger="turn_start", effects=parts[-1], conditions=[condition])


def _role_unit(effects: list[Any]) -> str:
    """Whose role "While blocking, ..." watches: the card the effects are about, this card or the 'Mech it pilots."""
    units = {type(getattr(effect, "target", None)) for effect in effects}
    if units == {m.This}:
        return "this"
    if units == {m.PilotedUnit}:
        return "piloted_unit"
    raise ValueError("a role names the card the effects are about: this card or the 'Mech it pilots")


def _one_of(included: Any) -> Any:
    """The Unit of the group blocked: "a Vehicle", "at least one Battle Armor Unit" (one of them)."""
    if isinstance(included, m.Selector) and included.quantifier in ("a", "one", "any"):
        return included.model_copy(update={"quantifier": "a"})
    raise ValueError("the Unit a group includes is one of a kind")
