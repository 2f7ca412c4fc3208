"""How long a test waits on one of the page's marks: the Pyodide worker may need a cold start of several
seconds on a busy machine."""

SLOW = 120_000
