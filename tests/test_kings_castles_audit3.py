"""Kings & Castles, a third audit against the rulebook: situations a judge would type (`new`, `put`
lines from scratch, then play to the end of the effect), each outcome decided from the rulebook before
running it. Spent on what the earlier audits left unpinned: the bag running out (5.7), the last reign
and the final count, William I's Rouen, two rules meeting in one attack, and the Japanese words of the
rulebook for the pieces and actions."""

from __future__ import annotations

from conftest import Table


def judge(*lines: str, lang: str = "en") -> Table:
    """A four-player game set up by hand: the lines a judge types after `new`."""
    t = Table(lang=lang)
    t.ok("new kings-castles Aki Ben Chie Dai")
    for line in lines:
        t.ok(line)
    return t


def bag_of(t: Table, keep: dict[str, int]) -> None:
    """Every counter of the bag onto the destroyed pile but the ones to keep (set-up by `put destroyed`)."""
    for counter, n in list(t.state.bag.items()):
        t.ok(f"put destroyed {counter} {n - keep.get(counter, 0)}")
    assert t.state.bag == keep


# --- 5.7: "when every counter has been drawn from the bag, the destroyed pile goes back into it" -------

def test_kings_castles_bag_refill_as_soon_as_the_last_counter_is_drawn():
    # William II part 1 (box 2, bonus III): turquoise's household is empty and the bag holds three
    # mercenaries; the bonus draws all three. The bag is then empty: the destroyed pile goes back in at
    # once, so a unit destroyed later in the turn lies in the pile, not in the bag.
    t = judge("put crown 2 turquoise", "put unit london enemy-archer", "put array turquoise turquoise-man",
              "put household turquoise knight 0", "put household turquoise man 0", "put household turquoise archer 0",
              "put reign 2")
    bag_of(t, {"merc-1": 3})
    pile = sum(t.state.destroyed.values())
    for _k in range(3):
        t.ok("draw merc-1")
    shown = t.show()
    assert (shown["bag"], shown["destroyed"]) == (pile, 0)
    # England is all enemy: London (anchor) is invaded; its enemy archer goes to the (new) pile
    t.ok("attack london turquoise-man")
    shown = t.show()
    assert (shown["bag"], shown["destroyed"]) == (pile, 1)
    assert t.state.destroyed == {"enemy-archer": 1}
