"""The transformer of the timings in ``grammar/conditions.lark``: several phases of one ability ("during your
Deploy phase or your Repair/Reload phase"), another player's phase ("during your opponent's Draw phase"), and a step
of the battle ("during the Initiative step"). Rulebook p.16 (the turn's phases) and p.26 (Battle: its four steps)."""

from __future__ import annotations

import re
from typing import Any, Literal

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import PHASES
from judge.dsl import models as m

Whose = Literal["your", "any", "opponent"]

_OWNERS: tuple[tuple[str, Whose], ...] = (
    ("your opponent", "opponent"),
    ("an opponent", "opponent"),
    ("a opponent", "opponent"),
    ("each opponent", "opponent"),
    ("each player", "any"),
    ("any player", "any"),
    ("your", "your"),
    ("the", "any"),
)
_PHASE_WORD = re.compile(r"(Untap|Draw|Deploy|Repair/Reload|Missions|End)\b")


def _owner(text: str) -> Whose | None:
    """Whose phase the words before it name (``None``: none named, the phase before's owner)."""
    words = text.replace("’", "'").removeprefix(",").strip().removeprefix("or ").removeprefix("during ")
    for lead, whose in _OWNERS:
        if words.startswith(lead + " ") or words.startswith(lead + "'"):
            return whose
    return None


def _timings(first: Whose, phase: Token, more: tuple[Any, ...]) -> m.During | m.AnyOf:
    options = [m.During(phase=PHASES[str(phase)], whose=first)]
    for token in more:
        if not isinstance(token, Token) or not token.type.endswith("PHASE_OR"):
            continue
        found = _PHASE_WORD.search(str(token))
        if found is None:
            raise ValueError(f"no phase in {token!s}")
        whose = _owner(str(token)) or options[-1].whose
        options.append(m.During(phase=PHASES[found.group(1)], whose=whose))
    return options[0] if len(options) == 1 else m.AnyOf(options=options)


@v_args(inline=True)
class TimingMixin(Transformer[Token, Any]):
    """Rules of ``grammar/conditions.lark`` for timings (mixed into its transformer, ``v_args(inline=True)``)."""

    def during_phases(self, *parts: Any) -> m.During | m.AnyOf:
        owner = parts[0] if isinstance(parts[0], Token) and parts[0].type.endswith("PHASE_OF") else None
        rest = parts[1:] if owner is not None else parts
        return _timings(_owner(str(owner) + " ") or "your" if owner is not None else "your", rest[0], rest[1:])

    def during_any_phases(self, phase: Token, *more: Any) -> m.During | m.AnyOf:
        return _timings("any", phase, more)

    def during_battle_step(self, step: Token) -> m.BattleStep:
        return m.BattleStep(step="initiative" if "nitiative" in str(step) else "resolve_damage")

    # the moments of a mission (rulebook p.20-30)
    def opponent_attacks_b8(self, _opponent: Token, target: Any) -> m.OpponentAttacks:
        if isinstance(target, Token):  # "your Stockpile"
            target = m.Selector(quantifier="that", noun="stockpile", owner="you")
        return m.OpponentAttacks(target=target)

    def own_site_attacked(self, _one: Token, _sites: Token) -> m.OpponentAttacks:
        return m.OpponentAttacks(target=m.Selector(quantifier="one", noun="site", owner="you"))

    def own_stockpile_attacked(self, _stockpile: Token) -> m.OpponentAttacks:
        return m.OpponentAttacks(target=m.Selector(quantifier="that", noun="stockpile", owner="you"))

    def opponent_plays_b8(self, words: Token, target: Any) -> m.OpponentPlays:
        verb = str(words).split()[-1]
        if verb not in ("plays", "reveals", "activates"):
            raise ValueError(f"no opponent's play in {words!s}")
        return m.OpponentPlays(verb=verb, target=target)

    def after_a_battle(self, _words: Token) -> m.During:
        return m.During(whose="any", battle=True, at_end=True)

    def once_per(self, scope: Token) -> m.OncePer:
        return m.OncePer(scope="battle" if str(scope).endswith("battle") else "mission")

    def once_each_phase(self, _each: Token, phase: Token) -> list[Any]:
        # each of your turns has one such phase: once each turn, during it (rulebook p.16, the phases of a turn)
        return [m.During(phase=PHASES[str(phase)]), m.OnceEachTurn()]

    def controls_many(self, *parts: Any) -> m.Controls:
        """ "if you control three or more 'Mechs": the same as "at least three 'Mechs" (controls_at_least)."""
        count = next(p for p in parts if isinstance(p, int) and not isinstance(p, bool))
        noun = next(p for p in parts if isinstance(p, str) and not isinstance(p, Token))
        opponent = any(isinstance(p, Token) and p.type.endswith("OPPONENT_CONTROLS") for p in parts)
        target = m.Selector(quantifier="each", noun=noun, count=count)
        return m.Controls(player="opponent" if opponent else "you", target=target, at_least=count)

    def after_blockers(self) -> m.AfterBlockers:
        return m.AfterBlockers()
