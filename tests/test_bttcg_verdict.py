"""The verdict in words (issue 21 item 3, judge/bttcg/verdict.py): one or two sentences, card names first, the
question answered directly; the answer's ``summary`` beside the contract's keys, on the page, the command line and
the JSON twin."""

from __future__ import annotations

import html
import io
import json
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from flask.testing import FlaskClient

from judge.bttcg.verdict import action_text, card_names, summary
from judge.cli import main
from judge.pool import CardPool
from judge.simulate import read_scenario, simulate_document

RAIDERS = (
    "Both players have Tactics. Brian's fast 'Mech Raider (attack 7, armor 0, structure 5) and Brian's fast 'Mech "
    "Wasp (attack 7, armor 0, structure 5) attack Melissa's slow 'Mech Sunder (attack 3, armor 3, structure 10). "
    "Sunder deals 3 damage to Raider."
)


def answered(text: str, pool: CardPool) -> dict[str, Any]:
    return simulate_document(read_scenario(text, "t"), pool, "t")


def test_the_rulebooks_sunder_survives_with_move_to_partial_cover_rulebook_p30(current_pool: CardPool) -> None:
    """rulebook p.30 "Resolving Damage": 14 damage, 2 prevented by Move to Partial Cover, armor 3 stops 3: 9
    counters, under structure 10."""
    text = (
        "Both players have Tactics. Brian's Raider and Brian's Wasp attack Melissa's Sunder. Raider is a fast 'Mech "
        "with attack 7, armor 0 and structure 5. Wasp is a fast 'Mech, 7/0/5. Melissa plays Move to Partial Cover "
        "on the Sunder. Sunder deals 3 damage to Raider. Does the Sunder survive?"
    )
    assert answered(text, current_pool)["summary"] == (
        "Legal. The Sunder survives with 9 damage (certain): it received 14, Move to Partial Cover prevented 2 and "
        "armor 3 stopped 3."
    )


def test_scrapped_when_the_counters_reach_the_structure_rulebook_p30(builtin_pool: CardPool) -> None:
    """rulebook p.30: without the Mission card, 14 - 3 = 11 counters scrap the Sunder (structure 10)."""
    said = answered(RAIDERS + " Is the Sunder scrapped?", builtin_pool)["summary"]
    assert said == "Legal. Sunder is scrapped (certain): it received 14 and armor 3 stopped 3."


def test_no_tactics_says_what_was_probably_left_out_rulebook_p26(builtin_pool: CardPool) -> None:
    """rulebook p.26: base initiative is 1 with Tactics, 0 without; p.32: Mission cards are limited by it."""
    text = RAIDERS.replace("Both players have Tactics.", "Brian has Tactics.") + (
        ' Melissa has a Mission card Cover with text "Prevent up to 2 damage to one of your Units." in hand. '
        "Melissa plays Cover on Sunder."
    )
    said = answered(text, builtin_pool)["summary"]
    assert said.startswith("Illegal: Melissa's initiative score is 0")
    hint = (
        "Melissa has no Tactics, so Melissa's base initiative is 0 (rulebook p.26): did you mean "
        "'Melissa has Tactics.'?"
    )
    assert hint in said
    with_tactics = answered(text.replace("Brian has Tactics.", "Both players have Tactics."), builtin_pool)
    assert "did you mean" not in with_tactics["summary"] and with_tactics["summary"].startswith("Legal.")


def test_who_wins_and_who_wins_initiative_rulebook_p26_p30(builtin_pool: CardPool) -> None:
    """rulebook p.26 (ties go to the attacker) and p.30 (a player whose Stockpile runs out loses)."""
    raid = "Brian's fast 'Mech Raider (attack 7, armor 0, structure 5) attacks Melissa's Stockpile (3 cards left)."
    assert answered(raid + " Who wins?", builtin_pool)["summary"] == "Legal. Brian wins the game (certain)."
    tie = answered(RAIDERS + " Who wins initiative?", builtin_pool)["summary"]
    assert tie == "Legal. Brian wins initiative (Brian 1, Melissa 1; ties go to the attacker)."
    nobody = answered(RAIDERS + " Who wins?", builtin_pool)["summary"]
    assert nobody.startswith("Legal. No one wins the game here; Brian wins initiative")


