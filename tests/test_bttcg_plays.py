"""Play restrictions, reveals, "when a Unit uses an option" and redirects (issue 17): one scenario test per kind,
named after it and citing its source, with invented inline cards (the pool's wordings in our own words)."""

from __future__ import annotations

import pytest

from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import battle, only, unit
from tests.test_bttcg_attach import pilot

SITE = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}

# --- "Whenever that 'Mech uses <option>" (uses_option) --------------------------------------------------------------

OVERHEAT_ACE = (
    "'Mech piloted by Ace does not receive Overheat damage. Whenever that 'Mech uses Overheat, it gets +2 attack."
)
STRIKE_ACE = (
    "Using Alpha Strike does not deplete 'Mech piloted by Ace. Whenever that 'Mech uses Alpha Strike, it gets +2 "
    "attack."
)


def test_uses_option_overheat_that_mech_rulebook_p31() -> None:
    """uses_option (Redline Pilot's MechWarrior wording, two sentences): "that 'Mech" is the 'Mech piloted by the
    card. Overheat 2: +3 attack (rulebook p.31) and +2 more: 3 + 3 + 2 = 8 to the Stockpile; no Overheat damage."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=5, text="Overheat 2: +3 attack"),
        "ace": pilot("Brian", "raider", OVERHEAT_ACE),
    }
    actions = [
        {"by": "Brian", "use": "Overheat", "unit": "raider"},
        {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}},
    ]
    result = battle(cards, SITE, actions)
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 22 and outcome["cards"]["raider"]["damage"] == 0
    too_much = battle(cards, SITE, [actions[0], {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 9}}])
    assert not too_much["legal"]


def test_uses_option_alpha_strike_does_not_deplete_rulebook_p31() -> None:
    """uses_option (Sharpshooter's MechWarrior wording): Alpha Strike +3 (rulebook p.31: the Unit is depleted), +2
    from the trigger, and the 'Mech stays undepleted: 3 + 3 + 2 = 8."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, text="Alpha Strike: +3 attack"),
        "ace": pilot("Brian", "raider", STRIKE_ACE),
    }
    strike = {"by": "Brian", "use": "Alpha Strike", "unit": "raider"}
    result = battle(cards, SITE, [strike, {"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 8}}])
    assert result["legal"], result["violations"]
    outcome = only(result)
    assert outcome["stockpiles"]["Melissa"] == 22 and not outcome["cards"]["raider"]["depleted"]


def test_uses_option_pilot_outside_the_battle_is_not_refused_rulebook_p26() -> None:
    """rulebook p.26: a Unit outside the battle does not affect it; its Pilot's trigger on its options never fires,
    and the battle is answered (not refused)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3),
        "idle": unit("Brian", "slow", attack=2),
        "ace": pilot("Brian", "idle", OVERHEAT_ACE),
    }
    result = battle(cards, SITE, [{"by": "Brian", "assign": "raider", "to": {"Melissa.stockpile": 3}}])
    assert result["legal"], result["violations"]
    assert only(result)["stockpiles"]["Melissa"] == 27


def test_uses_option_that_mech_with_nothing_named_before_is_refused() -> None:
    """A "Whenever that 'Mech uses Overheat" with no 'Mech named before it: which 'Mech is meant is not known, so
    the answer is refused out loud (issue 17: never a confident wrong answer)."""
    cards = {
        "raider": unit("Brian", "fast", attack=3, structure=5, text="Overheat 2: +3 attack"),
        "ace": pilot("Brian", "raider", "Whenever that 'Mech uses Overheat, it gets +2 attack."),
    }
    with pytest.raises(ScenarioError, match=r"not answered by this version: Ace: .*which 'Mech 'that 'Mech'"):
        battle(cards, SITE, [{"by": "Brian", "use": "Overheat", "unit": "raider"}])
