"""What the browser benchmarks watch in a page, on its own clock, and how they act on it as a person does: the
moment it is ready, the longest main-thread task, a paste to the exact total on show, a click or a paste to the
answer written; and the tab's peak memory."""

import os

# The moment the page sets html[data-ready], on its own clock from navigation start.
WATCH_READY = """new MutationObserver(() => { if (!window.__ready && document.documentElement.hasAttribute('data-ready'))
  window.__ready = performance.now(); }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});"""
# The longest main-thread task from now on, in window.__longest.
WATCH_LONGEST = """window.__longest = 0;
new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); })
  .observe({type: 'longtask'});"""
# On the page's own clock: the paste, each status line with its time, every long task, and the moment the
# total on show becomes the expected one.
WATCH_ANSWER = (
    """total => { window.__said = []; window.__answered = null; window.__seen = false;
  %s
  document.addEventListener('paste', () => { window.__pasted = performance.now(); }, true);
  const shown = document.getElementById('total');
  // On show means painted: the time is taken after the next frame, once the task that wrote the total ends.
  new MutationObserver(() => { if (shown.dataset.value === total && !window.__seen) { window.__seen = true;
    requestAnimationFrame(() => setTimeout(() => { window.__answered = performance.now(); })); } })
    .observe(shown, {attributes: true, attributeFilter: ['data-value']});
  const status = document.getElementById('status');
  if (status) new MutationObserver(() => window.__said.push([performance.now(), status.textContent]))
    .observe(status, {childList: true, characterData: true, subtree: true}); }"""
    % WATCH_LONGEST
)
ANSWERED = "() => window.__answered !== null"
RECEIVED = """() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
  .reduce((sum, entry) => sum + entry.transferSize, 0)"""
# The page has written an answer since `before` (html[data-updates] then) and is idle.
IDLE = (
    "before => (document.documentElement.dataset.updates || '') !== before"
    " && !document.documentElement.hasAttribute('data-busy')"
)


def pasting(browser, viewport=None):
    """A fresh browser context whose pages may paste as a person does (paste writes the clipboard first), in
    a window of `viewport`, or Playwright's own."""
    window = {"viewport": viewport} if viewport else {}
    return browser.new_context(permissions=["clipboard-read", "clipboard-write"], **window)


def ready_page(context, url, timeout=120_000):
    """A new page of `context` at `url`, once the page is ready."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)
    return page


def paste(page, text, into="#input"):
    """Paste `text` over what the field `into` holds, with Ctrl+V as a person does."""
    page.evaluate("text => navigator.clipboard.writeText(text)", text)
    page.focus(into)
    page.keyboard.press("Control+A")
    page.keyboard.press("Control+V")


def click_to_answer(page, selector):
    """Milliseconds from a click on `selector` until the page has written its answer and is idle, and the
    longest main-thread task meanwhile."""
    page.evaluate("() => { %s window.__start = performance.now(); }" % WATCH_LONGEST)
    before = page.evaluate("document.documentElement.dataset.updates || ''")
    page.click(selector)
    page.wait_for_function(IDLE, arg=before, timeout=600_000)
    return page.evaluate("[performance.now() - window.__start, window.__longest]")


def paste_to_answer(page, text, into):
    """Milliseconds from a paste of `text` into the field `into`, which the page answers at once (from its
    paste event), until the page has written its answer and is idle, and the longest main-thread task
    meanwhile."""
    page.evaluate(
        "() => { %s document.addEventListener('paste', () => { window.__start = performance.now(); },"
        " {capture: true, once: true}); }" % WATCH_LONGEST
    )
    before = page.evaluate("document.documentElement.dataset.updates || ''")
    paste(page, text, into)
    page.wait_for_function(IDLE, arg=before, timeout=600_000)
    return page.evaluate("[performance.now() - window.__start, window.__longest]")


def renderer_peak():
    """The largest peak resident size (VmHWM) among Chromium's renderer processes, in MB: the tab, with its
    workers.  None where /proc is not there to read."""
    peak = None
    for pid in os.listdir("/proc") if os.path.isdir("/proc") else []:
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as file:
                if b"--type=renderer" not in file.read():
                    continue
            with open("/proc/%s/status" % pid) as file:
                for line in file:
                    if line.startswith("VmHWM:"):
                        peak = max(peak or 0, int(line.split()[1]) / 1024)
        except OSError:
            continue
    return peak