def test_a_chance_is_given_with_its_probability_rulebook_p30(builtin_pool: CardPool) -> None:
    """rulebook p.30: a Vehicle that receives damage not prevented is scrapped on a roll of 5 or 6."""
    text = (
        "Brian's fast 'Mech Raider (attack 4, armor 0, structure 5) attacks Melissa's slow vehicle Tank with attack "
        "1, armor 3 and structure 6. What happens?"
    )
    said = answered(text, builtin_pool)["summary"]
    assert said.startswith("Legal. Tank is scrapped with probability 1/3 ≈ 33% and survives with probability 2/3")


def test_summary_is_beside_the_contracts_keys_in_the_json_twin(client: FlaskClient) -> None:
    response = client.post("/api/ask", data=RAIDERS + " Does the Sunder survive?", content_type="text/plain")
    answer = response.get_json()
    assert response.status_code == 200, answer
    assert {"legal", "violations", "initiative", "outcomes", "trace", "summary"} <= set(answer)
    assert answer["summary"].startswith("Legal. Sunder is scrapped (certain)")


def test_the_page_says_the_verdict_first_and_draws_no_chart_for_one_outcome(client: FlaskClient) -> None:
    page = html.unescape(client.post("/ask", data={"scenario": RAIDERS}).get_data(as_text=True))
    summary_at, verdict_at = page.index('<p class="summary" id="summary">Legal. Sunder'), page.index('class="verdict')
    assert summary_at < verdict_at
    assert '<svg class="outcome-chart"' not in page, "one certain outcome: no chart"
    chance = RAIDERS.replace("slow 'Mech Sunder", "slow vehicle Sunder").replace("structure 10", "structure 20")
    assert '<svg class="outcome-chart"' in client.post("/ask", data={"scenario": chance}).get_data(as_text=True)


def test_the_command_line_prints_the_verdict_last(tmp_path: Path) -> None:
    scenario = tmp_path / "s.txt"
    scenario.write_text(RAIDERS + " Does the Sunder survive?", encoding="utf-8")
    out = io.StringIO()
    with redirect_stdout(out):
        main(["simulate", str(scenario)])
    assert out.getvalue().splitlines()[0] == "legal: yes", "the lines before keep their places"
    assert out.getvalue().splitlines()[-1].startswith("verdict: Legal. Sunder is scrapped (certain)")
    out = io.StringIO()
    with redirect_stdout(out):
        main(["simulate", str(scenario), "--json"])
    assert json.loads(out.getvalue())["summary"].startswith("Legal.")


def test_actions_and_names_in_english() -> None:
    data = {
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {
            "sunder": {"owner": "Melissa", "card": "Sunder"},
            "cover": {"owner": "Melissa", "card": "Move to Partial Cover"},
            "raider": {"owner": "Brian", "unit": {"type": "mech", "name": "Raider"}},
            "m": {"owner": "Brian", "unit": {"type": "mech"}},
        },
    }
    names = card_names(data)
    assert names == {"sunder": "Sunder", "cover": "Move to Partial Cover", "raider": "Raider", "m": "Brian's 'Mech"}
    pool = frozenset({"sunder", "cover"})
    assert action_text({"by": "Melissa", "play": "cover", "choose": ["sunder"]}, names, pool) == (
        "Melissa plays Move to Partial Cover on the Sunder"
    )
    assert action_text(
        {"by": "Brian", "assign": "raider", "to": {"sunder": 4, "Melissa.stockpile": 3}}, names, pool
    ) == ("Brian assigns 4 damage from Raider to the Sunder and 3 damage from Raider to Melissa's Stockpile")
    assert action_text({"by": "Brian", "use": "Missile", "unit": "m", "at": {"sunder": 2}}, names, pool) == (
        "Brian uses Missile with Brian's 'Mech, 2 at the Sunder"
    )
    assert summary({"legal": True, "violations": [], "outcomes": []}, data) == "Legal."
