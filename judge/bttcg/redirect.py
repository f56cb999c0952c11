"""Damage the attacker redirects to a site's Enhancement (a triggered ability of the Enhancement, when the site it
enhances is damaged, that the attacker may use and that scraps it): written in a scenario as damage an attacking
Unit assigns to the Enhancement (an extension), out of the damage that would otherwise go to the site it enhances,
exactly the amount the card says or none, all in the same attack (CE rulings: Enhancements: "A player can't redirect
damage to such an Enhancement unless he or she redirects the exact amount needed to scrap it"). A card that says "up
to N" (Combat Engineers: "attacker may choose to redirect up to 5 damage to Combat Engineers, scrapping it") needs
no more than its text: any amount from 1 to N, all in the same attack, scraps it (:func:`scraps`)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg import rules as r
from judge.bttcg.state import Battle, Fighter, Position
from judge.bttcg.stats import redirect_of, redirects
from judge.dsl import models as m

RULES = (r.REDIRECT_EXACT_AMOUNT, r.REDIRECT_POINT_DEFENSE)


def redirect_targets(pos: Position, battle: Battle, fighter: Fighter, recipients: list[str]) -> list[str]:
    """The Enhancements an attacking Unit may redirect damage to: those on the sites it may damage."""
    if fighter.player != battle.attacker:
        return []
    return [e for site in recipients for e in redirects(pos, site) if e not in recipients]


def host_share(pos: Position, to: dict[str, int], site: str) -> int:
    """The damage of an assignment that goes to ``site``, redirected damage included (for Long-Range reach)."""
    return to.get(site, 0) + sum(to.get(e, 0) for e in redirects(pos, site))


def scraps(redirect: m.RedirectDamage, total: int) -> bool:
    """Whether ``total`` damage redirected to the Enhancement is the amount that scraps it: exactly its amount (CE
    rulings: Enhancements; more is never redirected: :func:`check_assignment`), or with "up to", any (its text)."""
    return total >= 1 if redirect.up_to else total >= redirect.amount


def redirect_scraps(pos: Position, card_id: str, total: int) -> bool:
    """Whether ``card_id`` is an Enhancement the attacker redirected the amount that scraps it to: scrapped by its own
    text, whatever its armor (CE rulings: Enhancements)."""
    found = None if card_id.endswith(".stockpile") else redirect_of(pos, card_id)
    return found is not None and scraps(found, total)


def _allowed(redirect: m.RedirectDamage) -> str:
    return f"at most {redirect.amount}" if redirect.up_to else f"exactly {redirect.amount}"


def check_assignment(pos: Position, battle: Battle, index: int, fighter: Fighter, to: dict[str, int]) -> bool:
    """Records a violation when this assignment would redirect more than the exact amount to an Enhancement (with
    what the attack's other Units redirect); ``True`` when it may stand."""
    for enhancement, amount in to.items():
        redirect = redirect_of(pos, enhancement)
        if redirect is None or not amount:
            continue
        others = sum((f.assigned or {}).get(enhancement, 0) for f in battle.active() if f is not fighter and f.assigned)
        if others + amount > redirect.amount:
            pos.violate(
                index,
                f"{_allowed(redirect)} damage is redirected to {pos.name(enhancement)}, not "
                f"{others + amount}: more or less is impossible",
                *RULES,
            )
            return False
    return True


def _wrong_total(redirect: m.RedirectDamage, total: int) -> bool:
    """Whether ``total`` damage redirected to the Enhancement in the whole attack is not allowed (CE rulings:
    Enhancements: the exact amount, or with "up to" at most it), the one rule of :func:`check_complete` and
    :func:`left_short`."""
    return total > redirect.amount or not scraps(redirect, total)


def left_short(
    pos: Position,
    battle: Battle,
    fighter: Fighter,
    to: dict[str, int],
    still: Callable[[Fighter], bool] = lambda f: f.assigned is None,
) -> bool:
    """Whether placing this attacking Unit's assignment ``to`` leaves damage redirected to an Enhancement that the
    end of the battle rejects (:func:`check_complete`) when no other attacking Unit in the battle is still to assign
    its damage (``still``: by default, one that has not; nobody else can then complete the amount). ``False`` while
    another may."""
    if any(f is not fighter and f.player == battle.attacker and still(f) for f in battle.active()):
        return False
    totals: dict[str, int] = {}
    for other in battle.active():
        for recipient, n in ((to if other is fighter else other.assigned) or {}).items():
            totals[recipient] = totals.get(recipient, 0) + n
    for enhancement, total in totals.items():
        redirect = None if enhancement.endswith(".stockpile") else redirect_of(pos, enhancement)
        if total and redirect is not None and _wrong_total(redirect, total):
            return True
    return False


def check_complete(pos: Position, battle: Battle) -> None:
    """Once the battle's steps are over: redirected damage is exactly the amount or none (CE rulings)."""
    redirected: dict[str, int] = {}
    for fighter in battle.active():
        for recipient, n in (fighter.assigned or {}).items():
            if n and redirect_of(pos, recipient) is not None:
                redirected[recipient] = redirected.get(recipient, 0) + n
    for enhancement, total in redirected.items():
        redirect = redirect_of(pos, enhancement)
        assert redirect is not None
        if _wrong_total(redirect, total):
            pos.violate(
                None,
                f"{total} damage is redirected to {pos.name(enhancement)}: it must be {_allowed(redirect)}, all "
                "in the same attack, or none",
                *RULES,
            )
        else:
            pos.note(
                f"The attacker redirects {total} damage to {pos.name(enhancement)} instead of the site it enhances "
                "(its text: scrapping it)",
                *RULES,
            )
