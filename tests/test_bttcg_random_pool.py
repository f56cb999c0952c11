"""Random play with the community pool's executed cards (issue 17 item 4), in the manner of OpenSpiel's
``random_sim_test`` and of ``tests/test_bttcg_random_play.py``: seeded random positions holding the pool cards whose
every ability the engine executes (``judge.bttcg.executable.measure_types``, read from ``../shared/data`` in place;
skipped without it; no card text is copied here), beside invented ones, and random actions, legal or not: deploys,
activations, construction, repairs, guards, restocks, abilities used in the turn through
:func:`judge.bttcg.turn_scenario.run_action`; missions with blocks, Mission cards played, abilities used, cards
revealed and damage assigned through :func:`judge.bttcg.answer.answer_scenario`. Every choice the engine asks of a
card (``choose``, ``amounts``, ``may``, ``either``) is drawn at random from what its parsed text reaches.

After every action the invariants of the random-play tests hold (``check_position``, ``check_answer``), and nothing
raises but the documented errors: ``UnsupportedError`` (a refusal, counted per card) and ``UnknownCardError`` in the
turn, ``ScenarioError`` from an answer. ``make test`` plays a short run; ``make fuzz`` a long one
(``JUDGE_RANDPOOL_POSITIONS`` positions of each kind), which prints the executed pool cards that were drawn and never
ran without a refusal: "executed" checked by use, not only by the table.
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from judge.bttcg.answer import answer_scenario, build_position
from judge.bttcg.executable import measure_types
from judge.bttcg.faces import CardFace, face_of_pool_card
from judge.bttcg.scenario import TURN_PHASES, Action, BtScenario, TurnPhase
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import PHASES, UnknownCardError
from judge.bttcg.turn_fired import note_could_attack
from judge.bttcg.turn_scenario import ENGINE_PHASES, run_action, start_turn
from judge.cards.models import BtCard
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.random_pool_positions import REGIONS, PoolCards, answers, random_pool_battle, random_pool_cards
from tests.test_bttcg_random_play import (
    PLAYERS,
    _no_unique_clash,
    _snapshot,
    check_answer,
    check_position,
)

POSITIONS = int(os.environ.get("JUDGE_RANDPOOL_POSITIONS", "0"))
"""Positions of each kind (turns, battles) in the long run (``make fuzz``); 0: the short run of ``make test``."""
TURNS = POSITIONS or 250
BATTLES = POSITIONS or 250


@dataclass
class Tally:
    """What the random play did with each pool card: drawn into how many runs, how many ran to the end without a
    refusal, and the refusals met."""

    drawn: Counter[str] = field(default_factory=Counter)
    clean: Counter[str] = field(default_factory=Counter)
    refusals: dict[str, Counter[str]] = field(default_factory=dict)
    outcomes: Counter[str] = field(default_factory=Counter)
    invalid: Counter[str] = field(default_factory=Counter)
    """Why positions were answered with a ``ScenarioError`` other than a refusal, in short."""
    actions: int = 0
    seconds: float = 0.0

    def record(self, names: set[str], result: str, message: str = "") -> None:
        self.outcomes[result] += 1
        self.drawn.update(names)
        if result in ("played", "answered"):
            self.clean.update(names)
        elif result == "invalid":
            self.invalid[message[:100]] += 1
        elif result == "unsupported":
            for name in names:
                self.refusals.setdefault(name, Counter())[message.removeprefix("not answered by this version: ")] += 1

    def named(self) -> list[str]:
        """The cards a refusal named at run time (though the table says they are executed), with how often, out of
        the runs they were drawn into, and the refusal met most often."""
        lines = []
        for name in sorted(self.refusals):
            naming = Counter({m: n for m, n in self.refusals[name].items() if name in m})
            if naming:
                why, _ = naming.most_common(1)[0]
                lines.append(f"{name} (refused {naming.total()} of {self.drawn[name]}): {why[:160]}")
        return lines

    def never_clean(self) -> list[str]:
        """The cards drawn that never ran to the end without a refusal, with the refusal met most often (that
        naming the card first)."""
        lines = []
        for name in sorted(self.drawn):
            if self.clean[name]:
                continue
            met = self.refusals.get(name, Counter())
            naming = Counter({m: n for m, n in met.items() if name in m}) or met
            why = naming.most_common(1)[0][0][:160] if naming else "(no refusal: skipped positions only)"
            lines.append(f"{name} (drawn {self.drawn[name]}): {why}")
        return lines


TALLY = Tally()


@pytest.fixture(scope="module")
def pool_cards(current_pool: CardPool) -> PoolCards:
    """The executed cards of the community pool (current text, errata applied), read in place."""
    cards: dict[str, BtCard] = {}
    faces: dict[str, CardFace] = {}
    for figures in measure_types(current_pool).values():
        for name in figures.executed:
            card = current_pool.lookup(name, "bttcg")
            assert isinstance(card, BtCard), name
            cards[name], faces[name] = card, face_of_pool_card(card)
    by_kind = {k: sorted(n for n, f in faces.items() if f.kind == k) for k in ("unit", "mission", "command")}
    assert all(by_kind.values()), "the pool has executed cards of every type"
    return PoolCards(cards, faces, by_kind["unit"], by_kind["mission"], by_kind["command"])


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> Iterator[None]:
    """Prints the figures after the module (shown without ``-s``); the long run lists the cards never run clean."""
    yield
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is None or capture is None or not TALLY.outcomes or not TALLY.seconds:
        return
    with capture.global_and_fixture_disabled():
        runs = sum(TALLY.outcomes.values())
        reporter.write_line("")
        reporter.write_line(
            f"random pool play: {runs} positions, {TALLY.actions} actions in {TALLY.seconds:.1f} s "
            f"({runs / TALLY.seconds:.1f} positions/s, {TALLY.actions / TALLY.seconds:.1f} actions/s); "
            f"{dict(TALLY.outcomes)}; {len(TALLY.drawn)} pool cards drawn"
        )
        if POSITIONS:
            never = TALLY.never_clean()
            reporter.write_line(f"executed pool cards drawn and never run without a refusal: {len(never)}")
            for line in never:
                reporter.write_line(f"  {line}")
            named = TALLY.named()
            reporter.write_line(f"executed pool cards a refusal named at run time: {len(named)}")
            for line in named:
                reporter.write_line(f"  {line}")
            reporter.write_line("positions answered with another ScenarioError, most common first:")
            for why, count in TALLY.invalid.most_common(10):
                reporter.write_line(f"  {count:5}  {why}")


# --- random turns ---------------------------------------------------------------------------------------------------

_PHASE_NAMES: dict[str, TurnPhase] = {engine: name for name, engine in ENGINE_PHASES.items()}


def _turn_action(rng: random.Random, pos: Position, phase: str, player: str) -> Action:
    """A turn action of the current phase on a card it could apply to most of the time, else on any card."""
    ids = list(pos.cards)
    sites = ids + [f"{p}.stockpile" for p in PLAYERS]
    by = player if rng.random() < 0.9 else pos.other(player)
    mine = [c for c in ids if pos.owners[c] == by]

    def pick(*wanted: str) -> str:
        fitting = [c for c in mine if pos.cards[c].zone in wanted or ("active" in wanted and is_active(pos.cards[c]))]
        if fitting and rng.random() < 0.85:
            return rng.choice(fitting)
        return rng.choice(ids)  # ids unknown to the scenario are refused before the turn runs (check_scenario)

    if rng.random() < 0.08 or phase in ("start", "untap", "draw", "over"):
        following = [p for p in PHASES[PHASES.index(phase) + 1 :] if p in _PHASE_NAMES]
        goal = _PHASE_NAMES[following[0]] if following and rng.random() < 0.85 else rng.choice(TURN_PHASES)
        return Action(by=by, phase=goal)
    verbs = ["deploy", "tap", "construct", "activate", "reassign", "repair", "guard", "unguard", "restock", "use"]
    weights = {
        "deploy": (4, 2, 3, 5, 1, 0, 0, 0, 0, 4),
        "repair_reload": (0, 2, 0, 0, 0, 5, 0, 0, 0, 3),
        "missions": (0, 1, 0, 0, 0, 0, 4, 2, 0, 4),
        "end": (0, 1, 0, 0, 0, 0, 0, 0, 5, 2),
    }.get(phase, (1,) * len(verbs))
    verb = rng.choices(verbs, [w + 0.2 for w in weights])[0]
    if verb == "deploy":
        card_id = pick("hand")
        may = [rng.random() < 0.7] if rng.random() < 0.2 else None
        return Action(by=by, deploy=card_id, revealed=rng.random() < 0.3, may=may)
    if verb == "tap":
        return Action(by=by, tap=[pick("active")])  # one card: each card of a list is tapped in turn, legal or not
    if verb == "construct":
        counters = {pick("construction"): rng.randint(0, 3) for _ in range(rng.randint(1, 2))}
        return Action.model_validate({"by": by, "construct": counters})
    if verb == "activate":
        card_id = pick("construction")
        on = rng.choice([None, None, pick("active"), *sites])
        patrol = rng.choice((None, True, False))
        region = rng.choice(REGIONS) if "Terrain" in pos.faces[card_id].keywords else None
        chosen = answers(rng, pos, card_id, sites)
        return Action(by=by, activate=card_id, on=on, patrol=patrol, region=region, **chosen)
    if verb == "reassign":
        return Action(by=by, reassign=pick("command_post"), on=pick("active"))
    if verb == "repair":
        return Action(by=by, repair=pick("active"))
    if verb == "guard":
        return Action(by=by, guard=pick("patrol"), site=rng.choice([f"{by}.stockpile", *sites]))
    if verb == "unguard":
        return Action(by=by, unguard=pick("guard"))
    if verb == "restock":
        return Action(by=by, restock=pick("hand"))
    users = [c for c in mine if is_active(pos.cards[c]) and pos.faces[c].activated(1) is not None]
    user = rng.choice(users) if users and rng.random() < 0.9 else pick("command_post")
    face = pos.faces.get(user)
    which = "ability 2" if face is not None and face.activated(2) is not None and rng.random() < 0.5 else "ability"
    top = [c for c in ids if pos.cards[c].zone == "stockpile" and pos.owners[c] == by]
    extra = {"top": rng.choice(top)} if top and rng.random() < 0.3 else {}
    return Action(by=by, use=which, card=user, **answers(rng, pos, user, sites), **extra)


def play_pool_turn(seed: int, pool: PoolCards, tally: Tally) -> str:
    """One random turn from a random position; the run's result (``played``, ``unsupported``, ``skipped``)."""
    rng = random.Random(seed)
    cards, pooled = random_pool_cards(rng, pool, rng.randint(3, 12))
    names = {c.name for c in pooled.values()}
    players = list(PLAYERS) if rng.random() < 0.5 else list(PLAYERS[::-1])
    doc: dict[str, Any] = {
        "game": "bttcg",
        "players": {
            p: {"assets": rng.sample("ALMPT", rng.randint(0, 5)), "stockpile": rng.choice((0, 1, 3, 30, 30, 30))}
            for p in players
        },
        "cards": cards,
        "phase": rng.choice(TURN_PHASES),
    }
    if rng.random() < 0.2:
        doc["turn"] = {"first_turn": True}
    scenario = BtScenario.model_validate(doc)
    try:
        pos = build_position(scenario, pooled)
        if not _no_unique_clash(pos):
            tally.record(names, "skipped")
            return "skipped"
        run = start_turn(scenario, pos, pooled)
    except UnsupportedError as exc:
        tally.record(names, "unsupported", str(exc))
        return "unsupported"
    except ScenarioError as exc:  # a card that cannot be in this position (a Terrain card's region)
        tally.record(names, "invalid", str(exc))
        return "invalid"
    check_position(pos, run.turn)
    after_the_end = 0
    for index in range(rng.randint(10, 50)):
        turn = run.turn
        if turn.phase == "over" or turn.winner is not None:
            after_the_end += 1
            if after_the_end > 3:
                break
        action = _turn_action(rng, pos, turn.phase, turn.player)
        before, violations, steps = _snapshot(pos, turn), len(pos.violations), len(pos.trace)
        tally.actions += 1
        try:
            run_action(run, index, action)
            note_could_attack(run)
        except UnknownCardError:
            assert _snapshot(pos, turn) == before, f"seed {seed}: an unknown card id changed the position"
            continue
        except UnsupportedError as exc:
            tally.record(names, "unsupported", str(exc))
            return "unsupported"
        if len(pos.violations) > violations:
            assert _snapshot(pos, turn) == before, f"seed {seed}: the illegal action {index} {action} changed it"
        check_position(pos, turn, steps, violations)
        assert _no_unique_clash(pos), f"seed {seed}: two active Unique cards of one name after {action}"
        _check_pool_damage(pos, seed)
    tally.record(names, "played")
    return "played"


