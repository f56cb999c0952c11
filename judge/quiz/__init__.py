"""Judge training: questions generated from the rules, answered and explained by the engines."""
