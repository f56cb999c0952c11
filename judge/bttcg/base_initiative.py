"""A Command card in play that sets or changes a player's base initiative: "Your opponent's base initiative is 0.",
"Your base initiative is increased by 1.", "Each player's base initiative is 2." (DSL ``base_initiative``).

Rulebook p.26 (Determine Who Wins Initiative): "Your base initiative is 1 if you have the Tactics asset available,
and 0 otherwise" (Glossary, Tactics); the card is an exception to that rule (rulebook p.9: "cards often make specific
exceptions to the rules"), a continuous ability on while its card is in play (Glossary, Continuous ability), and
a Command card can affect the battle (rulebook p.26: "All Command cards can affect the battle, except for
Enhancements and Pilots"). The modifiers of p.26 are added to the base afterwards, as ever.

Where cards would both set the base and change it, or set it to different values, which comes first is not said by
the rules: refused, never guessed. Such a card that is depleted (face down, rulebook p.21) is refused as
``continuous.py`` refuses its own. An Enhancement's, Pilot's, Terrain's or Unit's is left to the checks that refuse
it (``stats.check_supported``, ``stats.check_bystanders``).
"""

from __future__ import annotations

from judge.bttcg.command_statics import in_play, only_of
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m


def executed(ability: m.Ability) -> bool:
    """A continuous ability, without conditions, that only sets or changes base initiatives."""
    return only_of(ability, lambda effect: isinstance(effect, m.BaseInitiative))


def _sources(pos: Position) -> list[tuple[str, m.BaseInitiative]]:
    found: list[tuple[str, m.BaseInitiative]] = []
    for card_id, state, ability in in_play(pos):
        if not executed(ability):
            continue
        if state.depleted:
            raise UnsupportedError(
                f"{pos.faces[card_id].name} is depleted (face down): whether its continuous ability still applies is "
                "not settled by the rules"
            )
        found += [(card_id, e) for e in ability.effects if isinstance(e, m.BaseInitiative)]
    return found


def _reaches(pos: Position, source: str, effect: m.BaseInitiative, player: str) -> bool:
    mine = pos.owners[source] == player
    return effect.player == "each" or (effect.player == "you") == mine


def base(pos: Position, player: str) -> int:
    """The player's base initiative: 1 with Tactics, else 0 (rulebook p.26), as the cards in play set or change it.

    :raises UnsupportedError: where cards set it to different values, or both set and change it.
    """
    printed = 1 if "T" in pos.assets[player] else 0
    reaching = [(s, e) for s, e in _sources(pos) if _reaches(pos, s, e, player)]
    values = {e.value for _, e in reaching if e.value is not None}
    changes = sum(e.change for _, e in reaching if e.value is None)
    names = ", ".join(sorted({pos.name(s) for s, _ in reaching}))
    if len(values) > 1 or (values and any(e.value is None for _, e in reaching)):
        raise UnsupportedError(
            f"{names} set and change {player}'s base initiative together: which applies first is not said by the rules"
        )
    if values:
        return values.pop()
    return printed + changes


__all__ = ["base", "executed"]
