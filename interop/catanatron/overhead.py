"""The bridge's cost of a decision besides the bot's thinking: the time of
Shima.choose with shima's random bot (which does not search) on the
positions of random 4-player Catanatron games.

    PYTHONPATH=$CATANATRON_SRC/catanatron /usr/bin/python3 overhead.py --shima shima --decisions 300
"""

import argparse
import random
import time

import shima_bridge as sb
from catanatron import Color, Game, RandomPlayer


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shima", default="shima", help="the shima command")
    ap.add_argument("--decisions", type=int, default=300)
    args = ap.parse_args()
    shima = sb.Shima(args.shima, "random", 1)
    positions, seed = [], 0
    while len(positions) < args.decisions:
        random.seed(seed)
        players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
        game = Game(players, seed=seed, catan_map=sb.shima_harbour_map(shima.places))
        mapping = sb.Mapping(game.state.board.map, shima.places)
        rng = random.Random(seed)
        while game.winning_color() is None and game.state.num_turns < 200 and len(positions) < args.decisions:
            if len(game.playable_actions) > 1:
                c = game.state.current_color()
                positions.append((sb.position(game, c, mapping, rng), game.state.color_to_index[c]))
            game.play_tick()
        seed += 1
    start = time.perf_counter()
    for i, (pos, seat) in enumerate(positions):
        shima.choose(pos, seat, i)
    took = time.perf_counter() - start
    print(f"{len(positions)} decisions, {1000 * took / len(positions):.2f} ms a decision")


if __name__ == "__main__":
    main()
