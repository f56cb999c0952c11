"""The transformer of the rules a card changes for players (``grammar/players.lark``;
:mod:`judge.dsl.player_rules`): base initiative, missions each turn, cards played in each battle, cards not played
at a time of the battle or turn."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import PHASES
from judge.dsl import models as m

_TIMES = {"once": 1, "twice": 2, "two": 2, "three": 3, "four": 4, "five": 5}


_EXTRA_COUNTS = {"an": 1, "one": 1, "two": 2, "three": 3}


def _extra(what: str, player: m.RulePlayer, when: str) -> m.ExtraEachTurn:
    """ "gets two additional deployments" with the phase (or turn) it comes in, which must be its own."""
    count_word, kind = what.split()[-3], what.split()[-1]
    deployment = kind.startswith("deployment")
    if ("Draw" in when and deployment) or ("Deploy" in when and not deployment):
        raise ValueError("additional deployments come in the Deploy phase, additional cards in the Draw phase")
    count = _EXTRA_COUNTS.get(count_word) or int(count_word)
    return m.ExtraEachTurn(what="deployment" if deployment else "draw", count=count, player=player)


def _player(subject: Any) -> m.RulePlayer:
    """Whose rule: "You", "your opponent", "each player", "players" ("target player" and "that player" name a player
    chosen elsewhere: not a rule of the game, not read)."""
    if not isinstance(subject, Token):
        raise ValueError("no player")
    text = " ".join(str(subject).lower().replace("’", "'").split())
    if subject.type.endswith("RULE_YOU"):
        return "you"
    if subject.type.endswith("RULE_PLAYERS") or text in ("each player", "any player"):
        return "each"
    if subject.type.endswith("OPPONENT_SUBJ") or text in ("your opponent", "each opponent", "that opponent"):
        return "opponent"
    raise ValueError(f"'{subject}' names no player whose rules a card changes")


def _kinds(parts: tuple[Any, ...]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for part in parts:
        if isinstance(part, Token):
            found.setdefault(part.type.rsplit("__", 1)[-1], part)
        elif isinstance(part, int) and not isinstance(part, bool):
            found.setdefault("count", part)
    return found


def _per(token: Token) -> str:
    return "turn" if str(token).rstrip().endswith("turn") else "battle"


def ban_timing(token: Token) -> m.BattleStep | m.During:
    """ "during the Initiative step", "during your Deploy phase", "during your opponent's Draw phase"."""
    text = str(token).replace("’", "'")
    if text.endswith("step") or " step of " in text:
        return m.BattleStep(step="initiative" if "nitiative" in text else "resolve_damage")
    found = re.search(r"(Untap|Draw|Deploy|Repair/Reload|Missions|End) phase", text)
    if found is None:
        raise ValueError(f"no timing in {text}")
    whose = "opponent" if "opponent's" in text else "your" if text.startswith("during your ") else "any"
    return m.During(phase=PHASES[found.group(1)], whose=whose)


@v_args(inline=True)
class PlayerRulesMixin(Transformer[Token, Any]):
    """Rules of ``grammar/players.lark`` for the rules a card changes (mixed into its transformer)."""

    def base_initiative_set(self, subject: Token, value: Token) -> m.BaseInitiative:
        return m.BaseInitiative(player=_owner_of_initiative(subject), value=int(value))

    def base_initiative_changed(self, subject: Token, change: Token, amount: Token) -> m.BaseInitiative:
        sign = 1 if str(change) in ("increased", "raised") else -1
        return m.BaseInitiative(player=_owner_of_initiative(subject), change=sign * int(amount))

    def missions_limit(self, subject: Token, times: Token) -> m.AttackLimit:
        # the limit "cannot attack more than once per turn" of effects.lark is (judge/dsl/effects_restrict.py)
        word = str(times).split()[0]
        return m.AttackLimit(player=_player(subject), count=_TIMES.get(word) or int(word))

    def play_limit(self, subject: Token, *parts: Any) -> m.PlayLimit:
        found = _kinds(parts)
        return m.PlayLimit(
            card_type=str(found["CARD_KIND"]),
            most=found["count"],
            per=_per(found["PER_PERIOD"]),
            player=_player(subject),
        )

    def play_limit_together(self, *parts: Any) -> m.PlayLimit:
        found = _kinds(parts)
        return m.PlayLimit(
            card_type=str(found["CARD_KIND"]),
            most=found["count"],
            per=_per(found["PER_PERIOD"]),
            together="BY_EACH_PLAYER" not in found,
        )

    def extra_each_turn(self, subject: Token, what: Token, when: Token) -> m.ExtraEachTurn:
        text = " ".join(str(subject).lower().split())
        player: m.RulePlayer = "you" if text == "you" else "each" if text == "each player" else "opponent"
        if player == "you" and ("his or her" in str(when) or "their" in str(when)):
            raise ValueError("'you' with 'his or her'")
        return _extra(str(what), player, str(when))

    def extra_draw_at_beginning(self, when: Token, what: Token) -> m.ExtraEachTurn:
        return _extra(str(what), "you", str(when))

    def untap_limit(self, subject: Token, most: int, noun: Any, when: Token) -> m.UntapLimit:
        player = _player(subject)
        mine = str(when).startswith(("during your", "during each of your"))
        if mine != (player == "you"):
            raise ValueError("whose Untap phase does not match whose untaps")
        return m.UntapLimit(player=player, most=most, noun=noun)

    def play_ban_during(self, subject: Token, *parts: Any) -> m.PlayBanDuring:
        found = _kinds(parts)
        return m.PlayBanDuring(
            card_type=str(found["CARD_KIND"]), player=_player(subject), timing=ban_timing(found["BAN_WHEN"])
        )


def _owner_of_initiative(subject: Token) -> m.RulePlayer:
    text = str(subject).lower().replace("’", "'")
    if text.startswith("your opponent") or text.startswith("each opponent"):
        return "opponent"
    return "each" if text.startswith("each player") else "you"
