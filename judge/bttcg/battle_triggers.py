"""What the Command cards in play beside a battle do when it ends: "Whenever a 'Mech you control is scrapped, put a
salvage counter on Salvage Yard" (DSL trigger ``scrapped``, for the cards the battle scrapped), "At the end of each
battle, put one support counter on Support from Home for each of your engaged 'Mechs that was not scrapped during
battle" (``battle_end``) and "Whenever you damage an opponent's Stockpile, put a booty counter on this card"
(``you_damage_stockpile``: once, when damage got through to it from one of the player's cards).

Rulebook p.9 (a card's text makes an exception to the rules); p.26 (all Command cards other than Enhancements and
Pilots can affect the battle); p.29-30 (damage resolves all at once, at the end of the battle: the cards it scraps are
scrapped then); Glossary, Engaged: a Unit in the battle (attacking, blocking, or the target fighting them). A card
scrapped during the battle is one in play as the battle began (``Battle.in_play_at_start``) and in the Scrapheap
once it is over, whatever scrapped it (damage, an effect, a cost), as during the turn (``turn_scrapped.py``: each card
scrapped fires the ability once). Counters are put on the watching card itself, in each outcome.

Executed: counters on the card itself, for cards a selector the engine reads watches (``turn_scrapped``'s), and for
each of the card's controller's engaged 'Mechs (Units) not scrapped. Refused out loud (``stats.check_bystanders``,
``refusals.refuse_battle_triggers``): any other such ability; a watcher scrapped in the same battle (whether its
ability still happens is not settled); an engaged Unit removed from the battle without being scrapped (whether it
still counts as engaged is not settled)."""

from __future__ import annotations

from judge.bttcg.counters import COUNTER, count, counter_name, put
from judge.bttcg.state import Battle, CardState, Position, UnsupportedError, is_active
from judge.bttcg.turn_scrapped import CARDS_MAKE_EXCEPTIONS, scrapped_problem
from judge.bttcg.unit_types import noun_fits
from judge.dsl import models as m

ENGAGED = "rulebook/glossary-index/engaged"
RULE_IDS = (CARDS_MAKE_EXCEPTIONS, COUNTER, ENGAGED)
_EACH_FIELDS = frozenset({"kind", "quantifier", "noun", "owner", "states", "excluding"})


def _own_counters(effects: list[m.Effect]) -> bool:
    return (
        bool(effects)
        and all(
            isinstance(e, m.AddCounters) and e.stat is None and e.counter not in (None, "damage", "construction")
            for e in effects
        )
        and all(isinstance(getattr(e, "target", None), m.This) for e in effects)
    )


def _engaged_each(effect: m.Effect) -> m.Selector | None:
    """ "for each of your engaged 'Mechs that was not scrapped during battle, put a counter on this card"."""
    if not isinstance(effect, m.ForEach) or not _own_counters(effect.effects):
        return None
    each = effect.each
    if not isinstance(each, m.Selector) or set(each.model_dump(exclude_defaults=True)) - _EACH_FIELDS:
        return None
    if each.states != ["engaged"] or each.excluding not in ([], ["scrapped"]) or each.owner != "you":
        return None
    return each if each.noun in ("unit", "mech", "vehicle", "battle_armor") else None


def supported(ability: m.Ability) -> bool:
    """Whether this ability of a Command card in play beside the battle is executed as the battle ends."""
    if not isinstance(ability, m.Triggered) or ability.conditions:
        return False
    if ability.trigger == "scrapped":
        return scrapped_problem(ability) is None
    if ability.trigger == "battle_end":
        return bool(ability.effects) and all(_engaged_each(e) is not None for e in ability.effects)
    if ability.trigger == "you_damage_stockpile":
        return _own_counters(ability.effects)
    return False


def _watches(pos: Position, watcher: str, watched: m.Selector, card_id: str) -> bool:
    """Whether the ``scrapped`` ability of ``watcher`` watches ``card_id`` (``turn_scrapped``'s reading)."""
    face = pos.faces[card_id]
    if watched.noun == "card":
        fits = True
    elif watched.noun == "command_card":
        fits = face.kind == "command"
    else:
        fits = face.kind == "unit" and noun_fits(watched.noun, face.unit_type)
    mine = pos.owners[card_id] == pos.owners[watcher]
    return fits and {"you": mine, "opponent": not mine, "any": True}[watched.owner]


def at_battle_end(
    pos: Position, battle: Battle, final: dict[str, CardState], damaged: frozenset[str] = frozenset()
) -> list[str]:
    """Puts the counters of the supported abilities on their cards in ``final`` (one outcome of the battle); returns
    what happened, in words, for the trace.

    :raises UnsupportedError: for what the module refuses (a watcher scrapped in the same battle, an engaged Unit
        removed from the battle but not scrapped)."""
    scrapped = [c for c in battle.in_play_at_start if final[c].zone == "scrapheap"]
    said: list[str] = []
    for watcher, before in pos.cards.items():
        face = pos.faces[watcher]
        if face.kind != "command" or before.on is not None or not is_active(before):
            continue
        for ability in face.abilities:
            if not supported(ability):
                continue
            assert isinstance(ability, m.Triggered)
            times = _times(pos, battle, final, watcher, ability, scrapped, damaged)
            if not times:
                continue
            if final[watcher].zone == "scrapheap":
                raise UnsupportedError(
                    f"{face.name}: scrapped in the battle whose end its ability watches: whether it still happens is "
                    "not settled by the rules"
                )
            effects = _inner(ability) if ability.trigger == "battle_end" else ability.effects
            for effect in effects:
                assert isinstance(effect, m.AddCounters)  # supported() says so
                kind = counter_name(effect.counter)
                put(final[watcher], kind, effect.count * times)
                said.append(
                    f"{face.name}: {effect.count * times} {kind} counter(s) as the battle ends "
                    f"(now {count(final[watcher], kind)})"
                )
    return said


