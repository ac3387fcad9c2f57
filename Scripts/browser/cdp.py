"""A small driver for headless Chromium over the DevTools protocol, for checks that need a real
browser: load a page or a file, evaluate script in it, read its accessibility tree, take a
screenshot, and record what the page did on its own (scripts run, navigations, network requests,
dialogs).

Needs Debian's `chromium` and PyPI's `websocket-client`; nothing else.

    from cdp import Browser

    with Browser() as browser:
        page = browser.new_page(width=800, height=600)
        page.load_file("page.html")
        page.evaluate("document.title")                 # 'Three Days in Lisbon'
        tree = page.ax_tree()                           # Accessibility.getFullAXTree, as AXNode
        page.screenshot("page.png", full_page=True)
        page.emulate_media(color_scheme="dark", contrast="more", reduced_motion="reduce")

        activity = page.record_activity()               # before loading untrusted markup
        page.load_html("<p>hello</p>")
        activity.scripts, activity.navigations, activity.requests, activity.dialogs

One websocket to the browser carries every page (flat sessions), read on this thread only: a
command waits for its own answer and keeps the events that arrive meanwhile for the page they
belong to. Scripts this driver evaluates are tagged with a source URL so that `record_activity`
never counts them as the page's own.
"""
import atexit
import base64
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import time

import websocket

# Every script the driver itself runs carries this source URL, so recorded activity leaves it out.
DRIVER_SOURCE_URL = "legible-cdp-driver"


class BrowserError(RuntimeError):
    """Chromium could not be started, or answered a command with an error."""


