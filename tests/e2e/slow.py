"""How long a test waits on one of the page's marks (the Pyodide worker may need a cold start of several
seconds on a busy machine); and a slow connection, with what a status line says of a download over it."""

SLOW = 120_000


def slowed(page, rate):
    """Let `page` (and its workers) download `rate` bytes a second at most (None: as fast as it can), as on a slow
    connection."""
    devtools = page.context.new_cdp_session(page)
    devtools.send("Network.enable")
    conditions = {"offline": False, "latency": 0, "downloadThroughput": rate or -1, "uploadThroughput": -1}
    devtools.send("Network.emulateNetworkConditions", conditions)


def full_python_started(camel):
    """Wait until the page's Pyodide worker has started (its download all come)."""
    camel.page.wait_for_function(
        "import(new URL('worker/workers.js', document.baseURI)).then(workers => workers.isReady('pyodide'))",
        timeout=SLOW,
    )


def figures_come(camel, status):
    """Wait until the status line `status` (its texts watched: watch_status) has said two figures of a download,
    quietly (in a part a screen reader does not read); the words the figures are said after."""
    camel.page.wait_for_function(
        "status => window.__said[status].filter(said => said.endsWith(' MB so far')).length >= 2", arg=status
    )
    figure = camel.page.text_content(status + " > span[aria-hidden=true]")
    assert figure.endswith(" MB so far")
    return camel.page.text_content(status)[: -len(figure)]


def figures_then_stopped(camel, status, words):
    """Of all that `status` has said: the figures said after `words`, two at least, rising; and the words Stop
    said, unchanged since, and on show."""
    said = camel.said_by(status)
    figures = [float(each[len(words) :].split()[0]) for each in said if each.startswith(words + " ")]
    assert len(figures) >= 2 and figures == sorted(figures), said
    stopped = next(at for at, each in enumerate(said) if each.startswith("Stopped"))
    assert said[stopped:] == [said[stopped]] and camel.page.inner_text(status) == said[stopped], said
