"""No silent drop, enforced (issue 17): the table of ``judge/bttcg/executes.py`` maps every node kind of the card
DSL to the functions executing it or to what is missing, the engine's refusals come from it, and the card text a step
of the engine used to pass over in silence is now refused: "not answered by this version: <card>: <sentence>"
(exit 2), never answered as if the card said nothing (rulebook p.9: cards make exceptions to the rules)."""

from __future__ import annotations

import importlib
import typing
from pathlib import Path
from typing import Any

import pydantic
import pytest
import yaml
from pydantic import BaseModel

from judge.bttcg import executes, refusals
from judge.bttcg.interpret import effect_problem
from judge.bttcg.interpret_targets import target_problem
from judge.bttcg.play_restrictions import condition_problem
from judge.cards.cost import parse_cost
from judge.cli import main
from judge.dsl import models as m
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.bttcg_helpers import answer

# --- the table covers the DSL ---------------------------------------------------------------------------------


def _walk_models() -> dict[str, set[str]]:
    """Every node model reachable from a card's abilities, found by walking the pydantic field annotations (not the
    table's own listing): kinds of effects, conditions, targets, costs and abilities, by the union they belong to."""
    unions = {
        "effect": m.Effect,
        "condition": m.Condition,
        "target": m.Target,
        "cost": m.AbilityCost,
        "ability": m.Ability,
    }
    members: dict[type, str] = {}
    for family, alias in unions.items():
        value = getattr(alias, "__value__", alias)
        for model in typing.get_args(typing.get_args(value)[0]):
            members[model] = family
    found: dict[str, set[str]] = {family: set() for family in unions}
    seen: set[type] = set()
    todo: list[Any] = [m.AbilityList]
    while todo:
        annotation = todo.pop()
        annotation = getattr(annotation, "__value__", annotation)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            if annotation in seen:
                continue
            seen.add(annotation)
            if annotation in members:
                found[members[annotation]].add(str(annotation.model_fields["kind"].default))
            todo += [f.annotation for f in annotation.model_fields.values()]
            todo += [a for f in annotation.model_fields.values() for a in typing.get_args(f.annotation)]
        else:
            todo += list(typing.get_args(annotation))
    return found


def test_every_dsl_node_kind_has_an_executor_or_a_refusal_issue17() -> None:
    """issue 17, item 1: a test walks every node kind of the DSL and fails for a kind with neither an executor nor
    an explicit refusal (what is missing)."""
    walked = _walk_models()
    table = executes.table()
    for family, kinds in walked.items():
        assert kinds, family
        assert kinds <= set(table[family]), (family, kinds - set(table[family]))
    for family, kinds in executes.kinds_of_dsl().items():
        assert set(table[family]) == set(kinds), family
    neither = [(f, k) for f, entries in table.items() for k, e in entries.items() if not e.executors and not e.missing]
    assert not neither
    # the literal kinds too: every trigger, duration, "until", amount, keyword and selector refinement
    assert set(table["trigger"]) == set(typing.get_args(m.Trigger))
    assert set(table["duration"]) == set(typing.get_args(m.Duration))
    assert set(table["until"]) == set(typing.get_args(m.Until))
    assert set(table["amount"]) == set(typing.get_args(m.Quantity.model_fields["of"].annotation))
    assert set(table["selector"]) == set(m.Selector.model_fields) - {"kind"}


def _resolve(dotted: str) -> object:
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            found = getattr(found, name)
        return found
    raise AssertionError(dotted)


def test_every_executor_the_table_names_exists_issue17() -> None:
    """The executors are real functions (a renamed function makes the table lie: this fails)."""
    named = {x for entries in executes.table().values() for e in entries.values() for x in e.executors}
    assert named
    assert all(callable(_resolve(x)) for x in named)


