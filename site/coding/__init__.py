"""The Code tab's page side: its controls, editors, results, kept code and prompt.  (What its sandbox runs,
runner.py and the modules it imports, reach the runner's own interpreter, flat: python_files.py says which.)"""
