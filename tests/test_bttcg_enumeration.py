"""Damage resolution by independent parts (judge/bttcg/enumeration.py, issue 20): a wide distribution is answered
from one part per card receiving damage, and the answer is the one the joint enumeration gives (rulebook p.29-31:
damage resolves all at once; p.31: each missile rolled, 1-2 deal 1-2, 3 deals 3 with Munitions; CE rulings:
Vehicles roll on unprevented damage, 5-6 scraps them). The joint answer is forced by taking the parts away, listed
whole by lifting the listing limit, and compared outcome by outcome. Work is held by counting, never by timing."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from judge import budget
from judge.bttcg import damage, enumeration, missions_play
from tests.bttcg_helpers import battle, unit


def _pilot(owner: str, on: str) -> dict[str, Any]:
    return {"owner": owner, "command": {"name": "Ace", "keywords": ["Pilot"], "text": "+1 attack"}, "on": on}


def _missiles(at: dict[str, int], blockers: dict[str, Any], **more: Any) -> dict[str, Any]:
    """Brian's missile 'Mech firing ``at`` (blocker id or ``Melissa.stockpile``: missiles) at Melissa's Stockpile,
    blocked by ``blockers``."""
    total = sum(at.values())
    cards = {"lrm": unit("Brian", "fast", attack=0, text=f"Missile {total}"), **blockers}
    blocking = [c for c, spec in blockers.items() if "unit" in spec]
    mission = {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile", "blockers": blocking}
    fire = {"by": "Brian", "use": "Missile", "unit": "lrm", "at": at}
    return battle(cards, mission, [{"by": "Melissa", "pass": True}, fire], **more)


def _state_key(state: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in state.items() if k not in ("probability", "p")}, sort_keys=True)


def _joint(monkeypatch: pytest.MonkeyPatch, scenario: Any) -> dict[str, Any]:
    """The same answer by the joint enumeration, every outcome listed."""
    with monkeypatch.context() as patch:
        patch.setattr(missions_play, "factorise", lambda resolver: None)
        patch.setattr(enumeration, "MAX_LISTED_OUTCOMES", 10**9)
        patch.setattr(enumeration, "MAX_LISTED_CARD_STATES", 10**12)
        with budget.own_budget(limit=10**12):  # the baseline, however wide
            found: dict[str, Any] = scenario()
    return found


def _same_answer(by_parts: dict[str, Any], joint: dict[str, Any]) -> None:
    assert "outcomes_rest" not in joint
    exact = {
        _state_key({"cards": o["cards"], "stockpiles": o["stockpiles"], "winner": o["winner"]}): o["probability"]
        for o in joint["outcomes"]
    }
    listed = by_parts["outcomes"]
    assert len(listed) == enumeration.MAX_LISTED_OUTCOMES < len(exact)
    for outcome in listed:  # each listed outcome exists, with its exact probability
        key = _state_key({"cards": outcome["cards"], "stockpiles": outcome["stockpiles"], "winner": outcome["winner"]})
        assert exact[key] == outcome["probability"]
    likeliest = sorted((Fraction(p) for p in exact.values()), reverse=True)[: len(listed)]
    assert [Fraction(o["probability"]) for o in listed] == likeliest  # the likeliest, in order
    rest = by_parts["outcomes_rest"]
    assert rest["count"] == len(exact) - len(listed)
    assert Fraction(rest["probability"]) == 1 - sum(likeliest)
    per_card: dict[str, dict[str, Fraction]] = {}
    for outcome in joint["outcomes"]:
        for card_id, state in outcome["cards"].items():
            seen = per_card.setdefault(card_id, {})
            seen[_state_key(state)] = seen.get(_state_key(state), Fraction(0)) + Fraction(outcome["probability"])
    assert {
        card_id: {_state_key(s): Fraction(s["probability"]) for s in states}
        for card_id, states in by_parts["card_outcomes"].items()
    } == per_card
    assert by_parts["trace"] == joint["trace"] and by_parts["violations"] == joint["violations"]
    assert by_parts["initiative"] == joint["initiative"] and by_parts["legal"] == joint["legal"]


def _spy_parts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The size of each factorisation the mission play asks for (0: not independent, answered jointly)."""
    parts: list[int] = []
    real = enumeration.factorise

    def spy(resolver: damage.Resolver) -> Any:
        found = real(resolver)
        parts.append(found.size if found is not None else 0)
        return found

    monkeypatch.setattr(missions_play, "factorise", spy)
    return parts