def test_refused_kinds_are_what_the_interpreter_refuses_issue17() -> None:
    """One source of truth: every effect, condition and target kind the table says no function executes is refused
    by the interpreter with the table's words (``effect_problem``/``condition_problem``/``target_problem`` fall
    back on it); and every kind the table says the battle executes is not refused as a kind."""
    table = executes.table()
    value = getattr(m.Effect, "__value__", m.Effect)
    for model in typing.get_args(typing.get_args(value)[0]):
        kind = model.model_fields["kind"].default
        refused = not table["effect"][kind].executors
        try:
            problem = effect_problem(model.model_construct())
        except AttributeError:  # a kind effect_problem inspects further: it has a branch of its own
            problem = None
        if refused:
            assert problem == executes.refusal("effect", kind), kind
        else:
            assert problem != executes.refusal("effect", kind) or table["effect"][kind].missing, kind
    for model in typing.get_args(typing.get_args(m.Condition)[0]):
        kind = model.model_fields["kind"].default
        if not table["condition"][kind].executors:
            assert condition_problem(model.model_construct()) == executes.refusal("condition", kind)
    for model in typing.get_args(typing.get_args(m.Target)[0]):
        kind = model.model_fields["kind"].default
        if not table["target"][kind].executors:
            assert target_problem(model.model_construct()) == executes.refusal("target", kind)


def test_the_refusal_names_what_is_missing_issue17() -> None:
    assert "patrol" in executes.refusal("effect", "patrol_at_once")
    assert executes.refusal("trigger", "you_play_card") == "abilities when a player plays a card"
    assert executes.refusal("trigger", "phase_end") == "abilities at the end of a phase but for a card scrapping itself"
    assert executes.executed("effect", "deal_damage") and executes.executed("effect", "patrol_at_once")
    union = typing.get_args(m.Effect.__value__)[0]
    effects = {model.model_fields["kind"].default: model for model in typing.get_args(union)}

    def plain(kind: str) -> m.Effect | None:
        try:
            return effects[kind]()  # type: ignore[no-any-return]
        except pydantic.ValidationError:
            return None

    kind, node = next(  # an effect the engine refuses today that needs no field
        (k, n) for k in sorted(effects) if not executes.executed("effect", k) and (n := plain(k)) is not None
    )
    assert refusals.node_refusals(m.Static(effects=[node])) == [executes.refusal("effect", kind)]
    assert refusals.node_refusals(m.Static(effects=[m.PatrolAtOnce(when="activated")])) == []


# --- silent drops now refused ---------------------------------------------------------------------------------


def scenario(cards: dict[str, Any], actions: list[dict[str, Any]], phase: str = "deploy", **more: Any) -> str:
    data: dict[str, Any] = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"], "stockpile": 20}, "Melissa": {"assets": [], "stockpile": 20}},
        "phase": phase,
        "cards": cards,
        "actions": actions,
        **more,
    }
    return yaml.safe_dump(data, sort_keys=False)


def command(text: str, **state: Any) -> dict[str, Any]:
    return {"owner": "Brian", "command": {"name": "Foo", "text": text, "cost": "1"}, "zone": "command_post", **state}


def refused(text: str, pool: CardPool | None = None) -> str:
    with pytest.raises(ScenarioError, match="not answered by this version") as caught:
        answer(text, pool)
    return str(caught.value)


END_OF_DEPLOY_DAMAGE = "At the end of your Deploy phase, deal 1 damage to each opposing Stockpile."


def test_end_of_phase_trigger_is_refused_not_skipped_issue17() -> None:
    """Before: "At the end of your Deploy phase, scrap this card." never happened (the card stayed in play, answered
    legal); it is executed now (tests/test_bttcg_turn_fired.py), and an effect at the end of a phase the turn does
    not run is refused when the phase ends, naming the card and its sentence."""
    text = scenario(
        {"foo": command(END_OF_DEPLOY_DAMAGE)},
        [{"by": "Brian", "phase": "missions"}],
    )
    message = refused(text)
    assert "Foo: At the end of your Deploy phase" in message and "at the end of a phase other than" in message
    ok = scenario({"foo": command("At the end of your Missions phase, scrap this card.")}, [])
    assert answer(ok)["legal"]  # the Deploy phase is not left: nothing was skipped


