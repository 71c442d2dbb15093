#!/usr/bin/env python3
"""What one Vaadin answer (UIDL) holds, counted the way the server pays for it.

Flow 24.9 converts every change from its elemental JSON to Jackson one value and one key
at a time (docs/perf/README.md), so the counts that matter are changes, values and keys,
not characters. Usage, with answers saved by the round-trip benchmark
(-Dbench.answers-dir=DIR):

  uidl_changes.py DIR/MANAGER_ON_GALLERY-reports.json [more answers...]
"""
import collections
import json
import sys


def load(path):
    text = open(path).read()
    return json.loads(text[text.index("["):])[0] if "[" in text[:20] else json.loads(text)


def values_and_keys(value):
    if isinstance(value, dict):
        return len(value) + sum(values_and_keys(v) for v in value.values())
    if isinstance(value, list):
        return sum(values_and_keys(v) for v in value)
    return 1


def report(path):
    answer = load(path)
    changes = answer.get("changes", [])
    tags = {c["node"]: c["value"] for c in changes
            if c.get("type") == "put" and c.get("key") == "tag"}
    by_type = collections.Counter(c.get("type") for c in changes)
    by_tag = collections.Counter(tags.values())
    by_node_tag = collections.Counter()
    weight_by_tag = collections.Counter()
    for c in changes:
        tag = tags.get(c.get("node"), "(node attached before)")
        by_node_tag[tag] += 1
        weight_by_tag[tag] += values_and_keys(c)
    by_key = collections.Counter(c.get("key") for c in changes if c.get("type") == "put")
    execute = answer.get("execute", [])
    print(f"== {path}: {len(json.dumps(answer)):,} characters, {values_and_keys(answer):,} values and keys")
    print(f"   changes {len(changes):,} {dict(by_type)}; nodes attached {by_type['attach']:,};"
          f" scripts {len(execute)} ({values_and_keys(execute):,} values and keys)")
    print("   elements by tag:", ", ".join(f"{t} {n}" for t, n in by_tag.most_common(15)))
    print("   values and keys of the changes by the tag of their node:",
          ", ".join(f"{t} {n}" for t, n in weight_by_tag.most_common(15)))
    print("   properties put most:", ", ".join(f"{k} {n}" for k, n in by_key.most_common(15)))


for path in sys.argv[1:]:
    report(path)
