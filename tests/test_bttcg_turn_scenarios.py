"""The turn in scenarios (an extension of ``shared/spec/scenario-format.md``, README "BattleTech scenarios"):
``phase``, ``turn`` and the turn's verbs, in both spellings, and the worked examples of the documents about the turn
as scenario files under ``rulings/examples/bttcg/`` (each file's first line cites its example) with the outcome the
document states. Files that name real cards read the community card data in place, and skip without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.answer import answer_scenario
from judge.bttcg.load import check_scenario, load_scenario
from judge.bttcg.scenario import BtScenario
from judge.bttcg.scenario_text import parse_text, read_text
from judge.bttcg.scenario_write import to_text, to_yaml
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, only, traced

SCENARIOS = Path(__file__).parent.parent / "rulings" / "examples" / "bttcg"
TURN_FILES = sorted(p for p in SCENARIOS.glob("*.yaml") if check_scenario(YamlDocument(p.read_text())).uses_turn)


def run(name: str, pool: CardPool | None = None, **changes: Any) -> dict[str, Any]:
    """The answer to a scenario file, with top-level fields replaced by ``changes``."""
    data = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    data.update(changes)
    return answer(yaml.safe_dump(data, sort_keys=False), pool)


def state(zone: str, damage: int = 0, tapped: bool = False, counters: int = 0) -> dict[str, Any]:
    return {"zone": zone, "damage": damage, "tapped": tapped, "depleted": False, "counters": counters}


# --- the worked examples ----------------------------------------------------------------------------------------


def test_sunder_construction_cost_rulebook_p19(full_pool: CardPool) -> None:
    """rulebook p.19 (rulebook/constructing-cards/sunder): 6+3A+3M+3T is 6 with A, M and T available, 15 with none,
    between 9 and 15 with some. With 6 counters and all three, the Sunder activates; a Unit waits in Construction
    until the end of the turn, then patrols."""
    result = run("rulebook-sunder-construction-cost", full_pool)
    assert result["legal"], result["violations"]
    assert only(result)["cards"]["sunder"] == state("patrol")
    assert {t.ACTIVATE, t.TOTAL_COST, t.UNITS_WAIT, t.END_TO_PATROL} <= traced(result)
    players = {"Brian": {"assets": ["T"]}, "Melissa": {}}
    refused = run("rulebook-sunder-construction-cost", full_pool, players=players)
    assert [(v["action"], v["message"]) for v in refused["violations"]] == [
        (0, "Sunder (SD1-OB) costs 12 for Brian (assets available: T) and has 6 construction counter(s)")
    ]
    assert only(refused)["cards"]["sunder"] == state("construction", counters=6)
    bare = run("rulebook-sunder-construction-cost", full_pool, players={"Brian": {}, "Melissa": {}})
    assert "costs 15" in bare["violations"][0]["message"]
    fifteen = yaml.safe_load((SCENARIOS / "rulebook-sunder-construction-cost.yaml").read_text())
    fifteen["players"]["Brian"] = {}
    fifteen["cards"]["sunder"]["counters"] = 15
    assert answer(yaml.safe_dump(fifteen), full_pool)["legal"]


def test_brian_deploy_phase_rulebook_p20() -> None:
    """rulebook p.20 (rulebook/activating-cards-3): the 0-cost Resource goes to the Command Post at once and taps
    for the 8th resource; 2 finish the 'Mech shy of 2 counters, activated (to patrol at the end of the turn); the
    other 6 go on the 'Mech that costs 9, which waits for a later turn."""
    result = run("rulebook-brian-deploy-phase")
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert all(cards[f"r{n}"] == state("command_post", tapped=True) for n in range(1, 8))
    assert cards["depot"] == state("command_post", tapped=True)
    assert cards["shy"] == state("patrol")
    assert cards["nine"] == state("construction", counters=6)
    assert {t.COMMAND_TO_POST, t.ACTIVATE_KEEPS_RESOURCES, t.UNITS_WAIT, t.END_TO_PATROL} <= traced(result)


