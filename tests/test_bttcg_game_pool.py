"""Whole random games with the community pool's executed cards (issue 19), read in place from ``../shared`` (skipped
without it; no card text is copied here): seeded random decks of executed cards per game, random strategies, the
invariants checked after every action (tests/bttcg_game_decks.py). A refusal of the engine ends a game with its error
("not answered by this version: ...") and is counted apart, never as a win. ``make test`` plays a short run,
``make fuzz`` ``JUDGE_GAMES`` games, printing the executed cards drawn into decks that were never played, and those
whose abilities were never used."""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from judge.bttcg.executable import measure_types
from judge.bttcg.faces import CardFace, face_of_pool_card
from judge.bttcg.game import Deck, is_over
from judge.bttcg.state import UnsupportedError
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.pool import CardPool
from tests.bttcg_game_decks import play_random_checked

GAMES = int(os.environ.get("JUDGE_GAMES", "0")) or 3
DECK_SIZE = 40
ERRORS: Counter[str] = Counter()
ENDS: Counter[str] = Counter()
IN_DECKS: Counter[str] = Counter()
PLAYED: Counter[str] = Counter()
ABILITIES: Counter[str] = Counter()
WITH_ABILITIES: set[str] = set()


@pytest.fixture(scope="module")
def executed(current_pool: CardPool) -> dict[str, tuple[BtCard, CardFace]]:
    """The pool's executed Unit, Command and Mission cards (their current text), read in place."""
    found: dict[str, tuple[BtCard, CardFace]] = {}
    for figures in measure_types(current_pool).values():
        for name in figures.executed:
            card = current_pool.lookup(name, "bttcg")
            assert isinstance(card, BtCard)
            if card.card_type in ("Unit", "Command") and card.cost is None:
                continue  # a card without a cost can never be activated
            found[name] = (card, face_of_pool_card(card))
            if any(isinstance(a, m.Activated | m.Jump | m.Overheat | m.AlphaStrike) for a in found[name][1].abilities):
                WITH_ABILITIES.add(name)
    return found


def random_deck(rng: random.Random, pool: dict[str, tuple[BtCard, CardFace]], name: str) -> Deck:
    """A random deck of executed cards: about a third Resources, a third Units, the rest other Command and Mission
    cards; at most three copies of a card, one of a Unique card (not a checked legal deck: decks6's decks.py). Its
    first Resource provides Tactics, so that its Mission cards can be played: the number of Mission cards played in a
    mission is limited by the initiative score, whose base is 1 with Tactics and 0 without (rulebook p.26-27; a deck
    without Tactics or another source of initiative never plays one)."""
    resources = sorted(n for n, (c, f) in pool.items() if f.kind == "command" and "Resource" in c.subtypes)
    units = sorted(n for n, (_, f) in pool.items() if f.kind == "unit")
    others = sorted(n for n, (c, f) in pool.items() if f.kind != "unit" and "Resource" not in c.subtypes)
    cards: list[BtCard] = []
    counts: Counter[str] = Counter()
    tactics = [n for n in resources if "T" in pool[n][0].provides]
    if tactics:
        cards.append(pool[rng.choice(tactics)][0])
        counts[cards[0].name] += 1
    for share, names in ((14 - len(cards), resources), (14, units), (DECK_SIZE - 28, others)):
        added = 0
        while added < share:
            card, face = pool[rng.choice(names)]
            if counts[card.name] >= (1 if face.unique else 3):
                continue
            counts[card.name] += 1
            cards.append(card)
            added += 1
    IN_DECKS.update(counts.keys())
    return Deck(name, tuple(cards), None)


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_pool_games_keep_the_invariants(seed: int, executed: dict[str, tuple[BtCard, CardFace]]) -> None:
    rng = random.Random(seed)
    decks = (random_deck(rng, executed, "A"), random_deck(rng, executed, "B"))
    try:
        game = play_random_checked(decks, seed)
    except UnsupportedError as exc:  # pragma: no cover - the game catches refusals into its error
        pytest.fail(f"a refusal escaped the game: {exc}")
    assert is_over(game) or game.turn_number > 300
    ENDS[game.end] += 1
    if game.error is not None:
        ERRORS[game.error.removeprefix("not answered by this version: ")[:140]] += 1
    for card, use in game.census.items():
        PLAYED[card] += use.played
        ABILITIES[card] += use.abilities


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> Iterator[None]:
    """Prints how the games ended and the refusals met; the long run lists the executed cards never played and
    those whose abilities were never used."""
    yield
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is None or capture is None or not ENDS:
        return
    with capture.global_and_fixture_disabled():
        reporter.write_line("")
        reporter.write_line(
            f"whole pool games: {sum(ENDS.values())}: " + "; ".join(f"{e}: {n}" for e, n in ENDS.items())
        )
        for error, n in ERRORS.most_common(10):
            reporter.write_line(f"  refused ({n}): {error}")
        if os.environ.get("JUDGE_GAMES"):
            never = sorted(n for n in IN_DECKS if not PLAYED[n])
            unused = sorted(n for n in IN_DECKS if n in WITH_ABILITIES and not ABILITIES[n])
            reporter.write_line(f"executed cards in decks never played ({len(never)}): {', '.join(never)}")
            reporter.write_line(f"executed cards whose abilities were never used ({len(unused)}): {', '.join(unused)}")
