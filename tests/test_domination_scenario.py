"""Battletech: Domination scenarios (``judge simulate``, ``game: domination``): the worked examples and FAQ answers of
the Domination document (seed 001), each test named after the rule it checks and citing its source; illegal actions
give violations, malformed input a SimulateError naming the line and the field."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from judge.cli import main
from judge.importers.yamlfile import YamlDocument
from judge.pool import CardPool
from judge.rulings.store import RulingBase
from judge.simulate import SimulateError, read_scenario, simulate_document

TURN_EXAMPLE = """\
game: domination
title: Detailed turn example
seed: 1
players:
  A:
    hand: [Fire Falcon, Ammo Dump, Basic Factory, Basic Factory, Munitions Factory]
    deck: [Basic Factory, Basic Factory, Infantry Platoon, Infantry Platoon, Basic Factory, Basic Factory,
           Basic Factory, Basic Factory, Advanced Factory]
    deployment: [Uziel, Infantry Platoon, Infantry Platoon]
  B:
    hand: [Basic Factory, Basic Factory, Basic Factory, Infantry Platoon, Munitions Factory]
    deck: [Basic Factory]
    deployment: [Infantry Platoon, Infantry Platoon]
supply: {Uziel: 4, Basic Factory: 20, Infantry Platoon: 10, Munitions Factory: 10}
actions:
  - {by: A, use: Infantry Platoon}
  - {by: B, scrap: {hand: [Infantry Platoon]}}
  - {by: A, deploy: Fire Falcon}
  - {by: A, play: Ammo Dump}
  - {by: A, buy: Uziel}
