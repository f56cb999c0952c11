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

from judge.bttcg import rules as r
from judge.bttcg import turn_rules as t
from judge.bttcg.answer import answer_scenario, build_position
from judge.bttcg.assets import provided_by
from judge.bttcg.attach import placements
from judge.bttcg.executable import measure_types
from judge.bttcg.executes import nodes
from judge.bttcg.faces import CardFace, face_of_pool_card
from judge.bttcg.scenario import COUNTER_KIND, TURN_PHASES, Action, BtScenario, TurnPhase
from judge.bttcg.state import Position, UnsupportedError, is_active
from judge.bttcg.turn import PHASES, UnknownCardError
from judge.bttcg.turn_abilities import scrapped_when_revealed
from judge.bttcg.turn_fired import note_could_attack
from judge.bttcg.turn_scenario import ENGINE_PHASES, run_action, start_turn
from judge.cards.models import BtCard
from judge.dsl import models as m
from judge.pool import CardPool
from judge.scenario_input import ScenarioError
from tests.test_bttcg_random_play import (
    MISSION_TEXTS,
    PLAYERS,
    _command_spec,
    _no_unique_clash,
    _snapshot,
    _unit_spec,
    check_answer,
    check_position,
)

POSITIONS = int(os.environ.get("JUDGE_RANDPOOL_POSITIONS", "0"))
"""Positions of each kind (turns, battles) in the long run (``make fuzz``); 0: the short run of ``make test``."""
TURNS = POSITIONS or 250
BATTLES = POSITIONS or 250
OPTIONS = ("Jump", "Overheat", "Alpha Strike", "Missile")
REGIONS = ("stockpile", "construction", "command_post", "patrol")
UNIT_NOUNS = frozenset({"unit", "mech", "vehicle", "battle_armor"})


@dataclass
class PoolCards:
    """The pool's executed cards, by name, with their faces."""

    cards: dict[str, BtCard]
    faces: dict[str, CardFace]
    units: list[str]
    missions: list[str]
    commands: list[str]


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


# --- random positions with pool cards -------------------------------------------------------------------------------


def _pool_spec(rng: random.Random, face: CardFace, owner: str) -> dict[str, Any]:
    """A pool card in a zone a game can reach for its kind, in a state a game can reach."""
    if face.kind == "mission":
        return {"owner": owner, "card": face.name, "zone": rng.choice(("hand", "hand", "scrapheap"))}
    in_play = "patrol" if face.kind == "unit" else "command_post"
    if scrapped_when_revealed(face):  # never in play: scrapped as it is revealed (rulebook p.24)
        in_play = "construction"
    zone = rng.choice(("hand", "construction", in_play, in_play, "scrapheap", "stockpile"))
    spec: dict[str, Any] = {"owner": owner, "card": face.name, "zone": zone}
    if zone == "construction":
        if face.kind == "unit" and rng.random() < 0.2:
            spec["activated"] = True
        else:
            spec["counters"] = rng.randint(0, 5)
    if zone == in_play and rng.random() < 0.3:
        spec["tapped"] = True
        # a depleted card providing an asset is refused (judge.bttcg.assets: not settled by the rules)
        spec["depleted"] = not provided_by(face) and rng.random() < 0.3
    if zone == "patrol" and face.structure and rng.random() < 0.4:
        spec["damage"] = rng.randint(0, face.structure - 1)
    if zone == "command_post" and "Terrain" in face.keywords:
        spec["region"] = rng.choice(REGIONS)
    if zone in ("patrol", "command_post", "construction"):
        spec.update(_other_counters(rng, face))
    return spec


def _other_counters(rng: random.Random, face: CardFace) -> dict[str, Any]:
    """Sometimes, counters of a kind the card's text names (``other_counters``)."""
    kinds = sorted({c for n in nodes(face.abilities) if isinstance(c := getattr(n, "counter", None), str)})
    kinds = [k for k in kinds if COUNTER_KIND.fullmatch(k) and k.casefold() not in ("construction", "damage")]
    if not kinds or rng.random() < 0.5:
        return {}
    return {"other_counters": {rng.choice(kinds): rng.randint(0, 3)}}


