"""Draws the app's PNG icons (192 and 512 px, as web app manifests ask) from its one source, site/icon.svg,
with the Chromium the tests use, and writes its drawing into the page's header (index.html's logo, drawn with
the page rather than as an image).  Run it after changing the SVG: python tools/icons.py"""

import os
import re
import shutil

from playwright.sync_api import sync_playwright

SITE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "site")
SIZES = (192, 512)
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


# The header's logo: the icon's shapes inside the page's own <svg> tag, which keeps its size and is hidden from
# assistive technology (the title beside it names the page).
LOGO = re.compile(r'(<svg class="logo"[^>]*>\n).*?(\s*</svg>)', re.S)


def write_logo(svg):
    path = os.path.join(SITE, "index.html")
    with open(path, encoding="utf-8") as file:
        page = file.read()
    indent = re.search(r'\n( *)<svg class="logo"', page).group(1)
    shapes = svg.strip().split("\n")[1:-1]
    page = LOGO.sub(lambda match: match.group(1) + "\n".join(indent + line for line in shapes) + match.group(2), page)
    with open(path, "w", encoding="utf-8") as file:
        file.write(page)


def main():
    with open(os.path.join(SITE, "icon.svg")) as file:
        svg = file.read()
    write_logo(svg)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM if os.path.exists(CHROMIUM) else None, args=["--no-sandbox"]
        )
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<style>html,body{margin:0;background:transparent}svg{display:block;width:%dpx;height:%dpx}</style>%s"
                % (size, size, svg)
            )
            page.screenshot(path=os.path.join(SITE, "icon-%d.png" % size), omit_background=True)
            page.close()
        browser.close()
    print("Wrote %s and index.html's logo" % ", ".join("site/icon-%d.png" % size for size in SIZES))


if __name__ == "__main__":
    main()