"""


def answer(text: str, pool: CardPool) -> dict[str, Any]:
    return simulate_document(read_scenario(text, "s.yaml"), pool, "s.yaml")


def outcome(data: dict[str, Any]) -> dict[str, Any]:
    assert data["legal"], data["violations"]
    assert len(data["outcomes"]) == 1
    result: dict[str, Any] = data["outcomes"][0]
    return result


def scenario(players: str, actions: str, extra: str = "") -> str:
    return f"game: domination\nseed: 3\n{extra}players:\n{players}actions:\n{actions}"


def violation(data: dict[str, Any]) -> dict[str, Any]:
    assert not data["legal"] and data["outcomes"] == []
    assert len(data["violations"]) == 1
    found: dict[str, Any] = data["violations"][0]
    return found


def test_detailed_turn_example(builtin_pool: CardPool) -> None:
    """domination/detailed-turn-example/combat-a..d, action-phase, buy-phase, clean-up-phase (seed 001, Appendix):
    Expendable +1 gives Attack 3 against Defense 2, B is Overrun by 1 and scraps a card from his hand, damages an
    Infantry Platoon; A deploys Fire Falcon, plays Ammo Dump (+3 Cards, one an Infantry Platoon he cannot deploy),
    buys an Uziel with 6 Industry, and draws 1 Infantry Platoon and 4 Basic Factories."""
    data = answer(TURN_EXAMPLE, builtin_pool)
    end = outcome(data)
    a, b = end["players"]["A"], end["players"]["B"]
    assert end["totals"] == {"attack": 3, "defense": 2}
    assert end["overrun"] == {"B": 1}
    assert end["scrapheap"] == ["Infantry Platoon"]
    assert b["deployment"] == ["Infantry Platoon"] and b["discard"] == ["Infantry Platoon"]
    assert len(b["hand"]) == 4
    assert a["deployment"] == ["Uziel", "Infantry Platoon", "Fire Falcon"]
    assert sorted(a["hand"]) == ["Basic Factory"] * 4 + ["Infantry Platoon"]
    assert a["deck"] == ["Advanced Factory"]
    assert a["discard"].count("Uziel") == 1 and "Ammo Dump" in a["discard"]
    assert a["discard"].count("Infantry Platoon") == 2  # the Expendable one and the undeployed one from Ammo Dump
    assert a["play"] == []
    assert end["supply"]["Uziel"] == 3
    assert any("6 Industry" in step["text"] for step in data["trace"])
    assert a["score"] == 5 + 1 + 9  # hand + deck + discard; deployed units do not count (domination/end-of-game-2)
    assert end["winner"] is None


def test_every_cited_rule_resolves(builtin_pool: CardPool) -> None:
    """Answer format (shared/spec/scenario-format.md): every rule id of the trace resolves with ``judge rule``."""
    data = answer(TURN_EXAMPLE, builtin_pool)
    rulings = RulingBase.load()
    cited = [rule for step in data["trace"] for rule in step["rules"]]
    assert cited
    assert all(rulings.get(rule) is not None for rule in cited), cited


def test_combat_phase_faq_damage_without_overrun(builtin_pool: CardPool) -> None:
    """domination/combat-phase-faq (seed 001, Combat Phase FAQ): Attack 2 against Defense 3 overruns nothing, but
    the defender must still damage a unit (his choice: domination/combat-phase-13)."""
    text = scenario(
        "  A: {deployment: [Uziel]}\n  B: {deployment: [Infantry Platoon, Uziel]}\n",
        "  - {by: B, choose: [Uziel]}\n",
        "until: combat\n",
    )
    end = outcome(answer(text, builtin_pool))
    assert end["overrun"] == {"B": 0}
    assert end["players"]["B"]["deployment"] == ["Infantry Platoon"]
    assert end["players"]["B"]["discard"] == ["Uziel"]


def test_combat_phase_13_damage_choice_is_required(builtin_pool: CardPool) -> None:
    """domination/combat-phase-13: the owner chooses which unit is damaged; strict mode: no choice given, a
    violation, never a guess."""
    text = scenario("  A: {deployment: [Uziel]}\n  B: {deployment: [Infantry Platoon, Uziel]}\n", "  []\n")
    found = violation(answer(text, builtin_pool))
    assert found["rules"] == ["domination/combat-phase-13"] and "choose" in found["message"]


def test_combat_phase_10_overrun_is_at_most_three(builtin_pool: CardPool) -> None:
    """domination/combat-phase/step-c and combat-phase-10: Attack 6 against Defense 0 scraps 3 cards, not 6."""
    text = scenario(
        "  A: {deployment: [Uziel, Uziel, Uziel]}\n  B: {hand: [Basic Factory, Basic Factory], deck: [Uziel]}\n",
        "  - {by: B, scrap: {hand: [Basic Factory, Basic Factory], deck: 1}}\n",
        "until: combat\n",
    )
    end = outcome(answer(text, builtin_pool))
    assert end["overrun"] == {"B": 3} and end["totals"] == {"attack": 6, "defense": 0}
    assert sorted(end["scrapheap"]) == ["Basic Factory", "Basic Factory", "Uziel"]
    assert end["players"]["B"]["hand"] == [] and end["players"]["B"]["deck"] == []


def test_overrun_scrap_must_be_given_and_counted(builtin_pool: CardPool) -> None:
    """domination/combat-phase/step-c: the defender scraps exactly the Overrun Value (his choice, so it must be
    given)."""
    players = "  A: {deployment: [Uziel]}\n  B: {hand: [Basic Factory, Basic Factory]}\n"
    missing = violation(answer(scenario(players, "  []\n"), builtin_pool))
    assert missing["rules"] == ["domination/combat-phase/step-c"] and "scrap" in missing["message"]
    wrong = violation(answer(scenario(players, "  - {by: B, scrap: {hand: [Basic Factory]}}\n"), builtin_pool))
    assert "not 1" in wrong["message"] and wrong["action"] is None


def test_combat_phase_4_only_deployed_units_abilities(builtin_pool: CardPool) -> None:
    """domination/combat-phase-4: only units in the deployment zone may use abilities."""
    text = scenario(
        "  A: {hand: [Infantry Platoon], deployment: [Uziel]}\n  B: {}\n", "  - {by: A, use: Infantry Platoon}\n"
    )
    found = violation(answer(text, builtin_pool))
    assert found["rules"] == ["domination/combat-phase-4"]


def test_action_phase_faq_3_no_action_left(builtin_pool: CardPool) -> None:
    """domination/action-phase-faq-3 (Action Phase FAQ): with no unused Action, no card can be played, not even one
    that gives +Actions."""
    text = scenario(
        "  A: {hand: [Uziel, Uziel, Heavy Industry], deck: [Basic Factory]}\n  B: {}\n",
        "  - {by: A, deploy: Uziel}\n  - {by: A, deploy: Uziel}\n  - {by: A, play: Heavy Industry}\n",
    )
    found = violation(answer(text, builtin_pool))
    assert found["action"] == 2 and found["rules"] == ["domination/action-phase-faq-3"]


def test_action_phase_faq_2_plus_two_actions_leaves_three(builtin_pool: CardPool) -> None:
    """domination/action-phase-faq-2: 2 Actions, a +2 Actions card played: 3 Actions left (three Uziels deploy)."""
    text = scenario(
        "  A: {hand: [Heavy Industry, Uziel, Uziel, Uziel]}\n  B: {}\n",
        "  - {by: A, play: Heavy Industry}\n" + "  - {by: A, deploy: Uziel}\n" * 3,
        "until: action\n",
    )
    end = outcome(answer(text, builtin_pool))
    assert end["players"]["A"]["deployment"] == ["Uziel"] * 3
    assert end["phase"] == "action" and end["players"]["A"]["play"] == ["Heavy Industry"]  # ends with the phase
    four = text.replace("Uziel, Uziel, Uziel]", "Uziel, Uziel, Uziel, Uziel]") + "  - {by: A, deploy: Uziel}\n"
    assert violation(answer(four, builtin_pool))["rules"] == ["domination/action-phase-faq-3"]


def test_action_phase_11_resources_are_not_played_in_the_action_phase(builtin_pool: CardPool) -> None:
    """domination/action-phase-11: Resource cards are played in the Buy phase only."""
    text = scenario("  A: {hand: [Basic Factory]}\n  B: {}\n", "  - {by: A, play: Basic Factory}\n")
    assert violation(answer(text, builtin_pool))["rules"] == ["domination/action-phase-11"]


def test_action_phase_2_card_must_be_in_hand(builtin_pool: CardPool) -> None:
    """domination/action-phase-2: a Support card is played from the player's hand."""
    text = scenario("  A: {hand: [Basic Factory]}\n  B: {}\n", "  - {by: A, play: Ammo Dump}\n")
    found = violation(answer(text, builtin_pool))
    assert found["rules"] == ["domination/action-phase-2"] and "no Ammo Dump in hand" in found["message"]


