"""Mech chess (seed 003): card notes as data, the engine, scenarios, and the 'Mech designer."""
