"""Plays shima's mcts bot against random players through the engine
protocol and prints the result:

    python3 example.py [--shima PATH] [--title micronesia] [--players 3]
                       [--bot mcts:300] [--games 5] [--seed 1]

The bot sits in seat 0; the other seats pick uniformly among their legal
actions.
"""

import argparse
import random

from shima_engine import Engine


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shima", default="shima", help="the shima command")
    ap.add_argument("--title", default="micronesia")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--bot", default="mcts:300")
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    wins = 0
    with Engine(args.shima) as eng:
        for n in range(args.games):
            g = eng.new(args.title, args.players, seed=args.seed + n)
            decisions = 0
            while not g.over:
                if g.to_move[0] == 0:
                    choice = g.best(args.bot, seed=decisions)["best"]["index"]
                    decisions += 1
                else:
                    choice = rng.randrange(g.count)
                g.apply(choice)
            out = g.outcome()
            won = 0 in out["winners"]
            wins += won
            print(f"game {n + 1}: scores {out['scores']}, {out['reason']['en']}"
                  f"{' (the bot won)' if won else ''}; {decisions} bot decisions")
            g.drop()
    print(f"{args.bot} won {wins} of {args.games} against {args.players - 1} random players")


if __name__ == "__main__":
    main()