def on_late_scrap(pos: Position, battle: Battle, final: dict[str, CardState], card: str) -> list[str]:
    """A card the battle scraps once damage is applied, after :func:`at_battle_end` counted (Head Shot's die:
    judge/bttcg/head_shot.py): a Command card beside the battle watching it being scrapped gets its counters in
    ``final`` as well (each card scrapped fires the ability once, as in :func:`at_battle_end`); returns what happened.

    :raises UnsupportedError: for a watcher scrapped in the same battle, and for a count at the battle's end that
        includes the card (whether it still counts once scrapped this late is not settled)."""
    said: list[str] = []
    for watcher, before in pos.cards.items():
        face = pos.faces[watcher]
        if face.kind != "command" or before.on is not None or not is_active(before) or watcher == card:
            continue
        for ability in face.abilities:
            if not supported(ability):
                continue
            assert isinstance(ability, m.Triggered)
            if ability.trigger == "battle_end" and _counted_at_end(pos, battle, watcher, card):
                raise UnsupportedError(
                    f"{face.name}: {pos.name(card)} is scrapped once damage is applied: whether it still counts at "
                    "the battle's end is not settled by the rules"
                )
            watched = ability.watched
            if ability.trigger != "scrapped" or not isinstance(watched, m.Selector):
                continue
            if not _watches(pos, watcher, watched, card):
                continue
            if final[watcher].zone == "scrapheap":
                raise UnsupportedError(
                    f"{face.name}: scrapped in the battle whose end its ability watches: whether it still happens is "
                    "not settled by the rules"
                )
            for effect in ability.effects:
                assert isinstance(effect, m.AddCounters)  # supported() says so
                kind = counter_name(effect.counter)
                put(final[watcher], kind, effect.count)
                said.append(
                    f"{face.name}: {effect.count} {kind} counter(s) as {pos.name(card)} is scrapped "
                    f"(now {count(final[watcher], kind)})"
                )
    return said


def _counted_at_end(pos: Position, battle: Battle, watcher: str, card: str) -> bool:
    """Whether ``card`` is one of the engaged Units a ``battle_end`` ability of ``watcher`` counts."""
    fighter = battle.fighters.get(card)
    return fighter is not None and fighter.player == pos.owners[watcher] and pos.faces[card].kind == "unit"


def _inner(ability: m.Triggered) -> list[m.Effect]:
    return [inner for e in ability.effects if isinstance(e, m.ForEach) for inner in e.effects]


def _times(
    pos: Position,
    battle: Battle,
    final: dict[str, CardState],
    watcher: str,
    ability: m.Triggered,
    scrapped: list[str],
    damaged: frozenset[str],
) -> int:
    """How many times the ability happens in this outcome."""
    if ability.trigger == "you_damage_stockpile":
        return _stockpile_damaged(pos, battle, watcher, damaged)
    if ability.trigger == "scrapped":
        watched = ability.watched
        assert isinstance(watched, m.Selector)  # scrapped_problem says so
        return sum(1 for c in scrapped if c != watcher and _watches(pos, watcher, watched, c))
    total = 0
    owner = pos.owners[watcher]
    for effect in ability.effects:
        each = _engaged_each(effect)
        assert each is not None  # supported() says so
        for fighter in battle.fighters.values():
            face = pos.faces[fighter.card_id]
            if fighter.player != owner or face.kind != "unit" or not noun_fits(each.noun, face.unit_type):
                continue
            gone = final[fighter.card_id].zone == "scrapheap"
            if fighter.removed and not gone:
                raise UnsupportedError(
                    f"{pos.faces[watcher].name}: {face.name} was removed from the battle: whether it counts as engaged "
                    "at its end is not settled by the rules"
                )
            total += 0 if gone and "scrapped" in each.excluding else 1
    return total


def _stockpile_damaged(pos: Position, battle: Battle, watcher: str, damaged: frozenset[str]) -> int:
    """ "Whenever you damage an opponent's Stockpile": once when damage got through to an opponent's Stockpile from
    the watcher's controller (its Units' damage and missiles, its cards' effects), all of it resolved at once
    (rulebook p.29-30).

    :raises UnsupportedError: when several of the player's cards damage it (whether that is once or once for each
        is not settled by the rules)."""
    owner = pos.owners[watcher]
    hit = [p for p in pos.players if p != owner and f"{p}.stockpile" in damaged]
    if not hit:
        return 0
    stockpile = f"{hit[0]}.stockpile"
    sources = {f.card_id for f in battle.side(owner) if (f.assigned or {}).get(stockpile, 0) > 0}
    sources |= {v.unit for v in battle.volleys if v.recipient == stockpile and pos.owners.get(v.unit) == owner}
    sources |= {h.source for h in battle.card_damage if h.recipient == stockpile and pos.owners.get(h.source) == owner}
    if len(sources) > 1:
        raise UnsupportedError(
            f"{pos.faces[watcher].name}: {len(sources)} of {owner}'s cards damage {hit[0]}'s Stockpile at once: "
            "whether its ability happens once or once for each is not settled by the rules"
        )
    return 1 if sources else 0
