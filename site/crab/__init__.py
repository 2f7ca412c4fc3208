"""The Crab Combat tab: its decks, its outcome, the replay and Check your answer."""
