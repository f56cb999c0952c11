"""A card name lookup folds the name it is given, not every card of the pool again: the quiz makes thousands of
lookups for one quiz (a card quiz over the community pool once took 31 s, 44 of its 93 profiled seconds in
``fold``). Counted, not timed."""

from __future__ import annotations

import pytest

from judge import pool as pool_module
from judge.pool import CardPool


def test_a_lookup_folds_a_handful_of_strings_whatever_the_pool(
    builtin_pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = 0
    real = pool_module.fold

    def counting(name: str) -> str:
        nonlocal calls
        calls += 1
        return real(name)

    pool = CardPool(cards=list(builtin_pool.cards))  # indexes built here, before the count
    monkeypatch.setattr(pool_module, "fold", counting)
    assert pool.lookup("Atlas", "domination").name == "Atlas"
    assert pool.lookup("atlas", game="mechchess").game == "mechchess"
    assert calls <= 6
    assert len(pool.cards) > 100


def test_lookups_still_find_every_spelling(builtin_pool: CardPool) -> None:
    card = builtin_pool.cards[0]
    assert builtin_pool.lookup(card.name.upper(), card.game) == card
    assert builtin_pool.lookup(f"  {card.name}  ", card.game) == card
