"""Head to head: shima's bot against Catanatron's players in Catanatron's
engine, the seats rotated (Catanatron shuffles the seating; shima's seat is
reported), wins with a 95% Wilson interval.

    PYTHONPATH=$CATANATRON_SRC/catanatron /usr/bin/python3 head_to_head.py \
        --opponent alphabeta --players 4 --games 200 --bot mcts:1s --shima shima
"""

import argparse
import math
import random
import time

import shima_bridge as sb
from catanatron import Color, Game, RandomPlayer
from catanatron.players.minimax import AlphaBetaPlayer
from catanatron.players.value import ValueFunctionPlayer

OPPONENTS = {"random": RandomPlayer, "alphabeta": AlphaBetaPlayer, "value": ValueFunctionPlayer}


def wilson(wins, n, z=1.96):
    """The 95% Wilson interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--opponent", choices=sorted(OPPONENTS), default="alphabeta")
    ap.add_argument("--players", type=int, default=4, help="3 or 4 (shima's Catan has no 2-player game)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--bot", default="mcts:1s", help="shima bot spec, or first-legal")
    ap.add_argument("--shima", default="shima", help="the shima command")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    colours = [Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE][: args.players]
    wins, decisions, ticks, spent, longest = 0, 0, 0, 0.0, 0.0
    for g in range(args.games):
        seed = args.seed + g
        random.seed(seed)
        me = sb.ShimaPlayer(colours[0], args.shima, args.bot, seed)
        players = [me] + [OPPONENTS[args.opponent](c) for c in colours[1:]]
        game = Game(players, seed=seed, catan_map=sb.shima_harbour_map(me.shima.places))
        while game.winning_color() is None and game.state.num_turns < 1000:
            mine = game.state.current_color() == me.color
            start = time.perf_counter()
            game.play_tick()
            if mine:
                d = time.perf_counter() - start
                spent, longest, ticks = spent + d, max(longest, d), ticks + 1
        decisions += me.decisions
        won = game.winning_color() == me.color
        wins += won
        print(f"game {g + 1}: seat {game.state.colors.index(me.color)}, winner {game.winning_color()}, "
              f"{game.state.num_turns} turns{' (shima won)' if won else ''}", flush=True)
    lo, hi = wilson(wins, args.games)
    print(f"shima {args.bot} vs {args.players - 1} {args.opponent}: {wins} of {args.games} won "
          f"({100 * wins / args.games:.1f}%, 95% {100 * lo:.1f}-{100 * hi:.1f}); "
          f"{decisions} shima calls; its {ticks} moves took {1000 * spent / max(ticks, 1):.0f} ms on average, "
          f"the longest {1000 * longest:.0f} ms")


if __name__ == "__main__":
    main()
