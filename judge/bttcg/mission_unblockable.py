"""A card activated as one of its player's Units attacks alone, making the mission one that cannot be blocked (Inside
Job; DSL condition ``attacks_alone`` on the activation, effect ``unblockable``). Activated (and so revealed) as the
mission is declared, before blockers are assigned (judge/bttcg/reveal.py; CE rulings, Deploy Phase: Ambush!), its
cost paid; the mission may then not be blocked at all, whatever the speeds (1997 rulings, Inside Job: "it allows a
'Mech to be unblocked, period"; rulebook p.9: a card's text makes exceptions to the rules, here to blocking, rulebook
p.24-25): a block declared anyway is a violation."""

from __future__ import annotations

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Position

UNBLOCKED_PERIOD = "rulings-1997/inside-job"
INSIDE_JOB = "ce-rulings/inside-job"
RULE_IDS = (UNBLOCKED_PERIOD, INSIDE_JOB, r.BLOCKING)


def attacks_alone(pos: Position, battle: Battle, player: str) -> str | None:
    """Why the player may not activate the card now (``None``: one of the player's Units attacks alone)."""
    units = [c for c in battle.group if c in pos.faces and pos.faces[c].kind == "unit"]
    if player == battle.attacker and len(units) == 1:
        return None
    return "only when one of your Units attacks alone"


def unblockable(pos: Position, battle: Battle, index: int, source: str) -> None:
    """The mission cannot be blocked: each blocker declared is a violation."""
    pos.note(f"{pos.name(source)}: this mission cannot be blocked, whatever the speeds", UNBLOCKED_PERIOD, INSIDE_JOB)
    for blocker in battle.blockers:
        pos.violate(
            index,
            f"{pos.name(blocker)} blocks, but this mission cannot be blocked ({pos.name(source)})",
            UNBLOCKED_PERIOD,
            INSIDE_JOB,
            r.BLOCKING,
        )
