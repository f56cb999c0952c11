"""Apply-and-undo of a whole game's trials (issue 19, speed: judge/bttcg/undo.py, judge/bttcg/game/trial.py): a
trial shares the game's card states instead of copying them, and every change it makes to one is undone; deciding
every candidate of many seeded positions leaves each card's state exactly as it was."""

from __future__ import annotations

import pytest

from judge.bttcg.game import Game, legal_actions
from judge.bttcg.state import CardState
from judge.bttcg.undo import journal, open_journals, undo, undone
from tests.bttcg_game_decks import random_decisions


def _snapshot(game: Game) -> dict[str, tuple[int, dict[str, object]]]:
    """Each card's state object (its identity) and fields."""
    return {card_id: (id(state), dict(state.__dict__)) for card_id, state in game.pos.cards.items()}


def test_trials_leave_the_games_card_states_as_they_were() -> None:
    """Issue 19 (legal actions asked of the engine on a copy: judge/bttcg/game/trial.py): every candidate of every
    decision of seeded random games decided (deploying, activating, missions, blocks, battle steps), and no card's
    state changed, nor replaced, by the trials; no journal is left open."""
    decided = battles = 0
    for seed in (3, 5):
        for game in random_decisions(seed):
            before = _snapshot(game)
            decided += len(legal_actions(game))
            battles += game.battle is not None
            assert _snapshot(game) == before
            assert not open_journals()
    assert decided > 300 and battles > 5, (decided, battles)


def test_a_journal_puts_back_every_change() -> None:
    """judge/bttcg/undo.py: the fields set inside the block take back their values, latest change first, in nested
    journals too; a state built inside the block keeps the fields it was built with (nothing to put back)."""
    state = CardState(zone="hand")
    with undone():
        state.zone = "patrol"
        state.tapped = True
        with undone():
            state.damage = 2
            state.zone = "scrapheap"
        assert (state.zone, state.damage) == ("patrol", 0)
        state.damage = 1
        state.damage = 3
        built = CardState(zone="guard")
        built.tapped = True
    assert state == CardState(zone="hand")
    assert built == CardState(zone="guard")


def test_a_journal_is_undone_when_the_trial_raises() -> None:
    """judge/bttcg/game/trial.py ``verdict``: an engine refusal raised mid-trial still leaves the states as they
    were (the refusal is then offered, and surfaces when applied)."""
    state = CardState(zone="construction", counters=2)
    with pytest.raises(ValueError), undone():
        state.counters = 5
        raise ValueError("refused")
    assert state.counters == 2 and not open_journals()


def test_no_journal_outside_a_trial() -> None:
    """A game's real actions and a scenario's write nothing: with no journal open, setting a field only sets it."""
    state = CardState(zone="hand")
    state.zone = "patrol"
    assert state.zone == "patrol" and not open_journals()


def test_a_checkpoints_kept_changes_are_undone_by_the_enclosing_trial() -> None:
    """judge/bttcg/undo.py ``journal`` (a battle's checkpoint: judge/bttcg/checkpoint.py): inside a trial, the
    changes a checkpoint keeps go to the trial's journal and are undone with it; those it undoes are undone at once."""
    kept, dropped = CardState(zone="hand"), CardState(zone="hand")
    with undone():
        with journal() as changes:
            dropped.zone = "scrapheap"
            undo(changes)
            assert dropped.zone == "hand"
            kept.zone = "patrol"
        assert kept.zone == "patrol"
    assert kept.zone == "hand" and not open_journals()
    with journal():  # no trial: the changes kept stay
        kept.tapped = True
    assert kept.tapped and not open_journals()


def test_another_threads_changes_are_not_journaled() -> None:
    """The journals are the thread's own: a trial in one thread never undoes a change another thread made (a
    server answering scenarios in several threads)."""
    import threading

    mine, theirs = CardState(zone="hand"), CardState(zone="hand")

    def other() -> None:
        theirs.zone = "patrol"

    with undone():
        mine.zone = "patrol"
        worker = threading.Thread(target=other)
        worker.start()
        worker.join()
    assert (mine.zone, theirs.zone) == ("hand", "patrol")