def test_choose_options_must_be_given(builtin_pool: CardPool) -> None:
    """domination/action-phase-3 and strict mode: ComStar Engineers' "Choose two" needs the options; given, the
    chosen effects happen (+2 Actions and +1 Buy, +3 Industry: two buys of a Basic Factory... on 3 Industry)."""
    players = "  A: {hand: [ComStar Engineers], deck: [Uziel, Uziel]}\n  B: {}\n"
    missing = violation(answer(scenario(players, "  - {by: A, play: ComStar Engineers}\n"), builtin_pool))
    assert "options" in missing["message"]
    chosen = scenario(
        players,
        "  - {by: A, play: ComStar Engineers, options: [1, 2]}\n  - {by: A, deploy: Uziel}\n"
        "  - {by: A, deploy: Uziel}\n",
        "until: action\n",
    )
    end = outcome(answer(chosen, builtin_pool))
    assert end["players"]["A"]["deployment"] == ["Uziel", "Uziel"]  # +2 Cards drew them, +2 Actions deployed them


def test_buy_phase_step_b_cost_and_buys(builtin_pool: CardPool) -> None:
    """domination/buy-phase/step-b: a card of equal or lesser value; domination/buy-phase-faq-3: every card bought,
    even one costing 0, needs a Buy; domination/buy-phase-faq-2: bought cards go to the discard pile."""
    players = "  A: {hand: [Munitions Factory, Basic Factory, Basic Factory]}\n  B: {}\n"
    supply = "supply: {Uziel: 5, Munitions Factory: 8, Infantry Platoon: 10}\n"
    end = outcome(
        answer(scenario(players, "  - {by: A, buy: Munitions Factory}\n", supply + "until: buy\n"), builtin_pool)
    )
    assert end["players"]["A"]["discard"] == ["Munitions Factory"] and end["supply"]["Munitions Factory"] == 7
    dear = violation(answer(scenario(players, "  - {by: A, buy: Uziel}\n", supply), builtin_pool))
    assert "costs 5 Industry" in dear["message"] and "domination/buy-phase/step-b" in dear["rules"]
    second = "  - {by: A, buy: Infantry Platoon}\n  - {by: A, buy: Infantry Platoon}\n"
    found = violation(answer(scenario(players, second, supply), builtin_pool))
    assert found["action"] == 1 and "domination/buy-phase-faq-3" in found["rules"]