def test_missiles_one_at_each_blocker_by_parts_equal_the_joint_enumeration_rulebook_p31(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """rulebook p.31: one missile at each of six blockers, 3^6 = 729 distinct outcomes, answered from six parts of
    three states each; the same answer as enumerating all 729 (eight blockers: tests/hostile/wide-missiles.txt)."""
    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=2) for i in range(6)}

    def scenario() -> dict[str, Any]:
        return _missiles({f"b{i}": 1 for i in range(6)}, blockers)

    applied: list[int] = []
    real = damage.Resolver.apply_one

    def counted(self: damage.Resolver, recipient: str, total: int, used: int) -> Any:
        applied.append(total)
        return real(self, recipient, total, used)

    monkeypatch.setattr(damage.Resolver, "apply_one", counted)
    by_parts = scenario()
    assert len(applied) == 6 * 2  # each blocker resolved once per total it can receive (1 or 2; 0 leaves it be)
    assert by_parts["outcomes_rest"]["count"] == 3**6 - 100
    _same_answer(by_parts, _joint(monkeypatch, scenario))


def test_vehicles_stockpile_munitions_and_pilots_by_parts_equal_the_joint_rulebook_p29_p31_ce_rulings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """rulebook p.29-31 and CE rulings (Vehicles, Pilots scrapped with their Unit, Stockpile damage, victory): two
    missiles each at a Vehicle (its roll on unprevented damage), an armored 'Mech carrying a Pilot (scrapped with
    it), a 'Mech and the Stockpile of 3 cards (the game can end), with Munitions (a 3 deals 3)."""
    blockers = {
        "tank": unit("Melissa", "fast", attack=0, structure=4, type="vehicle"),
        "heavy": unit("Melissa", "fast", attack=0, armor=1, structure=3),
        "ace": _pilot("Melissa", "heavy"),
        "light": unit("Melissa", "fast", attack=0, structure=2),
    }

    def scenario() -> dict[str, Any]:
        at = {"tank": 2, "heavy": 2, "light": 2, "Melissa.stockpile": 2}
        return _missiles(at, blockers, assets=("TM", "T"), stockpiles=(30, 3))

    parts = _spy_parts(monkeypatch)
    by_parts = scenario()
    assert parts and parts[0] > enumeration.MAX_LISTED_OUTCOMES  # answered by its parts
    assert any("tank received damage that was not prevented" in step["text"] for step in by_parts["trace"])
    ace = [s["zone"] for s in by_parts["card_outcomes"]["ace"]]
    assert len(ace) == 2 and "scrapheap" in ace  # scrapped with the 'Mech it is on, in its part
    assert any("A Stockpile ran out" in step["text"] for step in by_parts["trace"])
    _same_answer(by_parts, _joint(monkeypatch, scenario))


def test_a_narrow_distribution_is_listed_whole_as_before() -> None:
    """Up to 100 outcomes the joint enumeration answers (no summary): two missiles at two blockers, 9 outcomes."""
    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=2) for i in range(2)}
    found = _missiles({"b0": 1, "b1": 1}, blockers)
    assert len(found["outcomes"]) == 9 and "outcomes_rest" not in found


def test_fixed_dice_left_for_a_vehicles_roll_are_answered_jointly_ce_rulings(monkeypatch: pytest.MonkeyPatch) -> None:
    """CE rulings (Vehicles roll on unprevented damage): a fixed die left after the missiles goes to the first
    Vehicle that rolls, which depends on the other parts: not independent, so the joint enumeration answers."""
    called: list[bool] = []
    real = enumeration.factorise

    def spy(resolver: damage.Resolver) -> Any:
        found = real(resolver)
        called.append(found is None)
        return found

    monkeypatch.setattr(missions_play, "factorise", spy)
    blockers = {f"t{i}": unit("Melissa", "fast", attack=0, structure=9, type="vehicle") for i in range(5)}
    _missiles({f"t{i}": 1 for i in range(5)}, blockers, dice=[1, 2, 3, 4, 5, 6])
    assert called == [True]


