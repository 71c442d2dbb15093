#!/usr/bin/env python3
"""CPU seconds of a running jar's threads by kind (JIT compiler, collector, the rest),
read from /proc every 10 s, so that the collector's share at each step of the
round-trip benchmark can be read off afterwards (DD177). It finds the JVM started with
"-jar" on a path under PREFIX, follows the next one when that one ends, and stops by
itself after SECONDS. Usage, beside a benchmark run:

  thread_cpu.py OUT.log SECONDS [PREFIX]        # PREFIX defaults to /tmp/rt/

Each line: time, pid, and the cumulative seconds of jit=, gc= (G1's and the pauses'
workers) and other=. Threads that end take their seconds with them, so read deltas over
steady stretches, not across the start.
"""
import collections
import os
import re
import sys
import time

TICK = os.sysconf("SC_CLK_TCK")


def find(prefix):
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmd = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
        except OSError:
            continue
        if b"-jar" in cmd[:-1] and cmd[cmd.index(b"-jar") + 1].startswith(prefix.encode()):
            return pid
    return None


def kind(thread):
    if "CompilerThre" in thread:
        return "jit"
    if thread.startswith("G1") or thread.startswith("GC Thread"):
        return "gc"
    return "other"


def seconds(pid):
    totals = collections.Counter()
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            stat = open(f"/proc/{pid}/task/{task}/stat").read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        totals[kind(re.sub(r"#?\d+$", "", name))] += (int(fields[11]) + int(fields[12])) / TICK
    return totals


def main(out_path, duration, prefix="/tmp/rt/"):
    deadline = time.time() + float(duration)
    pid = None
    with open(out_path, "a") as out:
        while time.time() < deadline:
            if pid is None or not os.path.exists(f"/proc/{pid}"):
                pid = find(prefix)
            if pid:
                try:
                    totals = seconds(pid)
                    print(time.strftime("%H:%M:%S"), pid,
                          " ".join(f"{k}={totals[k]:.1f}" for k in ("jit", "gc", "other")), file=out, flush=True)
                except OSError:
                    pid = None
            time.sleep(10)


if __name__ == "__main__":
    main(*sys.argv[1:])