def test_construct_between_deployments_ce_rulings() -> None:
    """CE General Rulings (ce-rulings/deploy-phase-6): construct, deploy, construct, deploy, construct: legal."""
    result = run("ce-construct-between-deployments")
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert [cards[c]["counters"] for c in ("old", "first", "second")] == [1, 1, 1]
    assert {t.CONSTRUCT_BETWEEN_DEPLOYMENTS, t.ONE_AT_A_TIME} <= traced(result)
    third = yaml.safe_load((SCENARIOS / "ce-construct-between-deployments.yaml").read_text())
    third["turn"] = {"deployments_used": 1}  # one deployment already used: the second deploy is one too many
    refused = answer(yaml.safe_dump(third))
    assert [(v["action"], v["rules"]) for v in refused["violations"]] == [(5, [t.DEPLOYMENTS]), (7, [t.CONSTRUCT])]


def test_scrounger_crew_resources_spent_at_once_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/resources-2): Scrounger Crew's {R}{R}: one spent, a card deployed, the other
    is lost. Its cost scraps the top card of the Stockpile."""
    result = run("ce-scrounger-crew-resources-at-once", full_pool)
    assert [(v["action"], v["rules"]) for v in result["violations"]] == [
        (3, [t.CONSTRUCT, t.SPEND_RESOURCES, t.RESOURCES_AT_ONCE])
    ]
    outcome = only(result)
    assert outcome["cards"]["project"]["counters"] == 1
    assert outcome["cards"]["newcomer"]["zone"] == "construction"
    assert outcome["stockpiles"]["Brian"] == 19
    assert t.RESOURCES_LOST in traced(result)
    both = yaml.safe_load((SCENARIOS / "ce-scrounger-crew-resources-at-once.yaml").read_text())
    both["actions"][1:] = [{"by": "Brian", "construct": {"project": 2}}]  # both at once: legal
    assert answer(yaml.safe_dump(both), full_pool)["legal"]


def test_assembly_repairs_one_damage_per_turn_ce_rulings() -> None:
    """CE General Rulings (ce-rulings/repair-reload-phase): 1 damage per turn however many Assembly cards; the
    depleted 'Mech reloads face up, tapped (rulebook p.21)."""
    result = run("ce-assembly-repairs-once")
    assert [(v["action"], v["rules"]) for v in result["violations"]] == [(3, [t.REPAIR_ONCE])]
    cards = only(result)["cards"]
    assert cards["hurt"]["damage"] == 2 and cards["scratched"]["damage"] == 1
    assert cards["spent"] == state("patrol", tapped=True)
    assert t.RELOAD in traced(result)
    done = run("ce-assembly-repairs-once", turn={"repaired": True})
    assert [(v["action"], v["rules"]) for v in done["violations"]] == [(1, [t.REPAIR_ONCE]), (3, [t.REPAIR_ONCE])]


def test_first_player_first_turn_rulebook_p18() -> None:
    """rulebook p.17-18: untap, one card drawn and one deployment on the first player's first turn."""
    result = run("rulebook-first-turn")
    assert [(v["action"], v["rules"]) for v in result["violations"]] == [(2, [t.DEPLOYMENTS])]
    outcome = only(result)
    assert outcome["stockpiles"]["Brian"] == 24
    assert outcome["cards"]["depot"] == state("command_post")
    assert outcome["cards"]["scout"]["zone"] == "construction" and outcome["cards"]["brawler"]["zone"] == "hand"
    later = run("rulebook-first-turn", turn={})
    assert later["legal"] and only(later)["stockpiles"]["Brian"] == 23


def test_a_turn_into_a_mission_catapult_ce_rulings(full_pool: CardPool) -> None:
    """CE General Rulings (ce-rulings/deploy-phase-2): the Catapult activated in the Deploy phase uses its mission
    ability from the Construction region in the same turn's mission: 1 + 3 damage scrap the blocker."""
    result = run("ce-catapult-activated-this-turn", full_pool)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["wall"]["zone"] == "scrapheap"
    assert cards["catapult"] == state("construction", tapped=True)
    assert cards["raider"] == state("patrol", damage=2, tapped=True)
    assert result["initiative"]["winner"] == "Melissa"
    assert {t.ACTIVATE, t.MISSIONS_PHASE, r.MISSION} <= traced(result)


def test_a_catapult_not_activated_has_no_ability_ce_rulings(full_pool: CardPool) -> None:
    unbuilt = run("ce-catapult-activated-this-turn", full_pool, actions=_without_first_action())
    assert not unbuilt["legal"]