def test_the_work_budget_refuses_a_wide_joint_enumeration_before_resolving_any_outcome(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A distribution that does not split into parts (here: forced) is refused by the work budget from its count
    of distinct states times cards, before one outcome is resolved; the message names what and the limit."""
    monkeypatch.setattr(missions_play, "factorise", lambda resolver: None)
    resolved: list[int] = []
    real = damage.Resolver._apply

    def counted(self: damage.Resolver, incoming: dict[str, int], used: int) -> Any:
        resolved.append(1)
        return real(self, incoming, used)

    monkeypatch.setattr(damage.Resolver, "_apply", counted)
    monkeypatch.setattr(damage.Resolver, "_spend", lambda self, n: resolved.append(n))
    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=40) for i in range(8)}
    from judge.scenario_input import ScenarioError

    with pytest.raises(ScenarioError) as caught:
        _missiles({f"b{i}": 1 for i in range(8)}, blockers, assets=("TM", "T"))
    message = str(caught.value)
    assert "65,536 distinct ways the dice fall, each an outcome of 9 cards" in message
    assert f"over the limit of {budget.WORK_LIMIT:,} per request" in message
    assert resolved == []


def test_the_budget_is_shared_by_the_work_of_one_request() -> None:
    """One budget per request or command: what one scenario spent counts against the next in the same budget."""
    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=2) for i in range(8)}
    with budget.work_budget() as open_budget:
        _missiles({f"b{i}": 1 for i in range(8)}, blockers)
        first = open_budget.spent
        assert first > 0
        _missiles({f"b{i}": 1 for i in range(8)}, blockers)
        assert open_budget.spent == 2 * first
    with budget.work_budget(limit=first) as small:
        _missiles({f"b{i}": 1 for i in range(8)}, blockers)
        with pytest.raises(Exception, match=f"over the limit of {first:,} per request"):
            _missiles({f"b{i}": 1 for i in range(8)}, blockers)
        assert small.spent == first


def test_a_quiz_scenario_runs_in_a_budget_of_its_own() -> None:
    """A quiz question is rebuilt alone from its id: its scenario's answer must not depend on what the request spent
    before it (judge/quiz/runner.py runs each in a budget of its own); its work is then spent from the budget open
    around it, so that a quiz stops when its request's budget is spent (judge/quiz/generate.py)."""
    from judge.pool import CardPool
    from judge.quiz.runner import Runner

    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=2) for i in range(2)}
    cards = {"lrm": unit("Brian", "fast", attack=0, text="Missile 2"), **blockers}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "cards": cards,
        "mission": {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile", "blockers": ["b0", "b1"]},
        "actions": [{"by": "Melissa", "pass": True}, {"by": "Brian", "use": "Missile", "unit": "lrm", "at": {"b0": 1}}],
    }
    pool = CardPool.load(include_saved=False, include_env=False)
    with budget.own_budget() as fresh:
        alone = Runner(pool).answer(json.dumps(doc))
    with budget.own_budget() as busy:
        busy.spent = budget.WORK_LIMIT - fresh.spent  # what the request spent before: just enough left
        found = Runner(pool).answer(json.dumps(doc))
    assert found is not None and len(found["outcomes"]) == 3
    assert found == alone  # the same answer, whatever was spent before
    assert busy.spent == budget.WORK_LIMIT  # its work is counted in the request's budget (issue 20: the quiz's)
    assert fresh.spent > budget.SCENARIO_RUN
    with budget.own_budget(limit=1), pytest.raises(budget.WorkBudgetError):  # past it: the quiz stops there
        Runner(pool).answer(json.dumps(doc))


def test_a_vehicles_unfixed_roll_is_two_states_not_six_faces_rulebook_resolving_damage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """rulebook, Resolving Damage: "Whenever one of your Vehicles receives damage that isn't prevented ... roll a
    die. On a 5 or 6, scrap that Vehicle." Three Vehicles each hit by a missile (dice fixed at 1: 1 damage each),
    their rolls unfixed, answered jointly: 2 + 4 + 8 = 14 branch steps (six faces each would take 6 + 36 + 216),
    and each Vehicle is scrapped with probability exactly 1/3, all three 1/27."""
    monkeypatch.setattr(missions_play, "factorise", lambda resolver: None)
    steps: list[int] = []
    real = damage.Resolver._spend

    def counted(self: damage.Resolver, n: int) -> None:
        steps.append(n)
        real(self, n)

    monkeypatch.setattr(damage.Resolver, "_spend", counted)
    tanks = {f"t{i}": unit("Melissa", "fast", attack=0, structure=9, type="vehicle") for i in range(3)}
    found = _missiles({f"t{i}": 1 for i in range(3)}, tanks, dice=[1, 1, 1])
    assert sum(steps) == 3 + 14  # three fixed missile dice, then the Vehicles' rolls
    zones = {o["probability"]: [o["cards"][f"t{i}"]["zone"] for i in range(3)] for o in found["outcomes"]}
    assert zones["1/27"] == ["scrapheap"] * 3
    assert zones["8/27"] == [zones["8/27"][0]] * 3 and "scrapheap" not in zones["8/27"]
    assert sum(Fraction(o["probability"]) for o in found["outcomes"]) == 1 and len(found["outcomes"]) == 8


