"""Generated BattleTech TCG battles (the scenario templates ``battle``, ``fog``, ``construction`` and ``repair``,
and the battles of the card template): a position drawn at random, and the actions a table would take, in the
order of the battle's steps (rulebook p.26-29): initiative (the player losing it may Jump), then the loser's
step, then the winner's: Unit options, Mission cards, missiles, each Unit's damage assigned.

The templates only plan; the engine answers. A draft whose plan the engine finds illegal is dropped (a template
about legality excepted), so an arithmetic slip can cost a draft, never a wrong answer."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from judge.knowledge import KnowledgeBase
from judge.quiz.bttcg_units import NAMES, RANK, SPEEDS, Unit, draw_unit, invented
from judge.quiz.build import Draft

ATTACKER, DEFENDER = "Brian", "Melissa"
BOOST = ("Weapons Upgrade", "One of your Units gets +2 attack.")
COVER = ("Dig In", "Prevent up to 3 damage to one of your Units.")
REDUCTION = ("Dust Storm", "Each attacking Unit gets -2 attack.")


@dataclass
class Battle:
    """A battle being planned: its Units, cards, mission and actions."""

    rng: random.Random
    assets: dict[str, list[str]]
    units: list[Unit] = field(default_factory=list)
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    actions: list[dict[str, Any]] = field(default_factory=list)
    mission: dict[str, Any] = field(default_factory=dict)
    stockpiles: dict[str, int] = field(default_factory=lambda: {ATTACKER: 20, DEFENDER: 20})
    dice: list[int] | None = None
    hot: str | None = None
    """A Unit that overheats for sure, its player covering it with damage prevention if he can."""

    def add(self, unit: Unit) -> Unit:
        self.units.append(unit)
        self.cards[unit.id] = unit.spec
        return unit

    def of(self, player: str, role: str) -> list[Unit]:
        ids = self.mission.get("group", []) if role == "attackers" else self.mission.get("blockers", [])
        return [u for u in self.units if u.owner == player and u.id in ids]

    def engaged(self, player: str) -> list[Unit]:
        """The player's Units in the battle: attackers, blockers, or the target fighting back."""
        ids = [*self.mission.get("group", []), *self.mission.get("blockers", [])]
        if not self.mission.get("blockers"):
            ids.append(self.mission.get("target"))
        return [u for u in self.units if u.owner == player and u.id in ids]

    def recipients(self, unit: Unit, missiles: bool = False) -> list[str]:
        """Where the Unit's damage can go (rulebook p.27-28, p.31): the other side; the target when unblocked (or
        by missiles)."""
        other = [u.id for u in self.engaged(DEFENDER if unit.owner == ATTACKER else ATTACKER)]
        if unit.owner == ATTACKER:
            blocked = bool(self.mission.get("blockers"))
            target = self.mission["target"]
            if not blocked:
                return [target]
            if missiles and target.endswith(".stockpile"):
                return [*other, target]
        return other

    def data(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "game": "bttcg",
            "players": {p: {"assets": self.assets[p], "stockpile": self.stockpiles[p]} for p in (ATTACKER, DEFENDER)},
            "cards": self.cards,
            "mission": self.mission,
            "actions": self.actions,
        }
        if self.dice:
            doc["dice"] = self.dice
        return doc


def initiative(battle: Battle) -> tuple[str, str]:
    """Initiative as the table plays it (rulebook p.26-27): base 1 with Tactics, ties to the attacker; the player
    losing initiative may Jump (+1 each), until the other one is losing and does not. Returns (loser, winner)."""
    rng = battle.rng
    score = {p: 1 if "T" in battle.assets[p] else 0 for p in (ATTACKER, DEFENDER)}
    jumped: set[str] = set()
    for _ in range(4):
        loser = DEFENDER if score[ATTACKER] >= score[DEFENDER] else ATTACKER
        ready = [u for u in battle.engaged(loser) if u.jump and u.attack >= 2 and u.id not in jumped and not u.depleted]
        if not ready or rng.random() < 0.4:
            break
        unit = rng.choice(ready)
        jumped.add(unit.id)
        unit.attack -= 1
        score[loser] += 1
        battle.actions.append({"by": loser, "use": "Jump", "unit": unit.id})
    loser = DEFENDER if score[ATTACKER] >= score[DEFENDER] else ATTACKER
    return loser, ATTACKER if loser == DEFENDER else DEFENDER


