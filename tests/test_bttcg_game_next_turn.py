"""An effect for the opponent's next turn carried into that turn in a whole game (issue 19; Treachery!'s kind:
judge/bttcg/next_turn.py), and what a card scrapped as it is revealed by an unblocked attack does (nothing else:
judge/bttcg/mission.py). Invented cards and sentences only (never the pool's text)."""

from __future__ import annotations

from typing import Any

import yaml

from judge.bttcg import next_turn
from judge.bttcg import rules as r
from judge.bttcg.game import Action, Deck, Game, apply, is_over, legal_actions, new_game
from judge.cards.cost import parse_cost
from judge.cards.models import BtCard
from tests.bttcg_game_decks import invented_deck
from tests.bttcg_helpers import answer, only, rules_of, traced, unit
from tests.test_bttcg_turn_drops import scenario, violations

BETRAYAL = (
    "Scrap this card when it is revealed. Choose any opponent. During that opponent's next turn, each patrolling or "
    "guarding Unit attacks your Stockpile if able."
)
"""Invented wording reading to the effect of Treachery!'s kind (the one-line summary of tests/test_bttcg_lasting5)."""


def _betrayal() -> BtCard:
    return BtCard(
        name="Test Betrayal", card_type="Command", subtypes=["Subterfuge"], cost=parse_cost("1"), text=BETRAYAL
    )


def _take(game: Game, player: str, name: str, zone: str, **state: Any) -> str:
    """One of the player's cards named ``name`` moved to ``zone`` (out of the Stockpile or hand), its state set."""
    pos = game.pos
    card_id = next(
        c
        for c in pos.cards
        if pos.owners[c] == player and pos.faces[c].name == name and pos.cards[c].zone in ("stockpile", "hand")
    )
    if pos.cards[card_id].zone == "stockpile":
        assert pos.stockpile_order is not None
        pos.stockpile_order[player].remove(card_id)
        pos.stockpiles[player] -= 1
    pos.cards[card_id].zone = zone
    for key, value in state.items():
        setattr(pos.cards[card_id], key, value)
    game.legal_cache = None
    return card_id


def _to_phase(game: Game, player: str, phase: str) -> None:
    """Ends phases until ``player``'s turn is in ``phase``."""
    while not (game.active == player and game.runner is not None and game.runner.turn.phase == phase):
        assert not is_over(game) and game.battle is None
        apply(game, Action("end_phase", game.active))


def _bound_game() -> tuple[Game, str, str, str]:
    """A game where the active player activates Test Betrayal, then the opponent's turn reaches its Missions phase
    with one of his or her 'Mechs patrolling and untapped: the game, the card's player, the opponent, that 'Mech."""
    decks = tuple(Deck(name, (*invented_deck(name, 29).cards, _betrayal()), None) for name in "AB")
    game = new_game((decks[0], decks[1]), 3, trace=True)
    me = game.active
    other = game.pos.other(me)
    card = _take(game, me, "Test Betrayal", "construction", counters=1)
    activate = [a for a in legal_actions(game) if a.kind == "activate" and a.card == card]
    assert activate, "the card paid for is offered activated"
    apply(game, activate[0])
    assert game.pos.cards[card].zone == "scrapheap" and not game.pos.violations
    assert not next_turn.is_bound(game.pos, me) and not next_turn.is_bound(game.pos, other)
    _to_phase(game, other, "deploy")
    runner = _take(game, other, "Test Runner", "patrol", tapped=False)
    _to_phase(game, other, "missions")
    return game, me, other, runner


def test_next_turn_effect_binds_the_opponents_next_turn_in_a_game_ce_rulings_treachery() -> None:
    """CE rulings, Treachery! ("Able to attack your Stockpile" means untapped and not prevented by another effect)
    and the card's "During that opponent's next turn" (the next turn begins with its Untap phase: rulebook
    Glossary): activated in one player's turn, the effect binds nothing then and binds the opponent's Units in his
    or her next turn. In its Missions phase, ending the phase is not offered while his or her untapped patrolling
    'Mech has not attacked; attacking anything but that Stockpile is not offered to it; attacking the Stockpile is."""
    game, me, other, runner = _bound_game()
    assert next_turn.is_bound(game.pos, other)
    # rulebook p.15 ("a game for two or more players"): a whole game here has two, so "Choose any opponent" has one
    # answer, asked of no one (refinements.the_opponent)
    assert any(f"{me} chooses {other}, the only opponent" in line for line in game.trace)
    actions = legal_actions(game)
    assert Action("end_phase", other) not in actions
    missions = [a for a in actions if a.kind == "mission" and runner in a.cards]
    assert missions and {a.target for a in missions} == {f"{me}.stockpile"}


