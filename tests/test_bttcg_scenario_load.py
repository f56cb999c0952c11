"""Loading BattleTech TCG scenarios (``shared/spec/scenario-format.md``): the spec's example loads; every malformed
input is refused with its line and dotted field; rule questions are left to the engine."""

from __future__ import annotations

import pytest

from judge.bttcg.load import LoadedScenario, check_scenario, load_scenario
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.conftest import ROOT

EXAMPLES = ROOT / "tests" / "data" / "bttcg"


def example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def load(text: str, pool: CardPool) -> LoadedScenario:
    return load_scenario(YamlDocument(text), pool)


def test_the_spec_example_loads_with_its_pool_cards(full_pool: CardPool) -> None:
    loaded = load(example("spec-example.yaml"), full_pool)
    assert loaded.cards["sunder"].name == "Sunder (SD1-OB)"  # the model code is optional
    assert loaded.cards["cover"].name == "Move to Partial Cover"
    assert set(loaded.cards) == {"sunder", "cover"}  # inline units have no pool card
    assert loaded.card_type("cover") == "Mission" and loaded.card_type("raider") == "Unit"
    scenario = loaded.scenario
    assert scenario.active_player == "Brian"
    assert scenario.mission is not None and scenario.mission.group == ["raider", "raider2"]
    assert [a.verb for a in scenario.actions] == ["play", "assign", "assign", "assign"]
    assert scenario.cards["raider2"].unit is not None and scenario.cards["raider2"].unit.text.startswith("Jump")


def test_builtin_example_loads_every_kind_of_card(builtin_pool: CardPool) -> None:
    loaded = load(example("builtin-cards.yaml"), builtin_pool)
    assert set(loaded.cards) == {"sunder", "axe", "pilot", "plating", "bait"}
    assert loaded.scenario.cards["pilot"].on == "axe"  # the loader's YAML 1.2 booleans keep the key `on`
    assert loaded.scenario.cards["axe"].guarding == "Bob.stockpile"


BASE = "builtin-cards.yaml"
MALFORMED = [
    # (replace, with, field, part of the message, a part of the line the error points at)
    (
        "    damage: 2",
        "    damage: 2\n    flipped: true",
        "cards.axe.flipped",
        "Extra inputs are not permitted",
        "flipped",
    ),
    ("    damage: 2", "    damage: lots", "cards.axe.damage", "valid integer", "damage: lots"),
    ("  sunder:\n    owner: Alice", "  sunder:\n    owner: Carol", "cards.sunder.owner", "not a player", "Carol"),
    ("card: Sunder", "card: Sundr", "cards.sunder.card", "closest: Sunder", "Sundr"),
    ("card: Sunder", "card: Elementals", "cards.sunder.card", "is a Battletech: Domination card", "Elementals"),
    ("    zone: scrapheap", "    zone: patrol", "cards.strike.zone", "a Mission card is never on patrol", "patrol"),
    (
        'text: "Units on guard get +1 armor."}',
        "text: x}\n    zone: guard  # bunker",
        "cards.bunker.zone",
        "a Command card is never on guard",
        "# bunker",
    ),
    ("    zone: guard\n", "    zone: patrol\n", "cards.axe.guarding", "goes with 'zone: guard'", "guarding:"),
    ("guarding: Bob.stockpile", "guarding: nowhere", "cards.axe.guarding", "neither a card id", "nowhere"),
    ("guarding: Bob.stockpile", "guarding: Rob.stockpile", "cards.axe.guarding", "'Rob' is not a player", "Rob."),
    ("guarding: Bob.stockpile", "guarding: strike", "cards.axe.guarding", "not a site a Unit can guard", "strike"),
    ("on: axe", "on: axx", "cards.pilot.on", "closest: axe", "on: axx"),
    ("attacker: Alice", "attacker: Carol", "mission.attacker", "'Carol' is not a player", "Carol"),
    ("group: [sunder, elementals]", "group: [sunder, elementalz]", "mission.group.1", "closest: elementals", "group"),
    ("group: [sunder, elementals]", "group: [Bob.stockpile]", "mission.group.0", "not a card here", "group"),
    ("blockers: [axe]", "blockers: [axx]", "mission.blockers.0", "no card with the id 'axx'", "axx"),
    ("target: Bob.stockpile", "target: Carl.stockpile", "mission.target", "'Carl' is not a player", "Carl"),
    ("target: Bob.stockpile", "target: vault", "mission.target", "neither a card id", "vault"),
    ("{by: Bob, use: Jump", "{by: Rob, use: Jump", "actions.0.by", "'Rob' is not a player", "Rob"),
    ("play: bait", "play: bat", "actions.1.play", "closest: bait", "bat,"),
    ("unit: axe}", "unit: ax}", "actions.0.unit", "no card with the id 'ax'", "unit: ax}"),
    ("card: bunker", "card: bunk", "actions.2.card", "closest: bunker", "bunk,"),
    ("choose: [sunder, axe]", "choose: [sunder, ax]", "actions.1.choose.1", "neither a card id", "ax]"),
    ("amounts: {axe: 2}", "amounts: {ax: 2}", "actions.1.amounts.ax", "neither a card id", "{ax: 2}"),
    ("Alice.stockpile: 2}", "Alicia.stockpile: 2}", "actions.2.at.Alicia.stockpile", "not a player", "Alicia"),
    ("assign: sunder", "assign: sundr", "actions.3.assign", "closest: sunder", "sundr"),
    ("to: {axe: 4,", "to: {axx: 4,", "actions.3.to.axx", "neither a card id", "axx"),
    ("pass: true", "pass: false", "actions.5", "'pass' is written 'pass: true'", "pass: false"),
    ("dice: [6, 1, 3]", "dice: [6, 7]", "dice", "die results are 1 to 6", "dice"),
    ("  Bob: {}", "  Bob: {}\n  Carol: {}", "players", "exactly two players", "players:"),
]


