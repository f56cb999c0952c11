"""Battletech: Domination (seed 001): card text as data (the effect DSL of judge/dsl/domination.py) and back."""