@pytest.mark.parametrize("seed", range(12))
def test_random_wide_battles_by_parts_equal_the_joint_rulebook_p29_p31(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rulebook p.29-31 (damage, armor, Vehicles, Stockpile damage, missiles) over seeded random battles: blockers of
    each kind, armor and structure, Pilots on some, missiles spread over them and the Stockpile, Munitions or not,
    the first dice fixed or not. The listing limit is lowered to 3, so that every such battle is answered by parts;
    the answer is the joint enumeration's."""
    import random

    monkeypatch.setattr(enumeration, "MAX_LISTED_OUTCOMES", 3)
    rng = random.Random(seed)
    blockers: dict[str, Any] = {}
    at: dict[str, int] = {}
    for i in range(rng.randint(3, 5)):
        kind = rng.choice(["mech", "mech", "vehicle"])
        blockers[f"u{i}"] = unit(
            "Melissa", "fast", attack=0, armor=rng.randint(0, 2), structure=rng.randint(1, 4), type=kind
        )
        if rng.random() < 0.3:
            blockers[f"p{i}"] = _pilot("Melissa", f"u{i}")
        at[f"u{i}"] = rng.randint(1, 2)
    if rng.random() < 0.5:
        at["Melissa.stockpile"] = rng.randint(1, 2)
    dice = [rng.randint(1, 6) for _ in range(rng.randint(0, 2))]
    more: dict[str, Any] = {"assets": (rng.choice(["T", "TM"]), "T"), "stockpiles": (30, rng.randint(1, 4))}
    if dice:
        more["dice"] = dice

    def scenario() -> dict[str, Any]:
        return _missiles(at, blockers, **more)

    parts = _spy_parts(monkeypatch)
    by_parts = scenario()
    assert parts and parts[0] > 0, parts  # independent parts
    if parts[0] <= 3:  # no more outcomes than listed: answered jointly, whole
        assert "outcomes_rest" not in by_parts
        return
    _same_answer(by_parts, _joint(monkeypatch, scenario))


def test_every_web_request_has_a_budget_of_its_own(client: Any) -> None:
    """judge.web opens one budget per request and closes it when the request is answered: a request spends nothing
    of a budget open around it, and leaves none open behind it."""
    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=2) for i in range(8)}
    cards = {"lrm": unit("Brian", "fast", attack=0, text="Missile 8"), **blockers}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {"assets": ["T"]}, "Melissa": {"assets": ["T"]}},
        "cards": cards,
        "mission": {"attacker": "Brian", "group": ["lrm"], "target": "Melissa.stockpile", "blockers": list(blockers)},
        "actions": [
            {"by": "Melissa", "pass": True},
            {"by": "Brian", "use": "Missile", "unit": "lrm", "at": dict.fromkeys(blockers, 1)},
        ],
    }
    with budget.work_budget(limit=1) as around:
        for _ in range(2):
            response = client.post("/api/ask", json=doc)
            assert response.status_code == 200, response.get_data(as_text=True)[:300]
            assert response.get_json()["outcomes_rest"]["count"] == 3**8 - 100
        assert around.spent == 0 and budget.current() is around


def test_an_answer_over_many_cards_lists_fewer_outcomes_to_stay_bounded() -> None:
    """Issue 20 (an answer's size is bounded): every listed outcome lists every card, so with 150 cards standing by
    the answer lists 10,000 // 157 = 63 outcomes, not 100, and stays under a megabyte; the rest is counted."""
    blockers = {f"b{i}": unit("Melissa", "fast", attack=0, structure=40) for i in range(6)}
    blockers |= {f"f{i}": unit("Melissa", "slow", attack=0, zone="guard") for i in range(150)}
    found = _missiles({f"b{i}": 1 for i in range(6)}, blockers)
    assert enumeration.listed_limit(157) == 63 == len(found["outcomes"])
    assert found["outcomes_rest"]["count"] == 3**6 - 63
    assert len(json.dumps(found)) < 1_000_000
    assert enumeration.listed_limit(9) == 100 and enumeration.listed_limit(5000) == 10
