"""Your rules: a card order and a joker a person sets, beside part 1 and part 2.  They are kept in this
browser and carried by share links; the core checks them (and says what is wrong, as typed) and ranks under
them, with the same code as both parts."""

from pyscript import document
from pyscript.ffi import to_js
from pyscript.js_modules import input_box, kept

from camelcards_core.labels import JOKER, LABELS, ORDERS
from page.dom import Typing, by_id, chosen_part, custom_rules, when
from page.marks import CAMEL

order_box, joker_box = by_id("rules-order"), by_id("rules-joker")
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
    """Set the rules (from a share link) and keep them."""
    order_box.value, joker_box.value = order, joker
    await keep()
    shown()


def restore(rules):
    """Put back the rules kept ({order, joker}), or start from part 1's order; and say each part's rules, as
    the core has them, where the page speaks of them."""
    said = {"labels": LABELS, "order-1": ORDERS[1], "order-2": ORDERS[2], "joker": JOKER}
    for node in document.querySelectorAll("[data-cards]"):
        node.textContent = said[node.dataset.cards]
    order_box.value, joker_box.value = (rules.order, rules.joker) if rules else (ORDERS[1], "")
    shown()


async def keep():
    order, joker = custom_rules()
    await kept.keepState(to_js({"rules": {"order": order, "joker": joker}}))


def watch(apply):
    """Follow edits of the rules with `apply`, which answers under them once typing in them pauses."""

    async def edited():
        await keep()
        if await typing.paused(input_box.TYPING_PAUSES.rules):
            apply()

    @when("input", "#rules-order", CAMEL)
    def on_order(event):
        return edited()

    @when("input", "#rules-joker", CAMEL)
    def on_joker(event):
        return edited()
