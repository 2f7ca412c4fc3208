"""What the tests and the benchmarks both need, owned by neither: the site served on a free port
(`servers`), Chromium's path and launch arguments (`chromium`), and the puzzles' examples (`examples`)."""
