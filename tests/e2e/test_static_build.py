"""`serve.py --build` output works from a plain static server that knows nothing of the app."""

import sys

import pytest

from tests.e2e.conftest import ROOT, start_server
from tests.e2e.page import CamelPage
from tests.examples import CAMEL


@pytest.fixture(scope="module")
def static_url(tmp_path_factory):
    target = tmp_path_factory.mktemp("site")
    import subprocess

    subprocess.run([sys.executable, "serve.py", "--build", str(target)], cwd=ROOT, check=True)
    process, url = start_server([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"], target, r"port (\d+)")
    yield url
    process.terminate()
    process.wait()


def test_built_folder_solves_the_example(page, static_url):
    camel = CamelPage(page, static_url).open().solve(CAMEL, part=2)
    assert camel.total == "5905"
    assert camel.offsite == []
    assert camel.console_errors == []
