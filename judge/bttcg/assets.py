"""The assets available to each player (rulebook p.14 "Assets"): those the player's active cards provide, plus those the
scenario declares in ``players.<name>.assets``.

- "The usual way to make an asset available to you is to have a Command card active that provides the asset"
  (rulebook p.14): a Resource card in the Command Post (tapped or not) provides the assets printed on it (a pool card's
  asset symbols; an inline Command card's asset keywords, in ``keywords`` or its text: ``Munitions``). A card under
  construction provides nothing until it is activated; a card that is scrapped provides nothing from then on.
- Assets are not cumulative: a player has an asset or does not (rulebook p.14; 1997 rulings, Assets).
- A card whose player chooses the asset it provides as it is activated (ComStar Support) provides the asset chosen
  then, in the activation's ``choose`` (judge/bttcg/choose_asset.py); one already in play when the scenario starts
  provides what ``players.assets`` declares.
- "A card's cost isn't verified until you want to activate it, which can be important if you gain access to a new
  asset while a card is under construction" (rulebook p.20): the assets are settled again whenever a card is
  activated or scrapped during the turn, and before each mission after the first.

``players.assets`` stays the scenario's word for the assets of cards it does not list ("some cards keep making assets
available to you after they leave play", rulebook p.14). The two never conflict: the judge counts the listed cards,
adds the declared ones, and says in the trace where each asset comes from (an asset declared that no listed card
provides comes from a card the scenario does not list; one a listed card provides is available even if not declared).
A depleted card (face down, rulebook p.21) is not assumed to provide its asset: when that is the only source, the
scenario is refused."""

from __future__ import annotations

from judge.bttcg import held_assets
from judge.bttcg import turn_rules as t
from judge.bttcg.face_cache import from_face
from judge.bttcg.face_index import ids_whose_face
from judge.bttcg.faces import CardFace
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import kinds_in
from judge.dsl import models as m

ASSET_NAMES = {"A": "Assembly", "L": "Logistics", "M": "Munitions", "P": "Politics", "T": "Tactics"}


def provided_by(face: CardFace) -> frozenset[str]:
    """The asset letters a card provides while active: only Command cards provide assets (rulebook p.14)."""
    if face.kind != "command":
        return frozenset()
    return from_face(face, "assets.provided_by", _provided)


def _provides(face: CardFace) -> bool:
    """Whether the card provides an asset while active (judge/bttcg/face_index.py: the cards :func:`_sources` looks
    at, with those whose asset was chosen as they were activated)."""
    return bool(provided_by(face))


def _provided(face: CardFace) -> frozenset[str]:
    held = {x for a in face.abilities for x in held_assets.held(a)}  # "You have Munitions available."
    return face.provides | held | {letter for letter, name in ASSET_NAMES.items() if face.has_keyword(name)}


def _providing(pos: Position) -> list[str]:
    """The cards that may provide an asset, in the position's order: those whose face provides one
    (judge/bttcg/face_index.py) and those whose asset was chosen as they were activated; the others add nothing."""
    providing = {*ids_whose_face(pos, "assets.provides", _provides), *pos.chosen_assets}
    return [card_id for card_id in pos.cards if card_id in providing]


def _sources(pos: Position, player: str, providing: list[str]) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(asset -> the player's active cards providing it, asset -> the player's depleted cards that would), among
    ``providing`` (:func:`_providing`)."""
    active: dict[str, list[str]] = {}
    depleted: dict[str, list[str]] = {}
    for card_id in providing:
        state = pos.cards[card_id]
        if pos.owners[card_id] != player or not is_active(state):
            continue
        chosen = {pos.chosen_assets[card_id]} if card_id in pos.chosen_assets else set()
        for letter in sorted(provided_by(pos.faces[card_id]) | chosen):
            (depleted if state.depleted else active).setdefault(letter, []).append(pos.name(card_id))
    return active, depleted


def _letters(assets: frozenset[str] | set[str]) -> str:
    return ", ".join(ASSET_NAMES[a] for a in sorted(assets)) or "none"


def _note_chosen(pos: Position, player: str, declared: frozenset[str]) -> None:
    """A card in play providing an asset chosen as it was activated (ComStar Support: "When you activate this card,
    choose the asset it provides"): the scenario says which only through ``players.assets``; the trace says so."""
    for card_id, state in pos.cards.items():
        if pos.owners[card_id] != player or not is_active(state) or card_id in pos.chosen_assets:
            continue
        face = pos.faces[card_id]
        chosen = any(isinstance(n, m.ProvidesAsset) and n.asset is None for a in face.abilities for n in kinds_in(a))
        if chosen:
            pos.note(
                f"{face.name} provides the asset chosen as it was activated: only 'players.{player}.assets' "
                f"({_letters(declared)}) says which",
                t.ASSETS,
            )


def settle(pos: Position, why: str | None = None) -> None:
    """Recomputes every player's assets from the active cards and the declared ones. With ``why`` (a card activated or
    scrapped during the turn), a change is noted in the trace; without it (the position as the scenario gives it),
    where each asset comes from is noted when a listed card provides one.

    :raises UnsupportedError: for an asset only a depleted card would provide.
    """
    providing = _providing(pos)
    for player in pos.players:
        declared = pos.declared_assets.get(player, pos.assets[player])
        pos.declared_assets[player] = declared
        active, depleted = _sources(pos, player, providing)
        for letter, names in depleted.items():
            if letter not in active and letter not in declared:
                raise UnsupportedError(
                    f"{names[0]} is depleted (face down): whether it still provides {ASSET_NAMES[letter]} is not "
                    f"settled by the rules; declare {player}'s assets ('players.{player}.assets') to answer"
                )
        kept = pos.kept_assets.get(player, frozenset())  # for the rest of the game (kept_assets.py)
        now = frozenset(declared | set(active) | kept) - pos.lost_assets.get(player, frozenset())  # asset_loss.py
        before = pos.assets[player]
        pos.assets[player] = now
        if why is not None:
            if now != before:
                gained, lost = now - before, before - now
                change = "; ".join(
                    part
                    for part in (
                        f"gains {_letters(gained)}" if gained else "",
                        f"loses {_letters(lost)}" if lost else "",
                    )
                    if part
                )
                pos.note(f"{why}: {player} {change} (assets available: {_letters(now)})", t.ASSETS, t.ASSET_COSTS)
            continue
        _note_chosen(pos, player, declared)
        if not active:
            continue
        parts = [f"{ASSET_NAMES[a]} from {', '.join(names)}" for a, names in sorted(active.items())]
        extra = declared - set(active)
        if extra:
            parts.append(f"{_letters(extra)} declared ('players.{player}.assets': cards the scenario does not list)")
        both = declared & set(active)
        tail = f"; declared too, counted once (assets are not cumulative): {_letters(both)}" if both else ""
        pos.note(
            f"{player}'s assets available: {'; '.join(parts)}{tail}", t.ASSETS, t.ASSETS_NOT_CUMULATIVE, t.ASSET_COSTS
        )


__all__ = ["ASSET_NAMES", "provided_by", "settle"]
