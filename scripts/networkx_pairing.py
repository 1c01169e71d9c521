#!/usr/bin/env python3
"""Solve a Netrunner TO pairing instance with networkx, for comparison with the Rust engine.

Reads the JSON written by `examples/dump_pairing_instance.rs`, builds the same problem on the
COMPLETE graph (every pair of players, plus a dummy "bye" vertex when the count is odd), with
the same lexicographic objective as `src/engine/swiss` (rematches, side violations, bye index,
sum of squared point differences, sum of tiebreak-key distances), and times
`networkx.max_weight_matching(G, maxcardinality=True)` on weights `C - cost`.

It prints the networkx time, both objective tuples and whether they agree (they must: both
are exact; the pairs themselves may differ only between equally good pairings).

Install networkx first:   python3 -m pip install networkx
Usage:
    cargo run --release --example dump_pairing_instance -- 400 > /tmp/pairing-400.json
    python3 scripts/networkx_pairing.py /tmp/pairing-400.json
"""

import json
import sys
import time

try:
    import networkx as nx
except ImportError:  # pragma: no cover - environment dependent
    sys.exit("networkx is not installed: python3 -m pip install networkx")


def sign(x):
    return (x > 0) - (x < 0)


def main(path):
    with open(path, encoding="utf-8") as f:
        inst = json.load(f)
    players = inst["players"]
    single = inst["mode"] == "single_sided"
    n = len(players)
    dummy = n if n % 2 else None
    met = set()
    for a, b in inst["previous"]:
        met.add((a, b))
        met.add((b, a))

    # Bye index: players without a bye from the lowest rank up, then those who had one.
    by_rank = sorted(range(n), key=lambda i: -players[i]["rank"])
    bye_index = {}
    for had in (False, True):
        for i in by_rank:
            if players[i]["had_bye"] == had:
                bye_index[i] = len(bye_index)
    eligible = sum(1 for p in players if not p["had_bye"])

    def terms(i, j):
        if j == dummy:
            return (0, 0, bye_index[i], 0, 0)
        a, b = players[i], players[j]
        d = a["points"] - b["points"]
        side = single and a["side_balance"] != 0 and sign(a["side_balance"]) == sign(b["side_balance"])
        return (
            int((a["id"], b["id"]) in met),
            int(side),
            0,
            d * d,
            abs(a["key"] - b["key"]),
        )

    vertices = list(range(n)) + ([dummy] if dummy is not None else [])
    edges = [(i, j, terms(i, j)) for x, i in enumerate(vertices) for j in vertices[x + 1:]]
    # Radix of each term: one more than its largest possible sum over a perfect matching.
    ne = len(vertices) // 2
    radix = [max((t[k] for _, _, t in edges), default=0) * ne + 1 for k in range(5)]
    unit = [1] * 5
    for k in range(3, -1, -1):
        unit[k] = unit[k + 1] * radix[k + 1]
    big = unit[0] * radix[0] * 2

    G = nx.Graph()
    G.add_nodes_from(vertices)
    for i, j, t in edges:
        G.add_edge(i, j, weight=big - sum(u * x for u, x in zip(unit, t)))

    start = time.perf_counter()
    matching = nx.max_weight_matching(G, maxcardinality=True)
    seconds = time.perf_counter() - start

    total = [0] * 5
    bye = None
    for i, j in matching:
        if i == dummy or j == dummy:
            bye = j if i == dummy else i
            t = terms(bye, dummy)
        else:
            t = terms(min(i, j), max(i, j))
        total = [x + y for x, y in zip(total, t)]
    if len(matching) * 2 != len(vertices):
        sys.exit("networkx returned an imperfect matching")
    second_bye, moved_up = 0, 0
    if bye is not None:
        b = bye_index[bye]
        second_bye, moved_up = (1, b - eligible) if b >= eligible else (0, b)
    nx_cost = {
        "rematches": total[0],
        "side_violations": total[1],
        "second_bye": second_bye,
        "bye_moved_up": moved_up,
        "point_cost": total[3],
        "tiebreak": total[4],
    }
    rust = inst["rust"]
    print(f"players: {n} ({inst['mode']}), complete graph: {len(edges)} edges")
    print(f"networkx max_weight_matching: {seconds * 1000:.1f} ms")
    print(f"rust pair_round (same instance, as dumped): {rust['millis']:.2f} ms")
    print(f"networkx cost: {nx_cost}")
    print(f"rust cost:     {rust['cost']}")
    same = all(nx_cost[k] == rust["cost"][k] for k in nx_cost)
    print("objective values agree" if same else "OBJECTIVE VALUES DIFFER")
    return 0 if same else 1


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
