"""Effects that last or wait in plain English (durations.lark, :mod:`judge.dsl.durations`): "until the end of the
turn", "at the beginning of your next turn"."""

from __future__ import annotations

from judge.cardtext.render_effects import _effects
from judge.dsl import models as m


def effect_text(effect: m.Effect) -> str | None:
    """The English of an effect of :mod:`judge.dsl.durations`; ``None`` for a form it has none for."""
    match effect:
        case m.AtTheEnd(of="battle", effects=[single]):
            return f"{_effects([single], capital=False)} at the end of the battle"
        case m.AtTheEnd(of=of, effects=effects):
            return f"at the end of the {of}, {_effects(effects, capital=False)}"
        case m.AtTheBeginning(whose=whose, of=of, effects=effects, next=next_one):
            moment = {"turn": "turn", "draw_phase": "Draw phase", "deploy_phase": "Deploy phase"}[of]
            when = f"{'your' if whose == 'you' else 'his or her'} {'next ' if next_one else ''}{moment}"
            return f"{_effects(effects, capital=False)} at the beginning of {when}"
        case m.Lasting(until="their_next_turn", effects=effects):
            return f"during his or her next turn, {_effects(effects, capital=False)}"
        case m.Lasting(until=until, effects=[_] as effects) if not isinstance(effects[0], m.May):
            return f"{_effects(effects, capital=False)} {_UNTIL[until]}"
        case m.Lasting(until=until, effects=effects):
            return f"{_UNTIL[until]}, {_effects(effects, capital=False)}"
    return None


_UNTIL = {
    "end_of_turn": "until the end of the turn",
    "your_next_turn": "until your next turn",
    "end_of_mission": "until the end of the mission",
    "end_of_game": "until the end of the game",
    "you_deploy": "until you deploy a card",
    "end_of_your_turn": "until the end of your turn",
    "their_next_turn": "during his or her next turn",
    "end_of_battle": "until the end of the battle",
}
