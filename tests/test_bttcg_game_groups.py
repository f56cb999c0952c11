"""The groups and missile splits a whole game offers (issue 19, judge/bttcg/game/groups.py): attacking and blocking
groups of every size within a documented bound, interchangeable copies tried once, missiles split among their
recipients. Invented cards only."""

from __future__ import annotations

from itertools import combinations

from judge.bttcg.game import Action, Deck, Game, apply, current_player, legal_actions, new_game
from judge.bttcg.game.groups import MAX_GROUPS, MISSILE_SPLITS, groups, missile_splits
from tests.bttcg_game_decks import invented_deck, mech, take

SCOUTS = tuple(mech(f"Test Scout {n}", "2", "fast", 1, 0, 3) for n in "ABCD")
LAUNCHER = mech("Test Launcher", "3", "fast", 1, 0, 3, "Missile 2")


def _deck(name: str) -> Deck:
    extra = (*SCOUTS, LAUNCHER)
    return Deck(name, (*invented_deck(name, 30 - len(extra)).cards, *extra), None)


def _on_patrol(game: Game, player: str, name: str) -> str:
    return take(game, player, name, "patrol")


def _to_missions(game: Game) -> None:
    assert game.runner is not None
    while game.runner.turn.phase != "missions":
        apply(game, Action("end_phase", game.active))


def test_groups_of_every_size_within_the_bound_rulebook_p23() -> None:
    """Rulebook p.23 and Glossary, Missions phase ("as many 'Mechs as you like, either singly or in groups"): every
    group of up to five candidates is tried (31); with six, the singles and pairs (21; the triples would pass
    :data:`MAX_GROUPS`) and everyone; the earlier cap tried no pair at all beyond five candidates."""
    five = [f"u{i}" for i in range(5)]
    assert len(groups(five)) == 31 and set(groups(five)) >= set(combinations(five, 3))
    six = [f"u{i}" for i in range(6)]
    found = groups(six)
    assert set(found) == {*combinations(six, 1), *combinations(six, 2), tuple(six)}
    assert len(found) <= MAX_GROUPS + 1


def test_interchangeable_copies_make_one_group_rulebook_p23() -> None:
    """Rulebook p.23: a group is which Units attack; two copies of a card in the same state make the same group,
    tried once (so that the bound reaches bigger groups)."""
    key = {"a1": "A", "a2": "A", "a3": "A", "b": "B"}
    found = groups(list(key), key.__getitem__)
    assert [tuple(sorted(key[c] for c in g)) for g in found] == [
        ("A",),
        ("B",),
        ("A", "A"),
        ("A", "B"),
        ("A", "A", "A"),
        ("A", "A", "B"),
        ("A", "A", "A", "B"),
    ]


def test_attack_and_block_with_three_of_four_rulebook_p23_p25() -> None:
    """Rulebook p.23-25: a group of three of four patrolling Units attacks, and three of four block the whole group
    (at least as fast as its slowest member); the earlier cap offered singles, pairs and everyone only."""
    game = new_game((_deck("A"), _deck("B")), 2)
    me = game.active
    other = game.pos.other(me)
    mine = [_on_patrol(game, me, card.name) for card in SCOUTS]
    theirs = [_on_patrol(game, other, card.name) for card in SCOUTS]
    _to_missions(game)
    three = tuple(mine[:3])
    attack = Action("mission", me, cards=three, target=f"{other}.stockpile")
    assert attack in legal_actions(game)
    apply(game, attack)
    block = Action("block", other, cards=tuple(theirs[1:]))
    assert block in legal_actions(game)
    apply(game, block)
    assert game.battle is not None and game.battle.runner is not None
    assert game.battle.runner.battle.blockers == list(theirs[1:])
    assert not game.pos.violations


def test_missiles_split_among_recipients_rulebook_p31() -> None:
    """Rulebook p.31, Missile Y: "assign each of its Y missiles to anything its normal damage could have been dealt
    to" (a blocked attacker's missiles may also go at the target): Missile 2 against two blockers and the Stockpile
    is each recipient twice or two recipients once each; the engine takes the split."""
    assert missile_splits(["x", "y", "z"], 2) == [
        ("x", "x"),
        ("y", "y"),
        ("z", "z"),
        ("x", "y"),
        ("x", "z"),
        ("y", "z"),
    ]
    many = [f"r{i}" for i in range(6)]
    assert len(missile_splits(many, 4)) == 6 < MISSILE_SPLITS  # beyond the bound: all at each recipient
    game = new_game((_deck("A"), _deck("B")), 3)
    me = game.active
    other = game.pos.other(me)
    launcher = _on_patrol(game, me, "Test Launcher")
    blockers = [_on_patrol(game, other, card.name) for card in SCOUTS[:2]]
    _to_missions(game)
    apply(game, Action("mission", me, cards=(launcher,), target=f"{other}.stockpile"))
    apply(game, Action("block", other, cards=tuple(blockers)))
    while current_player(game) != me:
        apply(game, next(a for a in legal_actions(game) if a.kind == "pass"))
    split = Action("option", me, launcher, target="missile", choose=(blockers[0], f"{other}.stockpile"), amount=2)
    offered = [a for a in legal_actions(game) if a.target == "missile"]
    assert split in offered and len(offered) == 6
    apply(game, split)
    assert game.battle is not None and game.battle.runner is not None
    volleys = sorted((v.recipient, v.count) for v in game.battle.runner.battle.volleys)
    assert volleys == sorted([(blockers[0], 1), (f"{other}.stockpile", 1)])
    assert not game.pos.violations