def test_deploy_trigger_is_refused_issue17() -> None:
    """Steiner High Command's kind of trigger ("Whenever you deploy a Subterfuge card, ...") never fired; it runs
    now (tests/test_bttcg_turn_fired.py), and an effect the turn does not run is refused when it fires."""
    text = scenario(
        {
            "foo": command("Whenever you deploy a Subterfuge card, deal 1 damage to each opposing Stockpile."),
            "bar": {
                "owner": "Brian",
                "command": {"name": "Bar", "cost": "1", "keywords": ["Subterfuge"]},
                "zone": "hand",
            },
            "baz": {"owner": "Brian", "command": {"name": "Baz", "cost": "1"}, "zone": "hand"},
        },
        [{"by": "Brian", "deploy": "bar"}],
    )
    assert "Foo: Whenever you deploy" in refused(text)
    other = text.replace("deploy: bar", "deploy: baz") if "deploy: bar" in text else text.replace('"bar"}]', '"baz"}]')
    assert other != text and answer(other)["legal"]  # a card the trigger does not watch: nothing fires


def test_scrapped_when_revealed_card_does_not_lose_its_other_text_issue17() -> None:
    """A card scrapped as it is revealed (rulebook p.24) whose other sentence deals damage (Tactical Nuke's kind):
    the damage was never dealt; it is dealt now (rulebook p.29: Stockpile damage scraps a card per point)."""
    card = command(
        "Scrap this card when it is revealed.\nDeal 3 damage to each opposing Stockpile.", zone="construction"
    )
    card["counters"] = 1
    outcome = answer(scenario({"foo": card}, [{"by": "Brian", "activate": "foo"}]))["outcomes"][0]
    assert outcome["cards"]["foo"]["zone"] == "scrapheap"
    assert outcome["stockpiles"]["Melissa"] == 20 - 3


def test_crusader_faction_end_of_missions_phase_is_refused_without_the_phase_seen(full_pool: CardPool) -> None:
    """The pool's Crusader Faction: its end-of-Missions-phase scrap never happened; it is executed now
    (tests/test_bttcg_turn_fired.py), and refused when the engine did not see the Missions phase begin (a scenario
    without ``phase`` starts in it: which 'Mechs could have attacked is not known)."""
    cards = {"crusader": {"owner": "Brian", "card": "Crusader Faction", "zone": "command_post"}}
    data = yaml.safe_load(scenario(cards, [{"by": "Brian", "phase": "end"}]))
    del data["phase"]
    text = yaml.safe_dump(data, sort_keys=False)
    assert "Crusader Faction: At the end of your Missions phase" in refused(text, full_pool)


def test_unit_outside_the_battle_with_a_battle_trigger_is_refused_rulebook_p26() -> None:
    """rulebook p.26: Units outside the battle cannot affect it, but "Whenever a 'Mech you control is scrapped" on
    a Unit in play outside the battle fires on the battle's scrapping all the same: it was passed over, refused now."""
    cards = {
        "watcher": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 3, "name": "Watcher"},
            "zone": "patrol",
        },
        "raider": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "fast", "attack": 3, "armor": 0, "structure": 4, "name": "Raider"},
        },
    }
    cards["watcher"]["unit"]["text"] = "Whenever a 'Mech you control is scrapped, draw a card."
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"}
    text = yaml.safe_dump(
        {
            "game": "bttcg",
            "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": []}},
            "cards": cards,
            "mission": mission,
        }
    )
    assert "Watcher: Whenever a 'Mech you control is scrapped" in refused(text)


def test_refused_scenario_exits_2_saying_not_answered(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """command-line.md: a scenario the engine does not answer exits 2, "not answered by this version: <card>:
    <sentence>"."""
    path = tmp_path / "s.yaml"
    path.write_text(
        scenario({"foo": command(END_OF_DEPLOY_DAMAGE)}, [{"by": "Brian", "phase": "end"}]),
        encoding="utf-8",
    )
    assert main(["simulate", str(path)]) == 2
    assert "not answered by this version: Foo: At the end of your Deploy phase" in capsys.readouterr().err


def test_mission_card_ability_other_than_its_effects_is_refused_rulebook_p32() -> None:
    """rulebook p.32: a Mission card played in battle does what its text says; an ability of it other than its
    effects and play restrictions (a trigger) was passed over; refused now."""
    cards = {
        "raider": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "fast", "attack": 3, "armor": 0, "structure": 4, "name": "Raider"},
        },
        "wall": {
            "owner": "Melissa",
            "unit": {"type": "mech", "speed": "fast", "attack": 1, "armor": 0, "structure": 4, "name": "Wall"},
        },
        "ploy": {
            "owner": "Brian",
            "mission": {"name": "Ploy", "text": "Whenever a 'Mech you control is scrapped, draw a card."},
            "zone": "hand",
        },
    }
    mission = {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile", "blockers": ["wall"]}
    text = yaml.safe_dump(
        {
            "game": "bttcg",
            "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": []}},
            "cards": cards,
            "mission": mission,
            "actions": [{"by": "Brian", "play": "ploy"}],
        }
    )
    assert "Ploy: Whenever a 'Mech you control is scrapped" in refused(text)


