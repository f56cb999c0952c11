"""(issue 18 item 4): more relative clauses of the selectors (``grammar/selectors.lark``):
a bound on a stat now, no Pilot or option, cards you have under construction, a Unit's own group, "this 'Mech" as
the card compared with, "of your choice", the cards of this region; a mixin of :mod:`.transform_selectors`."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_relatives_more import MoreRelativesTransformer
from judge.cardtext.transform_selectors_core import NUMBER_WORDS, noun_of
from judge.dsl import models as m

_AT_LEAST = re.compile(r"\b(at least|no less than|more|greater|higher)\b")
_VALUE = re.compile(r"\b([0-9]+|one|two|three|four|five|six)\b")
_STAT = re.compile(r"\b(attack|armor|structure)\b")
_SIX = {"one": 1, **NUMBER_WORDS, "six": 6}


@v_args(inline=True)
class StatRelativesTransformer(MoreRelativesTransformer):
    """(issue 18 item 4): the relative clauses of ``grammar/selectors.lark``'s blocks by stats."""

    def stat_bound(self, words: Token) -> dict[str, Any]:
        text = str(words)
        stat, value = _STAT.search(text), _VALUE.search(text)
        if stat is None or value is None:  # the terminal names both
            raise ValueError(f"no stat bound in {text!r}")
        number = value.group(1)
        amount = int(number) if number.isdigit() else _SIX[number]
        at_most = "no more than" in text or "at most" in text
        bound = "at_least" if _AT_LEAST.search(text) and not at_most else "at_most"
        return {"stat_bounds": [m.StatBound(stat=stat.group(1), bound=bound, value=amount)]}

    def yours_under_construction(self) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "you"}

    def member_this_mech(self, _this: Token | None = None, _mech: Token | None = None) -> str:
        # "this 'Mech": the card itself on a 'Mech, the 'Mech it pilots on a Pilot (as the target "this 'Mech")
        return "this" if self.card_type == "Unit" else "piloted_unit"

    def of_your_choice(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        # "a Unit of your choice": one card the player picks, as "target Unit" ("two Units of your choice": two)
        q, count = quantifier
        if q in ("a", "any", "one") and count is None:
            quantifier = ("one", None)
        elif q not in ("each",) or count is None:
            raise ValueError(f"'{q} ... of your choice' is no choice of cards")
        kept = tuple(w for w in words if not (isinstance(w, Token) and w.type.endswith("OF_YOUR_CHOICE")))
        return self._with(quantifier, kept, "any")

    def this_site(self, _this: Token | None = None, _site: Token | None = None) -> m.Target:
        # "this site": a site card's own text means itself; an Enhancement's the site it is on (rulebook p.24)
        if self.card_type == "Enhancement":
            return m.Enhanced()
        if self.card_type in ("Unit", "Mission", "Pilot", "Terrain"):
            raise ValueError(f"a {self.card_type} card is no site: 'this site' names none")
        return m.This()

    def bare_in_region(self, noun: Token, _region: Token) -> m.Selector:
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        return m.Selector(quantifier="all", noun=noun_of(noun), in_enhanced_region=True)
