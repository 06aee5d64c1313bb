"""A client of shima's engine protocol (enginewire/PROTOCOL.md).

Engine starts `shima engine` and talks to it over its standard input and
output, one JSON line a request; Game is one game held by the engine.
Python's standard library only.

    from shima_engine import Engine
    with Engine() as eng:
        g = eng.new("micronesia", players=3, seed=7)
        while not g.over:
            g.apply(0)                  # the first legal action, by index
        print(g.outcome()["scores"])
"""

import json
import os
import re
import select
import subprocess
import time

PROTOCOL_VERSION = 1

# How long the client waits awake for a reply before it sleeps until one comes.
_SPIN = 50e-6

# An apply by index, the one request of a playout, written without json; and
# its usual reply, read without it: the id, the seats to move, "over", and the
# count of legal actions (PROTOCOL.md, Speed). Any other reply goes through json.
_APPLY_INDEX = b'{"op":"apply","id":%d,"game":%s,"index":%d,"legal":"count"}\n'
_STATUS_LINE = re.compile(rb'\{"id":(\d+),"to_move":\[([\d,]*)\](,"over":true)?(?:,"legal":\{"seat":\d+,"count":(\d+)\})?\}\n').fullmatch


class EngineError(Exception):
    """A request the engine refused: en and ja are the reason in English
    and Japanese; internal is set for a fault of shima's own."""

    def __init__(self, error):
        self.en = error.get("en", "")
        self.ja = error.get("ja", "")
        self.internal = bool(error.get("internal"))
        super().__init__(self.en)


