"""Designing your own 'Mechs (seed 003, "Designing your own Mechs"): a custom unit's ratings from its mass, armor,
speed and weapons, and the check of a custom unit file against them."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from judge.rulings.store import RulingBase

DAMAGE = {"none": None, "light": 1, "moderate": 2, "heavy": 3, "brutal": 4, "devastating": 5, "incredible": 6}
ARMOR = {"light": 0, "medium": 1, "heavy": 2, "massive": 3}
MOVE = {"slow": 2, "average": 3, "fast": 4, "very fast": 5}
FIELDS = ("game", "name", "mass", "armor", "move", "jump", "damage", "hits", "cr", "mr", "lr")
"""``move`` is the speed class; ``hits``, ``cr``, ``mr`` and ``lr``, when given, are checked against the design."""
RULES = {
    "damage": "mechchess/designing-your-own-mechs/damage-rating",
    "hits": "mechchess/designing-your-own-mechs/hits-rating",
    "move": "mechchess/designing-your-own-mechs/move-rating",
}


@dataclass
class Design:
    name: str | None
    hits: int | None = None
    move: int | None = None
    jump: bool = False
    ratings: dict[str, int | None] = field(default_factory=dict)
    problems: list[tuple[str, str, str]] = field(default_factory=list)
    """(field, message, rule id)."""

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "ok": not self.problems,
            "unit": {"hits": self.hits, "move": self.move, "jump": self.jump, **self.ratings},
            "problems": [{"field": f, "message": m, "rules": [r]} for f, m, r in self.problems],
        }


def design(spec: dict[str, Any]) -> Design:
    """The unit a design gives, and what disagrees with the rules (``hits``, ``move`` and ``cr``/``mr``/``lr`` may
    be given to be checked)."""
    result = Design(name=spec.get("name") if isinstance(spec.get("name"), str) else None)
    problems = result.problems
    for key in spec:
        if key not in FIELDS:
            problems.append((str(key), f"unknown field; the fields are {', '.join(FIELDS)}", RULES["hits"]))
    if not result.name:
        problems.append(("name", "a name is required", RULES["hits"]))
    mass, armor = spec.get("mass"), str(spec.get("armor", "")).lower()
    if not isinstance(mass, int) or isinstance(mass, bool) or not 10 <= mass <= 200:
        problems.append(("mass", "mass is a whole number of tons, 10 to 200", RULES["hits"]))
    elif armor not in ARMOR:
        problems.append(("armor", f"armor is one of {', '.join(ARMOR)}", RULES["hits"]))
    else:
        result.hits = math.ceil(mass / 10) + ARMOR[armor]
    move = str(spec.get("move", "")).lower()
    if move not in MOVE:
        problems.append(("move", f"move is one of {', '.join(MOVE)}", RULES["move"]))
    else:
        result.move = MOVE[move]
    jump = spec.get("jump", False)
    if not isinstance(jump, bool):
        problems.append(("jump", "jump is true or false", RULES["move"]))
    result.jump = bool(jump)
    damage = spec.get("damage", {})
    if not isinstance(damage, dict) or set(damage) - {"cr", "mr", "lr"}:
        problems.append(("damage", "damage gives cr, mr and lr", RULES["damage"]))
        damage = {}
    for band in ("cr", "mr", "lr"):
        word = str(damage.get(band, "none")).lower()
        if word not in DAMAGE:
            problems.append((f"damage.{band}", f"a damage class is one of {', '.join(DAMAGE)}", RULES["damage"]))
            continue
        result.ratings[band] = DAMAGE[word]
    for key, computed in (("hits", result.hits), *result.ratings.items()):
        claimed = spec.get(key)
        if claimed is not None and computed is not None and claimed != computed:
            rule = RULES["hits"] if key == "hits" else RULES["move"] if key == "move" else RULES["damage"]
            problems.append((key, f"the design gives {key} {computed}, not {claimed}", rule))
    return result


def check_rule_ids(rulings: RulingBase) -> None:
    """The rules the designer cites exist (a typo here would send users to a missing page)."""
    for rule in RULES.values():
        assert rulings.get(rule) is not None, rule
