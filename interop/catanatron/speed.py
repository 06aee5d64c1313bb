"""Speed, side by side: random 4-player base games in Catanatron (four
RandomPlayers, Game(players).play()) and in shima (its benchmark of random
games whose players offer no trade to another, the action space of
Catanatron's RandomPlayer; and, for reference, its random games with
offers), timed in turn in one run, pair after pair. Prints each pair's
games per second of CPU time (the process's user + system time, which other
work on the machine stretches less than wall time), turns a game, and the
ratio shima/Catanatron, then the median over the pairs. Build the test binary
with the profile the shima binary is built with (cmd/shima/default.pgo):

    go test -pgo=cmd/shima/default.pgo -c -o /tmp/catan.test ./games/catan/
    PYTHONPATH=$CATANATRON_SRC/catanatron /usr/bin/python3 interop/catanatron/speed.py \
        --shima-test /tmp/catan.test --pairs 5
"""

import argparse
import random
import re
import resource
import statistics
import subprocess
import time

from catanatron import Color, Game, RandomPlayer


def catanatron_games(n, seed):
    """Plays n random games in this process; returns (games per CPU second, turns a game)."""
    random.seed(seed)
    turns = 0
    start = time.process_time()
    for _ in range(n):
        game = Game([RandomPlayer(c) for c in Color])
        game.play()
        turns += game.state.num_turns
    return n / (time.process_time() - start), turns / n


def shima_games(test_binary, bench, n):
    """Runs shima's benchmark of n random games on one core in a child
    process; returns (games per CPU second of that process, turns a game)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)  # microseconds, where os.times() counts 10 ms ticks
    out = subprocess.run(
        [test_binary, "-test.run", "^$", "-test.bench", bench, "-test.benchtime", f"{n}x", "-test.cpu", "1"],
        check=True, capture_output=True, text=True,
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    m = re.search(r"([\d.]+) turns/game", out)
    return n / cpu, float(m.group(1)) if m else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shima-test", required=True, help="the test binary of games/catan (go test -c)")
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--catanatron-games", type=int, default=40, help="Catanatron games a pair")
    ap.add_argument("--shima-games", type=int, default=3000, help="shima games a pair")
    args = ap.parse_args()
    rows = []
    for p in range(args.pairs):
        c_rate, c_turns = catanatron_games(args.catanatron_games, p + 1)
        s_rate, s_turns = shima_games(args.shima_test, "PlayoutWithoutOffers$", args.shima_games)
        o_rate, o_turns = shima_games(args.shima_test, "Playout$/random", args.shima_games)
        rows.append((c_rate, s_rate, o_rate))
        print(f"pair {p + 1}: Catanatron {c_rate:.1f} games/s ({c_turns:.1f} turns); "
              f"shima without offers {s_rate:,.0f} games/s ({s_turns:.1f} turns), {s_rate / c_rate:.0f} times; "
              f"shima with offers {o_rate:,.0f} games/s ({o_turns:.1f} turns), {o_rate / c_rate:.0f} times", flush=True)
    same = statistics.median(s / c for c, s, _ in rows)
    offers = statistics.median(o / c for c, _, o in rows)
    print(f"median of {args.pairs} pairs: shima without offers {same:.0f} times Catanatron; with offers {offers:.0f} times")


if __name__ == "__main__":
    main()
