"""Random playouts through the engine protocol, one round trip a decision
(apply by index): actions a second, and actions per processor second of
this process and the engine together.

    python3 playout_speed.py --shima ./shima --title micronesia --players 3 --actions 100000
"""

import argparse
import os
import random
import time

from shima_engine import Engine


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shima", default="shima", help="the shima command")
    ap.add_argument("--title", default="micronesia")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--actions", type=int, default=100000)
    args = ap.parse_args()
    rng = random.Random(1)
    actions = games = 0
    eng = Engine(args.shima)
    cpu0, start = os.times(), time.perf_counter()
    while actions < args.actions:
        g = eng.new(args.title, args.players, seed=games, name="g")
        games += 1
        while not g.over:
            g.apply(rng.randrange(g.count))
            actions += 1
        g.drop()
    took = time.perf_counter() - start
    eng.close()  # the engine's processor time counts once it has ended
    cpu1 = os.times()
    cpu = sum(cpu1[:4]) - sum(cpu0[:4])
    print(f"{args.title}: {actions} actions in {games} games, {took:.2f} s: {actions / took:.0f} actions/s, "
          f"{actions / cpu:.0f} actions per cpu-second (this process and the engine)")


if __name__ == "__main__":
    main()