def _structure(face: CardFace) -> int | None:
    """The structure damage is measured against: a Unit's, or a Command card's own (not the change a Pilot or an
    Enhancement gives the card it is on)."""
    if face.kind == "command" and {"Pilot", "Enhancement"} & face.keywords:
        return None
    return face.structure


def _check_pool_damage(pos: Position, seed: int) -> None:
    """No card in play holds damage reaching its structure (it would have been scrapped: rulebook p.27)."""
    for card_id, state in pos.cards.items():
        structure = _structure(pos.faces[card_id])
        if state.zone != "scrapheap" and structure is not None and state.damage:
            assert state.damage < structure, f"seed {seed}: {card_id} has {state.damage} damage, structure {structure}"


def test_random_pool_turns_never_crash_and_stay_consistent(pool_cards: PoolCards) -> None:
    start = time.perf_counter()
    results = Counter(play_pool_turn(seed, pool_cards, TALLY) for seed in range(TURNS))
    TALLY.seconds += time.perf_counter() - start
    assert results["played"] > TURNS // 3, dict(results)


def _check_battle(scenario: BtScenario, pooled: dict[str, BtCard], answer: dict[str, Any], seed: int) -> None:
    check_answer(scenario, answer)
    for outcome in answer["outcomes"]:
        for card_id, card in pooled.items():
            state = outcome["cards"][card_id]
            structure = _structure(face_of_pool_card(card))
            if state["zone"] != "scrapheap" and structure is not None:
                assert state["damage"] < structure, f"seed {seed}: {card_id} ({card.name}) {state}"