def find_chromium():
    for candidate in (os.environ.get("CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    raise BrowserError("chromium not found: apt-get install -y chromium, or set CHROMIUM")


class Browser:
    """A headless Chromium with its own temporary profile, ended when the `with` block ends."""

    def __init__(self, chromium=None, extra_args=(), timeout=30):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="legible-chromium-")
        args = [
            chromium or find_chromium(),
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--mute-audio", "--hide-scrollbars", "--force-renderer-accessibility",
            "--remote-debugging-port=0", "--user-data-dir=" + self.profile, *extra_args, "about:blank",
        ]
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                        text=True, start_new_session=True)
        url = self._devtools_url()
        self.socket = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
        self._next_id = 0
        self._events = {}  # session id -> list of events not yet taken
        # The browser ends with this process, even when the `with` block is never left.
        atexit.register(self.close)

    def _devtools_url(self):
        deadline = time.time() + self.timeout
        seen = []
        while time.time() < deadline:
            line = self.process.stderr.readline()
            if not line:
                if self.process.poll() is not None:
                    break
                continue
            seen.append(line)
            if "DevTools listening on " in line:
                return line.split("DevTools listening on ", 1)[1].strip()
        raise BrowserError("chromium did not start:\n" + "".join(seen[-20:]))

    # Commands and events

    def send(self, method, params=None, session=None, timeout=None):
        """Sends a command and returns its result, keeping events that arrive meanwhile; waits
        `timeout` seconds for it (the browser's default if None)."""
        self._next_id += 1
        wanted = self._next_id
        message = {"id": wanted, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            reply = self._receive(timeout)
            if reply.get("id") == wanted:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error'].get('message')} {reply['error'].get('data', '')}".strip())
                return reply.get("result", {})

    def _receive(self, timeout=None):
        self.socket.settimeout(timeout if timeout is not None else self.timeout)
        message = json.loads(self.socket.recv())
        if "method" in message:
            self._events.setdefault(message.get("sessionId"), []).append(message)
            if message["method"] == "Page.javascriptDialogOpening":
                # A dialog blocks the page until answered: dismiss it at once (the event is kept
                # for the recorder), without waiting for the reply, which is skipped like any other.
                self._next_id += 1
                self.socket.send(json.dumps({"id": self._next_id, "method": "Page.handleJavaScriptDialog",
                                             "params": {"accept": False}, "sessionId": message.get("sessionId")}))
        return message

    def wait_for_event(self, session, method, timeout=None, predicate=None):
        """Returns the first event of `method` for `session` (kept or still to come)."""
        deadline = time.time() + (timeout or self.timeout)
        while True:
            events = self._events.get(session, [])
            for index, event in enumerate(events):
                if event["method"] == method and (predicate is None or predicate(event["params"])):
                    del events[index]
                    return event["params"]
            remaining = deadline - time.time()
            if remaining <= 0:
                raise BrowserError(f"timed out waiting for {method}")
            try:
                self._receive(timeout=remaining)
            except websocket.WebSocketTimeoutException:
                raise BrowserError(f"timed out waiting for {method}") from None

    def drain_events(self, session, quiet=0.2):
        """Reads events until none arrives for `quiet` seconds; returns and forgets the session's."""
        while True:
            try:
                self._receive(timeout=quiet)
            except websocket.WebSocketTimeoutException:
                break
        return self._events.pop(session, [])

    # Pages

    def new_page(self, width=1024, height=768, device_scale_factor=1):
        """A new tab, with the domains the driver uses enabled."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        page.send("Page.enable")
        page.send("Runtime.enable")
        page.set_viewport(width, height, device_scale_factor)
        return page

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Page:
    """One tab of a `Browser`."""

    def __init__(self, browser, target, session):
        self.browser = browser
        self.target = target
        self.session = session
        # The documents the driver itself loaded: not counted as the page's own navigations.
        self.loaded_urls = set()

    def send(self, method, params=None, timeout=None):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def wait_for_event(self, method, timeout=None, predicate=None):
        return self.browser.wait_for_event(self.session, method, timeout, predicate)

    # Loading

    def navigate(self, url, timeout=None):
        """Loads `url` and waits for its load event."""
        # A load event left from an earlier load must not end the wait; other events stay for the recorder.
        events = self.browser._events.get(self.session, [])
        events[:] = [event for event in events if event["method"] != "Page.loadEventFired"]
        self.loaded_urls.add(url)
        result = self.send("Page.navigate", {"url": url})
        if result.get("errorText"):
            raise BrowserError(f"navigating to {url}: {result['errorText']}")
        self.wait_for_event("Page.loadEventFired", timeout)

    def load_file(self, path, timeout=None):
        """Loads a local file."""
        self.navigate(pathlib.Path(path).resolve().as_uri(), timeout)

    def load_html(self, html, timeout=None):
        """Replaces the page's document with `html` (served from a temporary file, so relative
        URLs resolve against an empty directory and the page is a real file:// document)."""
        with tempfile.TemporaryDirectory(prefix="legible-page-") as directory:
            path = pathlib.Path(directory, "page.html")
            path.write_text(html, encoding="utf-8")
            self.load_file(path, timeout)

    # Script

    def evaluate(self, expression, await_promise=True, timeout=None):
        """The value of a JavaScript expression (JSON-serialisable values only)."""
        result = self.send("Runtime.evaluate", {
            "expression": f"{expression}\n//# sourceURL={DRIVER_SOURCE_URL}",
            "returnByValue": True, "awaitPromise": await_promise,
        }, timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise BrowserError(f"script failed: {text}")
        return result["result"].get("value")

    def add_script(self, source):
        """Runs `source` in the page now (for libraries such as axe-core)."""
        self.evaluate(f"(() => {{ {source}\n}})(); true")

    # Accessibility

    def ax_tree(self):
        """The full accessibility tree, as the root `AXNode` (ignored nodes are skipped; their
        children are kept in their place)."""
        self.send("Accessibility.enable")
        nodes = self.send("Accessibility.getFullAXTree")["nodes"]
        return AXNode.build(nodes)

    # Rendering

    def set_viewport(self, width, height, device_scale_factor=1):
        self.send("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": device_scale_factor, "mobile": False})

    def emulate_media(self, color_scheme=None, contrast=None, reduced_motion=None):
        """Emulates `prefers-color-scheme` ("light", "dark"), `prefers-contrast` ("more") and
        `prefers-reduced-motion` ("reduce"); None leaves one as the browser has it."""
        features = []
        for name, value in (("prefers-color-scheme", color_scheme), ("prefers-contrast", contrast),
                            ("prefers-reduced-motion", reduced_motion)):
            if value is not None:
                features.append({"name": name, "value": value})
        self.send("Emulation.setEmulatedMedia", {"features": features})

    def screenshot(self, path, full_page=True, clip=None):
        """Writes a PNG of the viewport, of the whole page, or of a rectangle of the page (`clip`:
        x, y, width, height in CSS pixels)."""
        params = {"format": "png", "captureBeyondViewport": full_page}
        if clip:
            params["clip"] = dict(clip, scale=1)
        elif full_page:
            metrics = self.send("Page.getLayoutMetrics")
            size = metrics.get("cssContentSize") or metrics["contentSize"]
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
        data = self.send("Page.captureScreenshot", params)["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(data))

    # What the page does by itself

    def record_activity(self):
        """Starts recording scripts compiled, navigations, network requests and dialogs; read
        them from the returned `Activity` after loading. Dialogs are dismissed as they open."""
        activity = Activity(self)
        self.send("Network.enable")
        self.send("Debugger.enable")
        self.send("Page.setInterceptFileChooserDialog", {"enabled": True})
        return activity

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})


