"""The play restriction "only if opponent controls at least one Clan card" (``controls``): the cards a player controls
are their cards in play, activated (rulebook p.14, p.20: an active card is on patrol, guarding, in the Command Post,
or a Unit activated this turn; the Enhancements and Pilots on them), and a Clan card is one with the alignment
keyword Clan (Glossary, Keyword: "alignment (such as Clan or Inner Sphere)"). Checked when the card is played (CE
rulings: Abilities). An inline card whose alignment the scenario does not give (in ``keywords``) makes the answer
unknown when it would decide: refused, never guessed."""

from __future__ import annotations

from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

_ALIGNMENTS = ("Clan", "Inner Sphere")
_FIELDS = frozenset({"kind", "quantifier", "noun", "card_type", "owner"})


def problem(condition: m.Controls) -> str | None:
    """Why the engine cannot check this condition yet, or ``None``."""
    target = condition.target
    if target.noun != "card" or target.card_type not in _ALIGNMENTS:
        return "the play restriction 'controls' for cards other than of an alignment (Clan, Inner Sphere)"
    if set(target.model_dump(exclude_defaults=True)) - _FIELDS:
        return "the play restriction 'controls' for a refined selector"
    return None


def holds(pos: Position, player: str, whose: str, condition: m.Controls) -> bool:
    """Whether ``whose`` (the card's player, or their opponent) controls at least that many such cards.

    :raises UnsupportedError: when cards whose alignment is unknown would decide.
    """
    wanted = condition.target.card_type
    controller = player if whose == "you" else pos.other(player)
    mine = [c for c in pos.cards if pos.owners[c] == controller and _in_play(pos, c)]
    found = [c for c in mine if pos.faces[c].alignment == wanted]
    unknown = [c for c in mine if pos.faces[c].alignment is None]
    if len(found) < condition.at_least and len(found) + len(unknown) >= condition.at_least:
        names = ", ".join(sorted(pos.name(c) for c in unknown))
        raise UnsupportedError(
            f"whether {controller} controls a {wanted} card is not known: the alignment of {names} is not given (an "
            "inline card's 'keywords' may name Clan or Inner Sphere)"
        )
    return len(found) >= condition.at_least


def _in_play(pos: Position, card_id: str) -> bool:
    card = pos.cards[card_id]
    if card.on is not None:
        host = pos.cards.get(card.on)
        return host is not None and is_active(host) and card.zone not in ("hand", "scrapheap", "stockpile")
    return is_active(card)
