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
    """guarding, during the turn (Manipulation of Romano: "guarding 'Mechs" tapped): Glossary, Guard: only the
    'Mech in the Guard region is tapped; the one on patrol is not."""
    result = _reveal("Tap each guarding 'Mech.")
    assert result["legal"], result["violations"]
    zones = _zones(result)
    assert zones["warden"] == ("guard", True) and zones["raider"] == ("patrol", False)


def test_other_than_a_mech_card_in_play_rulebook_p9_card_types() -> None:
    """other_than (Death Commando Strike's Unlimited printing: "other than a 'Mech"): the
    card's type line (rulebook p.9): a Resource is scrapped; a 'Mech cannot be chosen (a violation, nothing
    happens)."""
    text = "Scrap a card in play other than a 'Mech."
    ok = _reveal(text, ["post"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["post"][0] == "scrapheap"
    wrong = _reveal(text, ["raider"])
    assert [v["message"] for v in wrong["violations"]] == ["X cannot choose Raider: it is a 'Mech"]
    assert _zones(wrong)["raider"][0] == "patrol" and _zones(wrong)["x"][0] == "construction"


def test_enhancement_on_a_site_rulebook_p24_sites() -> None:
    """on (Creative Terraforming: "any Enhancement on a site"): a site is a
    Stockpile, a card under construction or a Command card in the Command Post (rulebook p.14, p.24; CE rulings:
    Construction Region): Boots on the card under construction is scrapped; Gun, on a 'Mech, cannot be chosen."""
    text = "Choose an Enhancement on a site or a Terrain card and scrap it."
    ok = _reveal(text, ["boots"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["boots"][0] == "scrapheap" and _zones(ok)["gun"][0] == "command_post"
    wrong = _reveal(text, ["gun"])
    assert [v["message"] for v in wrong["violations"]] == [
        "X cannot choose Gun: it is not on a site / it is not a Terrain card"
    ]
    terrain = _reveal(text, ["hills"])
    assert terrain["legal"] and _zones(terrain)["hills"][0] == "scrapheap"


def _provides(choose: str, **senate: Any) -> dict[str, Any]:
    reveal = "Scrap this card when it is revealed. Scrap a Command card that provides {P}."
    cards = {
        "kat": _command("Brian", "Kat", reveal, "Subterfuge", zone="construction", counters=2),
        "senate": _command("Melissa", "Senate", "", "Resource", "Politics", **senate),
        "depot": _command("Melissa", "Depot", "", "Resource", "Munitions"),
    }
    return _turn(cards, {"by": "Brian", "activate": "kat", "choose": [choose]})


def test_provides_an_asset_rulebook_p14_assets() -> None:
    """provides (Katherine Steiner-Davion: a Command card "that provides {P}" scrapped): rulebook p.14,
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


def test_tapped_mechs_untapped_during_the_turn_glossary_tap() -> None:
    """tapped, during the turn ("Untap each tapped 'Mech."): Glossary, Tap / Untap: Melissa's tapped 'Mech untaps;
    the Terrain card, tapped too, is not a 'Mech and stays tapped."""
    cards = {
        "x": _command("Brian", "X", "Scrap this card when it is revealed. Untap each tapped 'Mech.", "Subterfuge"),
        "raider": unit("Melissa", "fast", name="Raider", tapped=True),
        "hills": _command("Melissa", "Hills", "", "Terrain", tapped=True),
    }
    cards["x"].update(zone="construction", counters=2)
    result = _turn(cards, {"by": "Brian", "activate": "x"})
    assert result["legal"], result["violations"]
    assert _zones(result)["raider"] == ("patrol", False) and _zones(result)["hills"] == ("command_post", True)


def test_not_types_card_other_than_a_resource_or_unit_rulebook_p9_card_types() -> None:
    """not_types (Ghost Bear High Command's "a card other than a Resource or Unit"): of none of the types named
    (rulebook p.9, the type line): the Terrain card is scrapped, the Resource cannot be chosen."""
    text = "Scrap a card other than a Resource or Unit."
    ok = _reveal(text, ["hills"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["hills"][0] == "scrapheap"
    wrong = _reveal(text, ["post"])
    assert [v["message"] for v in wrong["violations"]] == ["X cannot choose Field Base: it is a Resource card"]


BERSERKER = (
    "For each 'Mech after the first that is blocking or blocked by 'Mech piloted by Ace, 'Mech piloted by Ace gets +2 "
    "attack and prevents 1 damage. Use this ability only if 'Mech piloted by Ace attacks alone during battle."
)
"""An invented Pilot worded like Berserker Warrior's ability: a count of the 'Mechs it fights beyond the first."""


def _berserker(blockers: int) -> dict[str, Any]:
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=1, structure=20, name="Raider"),
        "ace": {"owner": "Brian", "command": {"name": "Ace", "keywords": ["Pilot"], "text": BERSERKER}, "on": "raider"},
    }
    for i in range(blockers):
        cards[f"g{i}"] = unit("Melissa", "fast", attack=1, structure=20, name=f"G{i}")
    mission = {
        "attacker": "Brian",
        "group": ["raider"],
        "target": "Melissa.stockpile",
        "blockers": [f"g{i}" for i in range(blockers)],
    }
    attack = 1 + 2 * max(blockers - 1, 0)
    actions = [
        {"by": "Brian", "use": "ability", "card": "ace"},
        {"by": "Brian", "assign": "raider", "to": {"g0": attack}},
    ]
    return battle(cards, mission, actions)


def test_after_the_first_counts_all_but_one_berserker_warrior_card_text() -> None:
    """after_first (Berserker Warrior's "after the first", in an invented Pilot, Ace): the card's text counts the
    blockers beyond the first. Three blockers: +4 attack (1 + 4 = 5 assigned) and 2 damage prevented (3 received,
    1 through); one blocker: nothing."""
    three = _berserker(3)
    assert three["legal"], three["violations"]
    cards = only(three)["cards"]
    assert cards["g0"]["damage"] == 5 and cards["raider"]["damage"] == 1
    one = _berserker(1)
    assert one["legal"], one["violations"]
    assert only(one)["cards"]["g0"]["damage"] == 1 and only(one)["cards"]["raider"]["damage"] == 1


def test_after_the_first_naming_each_card_is_refused() -> None:
    """after_first with effects on each card ("..., that 'Mech receives 1 damage"): which card is the first is never
    said: refused out loud (interpret.effect_problem names it), never guessed."""
    from judge.bttcg.interpret import effect_problem
    from judge.cardtext.parser import parse_card_text
    from judge.dsl import models as m

    parsed = parse_card_text(BERSERKER, "Ace", "Command")
    each = next(e for a in parsed.abilities for e in getattr(a, "effects", []) if isinstance(e, m.ForEach))
    assert effect_problem(each) is None
    naming = each.model_copy(update={"effects": [m.DealDamage(target=m.ThatOne(noun="mech"), amount=1)]})
    assert (
        effect_problem(naming)
        == "'after the first' with effects on each of the cards (which one is the first is not said)"
    )


def test_in_mission_units_involved_rulebook_p26_glossary_engaged() -> None:
    """in_mission ("Each Unit that is involved in the mission"): rulebook p.26, Glossary, Engaged: the attacking and
    blocking Units; a Unit of Brian's on patrol outside the battle is not involved."""
    result = _battle(
        "Play only during battle. Each Unit that is involved in the mission receives 1 damage.",
        home=unit("Brian", "fast", attack=0, structure=9, name="Home"),
    )
    assert result["legal"], result["violations"]
    cards = only(result)["cards"]
    assert (cards["raider"]["damage"], cards["other"]["damage"], cards["guard"]["damage"]) == (1, 1, 1)
    assert cards["home"]["damage"] == 0


def test_used_option_alpha_strike_rulebook_options_once_per_mission() -> None:
    """used_option (No Quarter's "that have already used Alpha Strikes"): a Unit that used the option in this battle
    (options once per mission, the battle records each use): Raider Alpha Strikes, then the card deals 2 damage to it
    only."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=0, structure=9, name="Raider", text="Alpha Strike: +2 attack"),
        "other": unit("Brian", "fast", attack=0, structure=9, name="Other", text="Alpha Strike: +2 attack"),
        "guard": unit("Melissa", "fast", attack=0, structure=9, name="Guard"),
        "card": mission_card(
            "Brian", "Play only during battle. Each Unit that has already used Alpha Strikes receives 2 damage.", "Card"
        ),
    }
    actions = [
        {"by": "Brian", "use": "Alpha Strike", "unit": "raider"},
        {"by": "Brian", "play": "card"},
        {"by": "Brian", "assign": "raider", "to": {"guard": 2}},
    ]
    result = battle(cards, BLOCKED, actions)
    assert result["legal"], result["violations"]
    damage = {k: v["damage"] for k, v in only(result)["cards"].items()}
    assert damage["raider"] == 2 and damage["other"] == 0


def test_alignment_inner_sphere_mechs_glossary_keyword() -> None:
    """alignment ("Each Inner Sphere 'Mech"): Glossary, Keyword: "alignment (such as Clan or Inner Sphere)": Other,
    an Inner Sphere 'Mech, receives 2 damage, the Clan Raider does not; a 'Mech whose alignment the scenario does not
    give (the guard) is refused, never guessed."""
    text = "Play only during battle. Each Inner Sphere 'Mech receives 2 damage."
    clan = unit("Brian", "fast", attack=0, structure=9, name="Raider", keywords=["Clan"])
    inner = unit("Brian", "fast", attack=0, structure=9, name="Other", keywords=["Inner Sphere"])
    guard = unit("Melissa", "fast", attack=0, structure=9, name="Guard", keywords=["Clan"])
    result = _battle(text, raider=clan, other=inner, guard=guard)
    assert result["legal"], result["violations"]
    assert _damage(result) == {"raider": 0, "other": 2, "guard": 0}
    with pytest.raises(ScenarioError, match="alignment of Guard is not known"):
        _battle(text, raider=clan, other=inner)


def test_other_controller_chosen_cards_of_different_players_card_text() -> None:
    """other_controller (Anastasius Focht: "Choose a Clan 'Mech and an Inner Sphere Unit controlled by different
    players"): the second card chosen is controlled by another player than the first: Brian's Clan Raider and
    Melissa's Inner Sphere guard may be chosen; Raider and Brian's own Inner Sphere 'Mech may not."""
    text = "Play only during battle. Choose a Clan 'Mech and an Inner Sphere Unit controlled by different players."
    clan = unit("Brian", "fast", attack=0, structure=9, name="Raider", keywords=["Clan"])
    inner = unit("Brian", "fast", attack=0, structure=9, name="Other", keywords=["Inner Sphere"])
    guard = unit("Melissa", "fast", attack=0, structure=9, name="Guard", keywords=["Inner Sphere"])
    ok = _battle(text, ["raider", "guard"], raider=clan, other=inner, guard=guard)
    assert ok["legal"], ok["violations"]
    same = _battle(text, ["raider", "other"], raider=clan, other=inner, guard=guard)
    assert not same["legal"] and r.MISSION_CARDS_AFFECT in rules_of(same)


def _hands(text: str, choose: list[str]) -> dict[str, Any]:
    """Brian and Melissa each have a card in hand; Brian activates a card saying ``text`` (revealed as it is
    activated), with a tapped 'Mech of his on patrol."""
    cards = {
        "x": _command("Brian", "X", text, "Subterfuge", zone="construction", counters=2),
        "theirs": _command("Melissa", "Theirs", zone="hand"),
        "mine": _command("Brian", "Mine", zone="hand"),
        "raider": unit("Brian", name="Raider", tapped=True),
    }
    return _turn(cards, {"by": "Brian", "activate": "x", "choose": choose})


def test_their_zone_a_card_from_his_or_her_hand_rulebook_p14_playing_area() -> None:
    """their_zone (Airstrikes Close to Home: "choose one card from his or her hand"): the zone is the opponent's
    (rulebook p.14, Playing Area: each player has a hand): Melissa's card is scrapped; Brian's own cannot be taken."""
    text = (
        "Scrap this card when it is revealed. Look at an opponent's hand. Choose one card from his or her hand and "
        "scrap it."
    )
    ok = _hands(text, ["theirs"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["theirs"][0] == "scrapheap" and _zones(ok)["mine"][0] == "hand"
    wrong = _hands(text, ["mine"])
    assert [v["message"] for v in wrong["violations"]] == [
        "X cannot take Mine: it is not in Melissa's hand (it is in Brian's hand)"
    ]


def test_zone_a_card_from_your_hand_chosen_during_the_turn_rulebook_p14_playing_area() -> None:
    """zone, during the turn (Expert 'Mech Technicians: "Scrap a card from your hand and choose a 'Mech"): the card
    is chosen from Brian's own hand (rulebook p.14, Playing Area), never from play or from Melissa's hand."""
    text = "Scrap this card when it is revealed. Scrap a card from your hand and untap a 'Mech."
    ok = _hands(text, ["mine", "raider"])
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["mine"][0] == "scrapheap" and _zones(ok)["raider"] == ("patrol", False)
    theirs = _hands(text, ["theirs", "raider"])
    assert [v["message"] for v in theirs["violations"]] == [
        "X cannot choose Theirs: it is not in Brian's hand (it is in Melissa's hand)"
    ]
    in_play = _hands(text, ["raider", "raider"])
    assert [v["message"] for v in in_play["violations"]] == [
        "X cannot choose Raider: it is not in Brian's hand (it is in Brian's patrol region)"
    ]


def test_dealt_damage_to_that_unit_ce_rulings_massive_battlefield_confusion() -> None:
    """dealt_damage_to_that (Pryde's Pride: "each Unit that had assigned damage to that Unit"): a Unit has dealt
    damage once its damage is assigned (CE rulings, Massive Battlefield Confusion; Missiles: part of its damage).
    Guard assigned its damage to Raider, Second to Other: only Guard receives the card's 2 damage."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=0, structure=9, name="Raider"),
        "other": unit("Brian", "fast", attack=0, structure=9, name="Other"),
        "guard": unit("Melissa", "fast", attack=1, structure=9, name="Guard"),
        "second": unit("Melissa", "fast", attack=1, structure=9, name="Second"),
        "card": mission_card(
            "Brian",
            "Play only during battle. Choose one of your Units. Each Unit that dealt damage to that Unit receives 2 "
            "damage.",
            "Card",
        ),
    }
    mission = {**BLOCKED, "blockers": ["guard", "second"]}
    actions = [
        {"by": "Melissa", "assign": "guard", "to": {"raider": 1}},
        {"by": "Melissa", "assign": "second", "to": {"other": 1}},
        {"by": "Brian", "play": "card", "choose": ["raider"]},
    ]
    result = battle(cards, mission, actions)
    assert result["legal"], result["violations"]
    damage = {k: v["damage"] for k, v in only(result)["cards"].items()}
    assert damage["guard"] == 2 and damage["second"] == 0


def test_pilot_that_is_not_unique_ce_rulings_assassination_glossary_pilot() -> None:
    """noun 'pilot' and excluding 'unique' during the turn (Defection: "Choose any Pilot that is not Unique that an
    opponent controls"): a Pilot is a Command card played on a 'Mech (Glossary, Pilot); a Unique card lists the
    keyword Unique (CE rulings, Assassination). Melissa's plain Pilot is scrapped; her Unique one, and her 'Mech, cannot
    be chosen."""
    text = (
        "Scrap this card when it is revealed. Choose any Pilot that is not Unique that an opponent controls and "
        "scrap it."
    )

    def run(choose: str) -> dict[str, Any]:
        cards = {
            "x": _command("Brian", "X", text, "Subterfuge", zone="construction", counters=2),
            "raider": unit("Melissa", "fast", name="Raider"),
            "ace": {**PILOT, "owner": "Melissa", "on": "raider"},
            "hero": {
                "owner": "Melissa",
                "command": {"name": "Hero", "keywords": ["Pilot", "Unique"], "text": "Pilot: +1 initiative"},
                "on": "raider",
            },
        }
        return _turn(cards, {"by": "Brian", "activate": "x", "choose": [choose]})

    ok = run("ace")
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["ace"][0] == "scrapheap" and _zones(ok)["hero"][0] == "command_post"
    assert [v["message"] for v in run("hero")["violations"]] == ["X cannot choose Hero: it is Unique"]
    assert [v["message"] for v in run("raider")["violations"]] == ["X cannot choose Raider: it is not a Pilot"]


def test_configuration_of_that_omnimech_ce_rulings_omnimechs() -> None:
    """configuration_of_that ("any configuration of that 'Mech", OmniMech-Pod Cache): an OmniMech of the same
    chassis as the one named before (``omni.not_a_configuration``): Puma Prime is one of Puma A's; a Raven is not;
    with no single card named before, refused."""
    from judge.bttcg import refinements
    from judge.bttcg.faces import CardFace
    from judge.bttcg.state import CardState, Position, UnsupportedError
    from judge.dsl import models as m

    def omni(name: str) -> CardFace:
        return CardFace(
            name=name,
            kind="unit",
            unit_type="mech",
            speed="fast",
            attack=3,
            armor=0,
            structure=5,
            keywords=frozenset({"Omni"}),
        )

    faces = {"a": omni("Puma A"), "prime": omni("Puma Prime"), "raven": omni("Raven A")}
    cards = {c: CardState("patrol") for c in faces}
    pos = Position(
        ("A", "B"), {"A": frozenset(), "B": frozenset()}, {"A": 20, "B": 20}, faces, dict.fromkeys(faces, "A"), cards
    )
    selector = m.Selector(quantifier="any", noun="mech", configuration_of_that=True)
    where = refinements.Where(pos, "A", that=("a",))
    assert refinements.misfit(where, selector, "prime") is None
    assert refinements.misfit(where, selector, "raven") == "it is another 'Mech"
    with pytest.raises(UnsupportedError, match="names no single card"):
        refinements.misfit(refinements.Where(pos, "A"), selector, "prime")


def test_another_card_in_that_region_rulebook_p14_playing_area() -> None:
    """in_that_region and other, during the turn (Hyperpulse Generator: "Choose a card in opponent's Under
    Construction region ... another card in that region"): rulebook p.14, Playing Area (Glossary, Region): each
    player's Construction, Command Post, Patrol and Stockpile regions. Melissa's second card under construction is
    scrapped; the one chosen first, her Resource in the Command Post and Brian's card under construction cannot be."""
    text = (
        "Scrap this card when it is revealed. Choose a card in opponent's Under Construction region and scrap another "
        "card in that region."
    )

    def run(second: str) -> dict[str, Any]:
        cards = {
            "x": _command("Brian", "X", text, "Subterfuge", zone="construction", counters=2),
            "one": _command("Melissa", "One", zone="construction", counters=1),
            "two": _command("Melissa", "Two", zone="construction", counters=1),
            "post": _command("Melissa", "Field Base", "", "Resource"),
            "mine": _command("Brian", "Mine", zone="construction", counters=1),
        }
        return _turn(cards, {"by": "Brian", "activate": "x", "choose": ["one", second]})

    ok = run("two")
    assert ok["legal"], ok["violations"]
    assert _zones(ok)["two"][0] == "scrapheap" and _zones(ok)["one"][0] == "construction"
    assert [v["message"] for v in run("one")["violations"]] == ["X cannot choose One: it is the card named before"]
    assert [v["message"] for v in run("post")["violations"]] == [
        "X cannot choose Field Base: it is not in the region One is in"
    ]
    assert [v["message"] for v in run("mine")["violations"]] == [
        "X cannot choose Mine: it is not in the region One is in"
    ]


def test_mechs_attacking_that_site_rulebook_p24_targets() -> None:
    """attacking_that (Difficult Terrain's first printing: "'Mechs attacking that site"): the attacking group, when
    that site is the mission's target (rulebook p.24-25): Brian's attackers receive 1 damage, the blocker none."""
    result = _battle(
        "Play only during battle. Choose a site. Each 'Mech attacking that site receives 1 damage.",
        ["Melissa.stockpile"],
    )
    assert _damage(result) == {"raider": 1, "other": 1, "guard": 0}


def test_choose_an_opponent_the_only_one_scenario_format_two_players() -> None:
    """noun 'player' (Treachery!: "Choose any opponent"): a scenario has exactly two players (scenario format,
    ``players``), so the card's controller's opponent is the only one: nothing is asked in ``choose`` (a card named
    there is left over: a violation), and the trace says who is chosen."""
    text = "Scrap this card when it is revealed. Choose any opponent. Tap each guarding 'Mech."
    cards = {
        "x": _command("Brian", "X", text, "Subterfuge", zone="construction", counters=2),
        "warden": unit("Melissa", "fast", name="Warden", zone="guard", guarding="Melissa.stockpile"),
    }
    result = _turn(cards, {"by": "Brian", "activate": "x"})
    assert result["legal"], result["violations"]
    assert "X: Brian chooses Melissa, the only opponent" in [step["text"] for step in result["trace"]]
    assert _zones(result)["warden"] == ("guard", True)
    extra = _turn(cards, {"by": "Brian", "activate": "x", "choose": ["warden"]})
    assert [v["message"] for v in extra["violations"]] == ["X chooses fewer cards: Warden left over"]
