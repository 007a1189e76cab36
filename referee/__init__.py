"""referee: a command-line referee and rules assistant for tabletop games played on a real table."""

__version__ = "0.1.0"
