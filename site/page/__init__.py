"""What every tab uses: the DOM, the busy marks, only the newest answer counting, problem lists, set-aside
inputs, share links, spoilers and check verdicts."""
