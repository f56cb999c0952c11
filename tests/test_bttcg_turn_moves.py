"""Command cards during the turn, outside a battle (issue 17): what a card does when it is activated, at the start of
a turn or when a card is scrapped, and the cards it moves (``put_on``, ``return_to_hand`` from the Scrapheap,
``tap``/untap, damage to a site). One test per kind, named after it and citing its rule; pool cards are read in place
from ../shared/data (skipped without it), the others are inline."""

from __future__ import annotations

from judge.bttcg.executable import card_refusals
from judge.bttcg.faces import face_of_pool_card
from judge.cards.models import BtCard
from judge.pool import CardPool


def _refused(pool: CardPool, name: str) -> list[str]:
    card = pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard)
    return card_refusals(face_of_pool_card(card)).refused


def test_put_on_when_activated_is_executed_rulebook_p12(current_pool: CardPool) -> None:
    """put_on: "When you activate this card, put it on one of your Units having at least 1 attack" (Laser System
    Retrofit) and "Play NARC Retrofit only on a 'Mech with a base attack of at least 1": where an Enhancement goes is
    the activation's ``on``, checked by judge/bttcg/attach.py (rulebook p.12: Enhancements go on Units; p.9: the
    text makes exceptions; tests/test_bttcg_attach.py runs it), so the coverage counts these cards executed."""
    for name in ("Laser System Retrofit", "NARC Retrofit", "C3 Retrofit", "Tracking System Failure"):
        refused = _refused(current_pool, name)
        assert not any("put_on" in r or "min_" in r or "when activated" in r for r in refused), (name, refused)
