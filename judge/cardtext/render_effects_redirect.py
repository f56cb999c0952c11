"""So much damage redirected in plain English (:mod:`judge.dsl.effects_redirect`): "redirect up to 2 damage dealt to
one Unit to this card"."""

from __future__ import annotations

from judge.cardtext.render_selectors import _target
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.effects_redirect`; ``None`` for a form it has none for."""
    match effect:
        case m.RedirectSomeDamage(source=source, to=to, amount=amount, up_to=up_to):
            most = "up to " if up_to else ""
            return f"redirect {most}{amount} damage dealt to {_target(source)} to {_target(to)}"
    return None
