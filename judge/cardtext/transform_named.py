"""The abilities a card prints under a name of its own (``grammar/cardtext.lark``, ``named_option``):
a Unit option the rulebook does not list ("Targeting Computer: +1 attack", "Jump Jets (+1 initiative)",
"Targeting Computer (-1 initiative: +2 attack)").

Rulebook p.31, Using Unit Options and Abilities: "Option names are printed in bold on the card ... All other options
are described on the cards themselves", used "during missions", at the player's choice, and "You can't use a given
Unit's options more than once in each mission". So a Unit's named ability whose effect is always on when read alone
(a static effect) is an ability its controller uses during a mission: ``Static(used=True)`` with the timing
``During(mission)`` (rulebook p.27: "Each ability can be used only once each battle"). A named ability that has its own
cost or trigger ("Searchlight: {T}: ...", "Death From Above: When ~ attacks, ...") is that ability, its name a label;
on a Pilot, Enhancement or Mission the name is a label of the ability its sentence reads as.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any, get_args

from lark import Token, Transformer, v_args

from judge.dsl import models as m
from judge.dsl.keywords import KeywordName

_OPTION_NAMES = ("Alpha Strike", "Overheat", "Missile", "Jump")
_RULEBOOK_NAMES = (*_OPTION_NAMES, *(name for name in get_args(KeywordName) if isinstance(name, str)))
"""The names of the rulebook's options (p.31), keywords and assets (glossary): a name printed close to one of them is
that one misspelled, never a new option."""


def _folded(name: str) -> str:
    return name.casefold().replace("-", "").replace(" ", "")


_FOLDED = {_folded(name): name for name in _RULEBOOK_NAMES}


def _not_misspelled(name: Token) -> None:
    # compared without case, hyphens or spaces ("Ecm", "Anti Missile", "Narcc"), so that a rulebook name
    # printed another way is reported as that name, never read as an ability of the card's own
    close = difflib.get_close_matches(_folded(str(name)), list(_FOLDED), n=1, cutoff=0.75)
    if close and _FOLDED[close[0]] != str(name):
        raise ValueError(f"{str(name)!r} is not an option: did you mean the rulebook's {_FOLDED[close[0]]}?")


def _stat(change: Any) -> tuple[str, int]:
    stat, amount = change
    return str(stat), int(amount)


def _labelled(ability: Any, label: str) -> Any:
    """The ability with the name printed before it kept as its label (shown, never a rule)."""
    if isinstance(ability, m.Static | m.Activated | m.Triggered | m.Resolve):
        return ability.model_copy(update={"label": label})
    return ability


@v_args(inline=True)
class NamedOptionsMixin(Transformer[Token, Any]):
    """``named_option``, ``named_option_bonus``, ``named_option_cost``: a named ability, used as a Unit option."""

    card_type: str | None

    if TYPE_CHECKING:

        def pilot_bonus(self, label: Token | None, *changes: tuple[str, int] | None) -> m.Static | m.Resolve: ...

    def _as_option(self, ability: Any) -> Any:
        """The ability a Unit's named sentence reads as, used as a Unit option (rulebook p.31): a static ability
        becomes one used during a mission, once; any other ability (activated, triggered, a keyword) is itself."""
        if self.card_type != "Unit" or not isinstance(ability, m.Static) or ability.used:
            return ability
        during = [c for c in ability.conditions if isinstance(c, m.During)]
        conditions = ability.conditions if during else [*ability.conditions, m.During(whose="any", mission=True)]
        return ability.model_copy(update={"used": True, "conditions": conditions})

    def named_option(self, name: Token, *rest: Any) -> Any:
        # "Name: sentence", "Name - sentence", "Name (sentence)", "Name 2 (sentence)": the sentence last
        _not_misspelled(name)
        number = [str(t) for t in rest[:-1] if isinstance(t, Token) and t.type.endswith("NAME_NUMBER")]
        return _labelled(self._as_option(rest[-1]), " ".join([str(name), *number]))

    def named_option_bonus(self, name: Token, *changes: Any) -> Any:
        _not_misspelled(name)
        found = [c for c in changes if c is not None and not isinstance(c, Token)]
        if self.card_type == "Unit":
            effects = [m.ModifyStat(target=m.This(), stat=s, amount=a) for s, a in map(_stat, found)]
            return _labelled(self._as_option(m.Static(effects=effects)), str(name))
        return _labelled(self.pilot_bonus(None, *found), str(name))

    def named_option_cost(self, name: Token, *changes: Any) -> Any:
        # "(-1 initiative: +2 attack)": the cost and the gain both change the Unit's stats while the option is used
        # (rulebook p.31, Jump: "-1 attack: +1 initiative")
        return self.named_option_bonus(name, *changes)
