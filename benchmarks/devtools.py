"""Chromium's DevTools protocol over its WebSocket (websocket-client): every target a page makes
(its frames, its workers, the service worker) auto-attached and its network watched from its first request.
Playwright's own CDP sessions reach pages only, and hand over no events of the targets attached to them.

The browser must be launched with --remote-debugging-port=0 and a profile folder, where it writes its port."""

import json
import os
import threading
import time

import websocket


class Connection:
    """One WebSocket to the browser's target.  `events` collects (session id, method, params) of every event
    on every session, in the order they came; `on_attached` is called for each target attached."""

    def __init__(self, profile, timeout=30):
        path = os.path.join(profile, "DevToolsActivePort")
        deadline = time.monotonic() + timeout
        while not os.path.exists(path) or len(open(path).read().split()) < 2:
            if time.monotonic() > deadline:
                raise TimeoutError("the browser wrote no DevToolsActivePort")
            time.sleep(0.05)
        port, endpoint = open(path).read().split()[:2]
        # Without an Origin header, which Chromium refuses from a client it was not told to allow.
        self.socket = websocket.create_connection("ws://127.0.0.1:%s%s" % (port, endpoint), suppress_origin=True)
        self.events, self.replies, self.ids = [], {}, 0
        self.lock, self.replied = threading.Lock(), threading.Condition()
        self.on_attached = None
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        try:
            while text := self.socket.recv():
                message = json.loads(text)
                if "id" in message:
                    with self.replied:
                        self.replies[message["id"]] = message
                        self.replied.notify_all()
                    continue
                self.events.append((message.get("sessionId"), message["method"], message.get("params", {})))
                if message["method"] == "Target.attachedToTarget" and self.on_attached:
                    self.on_attached(message["params"])
        except (websocket.WebSocketException, OSError):
            pass

    def post(self, method, params=None, session=None):
        """Send a command without waiting for its reply (as an event handler must: the reply comes on the
        thread that runs it); its id."""
        with self.lock:
            self.ids += 1
            number = self.ids
            message = {"id": number, "method": method, "params": params or {}}
            if session:
                message["sessionId"] = session
            self.socket.send(json.dumps(message))
        return number

    def send(self, method, params=None, session=None, timeout=30):
        """A command's result, once the browser replies."""
        number = self.post(method, params, session)
        with self.replied:
            if not self.replied.wait_for(lambda: number in self.replies, timeout):
                raise TimeoutError(method)
            reply = self.replies.pop(number)
        if "error" in reply:
            raise RuntimeError("%s: %s" % (method, reply["error"]))
        return reply["result"]

    def close(self):
        self.socket.close()


# Every target of the pages (the browser's own user interface aside), each held at its start until its network
# is watched, and each one's own targets in turn.
AUTO_ATTACH = {
    "autoAttach": True,
    "waitForDebuggerOnStart": True,
    "flatten": True,
    "filter": [
        {"type": "browser", "exclude": True},
        {"type": "tab", "exclude": True},
        {"type": "browser_ui", "exclude": True},
        {},
    ],
}


def watch_network(connection):
    """Attach to every target from its start, with its network watched: (the targets attached, by session id,
    each {"type", "url"})."""
    targets, seen = {}, set()

    def attached(params):
        session, info = params["sessionId"], params["targetInfo"]
        # a target is attached once for each target above it (the browser, and a page for its service worker):
        # its network is watched on its first session alone
        if info["targetId"] not in seen:
            seen.add(info["targetId"])
            targets[session] = {"type": info["type"], "url": info["url"]}
            connection.post("Network.enable", session=session)
            connection.post("Target.setAutoAttach", AUTO_ATTACH, session=session)
        connection.post("Runtime.runIfWaitingForDebugger", session=session)

    connection.on_attached = attached
    connection.send("Target.setAutoAttach", AUTO_ATTACH)
    # the targets that were there already are attached before that reply: their network is watched once each
    # answers a command sent after Network.enable
    for session in list(targets):
        connection.send("Runtime.evaluate", {"expression": "0"}, session=session)
    return targets