def test_play_restriction_of_an_enhancement_is_checked_when_activated_rulebook_p9() -> None:
    """rulebook p.9 (cards make exceptions to the rules): "Play only on a 'Mech." was not checked when the
    Enhancement was activated: put on a Vehicle, the answer was legal; now a violation (judge.bttcg.attach)."""
    cards = {
        "kit": {
            "owner": "Brian",
            "command": {"name": "Kit", "keywords": ["Enhancement"], "cost": "1", "text": "Play Kit only on a 'Mech."},
            "zone": "construction",
            "counters": 1,
        },
        "tank": {
            "owner": "Brian",
            "unit": {"type": "vehicle", "speed": "slow", "attack": 2, "armor": 0, "structure": 4, "name": "Tank"},
        },
    }
    answered = answer(scenario(cards, [{"by": "Brian", "activate": "kit", "on": "tank"}]))
    assert not answered["legal"]
    assert any("Kit" in v["message"] and "Tank" in v["message"] for v in answered["violations"]), answered
    cards["mech"] = {**cards["tank"], "unit": {**cards["tank"]["unit"], "type": "mech", "name": "Mech"}}
    assert answer(scenario(cards, [{"by": "Brian", "activate": "kit", "on": "mech"}]))["legal"]


def test_mechchess_note_kinds_are_all_acted_on_by_its_engine() -> None:
    """Coverage reports Mech chess notes executed once read (judge/cardtext/coverage.py: MECHCHESS_EXECUTED): every
    kind of note node the DSL has is in that set, and the engine's source acts on each (``d.<Model>`` in its engine
    or its scenario runner)."""
    import inspect

    from judge.cardtext.coverage import MECHCHESS_EXECUTED
    from judge.dsl import mechchess as d
    from judge.mechchess import engine, scenario

    models = {
        str(t.model_fields["kind"].default): t.__name__
        for t in vars(d).values()
        if isinstance(t, type) and issubclass(t, BaseModel) and "kind" in getattr(t, "model_fields", {})
    }
    models = {k: v for k, v in models.items() if k not in ("card_note",)}
    assert set(models) == MECHCHESS_EXECUTED
    source = inspect.getsource(engine) + inspect.getsource(scenario)
    assert all(f"d.{name}" in source for name in models.values()), models


def test_continuous_ability_of_a_phase_is_refused_when_the_phase_begins_issue17() -> None:
    """A card in play whose continuous ability acts during a phase ("During your Deploy phase, deal 1 damage to each
    opposing Stockpile.", Time Bomb's kind) went by unexecuted as the phase began; refused now. In the opponent's
    turn the card's "your" phase does not come, and nothing is refused."""
    card = command("During your Deploy phase, deal 1 damage to each opposing Stockpile.")
    assert "Foo: Deal 1 damage to each opposing Stockpile" in refused(scenario({"foo": card}, []))
    theirs = {**card, "owner": "Melissa"}
    assert answer(scenario({"foo": theirs}, []))["legal"]


