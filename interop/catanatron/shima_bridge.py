"""Play shima's Catan bot inside Catanatron's engine.

ShimaPlayer is a Catanatron Player: at each decision it writes Catanatron's
game, as its own seat sees it, as a shima base-game position (see
games/catan/POSITION.md), asks a long-running `shima engine` for the bot's
choice (through python/shima_engine.py) and plays the Catanatron action that
matches it. Standard library only; it imports Catanatron at run time and
copies none of its code (README.md).
"""

import atexit
import dataclasses
import json
import math
import os
import random
import sys

from catanatron.models.enums import ActionPrompt, ActionType, NodeRef
from catanatron.models.player import Player

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
from shima_engine import Engine, EngineError  # noqa: E402

# Catanatron's resource order is WOOD, BRICK, SHEEP, WHEAT, ORE; shima's is
# brick, lumber, wool, grain, ore.
RESOURCE = {"WOOD": "lumber", "BRICK": "brick", "SHEEP": "wool", "WHEAT": "grain", "ORE": "ore"}
SHIMA_RESOURCES = ["brick", "lumber", "wool", "grain", "ore"]
CATANATRON_RESOURCES = ["BRICK", "WOOD", "SHEEP", "WHEAT", "ORE"]  # in shima's order
TERRAIN = {"WOOD": "forest", "BRICK": "hills", "SHEEP": "pasture", "WHEAT": "fields", "ORE": "mountains", None: "desert"}
# Development cards in shima's order, with Catanatron's names.
DEVS = [("knight", "KNIGHT"), ("victory_point", "VICTORY_POINT"), ("road_building", "ROAD_BUILDING"),
        ("year_of_plenty", "YEAR_OF_PLENTY"), ("monopoly", "MONOPOLY")]
FULL_DEVS = {"KNIGHT": 14, "VICTORY_POINT": 5, "ROAD_BUILDING": 2, "YEAR_OF_PLENTY": 2, "MONOPOLY": 2}
RESOURCE_CARDS = 19
# shima names seats by colour in its actions' text ("steal from blue").
SEAT_COLOURS = ["red", "blue", "yellow", "green", "purple", "brown"]

# A pointy-top hex's corners, in half hex widths (x) and quarter hex heights
# (y) from its centre.
CORNER = {NodeRef.NORTH: (0, -2), NodeRef.NORTHEAST: (1, -1), NodeRef.SOUTHEAST: (1, 1),
          NodeRef.SOUTH: (0, 2), NodeRef.SOUTHWEST: (-1, 1), NodeRef.NORTHWEST: (-1, -1)}


class BridgeError(Exception):
    """Raised when a Catanatron state or action has no shima counterpart."""


def shima_board():
    """The base board as shima numbers it: the interior hexes' centres and
    the intersections' points, each in reading order (by y, then x), in
    half hex widths and quarter hex heights from the middle hex's centre."""
    hexes = []
    for row in range(-2, 3):
        n = 5 - abs(row)
        hexes += [(x, 3 * row) for x in range(-(n - 1), n, 2)]
    points = {(hx + dx, hy + dy) for hx, hy in hexes for dx, dy in CORNER.values()}
    return hexes, sorted(points, key=lambda p: (p[1], p[0]))


def cube_centre(coordinate):
    """A Catanatron cube coordinate (x, y, z) as a centre in half widths and
    quarter heights: east is (1, -1, 0), south-east (0, -1, 1)."""
    x, _, z = coordinate
    return (2 * x + z, 3 * z)


def transform(point, k):
    """The board turned k sixths of a circle (0-5), mirrored for k 6-11."""
    x, y = point
    px, py = x * math.sqrt(3) / 2, y / 2
    if k >= 6:
        px = -px
    a = math.pi / 3 * (k % 6)
    rx, ry = px * math.cos(a) - py * math.sin(a), px * math.sin(a) + py * math.cos(a)
    return (round(rx * 2 / math.sqrt(3)), round(ry * 2))


