"""Effects done by a player other than the card's controller, or by every player, in plain English
(:mod:`judge.dsl.effects_players`, ``grammar/players.lark``): "your opponent may draw a card", "each player draws
two cards". An optional effect is written as "you may" writes it ("each player may search your Stockpile for a card"
reads back the same), the others in the third person."""

from __future__ import annotations

from judge.cardtext.render_effects import _effects
from judge.cardtext.render_selectors import _COUNT_WORDS, _target
from judge.dsl import models as m

_SUBJECTS: dict[str, str] = {
    "opponent": "your opponent",
    "each_player": "each player",
    "each_opponent": "each opponent",
    "target_player": "target player",
    "target_opponent": "target opponent",
    "that_player": "that player",
}


def _third_person(effect: m.Effect, actor: str = "") -> str | None:
    """What the acting player does, in the third person; ``None`` for an effect with no such wording. (The opponent
    "chooses and scraps": "your opponent scraps ..." is the opponent-as-subject of effects.lark, another node.)"""
    match effect:
        case m.Scrap(target=target, player="you") if actor == "opponent":
            return f"chooses and scraps {_target(target)}"
        case m.Draw(count=count, player="you", delayed=None, count_of=None):
            return "draws a card" if count == 1 else f"draws {_COUNT_WORDS.get(count, str(count))} cards"
        case m.Scrap(target=target, player="you"):
            return f"scraps {_target(target)}"
        case m.Restock(target=target, player="you", any_order=False):
            return f"restocks {_target(target)}"
        case m.Search(target=target):
            return f"searches his or her Stockpile for {_target(target)}"
        case m.Shuffle():
            return "shuffles his or her Stockpile"
        case m.ShuffleInto(
            target=m.Selector(quantifier="all", noun="card", zone="hand" | "scrapheap" as zone), stockpile="yours"
        ) if effect.target == m.Selector(quantifier="all", noun="card", zone=zone):
            return f"shuffles his or her {'hand' if zone == 'hand' else 'Scrapheap'} into his or her Stockpile"
        case m.ReturnToHand(target=target, delayed=None):
            return f"returns {_target(target)} to his or her hand"
        case m.PutIntoPlay(target=target, on=None, activated=False, patrol=False) if effect == m.PutIntoPlay(
            target=target
        ):
            return f"puts {_target(target)} into play"
        case m.Tap(target=target, untap=untap, delayed=None):
            return f"{'untaps' if untap else 'taps'} {_target(target)}"
        case m.GainControl(target=target, player="you"):
            return f"gains control of {_target(target)}"
        case m.AddResources(count=count) if effect == m.AddResources(count=count):
            return "gains " + " ".join(["{R}"] * count)
    return None


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_players`; ``None`` for a form it has none for."""
    match effect:
        case m.DeployCard(target=target, free=False, counters=0):
            return f"deploy {_target(target)}"
        case m.DeployCard(target=target, free=True, counters=0):
            return f"deploy {_target(target)} without using a deployment"
        case m.DeployCard(target=target, counters=counters):
            many = _COUNT_WORDS.get(counters, str(counters))
            counter = "counter" if counters == 1 else "counters"
            return f"put {_target(target)} into your Construction region with {many} construction {counter} on it"
        case m.ReturnToOwner(target=target, to=to):
            return {
                "hand": f"return {_target(target)} to its owner's hand",
                "stockpile_top": f"put {_target(target)} on top of its owner's Stockpile",
                "stockpile_bottom": f"put {_target(target)} on the bottom of its owner's Stockpile",
                "play": f"return {_target(target)} into play under its owner's control",
            }[to]
        case m.PlayerActs(actor=actor, effects=effects, optional=True):
            return f"{_SUBJECTS[actor]} may {_effects(effects, capital=False)}"
        case m.PlayerActs(actor=actor, effects=effects):
            verbs = [_third_person(e, actor) for e in effects]
            if not verbs or any(v is None for v in verbs):
                return None
            return f"{_SUBJECTS[actor]} " + " and ".join(v for v in verbs if v is not None)
    return None
