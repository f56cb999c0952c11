"""One legal action drawn uniformly at random, deciding as few candidates as it can (issue 19, speed).

The first legal action of a uniformly random permutation of the candidates is uniform over the legal actions (each
legal action is as likely as any other to come first among them): the permutation is drawn one place at a time
(Fisher-Yates), and each candidate drawn is decided by the engine (judge/bttcg/game/engine.py ``is_legal``) until a
legal one comes; a random game thus tries one or two candidates a decision, not all of them. Once the full list is
known (``legal_actions`` asked before), one of it is drawn directly.

The permutation is kept as the places it moved only (a dict), and a candidate is made only when its place is drawn
(judge/bttcg/game/lazy.py): the random numbers drawn and the candidates tried are those of the permutation of the
list written out in full, so a seed plays the same game either way."""

from __future__ import annotations

import random

from judge.bttcg.game import legality
from judge.bttcg.game.actions import Action
from judge.bttcg.game.engine import decision
from judge.bttcg.game.state import Game


def sample_legal(game: Game, rng: random.Random) -> Action | None:
    """A legal action of the current decision, each with the same probability; ``None`` when there is none (the
    game is over, or the engine offers nothing)."""
    found = decision(game)
    if found is None:
        return None
    if found.legal is not None:
        return found.legal[rng.randrange(len(found.legal))] if found.legal else None
    candidates = found.candidates
    size = len(candidates)
    moved: dict[int, int] = {}  # the permutation's places that hold another candidate than their own
    for i in range(size):
        j = rng.randrange(i, size)
        drawn = moved.get(j, j)
        moved[j] = moved.get(i, i)  # the swap of places i and j; place i is not looked at again
        action, decide = candidates.at(drawn)
        if legality.is_legal(game, found, action, decide):
            return action
    found.legal = []  # every candidate decided: none is legal
    return None


__all__ = ["sample_legal"]
