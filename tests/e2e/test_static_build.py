"""`serve.py --build` output works from a plain static server that knows nothing of the app."""

import subprocess
import sys

import pytest

from tests import server
from tests.e2e.page import CamelPage
from tests.examples import CAMEL


@pytest.fixture(scope="module")
def static_url(tmp_path_factory):
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "serve.py", "--build", str(target)], cwd=server.ROOT, check=True)
    with server.static(target) as url:
        yield url


def test_built_folder_solves_the_example(page, static_url):
    camel = CamelPage(page, static_url).open().solve(CAMEL, part=2)
    assert camel.total == "5905"
    assert camel.offsite == []
    assert camel.console_errors == []
