"""Cards of the three games: models, costs, names."""
