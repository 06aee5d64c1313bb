"""Tests of the Python client and, through it, of the engine protocol:
python3 -m unittest (from this folder). SHIMA is the shima binary; without
it they build one with `go build` (the Go test cmd/shima TestPythonClient
builds it and runs them)."""

import json
import os
import random
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from shima_engine import Engine, EngineError  # noqa: E402

# Each title with a number of seats it is played at here.
TITLES = {"catan": 3, "micronesia": 3, "skye": 2, "skymerchants": 2, "spiritisland": 2}


def shima_command():
    """The shima binary: $SHIMA, or one built from this repository."""
    if os.environ.get("SHIMA"):
        return os.environ["SHIMA"]
    out = os.path.join(tempfile.mkdtemp(), "shima")
    subprocess.run(["go", "build", "-o", out, "./cmd/shima"], cwd=os.path.join(HERE, ".."), check=True)
    return out


class EngineTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.shima = shima_command()
        cls.eng = Engine(cls.shima, lang="en")

    @classmethod
    def tearDownClass(cls):
        cls.eng.close()

    def position(self, *args, stdin=None):
        """What `shima position ARGS` prints, given stdin."""
        return subprocess.run([self.shima, "position", *args, "--lang", "en"], input=stdin, check=True,
                              capture_output=True, text=True).stdout

    def test_hello_and_games(self):
        self.assertEqual(self.eng.version, 1)
        self.assertEqual(self.eng.request("hello")["protocol"], "shima-engine")
        self.assertEqual(sorted(g["id"] for g in self.eng.games()), sorted(TITLES))

    def test_refusals_in_both_languages(self):
        g = self.eng.new("micronesia", 3, seed=7)
        before = g.save()
        cases = [
            (lambda: self.eng.new("chess", 2), 'unknown game "chess"'),
            (lambda: self.eng.new("micronesia", 9), "for 3 to 4 players, not 9"),
            (lambda: self.eng.new("micronesia", 3, options={"x": "y"}), 'no option "x"'),
            (lambda: self.eng.new("micronesia", 3, name=g.id), "already a game"),
            (lambda: g.apply(99), "index 99 is not among"),
            (lambda: g.apply("fly away"), ""),
            (lambda: g.apply(0, seat=1), ""),
            (lambda: g.legal(seat=7), "seat 7 is not at this table"),
            (lambda: g.outcome(), "not over"),
            (lambda: g.best("deep blue"), 'unknown bot "deep blue"'),
            (lambda: self.eng.load({"game": "micronesia", "seats": "three"}), ""),
            (lambda: self.eng.request("fly"), 'unknown op "fly"'),
            (lambda: self.eng.request("legal", game=g.id, colour="red"), 'unknown field "colour"'),
        ]
        for call, want in cases:
            with self.assertRaises(EngineError) as caught:
                call()
            err = caught.exception
            self.assertIn(want, err.en)
            self.assertTrue(err.ja and err.ja != err.en and not err.internal, (err.en, err.ja))
        self.assertEqual(g.save(), before, "a refused request changed the game")

    def test_bad_lines_get_replies(self):
        """A line that is not a request is answered, with its id when it
        has one, and the engine goes on."""
        proc = subprocess.Popen([self.shima, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        out, _ = proc.communicate('not json\n{"id":3,"op":"hello","zz":1}\n\n{"id":4,"op":"hello"}\n')
        replies = [json.loads(line) for line in out.splitlines()]
        self.assertEqual(len(replies), 3, out)
        self.assertIn("error", replies[0])
        self.assertEqual((replies[1]["id"], "error" in replies[1]), (3, True))
        self.assertEqual((replies[2]["id"], replies[2]["version"]), (4, 1))
        self.assertEqual(proc.returncode, 0)

    def test_the_same_game_as_the_position_tool(self):
        """Legal lists, the state after an action by index or by text (in
        Japanese), and saved positions are those of `shima position`."""
        pos = self.position("new", "micronesia", "--players", "3", "--seed", "7")
        g = self.eng.load(pos)
        self.assertEqual(g.legal(), self.position("legal", "-", stdin=pos).splitlines())
        self.assertEqual(g.count, len(g.legal()))
        after = self.position("apply", "-", g.legal()[2], stdin=pos)
        g.apply(2)
        self.assertEqual(g.save(), json.loads(after))
        ja = g.legal(lang="ja")[0]
        g.apply(ja)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "p.json")
            g.save_file(path)
            again = self.eng.load_file(path)
            self.assertEqual(again.save(), g.save())
            self.assertEqual(again.legal(), g.legal())

    def test_copy_view_events_best(self):
        g = self.eng.new("catan", 3, seed=5)
        c = g.copy()
        events = g.apply_events(0, lang="both")
        self.assertTrue(all(e["text"]["en"] and e["text"]["ja"] for e in events), events)
        self.assertNotEqual(c.save(), g.save(), "the copy moved with its original")
        view = g.view(seat=1)
        self.assertEqual(view["viewer"], 1)
        self.assertIn("robber", g.view(text=True))
        best = c.best("mcts:100", seed=3, top=2)
        self.assertEqual(best["iterations"], 100)
        self.assertLessEqual(len(best["candidates"]), 2)
        self.assertEqual(c.legal()[best["best"]["index"]], best["best"]["text"])
        self.assertEqual(c.best("mcts:100", seed=3, top=2)["best"], best["best"])
        on_two = c.best("mcts:100", seed=3, workers=2)
        self.assertEqual(sum(x["visits"] for x in on_two["candidates"]), 200)  # each worker the whole budget
        with self.assertRaises(EngineError):
            c.best("greedy", workers=2)
        c.drop()
        with self.assertRaises(EngineError):
            c.legal()

    def test_whole_games_of_every_title(self):
        """A game of each title played to its end by random actions, one
        seat's moves chosen by a bot now and then; the outcome has a score
        and a place for every seat. What apply by index keeps of the game
        (read from its reply without json) is what status says, also where
        several seats are to move; the seats to move are told at least once
        as more than one (Isle of Skye's prices)."""
        several = False
        for title, players in TITLES.items():
            with self.subTest(title=title):
                rng = random.Random(1)
                g = self.eng.new(title, players, seed=11)
                decisions = 0
                while not g.over:
                    self.assertGreater(g.count, 0)
                    if decisions % 50 == 0:
                        g.apply(g.best("greedy", seed=decisions)["best"]["index"])
                    else:
                        g.apply(rng.randrange(g.count))
                    status = g._ask("status", legal="count")
                    self.assertEqual((g.to_move, g.over, g.count),
                                     (status["to_move"], bool(status.get("over")), status.get("legal", {}).get("count", 0)))
                    several = several or len(g.to_move) > 1
                    decisions += 1
                    self.assertLess(decisions, 100000, "the game does not end")
                out = g.outcome()
                self.assertEqual((len(out["scores"]), len(out["ranks"])), (players, players))
                self.assertTrue(out["reason"]["en"] and out["reason"]["ja"])
                self.assertEqual(g.to_move, [])
                g.drop()
        self.assertTrue(several, "no step had several seats to move")


if __name__ == "__main__":
    unittest.main()