def random_pool_cards(
    rng: random.Random, pool: PoolCards, count: int
) -> tuple[dict[str, dict[str, Any]], dict[str, BtCard]]:
    """Cards of both players, three in four from the pool's executed cards, the others invented as in the
    random-play tests; Pilots and Enhancements in play sit on a Unit of their owner (or go back to hand)."""
    cards: dict[str, dict[str, Any]] = {}
    pooled: dict[str, BtCard] = {}
    faces: dict[str, CardFace] = {}
    for i in range(count):
        owner, card_id = rng.choice(PLAYERS), f"c{i}"
        if rng.random() < 0.75:
            name = rng.choice(rng.choice((pool.units, pool.commands, pool.commands, pool.missions)))
            cards[card_id], pooled[card_id] = _pool_spec(rng, pool.faces[name], owner), pool.cards[name]
            faces[card_id] = pool.faces[name]
        elif rng.random() < 0.6:
            cards[card_id] = _unit_spec(rng, owner, rng.choice(("hand", "construction", "patrol", "patrol")))
        elif rng.random() < 0.7:
            cards[card_id] = _command_spec(rng, owner, rng.choice(("hand", "construction", "command_post")))
        else:
            cards[card_id] = {"owner": owner, "mission": {"text": rng.choice(MISSION_TEXTS)}}
    _seat_attachments(rng, cards, faces)
    return cards, pooled


def _keywords(spec: dict[str, Any], face: CardFace | None) -> frozenset[str]:
    return face.keywords if face is not None else frozenset(spec.get("command", {}).get("keywords", []))


def _is_mech(spec: dict[str, Any], face: CardFace | None) -> bool:
    return (face.unit_type == "mech") if face is not None else spec.get("unit", {}).get("type") == "mech"


def on_a_site(face: CardFace | None) -> bool:
    """Whether the card's text puts it on a site or any card, not on a Unit (judge.bttcg.attach.placements)."""
    if face is None:
        return False
    try:
        return any(isinstance(t, m.Selector) and t.noun not in UNIT_NOUNS for t in placements(face))
    except UnsupportedError:
        return False


def _seat_attachments(rng: random.Random, cards: dict[str, dict[str, Any]], faces: dict[str, CardFace]) -> None:
    """Pilots and Enhancements in the Command Post go on a Unit on patrol of their owner (a 'Mech without a Pilot
    for a Pilot), or on a site when their text says so, else back to hand."""
    units = [c for c, s in cards.items() if s.get("zone") == "patrol"]
    sites = [c for c, s in cards.items() if s.get("zone") == "construction" or ("command" in s and not s.get("on"))]
    piloted: set[str] = set()
    for card_id, spec in cards.items():
        keywords = _keywords(spec, faces.get(card_id))
        if spec.get("zone") != "command_post" or not {"Pilot", "Enhancement"} & keywords or "Terrain" in keywords:
            continue
        hosts = sites if on_a_site(faces.get(card_id)) else units
        own = [u for u in hosts if cards[u]["owner"] == spec["owner"] and u != card_id]
        if "Pilot" in keywords:
            own = [u for u in own if _is_mech(cards[u], faces.get(u)) and u not in piloted]
        if own:
            spec["on"] = rng.choice(own)
            if "Pilot" in keywords:
                piloted.add(spec["on"])
        else:
            spec["zone"] = "hand"
            spec.pop("tapped", None)
            spec.pop("depleted", None)


