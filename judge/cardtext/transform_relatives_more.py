"""More relative clauses of the selectors (issue 18 item 3 f; ``grammar/selectors.lark``, its last block): a
speed or two, what a card did not do this turn, a weight at most, a stat compared with a card's, battle and group
membership; a mixin of :mod:`.transform_selectors`."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_relatives import RelativesTransformer

_COMPARED = {
    "lower": "lower",
    "less": "lower",
    "higher": "higher",
    "greater": "higher",
    "more": "higher",
    "equal": "equal",
    "the same": "equal",
}


_OPTIONS = frozenset({"Jump", "ECM", "Anti-Missile", "NARC", "C3", "Missile", "Overheat", "Alpha Strike", "VTOL"})


def _option(parts: tuple[Token | None, ...]) -> str:
    """The Unit option named among a clause's words (grammar/selectors.lark, OPTION_NAME)."""
    return next(str(p) for p in parts if p is not None and str(p) in _OPTIONS)


@v_args(inline=True)
class MoreRelativesTransformer(RelativesTransformer):
    """(issue 18 item 3 f): more relative clauses (``grammar/selectors.lark``, its last block)."""

    def that_is_speed(self, *parts: Any) -> dict[str, Any]:
        speeds = [str(p) for p in parts if str(p) in ("slow", "moderate", "fast")]
        if len(speeds) == 1:
            return {"speed": speeds[0]}
        return {"speeds": list(dict.fromkeys(speeds))}

    def not_this_turn(self, *parts: Any) -> dict[str, Any]:
        done = [p for p in parts if isinstance(p, str) and not isinstance(p, Token)]
        return {"not_this_turn": list(dict.fromkeys(done))}

    def did_attack(self) -> str:
        return "attacked"

    def did_block(self) -> str:
        return "blocked"

    def was_not_blocked(self, *_parts: Token) -> dict[str, Any]:
        return {"not_this_turn": ["was_blocked"]}

    def was_not_damaged(self, *_parts: Token) -> dict[str, Any]:
        return {"not_this_turn": ["damaged"]}

    def lacks_option(self, *parts: Token | None) -> dict[str, Any]:
        return {"without_option": _option(parts)}

    def has_option(self, *parts: Token | None) -> dict[str, Any]:
        return {"with_option": _option(parts)}

    def in_group_with_piloted(self, *_parts: Token) -> dict[str, Any]:
        return {"in_group_with": "piloted_unit"}

    def relative_b7(self, relative: dict[str, Any]) -> dict[str, Any]:
        return relative

    def you_control_more(self, quantifier: tuple[str, int | None], *words: Any) -> Any:
        """ "each Unit you control that is fast": the cards of "you control" with the relatives after it."""
        return self._with(quantifier, words, "you")

    def max_tons(self, *parts: Token) -> dict[str, Any]:
        return {"max_tons": int(next(p for p in parts if p.type == "INT"))}

    def max_tons_first(self, _at_most: Token, tons: Token) -> dict[str, Any]:
        return {"max_tons": int(tons)}

    def stat_compared(self, words: Token, member: str) -> dict[str, Any]:
        text = str(words)[len("with ") :]
        for stat in ("attack", "armor", "structure"):
            if f" {stat}" in f" {text}":
                relation = text.split(stat)[0].strip()
                break
        else:  # the terminal names one of the three
            raise ValueError(f"no stat in {text!r}")
        parts = [_COMPARED[w.strip()] for w in relation.replace(" or ", "|").split("|")]
        if len(parts) == 2 and "equal" in parts:
            compared = "equal_or_" + next(p for p in parts if p != "equal")
        elif len(parts) == 1:
            compared = parts[0]
        else:
            raise ValueError(f"no comparison in {relation!r}")
        return {"compared_stat": stat, "compared": compared, "compared_with": member}

    def in_own_group(self, _words: Token) -> dict[str, Any]:
        return {"in_group_with": "this"}

    def not_engaged(self, *_parts: Any) -> dict[str, Any]:
        return {"excluding": ["in_battle"]}

    def not_in_any_battle(self, *_parts: Any) -> dict[str, Any]:
        return {"excluding": ["in_battle"]}

    def with_pilot(self, *_parts: Any) -> dict[str, Any]:
        return {"states": ["piloted"]}

    def in_your_patrol(self, _region: Token) -> dict[str, Any]:
        return {"states": ["patrolling"], "owner": "you"}

    def in_opponents_patrol(self, _opponents: Token, _region: Token) -> dict[str, Any]:
        return {"states": ["patrolling"], "owner": "opponent"}
