"""How it works: the solution walked through step by step."""
