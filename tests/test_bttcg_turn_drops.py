"""Card text the turn once dropped in silence, answering wrongly and calling it legal (issue 17): each is executed now
or refused out loud ("not answered by this version: <card>: <sentence>"). Pool cards are read in place from
``../shared`` (skipped without it); inline cards are invented."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only


def scenario(cards: dict[str, Any], actions: list[dict[str, Any]], **more: Any) -> str:
    data: dict[str, Any] = {
        "game": "bttcg",
        "players": more.pop("players", {"Brian": {}, "Melissa": {}}),
        "phase": more.pop("phase", "deploy"),
        "cards": cards,
        "actions": actions,
        **more,
    }
    return yaml.safe_dump(data, sort_keys=False)


def violations(result: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(v["action"], v["message"]) for v in result["violations"]]


# --- deploy triggers (Steiner High Command) -------------------------------------------------------------------------


def test_deploy_trigger_steiner_high_command_is_refused_not_dropped_rulebook_p9(current_pool: CardPool) -> None:
    """rulebook p.9 ("About This Rulebook": a card's text makes an exception to the rules). Steiner High Command:
    "Whenever you deploy a Subterfuge card, you may show that card ... and also may make an additional deployment
    this turn." Before: the trigger never fired, and a third deployment was "no deployment left". Now deploying a
    Subterfuge card with it in play is refused out loud, naming the card and its sentence."""
    cards = {
        "steiner": {"owner": "Brian", "card": "Steiner High Command (CE)"},
        "job": {"owner": "Brian", "card": "Inside Job (CE)", "zone": "hand"},
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Steiner High Command: Whenever you deploy"):
        answer(scenario(cards, [{"by": "Brian", "deploy": "job"}]), current_pool)


def test_deploy_trigger_does_not_fire_for_a_card_it_does_not_watch_rulebook_p18(current_pool: CardPool) -> None:
    """rulebook p.18 (two deployments a turn): Steiner High Command watches Subterfuge cards only; deploying a Unit
    with it in play is the plain rule, and a third deployment is still a violation."""
    cards = {
        "steiner": {"owner": "Brian", "card": "Steiner High Command (CE)"},
        **{
            f"u{n}": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1},
                "zone": "hand",
            }
            for n in range(3)
        },
    }
    actions = [{"by": "Brian", "deploy": f"u{n}"} for n in range(3)]
    result = answer(scenario(cards, actions), current_pool)
    assert violations(result) == [(2, "Brian has no deployment left this turn")]


# --- end-of-phase triggers (Crusader Faction) -----------------------------------------------------------------------


def test_phase_end_trigger_crusader_faction_is_refused_not_dropped_rulebook_p9(current_pool: CardPool) -> None:
    """rulebook p.9 (a card's text makes an exception to the rules), p.33 (the End of Turn phase follows the Missions
    phase). Crusader Faction: "At the end of your Missions phase, scrap Crusader Faction if any of your patrolling
    'Mechs could have attacked this turn but did not." Before: the turn went on to its end and the Faction stayed.
    Now leaving the Missions phase with it in play is refused out loud."""
    cards = {
        "crusader": {"owner": "Brian", "card": "Crusader Faction"},
        "mech": {"owner": "Brian", "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 1}},
    }
    text = scenario(cards, [{"by": "Brian", "phase": "end"}], phase="missions")
    with pytest.raises(ScenarioError, match=r"not answered by this version: Crusader Faction: At the end of your"):
        answer(text, current_pool)


def test_phase_end_trigger_waits_for_its_phase_rulebook_p16(current_pool: CardPool) -> None:
    """rulebook p.16 (the phases come in order): Crusader Faction's trigger is the end of the Missions phase; going
    from the Deploy phase to the Missions phase does not fire it."""
    cards = {"crusader": {"owner": "Brian", "card": "Crusader Faction"}}
    result = answer(scenario(cards, [{"by": "Brian", "phase": "missions"}]), current_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["crusader"]["zone"] == "command_post"