class Mapping:
    """The bijection between a Catanatron map and shima's base board: tiles
    to hexes (1-19), node ids to intersections (1-54), edges to paths. The
    board is turned (or mirrored) so that Catanatron's ports lie on shima's
    harbour places; harbour_places are those places in shima's order."""

    def __init__(self, catan_map, harbour_places):
        self.places, self.catan_map = harbour_places, catan_map
        hexes, points = shima_board()
        self.hex_of, self.node_of = {}, {}
        for k in range(12):
            if self._try(catan_map, hexes, points, harbour_places, k):
                self.turn = k
                return
        raise BridgeError("no turn of the board puts Catanatron's ports on shima's harbour places")

    def _try(self, catan_map, hexes, points, harbour_places, k):
        hex_index = {p: i + 1 for i, p in enumerate(hexes)}
        point_index = {p: i + 1 for i, p in enumerate(points)}
        hex_of, node_of, coord_of = {}, {}, {}
        for coord, tile in catan_map.land_tiles.items():
            cx, cy = cube_centre(coord)
            h = hex_index.get(transform((cx, cy), k))
            if h is None:
                return False
            hex_of[coord], coord_of[h] = h, coord
            for ref, node in tile.nodes.items():
                dx, dy = CORNER[ref]
                v = point_index.get(transform((cx + dx, cy + dy), k))
                if v is None or node_of.setdefault(node, v) != v:
                    return False
        if len(hex_of) != 19 or len(set(node_of.values())) != 54 or len(node_of) != 54:
            return False
        ports = {}
        for kind, nodes in catan_map.port_nodes.items():
            for node in nodes:
                ports[node_of[node]] = kind
        kinds = []
        for a, b in harbour_places:
            if a not in ports or ports.get(b) != ports[a]:
                return False
            kinds.append(ports[a])
        if len(ports) != 18:
            return False
        self.hex_of, self.coord_of, self.node_of = hex_of, coord_of, node_of
        self.harbour_kinds = ["3:1" if k is None else RESOURCE[k] for k in kinds]
        return True

    def path(self, edge):
        """A Catanatron edge (two node ids) as shima's path text "a-b"."""
        a, b = sorted(self.node_of[n] for n in edge)
        return f"{a}-{b}"


def shima_harbour_map(places, catan_map=None):
    """A Catanatron base map (by default a new random one, as Game makes)
    with its ports turned on their frame tiles to lie on shima's harbour
    places: pass it to Game(..., catan_map=...). Catanatron's base board
    serves two harbours by other intersections than shima's (its ports on
    (-2, 3, -1) and (3, -1, -2) face east and south-west, shima's south-east
    and west), and a shima position puts the base game's harbours on its
    board's places."""
    from catanatron.models.map import BASE_MAP_TEMPLATE, PORT_DIRECTION_TO_NODEREFS, CatanMap
    from catanatron.models.tiles import Port

    if catan_map is None:
        catan_map = CatanMap.from_template(BASE_MAP_TEMPLATE)
    _, points = shima_board()
    point_index = {p: i + 1 for i, p in enumerate(points)}
    wanted = set(places)

    def serves(coord, direction):
        cx, cy = cube_centre(coord)
        ends = [point_index.get((cx + CORNER[r][0], cy + CORNER[r][1])) for r in PORT_DIRECTION_TO_NODEREFS[direction]]
        return tuple(sorted(ends)) if None not in ends else None

    tiles = dict(catan_map.tiles)
    for coord, tile in tiles.items():
        if isinstance(tile, Port) and serves(coord, tile.direction) not in wanted:
            turned = [d for d in PORT_DIRECTION_TO_NODEREFS if serves(coord, d) in wanted]
            if len(turned) != 1:
                raise BridgeError(f"Catanatron's port on {coord} cannot be turned onto a shima harbour place")
            tiles[coord] = dataclasses.replace(tile, direction=turned[0])
    return CatanMap.from_tiles(tiles)


def harbour_places(engine):
    """The base board's harbour places, in shima's order, read from a new
    position of the engine's."""
    g = engine.new("catan", 4, seed=1)
    try:
        return [tuple(h["at"]) for h in g.save()["harbours"]]
    finally:
        g.drop()


