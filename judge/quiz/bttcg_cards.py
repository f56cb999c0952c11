"""Card questions of the BattleTech TCG: a Mission card of the pool whose every ability the engine executes
(:func:`judge.bttcg.executable.measure`), played in a small generated battle. Each Unit has one possible recipient,
so no assignment is planned: the engine assigns it all there (scenario-format.md: the one default of strict mode),
whatever the card does to attack values. Its choices are searched: the first owner and target the engine finds
legal is asked."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from judge.bttcg.executes import nodes
from judge.bttcg.faces import CardFaceError, face_of_pool_card
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.knowledge import KnowledgeBase
from judge.quiz.bttcg_battles import ATTACKER, DEFENDER, Battle
from judge.quiz.bttcg_units import RANK, SPEEDS, draw_unit, executable_missions
from judge.quiz.build import Draft

CARD_ID = "card"
MAX_GROUP = 6
"""Attacking Units a draft fields at most (a Star is five)."""


@dataclass(frozen=True)
class _Fit:
    """The battle a Mission card's "Play only when ..." asks for (CE General Rulings: Abilities), where it says:
    blocked or not, how many attacking Units, and whose card it is (the attacker's or the defender's); and the
    answers its "may" needs. The engine has the last word: a draft it finds illegal is dropped."""

    blocked: bool | None = None
    attackers: int = 1
    player: str | None = None
    mays: int = 0
    """The card's "you may ..." effects: each answered yes."""


_ROLES: dict[str, tuple[bool | None, str]] = {
    "blocked": (True, ATTACKER),
    "blocking": (True, DEFENDER),
    "unblocked": (False, ATTACKER),
    "attacking": (None, ATTACKER),
    "attacked": (False, DEFENDER),
}


def _fit(card: BtCard) -> _Fit:
    """The battle shape the card's play restrictions ask for (the first role each names; several roles of one
    restriction are alternatives: "when blocked or blocking")."""
    try:
        abilities = face_of_pool_card(card).abilities
    except CardFaceError:  # pragma: no cover - executable_missions lists cards whose text reads
        return _Fit()
    blocked: bool | None = None
    attackers = 1
    player: str | None = None
    for condition in (c for a in abilities if isinstance(a, m.PlayRestriction) for c in a.conditions):
        roles = [r for r in getattr(condition, "roles", None) or () if r in _ROLES]
        if not roles:
            continue
        shapes = {_ROLES[r][0] for r in roles}
        if len(shapes) == 1 and blocked is None:
            blocked = next(iter(shapes))
        if player is None:
            player = _ROLES[roles[0]][1]
        count = getattr(condition, "count", None)
        if isinstance(count, int) and 1 <= count <= MAX_GROUP:
            attackers = count
    mays = sum(isinstance(node, m.May) for ability in abilities for node in nodes(ability))
    return _Fit(blocked, attackers, player, mays)


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
    fit = _fit(card)
    battle = Battle(rng, {ATTACKER: ["T"], DEFENDER: ["T"]})
    taken: set[str] = set()
    blocked = fit.blocked if fit.blocked is not None else rng.random() < 0.5
    attacker = battle.add(draw_unit(rng, pool, "a1", ATTACKER, taken, SPEEDS if blocked else SPEEDS[1:]))
    group = [attacker.id]
    for n in range(2, fit.attackers + 1):  # as fast as the first at least: the group moves at its speed
        group.append(battle.add(draw_unit(rng, pool, f"a{n}", ATTACKER, taken, SPEEDS[RANK[attacker.speed] :])).id)
    if blocked:
        other = battle.add(draw_unit(rng, pool, "b1", DEFENDER, taken, SPEEDS[RANK[attacker.speed] :]))
        battle.mission = {"attacker": ATTACKER, "group": group, "target": f"{DEFENDER}.stockpile"}
        battle.mission["blockers"] = [other.id]
    else:
        other = battle.add(draw_unit(rng, pool, "t", DEFENDER, taken, SPEEDS[: RANK[attacker.speed]]))
        battle.mission = {"attacker": ATTACKER, "group": group, "target": other.id}
    for player, uid in ((ATTACKER, "x1"), (DEFENDER, "y1")):
        if rng.random() < 0.5:
            battle.add(draw_unit(rng, pool, uid, player, taken))
    units = [u.id for u in battle.units]
    players = [DEFENDER, ATTACKER]
    rng.shuffle(players)
    if fit.player is not None:  # who the restriction lets play it first: the other's variants only if those fail
        players.sort(key=lambda p: p != fit.player)
    variants: list[dict[str, Any]] = []
    for player in players:
        for choose in [None, *([u] for u in units)]:
            data = copy.deepcopy(battle.data())
            data["cards"][CARD_ID] = {"owner": player, "card": card.name}
            play: dict[str, Any] = {"by": player, "play": CARD_ID}
            if choose:
                play["choose"] = choose
            if fit.mays:  # its player does what the card lets them (strict mode: each "may" reached is answered)
                play["may"] = [True] * fit.mays
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
