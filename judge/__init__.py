"""judge: a rules-judge knowledge service for the BattleTech TCG, Battletech: Domination and Mech chess."""

__version__ = "0.1.0"
