"""The rules a card changes for players, in plain English (:mod:`judge.dsl.player_rules`, ``grammar/players.lark``):
"your opponent's base initiative is 0", "each player may attack only once each turn", "no more than one Mission card
may be played in each battle", "players cannot play Mission cards during the Initiative step"."""

from __future__ import annotations

from judge.cardtext.render_conditions import _PHASES
from judge.cardtext.render_selectors import _NOUNS
from judge.dsl import models as m

_SUBJECTS = {"you": "you", "opponent": "your opponent", "each": "each player"}
_BANNED = {"you": "you", "opponent": "your opponent", "each": "players"}
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _cards(kind: str, count: int) -> str:
    return f"{_WORDS.get(count, str(count))} {kind} card" + ("" if count == 1 else "s")


def ban_timing_text(timing: m.BattleStep | m.During) -> str:
    """The words of a timing a card names for what it bans (``BAN_WHEN`` of players.lark reads them back)."""
    if isinstance(timing, m.BattleStep):
        return "during the " + ("Initiative" if timing.step == "initiative" else "Resolve Damage") + " step"
    phase = _PHASES[timing.phase or "missions"]
    owner = {"your": "your", "opponent": "your opponent's", "any": "the"}[timing.whose]
    return f"during {owner} {phase} phase"


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.player_rules`; ``None`` for a form it has none for."""
    match effect:
        case m.BaseInitiative(player=player, value=int() as value):
            return f"{_owner(player)} base initiative is {value}"
        case m.BaseInitiative(player=player, change=change):
            return f"{_owner(player)} base initiative is {'increased' if change > 0 else 'decreased'} by {abs(change)}"
        case m.PlayLimit(card_type=kind, most=most, per=per, together=True):
            return f"no more than {_cards(kind, most)} may be played in each {per}"
        case m.PlayLimit(card_type=kind, most=most, per=per, player=player):
            return f"{_SUBJECTS[player]} may play only {_cards(kind, most)} in each {per}"
        case m.ExtraEachTurn(what=what, count=count, player=player):
            many = _WORDS.get(count, str(count))
            thing = ("deployment" if what == "deployment" else "card") + ("" if count == 1 else "s")
            verb = ("get" if what == "deployment" else "draw") + ("" if player == "you" else "s")
            phase = "Deploy" if what == "deployment" else "Draw"
            when = f"each of your {phase} phases" if player == "you" else f"his or her {phase} phase"
            return f"{_SUBJECTS[player]} {verb} {many} additional {thing} during {when}"
        case m.UntapLimit(player=player, most=most, noun=noun):
            whose = "your" if player == "you" else "his or her" if player == "opponent" else "their"
            many = f"{_WORDS.get(most, str(most))} {_NOUNS[noun][0 if most == 1 else 1]}"
            return f"{_BANNED[player]} cannot untap more than {many} during {whose} Untap phase"
        case m.PlayBanDuring(card_type=kind, player=player, timing=timing):
            return f"{_BANNED[player]} cannot play {kind} cards {ban_timing_text(timing)}"
    return None


def _owner(player: str) -> str:
    return {"you": "your", "opponent": "your opponent's", "each": "each player's"}[player]
