// Isle of Skye (アイルオブスカイ): the view the server sends
// (games/skye/view.go), its action codes (games/skye/actions.go), and turning
// a tile as printed to lie another way.
import type { Choice } from "../api";
import type { Named } from "../i18n";

/** A terrain: pasture (牧場), mountain (山) or water (水). */
export type Terrain = "pasture" | "mountain" | "water";

/** The objects printed on tiles; whisky stands on roads, the others in regions. */
export const objectNames = ["whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship"] as const;

/** An object printed on a tile. */
export type ObjectName = (typeof objectNames)[number];

/** A road network of a tile: the sides it reaches as the tile lies ("NS"). */
export interface Road {
  sides: string;
  whisky: number;
  joined: boolean; // joined to the castle by road
}

/** A terrain region of a tile: the sides it reaches ("" for a lake or hill inside). */
export interface Region {
  terrain: Terrain;
  sides: string;
  centre: boolean;
  objects: Partial<Record<ObjectName, number>>;
  scroll?: ObjectName; // the object its scroll counts
  area: number; // index into the player's areas; -1 off a territory
}

/** A tile as it lies (or as printed, off a territory): tile 0 is the castle. */
export interface Tile {
  tile: number;
  x: number;
  y: number;
  turn: number; // degrees clockwise
  sides: [Terrain, Terrain, Terrain, Terrain]; // N, E, S, W
  centre: Terrain;
  roads: Road[];
  regions: Region[];
}

/** A terrain area of a territory. */
export interface Area {
  terrain: Terrain;
  tiles: number;
  complete: boolean;
  objects: Partial<Record<ObjectName, number>>;
}

/** A tile in front of a screen; price and discard are null while hidden, price 0 while unset. */
export interface Offer {
  tile: Tile;
  price: number | null;
  discard: boolean | null;
  bought_by: number;
}

/** A player's end-of-game scoring. */
export interface Final {
  tiles: [number, number, number, number];
  scrolls: number;
  gold: number;
  gold_vp: number;
  total: number;
}

/** One player's side of the table. */
export interface Player {
  seat: number;
  colour: Named;
  vp: number;
  gold: number; // another's, while pricing: before pricing
  gold_set: number; // the viewer's own gold set on tiles while pricing
  income: number;
  next_income: number;
  deciding: boolean;
  territory: Tile[];
  areas: Area[];
  offers: Offer[];
  discarded: number; // tile id, 0 for none
  bought: number; // tile id, 0 for none
  pending: Tile[];
  sent_back: number[];
  final?: Final;
}

/** A space of the round track. */
export interface TrackRound {
  round: number;
  score: string; // the slots scored, such as "AC"
  catch_up: number;
}

/** A scoring tile on A-D and what it gives each seat. */
export interface Scoring {
  slot: string;
  id: string;
  text: Named;
  rounds: number[];
  now: number[];
  scored: number[];
}

/** A legal placement of the viewer's. */
export interface Placement {
  tile: number;
  x: number;
  y: number;
  turn: number;
}

/** What one seat sees. */
export interface View {
  game: "skye";
  seats: number;
  viewer: number;
  round: number;
  rounds: number;
  phase: "price" | "buy" | "build" | "over";
  start: number;
  to_move: number[];
  buying: number;
  bag: number;
  track: TrackRound[];
  scoring: Scoring[];
  players: Player[];
  placements: Placement[];
}

/** Action kinds: the code's top four bits. */
export const kinds = { discard: 1, price: 2, buy: 3, pass: 4, place: 5 } as const;

/** A legal action, decoded. */
export interface Move {
  action: number;
  text: string;
  kind: number;
  tile: number; // tile id (1-73)
  gold: number; // price: the gold set
  x: number; // place: the cell
  y: number;
  turn: number; // place: quarter turns clockwise
}

/** decode reads a legal action's code (unsigned shifts: a code may exceed 2^31). */
export function decode(c: Choice): Move {
  const a = c.action;
  return {
    action: a,
    text: c.text,
    kind: Math.floor(a / 2 ** 28),
    tile: ((a >>> 16) & 0x7f) + 1,
    gold: a & 0x3ff,
    x: ((a >>> 9) & 0x7f) - 64,
    y: ((a >>> 2) & 0x7f) - 64,
    turn: a & 3,
  };
}

const sideOrder = "NESW";

/** turnSides turns a set of sides ("NE") by quarter turns clockwise, in NESW order. */
export function turnSides(sides: string, quarters: number): string {
  const turned = [...sides].map((e) => sideOrder[(sideOrder.indexOf(e) + quarters + 400) % 4]!);
  return [...sideOrder].filter((e) => turned.includes(e)).join("");
}

/** turnTile is a tile turned a further quarters clockwise. */
export function turnTile(t: Tile, quarters: number): Tile {
  const q = ((quarters % 4) + 4) % 4;
  const sides = [0, 1, 2, 3].map((e) => t.sides[(e - q + 4) % 4]!) as Tile["sides"];
  return {
    ...t,
    turn: (t.turn + 90 * q) % 360,
    sides,
    roads: t.roads.map((r) => ({ ...r, sides: turnSides(r.sides, q) })),
    regions: t.regions.map((r) => ({ ...r, sides: turnSides(r.sides, q) })),
  };
}

/** look is what a tile shows, to compare two turns. */
function look(t: Tile): string {
  const objects = (o: Region["objects"]): string => objectNames.map((n) => o[n] ?? 0).join(",");
  const regions = t.regions.map((r) => `${r.terrain}:${r.sides}:${r.centre}:${objects(r.objects)}:${r.scroll ?? ""}`).sort();
  const roads = t.roads.map((r) => `${r.sides}:${r.whisky}`).sort();
  return regions.join("|") + "/" + roads.join("|");
}

/** plainTurn is the smallest turn at which a tile (as printed) looks as at quarters: the one the rules offer. */
export function plainTurn(t: Tile, quarters: number): number {
  const want = look(turnTile(t, quarters));
  for (let q = 0; q < quarters; q++) if (look(turnTile(t, q)) === want) return q;
  return quarters;
}
