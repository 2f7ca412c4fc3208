"""python -m camelcards_core.crab_combat FILE [--part 1|2] [--check N [--json]]: the command `crab-combat`.  The
game itself is crab_game's, its rules crab_rules', its parser crab_parsing's."""

from .cli import crab_combat

if __name__ == "__main__":
    crab_combat("python -m camelcards_core.crab_combat")
