"""referee/map.py: a map of regions and groups, checked on load, with its queries."""

from __future__ import annotations

import tomllib

import pytest

from referee.map import MapError, from_dict, to_dict

# Two islands: a-b-c on the west (a and c in "north"), d alone on the east, joined to c by sea.
ISLANDS = tomllib.loads("""
[groups.north]
kind = "country"
regions = ["a", "c"]
[groups.south]
kind = "country"
[groups.west]
kind = "kingdom"
connected = true
connected_by = "land"

[regions.a]
groups = ["north", "west"]
land = ["b"]
[regions.b]
groups = ["south", "west"]
land = ["a", "c"]
[regions.c]
groups = ["north", "west"]
land = ["b"]
sea = ["d"]
[regions.d]
groups = ["south"]
sea = ["c"]
""")


def changed(base: dict, region: str, **entry) -> dict:
    data = {"groups": dict(base["groups"]), "regions": dict(base["regions"])}
    data["regions"][region] = {**data["regions"][region], **entry}
    return data


def test_queries_on_a_small_map():
    m = from_dict(ISLANDS)
    assert m.regions == ("a", "b", "c", "d")
    assert m.neighbours("c") == ("b", "d")
    assert m.neighbours("c", by="land") == ("b",)
    assert m.neighbours("c", by="sea") == ("d",)
    assert m.are_adjacent("c", "d") and not m.are_adjacent("c", "d", by="land")
    assert not m.are_adjacent("a", "c")
    assert m.group_of("a", kind="country") == "north"
    assert m.groups_of("a") == ("north", "west")
    assert m.regions_of("south") == ("b", "d")
    assert m.components(by="land") == [("a", "b", "c"), ("d",)]
    assert m.is_connected() and not m.is_connected(by="land")
    assert m.components(within=["a", "c", "d"]) == [("a",), ("c", "d")]
    assert m.path("a", "d") == ("a", "b", "c", "d")
    assert m.path("a", "d", by="land") is None
    assert m.path("a", "c", within=["a", "c"]) is None
    assert "a" in m and "z" not in m


def test_round_trip():
    m = from_dict(ISLANDS)
    assert from_dict(to_dict(m)) == m


@pytest.mark.parametrize("query", [
    lambda m: m.neighbours("z"), lambda m: m.regions_of("east"), lambda m: m.are_adjacent("a", "z"),
    lambda m: m.group_of("a"), lambda m: m.neighbours("a", by="air"),
])
def test_queries_refuse_unknown_names(query):
    with pytest.raises(MapError):
        query(from_dict(ISLANDS))


@pytest.mark.parametrize(("data", "words"), [
    (changed(ISLANDS, "a", land=[]), "not symmetric: 'b' lists 'a'"),
    (changed(ISLANDS, "d", sea=[], land=["c"]), "land adjacency is not symmetric"),
    (changed(ISLANDS, "a", land=["b", "x"]), "unknown region 'x'"),
    (changed(ISLANDS, "a", groups=["west", "east"]), "unknown group 'east'"),
    (changed(ISLANDS, "a", groups=["west"]), "group 'north' lists a, c but the regions that name it are c"),
    (changed(ISLANDS, "a", land=["a", "b"]), "adjacent to itself"),
    (changed(ISLANDS, "a", colour="red"), "unknown key(s) colour"),
    ({**ISLANDS, "connected": True, "connected_by": "land"}, "declared connected (by land) but falls into 2 parts"),
    ({"groups": {}, "regions": {}}, "no [regions]"),
])
def test_bad_maps_are_refused_with_a_clear_message(data, words):
    with pytest.raises(MapError) as err:
        from_dict(data, where="islands.toml")
    assert words in str(err.value) and str(err.value).startswith("islands.toml: ")


def test_a_group_declared_connected_is_checked():
    data = changed(ISLANDS, "b", groups=["south"])  # west = a, c: not joined by land without b
    data["groups"]["north"] = {"kind": "country", "regions": ["a", "c"]}
    with pytest.raises(MapError, match="group 'west' is declared connected"):
        from_dict(data)
    assert from_dict({**ISLANDS, "connected": True}).is_connected()