def answer_pool_battle(seed: int, pool: PoolCards, tally: Tally) -> str:
    scenario, pooled = random_pool_battle(random.Random(seed), pool)
    names = {c.name for c in pooled.values()}
    tally.actions += len(scenario.actions) + 1
    try:
        answer = answer_scenario(scenario, pooled)
    except ScenarioError as exc:
        refused = str(exc).startswith("not answered by this version")
        tally.record(names, "unsupported" if refused else "invalid", str(exc))
        return "unsupported" if refused else "invalid"
    _check_battle(scenario, pooled, answer, seed)
    tally.record(names, "answered")
    return "answered"


def test_random_pool_battles_never_crash_and_stay_consistent(pool_cards: PoolCards) -> None:
    start = time.perf_counter()
    results = Counter(answer_pool_battle(seed, pool_cards, TALLY) for seed in range(BATTLES))
    TALLY.seconds += time.perf_counter() - start
    assert results["answered"] > BATTLES // 3, dict(results)


def test_random_pool_play_is_reproducible(pool_cards: PoolCards) -> None:
    """The same seed builds the same position and plays the same game (a failure replays from its seed)."""
    assert random_pool_battle(random.Random(7), pool_cards) == random_pool_battle(random.Random(7), pool_cards)
    first, second = Tally(), Tally()
    assert [play_pool_turn(s, pool_cards, first) for s in (3, 4)] == [
        play_pool_turn(s, pool_cards, second) for s in (3, 4)
    ]
    assert first.actions == second.actions
