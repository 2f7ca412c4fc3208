"""The servers the tests start, under the name the tests import them by; harness/servers.py owns them."""

from harness.servers import ROOT, app, app_process, static

__all__ = ["ROOT", "app", "app_process", "static"]