def test_buy_phase_empty_pile_and_cards_outside_the_supply(builtin_pool: CardPool) -> None:
    """domination/buy-phase: only cards in the Supply can be bought; domination/buy-phase-faq-6: not from the
    Scrapheap or the box."""
    players = "  A: {hand: [Munitions Factory, Basic Factory, Basic Factory]}\n  B: {}\n"
    empty = violation(answer(scenario(players, "  - {by: A, buy: Cicada}\n", "supply: {Cicada: 0}\n"), builtin_pool))
    assert "empty" in empty["message"]
    absent = violation(answer(scenario(players, "  - {by: A, buy: Cicada}\n"), builtin_pool))
    assert "not a pile of the Supply" in absent["message"]


def test_black_market_needs_the_opponents_named_card(builtin_pool: CardPool) -> None:
    """Black Market (card text): the opponent names a card the player cannot buy this turn; the name is the
    opponent's choice, so it is given (``choose``); the named card cannot be bought (domination/buy-phase)."""
    players = "  A: {hand: [Black Market, Munitions Factory]}\n  B: {}\n"
    supply = "supply: {Cicada: 5, Munitions Factory: 5}\n"
    missing = violation(answer(scenario(players, "  - {by: A, buy: Cicada}\n", supply), builtin_pool))
    assert "name a card" in missing["message"]
    named = "  - {by: B, choose: [Munitions Factory]}\n  - {by: A, buy: Munitions Factory}\n"
    assert "was named" in violation(answer(scenario(players, named, supply), builtin_pool))["message"]


def test_end_of_game_four_empty_piles_and_score(builtin_pool: CardPool) -> None:
    """domination/end-of-game/condition-b and domination/end-of-game-faq: the fourth empty pile (a base pile counts)
    ends the game at the end of the turn; domination/end-of-game-3: the most cards in the Deck wins."""
    players = (
        "  A: {hand: [Basic Factory, Basic Factory], deck: [Basic Factory, Basic Factory, Basic Factory]}\n"
        "  B: {hand: [Basic Factory]}\n"
    )
    supply = "supply: {Cicada: 0, Uziel: 0, Awesome: 0, Infantry Platoon: 1}\n"
    end = outcome(answer(scenario(players, "  - {by: A, buy: Infantry Platoon}\n", supply), builtin_pool))
    assert end["winner"] == "A"
    assert end["players"]["A"]["score"] == 6 and end["players"]["B"]["score"] == 1
    still = outcome(answer(scenario(players, "  []\n", supply), builtin_pool))
    assert still["winner"] is None  # three empty piles: the game goes on