def step_of(state, seat):
    """shima's step for what Catanatron asks now, with the fields it needs."""
    prompt = state.current_prompt
    key = f"P{state.current_turn_index}_"
    rolled = state.player_state[key + "HAS_ROLLED"]
    after = "main" if rolled else "roll"
    if prompt == ActionPrompt.BUILD_INITIAL_SETTLEMENT:
        placed = sum(len(b["SETTLEMENT"]) for b in state.buildings_by_color.values())
        return {"step": "setup_settlement", "setup_placed": placed}
    if prompt == ActionPrompt.BUILD_INITIAL_ROAD:
        placed = sum(len(b["SETTLEMENT"]) for b in state.buildings_by_color.values())
        return {"step": "setup_road", "setup_placed": placed - 1, "last": True}  # pairs completed
    if prompt == ActionPrompt.MOVE_ROBBER:
        return {"step": "robber", "after": after}
    if prompt == ActionPrompt.DISCARD:
        return {"step": "discard"}
    if prompt == ActionPrompt.PLAY_TURN:
        if state.is_road_building:
            return {"step": "road_building", "after": after, "free_roads": state.free_roads_available}
        return {"step": "main" if rolled else "roll"}
    raise BridgeError(f"Catanatron asks {prompt}, which shima's base game never asks (no trades between players)")


def position(game, color, mapping, rng):
    """Catanatron's game as seat color sees it, as a shima position (a dict).
    The others' resource cards keep their counts and are dealt from the cards
    the seat cannot see; their development cards likewise, with the deck."""
    state = game.state
    seats = len(state.colors)
    me = state.color_to_index[color]
    board = state.board
    hexes = [None] * 19
    for coord, tile in board.map.land_tiles.items():
        h = {"terrain": TERRAIN[tile.resource]}
        if tile.number is not None:
            h["number"] = tile.number
        hexes[mapping.hex_of[coord] - 1] = h
    hands = [[state.player_state[f"P{i}_{r}_IN_HAND"] for r in CATANATRON_RESOURCES] for i in range(seats)]
    bank = [state.resource_freqdeck[["WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"].index(r)] for r in CATANATRON_RESOURCES]
    for r in range(5):
        if bank[r] + sum(h[r] for h in hands) != RESOURCE_CARDS:
            raise BridgeError("Catanatron's bank and hands do not add up to 19 of each resource")
    # Deal the others' cards from those seat me cannot see.
    unseen = [c for r in range(5) for c in [r] * (RESOURCE_CARDS - bank[r] - hands[me][r])]
    rng.shuffle(unseen)
    for i in range(seats):
        if i != me:
            n = sum(hands[i])
            hands[i] = [0] * 5
            for c in unseen[:n]:
                hands[i][c] += 1
            unseen = unseen[n:]
    # Development cards: seat me sees its own and the cards played.
    devs = [[state.player_state[f"P{i}_{d}_IN_HAND"] for _, d in DEVS] for i in range(seats)]
    pool = []
    for _, d in DEVS:
        left = FULL_DEVS[d] - sum(state.player_state[f"P{i}_PLAYED_{d}"] for i in range(seats)) \
            - state.player_state[f"P{me}_{d}_IN_HAND"]
        pool += [d] * left
    rng.shuffle(pool)
    names = [d for _, d in DEVS]
    for i in range(seats):
        if i != me:
            n = sum(devs[i])
            devs[i] = [0] * 5
            for d in pool[:n]:
                devs[i][names.index(d)] += 1
            pool = pool[n:]
    if len(pool) != len(state.development_listdeck):
        raise BridgeError("Catanatron's development cards do not add up to its deck of 25")
    shima_name = dict((c, s) for s, c in DEVS)
    players = []
    for i, c in enumerate(state.colors):
        built = state.buildings_by_color[c]
        fresh = [0] * 5
        if i == state.current_turn_index:  # cards bought this turn cannot be played yet
            for j, (_, d) in enumerate(DEVS):
                if d != "VICTORY_POINT" and not state.player_state[f"P{i}_{d}_OWNED_AT_START"]:
                    fresh[j] = devs[i][j]
        p = {"hand": hands[i], "devs": devs[i], "bought_this_turn": fresh,
             "knights": state.player_state[f"P{i}_PLAYED_KNIGHT"],
             "roads": sorted(mapping.path(e) for e in built["ROAD"]),
             "settlements": sorted(mapping.node_of[n] for n in built["SETTLEMENT"]),
             "cities": sorted(mapping.node_of[n] for n in built["CITY"])}
        if state.is_discarding:
            p["to_discard"] = state.discard_counts[i]
        players.append(p)
    holder = lambda flag: next((i for i in range(seats) if state.player_state[f"P{i}_{flag}"]), -1)
    longest = longest_road_holder(players, holder("HAS_ROAD"))
    pos = {"game": "catan", "board": "base", "seats": seats, "goal": 10, "hexes": hexes,
           "harbours": [{"at": list(at), "kind": k} for at, k in zip(mapping.places, mapping.harbour_kinds)],
           "robber": mapping.hex_of[board.robber_coordinate], "players": players,
           "deck": [shima_name[d] for d in pool],
           "longest_road": longest, "largest_army": holder("HAS_ARMY"),
           "current": state.current_turn_index, "turn": 0 if state.is_initial_build_phase else min(state.num_turns - 2 * (seats - 1) + 1, 500 * seats),
           "dev_played": bool(state.player_state[f"P{state.current_turn_index}_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"]),
           "offers_made": 5,  # Catanatron has no trades between players: none may be offered
           "seed": rng.randrange(1 << 62)}
    step = step_of(state, me)
    pos["step"] = step["step"]
    if "setup_placed" in step:
        pos["setup_placed"] = step["setup_placed"]
    if step.get("last"):
        pos["last_settlement"] = mapping.node_of[state.buildings_by_color[color]["SETTLEMENT"][-1]]
    if "after" in step:
        pos["after"] = step["after"]
    if "free_roads" in step:
        pos["free_roads"] = step["free_roads"]
    return pos