def test_next_turn_effect_met_once_the_unit_attacked_ce_rulings_treachery() -> None:
    """CE rulings, Treachery!: once the bound 'Mech attacked the Stockpile (and so tapped: rulebook p.23), the
    Missions phase may end; and the effect lasts that turn only: the turn after, nothing is bound."""
    game, me, other, runner = _bound_game()
    mission = next(a for a in legal_actions(game) if a.kind == "mission" and a.cards == (runner,))
    apply(game, mission)
    while game.battle is not None and not is_over(game):
        apply(game, legal_actions(game)[0])
    assert not is_over(game), game.error
    assert Action("end_phase", other) in legal_actions(game)
    _to_phase(game, me, "deploy")
    assert not next_turn.is_bound(game.pos, other) and not next_turn.is_bound(game.pos, me)


def test_next_turn_effect_guarding_unit_must_move_and_attack_ce_rulings_treachery() -> None:
    """CE rulings, Treachery!: "Guarding Units must move to the Patrol region and attack": with the bound 'Mech
    guarding its Stockpile, ending the Missions phase is still not offered; moving it to patrol is."""
    game, _me, other, runner = _bound_game()
    state = game.pos.cards[runner]
    state.zone, state.guarding = "guard", f"{other}.stockpile"
    game.legal_cache = None
    actions = legal_actions(game)
    assert Action("end_phase", other) not in actions
    assert Action("unguard", other, runner) in actions


def test_next_turn_effect_tapped_unit_is_not_able_ce_rulings_treachery() -> None:
    """CE rulings, Treachery!: a tapped Unit is not able to attack, so nothing binds the phase's end."""
    game, _me, other, runner = _bound_game()
    game.pos.cards[runner].tapped = True
    game.legal_cache = None
    assert Action("end_phase", other) in legal_actions(game)


def test_next_turn_effect_unmet_in_a_turn_scenario_ce_rulings_treachery() -> None:
    """The same rule in a scenario (one rule in one place): the effect in force from the last turn
    (``turn.in_force``), Brian's untapped patrolling 'Mech does not attack and his Missions phase ends: a violation
    citing the ruling. With the 'Mech tapped, ending the phase is legal."""
    cards: dict[str, Any] = {
        "raider": unit("Brian", "fast", attack=3, zone="patrol"),
        "betrayal": {
            "owner": "Melissa",
            "zone": "scrapheap",
            "command": {"name": "Test Betrayal", "keywords": ["Subterfuge"], "text": BETRAYAL},
        },
    }
    text = scenario(cards, [{"by": "Brian", "phase": "end"}], phase="missions", turn={"in_force": ["betrayal"]})
    result = answer(text)
    said = [m for _, m in violations(result)]
    assert len(said) == 1 and "must do so (Test Betrayal): the Missions phase cannot end before it attacks" in said[0]
    assert next_turn.TREACHERY in rules_of(result)
    cards["raider"] = unit("Brian", "fast", attack=3, zone="patrol", tapped=True)
    tapped = answer(
        scenario(cards, [{"by": "Brian", "phase": "end"}], phase="missions", turn={"in_force": ["betrayal"]})
    )
    assert tapped["legal"], tapped["violations"]


def test_next_turn_effect_battle_armor_alone_is_not_able_rulebook_p24() -> None:
    """Rulebook p.24 (Battle Armor never attacks alone): bound, a lone untapped Battle Armor Unit is not able to
    attack the Stockpile, so the Missions phase may end."""
    cards: dict[str, Any] = {
        "squad": unit("Brian", "fast", attack=1, zone="patrol", type="battle_armor"),
        "betrayal": {
            "owner": "Melissa",
            "zone": "scrapheap",
            "command": {"name": "Test Betrayal", "keywords": ["Subterfuge"], "text": BETRAYAL},
        },
    }
    text = scenario(cards, [{"by": "Brian", "phase": "end"}], phase="missions", turn={"in_force": ["betrayal"]})
    result = answer(text)
    assert result["legal"], result["violations"]


FLARE = "Scrap this card when it is revealed. Draw three cards. Your Units get +1 attack until end of turn."
"""An invented Subterfuge card whose effects, activated, would happen."""


def test_scrapped_when_revealed_by_an_attack_never_activated_rulings_1997_scrap_when_revealed() -> None:
    """Rulebook p.24 (a card under construction attacked and not blocked is revealed; some are scrapped as soon as
    they are revealed) and 1997 rulings, "Scrap When Revealed" (such a card is "scrapped with no chance to activate
    it"): Melissa's card is scrapped and nothing else its text says happens (she draws nothing), where before the
    engine refused the card."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "cards": {
            "raider": unit("Brian", "fast", attack=3),
            "flare": {
                "owner": "Melissa",
                "zone": "construction",
                "counters": 0,
                "command": {"name": "Test Flare", "keywords": ["Subterfuge"], "cost": "2", "text": FLARE},
            },
        },
        "mission": {"attacker": "Brian", "group": ["raider"], "target": "flare"},
    }
    result = answer(yaml.safe_dump(doc, sort_keys=False))
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["cards"]["flare"]["zone"] == "scrapheap"
    assert outcome["stockpiles"]["Melissa"] == 30  # nothing drawn
    assert {r.SCRAPPED_UNACTIVATED, r.UNBLOCKED_CONSTRUCTION_REVEALED} <= traced(result)
    assert any("never activated" in step["text"] for step in result["trace"])