def _answers(rng: random.Random, pos: Position, card_id: str, sites: list[str]) -> dict[str, Any]:
    """The choices a card's text asks for, drawn at random: ids for its selectors (mostly of the kind the selector
    names), amounts, an answer per "may", an option per "either ... or"; sometimes too few or too many."""
    face = pos.faces.get(card_id)
    if face is None:
        return {}
    found = list(nodes(face.abilities))
    kinds = Counter(getattr(n, "kind", "") for n in found)
    nouns = {getattr(n, "noun", None) for n in found if getattr(n, "kind", "") == "selector"}
    units = [c for c in pos.faces if pos.faces[c].kind == "unit"]
    wanted = units if nouns & UNIT_NOUNS and units else sites
    answers: dict[str, Any] = {}
    selectors = kinds["selector"]
    count = rng.randint(0, min(3, selectors + 1)) if selectors else rng.choice((0, 0, 0, 1))
    if count:
        answers["choose"] = [rng.choice(wanted if rng.random() < 0.8 else sites) for _ in range(count)]
    if selectors and rng.random() < 0.35:
        answers["amounts"] = {rng.choice(wanted): rng.randint(0, 4) for _ in range(rng.randint(1, 2))}
    if kinds["may"] or rng.random() < 0.05:
        answers["may"] = [rng.random() < 0.7 for _ in range(max(1, kinds["may"] + rng.choice((0, 0, 0, -1, 1))))]
    if kinds["one_of"] or rng.random() < 0.05:
        answers["either"] = [rng.randint(1, 2) for _ in range(max(1, kinds["one_of"] + rng.choice((0, 0, 1))))]
    return answers


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
        return Action(by=by, construct={pick("construction"): rng.randint(0, 3) for _ in range(rng.randint(1, 2))})
    if verb == "activate":
        card_id = pick("construction")
        on = rng.choice([None, None, pick("active"), *sites])
        patrol = rng.choice((None, True, False))
        region = rng.choice(REGIONS) if "Terrain" in pos.faces[card_id].keywords else None
        answers = _answers(rng, pos, card_id, sites)
        return Action(by=by, activate=card_id, on=on, patrol=patrol, region=region, **answers)
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
    return Action(by=by, use=which, card=user, **_answers(rng, pos, user, sites), **extra)


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


# --- random battles -------------------------------------------------------------------------------------------------


def _fighter(rng: random.Random, pool: PoolCards, owner: str, zone: str) -> tuple[dict[str, Any], BtCard | None]:
    if rng.random() < 0.7:
        name = rng.choice(pool.units)
        spec: dict[str, Any] = {"owner": owner, "card": name, "zone": zone, **_other_counters(rng, pool.faces[name])}
        if rng.random() < 0.3 and pool.faces[name].structure:
            spec["damage"] = rng.randint(0, (pool.faces[name].structure or 1) - 1)
        return spec, pool.cards[name]
    return _unit_spec(rng, owner, zone), None