def road_length(roads, blocked):
    """The longest trail along roads (shima's "a-b" paths) that passes
    through no intersection in blocked (another player's buildings), though
    it may end on one."""
    adj = {}
    for r in roads:
        a, b = map(int, r.split("-"))
        adj.setdefault(a, []).append((b, r))
        adj.setdefault(b, []).append((a, r))

    def walk(v, used):
        if v in blocked and used:
            return len(used)
        best = len(used)
        for w, r in adj.get(v, []):
            if r not in used:
                best = max(best, walk(w, used | {r}))
        return best

    return max((walk(v, frozenset()) for v in adj), default=0)


def longest_road_holder(players, held):
    """Who holds Longest Road in shima's rules, given Catanatron's holder:
    Catanatron does not count a road's last stretch into another player's
    settlement, shima does (and its positions must agree with their roads).
    The holder keeps it while among the longest with 5 or more; else the one
    player alone with the longest of 5 or more takes it."""
    lengths = []
    for i, p in enumerate(players):
        blocked = {v for j, q in enumerate(players) if j != i for v in q["settlements"] + q["cities"]}
        lengths.append(road_length(p["roads"], blocked))
    top = max(lengths)
    if held >= 0 and lengths[held] == top and top >= 5:
        return held
    if top >= 5 and lengths.count(top) == 1:
        return lengths.index(top)
    return -1


def describe(action, mapping, state):
    """The text shima gives the Catanatron action (robber moves: the hex
    only; the victim is a second decision), or None for one shima has not."""
    t, v = action.action_type, action.value
    if t == ActionType.ROLL:
        return "roll"
    if t == ActionType.END_TURN:
        return "end turn"
    if t == ActionType.BUILD_SETTLEMENT:
        return f"settle {mapping.node_of[v]}"
    if t == ActionType.BUILD_CITY:
        return f"city {mapping.node_of[v]}"
    if t == ActionType.BUILD_ROAD:
        return "road " + mapping.path(v)
    if t == ActionType.BUY_DEVELOPMENT_CARD:
        return "buy development card"
    if t == ActionType.PLAY_KNIGHT_CARD:
        return "play knight"
    if t == ActionType.PLAY_ROAD_BUILDING:
        return "play road building"
    if t == ActionType.PLAY_MONOPOLY:
        return "play monopoly " + RESOURCE[v]
    if t == ActionType.PLAY_YEAR_OF_PLENTY:
        if len(v) != 2:
            return None  # a single card when the bank has too few: shima has no such play
        return "play year of plenty " + " ".join(sorted(RESOURCE[r] for r in v))
    if t == ActionType.DISCARD_RESOURCE:
        return "discard " + RESOURCE[v]
    if t == ActionType.MOVE_ROBBER:
        return f"robber {mapping.hex_of[v[0]]}"
    if t == ActionType.MARITIME_TRADE:
        give = [r for r in v[:4] if r is not None]
        return f"trade {len(give)} {RESOURCE[give[0]]} for 1 {RESOURCE[v[4]]}"
    return None


