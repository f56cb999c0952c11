"""(issue 18): selectors by Unit kind and by place (``grammar/selectors.lark``): a Unit
option as an adjective ("each VTOL Unit", "VTOL Units get ...": the cards with it, 002 Unit Options/VTOL; rulebook
p.31, Unit options), bare plurals with a relative clause ("Units with Jump", "'Mechs in your Patrol region", "Units
guarding a site"), read as the selectors of the same meaning the pool's wordings give."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from judge.cardtext.transform_selectors_core import SelectorsCoreTransformer, noun_of
from judge.dsl import models as m


@v_args(inline=True)
class KindsPlacesTransformer(SelectorsCoreTransformer):
    """The callbacks of the selector rules by kind and place."""

    def option_adjective(self, word: Token) -> dict[str, Any]:
        return {"with_option": str(word)}

    def bare_option_plural(self, option: Token, *words: Any) -> m.Selector:
        # "VTOL Units get ...": every card of the kind with the option
        return self._bare(({"with_option": str(option)}, *words))

    def bare_plural_relative(self, *words: Any) -> m.Selector:
        # "Units with Jump", "'Mechs in your Patrol region", "Vehicles an opponent controls": every such card
        return self._bare(words)

    def _bare(self, words: tuple[Any, ...]) -> m.Selector:
        words = tuple(w for w in words if w is not None)
        noun = next(w for w in reversed(words) if isinstance(w, Token) and not w.type.endswith("OPPONENT_CONTROLS"))
        if not str(noun).endswith("s"):
            raise ValueError(f"{noun} with no quantifier names no card")
        described = tuple(
            noun_of(w) if w is noun else w
            for w in words
            if not (isinstance(w, Token) and w.type.endswith("OPPONENT_CONTROLS"))
        )
        owner = (
            "opponent" if any(isinstance(w, Token) and w.type.endswith("OPPONENT_CONTROLS") for w in words) else "any"
        )
        return self._with(("all", None), described, owner)

    def guarding_a_site(self, _words: Token) -> dict[str, Any]:
        # every guarding Unit guards a site (rulebook p.33: "Units can only guard sites, not other Units")
        return {"states": ["guarding"]}

    def yours_relative(self, _your: Token, *words: Any) -> m.Selector:
        # "your 'Mechs with Jump": all of them, as "your 'Mechs" are
        return self._bare(words).model_copy(update={"owner": "you"})

    def you_control_option(self, quantifier: tuple[str, int | None], *words: Any) -> m.Selector:
        # "each Unit you control with Jump": "each Unit with Jump you control"
        return self._with(quantifier, words, "you")

    def bare_non_plural(self, non: Token, *words: Any) -> m.Selector:
        # "Non-'Mech Units you control": every Unit of theirs that is no 'Mech
        return self._bare((self.non_adjective(non), *words))

    def bare_plural_subject(self, words: Token) -> m.Selector:
        # "Vehicles get ...", "... by Battle Armor.": every card of the kind
        return m.Selector(quantifier="all", noun=noun_of(Token("UNIT", str(words).removesuffix(" Units"))))

    def opponent_has_under_construction(self, _words: Token) -> dict[str, Any]:
        return {"states": ["under_construction"], "owner": "opponent"}