def random_pool_battle(rng: random.Random, pool: PoolCards) -> tuple[BtScenario, dict[str, BtCard]]:
    """A random mission among pool Units (and invented ones), with pool Pilots and Enhancements on them, pool
    Command cards beside the battle and in construction, pool Mission cards in hand, and random actions."""
    attacker, defender = PLAYERS if rng.random() < 0.5 else PLAYERS[::-1]
    cards: dict[str, dict[str, Any]] = {}
    pooled: dict[str, BtCard] = {}

    def add(card_id: str, spec: dict[str, Any], card: BtCard | None) -> None:
        cards[card_id] = spec
        if card is not None:
            pooled[card_id] = card

    for i in range(rng.randint(1, 3)):
        add(f"a{i}", *_fighter(rng, pool, attacker, "patrol"))
    for i in range(rng.randint(0, 3)):
        add(f"b{i}", *_fighter(rng, pool, defender, rng.choice(("patrol", "patrol", "guard"))))
    for i in range(rng.randint(0, 3)):
        name = rng.choice(pool.commands)
        face = pool.faces[name]
        owner = rng.choice((attacker, defender))
        zone = "construction" if rng.random() < 0.3 or scrapped_when_revealed(face) else "command_post"
        spec: dict[str, Any] = {"owner": owner, "card": name, "zone": zone, **_other_counters(rng, face)}
        if zone == "construction":
            spec["counters"] = rng.randint(0, 5)
        elif "Terrain" in face.keywords:
            spec["region"] = rng.choice(REGIONS)
        add(f"s{i}", spec, pool.cards[name])
    for i in range(rng.randint(0, 3)):
        name = rng.choice(pool.missions)
        add(f"m{i}", {"owner": rng.choice((attacker, defender)), "card": name, "zone": "hand"}, pool.cards[name])
    faces = {c: pool.faces[card.name] for c, card in pooled.items()}
    _seat_in_battle(rng, cards, faces)
    targets = [c for c in cards if c[0] == "b" or (c[0] == "s" and "on" not in cards[c])]
    targets += [f"{defender}.stockpile"] * 2
    target = rng.choice(targets)
    for card_id, spec in cards.items():
        if spec.get("zone") == "guard":
            guarded = target if target != card_id and rng.random() < 0.7 else f"{defender}.stockpile"
            spec["guarding"] = guarded
    group = rng.sample([c for c in cards if c[0] == "a"], rng.randint(1, sum(c[0] == "a" for c in cards)))
    blockers = [c for c in cards if c[0] == "b" and rng.random() < 0.6]
    fighters = group + blockers + ([target] if target in cards and target[0] == "b" else [])
    actions = _battle_actions(rng, cards, faces, fighters, target, defender)
    turn: dict[str, Any] = {}
    if rng.random() < 0.3:  # the turn first, from one of its phases, then the mission (turn_scenario.run_turn)
        turn["phase"] = rng.choice(("deploy", "deploy", "repair", "missions"))
        actions = _turn_prefix(rng, cards, faces, attacker) + actions
    doc = {
        **turn,
        "game": "bttcg",
        "players": {
            p: {"assets": rng.sample("ALMPT", rng.randint(0, 4)), "stockpile": rng.choice((0, 1, 3, 30, 30))}
            for p in (attacker, defender)
        },
        "cards": cards,
        "mission": {
            "attacker": attacker,
            "group": group,
            "target": target,
            "blockers": blockers,
            "include_target": bool(blockers) and rng.random() < 0.3,
        },
        "actions": actions,
        "dice": [rng.randint(1, 6) for _ in range(rng.choice((0, 0, 1, 3, 6)))],
    }
    return BtScenario.model_validate(doc), pooled


def _turn_prefix(
    rng: random.Random, cards: dict[str, dict[str, Any]], faces: dict[str, CardFace], attacker: str
) -> list[dict[str, Any]]:
    """A few of the attacker's turn actions before the mission: tapping, construction, activation (with its
    choices), upkeep, phases."""
    mine = [c for c, s in cards.items() if s["owner"] == attacker]
    prefix: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 3)):
        card_id, verb = rng.choice(mine), rng.choice(("tap", "construct", "activate", "activate", "upkeep", "phase"))
        if verb == "tap":
            prefix.append({"by": attacker, "tap": [card_id]})
        elif verb == "construct":
            prefix.append({"by": attacker, "construct": {card_id: rng.randint(1, 3)}})
        elif verb == "activate":
            prefix.append({"by": attacker, "activate": card_id, **_spec_answers(rng, faces, cards, card_id)})
        elif verb == "upkeep":
            prefix.append({"by": attacker, "use": "upkeep", "card": card_id})
        else:
            prefix.append({"by": attacker, "phase": rng.choice(("repair", "missions"))})
    return prefix


