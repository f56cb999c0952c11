"""BattleTech scenarios in plain English (``shared/spec/scenario-format.md``, "Plain-text spelling"): the spec's
sentences, the whole phrasing, errors with line, column, expectation and suggestion, both conversions and their
round trips, and the command line."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import get_args

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.bttcg.load import check_scenario
from judge.bttcg.scenario import (
    Action,
    BtScenario,
    CardSpec,
    InlineCommand,
    InlineMission,
    InlineUnit,
    MissionSpec,
    PlayerSpec,
    Region,
    TurnSpec,
)
from judge.bttcg.scenario_names import derive_ids, slug_id
from judge.bttcg.scenario_text import MAX_TEXT, ScenarioTextError, parse_text
from judge.bttcg.scenario_write import to_text, to_yaml
from judge.cli import main
from judge.importers.yamlfile import YamlDocument
from judge.scenario_input import ScenarioError
from judge.simulate import looks_like_yaml
from tests.conftest import ROOT

REGIONS = list(get_args(Region))
EXAMPLES = sorted((ROOT / "tests" / "data" / "bttcg").glob("*.yaml"))
SPEC_SENTENCES = """\
Brian has Tactics. Melissa has Tactics. Melissa's Stockpile has 20 cards.
Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol.
Melissa has Sunder on patrol. Melissa has Move to Partial Cover in hand.
Brian attacks Sunder with Raider.
Melissa plays Move to Partial Cover on Sunder.
Brian assigns 7 damage from Raider to Sunder.
The dice roll 5, then 2.
"""


def from_yaml(text: str) -> BtScenario:
    return check_scenario(YamlDocument(text))


# --- the spec's sentences ------------------------------------------------------------------------------------------


def test_the_spec_sentences_give_the_spec_example() -> None:
    text_model = parse_text(SPEC_SENTENCES)
    yaml_model = from_yaml((ROOT / "tests" / "data" / "bttcg" / "spec-example.yaml").read_text())
    assert text_model.players["Melissa"] == yaml_model.players["Melissa"]
    assert text_model.players["Brian"].assets == ["T"]  # the sentences leave Brian's Stockpile at 30
    assert text_model.cards["sunder"] == yaml_model.cards["sunder"]
    raider = text_model.cards["raider"]
    assert raider.unit is not None and raider.unit.name == "Raider"
    assert (
        raider.model_copy(update={"unit": raider.unit.model_copy(update={"name": None}), "zone": None})
        == (yaml_model.cards["raider"])
    )
    cover = text_model.cards["move-to-partial-cover"]  # the id comes from the name
    assert cover.card == "Move to Partial Cover" and cover.zone == "hand"
    assert text_model.mission is not None and text_model.mission.target == "sunder"
    assert text_model.mission.group == ["raider"]
    assert text_model.actions == [
        Action(by="Melissa", play="move-to-partial-cover", choose=["sunder"]),
        Action(by="Brian", assign="raider", to={"sunder": 7}),
    ]
    assert yaml_model.actions[2] == text_model.actions[1]
    assert text_model.dice == [5, 2]
    assert text_model.active_player == "Brian"


def test_every_field_has_a_phrasing() -> None:
    text = """\
# a comment line
The title is "Two \\"Raiders\\"". The question is "Who wins?".
The players are Melissa and Brian.
Brian has Assembly, Logistics and Munitions. Brian has Politics.
Brian's Stockpile has 0 cards.
Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol.
Brian has a fast 'Mech Raider with attack 6, armor 1, structure 4, keyword "Clan"
  and text "Jump (-1 attack: +1 initiative)".
Brian has a slow battle armor (id toads) with attack 1, armor 0 and structure 2 in construction, activated,
  with 1 counter.
Melissa has a moderate vehicle with attack 2, armor 2, structure 2, tapped and 1 damage.
Melissa has a Command card Bunker with armor 2, structure 5, attack 1, cost "2+1L" and keyword "Terrain"
  in the command post.