def split(rng: random.Random, amount: int, recipients: list[str]) -> dict[str, int]:
    """All of a Unit's damage, to one recipient or shared between two."""
    if len(recipients) == 1 or amount < 2 or rng.random() < 0.5:
        return {rng.choice(recipients): amount}
    first, second = rng.sample(recipients, 2)
    share = rng.randint(1, amount - 1)
    return {first: share, second: amount - share}


def step(battle: Battle, player: str, score: int, missions: bool = True) -> None:
    """One player's step: Unit options, perhaps a Mission card (initiative score 1 or more; often damage prevention
    for a Unit that overheated), missiles, and every Unit's damage assigned."""
    rng = battle.rng
    mine = [u for u in battle.engaged(player) if not u.depleted]
    overheated: set[str] = set()
    for unit in mine:
        if unit.overheat and (unit.id == battle.hot or rng.random() < 0.5):
            battle.actions.append({"by": player, "use": "Overheat", "unit": unit.id})
            unit.attack += unit.overheat
            overheated.add(unit.id)
        elif unit.alpha and rng.random() < 0.4:
            battle.actions.append({"by": player, "use": "Alpha Strike", "unit": unit.id})
            unit.attack += unit.alpha
    if missions and score >= 1 and mine and (battle.hot in overheated or rng.random() < 0.4):
        hot = [u for u in mine if u.id in overheated]
        name, text = COVER if hot and rng.random() < 0.6 else rng.choice((BOOST, COVER))
        card_id = f"card{len(battle.cards)}"
        battle.cards[card_id] = {"owner": player, "mission": {"name": name, "text": text}}
        chosen = rng.choice(hot) if hot and (name, text) == COVER else rng.choice(mine)
        battle.actions.append({"by": player, "play": card_id, "choose": [chosen.id]})
        if (name, text) == BOOST:
            chosen.attack += 2
    for unit in mine:
        if unit.missiles and rng.random() < 0.6:
            at = split(rng, unit.missiles, battle.recipients(unit, missiles=True))
            battle.actions.append({"by": player, "use": "Missile", "unit": unit.id, "at": at})
    for unit in mine:
        if unit.attack > 0:
            to = split(rng, unit.attack, battle.recipients(unit))
            battle.actions.append({"by": player, "assign": unit.id, "to": to})


