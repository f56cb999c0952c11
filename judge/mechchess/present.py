"""Mech chess answers laid out for people: the board of an outcome as eight ranks of eight squares."""

from __future__ import annotations

from typing import Any

FILES = "abcdefgh"


def board_rows(board: dict[str, dict[str, Any]]) -> list[list[tuple[str, dict[str, Any] | None]]]:
    """The squares of ``board`` (square name to unit, as in an answer's ``outcomes[].board``), rank 8 first,
    each as ``(square, unit or None)``. Squares outside a1-h8 are ignored."""
    return [[(f"{file}{rank}", board.get(f"{file}{rank}")) for file in FILES] for rank in range(8, 0, -1)]


__all__ = ["FILES", "board_rows"]