def _seat_in_battle(rng: random.Random, cards: dict[str, dict[str, Any]], faces: dict[str, CardFace]) -> None:
    """Pool Pilots and Enhancements in the Command Post go on a fighting Unit of their owner, else stay in
    construction."""
    units = [c for c in cards if c[0] in "ab"]
    piloted: set[str] = set()
    for card_id, spec in cards.items():
        keywords = _keywords(spec, faces.get(card_id))
        if spec.get("zone") != "command_post" or not {"Pilot", "Enhancement"} & keywords or "Terrain" in keywords:
            continue
        hosts = [c for c, s in cards.items() if s.get("zone") == "command_post" and "on" not in s and c != card_id]
        hosts = hosts if on_a_site(faces.get(card_id)) else units
        own = [u for u in hosts if cards[u]["owner"] == spec["owner"]]
        if "Pilot" in keywords:
            own = [u for u in own if _is_mech(cards[u], faces.get(u)) and u not in piloted]
        if own:
            spec["on"] = rng.choice(own)
            piloted.add(spec["on"])
        else:
            spec["zone"], spec["counters"] = "construction", rng.randint(0, 5)


def _battle_actions(
    rng: random.Random,
    cards: dict[str, dict[str, Any]],
    faces: dict[str, CardFace],
    fighters: list[str],
    target: str,
    defender: str,
) -> list[dict[str, Any]]:
    """Random battle actions: a card revealed first (sometimes), then passes, options, abilities used, Mission
    cards played, damage assigned (the fighter's printed attack most of the time), with their choices."""
    ids = list(cards)
    sites = [*ids, *(f"{p}.stockpile" for p in PLAYERS)]
    recipients = [*fighters, target]
    actions: list[dict[str, Any]] = []
    hidden = [c for c, s in cards.items() if s.get("zone") == "construction" and s["owner"] == defender]
    if hidden and rng.random() < 0.3:
        revealed = rng.choice(hidden)
        answers = _spec_answers(rng, faces, cards, revealed)
        answers.pop("either", None)  # a card revealed offers no "either ... or" (scenario.Action)
        actions.append({"by": defender, "reveal": revealed, **answers})
    for _ in range(rng.randint(0, 8)):
        by = rng.choice(PLAYERS)
        verb = rng.choices(("pass", "option", "ability", "play", "assign"), (1, 2, 3, 3, 4))[0]
        if verb == "pass":
            actions.append({"by": by, "pass": True})
        elif verb == "option":
            option = rng.choice(OPTIONS)
            action: dict[str, Any] = {"by": by, "use": option, "unit": rng.choice(fighters)}
            if option == "Missile":
                action["at"] = {rng.choice(recipients): rng.randint(1, 3)}
            actions.append(action)
        elif verb == "ability":
            users = [c for c in cards if c in faces and faces[c].activated(1) is not None] or ids
            user = rng.choice(users)
            key = "unit" if user[0] in "ab" else "card"
            used = {"by": cards[user]["owner"] if rng.random() < 0.9 else by, "use": "ability", key: user}
            if user in faces and any(getattr(n, "kind", "") == "after_roll" for n in nodes(faces[user].abilities)):
                used["on_roll"] = sorted(rng.sample(range(1, 7), rng.randint(1, 3)))  # the faces it is used on
            actions.append({**used, **_spec_answers(rng, faces, cards, user, sites)})
        elif verb == "play":
            played = [c for c in cards if c[0] == "m"]
            if played:
                card_id = rng.choice(played)
                owner = cards[card_id]["owner"] if rng.random() < 0.9 else by
                actions.append({"by": owner, "play": card_id, **_spec_answers(rng, faces, cards, card_id, sites)})
        else:
            unit_id = rng.choice(fighters)
            face = faces.get(unit_id)
            attack = face.attack if face is not None else cards[unit_id]["unit"]["attack"]
            amount = attack if rng.random() < 0.7 else rng.randint(0, 8)
            to = {rng.choice(recipients): amount}
            actions.append({"by": cards[unit_id]["owner"] if rng.random() < 0.9 else by, "assign": unit_id, "to": to})
    if rng.random() < 0.15:  # a second mission, after the first has resolved (an ``attack`` action)
        attacker = cards[fighters[0]]["owner"]
        second = [c for c in cards if c[0] == "a" and c not in fighters] or fighters[:1]
        targets = [c for c in cards if cards[c]["owner"] != attacker and c[0] in "bs"] + [f"{defender}.stockpile"]
        actions.append({"by": attacker, "attack": rng.choice(targets), "group": second})
        actions += [{"by": rng.choice(PLAYERS), "pass": True} for _ in range(rng.randint(0, 2))]
    return actions


