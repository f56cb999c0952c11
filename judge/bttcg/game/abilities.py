"""Cards' activated abilities used in a whole game (rulebook p.12, p.27; CE rulings: Abilities), during the turn
(through :func:`judge.bttcg.turn_scenario.run_action`, as a scenario's ``use``) and in a battle (placed by the
battle's runner): each ability of each of the player's active cards, tried by the engine as it is (nothing chosen),
then, when the engine asks for answers, with each "may" answered yes and no, then with each single card or site
chosen (capped at :data:`MAX_CHOICES` candidates), each "either" option, and a second answer where the engine
asks for one more (:data:`MAX_ANSWERS`), a second card chosen among them (in a battle, among the battle's cards):
three or more targets and amounts are not offered yet. Resource abilities are
the ``resources`` action (judge/bttcg/game/turns.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from judge.bttcg.face_cache import from_face
from judge.bttcg.faces import CardFace
from judge.bttcg.game.actions import Action
from judge.bttcg.game.steps import step
from judge.bttcg.resources import resource_ability
from judge.bttcg.scenario import Action as Step
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.dsl import models as m

MAX_CHOICES = 24
"""Cards and sites tried as the one card an ability chooses (the first found: own cards, then the opponent's)."""
MAX_OPTIONS = 4
"""The options tried for an "either ... or ..." answer (an option the card does not have is the engine's violation,
not offered)."""
MAX_ANSWERS = 2
"""The answers an action is given at most while the engine asks for more (a bounded enumeration)."""


def activated_abilities(pos: Position, card_id: str) -> tuple[int, ...]:
    """The numbers (from 1) of the card's activated abilities, but for a plain resource ability (tapped for
    resources by the ``resources`` action: judge/bttcg/resources.py); read once per face (judge/bttcg/face_cache.py)."""
    return from_face(pos.faces[card_id], "game.activated_abilities", _activated_numbers)


def _activated_numbers(face: CardFace) -> tuple[int, ...]:
    try:
        plain = resource_ability(face) is not None
    except UnsupportedError:
        plain = False  # a resource ability with more to it: used as an ability (run_action decides)
    found = []
    number = 0
    for ability in face.abilities:
        if isinstance(ability, m.Activated):
            number += 1
            if not plain or not all(isinstance(e, m.AddResources) for e in ability.effects):
                found.append(number)
    return tuple(found)


def step_of(action: Action) -> Step:
    """The scenario action the engine runs for a game's ``use``."""
    return step(
        by=action.player,
        use=f"ability {action.amount}",
        card=action.card,
        choose=list(action.choose) or None,
        may=list(action.may) or None,
        either=list(action.either) or None,
    )


def _candidates(pos: Position, player: str, first: list[str]) -> Iterator[str]:
    """The cards and sites tried as the one card chosen: ``first`` (a battle's cards), then each player's Stockpile
    and cards in play, then the cards of the hands, Scrapheaps and Stockpiles ("search your Stockpile for ...": in a
    game every card exists), one per name, owner and zone."""
    seen: set[tuple[str, str, str]] = set()
    yield from first
    for zones in (("patrol", "guard", "construction", "command_post"), ("hand", "scrapheap", "stockpile")):
        for who in (player, pos.other(player)):
            if zones[0] == "patrol":
                yield f"{who}.stockpile"
            for c, s in pos.cards.items():
                key = (pos.faces[c].name, pos.owners[c], s.zone)
                if pos.owners[c] == who and s.zone in zones and key not in seen and c not in first:
                    seen.add(key)
                    yield c


def answered(
    pos: Position,
    base: Action,
    offered: Callable[[Action, list[str]], bool],
    first: list[str] | None = None,
    depth: int = 0,
    hopeless: Callable[[Action], bool] | None = None,
) -> list[Action]:
    """``base`` as the engine takes it: as it is when it asks nothing more; else, when the engine asks for a "may"
    answer (or whether a Unit goes on patrol as soon as it is activated), with each; for an "either" answer (the
    option's number, scenario-format.md ``either``), with each of the first :data:`MAX_OPTIONS`; when it asks to
    choose, with each single card or site (capped at :data:`MAX_CHOICES`); and each of those, when the engine then
    asks for one more answer, with that one too (at most :data:`MAX_ANSWERS` answers in all: "either ... or ..." and
    then the card the option chosen affects). ``hopeless``: a variant it says is illegal is not tried (the engine's
    own check rules it out: judge/bttcg/game/prechecks.py)."""
    said: list[str] = []
    if offered(base, said):
        return [base]
    if depth >= MAX_ANSWERS:
        return []
    if any("'may'" in s for s in said):
        variants = [replace(base, may=(*base.may, y)) for y in (True, False)]
    elif not base.patrol and any("'patrol: true'" in s for s in said):  # rulebook p.9: the card's "you may"
        variants = [replace(base, patrol=(y,)) for y in (True, False)]
    elif any("'either'" in s for s in said):
        variants = [replace(base, either=(*base.either, n)) for n in range(1, MAX_OPTIONS + 1)]
    elif not base.choose and any(_asks_card(s) for s in said):
        candidates = _candidates(pos, base.player, first or [])
        variants = [replace(base, choose=(c,)) for _, c in zip(range(MAX_CHOICES), candidates, strict=False)]
    elif len(base.choose) == 1 and any("(missing in 'choose')" in s for s in said):
        # a second card chosen ("Choose one of your 'Mechs and an opposing 'Mech ..."): among the battle's cards
        # when there is a battle, else the cards tried as the first (rulebook p.9: the card says what is chosen)
        again = first or list(_candidates(pos, base.player, []))[:MAX_CHOICES]
        variants = [replace(base, choose=(*base.choose, c)) for c in again if c not in base.choose]
    else:
        return []
    if hopeless is not None:  # known illegal by the engine's own check, without a trial (prechecks.py)
        variants = [variant for variant in variants if not hopeless(variant)]
    return [a for variant in variants for a in answered(pos, variant, offered, first, depth + 1, hopeless)]


def _asks_card(said: str) -> bool:
    """Whether the engine's message asks which card is chosen; "say on which faces ('on_roll')" asks what a player
    does on each face of a die roll, an answer no choice of card gives (and the game gives none yet: README), so
    trying the cards as choices would only meet the same question again."""
    if "'on_roll'" in said:
        return False
    lowered = said.lower()
    return any(word in lowered for word in ("choose", "chosen", "which"))


def ability_actions(
    pos: Position,
    player: str,
    cards: list[str],
    offered: Callable[[Action, list[str] | None], bool],
    first: list[str] | None = None,
    hopeless: Callable[[Action], bool] | None = None,
) -> list[Action]:
    """The uses of the abilities of ``cards`` (the player's) the engine offers (``offered`` runs its trial, and
    gives the violations' messages: :func:`answered`). An ability whose cost taps a tapped card is not tried
    (glossary, Tap: the engine's battle_uses.may_use says the same)."""
    found: list[Action] = []
    for card_id in cards:
        numbers = activated_abilities(pos, card_id)
        if not numbers or not is_active(pos.cards[card_id]):
            continue
        face, tapped = pos.faces[card_id], pos.cards[card_id].tapped
        for number in numbers:
            ability = face.activated(number)
            if tapped and ability is not None and any(isinstance(c, m.TapCost) for c in ability.cost):
                continue
            found += answered(pos, Action("use", player, card_id, amount=number), offered, first, hopeless=hopeless)
    return found


__all__ = ["MAX_ANSWERS", "MAX_CHOICES", "MAX_OPTIONS", "ability_actions", "activated_abilities", "answered", "step_of"]