def _without_first_action() -> list[dict[str, Any]]:
    data = yaml.safe_load((SCENARIOS / "ce-catapult-activated-this-turn.yaml").read_text())
    actions: list[dict[str, Any]] = data["actions"][1:]
    return actions


@pytest.mark.parametrize("path", TURN_FILES, ids=lambda p: p.stem)
def test_turn_examples_cite_their_example_and_round_trip(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# ") and ("rulebook" in text.splitlines()[0] or "rulings" in text.splitlines()[0])
    model = check_scenario(YamlDocument(text))
    assert parse_text(to_text(model)) == model
    assert check_scenario(YamlDocument(to_yaml(model))) == model


# --- the battle from the turn -------------------------------------------------------------------------------------


def _mission_files() -> list[Path]:
    files = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        model = check_scenario(YamlDocument(path.read_text()))
        if not model.uses_turn and model.mission is not None and model.mission.attacker == model.active_player:
            files.append(path)
    return files


@pytest.mark.parametrize("path", _mission_files(), ids=lambda p: p.stem)
def test_a_mission_sent_from_the_turn_answers_as_the_mission_in_progress(path: Path, current_pool: CardPool) -> None:
    """Every example mission of the active player, started at the beginning of the Missions phase, answers as it
    does without the turn: same violations, initiative and outcomes; the trace only gains the turn's steps."""
    text = path.read_text(encoding="utf-8")
    loaded = load_scenario(YamlDocument(text), current_pool)
    before = answer_scenario(loaded.scenario, dict(loaded.cards))
    after = answer_scenario(loaded.scenario.model_copy(update={"phase": "missions"}), dict(loaded.cards))
    for key in ("legal", "violations", "initiative", "outcomes"):
        assert after[key] == before[key], key
    assert after["trace"][2:] == before["trace"]
    assert [step["rules"] for step in after["trace"][:2]] == [[t.SEQUENCE], [t.MISSIONS_PHASE]]


def _scenario(actions: list[dict[str, Any]], **more: Any) -> str:
    data: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T", "L"]}, "Melissa": {"assets": ["T"]}},
        "cards": {
            "raider": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "fast", "attack": 4, "armor": 0, "structure": 5},
            },
            "guard": {
                "owner": "Brian",
                "unit": {"type": "mech", "speed": "slow", "attack": 2, "armor": 1, "structure": 6},
            },
            "rock": {
                "owner": "Melissa",
                "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 9},
            },
            "spare": {"owner": "Brian", "mission": {"name": "Spare Plan"}},
            "pilot": {"owner": "Brian", "command": {"name": "Ace", "keywords": ["Pilot"]}, "on": "raider"},
        },
        "actions": actions,
        **more,
    }
    return yaml.safe_dump(data, sort_keys=False)


def test_guard_unguard_restock_reassign_and_violations_keep_their_indices() -> None:
    result = answer(
        _scenario(
            [
                {"by": "Brian", "reassign": "pilot", "on": "guard"},  # 0: only in the Deploy phase
                {"by": "Brian", "guard": "guard", "site": "Brian.stockpile"},
                {"by": "Melissa", "phase": "end"},  # 2: not her turn
                {"by": "Brian", "assign": "raider", "to": {"rock": 3}},  # 3: 4 attack, 3 assigned
            ],
            phase="missions",
            mission={"attacker": "Brian", "group": ["raider"], "target": "rock"},
        )
    )
    assert [(v["action"], v["rules"][0]) for v in result["violations"]] == [
        (0, t.REASSIGN_PILOTS),
        (2, t.SEQUENCE),
        (3, r.DAMAGE_EQUALS_ATTACK),
    ]
    assert only(result)["cards"]["guard"]["zone"] == "guard"
    ended = answer(
        _scenario(
            [
                {"by": "Brian", "guard": "guard", "site": "Brian.stockpile"},
                {"by": "Brian", "unguard": "guard"},
                {"by": "Brian", "phase": "end"},
                {"by": "Brian", "restock": "spare"},
                {"by": "Brian", "guard": "guard", "site": "Brian.stockpile"},  # 4: the Missions phase is over
            ],
            phase="missions",
        )
    )
    assert [(v["action"], v["rules"][0]) for v in ended["violations"]] == [(4, t.GUARD_ONLY_IN_MISSIONS)]
    outcome = only(ended)
    assert outcome["cards"]["spare"]["zone"] == "stockpile" and outcome["stockpiles"]["Brian"] == 31
    assert outcome["cards"]["guard"]["zone"] == "patrol"