def test_only_the_active_player_buys(builtin_pool: CardPool) -> None:
    """domination/action-phase-9: the non-active player plays no cards in this turn (only Reactions)."""
    text = scenario("  A: {}\n  B: {hand: [Uziel]}\n", "  - {by: B, deploy: Uziel}\n")
    assert violation(answer(text, builtin_pool))["action"] == 0


def test_phases_never_go_back(builtin_pool: CardPool) -> None:
    """domination/start-of-game-3: once in the Buy phase, no card is deployed."""
    text = scenario(
        "  A: {hand: [Basic Factory, Uziel]}\n  B: {}\n",
        "  - {by: A, pass: true}\n  - {by: A, pass: true}\n  - {by: A, deploy: Uziel}\n",
    )
    found = violation(answer(text, builtin_pool))
    assert found["action"] == 2 and found["rules"] == ["domination/start-of-game-3"]


def test_choices_nothing_asks_for_are_violations(builtin_pool: CardPool) -> None:
    """Strict mode (shared/spec/scenario-format.md): a choice given for nothing is reported, not silently
    dropped."""
    text = scenario("  A: {hand: [Uziel]}\n  B: {}\n", "  - {by: A, deploy: Uziel, choose: [Cicada]}\n")
    assert "nothing asked for" in violation(answer(text, builtin_pool))["message"]


def test_players_deck_seed_fixes_the_shuffle(builtin_pool: CardPool) -> None:
    """domination/players-deck: the discard is shuffled into a new deck when a card must be drawn and the deck is
    empty; with ``seed`` the shuffle is fixed (one outcome, probability 1), without it every order is weighed — here
    all three cards are drawn whatever the order, so one outcome, probability 1 exactly."""
    text = "game: domination\nplayers:\n  A: {discard: [Uziel, Cicada, Awesome]}\n  B: {}\n"
    exact = answer(text, builtin_pool)
    assert exact["estimate"] is None
    assert [o["probability"] for o in outcome(exact) and exact["outcomes"]] == ["1"]
    assert exact["outcomes"][0]["players"]["A"]["hand"] == ["Awesome", "Cicada", "Uziel"]
    seeded = text.replace("players:", "seed: 7\nplayers:")
    first, second = answer(seeded, builtin_pool), answer(seeded, builtin_pool)
    assert first == second and "estimate" not in first
    assert outcome(first)["probability"] == "1" and outcome(first)["p"] == 1.0
    assert sorted(outcome(first)["players"]["A"]["hand"]) == ["Awesome", "Cicada", "Uziel"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("game: domination\nplayers:\n  A: {}\n  B: {hands: []}\n", r"s\.yaml:4: field 'players\.B\.hands'"),
        (
            "game: domination\nplayers:\n  A: {}\n  B:\n    hand: [Uziel, Uziell]\n",
            r"s\.yaml:5: field 'players\.B\.hand\.1'",
        ),
        ("game: domination\nplayers:\n  A: {}\n  B: {}\nsupply: {Uziel: five}\n", r"s\.yaml:5: field 'supply\.Uziel'"),
        ("game: domination\nplayers:\n  A: {}\n", r"s\.yaml:2: field 'players'"),
        (
            "game: domination\nplayers: {A: {}, B: {}}\nactions:\n  - {by: C, pass: true}\n",
            r"s\.yaml:4: field 'actions\.0\.by'",
        ),
        (
            "game: domination\nplayers: {A: {}, B: {}}\nactions:\n  - {by: A, buy: Uziel, play: Cicada}\n",
            r"s\.yaml:4: field 'actions\.0'",
        ),
        ("game: domination\nplayers: [\n", r"s\.yaml:\d+: not valid YAML"),
    ],
)
def test_malformed_input_names_the_line_and_field(builtin_pool: CardPool, text: str, expected: str) -> None:
    """Answer format: malformed input is an error naming the file, line and field, never a violation."""
    with pytest.raises(SimulateError, match=expected):
        answer(text, builtin_pool)