def normal(text):
    """shima's action text with a year of plenty's two resources sorted, to
    compare with describe."""
    words = text.split()
    if text.startswith("play year of plenty ") and len(words) == 6:
        return " ".join(words[:4] + sorted(words[4:]))
    return text


_engines = {}


def engine_for(command):
    """The `shima engine` process of command, started once and shared by
    every Shima of this Python process; it ends when Python does. Its texts
    are in English, which describe matches."""
    if command not in _engines:
        _engines[command] = Engine(command, lang="en")
        atexit.register(_engines[command].close)
    return _engines[command]


class Shima:
    """Asks a shima engine about positions: a position is loaded as a game,
    asked about and dropped."""

    def __init__(self, command="shima", bot="mcts:1000", seed=0):
        self.command, self.bot, self.seed = command, bot, seed
        self.engine = engine_for(command)
        self.places = harbour_places(self.engine)

    def ask(self, pos, what):
        """what(game) for pos loaded as a game; a refusal is a BridgeError."""
        try:
            g = self.engine.load(pos)
        except EngineError as err:
            raise BridgeError(f"shima refused the position: {err}\nposition: {json.dumps(pos)}") from err
        try:
            return what(g)
        except EngineError as err:
            raise BridgeError(f"shima refused: {err}\nposition: {json.dumps(pos)}") from err
        finally:
            g.drop()

    def legal(self, pos, seat):
        return self.ask(pos, lambda g: g.legal(seat=seat))

    def choose(self, pos, seat, n):
        """The bot's action text for seat; with bot "first-legal", the first
        legal action (to test the plumbing without a search)."""
        if self.bot == "first-legal":
            return self.legal(pos, seat)[0]
        return self.ask(pos, lambda g: g.best(self.bot, seed=self.seed + n, seat=seat)["best"]["text"])


class ShimaPlayer(Player):
    """A Catanatron player that plays shima's bot (bot: a shima bot spec,
    or "first-legal"); command is the shima binary."""

    def __init__(self, color, command="shima", bot="mcts:1000", seed=0):
        super().__init__(color)
        self.shima = Shima(command, bot, seed)
        self.rng = random.Random(seed)
        self.decisions = 0
        self.mapping = None

    def reset_state(self):
        self.mapping = None

    def mapping_for(self, game):
        if self.mapping is None or self.mapping.catan_map is not game.state.board.map:
            self.mapping = Mapping(game.state.board.map, self.shima.places)
        return self.mapping

    def decide(self, game, playable_actions):
        if len(playable_actions) == 1:
            return playable_actions[0]
        mapping = self.mapping_for(game)
        me = game.state.color_to_index[self.color]
        pos = position(game, self.color, mapping, self.rng)
        self.decisions += 1
        text = self.shima.choose(pos, me, self.decisions)
        matches = [a for a in playable_actions if describe(a, mapping, game.state) == normal(text)]
        if not matches:
            raise BridgeError(f"shima chose {text!r}, which matches none of Catanatron's actions: {playable_actions}")
        if len(matches) == 1:
            return matches[0]
        # A robber move with several players to rob: ask whom, in the steal step.
        return self.victim(game, pos, mapping, matches, me)

    def victim(self, game, pos, mapping, matches, me):
        colours = {a.value[1]: a for a in matches}
        if None in colours or len(colours) != len(matches):
            raise BridgeError(f"ambiguous match for Catanatron's actions {matches}")
        pos = dict(pos, step="steal", robber=mapping.hex_of[matches[0].value[0]],
                   victims=sorted(game.state.color_to_index[c] for c in colours))
        self.decisions += 1
        text = self.shima.choose(pos, me, self.decisions)
        for c, a in colours.items():
            if text == "steal from " + SEAT_COLOURS[game.state.color_to_index[c]]:
                return a
        raise BridgeError(f"shima chose {text!r} to steal, which matches none of {matches}")


def compare_legal(game, shima, mapping, color):
    """The actions one side allows and the other does not, as shima texts:
    (only Catanatron's, only shima's). Trades between players are left out."""
    me = game.state.color_to_index[color]
    pos = position(game, color, mapping, random.Random(0))
    ours = {normal(t) for t in shima.legal(pos, me)} - {"offer a trade"}
    theirs = {describe(a, mapping, game.state) for a in game.playable_actions}
    return theirs - ours, ours - theirs