def test_the_turn_and_battle_actions_in_order() -> None:
    late = _scenario(
        [{"by": "Brian", "assign": "raider", "to": {"rock": 4}}, {"by": "Brian", "phase": "end"}],
        mission={"attacker": "Brian", "group": ["raider"], "target": "rock"},
    )
    with pytest.raises(ScenarioError, match="action 1: a turn action after the battle"):
        answer(late)
    with pytest.raises(ScenarioError, match="action 1: battle actions without a mission"):
        answer(_scenario([{"by": "Brian", "phase": "end"}, {"by": "Brian", "pass": True}]))
    over = answer(
        _scenario(
            [{"by": "Brian", "phase": "end"}],
            mission={"attacker": "Brian", "group": ["raider"], "target": "rock"},
        )
    )
    assert [(v["action"], v["rules"]) for v in over["violations"]] == [(None, [t.MISSIONS_PHASE])]
    melissa = answer(
        _scenario([], phase="deploy", mission={"attacker": "Melissa", "group": ["rock"], "target": "raider"})
    )
    assert melissa["violations"][0] == {
        "action": None,
        "message": "it is Brian's turn: Melissa cannot send Units on a mission now",
        "rules": [t.MISSIONS_PHASE],
    }


# --- loading: line and field ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("edit", "line", "field", "reason"),
    [
        ("phase: deploy\nturn: {deployments_used: 3}", 2, "turn.deployments_used", "less than or equal to 2"),
        ("phase: deploy\nturn: {first_turn: true, deployments_used: 2}", 2, "turn.deployments_used", "one deploy"),
        ("phase: draw\nturn: {repaired: true}", 2, "turn.repaired", "starts in the draw phase"),
        ("phase: lunch", 1, "phase", "'untap', 'draw'"),
        ("actions:\n  - {by: Brian, tap: [raider, nope]}", 2, "actions.0.tap.1", "no card with the id 'nope'"),
        ("actions:\n  - {by: Brian, construct: {}}", 2, "actions.0", "'construct' needs"),
        ("actions:\n  - {by: Brian, guard: raider}", 2, "actions.0", "'guard' needs 'site'"),
        ("actions:\n  - {by: Brian, guard: raider, site: Bob.stockpile}", 2, "actions.0.site", "'Bob' is not a player"),
        ("actions:\n  - {by: Brian, reassign: raider, on: Brian.stockpile}", 2, "actions.0.on", "no card"),
        ("actions:\n  - {by: Brian, deploy: raider, site: x}", 2, "actions.0", "'site' goes with guard"),
        ("actions:\n  - {by: Brian, deploy: raider, repair: raider}", 2, "actions.0", "exactly one verb"),
        ("actions:\n  - {by: Brian, phase: lunch}", 2, "actions.0.phase", "'untap'"),
    ],
)
def test_malformed_turn_fields_name_their_line_and_field(edit: str, line: int, field: str, reason: str) -> None:
    head = "game: bttcg\nplayers: {Brian: {}, Melissa: {}}\ncards:\n  raider: {owner: Brian, unit: {type: mech, "
    head += "speed: fast, attack: 1, armor: 0, structure: 2, cost: '3'}}\n"
    text = f"{edit}\n{head}" if not edit.startswith("actions") else f"{head}{edit}\n"
    with pytest.raises(ScenarioError) as caught:
        check_scenario(YamlDocument(text))
    where = line if not edit.startswith("actions") else line + 4
    assert (caught.value.line, caught.value.field) == (where, field), caught.value
    assert reason in caught.value.reason


def test_a_bad_inline_cost_names_its_line() -> None:
    text = (
        "game: bttcg\nplayers: {Brian: {}, Melissa: {}}\ncards:\n"
        "  raider:\n    owner: Brian\n"
        "    unit: {type: mech, speed: fast, attack: 1, armor: 0, structure: 2, cost: '3X'}\n"
    )
    with pytest.raises(ScenarioError) as caught:
        check_scenario(YamlDocument(text))
    assert (caught.value.line, caught.value.field) == (6, "cards.raider.unit.cost")
    command = text.replace("unit: {type: mech, speed: fast, attack: 1, armor: 0, structure: 2,", "command: {")
    assert check_scenario(YamlDocument(command)).cards["raider"].command is not None  # a battle never reads it
    with pytest.raises(ScenarioError, match="bad cost '3X'"):
        check_scenario(YamlDocument(command + "phase: deploy\n"))


