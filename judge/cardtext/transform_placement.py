"""An option or keyword a card "has" (``has_ability``: "The enhanced Unit has ECM"), and an Enhancement's
placement and what it gives the card it is on, said in one sentence (``grammar/cardtext.lark``, ``played_on_then``):
"Play on a Vehicle: it gains VTOL", "Play only on one of your sites; that site gets +2 armor". Rulebook p.12:
Enhancements are played on the cards they affect; the sentence reads as the placement and the effects printed as two
sentences ("Play on a Vehicle. It gains VTOL.")"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from judge.cardtext.transform_helpers import resolve_for
from judge.dsl import models as m


@v_args(inline=True)
class PlacementMixin(Transformer[Token, Any]):
    """``played_on_then``: the placement, then the effects as their own sentence."""

    card_type: str | None

    def played_on_then(self, restriction: Any, effects: list[Any]) -> list[Any]:
        if not isinstance(restriction, m.PlayRestriction):
            raise ValueError("only a card's placement opens an effect with a colon or a semicolon")
        return [restriction, resolve_for(self.card_type, effects)]

    def has_ability(self, target: Any, ability: Any) -> m.GainAbility:
        """Rulebook p.31 (Unit options) and p.12: an option or keyword the card "has", as the one it "gains"."""
        return m.GainAbility(target=target, ability=ability)
