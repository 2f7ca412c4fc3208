"""The place on show that a share link may open after its input: How it works' view and step, the Code tab's
step, and the replay's game, sub-game and round."""

# The steps a trace of the Code tab holds at most (its tracer records no more), so the furthest a link asks for.
TRACE_STEPS = 1000

# The fields of a place on show a link may carry after its input, each a check of its value: the view
# (How it works, whose tab no other field names), a step or a round, the replay's game, and the rounds that
# began each sub-game entered, from the outermost game.
PLACE = (
    ("view", lambda value: value == "how"),
    ("step", lambda value: _number(value)),
    ("replay", lambda value: value in ("1", "2")),
    ("sub", lambda value: all(_number(part) for part in value.split(".")) and value.count(".") < 100),
    ("round", lambda value: _number(value)),
)


def is_digits(value):
    """Whether `value` is ASCII digits only (str.isdigit holds "²" to be one, which int() refuses)."""
    return all("0" <= c <= "9" for c in value)


def _number(value):
    return 0 < len(value) <= 9 and is_digits(value)


def is_step(value):
    """Whether `value` is a step as the page reads one in an address: from 1, of any length (one past the last
    shows the last), its first zeros saying nothing."""
    return is_digits(value) and value.strip("0") != ""


def place_fields(place):
    """The fields of a link that open the place on show `place` ({name: value}), those of PLACE alone, each
    only when its value is one."""
    said = [(name, str(place.get(name, ""))) for name, _ in PLACE]
    return "".join("&%s=%s" % (name, value) for (name, value), (_, fits) in zip(said, PLACE) if fits(value))