def _spec_answers(
    rng: random.Random,
    faces: dict[str, CardFace],
    cards: dict[str, dict[str, Any]],
    card_id: str,
    sites: list[str] | None = None,
) -> dict[str, Any]:
    """:func:`_answers` for a card of a scenario not yet built (its pool face, or none for an invented card)."""
    face = faces.get(card_id)
    if face is None:
        return {}
    ids = list(cards)
    pos = Position(
        PLAYERS,
        {p: frozenset() for p in PLAYERS},
        dict.fromkeys(PLAYERS, 1),
        {c: faces.get(c, CardFace(c, "unit" if "unit" in s else "command")) for c, s in cards.items()},
        {c: s["owner"] for c, s in cards.items()},
        {},
    )
    return _answers(rng, pos, card_id, sites or [*ids, *(f"{p}.stockpile" for p in PLAYERS)])


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


# --- what random play with the pool's cards found (fixed; kept as regression tests, with invented cards) ------------


def _used_in_the_deploy_phase(user: dict[str, Any]) -> dict[str, Any]:
    """Brian, in his Deploy phase, uses the first ability of ``user`` (no mission under way)."""
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": {"user": user},
        "actions": [{"by": "Brian", "use": "ability", "card": "user"}],
    }
    return answer_scenario(BtScenario.model_validate(doc), {})


def _a_violation_nothing_done(answer: dict[str, Any], rule: str) -> None:
    assert not answer["legal"]
    (violation,) = answer["violations"]
    assert "no mission is under way" in violation["message"] and rule in violation["rules"], violation
    assert answer["outcomes"][0]["cards"]["user"]["tapped"] is False, "the illegal use changed nothing"


def test_missile_roll_ability_outside_a_mission_rulebook_p31() -> None:
    """rulebook p.31, Missile Y: missile dice are rolled "when damage resolves at the end of the battle". An ability
    used "only immediately after rolling the missile die roll", used in the Deploy phase with no mission under way,
    is a violation (it was refused: "does not check 'after_roll' during the turn yet"; found by random pool play with
    pool cards of this timing)."""
    text = (
        "{T}: Reroll one of your missile die rolls. Use this ability only immediately after rolling the missile die "
        "roll."
    )
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": {"text": text}, "zone": "command_post"})
    _a_violation_nothing_done(answer, r.MISSILE)


def test_before_blockers_ability_outside_a_mission_rulebook_p24() -> None:
    """rulebook p.24, Blocking: blockers are assigned by the defender as a mission is sent. An ability used "only
    before assigning blockers", used in the Deploy phase, is a violation (it was refused: "does not check
    'before_blockers' during the turn yet"; found by random pool play)."""
    text = "{T}: This card gets +2 attack. Use this ability only before assigning blockers."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": {"text": text}, "zone": "command_post"})
    _a_violation_nothing_done(answer, r.BLOCKING)


def test_blocking_unit_ability_outside_a_mission_rulebook_p24() -> None:
    """rulebook p.24-26: a Unit blocks only in a mission. A 'Mech's ability used "only when this 'Mech blocks", used
    in the Deploy phase, is a violation (it was refused: "does not check 'unit_role' during the turn yet")."""
    mech = {"type": "mech", "speed": "fast", "attack": 2, "armor": 0, "structure": 3}
    text = "{T}: This 'Mech gets +2 attack. Use this ability only when this 'Mech blocks."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "unit": {**mech, "text": text}, "zone": "patrol"})
    _a_violation_nothing_done(answer, r.BLOCKING)


