"""Crab Combat, both games in one loop: Recursive Combat adds the repeat rule and sub-games."""

from collections import deque


def decks(text):
    one, two = text.replace("\r", "").strip().split("\n\n")
    return [int(card) for card in one.split()[2:]], [int(card) for card in two.split()[2:]]


def play(deck1, deck2, recursive):
    """The winner (1 or 2) and their deck at the end."""
    deck1, deck2, seen = deque(deck1), deque(deck2), set()
    while deck1 and deck2:
        if recursive:
            position = (tuple(deck1), tuple(deck2))
            if position in seen:
                return 1, deck1  # a position seen before in this game: player 1 wins it
            seen.add(position)
        card1, card2 = deck1.popleft(), deck2.popleft()
        if recursive and len(deck1) >= card1 and len(deck2) >= card2:
            winner, _ = play(list(deck1)[:card1], list(deck2)[:card2], True)
        else:
            winner = 1 if card1 > card2 else 2
        if winner == 1:
            deck1 += (card1, card2)
        else:
            deck2 += (card2, card1)
    return (1, deck1) if deck1 else (2, deck2)


def solve(text, part):
    winner, deck = play(*decks(text), recursive=part == 2)
    return sum(card * place for place, card in enumerate(reversed(deck), 1))
