"""Your rules: a card order and a joker a person sets, beside part 1 and part 2.  They are kept in this
browser and carried by share links; the core checks them and ranks under them, with the same code as
both parts."""

from dom import Typing, by_id, chosen_part, custom_rules, when
from pyscript.ffi import to_js
from pyscript.js_modules import store

# The answer follows the rules once typing in them pauses this long.
PAUSE_MS = 300
order_box, joker_box = by_id("rules-order"), by_id("rules-joker")


# Edits to the rules: the answer follows once they pause.
typing = Typing()


def shown(chosen_now=False):
    """Show the rules' fields when "Your rules" is chosen, and, when it was `chosen_now`, scroll them into
    view: they sit below the Solve button."""
    custom = chosen_part() == "custom"
    fields = by_id("rules")
    fields.hidden = not custom
    if not custom:
        by_id("rules-problem").textContent = ""
    elif chosen_now:
        fields.scrollIntoView(to_js({"block": "nearest"}))


async def put(order, joker):
    """Set the rules (from a share link or this browser's store) and keep them."""
    order_box.value, joker_box.value = order, joker
    await store.put("rules", order + " " + joker)
    shown()


async def restore():
    kept = await store.get("rules")
    if kept:
        order, _, joker = kept.partition(" ")
        order_box.value, joker_box.value = order, joker
    shown()


async def edited(apply):
    """Keep the rules as typed, and once typing pauses, `apply` them."""
    await store.put("rules", " ".join(custom_rules()))
    if await typing.paused(PAUSE_MS):
        await apply()


def watch(apply):
    """Follow edits of the rules with `apply`, an async call that answers under them."""

    @when("input", "#rules-order")
    async def on_order(event):
        await edited(apply)

    @when("input", "#rules-joker")
    async def on_joker(event):
        await edited(apply)
