"""An ability printed on its own with "Use this ability only ..." during a phase of the turn, not read apart from an
activated ability before it (judge/bttcg/executable.py: ``_read_apart``; the grammar joins "{T}: A. B. Use this
ability only ..."): used by its controller as an ability without a cost (judge/bttcg/turn_abilities.use_ability;
CE General Rulings, Abilities). Pool cards read in place from ../shared/data (skipped without it)."""

from __future__ import annotations

import yaml

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool
from tests.bttcg_helpers import answer, only
from tests.bttcg_helpers import unit as inline_unit
from tests.test_bttcg_turn import BRIAN, MELISSA


def test_used_ability_once_each_turn_in_repair_phase_gearhead_ce_rulings_abilities(full_pool: CardPool) -> None:
    """Gearhead (pool card, a Pilot): its repair of 1 damage to the 'Mech it pilots, to be used once each turn in the
    Repair/Reload phase, is an ability its controller uses (CE General Rulings, Abilities): in
    Brian's Repair/Reload phase it repairs 1 damage of the 'Mech it pilots; used again that turn, a violation."""
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {"stockpile": 20}, MELISSA: {"stockpile": 20}},
        "phase": "repair",
        "cards": {
            "mech": inline_unit(BRIAN, structure=6, damage=2),
            "gearhead": {"owner": BRIAN, "card": "Gearhead", "on": "mech"},
        },
        "actions": [{"by": BRIAN, "use": "ability", "card": "gearhead"}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["mech"]["damage"] == 1
    doc["actions"] = [{"by": BRIAN, "use": "ability", "card": "gearhead"}] * 2
    again = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert not again["legal"]


def test_a_used_ability_right_after_an_activated_one_stays_refused_issue17(current_pool: CardPool) -> None:
    """Veteran Officer (pool card): its restocking of the remaining cards, restricted to the Draw phase, after its
    "{R}, {T}: Look at the top five cards ..." and a rider, may have been read apart from its cost: the
    coverage keeps it refused (used without paying, the answer would be wrong)."""
    card = next(c for c in current_pool.cards if isinstance(c, BtCard) and c.name == "Veteran Officer")
    refused = card_refusals(face_of_pool_card(card)).refused
    assert "a continuous 'restock' during the phase" in refused