def battle_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """A battle: one to three attackers against a slower (or depleted) Unit, or against the Stockpile through one or
    two blockers; Unit options, Mission cards, missiles and assignments as the table would play them."""
    pool = knowledge.pool
    battle = Battle(rng, {p: ["T"] if rng.random() < 0.7 else [] for p in (ATTACKER, DEFENDER)})
    taken: set[str] = set()
    blocked = rng.random() < 0.4
    depleted_target = not blocked and rng.random() < 0.3
    attack_speeds = SPEEDS if blocked or depleted_target else SPEEDS[1:]
    attackers = [
        battle.add(draw_unit(rng, pool, f"a{i + 1}", ATTACKER, taken, attack_speeds))
        for i in range(rng.choice((1, 2, 2, 3)))
    ]
    if rng.random() < 0.2:  # Overheat and damage prevention on one Unit (CE rulings, Heavy Fog; Overheat)
        hot = attackers[0]
        if "unit" in hot.spec:
            hot.spec["unit"]["text"] = "Overheat 2: +2 attack"
            hot.overheat, hot.jump, hot.alpha, hot.missiles = 2, False, 0, 0
        if hot.overheat:
            battle.hot = hot.id
            battle.assets[ATTACKER] = ["T"]
    slowest = min(RANK[u.speed] for u in attackers)
    if blocked:
        blockers = [
            battle.add(draw_unit(rng, pool, f"b{i + 1}", DEFENDER, taken, SPEEDS[slowest:]))
            for i in range(rng.choice((1, 1, 2)))
        ]
        battle.mission = {
            "attacker": ATTACKER,
            "group": [u.id for u in attackers],
            "target": f"{DEFENDER}.stockpile",
            "blockers": [u.id for u in blockers],
        }
    else:
        speeds = SPEEDS if depleted_target else SPEEDS[: max(1, slowest)]
        target = battle.add(draw_unit(rng, pool, "t", DEFENDER, taken, speeds))
        if depleted_target:
            target.depleted = True
            target.spec["depleted"] = True
        elif rng.random() < 0.3:
            target.spec["damage"] = rng.randint(1, 2)
        battle.mission = {"attacker": ATTACKER, "group": [u.id for u in attackers], "target": target.id}
    loser, winner = initiative(battle)
    scores = {p: 1 if "T" in battle.assets[p] else 0 for p in (ATTACKER, DEFENDER)}
    step(battle, loser, scores[loser])
    step(battle, winner, scores[winner])
    if any(a.get("use") == "Missile" for a in battle.actions) and rng.random() < 0.5:
        battle.dice = [rng.randint(1, 6) for _ in range(4)]
    return Draft("bttcg", [battle.data()], "A battle of the BattleTech TCG (invented and pool cards).")


def fog_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """An attack reduced after its damage was assigned (rulebook p.28, CE rulings): the attacker, losing initiative,
    assigns first; the defender plays a card giving each attacking Unit -2 attack; the lost damage is taken back
    from where it went (legal), or moved to another blocker (not legal: the template is then about legality)."""
    pool = knowledge.pool
    battle = Battle(rng, {ATTACKER: [], DEFENDER: ["T"]})
    taken: set[str] = set()
    attacker = battle.add(invented(rng, "a1", ATTACKER, rng.choice(NAMES)))
    attacker.attack = rng.randint(4, 8)
    attacker.spec["unit"]["attack"] = attacker.attack
    attacker.spec["unit"].pop("text", None)
    taken.add(attacker.name)
    blockers = [
        battle.add(draw_unit(rng, pool, f"b{i + 1}", DEFENDER, taken, SPEEDS[RANK[attacker.speed] :]))
        for i in range(rng.choice((1, 2, 2)))
    ]
    battle.mission = {
        "attacker": ATTACKER,
        "group": [attacker.id],
        "target": f"{DEFENDER}.stockpile",
        "blockers": [u.id for u in blockers],
    }
    ids = [u.id for u in blockers]
    to = split(rng, attacker.attack, ids) if len(ids) > 1 else {ids[0]: attacker.attack}
    battle.actions.append({"by": ATTACKER, "assign": attacker.id, "to": to})
    battle.cards["fog"] = {"owner": DEFENDER, "mission": {"name": REDUCTION[0], "text": REDUCTION[1]}}
    battle.actions.append({"by": DEFENDER, "play": "fog"})
    left = attacker.attack - 2
    move = len(ids) > 1 and rng.random() < 0.4
    if len(to) > 1 or move:
        battle.actions.append({"by": ATTACKER, "assign": attacker.id, "to": _after_reduction(rng, to, ids, left, move)})
    for blocker in blockers:
        if blocker.attack > 0:
            battle.actions.append({"by": DEFENDER, "assign": blocker.id, "to": {attacker.id: blocker.attack}})
    return Draft(
        "bttcg",
        [battle.data()],
        "A battle of the BattleTech TCG: an attack reduced after its damage was assigned.",
        legality=move,
    )