def test_card_on_a_unit_outside_the_battle_with_a_battle_trigger_is_refused_rulebook_p26() -> None:
    """An Enhancement on a Unit outside the battle ("Whenever a 'Mech you control is scrapped, draw a card.") was
    passed over as the battle scrapped a 'Mech; refused now."""
    cards = {
        "watcher": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "slow", "attack": 1, "armor": 0, "structure": 3, "name": "Watcher"},
        },
        "kit": {
            "owner": "Brian",
            "command": {
                "name": "Kit",
                "keywords": ["Enhancement"],
                "text": "Whenever a 'Mech you control is scrapped, draw a card.",
            },
            "on": "watcher",
        },
        "raider": {
            "owner": "Brian",
            "unit": {"type": "mech", "speed": "fast", "attack": 3, "armor": 0, "structure": 4, "name": "Raider"},
        },
    }
    text = yaml.safe_dump(
        {
            "game": "bttcg",
            "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": []}},
            "cards": cards,
            "mission": {"attacker": "Brian", "group": ["raider"], "target": "Melissa.stockpile"},
        }
    )
    assert "Kit: Whenever a 'Mech you control is scrapped" in refused(text)


def _position_with(trigger: str, zone: str = "command_post", on: str | None = None) -> Any:
    """Brian's card in play whose one ability is triggered by ``trigger`` ("... draw a card"), a 'Mech of his, and
    a card in his hand."""
    from judge.bttcg.faces import CardFace
    from judge.bttcg.state import CardState, Position

    ability = m.Triggered(trigger=trigger, effects=[m.Draw()])  # type: ignore[arg-type]
    keywords = frozenset({"Pilot"}) if on else frozenset()
    faces = {
        "card": CardFace(name="Foo", kind="command", keywords=keywords, abilities=(ability,)),
        "mech": CardFace(name="Mech", kind="unit", unit_type="mech", speed="fast", attack=2, structure=4),
        "new": CardFace(name="New", kind="command"),
    }
    cards = {"card": CardState(zone, on=on), "mech": CardState("patrol"), "new": CardState("hand")}
    owners = dict.fromkeys(faces, "Brian")
    return Position(
        ("Brian", "Melissa"),
        {"Brian": frozenset(), "Melissa": frozenset()},
        {"Brian": 9, "Melissa": 9},
        faces,
        owners,
        cards,
    )


@pytest.mark.parametrize("trigger", [t for t in typing.get_args(m.Trigger) if not executes.executed("trigger", t)])
def test_every_trigger_without_an_executor_is_refused_where_it_would_fire_issue17(trigger: str) -> None:
    """Zero silent drops for triggers: each trigger no function fires is refused at the moment it would fire (the
    turn's phases, a deployment, an activation, the battle for a card in it or outside it); only "when the last
    counter is removed" has no such moment, as nothing removes counters yet (the effects that do are refused)."""
    from judge.bttcg.deploy import activate, deploy
    from judge.bttcg.state import Battle, Fighter, UnsupportedError
    from judge.bttcg.stats import check_bystanders, check_supported
    from judge.bttcg.turn import Turn, TurnRunner

    if trigger == "last_counter_removed":
        assert "no effect removes counters" in executes.refusal("trigger", trigger)
        return

    def refused_by(run: Any) -> bool:
        try:
            run()
        except UnsupportedError as exc:
            assert str(exc).startswith("Foo"), exc  # the card named
            return True
        return False

    def turn(phase: Any, then: Any = None) -> bool:
        pos = _position_with(trigger)
        runner = TurnRunner(pos, Turn("Brian"))
        return refused_by(lambda: (runner.enter(phase), then and then(runner)))

    def battle(card_zone: str, on: str | None = None) -> bool:
        pos = _position_with(trigger, card_zone, on)
        fight = Battle("Brian", "Melissa", ["mech"], [], "Melissa.stockpile", False)
        fight.fighters["mech"] = Fighter("mech", "Brian", False)
        return refused_by(
            lambda: (
                check_supported(pos, "mech"),
                check_bystanders(pos, fight),
                refusals.refuse_battle_triggers(pos, ["mech"]),
            )
        )

    def activating() -> bool:
        pos = _position_with(trigger, "construction")
        pos.cards["card"].counters = 5
        runner = TurnRunner(pos, Turn("Brian", costs={"card": parse_cost("1")}))
        return refused_by(lambda: (runner.enter("deploy"), activate(runner, None, "Brian", "card")))

    moments = [
        turn("end"),
        turn("deploy", lambda r: deploy(r, None, "Brian", "new")),
        activating(),
        battle("command_post"),
        battle("command_post", on="mech"),
    ]
    assert any(moments), trigger
