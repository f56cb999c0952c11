"""Card questions of the BattleTech TCG: a Mission card of the pool whose every ability the engine executes
(:func:`judge.bttcg.executable.measure`), played in a small generated battle. Each Unit has one possible recipient,
so no assignment is planned: the engine assigns it all there (scenario-format.md: the one default of strict mode),
whatever the card does to attack values. Its choices are searched: the first owner and target the engine finds
legal is asked."""

from __future__ import annotations

import copy
import random
from typing import Any

from judge.cards.models import BtCard
from judge.knowledge import KnowledgeBase
from judge.quiz.bttcg_battles import ATTACKER, DEFENDER, Battle
from judge.quiz.bttcg_units import RANK, SPEEDS, draw_unit, executable_missions
from judge.quiz.build import Draft

CARD_ID = "card"


def mission_card_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A pool Mission card (the ``pick``-th executable one), played by either player, on each Unit in turn (or on
    none)."""
    pool = knowledge.pool
    names = executable_missions(pool)
    if not names:
        return None
    name = names[pick % len(names)]
    card = pool.lookup(name, "bttcg")
    if not isinstance(card, BtCard):  # pragma: no cover - executable_missions lists BattleTech cards only
        return None
    battle = Battle(rng, {ATTACKER: ["T"], DEFENDER: ["T"]})
    taken: set[str] = set()
    blocked = rng.random() < 0.5
    attacker = battle.add(draw_unit(rng, pool, "a1", ATTACKER, taken, SPEEDS if blocked else SPEEDS[1:]))
    if blocked:
        other = battle.add(draw_unit(rng, pool, "b1", DEFENDER, taken, SPEEDS[RANK[attacker.speed] :]))
        battle.mission = {"attacker": ATTACKER, "group": [attacker.id], "target": f"{DEFENDER}.stockpile"}
        battle.mission["blockers"] = [other.id]
    else:
        other = battle.add(draw_unit(rng, pool, "t", DEFENDER, taken, SPEEDS[: RANK[attacker.speed]]))
        battle.mission = {"attacker": ATTACKER, "group": [attacker.id], "target": other.id}
    for player, uid in ((ATTACKER, "x1"), (DEFENDER, "y1")):
        if rng.random() < 0.5:
            battle.add(draw_unit(rng, pool, uid, player, taken))
    units = [u.id for u in battle.units]
    players = [DEFENDER, ATTACKER]
    rng.shuffle(players)
    variants: list[dict[str, Any]] = []
    for player in players:
        for choose in [None, *([u] for u in units)]:
            data = copy.deepcopy(battle.data())
            data["cards"][CARD_ID] = {"owner": player, "card": card.name}
            play: dict[str, Any] = {"by": player, "play": CARD_ID}
            if choose:
                play["choose"] = choose
            # Melissa (the defender) loses initiative on a tie (rulebook p.26): she acts first.
            data["actions"] = [play] if player == DEFENDER else [{"by": DEFENDER, "pass": True}, play]
            variants.append(data)
    text = " ".join(card.text.split())
    return Draft(
        "bttcg",
        variants,
        f"{card.name} (Mission card): “{text}”",
        sources=[r.id for r in knowledge.rulings_for(card) if r.current][:3],
        card=CARD_ID,
        question=f"What does {card.name}'s text do in this situation?",
    )