Melissa has a Mission card in the scrapheap.
Melissa has "Death in the Family" in hand.
Melissa has Rookie Pilot on Raider #2, depleted.
Melissa has Axeman on guard over Melissa's Stockpile, tapped and depleted, with 3 damage and 2 counters.
Brian has Spider guarding Bunker.
Brian attacks Melissa's Stockpile with Raider #1, Raider #2 and toads.
Melissa blocks with Axeman, vehicle.
The target joins the battle.
Melissa uses Repair with the card Bunker on Axeman, 2 at Axeman and 1 at Brian's Stockpile.
Brian uses Alpha Strike with raider-2.
Melissa plays "Death in the Family", 2 for Raider #1.
Brian assigns 4 damage from Raider #1 to Axeman and 3 to Melissa's Stockpile.
Brian assigns no damage from toads.
Melissa passes.
The die rolls 6.
"""
    model = parse_text(text)
    assert model.title == 'Two "Raiders"' and model.question == "Who wins?"
    assert list(model.players) == ["Melissa", "Brian"]
    assert model.players["Brian"] == PlayerSpec(assets=["A", "L", "M", "P"], stockpile=0)
    assert list(model.cards) == [
        "raider",
        "raider-2",
        "toads",
        "vehicle",
        "bunker",
        "mission",
        "death-in-the-family",
        "rookie-pilot",
        "axeman",
        "spider",
    ]
    assert model.cards["raider-2"].unit == InlineUnit(
        type="mech",
        speed="fast",
        attack=6,
        armor=1,
        structure=4,
        name="Raider",
        keywords=["Clan"],
        text="Jump (-1 attack: +1 initiative)",
    )
    toads = model.cards["toads"]
    assert (toads.zone, toads.activated, toads.counters, toads.unit and toads.unit.type) == (
        "construction",
        True,
        1,
        "battle_armor",
    )
    vehicle = model.cards["vehicle"]
    assert (vehicle.zone, vehicle.tapped, vehicle.damage) == (None, True, 1)
    assert model.cards["bunker"].command == InlineCommand(
        name="Bunker", armor=2, structure=5, attack=1, cost="2+1L", keywords=["Terrain"]
    )
    assert model.cards["mission"].mission == InlineMission() and model.cards["mission"].zone == "scrapheap"
    assert model.cards["rookie-pilot"].on == "raider-2" and model.cards["rookie-pilot"].depleted
    axeman = model.cards["axeman"]
    assert (axeman.zone, axeman.guarding, axeman.tapped, axeman.depleted, axeman.damage, axeman.counters) == (
        "guard",
        "Melissa.stockpile",
        True,
        True,
        3,
        2,
    )
    assert model.cards["spider"].guarding == "bunker" and model.cards["spider"].zone is None
    assert model.mission == MissionSpec(
        attacker="Brian",
        group=["raider", "raider-2", "toads"],
        target="Melissa.stockpile",
        blockers=["axeman", "vehicle"],
        include_target=True,
    )
    assert model.actions == [
        Action(by="Melissa", use="Repair", card="bunker", choose=["axeman"], at={"axeman": 2, "Brian.stockpile": 1}),
        Action(by="Brian", use="Alpha Strike", unit="raider-2"),
        Action(by="Melissa", play="death-in-the-family", amounts={"raider": 2}),
        Action(by="Brian", assign="raider", to={"axeman": 4, "Melissa.stockpile": 3}),
        Action(by="Brian", assign="toads", to={}),
        Action.model_validate({"by": "Melissa", "pass": True}),
    ]
    assert model.dice == [6]
    assert parse_text(to_text(model)) == model


def test_names_with_keywords_apostrophes_and_codes() -> None:
    text = """\
