"""Draws the app's PNG icons (192 and 512 px, as web app manifests ask) from its one source, site/icon.svg,
with the Chromium the tests use.  Run it after changing the SVG: python tools/icons.py"""

import os
import shutil

from playwright.sync_api import sync_playwright

SITE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "site")
SIZES = (192, 512)
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def main():
    with open(os.path.join(SITE, "icon.svg")) as file:
        svg = file.read()
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
    print("Wrote %s" % ", ".join("site/icon-%d.png" % size for size in SIZES))


if __name__ == "__main__":
    main()
