#!/usr/bin/env python3
"""Checks Resources/onsen/rallies.csv and rally_members.csv against the catalog (python3 stdlib only).

- the headers are the expected ones;
- rally ids are well formed (lowercase ASCII letters, digits and '-', 1-40 of them, as RallyID.isWellFormed)
  and unique; kind is 'famous' or 'resort'; name, name_en, summary, summary_en, source and source_en are not empty;
- every member row's rally exists, and every rally has members;
- each rally's positions are 1..n without gaps or repeats;
- every non-empty area_id exists in aist_onsen_named.csv with exactly that onsen_name (catalog_name) and prefecture;
  an empty area_id has an empty catalog_name and a note that says why;
- an area is not listed twice in one rally.

Usage: python3 scripts/check_rallies.py [repo root]   (exit status 1 when a check fails)
"""
import csv
import os
import re
import sys
from collections import defaultdict

RALLY_COLUMNS = ["id", "name", "name_en", "kind", "summary", "summary_en", "source", "source_en", "note"]
MEMBER_COLUMNS = ["rally_id", "position", "name", "prefecture", "area_id", "catalog_name", "note"]
ID_PATTERN = re.compile(r"[a-z0-9-]{1,40}")
KINDS = {"famous", "resort"}


def read(path, columns, errors):
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f)
        header = next(reader, None)
        if header != columns:
            errors.append(f"{os.path.basename(path)}: header is {header}, expected {columns}")
            return []
        rows = []
        for line, values in enumerate(reader, 2):
            if len(values) != len(columns):
                errors.append(f"{os.path.basename(path)}:{line}: {len(values)} fields, expected {len(columns)}")
                continue
            rows.append((line, dict(zip(columns, values))))
        return rows


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    onsen = os.path.join(root, "Resources", "onsen")
    errors = []

    with open(os.path.join(onsen, "aist_onsen_named.csv"), encoding="utf-8", newline="") as f:
        catalog = {row["id"]: row for row in csv.DictReader(f)}

    rallies = read(os.path.join(onsen, "rallies.csv"), RALLY_COLUMNS, errors)
    members = read(os.path.join(onsen, "rally_members.csv"), MEMBER_COLUMNS, errors)

    rally_ids = set()
    for line, r in rallies:
        where = f"rallies.csv:{line}"
        if not ID_PATTERN.fullmatch(r["id"]):
            errors.append(f"{where}: id {r['id']!r} is not [a-z0-9-]{{1,40}}")
        if r["id"] in rally_ids:
            errors.append(f"{where}: id {r['id']!r} is not unique")
        rally_ids.add(r["id"])
        if r["kind"] not in KINDS:
            errors.append(f"{where}: kind {r['kind']!r} is not one of {sorted(KINDS)}")
        for column in ("name", "name_en", "summary", "summary_en", "source", "source_en"):
            if not r[column].strip():
                errors.append(f"{where}: {column} is empty")

    positions = defaultdict(list)
    areas = defaultdict(set)
    counted = defaultdict(int)
    for line, m in members:
        where = f"rally_members.csv:{line}"
        rid = m["rally_id"]
        if rid not in rally_ids:
            errors.append(f"{where}: rally {rid!r} is not in rallies.csv")
        if not re.fullmatch(r"[1-9][0-9]*", m["position"]):
            errors.append(f"{where}: position {m['position']!r} is not a positive integer")
        else:
            positions[rid].append(int(m["position"]))
        if not m["name"].strip():
            errors.append(f"{where}: name is empty")
        if not m["prefecture"].strip():
            errors.append(f"{where}: prefecture is empty")
        aid = m["area_id"]
        if aid:
            row = catalog.get(aid)
            if row is None:
                errors.append(f"{where}: area_id {aid} is not in aist_onsen_named.csv")
                continue
            if row["onsen_name"] != m["catalog_name"]:
                errors.append(f"{where}: {aid} is {row['onsen_name']!r} in the catalog, not {m['catalog_name']!r}")
            if row["prefecture"] != m["prefecture"]:
                errors.append(f"{where}: {aid} is in {row['prefecture']} in the catalog, not {m['prefecture']}")
            if aid in areas[rid]:
                errors.append(f"{where}: {aid} is listed twice in {rid}")
            areas[rid].add(aid)
            counted[rid] += 1
        else:
            if m["catalog_name"]:
                errors.append(f"{where}: catalog_name {m['catalog_name']!r} without an area_id")
            if not m["note"].strip():
                errors.append(f"{where}: a member without an area_id needs a note saying why")

    for rid in sorted(rally_ids):
        got = sorted(positions.get(rid, []))
        if not got:
            errors.append(f"rally {rid}: no members")
        elif got != list(range(1, len(got) + 1)):
            errors.append(f"rally {rid}: positions {got} are not 1..{len(got)}")

    if errors:
        for e in errors:
            print("FAIL", e)
        print(f"{len(errors)} problem(s)")
        return 1
    for _, r in rallies:
        rid = r["id"]
        print(f"ok  {rid:14} {r['kind']:7} {counted[rid]:2}/{len(positions[rid]):2} in catalog  {r['name']}")
    print(f"{len(rallies)} rallies, {len(members)} members, {sum(counted.values())} in the catalog")
    return 0


if __name__ == "__main__":
    sys.exit(main())