@pytest.mark.parametrize(("old", "new", "field", "reason", "marker"), MALFORMED, ids=[m[2] for m in MALFORMED])
def test_malformed_input_names_the_line_and_field(
    builtin_pool: CardPool, old: str, new: str, field: str, reason: str, marker: str
) -> None:
    text = example(BASE)
    assert text.count(old) == 1, old
    text = text.replace(old, new)
    with pytest.raises(ScenarioError) as caught:
        load(text, builtin_pool)
    error = caught.value
    assert error.field == field, str(error)
    assert reason in error.reason, str(error)
    lines = [n for n, row in enumerate(text.splitlines(), 1) if marker in row and not row.lstrip().startswith("#")]
    assert error.line == lines[0], (str(error), lines)


def test_the_line_is_the_fields_own(builtin_pool: CardPool) -> None:
    text = example(BASE).replace("on: axe", "on: axx")
    with pytest.raises(ScenarioError) as caught:
        load(text, builtin_pool)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "on: axx" in row)
    assert caught.value.line == line


@pytest.mark.parametrize(
    ("replace", "by"),
    [
        ("group: [sunder, elementals]", "group: [tank]"),  # a Unit in construction attacking: the engine's question
        ("to: {axe: 4,", "to: {pilot: 4,"),  # damage to a card not in the battle
        ("play: bait", "play: sunder"),  # playing a card that is not a Mission in hand
        ("{by: Bob, use: Jump", "{by: Alice, use: Jump"),  # using the other player's Unit
        ("    card: Bait and Switch\n    zone: hand", "    card: Bait and Switch\n    zone: patrol"),  # type unknown
    ],
)
def test_rule_questions_are_left_to_the_engine(builtin_pool: CardPool, replace: str, by: str) -> None:
    text = example(BASE)
    assert replace in text
    load(text.replace(replace, by), builtin_pool)


def test_card_names_as_the_spec_says(full_pool: CardPool) -> None:
    def named(name: str) -> str:
        text = example(BASE).replace("card: Sunder", f"card: {name!r}".replace("'", '"', 1)[:-1] + '"')
        return load(text, full_pool).cards["sunder"].name

    assert named("sunder") == "Sunder (SD1-OB)"
    assert named("Sunder (SD1-OB) (CE)") == "Sunder (SD1-OB)"  # a set suffix
    assert named("RHONDA’S HIGHLANDER") == "Rhonda's Highlander (HGN-732)"  # curly apostrophe, no model code
    with pytest.raises(ScenarioError) as ambiguous:
        named("Hunchback")
    assert "Hunchback (HBK-4G)" in ambiguous.value.reason and ambiguous.value.field == "cards.sunder.card"
    with pytest.raises(ScenarioError) as unknown:
        named("Sundr")
    assert "closest:" in unknown.value.reason and "Sunder (SD1-OB)" in unknown.value.reason


def test_check_scenario_needs_no_pool() -> None:
    scenario = check_scenario(YamlDocument(example(BASE).replace("card: Sunder", "card: No Such Card")))
    assert scenario.cards["sunder"].card == "No Such Card"
