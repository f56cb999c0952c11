"""Selector refinements and states (judge/bttcg/refinements.py, issue 17: every card does what it says), one
scenario test per word, in a battle and during the turn, named after the rule that defines the word and citing it.
Cards are invented inline texts (the pool's wordings), or pool cards read in place (skipped without ../shared)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from judge.bttcg import rules as r
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer, battle, mission_card, only, rules_of, unit

BLOCKED = {"attacker": "Brian", "group": ["raider", "other"], "target": "Melissa.stockpile", "blockers": ["guard"]}
PILOT = {"owner": "Brian", "command": {"name": "Ace", "keywords": ["Pilot"], "text": "Pilot: +1 initiative"}}


def _battle(text: str, choose: list[str] | None = None, **more: Any) -> dict[str, Any]:
    """Brian's fast 'Mechs raider (piloted by Ace) and other attack Melissa's Stockpile; her guard blocks from the
    Guard region; Brian plays a Mission card with ``text``."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=0, structure=9, name="Raider"),
        "other": unit("Brian", "fast", attack=0, structure=9, name="Other"),
        "guard": unit(
            "Melissa", "fast", attack=0, structure=9, name="Guard", zone="guard", guarding="Melissa.stockpile"
        ),
        "ace": {**PILOT, "on": "raider"},
        "card": mission_card("Brian", text, "Card"),
        **more,
    }
    action: dict[str, Any] = {"by": "Brian", "play": "card"}
    if choose is not None:
        action["choose"] = choose
    return battle(cards, BLOCKED, [action])


def _damage(result: dict[str, Any]) -> dict[str, int]:
    assert result["legal"], result["violations"]
    return {k: v["damage"] for k, v in only(result)["cards"].items() if k in ("raider", "other", "guard")}


def test_piloted_unpiloted_mechs_glossary_pilot() -> None:
    """piloted / unpiloted (Wolfgang Hansen's "one of your piloted 'Mechs", Sandhurst's "unpiloted"): Glossary, Pilot:
    Pilot cards are played on 'Mechs; a piloted 'Mech has one on it. Raider is piloted by Ace, Other and Guard are
    not; choosing Other for "one piloted 'Mech" is a violation (the card is not played)."""
    assert _damage(_battle("Play only during battle. Each piloted 'Mech receives 2 damage.")) == {
        "raider": 2,
        "other": 0,
        "guard": 0,
    }
    assert _damage(_battle("Play only during battle. Each unpiloted 'Mech receives 2 damage.")) == {
        "raider": 0,
        "other": 2,
        "guard": 2,
    }
    wrong = _battle("Play only during battle. One piloted 'Mech receives 2 damage.", ["other"])
    assert not wrong["legal"] and r.MISSION_CARDS_AFFECT in rules_of(wrong)
    assert only(wrong)["cards"]["other"]["damage"] == 0


def test_patrolling_guarding_units_glossary_patrol_region_guard() -> None:
    """patrolling / guarding (Blitzkrieg's first printing: "Remove all patrolling Units from the battle"): Glossary,
    Patrol region (the region attacks are launched from, and patrolling Units block from) and Guard (a Unit guarding
    a site): the attackers are patrolling, the blocker guarding the Stockpile is not."""
    assert _damage(_battle("Play only during battle. Each patrolling Unit receives 2 damage.")) == {
        "raider": 2,
        "other": 2,
        "guard": 0,
    }
    assert _damage(_battle("Play only during battle. Each guarding Unit receives 2 damage.")) == {
        "raider": 0,
        "other": 0,
        "guard": 2,
    }


def _turn(cards: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["P"]}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": [action],
    }
    return answer(yaml.safe_dump(doc, sort_keys=False))


def _command(owner: str, name: str, text: str = "", *keywords: str, **state: Any) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": name, "cost": "2", "text": text, "keywords": list(keywords)}, **state}


def _reveal(text: str, choose: list[str] | None = None) -> dict[str, Any]:
    """Brian activates a Subterfuge scrapped as it is revealed (rulebook p.20, p.24), saying ``text``; Melissa has a
    'Mech on patrol with an Enhancement on it, one guarding, a Resource, a Terrain card, and a card under construction
    with an Enhancement on it (a site)."""
    reveal = "Scrap this card when it is revealed. " + text
    cards = {
        "x": _command("Brian", "X", reveal, "Subterfuge", zone="construction", counters=2),
        "raider": unit("Melissa", "fast", name="Raider"),
        "warden": unit("Melissa", "fast", name="Warden", zone="guard", guarding="Melissa.stockpile"),
        "post": _command("Melissa", "Field Base", "", "Resource"),
        "hills": _command("Melissa", "Hills", "", "Terrain"),
        "site": _command("Melissa", "Site", zone="construction", counters=1),
        "boots": _command("Melissa", "Boots", "", "Enhancement", on="site"),
        "gun": _command("Melissa", "Gun", "", "Enhancement", on="raider"),
    }
    action: dict[str, Any] = {"by": "Brian", "activate": "x"}
    if choose is not None:
        action["choose"] = choose
    return _turn(cards, action)


