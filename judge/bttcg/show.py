"""Showing a card: "To turn a card face up so that everyone can see it. Showing a card is less dangerous than
revealing it, since certain cards say they're scrapped when revealed, but this doesn't apply to showing them to
others" (rulebook p.20, Glossary: Show). The card is seen and stays where it is, face down again if it was (a card
under construction stays under construction, not revealed)."""

from __future__ import annotations

from collections.abc import Callable

from judge.bttcg.counters import Choice
from judge.bttcg.state import Position, UnsupportedError
from judge.dsl import models as m

SHOW = "rulebook/glossary-index/show"
RULE_IDS = (SHOW,)


def plan_show(
    pos: Position, by: str, source: str, effect: m.Show, last: list[str], choice: Choice
) -> tuple[Callable[[], None], list[str]]:
    """ "Show that card to all players", "He or she shows you that card": the step (a line of the trace: nothing
    changes) and the cards shown.

    :raises UnsupportedError: for a card to show that is not one chosen before or by a simple selector.
    """
    target = effect.target
    if isinstance(target, m.ThatOne) and target.index is None and target.among is None and last:
        cards = list(last)
    elif isinstance(target, m.Selector) and target.zone is None:
        cards = [choice(target)]
    else:
        raise UnsupportedError(f"{pos.name(source)}: the engine does not show this card during the turn yet")
    who = by if effect.player == "you" else pos.other(by)
    to = "all players" if effect.to == "all_players" else by

    def show() -> None:
        for card_id in cards:
            pos.note(
                f"{pos.name(source)}: {who} shows {pos.name(card_id)} to {to} (shown, not revealed: it stays where "
                "it is, and a card scrapped when revealed is not scrapped)",
                SHOW,
            )

    return show, cards


__all__ = ["SHOW", "plan_show"]
