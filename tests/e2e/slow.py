"""How long a test waits on one of the page's marks: the Pyodide worker may need a cold start of several
seconds on a busy machine."""

SLOW = 120_000


def slowed(page, rate):
    """Let `page` (and its workers) download `rate` bytes a second at most (None: as fast as it can), as on a slow
    connection."""
    devtools = page.context.new_cdp_session(page)
    devtools.send("Network.enable")
    conditions = {"offline": False, "latency": 0, "downloadThroughput": rate or -1, "uploadThroughput": -1}
    devtools.send("Network.emulateNetworkConditions", conditions)
