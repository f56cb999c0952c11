"""Cards in play giving a player more deployments or draws each turn: "You get one additional deployment during each
of your Deploy phases.", "At the beginning of your Draw phase, draw an additional card.", "Each player draws an
additional card during his or her Draw phase." (DSL ``extra_each_turn``).

Rulebook p.18 (Deploying Cards): "You get two deployments each turn, during your Deploy phase ... Some cards give
you additional deployments"; p.17 (Draw Phase): the player draws two cards (one on the first player's first turn,
p.15). A continuous ability is on while its card is in play (Glossary, Continuous ability), so the count is read as
the phase begins (``turn.TurnRunner._begin``), from the active cards in play of either player whose text reaches the
player whose turn it is ("you": its controller's; "your opponent"; "each player"). A depleted card (face down,
rulebook p.21) with such an ability is refused, as ``continuous.py`` refuses its own.
"""

from __future__ import annotations

from judge.bttcg.command_statics import only_of
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m


def executed(ability: m.Ability) -> bool:
    """A continuous ability, without conditions, that only gives more deployments or draws each turn."""
    return only_of(ability, lambda effect: isinstance(effect, m.ExtraEachTurn))


def _in_play(pos: Position, card_id: str) -> bool:
    state = pos.cards[card_id]
    if state.on is not None:
        host = pos.cards.get(state.on)
        return host is not None and is_active(host) and state.zone not in ("hand", "scrapheap", "stockpile")
    return is_active(state)


def extra(pos: Position, player: str, what: str) -> list[tuple[str, int]]:
    """The cards in play giving ``player`` more deployments (``what`` ``deployment``) or draws (``draw``) this turn,
    each with how many.

    :raises UnsupportedError: for such a card that is depleted.
    """
    found: list[tuple[str, int]] = []
    for card_id in pos.cards:
        if card_id.endswith(".stockpile") or not _in_play(pos, card_id):
            continue
        face = pos.faces[card_id]
        for ability in face.abilities:
            if not isinstance(ability, m.Static) or not executed(ability):
                continue
            mine = pos.owners[card_id] == player
            count = sum(
                e.count
                for e in ability.effects
                if isinstance(e, m.ExtraEachTurn)
                and e.what == what
                and (e.player == "each" or (e.player == "you") == mine)
            )
            if not count:
                continue
            if pos.cards[card_id].depleted:
                raise UnsupportedError(
                    f"{face.name} is depleted (face down): whether its continuous ability still applies is not "
                    "settled by the rules"
                )
            found.append((card_id, count))
    return found


def note(pos: Position, player: str, what: str, found: list[tuple[str, int]], rule: str) -> int:
    """Says in the trace which cards give how many more, and returns their total."""
    total = sum(n for _, n in found)
    if found:
        names = ", ".join(f"{pos.name(c)} (+{n})" for c, n in found)
        pos.note(f"{player} gets {total} more {what}(s) this turn: {names}", rule)
    return total


__all__ = ["executed", "extra", "note"]
