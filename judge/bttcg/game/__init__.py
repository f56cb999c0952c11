"""Whole BattleTech TCG games (issue 19)."""