class Engine:
    """A running `shima engine`. command is the shima binary; lang ("en"
    or "ja") the language of texts unless a call asks for another."""

    def __init__(self, command="shima", lang=None):
        args = [command, "engine"] + (["--lang", lang] if lang else [])
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._ids = 0
        self._encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
        self._fd = self._proc.stdin.fileno()
        self._out = self._proc.stdout.fileno()
        if os.name == "posix":  # a reply is waited for awake a moment first (_readline)
            os.set_blocking(self._out, False)
        self._buf = b""
        self.version = self.request("hello", version=PROTOCOL_VERSION)["version"]

    def request(self, op, **fields):
        """Sends one request and returns its reply (a dict), raising
        EngineError when the engine refuses it. Fields left None are not
        sent."""
        self._ids += 1
        req = {"op": op, "id": self._ids}
        req.update((k, v) for k, v in fields.items() if v is not None)
        self._send((self._encode(req) + "\n").encode())
        return self._reply(self._readline())

    def _send(self, line):
        """Writes a request line to the engine, straight to its pipe."""
        n = os.write(self._fd, line)
        while n < len(line):  # a long line may go in parts
            line = line[n:]
            n = os.write(self._fd, line)

    def _readline(self):
        """The engine's next reply line, b"" once it has ended. A reply
        that comes within _SPIN seconds is read without sleeping: waking a
        process costs more than a playout's step (PROTOCOL.md, Speed)."""
        buf = self._buf
        end = buf.find(b"\n")
        until = 0
        while end < 0:
            try:
                more = os.read(self._out, 1 << 16)
            except BlockingIOError:
                if not until:
                    until = time.perf_counter() + _SPIN
                elif time.perf_counter() > until:
                    select.select([self._out], [], [])
                continue
            if not more:
                self._buf = b""
                return buf
            buf += more
            end = buf.find(b"\n")
        self._buf = buf[end + 1:]
        return buf[:end + 1]

    def _reply(self, line):
        """The reply line to the last request as a dict, or EngineError."""
        if not line:
            raise EngineError({"en": "the engine ended", "ja": "エンジンが終了しました", "internal": True})
        reply = json.loads(line)
        if reply.get("id") != self._ids:
            raise EngineError({"en": f"reply {reply.get('id')!r} to request {self._ids}",
                               "ja": f"リクエスト{self._ids}への返信が{reply.get('id')!r}です", "internal": True})
        if "error" in reply:
            raise EngineError(reply["error"])
        return reply

    def games(self):
        """The board games the engine plays: id, names, seats, options."""
        return self.request("games")["games"]

    def new(self, title, players, seed=0, options=None, name=None):
        """A new game of title ("micronesia") for players seats; name is
        its id in the engine (default: one the engine makes up)."""
        return Game(self, self.request("new", title=title, players=players, seed=seed, options=options,
                                       legal="count", **{"as": name}))

    def load(self, position, name=None):
        """A game from a position (games/<id>/POSITION.md): a dict, or its
        JSON text."""
        return Game(self, self.request("load", position=position, legal="count", **{"as": name}))

    def load_file(self, path, name=None):
        """A game from a position file, as `shima position` writes them."""
        with open(path, encoding="utf-8") as f:
            return self.load(f.read(), name)

    def close(self):
        """Ends the engine."""
        if self._proc.poll() is None:
            self._proc.stdin.close()
            self._proc.wait()
        self._proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Game:
    """One game in the engine. to_move lists the seats that must decide
    (none once over); count is the number of legal actions of the first of
    them, so that a random action is apply(random.randrange(g.count))."""

    def __init__(self, engine, reply):
        self.engine = engine
        self.id = reply["game"]
        self._id_json = json.dumps(self.id, ensure_ascii=False).encode()
        self.title = reply["title"]
        self.seats = reply["seats"]
        self._status(reply)

    def _status(self, reply):
        self.to_move = reply["to_move"]
        self.over = bool(reply.get("over"))
        self.count = reply["legal"]["count"] if "legal" in reply else 0

    def _ask(self, op, **fields):
        return self.engine.request(op, game=self.id, **fields)

    def legal(self, seat=None, lang=None):
        """The texts of seat's legal actions (default: the first seat to
        move), in the order apply takes an index."""
        return self._ask("legal", seat=seat, lang=lang)["legal"]["actions"]

    def apply(self, action, seat=None):
        """Plays action for seat (default: the first seat to move): an int
        is its index in legal(), a str its text in either language."""
        if type(action) is not int or seat is not None:
            self._status(self._ask("apply", seat=seat, legal="count", **_action(action)))
            return
        # The fast path of a playout: one round trip, no json either way.
        eng = self.engine
        eng._ids += 1
        eng._send(_APPLY_INDEX % (eng._ids, self._id_json, action))
        line = eng._readline()
        m = _STATUS_LINE(line)
        if m is None or int(m[1]) != eng._ids:
            self._status(eng._reply(line))  # a refusal, or a reply of another shape
            return
        seats = m[2]
        self.to_move = [int(seats)] if seats.isdigit() else [int(s) for s in seats.split(b",") if s]
        self.over = m[3] is not None
        self.count = int(m[4]) if m[4] else 0

    def apply_events(self, action, seat=None, viewer=None, lang="en"):
        """Plays action as apply does and returns the events it caused as
        viewer sees them (default: the seat that acted; -1 a spectator),
        their texts in lang ("en", "ja", or "both" for {"en", "ja"})."""
        reply = self._ask("apply", seat=seat, legal="count", events=lang, viewer=viewer, **_action(action))
        self._status(reply)
        return reply["events"]

    def view(self, seat=-1, text=False, lang=None):
        """What seat sees (-1: a spectator): the view's JSON as a dict, or
        with text=True the terminal's drawing of it."""
        if text:
            return self._ask("view", seat=seat, format="text", lang=lang)["text"]
        return self._ask("view", seat=seat)["view"]

    def outcome(self):
        """Scores, ranks, winners, how it ended and why ({"en", "ja"}),
        once the game is over."""
        return self._ask("outcome")["outcome"]

    def best(self, bot, seed=0, seat=None, top=0, lang=None, workers=None):
        """A bot's choice for seat (default: the first seat to move), as
        `shima position best --json` gives it: "best" with its "index" and
        "text", and from mcts its candidates with visits and win estimates.
        workers: an mcts search on that many goroutines (1 to 64)."""
        reply = self._ask("best", bot=bot, seed=seed, seat=seat, top=top, lang=lang, workers=workers)
        reply.pop("id", None)
        return reply

    def copy(self, name=None):
        """An independent copy of the game."""
        return Game(self.engine, self._ask("copy", legal="count", **{"as": name}))

    def save(self):
        """The position (games/<id>/POSITION.md) as a dict: the whole state,
        hidden parts included."""
        return self._ask("save")["position"]

    def save_file(self, path):
        """Writes the position to path, for `shima position` and load_file."""
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.save(), f, ensure_ascii=False, indent=2)
            f.write("\n")

    def drop(self):
        """Frees the game in the engine."""
        self._ask("drop")


def _action(action):
    if isinstance(action, bool) or not isinstance(action, (int, str)):
        raise TypeError(f"an action is an index (int) or a text (str), not {action!r}")
    return {"index": action} if isinstance(action, int) else {"action": action}
