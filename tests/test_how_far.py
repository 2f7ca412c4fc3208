"""How far a wrong answer is from the right one: the difference exact, its percentage to two significant
digits, and coarse words for a visitor who hides the answer; in both games' checks."""

import json
import time
from decimal import Decimal
from fractions import Fraction

from hypothesis import example, given
from hypothesis import strategies as st

from camelcards_core.crab_session import CrabSession
from camelcards_core.session import Session
from camelcards_core.words import how_far, near, percent
from tests.examples import CAMEL, CRAB
from tests.micropython import run_json

wholes = st.integers(1, 10**40) | st.integers(1, 1000)


@given(st.integers(0, 10**45), wholes)
@example(95, 1000)
@example(996, 10_000)
@example(1, 10_000)
@example(10**4000, 3 * 10**4000)
def test_a_percentage_has_two_significant_digits_rounded_from_the_exact_share(part, whole):
    share = Fraction(part * 100, whole)
    said = percent(part, whole)
    if share < Fraction(1, 100):
        assert said is None
        return
    number = Decimal(said.removesuffix("%"))
    assert len(number.as_tuple().digits) == 2 or (number >= 10 and number == int(number))
    # Within half a unit of its last digit of the exact share.
    assert abs(Fraction(number) - share) <= Fraction(1, 2) * 10 ** number.as_tuple().exponent


@given(st.integers(0, 10**45), wholes)
def test_near_says_the_narrowest_band_the_difference_is_within(part, whole):
    share = Fraction(part, whole)
    bands = [(Fraction(1, 1000), "0.1%"), (Fraction(1, 100), "1%"), (Fraction(1, 10), "10%")]
    within = next((words for bound, words in bands if share <= bound), None)
    said = near(part, whole)
    if within is None:
        assert said == "more than 10% off"
    else:
        assert said.endswith("within %s of the answer" % within)


def test_how_far_is_exact_and_names_no_number_in_its_coarse_words():
    assert how_far(249_776_651, 249_776_650) == {
        "by": "1",
        "percent": None,
        "near": "very close: within 0.1% of the answer",
    }
    assert how_far(250_000_000, 249_776_650) == {
        "by": "223,350",
        "percent": "0.089%",
        "near": "very close: within 0.1% of the answer",
    }
    assert how_far(5, 0) == {"by": "5"}  # no share of nothing
    long = how_far(10**40, 1)
    assert long["by"] == "9,999,999,…,999,999,999 (40 digits)" and long["near"] == "more than 10% off"


def test_a_check_says_how_far_a_wrong_number_is_and_nothing_of_a_right_one():
    session = Session()
    session.solve(CAMEL, json.dumps({"key": "1", "start": 0, "count": 10}))
    assert "far" not in json.loads(session.check("6440", "1"))
    said = json.loads(session.check("6,441", "1"))
    assert said["far"] == {"by": "1", "percent": "0.016%", "near": "very close: within 0.1% of the answer"}
    assert json.loads(session.check("7000", "1"))["far"]["percent"] == "8.7%"
    assert "far" not in json.loads(session.check("9" * 5000, "1"))  # beyond every total: too high, and no more


def test_a_crab_check_says_how_far_a_wrong_score_is():
    session = CrabSession()
    session.start(CRAB)
    session.play(60_000, time.monotonic)
    json.loads(session.check_start("300", 1))
    said = json.loads(session.check_for(60_000, time.monotonic))["checked"]
    assert said["far"] == {"by": "6", "percent": "2.0%", "near": "within 10% of the answer"}


def test_how_far_is_written_alike_on_micropython():
    pairs = [(249_776_651, 249_776_650), (250_000_000, 249_776_650), (7, 1000), (3, 0), (10**4000 + 1, 10**4000)]
    script = "import json\nfrom camelcards_core.words import how_far\nprint(json.dumps([how_far(*p) for p in %r]))\n"
    assert run_json(script % pairs, "") == [how_far(*pair) for pair in pairs]
