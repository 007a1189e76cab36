"""The rule corpus and `ask`: clauses per rule id in Japanese and English, and questions answered from them.

corpus  loads and validates referee/games/<game>/data/rules.toml
search  tokenising (Japanese bigrams, English stems), glossary expansion and BM25
answer  the `ask` pipeline: rule questions, and questions about a move tried on a copy of the game
text    how clauses, answers and `why` steps are written out

Nothing here is imported at start-up: the CLI and the session import these modules when used.
"""
