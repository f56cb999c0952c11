"""The source documents the project is built from (``shared/seeds``), by their number."""

from __future__ import annotations

SEED_DOCUMENTS: dict[str, str] = {
    "000": "BattleTech TCG Commander's Edition rulebook (1998)",
    "001": "Battletech: Domination v2.2",
    "002": "BattleTech TCG Commander's Edition General and Individual Card Rulings",
    "003": "Mech chess (fan-made BattleTech board & card game)",
    "004": "BattleTech TCG rulings archive (1997)",
}
"""Where two disagree, the newer wins: 002 and 000 supersede 004."""
