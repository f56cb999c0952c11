"""The random decks' candidates kept on disk (issue 19: the first random deck took 5-13 s, reading every card of the
pool; judge/bttcg/game/candidates_cache.py): what is kept is exactly what is computed, under a digest of the cards
and the code, and a file that does not read is computed again. The community pool is read in place."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.bttcg import faces
from judge.bttcg.game import candidates_cache
from judge.bttcg.game.random_decks import Candidates, candidates
from judge.knowledge import KnowledgeBase
from judge.pool import CardPool


def _slugs(found: Candidates) -> list[list[str]]:
    parts = (found.units, found.resources, found.missions, found.commands)
    return [[c.slug for c in part] for part in parts] + [sorted(found.producing)]


@pytest.mark.shared
def test_candidates_kept_on_disk_are_those_computed(
    full_pool: CardPool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second process (here: another pool object, the texts read before forgotten) gets from the disk the same
    candidates, and the same parsed texts, as the first computed."""
    monkeypatch.setattr(candidates_cache, "_path", lambda digest: tmp_path / f"judge-deck-candidates-{digest}.json")
    computed = candidates(KnowledgeBase.from_pool(full_pool))
    assert len(list(tmp_path.glob("judge-deck-candidates-*.json"))) == 1
    faces.READ_BEFORE.clear()
    kept = candidates(KnowledgeBase.from_pool(full_pool))
    assert _slugs(kept) == _slugs(computed) and kept.units
    card = kept.units[0]
    assert card.card_type is not None
    read = faces.READ_BEFORE[card.text, card.name, card.card_type]
    assert read == faces._abilities(card.text, card.name, card.card_type)


def test_a_file_that_does_not_read_is_computed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A kept file that is not what was written (cut short, another shape) is no answer: ``load`` gives ``None``."""
    monkeypatch.setattr(candidates_cache, "_path", lambda digest: tmp_path / f"judge-deck-candidates-{digest}.json")
    for text in ("{", "[]", '{"parts": {"units": [1]}, "texts": []}', '{"parts": {}, "texts": [["a"]]}'):
        (tmp_path / "judge-deck-candidates-abc.json").write_text(text, encoding="utf-8")
        assert candidates_cache.load("abc") is None
    assert candidates_cache.load("missing") is None
    parts: dict[str, list[str]] = {name: [] for name in candidates_cache.PARTS}
    candidates_cache.save("abc", parts, [])
    assert candidates_cache.load("abc") == parts


def test_the_digest_follows_the_cards(full_pool: CardPool) -> None:
    """Another card text, or the other question (executed cards only or not), is another digest."""
    cards = [c for c in KnowledgeBase.from_pool(full_pool).pool.cards if hasattr(c, "speed")][:3]
    if not cards:
        pytest.skip("no BattleTech cards in the pool")
    one = candidates_cache.pool_digest(cards, True)
    assert one == candidates_cache.pool_digest(cards, True)
    assert one != candidates_cache.pool_digest(cards, False)
    changed = [cards[0].model_copy(update={"text": cards[0].text + " "}), *cards[1:]]
    assert one != candidates_cache.pool_digest(changed, True)
