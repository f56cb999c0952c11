"""The BattleTech Trading Card Game: scenarios, the battle engine and its answers, deck checks."""