def _after_reduction(rng: random.Random, old: dict[str, int], ids: list[str], left: int, move: bool) -> dict[str, int]:
    """The attacker's new assignment: the lost damage taken back from where it went, or (``move``) some of it put
    on a blocker that had less."""
    new = dict.fromkeys(ids, 0) | old
    if move:
        poorer = min(ids, key=lambda i: (new[i], i))
        richer = max(ids, key=lambda i: (new[i], i))
        new[richer] -= 3
        new[poorer] += 1
        if new[richer] < 0:
            new[poorer] += new[richer]
            new[richer] = 0
        return {k: v for k, v in new.items() if v}
    lost = sum(old.values()) - left
    while lost > 0:
        candidates = [i for i in ids if new[i] > 0]
        chosen = rng.choice(candidates)
        new[chosen] -= 1
        lost -= 1
    return {k: v for k, v in new.items() if v}


def construction_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """Damage to a card under construction (rulebook p.30; 1997 rulings, Cards Under Construction): one or two
    attackers, unblocked, against an opposing card with construction counters."""
    pool = knowledge.pool
    battle = Battle(rng, {p: ["T"] if rng.random() < 0.5 else [] for p in (ATTACKER, DEFENDER)})
    taken: set[str] = set()
    attackers = [battle.add(draw_unit(rng, pool, f"a{i + 1}", ATTACKER, taken)) for i in range(rng.choice((1, 1, 2)))]
    battle.cards["site"] = {
        "owner": DEFENDER,
        "command": {"name": rng.choice(("Field Base", "Supply Depot", "Repair Bay"))},
        "zone": "construction",
        "counters": rng.randint(1, 4),
    }
    battle.mission = {"attacker": ATTACKER, "group": [u.id for u in attackers], "target": "site"}
    for unit in attackers:
        if "unit" in unit.spec:
            unit.attack = min(unit.attack, rng.randint(1, 5))
            unit.spec["unit"]["attack"] = unit.attack
    if rng.random() < 0.5:
        step(battle, ATTACKER, 1 if "T" in battle.assets[ATTACKER] else 0, missions=False)
    return Draft("bttcg", [battle.data()], "A battle of the BattleTech TCG against a card under construction.")


def repair_draft(knowledge: KnowledgeBase, rng: random.Random, pick: int) -> Draft | None:
    """The Repair/Reload phase (rulebook p.21, CE rulings): Assembly, Resource cards tapped for {R}, damaged
    Units repaired one or more times, perhaps a depleted card to reload. About legality: a second repair is a
    question too."""
    battle = Battle(rng, {ATTACKER: ["A"], DEFENDER: []})
    taken: set[str] = set()
    depots = rng.choice((1, 2, 2))
    for i in range(depots):
        battle.cards[f"depot{i + 1}"] = {
            "owner": ATTACKER,
            "command": {"name": "Supply Depot", "keywords": ["Resource"], "text": "{T}: {R}"},
        }
    hurt = []
    for i in range(rng.choice((1, 2, 2, 3))):
        unit = draw_unit(rng, knowledge.pool, f"u{i + 1}", ATTACKER, taken)
        structure = int(unit.spec["unit"]["structure"]) if "unit" in unit.spec else 4
        unit.spec["damage"] = rng.randint(1, max(1, structure - 1))
        battle.add(unit)
        hurt.append(unit)
    if rng.random() < 0.4:
        spent = draw_unit(rng, knowledge.pool, "spent", ATTACKER, taken)
        spent.spec["depleted"] = True
        battle.add(spent)
    for i in range(depots):
        battle.actions.append({"by": ATTACKER, "tap": [f"depot{i + 1}"]})
        battle.actions.append({"by": ATTACKER, "repair": rng.choice(hurt).id})
    data = battle.data()
    del data["mission"]
    data["phase"] = "repair"
    return Draft("bttcg", [data], "The Repair/Reload phase of a BattleTech TCG turn.", legality=True)