def _zones(result: dict[str, Any]) -> dict[str, tuple[str, bool]]:
    return {k: (v["zone"], v["tapped"]) for k, v in only(result)["cards"].items()}


def test_guarding_mechs_tapped_during_the_turn_glossary_guard() -> None:
    """guarding, during the turn (Manipulation of Romano: "Tap all guarding 'Mechs."): Glossary, Guard: only the
    'Mech in the Guard region is tapped; the one on patrol is not."""
    result = _reveal("Tap all guarding 'Mechs.")
    assert result["legal"], result["violations"]
    zones = _zones(result)
    assert zones["warden"] == ("guard", True) and zones["raider"] == ("patrol", False)


def test_other_than_a_mech_card_in_play_rulebook_p9_card_types() -> None:
    """other_than (Death Commando Strike's Unlimited printing: "Scrap one card in play other than a 'Mech."): the
    card's type line (rulebook p.9): a Resource is scrapped; a 'Mech cannot be chosen (a violation, nothing
    happens)."""
    text = "Scrap one card in play other than a 'Mech."
    ok = _reveal(text, ["post"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["post"][0] == "scrapheap"
    wrong = _reveal(text, ["raider"])
    assert [v["message"] for v in wrong["violations"]] == ["X cannot choose Raider: it is a 'Mech"]
    assert _zones(wrong)["raider"][0] == "patrol" and _zones(wrong)["x"][0] == "construction"


def test_enhancement_on_a_site_rulebook_p24_sites() -> None:
    """on (Creative Terraforming: "Choose any Terrain card or any Enhancement on a site and scrap it."): a site is a
    Stockpile, a card under construction or a Command card in the Command Post (rulebook p.14, p.24; CE rulings:
    Construction Region): Boots on the card under construction is scrapped; Gun, on a 'Mech, cannot be chosen."""
    text = "Choose any Terrain card or any Enhancement on a site and scrap it."
    ok = _reveal(text, ["boots"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["boots"][0] == "scrapheap" and _zones(ok)["gun"][0] == "command_post"
    wrong = _reveal(text, ["gun"])
    assert [v["message"] for v in wrong["violations"]] == [
        "X cannot choose Gun: it is not a Terrain card / it is not on a site"
    ]
    terrain = _reveal(text, ["hills"])
    assert terrain["legal"] and _zones(terrain)["hills"][0] == "scrapheap"


def _provides(choose: str, **senate: Any) -> dict[str, Any]:
    ability = (
        "{T}: Choose any Command card that provides {P} and scrap it. Use this ability only during your Deploy phase."
    )
    cards = {
        "kat": _command("Brian", "Kat", ability),
        "senate": _command("Melissa", "Senate", "", "Resource", "Politics", **senate),
        "depot": _command("Melissa", "Depot", "", "Resource", "Munitions"),
    }
    return _turn(cards, {"by": "Brian", "use": "ability", "card": "kat", "choose": [choose]})


def test_provides_an_asset_rulebook_p14_assets() -> None:
    """provides (Katherine Steiner-Davion: "Choose any Command card that provides {P} and scrap it."): rulebook p.14,
    Assets: an active Command card provides the assets printed on it. The Senate (Politics) is scrapped; the Depot
    (Munitions) cannot be chosen; a depleted Senate (face down) is refused, never assumed."""
    ok = _provides("senate")
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["senate"][0] == "scrapheap"
    wrong = _provides("depot")
    assert [v["message"] for v in wrong["violations"]] == ["Kat cannot choose Depot: it does not provide Politics"]
    with pytest.raises(ScenarioError, match="not answered by this version"):
        _provides("senate", depleted=True)


def test_katherine_steiner_davion_scraps_a_politics_card(full_pool: CardPool) -> None:
    """The pool's Katherine Steiner-Davion (read in place) scraps a Command card providing Politics."""
    cards = {
        "k": {"owner": "Brian", "card": "Katherine Steiner-Davion"},
        "p": _command("Melissa", "Senate", "", "Resource", "Politics"),
    }
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["P"]}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": "Brian", "use": "ability", "card": "k", "choose": ["p"]}],
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False), full_pool)
    assert result["legal"], result["violations"]
    assert _zones(result) == {"k": ("command_post", True), "p": ("scrapheap", False)}