# --- plain English --------------------------------------------------------------------------------------------------

TURN_TEXT = """\
Brian has Assembly. It is Brian's Deploy phase. It is the first turn of the game.
Brian has a Command card Depot (id d1) with keyword "Resource" and text "{T}: {R}".
Brian has a Command card Depot (id d2) with keyword "Resource" and text "{T}: {R}".
Brian has a Command card Ace with keyword "Pilot" on Raider.
Brian has a fast 'Mech Raider with attack 4, armor 0, structure 5 and cost "6+3A" in hand.
Brian has a slow 'Mech Wall with attack 1, armor 2 and structure 8, with 2 damage.
Brian has a slow 'Mech Spare with attack 1, armor 2 and structure 8.
Melissa has a Mission card Trick in hand.
Brian deploys Raider, revealed.
Brian taps Depot #1 and Depot #2 for resources.
Brian puts 2 counters on Raider.
Brian activates Raider.
Brian reassigns Ace to Spare.
Brian goes to his Repair/Reload phase.
Brian repairs 1 damage on Wall.
Brian goes to her Missions phase.
Brian puts Wall on guard over Brian's Stockpile.
Brian puts Wall on patrol.
Brian goes to the End of Turn phase.
Brian restocks Trick.
"""


def test_the_turn_sentences_read_into_the_model() -> None:
    model = parse_text(TURN_TEXT)
    assert model.phase == "deploy" and model.turn is not None and model.turn.first_turn
    assert model.cards["raider"].unit is not None and model.cards["raider"].unit.cost == "6+3A"
    dumped = [a.model_dump(exclude_none=True, by_alias=True) for a in model.actions]
    assert dumped == [
        {"by": "Brian", "deploy": "raider", "revealed": True},
        {"by": "Brian", "tap": ["d1", "d2"]},
        {"by": "Brian", "construct": {"raider": 2}},
        {"by": "Brian", "activate": "raider"},
        {"by": "Brian", "reassign": "ace", "on": "spare"},
        {"by": "Brian", "phase": "repair"},
        {"by": "Brian", "repair": "wall"},
        {"by": "Brian", "phase": "missions"},
        {"by": "Brian", "guard": "wall", "site": "Brian.stockpile"},
        {"by": "Brian", "unguard": "wall"},
        {"by": "Brian", "phase": "end"},
        {"by": "Brian", "restock": "trick"},
    ]
    assert parse_text(to_text(model)) == model
    assert "Brian goes to the Repair/Reload phase." in to_text(model)


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        ("Brian has Sunder.\nBrian repairs 2 damage on Sunder.", 2, "a repair is of 1 damage"),
        ("Brian has Sunder. Melissa has Tactics.\nIt is Melissa's Draw phase.", 2, "it is Brian's turn"),
        ("It is Brian's Draw phase.\nIt is Brian's Deploy phase.", 2, "'phase' is given twice"),
        ("Brian has Sunder.\nBrian goes to his Lunch phase.", 2, "unexpected 'Lunch'"),
    ],
)
def test_turn_sentences_that_do_not_read(text: str, line: int, reason: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        read_text(text)
    assert caught.value.line == line and reason in str(caught.value), caught.value


def test_it_and_his_as_player_names() -> None:
    model = BtScenario.model_validate(
        {"game": "bttcg", "players": {"It": {}, "his": {}}, "phase": "draw", "actions": [{"by": "It", "phase": "end"}]}
    )
    text = to_text(model)
    assert '"It"\'s Draw phase' in text or "It's Draw phase" in text
    assert parse_text(text) == model


def test_the_readme_turn_example_answers_as_it_says() -> None:
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("### The turn (an extension of the contract)", 1)[1]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    result = answer(example)
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert cards["depot"] == state("command_post", tapped=True) and cards["sunder"] == state("patrol")
    model = check_scenario(YamlDocument(example))
    assert parse_text(to_text(model)) == model
