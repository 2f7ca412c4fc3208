"""The page's side of its workers: which one answers an input (engine.py).  (worker.py reaches the workers'
own interpreters: python_files.py says which.)"""
