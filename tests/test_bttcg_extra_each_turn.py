"""Cards in play giving more deployments or draws each turn (judge/bttcg/extra_each_turn.py): rulebook p.18
(Deploying Cards: "You get two deployments each turn ... Some cards give you additional deployments"), p.17-18 (Draw
Phase: two cards, one on the first player's first turn). Invented inline cards."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import turn_rules as t
from judge.bttcg.state import UnsupportedError
from tests.bttcg_helpers import answer
from tests.test_bttcg_turn import BRIAN, MELISSA, command, position, runner, traced


def test_additional_deployment_each_deploy_phase_rulebook_p18() -> None:
    """ "You get one additional deployment during each of your Deploy phases.": Brian has 2 + 1 deployments; the
    same card of Melissa's gives Brian nothing ("your": its controller's)."""
    text = "You get one additional deployment during each of your Deploy phases."
    pos = position({"depot": command(BRIAN, text=text)})
    run = runner(pos, "deploy")
    assert run.turn.deployments == 3 and t.EXTRA_DEPLOYMENTS in traced(pos)
    assert runner(position({"depot": command(MELISSA, text=text)}), "deploy").turn.deployments == 2


def test_additional_draw_each_draw_phase_rulebook_p18() -> None:
    """ "At the beginning of your Draw phase, draw an additional card.": Brian draws 2 + 1; on the first player's
    first turn 1 + 1."""
    text = "At the beginning of your Draw phase, draw an additional card."
    pos = position({"depot": command(BRIAN, text=text)}, stockpiles=(10, 10))
    assert runner(pos, "deploy").turn.drawn == 3 and pos.stockpiles == {BRIAN: 7, MELISSA: 10}
    pos = position({"depot": command(BRIAN, text=text)}, stockpiles=(10, 10))
    assert runner(pos, "deploy", first_turn=True).turn.drawn == 2


def test_each_player_draws_an_additional_card_rulebook_p18() -> None:
    """ "Each player draws an additional card during his or her Draw phase." on Melissa's card: Brian, whose turn
    it is, draws 3 too."""
    text = "Each player draws an additional card during his or her Draw phase."
    pos = position({"depot": command(MELISSA, text=text)}, stockpiles=(10, 10))
    assert runner(pos, "deploy").turn.drawn == 3


def test_depleted_card_with_extra_draws_is_refused_rulebook_p21() -> None:
    """A depleted card is face down (rulebook p.21): whether its continuous ability applies is not settled."""
    text = "At the beginning of your Draw phase, draw an additional card."
    pos = position({"depot": command(BRIAN, text=text, tapped=True, depleted=True)}, stockpiles=(10, 10))
    with pytest.raises(UnsupportedError, match="depleted"):
        runner(pos, "deploy")


def test_deployments_used_leave_the_additional_one_rulebook_p18() -> None:
    """A scenario at the Deploy phase with two deployments used (scenario format: ``turn.deployments_used``): the
    card's additional deployment is left, so one more card deployed is legal; without the card it is a violation."""
    text = "You get one additional deployment during each of your Deploy phases."
    hand = {"owner": BRIAN, "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1}}
    cards: dict[str, Any] = {"depot": command(BRIAN, text=text), "u0": {**hand, "zone": "hand"}}
    doc = {
        "game": "bttcg",
        "players": {BRIAN: {}, MELISSA: {}},
        "phase": "deploy",
        "turn": {"deployments_used": 2},
        "cards": cards,
        "actions": [{"by": BRIAN, "deploy": "u0"}],
    }
    assert answer(yaml.safe_dump(doc, sort_keys=False))["legal"]
    del cards["depot"]
    assert not answer(yaml.safe_dump(doc, sort_keys=False))["legal"]
