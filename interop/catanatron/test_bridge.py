"""Tests of the Catanatron bridge: python3 -m unittest test_bridge (from this
folder). They need Catanatron's source (CATANATRON_SRC: the repository's
root, or its catanatron/ folder holding the package) and the shima command
(SHIMA, default: go build into a temporary folder); they say plainly that
they skipped otherwise. SHIMA_BOT is the bot spec (default mcts:200; the
plumbing alone with first-legal)."""

import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.environ.get("CATANATRON_SRC", "")
for candidate in (os.path.join(SRC, "catanatron"), SRC):
    if SRC and os.path.isdir(os.path.join(candidate, "catanatron")):
        sys.path.insert(0, candidate)
        break
try:
    import catanatron  # noqa: F401
    MISSING = None
except ImportError as err:
    MISSING = f"Catanatron is not importable ({err}): set CATANATRON_SRC to its source"
if MISSING:
    print(f"SKIPPED: {MISSING}", file=sys.stderr)
else:
    sys.path.insert(0, HERE)
    import shima_bridge as sb
    from catanatron import Color, Game, RandomPlayer


def shima_command():
    """The shima binary: $SHIMA, or one built from this repository."""
    if os.environ.get("SHIMA"):
        return os.environ["SHIMA"]
    out = os.path.join(tempfile.mkdtemp(), "shima")
    subprocess.run(["go", "build", "-o", out, "./cmd/shima"], cwd=os.path.join(HERE, "..", ".."), check=True)
    return out


@unittest.skipIf(MISSING, MISSING or "")
class BridgeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.shima = shima_command()
        cls.places = sb.harbour_places(sb.engine_for(cls.shima))
        cls.bot = os.environ.get("SHIMA_BOT", "mcts:200")

    def test_mapping_is_a_bijection(self):
        from catanatron.models.map import build_map

        for _ in range(20):
            m = sb.Mapping(sb.shima_harbour_map(self.places), self.places)
            self.assertEqual(sorted(m.hex_of.values()), list(range(1, 20)))
            self.assertEqual(sorted(m.node_of.values()), list(range(1, 55)))
            edges = {m.path(e) for t in m.catan_map.land_tiles.values() for e in t.edges.values()}
            self.assertEqual(len(edges), 72)
        # Catanatron's own board puts two ports elsewhere: no turn of it fits.
        with self.assertRaises(sb.BridgeError):
            sb.Mapping(build_map("BASE"), self.places)

    def test_both_engines_allow_the_same_actions(self):
        """In random games, at every decision, the actions shima lists for the
        position are Catanatron's (but for trades between players)."""
        shima = sb.Shima(self.shima, "first-legal")
        for seed in range(2):
            random.seed(seed)
            players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
            game = Game(players, seed=seed, catan_map=sb.shima_harbour_map(self.places))
            mapping = sb.Mapping(game.state.board.map, self.places)
            for _ in range(300):
                if game.winning_color() is not None:
                    break
                only_catanatron, only_shima = sb.compare_legal(game, shima, mapping, game.state.current_color())
                self.assertEqual((only_catanatron, only_shima), (set(), set()), game.state.current_prompt)
                game.play_tick()

    def test_plays_short_games_against_random_players(self):
        """ShimaPlayer plays Catanatron games to the end (or 120 turns)
        against RandomPlayers: every decision maps to a Catanatron action."""
        for seed in range(3):
            random.seed(seed)
            me = sb.ShimaPlayer(Color.RED, self.shima, self.bot, seed)
            players = [me, RandomPlayer(Color.BLUE), RandomPlayer(Color.WHITE), RandomPlayer(Color.ORANGE)]
            game = Game(players, seed=seed, catan_map=sb.shima_harbour_map(self.places))
            start = time.perf_counter()
            while game.winning_color() is None and game.state.num_turns < 120:
                game.play_tick()
            spent = time.perf_counter() - start
            print(f"\ngame {seed}: winner {game.winning_color()}, {game.state.num_turns} turns, "
                  f"{me.decisions} shima decisions, {spent:.1f} s", file=sys.stderr)
            self.assertGreater(me.decisions, 0)


if __name__ == "__main__":
    unittest.main()
