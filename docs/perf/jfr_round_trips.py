#!/usr/bin/env python3
"""Shares of a flight recording's CPU samples and database writes per round trip.

Reads the text of `jfr print` over the last N seconds before the recording's last event
(the benchmark's measured step ends there), so that start-up, sign-in and warm-up are left
out. Usage (docs/perf/README.md):

  jfr print --events jdk.ExecutionSample --stack-depth 300 rec.jfr > samples.txt
  jfr_round_trips.py samples samples.txt 60 "UidlWriter.createUidl" "org.jooq" ...
  jfr print --events jdk.SocketWrite --stack-depth 64 rec.jfr > writes.txt
  jfr_round_trips.py db-writes writes.txt 60 <round trips in the step>
  jfr print --events jdk.GCHeapSummary rec.jfr > heap.txt
  jfr_round_trips.py allocation heap.txt 60 <round trips in the step>

The allocation is exact, not sampled: the heap used before each collection less the heap
used after the one before it, summed over the collections in the window.
"""
import collections
import re
import sys


def events(path, seconds):
    text = open(path).read()
    name = re.search(r"(jdk\.\w+) \{", text).group(1)
    parts = text.split(name + " {")[1:]

    def started(part):
        h, m, s = re.search(r"startTime = (\d\d):(\d\d):(\d\d\.\d+)", part).groups()
        return int(h) * 3600 + int(m) * 60 + float(s)

    times = [started(p) for p in parts]
    end = max(times) - 2
    return [p for p, t in zip(parts, times) if end - seconds <= t <= end]


def frames(part):
    found = re.search(r"stackTrace = \[(.*?)\n\s*\]", part, re.S)
    if not found:
        return []
    lines = [line.strip() for line in found.group(1).split("\n") if line.strip()]
    return [re.sub(r"\(.*", "", re.sub(r"\s+line:.*", "", line)) for line in lines]


def samples(path, seconds, patterns):
    stacks = [frames(p) for p in events(path, seconds)]
    print(f"{len(stacks)} samples in the last {seconds:.0f} s")
    for pattern in patterns:
        hits = sum(1 for stack in stacks if any(pattern in frame for frame in stack))
        print(f"{hits:6d} {100 * hits / len(stacks):5.1f} %  {pattern}")


def db_writes(path, seconds, round_trips):
    chosen = events(path, seconds)
    ports = collections.Counter(re.search(r"port = (\d+)", p).group(1) for p in chosen)
    # the database is the port written to most: every statement is one write
    port = ports.most_common(1)[0][0]
    by_caller = collections.Counter()
    for part in chosen:
        if f"port = {port}" not in part:
            continue
        stack = frames(part)
        ours = [f for f in stack if f.startswith("app.locus") and "$$" not in f]
        driver = [f for f in stack if f.startswith("org.mariadb.jdbc.Connection")]
        by_caller[(ours[0] if ours else "-", driver[0].rsplit(".", 1)[1] if driver else "statement")] += 1
    total = sum(by_caller.values())
    print(f"{total} writes to port {port}: {total / round_trips:.1f} per round trip")
    for (caller, kind), count in by_caller.most_common(25):
        print(f"{count / round_trips:6.2f} per round trip  {kind:14s} {caller}")


def megabytes(text):
    number, unit = text.split()
    return float(number) * {"bytes": 1 / 2**20, "kB": 1 / 2**10, "MB": 1, "GB": 2**10}[unit]


def allocation(path, seconds, round_trips):
    used = {}
    for part in events(path, seconds):
        gc = int(re.search(r"gcId = (\d+)", part).group(1))
        when = re.search(r'when = "(\w+) GC"', part).group(1)
        used[(gc, when)] = megabytes(re.search(r"heapUsed = ([\d.]+ \w+)", part).group(1))
    allocated = sum(used[(gc, "Before")] - used[(gc - 1, "After")]
                    for gc, when in used if when == "Before" and (gc - 1, "After") in used)
    print(f"{allocated:,.0f} MB allocated between collections: {allocated * 1024 / round_trips:,.0f} kB per round trip")


if __name__ == "__main__":
    mode, path, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    if mode == "samples":
        samples(path, seconds, sys.argv[4:])
    elif mode == "allocation":
        allocation(path, seconds, int(sys.argv[4]))
    else:
        db_writes(path, seconds, int(sys.argv[4]))
