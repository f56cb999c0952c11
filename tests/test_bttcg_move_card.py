"""A Pilot moved onto another 'Mech by a card during the turn (judge/bttcg/move_card.py): Defection, read in place
from ../shared/data (skipped without it). The card's text makes the exception (rulebook p.9); the Pilot goes only
onto an unpiloted 'Mech (CE rulings: Reassigning Pilots) and is then controlled by that 'Mech's controller
(rulebook Glossary, Opposing)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.bttcg.move_card import OPPOSING, RULE_IDS
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from tests.bttcg_helpers import answer, only, traced, unit
from tests.test_bttcg_turn import BRIAN, MELISSA, command


def _defection(pool: CardPool, choose: list[str], pilot: dict[str, Any] | None = None) -> dict[str, Any]:
    """Brian activates Defection (pool card read in place: he draws a card, then a Pilot of Melissa's that is not
    Unique moves onto an unpiloted 'Mech of his), then attacks Melissa's Stockpile with his 'Mech (attack 2)."""
    doc = {
        "game": "bttcg",
        "phase": "deploy",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "cards": {
            "defect": {"owner": BRIAN, "card": "Defection", "zone": "construction", "counters": 20},
            "theirs": unit(MELISSA, attack=2),
            "ace": pilot or {**command(MELISSA, text="+1 attack", keywords=["Pilot"]), "on": "theirs"},
            "mine": unit(BRIAN, attack=2),
        },
        "actions": [{"by": BRIAN, "activate": "defect", "choose": choose}],
        "mission": {"attacker": BRIAN, "group": ["mine"], "target": f"{MELISSA}.stockpile"},
    }
    return answer(yaml.safe_dump(doc), pool)


def test_move_card_a_pilot_to_your_unpiloted_mech_rulebook_glossary_opposing(full_pool: CardPool) -> None:
    """move_card: Melissa's Pilot (+1 attack) moves onto Brian's unpiloted 'Mech, which attacks her Stockpile for
    2 + 1 = 3 (Brian drew a card as Defection was activated: 19 left)."""
    card = full_pool.lookup("Defection", "bttcg")
    assert isinstance(card, BtCard) and card_refusals(face_of_pool_card(card)).refused == []
    result = _defection(full_pool, ["ace", "mine"])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"] == {BRIAN: 19, MELISSA: 17}
    assert OPPOSING in traced(result)


def test_move_card_not_a_unique_pilot_nor_onto_a_piloted_mech_ce_rulings_reassigning_pilots(
    full_pool: CardPool,
) -> None:
    """The text's own limits: a Unique Pilot is no choice, nor is Melissa's 'Mech as where it goes (not Brian's):
    violations, nothing changes (Defection stays under construction)."""
    unique = {**command(MELISSA, text="+1 attack", keywords=["Pilot", "Unique"]), "on": "theirs"}
    for result in (_defection(full_pool, ["ace", "mine"], unique), _defection(full_pool, ["ace", "theirs"])):
        assert not result["legal"]
        assert only(result)["cards"]["defect"]["zone"] == "construction"


def test_the_move_card_rule_ids_resolve() -> None:
    base = RulingBase.load()
    assert not [rule for rule in RULE_IDS if base.get(rule) is None]
