"""The Camel Cards tab: its box, its answer, the table, the explanation, Check your answer and Your rules."""