class Activity:
    """What a page did by itself since `Page.record_activity`: scripts compiled (inline,
    external, event handlers, `javascript:` URLs), frame navigations, network requests, and
    dialogs (alert, confirm, prompt, print, file pickers)."""

    def __init__(self, page):
        self.page = page
        self.scripts = []
        self.navigations = []
        self.requests = []
        # The same requests as (resource type, URL): "Image", "Script", "Document", …
        self.requests_with_types = []
        self.dialogs = []

    def collect(self, quiet=0.3):
        """Reads the events that have arrived; call after loading and waiting a little."""
        for event in self.page.browser.drain_events(self.page.session, quiet):
            method, params = event["method"], event["params"]
            loaded = self.page.loaded_urls
            if method == "Debugger.scriptParsed":
                url = params.get("url", "")
                if url != DRIVER_SOURCE_URL and not url.startswith("chrome"):
                    self.scripts.append(f"{url or 'script'}:{params.get('startLine', 0) + 1}:{params.get('startColumn', 0) + 1}")
            elif method == "Page.frameNavigated":
                url = params["frame"].get("url", "")
                if url not in loaded or params["frame"].get("parentId"):
                    self.navigations.append(url)
            elif method == "Page.frameRequestedNavigation":
                if params.get("url", "") not in loaded:
                    self.navigations.append(params.get("url", ""))
            elif method == "Network.requestWillBeSent":
                url = params["request"]["url"]
                if not (params.get("type") == "Document" and url in loaded):
                    self.requests.append(url)
                    self.requests_with_types.append((params.get("type", ""), url))
            elif method == "Page.javascriptDialogOpening":
                self.dialogs.append(f"{params.get('type')}: {params.get('message')}")
            elif method == "Page.fileChooserOpened":
                self.dialogs.append("file chooser")
        return self

    @property
    def is_quiet(self):
        return not (self.scripts or self.navigations or self.requests or self.dialogs)


class AXNode:
    """A node of Chromium's accessibility tree: role, name, properties and children."""

    def __init__(self, raw):
        self.raw = raw
        self.id = raw["nodeId"]
        self.role = raw.get("role", {}).get("value", "")
        self.name = raw.get("name", {}).get("value", "")
        self.description = raw.get("description", {}).get("value", "")
        self.value = raw.get("value", {}).get("value", "")
        self.ignored = raw.get("ignored", False)
        self.properties = {p["name"]: p["value"].get("value") for p in raw.get("properties", [])}
        self.dom_node = raw.get("backendDOMNodeId")
        self.children = []
        self.parent = None

    @staticmethod
    def build(nodes):
        """The tree of the flat node list, ignored nodes replaced by their children."""
        by_id = {raw["nodeId"]: AXNode(raw) for raw in nodes}
        root = by_id[nodes[0]["nodeId"]]
        # Depth-first without recursion: (node, its raw child ids, index of the next child).
        stack = [(root, list(root.raw.get("childIds", [])))]
        while stack:
            node, pending = stack.pop()
            # Children of ignored nodes are lifted into the nearest kept ancestor.
            flat = []
            queue = list(pending)
            while queue:
                child = by_id.get(queue.pop(0))
                if child is None:
                    continue
                if child.ignored:
                    queue[0:0] = child.raw.get("childIds", [])
                else:
                    flat.append(child)
            node.children = flat
            for child in flat:
                child.parent = node
                stack.append((child, list(child.raw.get("childIds", []))))
        return root

    def walk(self):
        """This node and every node below it, in document order."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def find_all(self, role):
        return [node for node in self.walk() if node.role == role]

    def text(self):
        """The text of the static text nodes below this node, joined."""
        return "".join(node.name for node in self.walk() if node.role in ("StaticText", "text"))

    def __repr__(self):
        return f"AXNode({self.role!r}, {self.name!r})"
