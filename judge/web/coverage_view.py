"""How much of the served pool the card-text grammar reads (``/coverage``): the filters of ``judge cards coverage``
checked, and the measurement made once per application and filters (it reads every printing: about half a second).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from flask import current_app

from judge.cards.models import GAMES, BtCard
from judge.cardtext.coverage import measure
from judge.importers.sets import release_key
from judge.web.pool import get_pool
from judge.web.validate_view import InputError

STATUSES = ("parsed", "partial", "failed")
PAGE_SIZE = 100
_LOCK = threading.Lock()


@dataclass(frozen=True)
class CoverageQuery:
    """The checked filters: a set (its name as the pool spells it), a game, the statuses of the cards to list
    (``None``: every card) and the page of the list."""

    set_name: str | None
    game: str | None
    statuses: tuple[str, ...] | None
    page: int = 1

    def params(self) -> dict[str, str]:
        """The filters as query parameters (for links and the JSON twin)."""
        params = {"set": self.set_name or "", "game": self.game or "", "status": ",".join(self.statuses or ())}
        return {key: value for key, value in params.items() if value}


def known_sets() -> list[str]:
    """The sets of the served BattleTech TCG printings: the official sets in release order, then the others."""
    extensions = current_app.extensions
    sets = extensions.get("judge.coverage.sets")
    if sets is None:
        found = {p.set for card in get_pool().cards if isinstance(card, BtCard) for p in card.printings if p.set}
        sets = extensions["judge.coverage.sets"] = sorted(found, key=release_key)
    assert isinstance(sets, list)
    return sets


def coverage_query(args: Mapping[str, str], default_statuses: tuple[str, ...] | None = None) -> CoverageQuery:
    """The filters of a request: ``set``, ``game``, ``status`` (one or more of parsed, partial, failed, separated by
    commas) and ``page``.

    :raises InputError: for an unknown set, game or status (listing the known ones), or a bad page number.
    """
    set_arg = (args.get("set") or "").strip()
    set_name = None
    if set_arg:
        by_key = {name.casefold(): name for name in known_sets()}
        set_name = by_key.get(set_arg.casefold())
        if set_name is None:
            sets = known_sets()
            raise InputError(
                f"unknown set {set_arg[:60]!r}; the sets are {', '.join(sets) or '(none loaded)'}", known=sets
            )
    game = args.get("game") or None
    if game is not None and game not in GAMES:
        raise InputError(f"unknown game {game[:40]!r}; the games are {', '.join(GAMES)}", known=list(GAMES))
    status_arg = args.get("status") or ""
    statuses = default_statuses
    if status_arg:
        wanted = [s.strip() for s in status_arg.split(",")]
        unknown = [s for s in wanted if s not in STATUSES]
        if unknown:
            message = f"unknown status {unknown[0][:40]!r}; the statuses are {', '.join(STATUSES)}"
            raise InputError(message, known=list(STATUSES))
        statuses = tuple(wanted)
    if statuses is not None:
        statuses = tuple(s for s in STATUSES if s in statuses)  # one spelling of each choice
    page_arg = args.get("page") or "1"
    if not re.fullmatch(r"[0-9]{1,6}", page_arg) or int(page_arg) < 1:
        raise InputError(f"page must be a whole number from 1, not {page_arg[:40]!r}")
    return CoverageQuery(set_name, game, statuses, int(page_arg))


def measured(set_name: str | None, game: str | None) -> dict[str, Any]:
    """The ``judge cards coverage --json`` answer for the served pool and these filters, measured on first use by
    each application and kept (the pool an application serves does not change)."""
    key = ((set_name or "").casefold(), game or "")
    cache: dict[tuple[str, str], dict[str, Any]] = current_app.extensions.setdefault("judge.coverage", {})
    found = cache.get(key)
    if found is None:
        with _LOCK:  # one measurement even when several requests ask at once
            found = cache.get(key)
            if found is None:
                found = cache[key] = measure(get_pool(), set_name, game).as_json()
    return found


def coverage_answer(query: CoverageQuery) -> dict[str, Any]:
    """The JSON answer: the totals of the filtered pool, with only the cards of the statuses asked for listed."""
    data = measured(query.set_name, query.game)
    if query.statuses is None:
        return data
    return {**data, "cards": [card for card in data["cards"] if card["status"] in query.statuses]}


def percent(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage with one decimal."""
    return f"{100 * part / whole:.1f}%" if whole else "0.0%"
