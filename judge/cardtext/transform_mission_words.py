"""The transformer of the statements (``grammar/cardtext.lark``): effects that
happen only if the mission is (not) blocked or the card's side attacks or blocks, a player's next phase skipped,
restrictions written short after an ability ("Deploy phase only.", "Attacking only."), an activated ability's timing
said after its cost. A mixin of :class:`~judge.cardtext.transformers.CardTextTransformer`. Rulebook p.16 (the phases
of a turn), p.23-27 (missions, blocking)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import PHASES, Attachment, resolve_for
from judge.dsl import models as m


def _role(words: str) -> str:
    """The battle role a condition names: "the mission is not blocked" is unblocked."""
    if words.endswith(("not blocked", "unblocked")):
        return "unblocked"
    for role in ("blocked", "attacking", "blocking"):
        if words.endswith(role):
            return role
    raise ValueError(f"no battle role in {words!r}")


def _phase(words: str) -> str:
    """The phase named in ``words`` ("Deploy phase only", "During your End of Turn phase")."""
    for name in ("Repair/Reload", "End of Turn", "Untap", "Draw", "Deploy", "Missions", "End"):
        if name in words:
            return PHASES[name]
    raise ValueError(f"no phase in {words!r}")


@v_args(inline=True)
class MissionWordsMixin(Transformer[Token, Any]):
    """Mission cards' conditions and abilities' timing in other sets' words."""

    card_type: str | None

    def if_battle_role_before(self, condition: Token, effects: list[Any]) -> Any:
        """ "If the mission is unblocked, draw a card.": the effects only if so as they resolve."""
        return resolve_for(self.card_type, [m.IfBattleRole(role=_role(str(condition)), effects=effects)])

    def if_battle_role_after(self, effects: list[Any], condition: Token) -> Any:
        """ "Target Unit gets +2 attack if it is not blocked."."""
        return self.if_battle_role_before(condition, effects)

    def skip_next_phase(self, *parts: Any) -> Any:
        """ "Skip your next Untap phase.", "Your opponent skips his or her next Draw phase."."""
        opponent = any(isinstance(p, Token) and p.type.endswith("SKIPS_NEXT") for p in parts)
        phase = next(p for p in parts if isinstance(p, Token) and p.type.endswith("PHASE"))
        effect = m.SkipNextPhase(phase=PHASES[str(phase)], player="opponent" if opponent else "you")
        return resolve_for(self.card_type, [effect])

    def phase_only(self, words: Token) -> Attachment:
        """ "Deploy phase only.": the rulebook's "use only during your ... phase" restriction."""
        return Attachment(conditions=[m.During(phase=_phase(str(words)))], use=True)

    def role_only(self, words: Token) -> Attachment | m.PlayRestriction:
        """ "Attacking only.": on a Mission card, played only when attacking; after an ability, used only then."""
        role = "attacking" if str(words).startswith("Attacking") else "blocking"
        if self.card_type == "Mission":
            return m.PlayRestriction(conditions=[m.WhenIn(roles=[role])])
        return Attachment(conditions=[m.WhenIn(roles=[role])], use=True)

    def activated_during(self, cost: list[Any], opening: Token, effects: list[Any]) -> m.Activated:
        """ "{T}: During your Repair/Reload phase, reload ~.": the ability used only during that phase."""
        words = str(opening)
        if words.endswith("mission"):
            during = m.During(whose="any", mission=True)
        elif words.endswith("battle"):
            during = m.During(whose="any", battle=True)
        else:
            during = m.During(phase=_phase(words))
        return m.Activated(cost=cost, effects=effects, conditions=[during])

    def die_branch_at_least(self, result: Token, *effects: list[Any]) -> Attachment:
        """ "On 4+, draw a card.": the branch 4-6 of the roll before it."""
        low = int(str(result).rstrip("+")[-1])
        return Attachment(branch=m.DieBranch(low=low, high=6, effects=[e for part in effects for e in part]))
