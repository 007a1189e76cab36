"""Shared helpers for the Carolingi tests: a table of three (as in the rulebook's examples: Aki is red in
Normandie, Ben blue in Ostfalen, Chie yellow in Comte de Bourgogne), positions built with put lines."""

from __future__ import annotations

from conftest import Table


def table(players: str = "Aki Ben Chie", *lines: str) -> Table:
    return Table(f"new carolingi {players}", *lines)


def clear_rebels(t: Table, *countries: str) -> None:
    for c in countries:
        t.ok(f"put rebels {c} 0")


def country(t: Table, name: str) -> dict:
    return t.show()["countries"][name]


def board(t: Table, player: str) -> dict:
    return t.show()["player_boards"][player]
