#!/usr/bin/env python3
"""`snap mcp` at speed, as an agent uses it: JSON-RPC over its standard input and output.

Renders Screens/CounterScreen.swift (iPhone 16, 3x) through `render_preview` in a fresh cache:
the first call (compiling the module), RUNS calls of the unchanged file (warm), and RUNS calls
each after a one-line edit (the count's initial value), with the medians; then `snap watch
--json` over the same edits, for the time an editor waits after a save; then RENDERS calls in
one session (default 1,000), sampling the server's resident memory every 100 to show whether
it stays flat.

Usage: Benchmarks/mcp-server.py [SNAP]   (default .build/release/snap, else .build/debug/snap)
Environment: RUNS (default 9), RENDERS (default 1000).
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
snap = sys.argv[1] if len(sys.argv) > 1 else next(
    p for p in (os.path.join(root, ".build/release/snap"), os.path.join(root, ".build/debug/snap")) if os.path.exists(p))
snap = os.path.abspath(snap)
runs = int(os.environ.get("RUNS", "9"))
renders = int(os.environ.get("RENDERS", "1000"))
work = tempfile.mkdtemp(prefix="snap-mcp-bench-")
environment = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "cache"))
screen = os.path.join(work, "CounterScreen.swift")
shutil.copy(os.path.join(root, "Screens/CounterScreen.swift"), screen)
original = open(screen).read()


def edit(value):
    """The one-line edit: the count starts at `value`."""
    text = original.replace("@State private var count = 0", "@State private var count = %d" % value)
    with open(screen, "w") as file:
        file.write(text)


class Session:
    def __init__(self):
        self.process = subprocess.Popen([snap, "mcp"], cwd=work, env=environment, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.next = 1
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "mcp-server.py", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message):
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def request(self, method, params):
        ident = self.next
        self.next += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        while True:
            message = json.loads(self.process.stdout.readline())
            if message.get("id") == ident:
                return message

    def render(self):
        """Seconds one render_preview call took, from request to answer."""
        start = time.monotonic()
        answer = self.request("tools/call", {"name": "render_preview",
                                             "arguments": {"file": "CounterScreen.swift", "device": "iphone-16"}})
        took = time.monotonic() - start
        if answer.get("result", {}).get("isError"):
            sys.exit("render failed: %s" % answer)
        return took

    def resident_mib(self):
        with open("/proc/%d/status" % self.process.pid) as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def ms(seconds):
    return "%.0f ms" % (seconds * 1000)


session = Session()
print("first render (compiling the module): %s" % ms(session.render()))
warm = [session.render() for _ in range(runs)]
print("warm, unchanged file: median %s (min %s, max %s, %d runs)" % (ms(statistics.median(warm)), ms(min(warm)), ms(max(warm)), runs))
edited = []
for value in range(1, runs + 1):
    edit(value)
    edited.append(session.render())
print("after a one-line edit: median %s (min %s, max %s, %d runs)" % (
    ms(statistics.median(edited)), ms(min(edited)), ms(max(edited)), runs))
session.close()

edit(0)
watch = subprocess.Popen([snap, "watch", "CounterScreen.swift", "--device", "iphone-16", "--json", "--interval", "0.05",
                          "--changes", str(runs)], cwd=work, env=environment, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
seen = []
for line in watch.stdout:
    event = json.loads(line)
    if event["event"] in ("watching", "rendered") and len(seen) < runs and (event["event"] == "watching" or "changed" in event):
        if "changed" in event:
            seen.append(event["seconds"])
        if len(seen) < runs:
            time.sleep(0.2)
            edit(100 + len(seen))
watch.wait()
print("snap watch after a save (its own figure): median %s (min %s, max %s, %d saves)" % (
    ms(statistics.median(seen)), ms(min(seen)), ms(max(seen)), len(seen)))

session = Session()
samples = []
for index in range(1, renders + 1):
    session.render()
    if index % 100 == 0:
        samples.append("%d: %.0f MiB" % (index, session.resident_mib()))
print("server resident memory over %d renders: %s" % (renders, ", ".join(samples)))
session.close()
shutil.rmtree(work)