Brian has Bait and Switch in hand. Brian has Rhonda's Highlander (HGN-732) on patrol.
Melissa has Hunchback (HBK-4G). Melissa has Move to Partial Cover.
Brian attacks Hunchback with Rhonda’s Highlander.
Brian plays Bait and Switch on "Move to Partial Cover".
Melissa plays Move to Partial Cover on Hunchback (HBK-4G).
"""
    model = parse_text(text)
    assert list(model.cards) == [
        "bait-and-switch",
        "rhondas-highlander-hgn-732",
        "hunchback-hbk-4g",
        "move-to-partial-cover",
    ]
    assert model.mission is not None and model.mission.group == ["rhondas-highlander-hgn-732"]
    assert model.mission.target == "hunchback-hbk-4g"  # the model code is optional in a reference
    assert model.actions[0].choose == ["move-to-partial-cover"]
    assert model.actions[1].choose == ["hunchback-hbk-4g"]


def test_card_ids() -> None:
    assert slug_id("Rhonda's Highlander") == "rhondas-highlander"
    assert slug_id("Sunder (SD1-OB)") == "sunder-sd1-ob"
    assert slug_id("4th Regiment") == "card-4th-regiment"
    assert derive_ids([("Raider", None), ("Raider", None), ("Raider", "raider-2"), ("Raider", None)]) == [
        "raider",
        "raider-3",
        "raider-2",
        "raider-4",
    ]
    model = parse_text("Brian has Raider. Brian has Raider (id r2). Melissa has Sunder.\nBrian attacks Sunder with r2.")
    assert list(model.cards) == ["raider", "r2", "sunder"]
    assert model.mission is not None and model.mission.group == ["r2"]


# --- errors --------------------------------------------------------------------------------------------------------


def test_a_sentence_that_does_not_parse_says_where_what_and_what_instead() -> None:
    with pytest.raises(ScenarioTextError) as caught:
        parse_text("Brian has Tactics.\nMelissa has Sunder on patrol.\nBrian atacks Sunder with Raider.\n")
    error = caught.value
    assert (error.line, error.column) == (3, 7)
    assert error.expected and any("attacks" in e for e in error.expected)
    assert error.suggestion == "Brian attacks Sunder with Raider."  # the user's names, the verb's spelling fixed
    assert "line 3: column 7: unexpected 'atacks'" in str(error)
    with pytest.raises(ScenarioTextError) as eof:
        parse_text("Brian passes")
    assert "full stop" in str(eof.value)
    # everyday English may leave the last full stop out (README, "Everyday English")
    assert parse_text("Brian has Tactics. Melissa has Tactics").players["Melissa"].assets == ["T"]
    with pytest.raises(ScenarioTextError) as stray:
        parse_text('Brian has "Sunder on patrol.')
    assert stray.value.line == 1 and stray.value.column is not None


@pytest.mark.parametrize(
    ("text", "field", "reason"),
    [
        ("Brian has Raider. Melissa has Sunder. Brian attacks Sundr with Raider.", "mission.target", "closest: Sunder"),
        (
            "Brian has Raider. Brian has Raider. Melissa has Sunder. Brian attacks Sunder with Raider.",
            "mission.group",
            "'Raider #1' or 'Raider #2'",
        ),
        (
            "Brian has Raider. Melissa has Sunder. Brian attacks Sunder with Raider #3.",
            "mission.group",
            "there are 1 cards named 'Raider'",
        ),
        (
            "Brian has Raider. Melissa has Bait and Switch. Brian attacks Melissa's Stockpile with Raider. "
            "Melissa blocks with Bait and Switch.",
            "mission.blockers",
            "in quotes",
        ),
        (
            "Brian has Raider. Melissa has Sunder. Brian plays Raider on Sunder, 1 for Carol's Stockpile.",
            "actions.0.amounts",
            "no card",
        ),
        (
            "Brian has Raider. Melissa has Sunder. Brian assigns 2 damage from Melissa's Stockpile to Sunder.",
            "actions.0.assign",
            "a card is needed here",
        ),
        ("Brian has Raider on Nothing. Melissa passes.", "cards.raider.on", "no card 'Nothing'"),
    ],
)
def test_names_that_designate_no_card_or_several(text: str, field: str, reason: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_text(text)
    assert caught.value.field == field and reason in caught.value.reason, str(caught.value)
    assert caught.value.line == 1


@pytest.mark.parametrize(
    ("text", "reason", "line"),
    [
        ("Brian has Tactics.\nMelissa has Tactics.\nCarol has Tactics.", "two players (Brian and Melissa)", 3),
        ("The players are A and B. C passes.", "'C' is not a player", 1),
        ("Brian has Sunder with attack 3. Melissa passes.", "is a card of the pool", 1),
        ("Brian has Sunder on patrol in hand. Melissa passes.", "two zones", 1),
        ("Brian blocks with X. Melissa passes.", "without a mission", 1),
        ("Brian has X (id a). Brian has Y (id a). Melissa passes.", "given to two cards", 1),
        ("Brian passes.\nMelissa has a fast 'Mech with attack 100, armor 1 and structure 1.", "less than or equal", 2),
        ("Brian passes.", "exactly two players", 1),
    ],
)
def test_other_problems_name_their_sentence(text: str, reason: str, line: int) -> None:
    with pytest.raises(ScenarioError) as caught:
        parse_text(text)
    assert reason in str(caught.value) and caught.value.line == line, str(caught.value)


def test_input_is_bounded() -> None:
    with pytest.raises(ScenarioTextError, match="limited to"):
        parse_text("Brian passes. " * (MAX_TEXT // 10))
    with pytest.raises(ScenarioTextError, match="sentences"):
        parse_text("Brian passes. Melissa passes. " * 600)


def test_spelling_detection() -> None:
    assert looks_like_yaml("game: bttcg\n") and looks_like_yaml("# c\n\n{game: bttcg}") and looks_like_yaml("- 1")
    assert looks_like_yaml('"game": bttcg') and looks_like_yaml("---\ngame: x")
    assert not looks_like_yaml(SPEC_SENTENCES)
    assert not looks_like_yaml('# a comment\nThe title is "x: y".')


# --- conversions and round trips ----------------------------------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_round_trips(path: Path) -> None:
    model = from_yaml(path.read_text(encoding="utf-8"))
    text = to_text(model)
    assert parse_text(text) == model
    assert from_yaml(to_yaml(model)) == model
    assert to_text(from_yaml(to_yaml(parse_text(text)))) == text


def test_yaml_is_written_in_the_spec_style() -> None:
    model = from_yaml((ROOT / "tests" / "data" / "bttcg" / "spec-example.yaml").read_text())
    written = to_yaml(model)
    assert written.startswith("game: bttcg\ntitle: Sunder takes damage from two 'Mechs\n")
    assert "  raider:\n    owner: Brian\n    unit: {type: mech, speed: fast, attack: 7, armor: 0, structure: 5}\n" in (
        written
    )
    assert "  - {by: Melissa, play: cover, choose: [sunder]}\n" in written
    assert "blockers" not in written and "include_target" not in written  # defaults left out


def test_spec_sentences_round_trip_through_yaml() -> None:
    model = parse_text(SPEC_SENTENCES)
    assert from_yaml(to_yaml(model)) == model
    assert parse_text(to_text(from_yaml(to_yaml(model)))) == model


NAMES = [
    "Raider",
    "Raider",
    "Sunder",
    "Move to Partial Cover",
    "Bait and Switch",
    "Death in the Family",
    "On Guard",
    "Hunchback (HBK-4G)",
    "Rhonda's Highlander",
    "A Cunning Plan",
    "4th Regiment",
    "with",
    "Tactics",
    "Raider #2",
    "raider",
    "Hit, Run",
    'The "Bear"',
    "Dr. No",
    "Ambush!",
    "The",
    "x.",
    "Melissa's Stockpile",
    "(id q) Trap",
    "Fight for Honor",
    "Support: Assembly",
    "Revealed",
    "Used Parts",
]
PLAYERS = ["Brian", "Melissa", "Player 1", "The", "O'Neil", "Jess's", "and", "7", "Zoë", "It", "his"]
TURN_PHASES = ["untap", "draw", "deploy", "repair", "missions", "end"]


TURN_CARD_VERBS = ["deploy", "activate", "repair", "unguard", "restock"]


@st.composite
def scenarios(draw: st.DrawFn) -> BtScenario:
    players = draw(st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=2, unique=True))
    ids = draw(
        st.lists(
            st.sampled_from(["raider", "raider-2", "sunder", "move-to-partial-cover", "mech", "card", "on", "no"])
            | st.from_regex(r"[a-z][a-z0-9_-]{0,6}", fullmatch=True),
            max_size=6,
            unique=True,
        )
    )
    names = st.sampled_from(NAMES)
    small = st.integers(0, 9)
    texts = st.sampled_from(["", "Jump (-1 attack: +1 initiative)", 'He said "go".\nThen left.', "x, and y"])
    cards: dict[str, CardSpec] = {}
    for card_id in ids:
        kind = draw(st.sampled_from(["card", "unit", "command", "mission"]))
        body: dict[str, object] = {}
        if kind == "card":
            body["card"] = draw(names)
        elif kind == "unit":
            body["unit"] = InlineUnit(
                type=draw(st.sampled_from(["mech", "vehicle", "battle_armor"])),
                speed=draw(st.sampled_from(["slow", "moderate", "fast"])),
                attack=draw(small),
                armor=draw(small),
                structure=draw(st.integers(1, 9)),
                name=draw(st.none() | names),
                keywords=draw(st.lists(st.sampled_from(["Clan", "Davion"]), max_size=2)),
                text=draw(texts),
                cost=draw(st.none() | st.sampled_from(["6+3A+3M+3T", "0", "9"])),
            )
        elif kind == "command":
            body["command"] = InlineCommand(
                name=draw(st.none() | names),
                keywords=draw(st.lists(st.sampled_from(["Pilot", "A, B"]), max_size=2)),
                armor=draw(small),
                structure=draw(st.none() | st.integers(1, 9)),
                attack=draw(st.none() | small),
                cost=draw(st.none() | st.sampled_from(["3", "4+2A"])),
                text=draw(texts),
            )
        else:
            body["mission"] = InlineMission(name=draw(st.none() | names), text=draw(texts))
        zones = ["hand", "patrol", "guard", "construction", "command_post", "scrapheap"]
        if kind in ("command", "mission"):  # only Units patrol and guard; Mission cards are never deployed
            zones = [z for z in zones if z not in ("patrol", "guard", *(["construction"] if kind == "mission" else []))]
        zone = draw(st.none() | st.sampled_from(zones))
        guard_sites = [f"{p}.stockpile" for p in players] + [i for i, c in cards.items() if c.zone == "construction"]
        cards[card_id] = CardSpec.model_validate(
            {
                "owner": draw(st.sampled_from(players)),
                **body,
                "zone": zone,
                "guarding": draw(st.none() | st.sampled_from(guard_sites)) if zone == "guard" else None,
                "on": draw(st.none() | st.sampled_from([i for i in ids if i != card_id] or [None])),
                "tapped": draw(st.booleans()),
                "depleted": draw(st.booleans()),
                "activated": draw(st.booleans()),
                "damage": draw(small),
                "counters": draw(small),
                "region": draw(st.none() | st.sampled_from(REGIONS)),
            }
        )
    sites = st.sampled_from([*ids, *(f"{p}.stockpile" for p in players)])
    mission = None
    if ids and draw(st.booleans()):
        mission = MissionSpec(
            attacker=draw(st.sampled_from(players)),
            group=draw(st.lists(st.sampled_from(ids), min_size=1, max_size=3)),
            target=draw(sites),
            blockers=draw(st.lists(st.sampled_from(ids), max_size=2)),
            include_target=draw(st.booleans()),
        )
    actions = []
    amounts = st.none() | st.dictionaries(sites, small, min_size=1, max_size=2)
    for _ in range(draw(st.integers(0, 4))):
        by = draw(st.sampled_from(players))
        verbs = ["play", "use", "assign", "pass", *TURN_CARD_VERBS, "tap", "construct", "reassign", "guard"]
        verb = draw(st.sampled_from(verbs + (["attack"] if mission else []) if ids else ["pass", "phase"]))
        if verb == "attack":
            action = {
                "attack": draw(sites),
                "group": draw(st.lists(st.sampled_from(ids), min_size=1, max_size=2)),
                "blockers": draw(st.none() | st.lists(st.sampled_from(ids), min_size=1, max_size=2)),
                "include_target": draw(st.none() | st.just(True)),
            }
        elif verb == "play":
            action = {
                "play": draw(st.sampled_from(ids)),
                "choose": draw(st.none() | st.lists(sites, max_size=2)),
                "amounts": draw(amounts),
                "on_roll": draw(st.none() | st.lists(st.integers(1, 6), min_size=1, max_size=2)),
            }
        elif verb == "use":
            action = {
                "use": draw(st.sampled_from(["Jump", "Alpha Strike", "Overheat", "Missile with care"])),
                draw(st.sampled_from(["unit", "card"])): draw(st.sampled_from(ids)),
                "choose": draw(st.none() | st.lists(sites, max_size=2)),
                "at": draw(amounts),
                "on_roll": draw(
                    st.none()
                    | st.lists(st.integers(1, 6), min_size=1, max_size=3)
                    | st.dictionaries(
                        st.integers(1, 6),
                        st.just("reroll") | st.integers(-6, 6).filter(bool),
                        min_size=1,
                        max_size=3,
                    )
                ),
            }
        elif verb == "assign":
            action = {"assign": draw(st.sampled_from(ids)), "to": draw(st.dictionaries(sites, small, max_size=3))}
        elif verb == "phase":
            action = {"phase": draw(st.sampled_from(TURN_PHASES))}
        elif verb == "tap":
            action = {"tap": draw(st.lists(st.sampled_from(ids), min_size=1, max_size=3))}
        elif verb == "construct":
            action = {"construct": draw(st.dictionaries(st.sampled_from(ids), small, min_size=1, max_size=3))}
        elif verb == "reassign":
            action = {"reassign": draw(st.sampled_from(ids)), "on": draw(st.sampled_from(ids))}
        elif verb == "guard":
            action = {"guard": draw(st.sampled_from(ids)), "site": draw(sites)}
        elif verb in TURN_CARD_VERBS:
            action = {verb: draw(st.sampled_from(ids))}
            if verb == "deploy" and draw(st.booleans()):
                action["revealed"] = True
            if verb == "activate" and draw(st.booleans()):
                action["on"] = draw(sites)
            if verb == "activate" and draw(st.booleans()):
                action["region"] = draw(st.sampled_from(REGIONS))
            if verb == "activate" and draw(st.booleans()):
                action["amounts"] = draw(st.dictionaries(sites, small, min_size=1, max_size=2))
        else:
            action = {"pass": True}
        actions.append(Action.model_validate({"by": by, **action}))
    phase = draw(st.none() | st.sampled_from(TURN_PHASES))
    at = TURN_PHASES.index(phase or "missions")
    first_turn = draw(st.booleans())
    turn = TurnSpec(
        first_turn=first_turn,
        deployments_used=draw(st.integers(0, 1 if first_turn else 2)) if at >= 2 else 0,
        repaired=draw(st.booleans()) if at >= 3 else False,
        restocked=draw(st.booleans()) if at >= 5 else False,
    )
    return BtScenario(
        game="bttcg",
        title=draw(st.none() | st.text(max_size=20)),
        question=draw(st.none() | st.sampled_from(["Who wins?", "Does it: survive?", ""])),
        players={
            p: PlayerSpec(
                assets=draw(st.lists(st.sampled_from("ALMPT"), max_size=3)), stockpile=draw(st.integers(0, 40))
            )
            for p in players
        },
        cards=cards,
        mission=mission,
        phase=phase,
        turn=turn,
        actions=actions,
        dice=draw(st.lists(st.integers(1, 6), max_size=4)),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_generated_scenarios_round_trip(model: BtScenario) -> None:
    text = to_text(model)
    assert parse_text(text) == model, text
    written = to_yaml(model)
    assert from_yaml(written) == model, written
    assert to_text(from_yaml(to_yaml(parse_text(text)))) == text  # text → YAML → text


# --- the command line ----------------------------------------------------------------------------------------------


def test_cli_converts_both_ways(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = ROOT / "tests" / "data" / "bttcg" / "builtin-cards.yaml"
    assert main(["scenario", "to-text", str(source)]) == 0
    text = capsys.readouterr().out
    assert "Bob has Axeman (id axe) on guard over Bob's Stockpile, tapped, with 2 damage." in text
    plain = tmp_path / "s.txt"
    plain.write_text(text)
    assert main(["scenario", "to-yaml", str(plain)]) == 0
    assert from_yaml(capsys.readouterr().out) == from_yaml(source.read_text())
    assert main(["scenario", "to-text", str(plain)]) == 0  # plain text in, plain text out
    assert capsys.readouterr().out == text


def test_cli_reads_standard_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(SPEC_SENTENCES))
    assert main(["scenario", "to-yaml", "-"]) == 0
    assert from_yaml(capsys.readouterr().out) == parse_text(SPEC_SENTENCES)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Brian has Tactics.\nBrian atacks Sunder.\n", "s.txt:2: column 7: unexpected 'atacks'"),
        ("game: bttcg\nplayers: {A: {}, B: {}}\ncards: {x: {owner: C, card: Y}}\n", "s.txt:3: field 'cards.x.owner'"),
        ("game: mechchess\nplayers: {}\n", "s.txt:1: field 'game': only BattleTech TCG scenarios"),
        ("game: bttcg\nplayers: [\n", "s.txt:3: not valid YAML"),
        ("Brian has Raider. Melissa passes. Brian plays Raidr.", "s.txt:1: field 'actions.1.play': no card 'Raidr'"),
    ],
)
def test_cli_malformed_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str
) -> None:
    path = tmp_path / "s.txt"
    path.write_text(content)
    for command in ("to-text", "to-yaml"):
        assert main(["scenario", command, str(path)]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and len(captured.err.strip().splitlines()) == 1
        assert f"judge: error: scenario {command}: {tmp_path}/{expected}" in captured.err, captured.err
    assert main(["scenario", "to-text", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read the scenario" in capsys.readouterr().err


def test_simulate_accepts_plain_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.txt"
    path.write_text(
        "Brian has Tactics. Melissa has Tactics.\n"
        "Brian has a fast 'Mech Raider with attack 7, armor 0 and structure 5 on patrol.\n"
        "Melissa has a slow 'Mech Rock with attack 1, armor 2 and structure 9 on patrol.\n"
        "Brian attacks Rock with Raider.\n"
    )
    code = main(["simulate", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    answer = json.loads(out)
    assert answer["legal"] and answer["outcomes"][0]["cards"]["rock"]["damage"] == 5
    path.write_text("Brian has Sundr. Melissa has Spider.\n")
    assert main(["simulate", str(path)]) == 2
    assert f"{path}:1: field 'cards.sundr.card': no card named 'Sundr'; closest: Sunder" in capsys.readouterr().err
    path.write_text("Brian has Sunder.\nMelissa hass Spider.\n")
    assert main(["simulate", str(path)]) == 2
    assert f"{path}:2: column 9: unexpected 'hass'" in capsys.readouterr().err


def test_the_readme_example_reads_and_round_trips() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## BattleTech scenarios in plain English", 1)[1]
    example = section.split("```\n", 2)[1].split("```", 1)[0]
    model = parse_text(example)
    assert list(model.cards) == ["raider", "raider-2", "sunder", "move-to-partial-cover"]
    assert model.actions[-1].to == {"sunder": 4, "Melissa.stockpile": 3}
    assert parse_text(to_text(model)) == model