def test_terrain_ability_in_its_region_outside_a_mission_rulebook_p12() -> None:
    """rulebook p.12 (Glossary: Terrain): a Terrain card enhances one of its owner's regions; an ability used "only
    during a mission whose target is in the region enhanced by this card", used in the Deploy phase with no mission
    under way, is a violation (it was refused: "does not check 'during' during the turn yet"; found by random pool
    play with the pool's Terrain cards)."""
    text = "Any Unit gets +1 armor. Use this ability only during a mission whose target is in the region enhanced by "
    text += "this card."
    terrain = {"keywords": ["Terrain"], "text": text}
    answer = _used_in_the_deploy_phase({"owner": "Brian", "command": terrain, "region": "patrol"})
    _a_violation_nothing_done(answer, t.ABILITY_ANY_TIME_OF_YOUR_TURN)
    assert "whose target is in the region this card enhances" in answer["violations"][0]["message"]


def test_mission_ability_outside_a_mission_ce_rulings_abilities() -> None:
    """CE rulings, Abilities: an ability is used any time of its controller's turn unless it says otherwise. One
    used "only during a mission", used in the Deploy phase, is a violation naming that moment (the check now lives
    with the battle's other moments, judge/bttcg/battle_moments.py, before any condition the turn does not check)."""
    mech = {"type": "mech", "speed": "fast", "attack": 2, "armor": 0, "structure": 3}
    text = "{T}: This 'Mech gets +1 attack. Use this ability only during a mission."
    answer = _used_in_the_deploy_phase({"owner": "Brian", "unit": {**mech, "text": text}, "zone": "patrol"})
    _a_violation_nothing_done(answer, t.ABILITY_ANY_TIME_OF_YOUR_TURN)
    assert "used only during a mission, and no mission is under way" in answer["violations"][0]["message"]


def _deploys(text: str, count: int) -> dict[str, Any]:
    """Brian, in his Deploy phase, deploys the Command card ``text`` from his hand, then ``count - 1`` plain cards."""
    cards: dict[str, Any] = {"giver": {"owner": "Brian", "command": {"text": text}, "zone": "hand"}}
    cards |= {f"plain{i}": {"owner": "Brian", "command": {}, "zone": "hand"} for i in range(1, count)}
    doc = {
        "game": "bttcg",
        "players": {"Brian": {}, "Melissa": {}},
        "phase": "deploy",
        "cards": cards,
        "actions": [{"by": "Brian", "deploy": card_id} for card_id in cards],
    }
    return answer_scenario(BtScenario.model_validate(doc), {})


@pytest.mark.parametrize(
    "text",
    [
        "{T}: You may make an additional deployment this turn. Use this ability only during your Deploy phase.",
        "When this card is activated, you may make an additional deployment this turn.",
    ],
)
def test_deploying_a_card_whose_ability_adds_deployments_rulebook_p14(text: str) -> None:
    """rulebook p.14, Playing Area: "You can't use the abilities of a Command card until you've activated it". A card
    whose ability (used, or fired when it is activated) gives an additional deployment is deployed from hand as any
    card, with one of the turn's two deployments (rulebook p.18), and gives none as it is deployed: the third
    deployment is a violation. It was refused ("does not execute its deployment ability yet"; found by random pool
    play with Theodore Kurita, Tor Miraborg, Solaris Contacts, Merchant Caste, Teachings of the Unfinished Book)."""
    answer = _deploys(text, 2)
    assert answer["legal"], answer["violations"]
    assert answer["outcomes"][0]["cards"]["giver"]["zone"] == "construction"
    third = _deploys(text, 3)
    (violation,) = third["violations"]
    assert violation["action"] == 2 and "no deployment left" in violation["message"]