def test_cli_answers_domination_scenarios(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``judge simulate FILE`` (text and --json) answers a Domination scenario; malformed input exits with 2."""
    path = tmp_path / "s.yaml"
    path.write_text(TURN_EXAMPLE)
    assert main(["simulate", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "domination" and data["legal"]
    assert main(["simulate", str(path)]) == 0
    assert "A score 15" in capsys.readouterr().out
    path.write_text("game: domination\nplayers: {A: {}, B: {}}\nbogus: 1\n")
    assert main(["simulate", str(path)]) == 2
    assert "s.yaml:3: field 'bogus'" in capsys.readouterr().err


def test_yaml_document_lines_for_actions(builtin_pool: CardPool) -> None:
    """An unknown card in an action names the action's line."""
    doc = YamlDocument("game: domination\nplayers: {A: {}, B: {}}\nactions:\n  - {by: A, buy: Nowhere Mech}\n")
    with pytest.raises(SimulateError, match=r"s\.yaml:4: field 'actions\.0\.buy'"):
        simulate_document(doc, builtin_pool, "s.yaml")


def test_glossary_reaction_defense_system_and_assassination(builtin_pool: CardPool) -> None:
    """domination/glossary/reaction: Reaction cards are used outside the holder's turn, as the card says. Defense
    System (card text) reduces the Overrun Value to zero: no scrap; Assassination (card text) makes a Support card
    played with no effect, the player gets +1 Card and +1 Action. Not revealing is the default."""
    combat = "  A: {deployment: [Uziel]}\n  B: {hand: [Defense System, Basic Factory]}\n"
    reacted = outcome(answer(scenario(combat, "  - {by: B, react: Defense System}\n", "until: combat\n"), builtin_pool))
    assert reacted["overrun"] == {"B": 0} and reacted["scrapheap"] == []
    assert "Defense System" not in reacted["players"]["B"]["hand"]
    plain = violation(answer(scenario(combat, "  []\n", "until: combat\n"), builtin_pool))
    assert "scrap" in plain["message"]  # without the Reaction, B is Overrun and must say what he scraps
    action = "  A: {hand: [Ammo Dump], deck: [Uziel, Cicada, Awesome, Basic Factory]}\n  B: {hand: [Assassination]}\n"
    cancelled = answer(
        scenario(action, "  - {by: B, react: Assassination}\n  - {by: A, play: Ammo Dump}\n", "until: action\n"),
        builtin_pool,
    )
    a = outcome(cancelled)["players"]["A"]
    assert a["hand"] == ["Uziel"]  # +1 Card instead of +3 Cards
    played = outcome(answer(scenario(action, "  - {by: A, play: Ammo Dump}\n", "until: action\n"), builtin_pool))
    assert played["players"]["A"]["hand"] == ["Uziel", "Cicada", "Awesome"]


CLEAN_UP_DRAW = """\
game: domination
players:
  A:
    deck: [Infantry Platoon, Infantry Platoon, Infantry Platoon]
    discard: [Basic Factory, Basic Factory, Uziel]
  B: {}
"""


def test_clean_up_phase_faq_exact_odds_of_the_reshuffled_draw(builtin_pool: CardPool) -> None:
    """domination/clean-up-phase-faq, domination/players-deck: Clean-Up draws the 3 cards of the deck, then shuffles
    the discard (2 Basic Factory + 1 Uziel) into a new deck and draws 2 more. By hand: the 3 distinct orders of the
    new deck are equally likely (Uziel on top, second or third), Uziel is drawn in 2 of them: P = 2/3; otherwise
    both Basic Factories are drawn and Uziel is left as the deck (1/3)."""
    data = answer(CLEAN_UP_DRAW, builtin_pool)
    assert data["legal"] and data["violations"] == [] and data["estimate"] is None
    odds = [(o["probability"], o["players"]["A"]["hand"], o["players"]["A"]["deck"]) for o in data["outcomes"]]
    assert odds == [
        (
            "2/3",
            ["Basic Factory", "Infantry Platoon", "Infantry Platoon", "Infantry Platoon", "Uziel"],
            ["Basic Factory"],
        ),
        (
            "1/3",
            ["Basic Factory", "Basic Factory", "Infantry Platoon", "Infantry Platoon", "Infantry Platoon"],
            ["Uziel"],
        ),
    ]
    assert [o["p"] for o in data["outcomes"]] == [2 / 3, 1 / 3]
    assert all(o["shuffled"] == ["A"] for o in data["outcomes"])  # the new deck's order: random, listed by name
    assert sum(Fraction(o["probability"]) for o in data["outcomes"]) == 1
    assert any("draws" in step["text"] for step in data["trace"])


def test_clean_up_phase_faq_odds_of_a_bigger_shuffle_sum_to_one(builtin_pool: CardPool) -> None:
    """domination/clean-up-phase-faq: 5 cards drawn from a reshuffled discard of 7 (4 Basic Factory, 2 Cicada, 1
    Uziel). By hand, P(Uziel among the 5) = 5/7 and P(both Cicadas) = C(5,2)/C(7,2) = 10/21; the exact outcomes
    sum to 1."""
    text = "game: domination\nplayers:\n  A:\n    discard: [Basic Factory, Basic Factory, Basic Factory, "
    text += "Basic Factory, Cicada, Cicada, Uziel]\n  B: {}\n"
    data = answer(text, builtin_pool)
    outcomes = data["outcomes"]
    assert data["estimate"] is None
    assert sum(Fraction(o["probability"]) for o in outcomes) == 1
    uziel = sum(Fraction(o["probability"]) for o in outcomes if "Uziel" in o["players"]["A"]["hand"])
    cicadas = sum(Fraction(o["probability"]) for o in outcomes if o["players"]["A"]["hand"].count("Cicada") == 2)
    assert (uziel, cicadas) == (Fraction(5, 7), Fraction(10, 21))
    assert [o["p"] for o in outcomes] == sorted((o["p"] for o in outcomes), reverse=True)


def test_glossary_gain_random_cards_from_the_scrapheap(builtin_pool: CardPool) -> None:
    """Scrap Yard ("Gain 2 random cards from the Scrapheap", domination/glossary/gain): B is Overrun by 3 and scraps
    Uziel, Cicada and Awesome (domination/combat-phase/step-c); from that Scrapheap each pair is gained with
    probability 1/3 (by hand: 3 x 2 ordered picks, 2 per pair)."""
    text = """\
game: domination
until: action
players:
  A: {hand: [Scrap Yard], deployment: [Uziel, Uziel]}
  B: {hand: [Uziel, Cicada, Awesome]}
actions:
  - {by: B, scrap: {hand: [Uziel, Cicada, Awesome]}}
  - {by: A, play: Scrap Yard}
"""
    data = answer(text, builtin_pool)
    assert data["legal"] and data["estimate"] is None
    pairs = {tuple(o["players"]["A"]["discard"]): o["probability"] for o in data["outcomes"]}
    assert pairs == {("Cicada", "Uziel"): "1/3", ("Awesome", "Uziel"): "1/3", ("Awesome", "Cicada"): "1/3"}


RAPID_DEPLOYMENT = """\
game: domination
phase: action
until: action
players:
  A: {hand: [Rapid Deployment], discard: [Uziel, Basic Factory]}
  B: {}
actions:
  - {by: A, play: Rapid Deployment}
  - {by: A, deploy: Uziel}
"""


def test_action_phase_4_illegal_in_some_branches_carries_their_probability(builtin_pool: CardPool) -> None:
    """domination/action-phase-4 (a Unit is deployed from the hand): Rapid Deployment draws 1 card from the
    reshuffled discard (Uziel, Basic Factory); deploying Uziel is legal only when Uziel was drawn (1/2). Any illegal
    branch makes the answer illegal; the violation carries its probability, the legal outcome its own: they sum
    to 1."""
    data = answer(RAPID_DEPLOYMENT, builtin_pool)
    assert not data["legal"]
    [broken] = data["violations"]
    assert (broken["action"], broken["probability"], broken["p"]) == (1, "1/2", 0.5)
    assert broken["rules"] == ["domination/action-phase-4"]
    [legal] = data["outcomes"]
    assert legal["probability"] == "1/2" and legal["players"]["A"]["deployment"] == ["Uziel"]
    assert any(step["text"].startswith("stopped:") for step in data["trace"])


def test_clean_up_phase_faq_past_the_budget_an_estimate(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """domination/clean-up-phase-faq: past the budget of exact branches the answer is a seeded estimate — its sample
    size and confidence at the top, per outcome the observed fraction and a Wilson interval that holds the exact
    value (P(Uziel drawn) = 2/3)."""
    from judge.domination import scenario_odds

    monkeypatch.setattr(scenario_odds, "MAX_LEAVES", 2)
    monkeypatch.setattr(scenario_odds, "SAMPLES", 300)
    data = answer(CLEAN_UP_DRAW, builtin_pool)
    assert data["estimate"] == {"samples": 300, "confidence": 0.95, "seeds": "0..299"}
    outcomes = data["outcomes"]
    assert len(outcomes) == 2 and sum(Fraction(o["probability"]) for o in outcomes) == 1
    uziel = next(o for o in outcomes if "Uziel" in o["players"]["A"]["hand"])
    low, high = uziel["interval"]
    assert low < 2 / 3 < high and low <= uziel["p"] <= high
    assert Fraction(uziel["probability"]).denominator in (
        1,
        2,
        3,
        4,
        5,
        6,
        10,
        12,
        15,
        20,
        25,
        30,
        50,
        60,
        75,
        100,
        150,
        300,
    )
    assert answer(CLEAN_UP_DRAW, builtin_pool) == data  # seeds 0..N-1: the estimate is reproducible


def test_players_deck_seed_still_gives_one_outcome(builtin_pool: CardPool) -> None:
    """domination/players-deck: with ``seed`` the random branches are not explored — one outcome, probability 1,
    and the branch it fixes is legal or not as a whole."""
    seeded = answer(CLEAN_UP_DRAW.replace("players:", "seed: 5\nplayers:"), builtin_pool)
    assert outcome(seeded)["probability"] == "1" and "estimate" not in seeded
    results = {
        answer(RAPID_DEPLOYMENT.replace("players:", f"seed: {s}\nplayers:"), builtin_pool)["legal"] for s in range(8)
    }
    assert results == {True, False}


def test_cli_text_shows_branch_shares_and_estimates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``judge simulate`` without --json: a violation in some branches says its share; an estimate says its size."""
    from judge.domination import scenario_odds

    branchy = tmp_path / "branchy.yaml"
    branchy.write_text(RAPID_DEPLOYMENT, encoding="utf-8")
    assert main(["simulate", str(branchy)]) == 0
    assert "violation (action 1) (in 1/2 of the outcomes): A has no Uziel in hand" in capsys.readouterr().out
    monkeypatch.setattr(scenario_odds, "MAX_LEAVES", 2)
    monkeypatch.setattr(scenario_odds, "SAMPLES", 100)
    draw = tmp_path / "draw.yaml"
    draw.write_text(CLEAN_UP_DRAW, encoding="utf-8")
    assert main(["simulate", str(draw)]) == 0
    out = capsys.readouterr().out
    assert "estimate: 100 games with seeds 0..99; observed fractions with 95% Wilson intervals" in out
    assert "] : " not in out and "]: A score" in out
